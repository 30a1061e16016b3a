import Foundation
import Raster

/// How a `CGImage` stores alpha: Core Graphics' `CGImageAlphaInfo` (raw values are Core
/// Graphics').
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel.
    case none = 0
    /// Alpha last, colour premultiplied by it (RGBA).
    case premultipliedLast = 1
    /// Alpha first, premultiplied (ARGB).
    case premultipliedFirst = 2
    /// Alpha last, not premultiplied.
    case last = 3
    /// Alpha first, not premultiplied.
    case first = 4
    /// A fourth channel that is ignored, last (RGBX).
    case noneSkipLast = 5
    /// A fourth channel that is ignored, first (XRGB).
    case noneSkipFirst = 6
    /// Only alpha.
    case alphaOnly = 7
}

/// How a `CGImage`'s pixels are laid out: Core Graphics' `CGBitmapInfo` (the alpha info in its
/// low bits, byte order and float flags above).
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The mask of the `CGImageAlphaInfo` bits.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floats.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The mask of the byte-order bits.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The platform's byte order (big-endian RGBA bytes in memory, as Plumb stores them).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 32-bit little-endian words.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 32-bit big-endian words.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// A bitmap image: Core Graphics' `CGImage`, what `UIImage.cgImage` returns and
/// `CALayer.contents` draws.
///
/// Plumb's `CGImage` is an immutable grid of 8-bit RGBA pixels (premultiplied, sRGB, rows top
/// to bottom), so its description is fixed: 8 bits per component, 32 per pixel, `width × 4`
/// bytes per row, `.premultipliedLast` alpha.
///
/// ```swift
/// let cg = UIImage(named: "avatar")!.cgImage!
/// layer.contents = cg                                        // drawn with contentsGravity
/// let face = cg.cropping(to: CGRect(x: 0, y: 0, width: 64, height: 64))
/// let icon = UIImage(cgImage: cg, scale: 2, orientation: .up)
/// ```
///
/// Where Plumb differs: Core Graphics does not exist on Linux, so this is Plumb's own type with
/// Core Graphics' names; there is no `CGDataProvider` and no initialiser from raw bytes (make one
/// from a `UIImage`, or draw one with `UIGraphicsImageRenderer`). Images compare equal when their
/// pixels are.
public final class CGImage: Hashable, Sendable, CustomStringConvertible {
    /// The pixels.
    let bitmap: Bitmap

    init(bitmap: Bitmap) { self.bitmap = bitmap }

    /// The width in pixels.
    public var width: Int { bitmap.width }
    /// The height in pixels.
    public var height: Int { bitmap.height }
    /// Bits per colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32: red, green, blue, alpha).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of pixels (`width × 4`: rows are not padded).
    public var bytesPerRow: Int { bitmap.width * 4 }
    /// How alpha is stored (premultiplied, last).
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// The pixel layout: `.premultipliedLast` alpha in big-endian RGBA bytes.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue) }
    /// The colour space (sRGB).
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// Whether the image is a mask (never: Plumb's images have colour).
    public var isMask: Bool { false }
    /// Whether the image is smoothed when drawn larger or smaller (true; a layer's filters choose).
    public var shouldInterpolate: Bool { true }

    /// The part of the image inside `rect` (in pixels, the origin top-left), as Core Graphics'
    /// `cropping(to:)`: the rectangle is made integral and intersected with the image; `nil`
    /// when nothing is left.
    ///
    /// ```swift
    /// let frame2 = sprites.cropping(to: CGRect(x: 32, y: 0, width: 32, height: 32))
    /// ```
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        let r = rect.standardized
        let x0 = max(0, Int(max(-1e9, r.minX).rounded(.down))), y0 = max(0, Int(max(-1e9, r.minY).rounded(.down)))
        let x1 = min(width, Int(min(1e9, r.maxX).rounded(.up))), y1 = min(height, Int(min(1e9, r.maxY).rounded(.up)))
        guard x1 > x0, y1 > y0, let crop = bitmap.cropped((x0, y0, x1 - x0, y1 - y0)) else { return nil }
        return CGImage(bitmap: crop)
    }

    /// The same image (a `CGImage` is immutable).
    public func copy() -> CGImage? { self }

    /// Whether two images have the same pixels.
    public static func == (a: CGImage, b: CGImage) -> Bool { a === b || a.bitmap == b.bitmap }
    /// Hashes the size (the pixels decide equality).
    public func hash(into h: inout Hasher) {
        h.combine(width)
        h.combine(height)
    }
    /// `<CGImage 64x64>`.
    public var description: String { "<CGImage \(width)x\(height)>" }
}
