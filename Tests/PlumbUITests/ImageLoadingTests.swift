import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Images by name from bundles and asset catalogs, scale selection, JPEG, templates, nine-slice
/// drawing, symbol placeholders, named colours, and bad files that never crash.
@MainActor @Suite struct ImageLoadingTests {
    let bundle = Bundle.module
    func traits(_ scale: CGFloat) -> UITraitCollection { UITraitCollection(displayScale: scale) }

    @Test(
        arguments: [
            (1, Color(red: 255, green: 0, blue: 0)), (2, Color(red: 0, green: 255, blue: 0)),
            (3, Color(red: 0, green: 0, blue: 255)),
        ] as [(CGFloat, Color)])
    func theVariantForTheDisplayScaleIsChosen(_ scale: CGFloat, _ color: Color) throws {
        let image = try #require(UIImage(named: "dot", in: bundle, compatibleWith: traits(scale)))
        #expect(image.scale == scale)
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(image.bitmap.color(x: 0, y: 0) == color)
        #expect(image.imageAsset?.availableScales == [1, 2, 3])
    }

    @Test func aMissingScaleTakesTheNextLargerThenTheNextSmaller() throws {
        let at1 = try #require(UIImage(named: "only2x", in: bundle, compatibleWith: traits(1)))
        let at3 = try #require(UIImage(named: "only2x", in: bundle, compatibleWith: traits(3)))
        #expect(at1.scale == 2 && at3.scale == 2 && at1.size == CGSize(width: 3, height: 3))
        let asset = try #require(at1.imageAsset)
        #expect(asset.preference(for: 1).map(\.scale) == [2])
    }

    @Test func anImageViewDrawsTheVariantForItsOwnScale() throws {
        let image = try #require(UIImage(named: "dot", in: bundle, compatibleWith: traits(1)))
        let view = UIImageView(image: image)
        view.overrideTraitCollection = traits(3)
        let b = try ViewRenderer.render(view, scale: 3)
        #expect(b.width == 12 && b.color(x: 6, y: 6) == Color(red: 0, green: 0, blue: 255))
    }

    @Test func jpegFilesDecodeThroughLibjpegTurbo() throws {
        let photo = try #require(UIImage(named: "photo", in: bundle, compatibleWith: traits(1)))
        #expect(photo.size == CGSize(width: 16, height: 12) && photo.scale == 1)
        // A red-to-blue gradient: reddish on the left, bluish on the right (JPEG is lossy).
        let left = photo.bitmap.color(x: 0, y: 6), right = photo.bitmap.color(x: 15, y: 6)
        #expect(left.red > 200 && left.blue < 60 && right.blue > 200 && right.red < 60)
        #expect(left.alpha == 255)
        let retina = try #require(UIImage(named: "photo", in: bundle, compatibleWith: traits(2)))
        #expect(retina.scale == 2 && retina.size == CGSize(width: 16, height: 12))
        let gray = try #require(UIImage(named: "gray.jpg", in: bundle, compatibleWith: nil))
        #expect(gray.bitmap.color(x: 4, y: 4) == Color(red: 128, green: 128, blue: 128))
    }

    @Test func badFilesAreReportedByPathAndGiveNoImage() throws {
        let root = try #require(bundle.resourcePath)
        let (png, pngReports) = LayoutDiagnostics.collect { UIImage(contentsOfFile: root + "/broken.png") }
        #expect(png == nil)
        #expect(
            pngReports.map(\.message).first?.hasPrefix(
                "UIImage(contentsOfFile: \(root)/broken.png): invalid PNG \(root)/broken.png") == true)
        let (jpeg, jpegReports) = LayoutDiagnostics.collect {
            UIImage(named: "broken.jpg", in: bundle, compatibleWith: nil)
        }
        #expect(jpeg == nil)
        #expect(
            jpegReports.map(\.message).first?.hasPrefix(
                "UIImage(named: \"broken.jpg\"): invalid JPEG \(root)/broken.jpg: ") == true)
        let (missing, missingReports) = LayoutDiagnostics.collect {
            UIImage(named: "nothing", in: bundle, compatibleWith: nil)
        }
        #expect(missing == nil)
        #expect(
            missingReports.map(\.message) == [
                "UIImage(named: \"nothing\"): no image in \(root) (looked for nothing.png, "
                    + "nothing@2x.png, nothing@3x.png, .jpg and .jpeg, and nothing.imageset in asset catalogs)"
            ])
        let (bad, badReports) = LayoutDiagnostics.collect { UIImage(named: "bad", in: bundle, compatibleWith: nil) }
        #expect(bad == nil)
        #expect(
            badReports.first?.message.hasPrefix(
                "UIImage(named: \"bad\"): \(root)/Assets.xcassets/bad.imageset/Contents.json is not valid JSON") == true
        )
    }

    @Test func assetCatalogImageSetsPickTheirScaleAndRenderingIntent() throws {
        let star = try #require(UIImage(named: "star", in: bundle, compatibleWith: traits(3)))
        #expect(star.scale == 3 && star.size == CGSize(width: 5, height: 5))
        #expect(star.renderingMode == .alwaysTemplate)
        // The 1x entry has no file: a @1x screen takes @2x.
        #expect(UIImage(named: "star", in: bundle, compatibleWith: traits(1))?.scale == 2)
        // A set inside a group folder is found by its name.
        #expect(UIImage(named: "gear", in: bundle, compatibleWith: nil)?.size == CGSize(width: 3, height: 3))
    }

    @Test func aTemplateImageIsDrawnInTheTintColour() throws {
        let mask = try #require(UIImage(named: "mask", in: bundle, compatibleWith: traits(1)))
        let view = UIImageView(image: mask.withRenderingMode(.alwaysTemplate))
        view.tintColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        view.overrideTraitCollection = traits(1)
        let b = try ViewRenderer.render(view, scale: 1)
        #expect(b.color(x: 1, y: 1) == Color(red: 255, green: 0, blue: 255))
        #expect(b.color(x: 0, y: 0).alpha == 0)
        let original = UIImageView(image: mask)
        original.tintColor = .systemRed
        #expect(try ViewRenderer.render(original, scale: 1).color(x: 1, y: 1) == Color(red: 20, green: 40, blue: 60))
    }

    @Test(arguments: [UIImage.ResizingMode.stretch, .tile])
    func nineSliceKeepsTheCornersAndFillsTheMiddle(_ mode: UIImage.ResizingMode) throws {
        let bubble = try #require(UIImage(named: "bubble", in: bundle, compatibleWith: traits(1)))
            .resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: mode)
        let view = UIImageView(image: bubble)
        view.frame = rect(0, 0, 40, 24)
        let b = try ViewRenderer.render(view, scale: 1)
        // Corners: 4 × 4 pixels of their colour, exactly.
        for (x0, y0, c) in [
            (0, 0, Color(red: 255, green: 0, blue: 0)), (36, 0, Color(red: 0, green: 255, blue: 0)),
            (0, 20, Color(red: 0, green: 0, blue: 255)), (36, 20, Color(red: 255, green: 255, blue: 0)),
        ] {
            for y in y0..<y0 + 4 { for x in x0..<x0 + 4 { #expect(b.color(x: x, y: y) == c) } }
        }
        // Edges grey, the middle white, all the way across.
        for x in 4..<36 { #expect(b.color(x: x, y: 1) == Color(red: 128, green: 128, blue: 128)) }
        for y in 4..<20 { #expect(b.color(x: 38, y: y) == Color(red: 128, green: 128, blue: 128)) }
        for x in 4..<36 { for y in 4..<20 { #expect(b.color(x: x, y: y) == Color(red: 255, green: 255, blue: 255)) } }
    }

    @Test func ninePiecesAreCutAtTheCapsInPixels() {
        let pieces = NineSlice.pieces(
            width: 24, height: 24, scale: 2, caps: UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 5),
            mode: .stretch, in: rect(0, 0, 30, 20))
        #expect(pieces.count == 9)
        #expect(pieces[0].source == (0, 0, 6, 8) && pieces[0].destination == rect(0, 0, 3, 4))
        #expect(pieces[4].source == (6, 8, 8, 12) && pieces[4].destination == rect(3, 4, 22, 14))
        #expect(pieces[8].source == (14, 20, 10, 4) && pieces[8].destination == rect(25, 18, 5, 2))
    }

    @Test func systemNameGivesAMarkedPlaceholderAndAWarning() throws {
        let (image, reports) = LayoutDiagnostics.collect { UIImage(systemName: "star.fill") }
        let star = try #require(image)
        // 17 pt × 1.2 on the @3x grid: 61 pixels.
        #expect(star.isSymbolImage && star.size == CGSize(width: 61.0 / 3, height: 61.0 / 3))
        #expect(
            reports.map(\.message) == [
                "UIImage(systemName: \"star.fill\"): SF Symbols cannot ship with Plumb "
                    + "(Apple licenses them for Apple platforms only); a placeholder box is drawn instead."
            ])
        let big = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30))
        #expect(big.size.width == 36)
        // Drawn in the tint colour, like symbols.
        let view = UIImageView(image: star)
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let b = try ViewRenderer.render(view, scale: 3)
        var blue = 0
        for y in 0..<b.height {
            for x in 0..<b.width where b.color(x: x, y: y) == Color(red: 0, green: 0, blue: 255) { blue += 1 }
        }
        #expect(blue > 50)
    }

    @Test func namedColoursComeFromColourSetsWithTheirDarkVariant() throws {
        let light = try #require(
            UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
        #expect(light.rgba8.r == 204 && light.rgba8.g == 102 && light.rgba8.b == 51)
        let dark = try #require(
            UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(dark.rgba8.r == 0x33 && dark.rgba8.g == 0x66 && dark.rgba8.b == 0x99)
        // Without traits the colour is dynamic: each view resolves it with its own.
        let dynamic = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == dark)
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == light)
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
    }
}
