import Foundation
import Raster

/// How much two images may differ and still match. Exact (no difference at all) by default.
///
/// With any tolerance the comparison is pixelmatch's: a pixel differs when its YIQ colour
/// distance exceeds `threshold`; anti-aliased pixels are excused unless `includeAntiAliasing`;
/// the snapshot passes when at most `maxDiffPixels` / `maxDiffPixelRatio` pixels differ.
///
/// ```swift
/// assertSnapshot(of: view, as: .image(width: 320, tolerance: .init(maxDiffPixels: 20)))
/// ```
public struct Tolerance: Sendable, Hashable {
    /// Per-pixel colour threshold, 0 ... 1 (pixelmatch's `threshold`).
    public var threshold: Double
    /// Count anti-aliased pixels as differences.
    public var includeAntiAliasing: Bool
    /// At most this many differing pixels pass.
    public var maxDiffPixels: Int?
    /// At most this fraction of differing pixels passes.
    public var maxDiffPixelRatio: Double?

    /// Creates a tolerance (the defaults are exact matching).
    public init(
        threshold: Double = 0, includeAntiAliasing: Bool = true, maxDiffPixels: Int? = nil,
        maxDiffPixelRatio: Double? = nil
    ) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Every pixel must be identical.
    public static let exact = Tolerance()

    /// The Raster comparison options for this tolerance.
    var comparisonOptions: ComparisonOptions {
        ComparisonOptions(
            threshold: threshold, includeAA: includeAntiAliasing,
            maxDiffPixels: maxDiffPixels ?? (maxDiffPixelRatio == nil ? 0 : nil),
            maxDiffPixelRatio: maxDiffPixelRatio)
    }
}
