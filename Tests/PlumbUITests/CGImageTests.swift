import Foundation
import Raster
import Testing
@testable import PlumbUI

/// `CGImage`, `UIImage(cgImage:scale:orientation:)`, right-to-left flipping, baselines and
/// `jpegData(compressionQuality:)`.
@MainActor @Suite struct CGImageTests {
    /// A 3×2 image whose pixel (x, y) is (80x, 80y, 200).
    func grid() throws -> CGImage {
        var px = [UInt8](repeating: 255, count: 3 * 2 * 4)
        for y in 0..<2 {
            for x in 0..<3 {
                let i = (y * 3 + x) * 4
                px[i] = UInt8(80 * x); px[i + 1] = UInt8(80 * y); px[i + 2] = 200
            }
        }
        return CGImage(bitmap: try Bitmap(width: 3, height: 2, scale: 1, premultipliedPixels: px))
    }

    func cell(_ x: Int, _ y: Int) -> Color { Color(red: UInt8(80 * x), green: UInt8(80 * y), blue: 200) }

    @Test func aCGImageDescribesItsPixels() throws {
        let cg = try grid()
        #expect(
            cg.width == 3 && cg.height == 2 && cg.bitsPerComponent == 8 && cg.bitsPerPixel == 32 && cg.bytesPerRow == 12
        )
        #expect(
            cg.alphaInfo == .premultipliedLast && cg.bitmapInfo.rawValue == 1
                && cg.colorSpace?.name == CGColorSpace.sRGB)
        let crop = try #require(cg.cropping(to: CGRect(x: 1, y: 1, width: 5, height: 5)))  // cut by the image
        #expect(crop.width == 2 && crop.height == 1 && crop.bitmap.color(x: 0, y: 0) == cell(1, 1))
        #expect(cg.cropping(to: CGRect(x: 4, y: 0, width: 1, height: 1)) == nil)
        #expect(cg.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == nil)
        #expect(UIImage(cgImage: cg).cgImage == cg && UIImage().cgImage == nil)
    }

    @Test func scaleSetsThePointSize() throws {
        let image = UIImage(cgImage: try grid(), scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 1.5, height: 1) && image.scale == 2 && image.imageOrientation == .up)
        #expect(UIImage(cgImage: try grid(), scale: 0, orientation: .up).scale == 1)
    }

    /// Each orientation turns the stored pixels as its EXIF orientation does: the displayed
    /// top-left and top-right pixels, and the displayed size.
    @Test(arguments: [
        (UIImage.Orientation.up, (0, 0), (2, 0), CGSize(width: 3, height: 2)),
        (.down, (2, 1), (0, 1), CGSize(width: 3, height: 2)),
        (.upMirrored, (2, 0), (0, 0), CGSize(width: 3, height: 2)),
        (.downMirrored, (0, 1), (2, 1), CGSize(width: 3, height: 2)),
        (.right, (0, 1), (0, 0), CGSize(width: 2, height: 3)),  // turned clockwise: a portrait photo
        (.left, (2, 0), (2, 1), CGSize(width: 2, height: 3)),
        (.leftMirrored, (0, 0), (0, 1), CGSize(width: 2, height: 3)),
        (.rightMirrored, (2, 1), (2, 0), CGSize(width: 2, height: 3)),
    ])
    func orientationsTurnTheStoredPixelsForDisplay(
        _ o: UIImage.Orientation, _ topLeft: (Int, Int), _ topRight: (Int, Int), _ size: CGSize
    ) throws {
        let cg = try grid()
        let image = UIImage(cgImage: cg, scale: 1, orientation: o)
        #expect(image.size == size && image.imageOrientation == o)
        #expect(image.cgImage == cg)  // the stored pixels, unturned
        let drawn = UIGraphicsImageRenderer(
            size: size,
            format: {
                let f = UIGraphicsImageRendererFormat()
                f.scale = 1
                return f
            }()
        ).image { _ in image.draw(at: .zero) }.bitmap
        #expect(drawn.color(x: 0, y: 0) == cell(topLeft.0, topLeft.1))
        #expect(drawn.color(x: Int(size.width) - 1, y: 0) == cell(topRight.0, topRight.1))
        #expect(image.withHorizontallyFlippedOrientation().imageOrientation == o.horizontallyFlipped)
    }

    @Test(arguments: directions)
    func anImageFlippedForRightToLeftIsMirroredOnlyInRightToLeftViews(_ direction: UITraitEnvironmentLayoutDirection)
        throws
    {
        let cg = try grid()
        let arrow = UIImage(cgImage: cg).imageFlippedForRightToLeftLayoutDirection()
        #expect(arrow.flipsForRightToLeftLayoutDirection && !UIImage(cgImage: cg).flipsForRightToLeftLayoutDirection)
        #expect(arrow != UIImage(cgImage: cg))
        let view = UIImageView(image: arrow)
        view.frame = rect(0, 0, 3, 2)
        view.overrideTraitCollection = UITraitCollection(layoutDirection: direction, displayScale: 1)
        let b = try ViewRenderer.render(view)
        let rtl = direction == .rightToLeft
        #expect(b.color(x: 0, y: 0) == cell(rtl ? 2 : 0, 0) && b.color(x: 2, y: 1) == cell(rtl ? 0 : 2, 1))
    }

    @Test func baselinesAreKeptWithTheImage() throws {
        let image = UIImage(cgImage: try grid())
        #expect(!image.hasBaseline && image.baselineOffsetFromBottom == nil)
        let based = image.withBaselineOffset(fromBottom: 0.5)
        #expect(based.hasBaseline && based.baselineOffsetFromBottom == 0.5)
        #expect(!based.imageWithoutBaseline().hasBaseline)
    }

    @Test func jpegDataRoundTripsOverBlackAndIsDeterministic() throws {
        let image = UIGraphicsImageRenderer(
            size: CGSize(width: 16, height: 16),
            format: {
                let f = UIGraphicsImageRendererFormat()
                f.scale = 1
                return f
            }()
        ).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 16))  // the right half stays transparent
        }
        let best = try #require(image.jpegData(compressionQuality: 1))
        #expect(best == image.jpegData(compressionQuality: 1))
        #expect(Array(best.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE0] && Array(best.suffix(2)) == [0xFF, 0xD9])
        let small = try #require(image.jpegData(compressionQuality: 0))
        let decoded = try #require(UIImage(data: best)).bitmap
        let left = decoded.color(x: 2, y: 8), right = decoded.color(x: 13, y: 8)
        // libjpeg-turbo's exact round trip of pure red at quality 100 (4:2:0, integer DCT).
        #expect(left == Color(red: 254, green: 0, blue: 0))
        #expect(right == Color(red: 0, green: 0, blue: 0))  // transparent became black
        #expect(best.count == 666 && small.count == 633)
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)
    }
}
