/// An 8-bit coverage mask placed in pixel space: the hand-off between `Typesetting` (glyphs)
/// and `Raster` (compositing in a colour).
///
/// `coverage` holds `width * height` bytes, row by row, 0 = not covered, 255 = fully covered.
/// `originX`/`originY` are the device-pixel position of the mask's top-left corner.
public struct CoverageMask: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var originX: Int
    public var originY: Int
    public var coverage: [UInt8]

    /// Creates a mask; `coverage.count` must equal `width * height`.
    public init(width: Int, height: Int, originX: Int, originY: Int, coverage: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && coverage.count == width * height,
            "CoverageMask: \(coverage.count) bytes for \(width)x\(height)")
        self.width = width
        self.height = height
        self.originX = originX
        self.originY = originY
        self.coverage = coverage
    }
}
