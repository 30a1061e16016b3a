/// Options for `ImageComparison`, with pixelmatch's names and defaults.
public struct ComparisonOptions: Sendable, Hashable {
    /// Per-pixel YIQ colour-distance threshold as a fraction of the maximum distance (35215),
    /// 0 ... 1; smaller is stricter. pixelmatch's default, 0.1.
    public var threshold: Double
    /// Count anti-aliased pixels as differences (pixelmatch's `includeAA`); default false.
    public var includeAA: Bool
    /// Pass when at most this many pixels differ (nil: no limit from this option).
    public var maxDiffPixels: Int?
    /// Pass when at most this fraction of the compared pixels differ (nil: no limit from this option).
    /// With both limits set, the stricter one applies (Playwright's rule); with neither, 0 pixels.
    public var maxDiffPixelRatio: Double?
    /// The largest number of changed-region boxes reported (nearby regions are merged to fit).
    public var maxRegions: Int

    public init(
        threshold: Double = 0.1, includeAA: Bool = false, maxDiffPixels: Int? = nil,
        maxDiffPixelRatio: Double? = nil, maxRegions: Int = 10
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.maxRegions = max(1, maxRegions)
    }
}
