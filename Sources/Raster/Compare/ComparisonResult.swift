/// The outcome of comparing an expected image with an actual one.
public struct ComparisonResult: Sendable, Equatable, CustomStringConvertible {
    /// The expected image's size in pixels.
    public var expectedSize: (width: Int, height: Int) { (expectedWidth, expectedHeight) }
    /// The actual image's size in pixels.
    public var actualSize: (width: Int, height: Int) { (actualWidth, actualHeight) }
    public var expectedWidth: Int
    public var expectedHeight: Int
    public var actualWidth: Int
    public var actualHeight: Int
    /// True when both images have the same size and the same bytes (the memcmp fast path).
    public var identical: Bool
    /// Pixels counted as different (including every pixel of the size union outside the overlap).
    public var differingPixels: Int
    /// Pixels above the threshold that were excused as anti-aliasing (0 with `includeAA`).
    public var antiAliasedPixels: Int
    /// The number of pixels compared: the area of the union of both sizes.
    public var comparedPixels: Int
    /// Whether the comparison passed the options' limits (always false when the sizes differ).
    public var passed: Bool
    /// Bounding boxes of the changed regions (connected groups of differing pixels, nearby ones
    /// merged, at most `maxRegions`), largest first.
    public var regions: [PixelRect]

    /// True when the two images have different sizes.
    public var sizeMismatch: Bool { expectedWidth != actualWidth || expectedHeight != actualHeight }

    /// `differingPixels / comparedPixels`.
    public var differingRatio: Double {
        comparedPixels == 0 ? 0 : Double(differingPixels) / Double(comparedPixels)
    }

    public var description: String {
        var s = identical ? "identical" : "\(differingPixels) of \(comparedPixels) pixels differ"
        if sizeMismatch {
            s += "; expected \(expectedWidth)x\(expectedHeight), actual \(actualWidth)x\(actualHeight)"
        }
        if !regions.isEmpty { s += "; regions " + regions.map(\.description).joined(separator: " ") }
        return s + (passed ? " (pass)" : " (fail)")
    }
}
