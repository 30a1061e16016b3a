/// A colour image placed in pixel space: the hand-off between `Typesetting` (colour emoji
/// glyphs) and `Raster` (compositing), like ``CoverageMask`` for ordinary glyphs.
///
/// `pixels` holds `width * height * 4` bytes, row by row, premultiplied RGBA8 (sRGB).
/// `originX`/`originY` are the device-pixel position of the image's top-left corner.
///
/// ```swift
/// let red = ColorMask(width: 1, height: 1, originX: 4, originY: 2, pixels: [255, 0, 0, 255])
/// canvas.draw(red, opacity: 255)
/// ```
public struct ColorMask: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var originX: Int
    public var originY: Int
    /// Premultiplied RGBA8 bytes.
    public var pixels: [UInt8]

    /// Creates a colour mask; `pixels.count` must equal `width * height * 4`.
    public init(width: Int, height: Int, originX: Int, originY: Int, pixels: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && pixels.count == width * height * 4,
            "ColorMask: \(pixels.count) bytes for \(width)x\(height)")
        self.width = width
        self.height = height
        self.originX = originX
        self.originY = originY
        self.pixels = pixels
    }
}
