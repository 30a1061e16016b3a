#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch

/// Compares images the way pixelmatch does, with an exact fast path, size-union handling,
/// pass/fail limits, changed-region boxes and pixelmatch-style diff images.
///
/// Semantics (equal to the `pixelmatch` reference implementation, cross-checked by
/// `scripts/checks/pixelmatch.sh`): inputs are straight (non-premultiplied) RGBA8 — decoded
/// PNGs, or `bitmap.straightImage()`; a pixel whose alpha is below 255 is blended onto white
/// before its YIQ colour distance is taken; a pixel differs when that distance exceeds
/// `35215 · threshold²`; such a pixel is excused as anti-aliasing (not counted, drawn yellow)
/// when it looks anti-aliased in either image (pixelmatch's `antialiased`/`hasManySiblings`)
/// unless `includeAA`. Images of different sizes are compared over their union: the common
/// top-left overlap is compared as pixelmatch would compare the two crops, and every pixel
/// outside it counts as different. Colour maths is in `Double` with the reference's operation
/// order (Swift never fuses `a * b + c`), so counts match exactly.
///
/// ```swift
/// let cmp = ImageComparison(options: ComparisonOptions(threshold: 0.1, maxDiffPixels: 10))
/// let result = cmp.compare(expected: reference.image, actual: canvas.bitmap.straightImage())
/// if !result.passed { print(result) }   // "153 of 2962440 pixels differ; regions (10, 20, 30x8) (fail)"
/// ```
public struct ImageComparison: Sendable {
    public var options: ComparisonOptions

    public init(options: ComparisonOptions = ComparisonOptions()) {
        self.options = options
    }

    /// Compares two images.
    ///
    /// - Complexity: O(width × height); identical images cost one `memcmp`.
    public func compare(expected: RGBAImage, actual: RGBAImage) -> ComparisonResult {
        run(expected, actual, diff: false).result
    }

    /// Compares two images and draws pixelmatch's diff image over the size union: unchanged
    /// pixels as a faded grey copy of `expected` (alpha 0.1 over white), differences red,
    /// excused anti-aliasing yellow; pixels outside the overlap red.
    public func compareWithDiff(expected: RGBAImage, actual: RGBAImage) -> (result: ComparisonResult, diff: RGBAImage) {
        let r = run(expected, actual, diff: true)
        return (r.result, r.diff!)
    }

    // MARK: core

    func run(_ e: RGBAImage, _ a: RGBAImage, diff wantDiff: Bool) -> (result: ComparisonResult, diff: RGBAImage?) {
        let uw = max(e.width, a.width), uh = max(e.height, a.height)
        let ow = min(e.width, a.width), oh = min(e.height, a.height)
        let sameSize = e.width == a.width && e.height == a.height
        var result = ComparisonResult(
            expectedWidth: e.width, expectedHeight: e.height,
            actualWidth: a.width, actualHeight: a.height, identical: false,
            differingPixels: 0, antiAliasedPixels: 0, comparedPixels: uw * uh,
            passed: false, regions: [])
        // Rows above the first difference need no second look: find it 16 rows at a time.
        var firstRow = 0
        if sameSize {
            let rowBytes = e.width * 4
            let equal = e.pixels.withUnsafeBytes { x in
                a.pixels.withUnsafeBytes { y in
                    while firstRow < e.height {
                        let n = min(16, e.height - firstRow)
                        if memcmp(
                            x.baseAddress! + firstRow * rowBytes, y.baseAddress! + firstRow * rowBytes, n * rowBytes)
                            != 0
                        {
                            return false
                        }
                        firstRow += n
                    }
                    return true
                }
            }
            if equal {
                result.identical = true
                result.passed = true
                return (result, wantDiff ? grayCopy(e, alpha: 0.1) : nil)
            }
        }
        var tiles = RegionTiles(width: uw, height: uh)
        // Every pixel of the diff image is written below (the overlap by the bands, the rest red).
        var out: [UInt8] = wantDiff ? [UInt8](unsafeUninitializedCapacity: uw * uh * 4) { _, n in n = uw * uh * 4 } : []
        var counts = (diff: 0, aa: 0)
        e.pixels.withUnsafeBytes { eb in
            a.pixels.withUnsafeBytes { ab in
                out.withUnsafeMutableBytes { ob in
                    let job = OverlapJob(
                        e: eb.baseAddress!.assumingMemoryBound(to: UInt32.self), es: e.width,
                        a: ab.baseAddress!.assumingMemoryBound(to: UInt32.self), as_: a.width,
                        w: ow, h: oh,
                        out: wantDiff ? ob.baseAddress!.assumingMemoryBound(to: UInt32.self) : nil,
                        outStride: uw,
                        unionWidth: uw, unionHeight: uh, options: options, firstRow: firstRow)
                    // Rows are split into 4 bands of interleaved stripes, handed to the available cores by
                    // concurrentPerform (robust when another process holds a core); every
                    // band's counts and tiles are merged, so the result never depends on timing.
                    let bands = ow * oh >= 1 << 20 ? 4 : 1
                    let results = BandResults(count: bands)
                    DispatchQueue.concurrentPerform(iterations: bands) { k in
                        results.store(k, job.run(band: k, of: bands))
                    }
                    for r in results.items {
                        counts.diff += r!.diff
                        counts.aa += r!.aa
                        tiles.merge(r!.tiles)
                    }
                }
            }
        }
        // The union outside the overlap: every pixel differs.
        let red: UInt32 = 0xFF00_00FF
        var outside = 0
        for y in 0..<uh {
            let x0 = y < oh ? ow : 0
            if x0 >= uw { continue }
            outside += uw - x0
            tiles.markSpan(y: y, x0: x0, x1: uw)
            if wantDiff {
                out.withUnsafeMutableBytes { ob in
                    let o = ob.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    for x in x0..<uw { o[y * uw + x] = red }
                }
            }
        }
        result.differingPixels = counts.diff + outside
        result.antiAliasedPixels = counts.aa
        result.regions = tiles.regions(max: options.maxRegions)
        let limit: Double
        switch (options.maxDiffPixels, options.maxDiffPixelRatio) {
        case let (p?, r?): limit = min(Double(p), r * Double(result.comparedPixels))
        case let (p?, nil): limit = Double(p)
        case let (nil, r?): limit = r * Double(result.comparedPixels)
        case (nil, nil): limit = 0
        }
        result.passed = !result.sizeMismatch && Double(result.differingPixels) <= limit
        var diffImage: RGBAImage?
        if wantDiff {
            diffImage = RGBAImage(uncheckedWidth: uw, height: uh, pixels: out)
        }
        return (result, diffImage)
    }

    func grayCopy(_ img: RGBAImage, alpha: Double) -> RGBAImage {
        let n = img.width * img.height
        let out = [UInt8](unsafeUninitializedCapacity: n * 4) { buf, count in
            let o = UnsafeMutableRawPointer(buf.baseAddress!).assumingMemoryBound(to: UInt32.self)
            img.pixels.withUnsafeBytes { b in
                let p = b.baseAddress!.assumingMemoryBound(to: UInt32.self)
                var lastV: UInt32 = 0, lastG = grayPixel(0, alpha: alpha)
                for i in 0..<n {
                    let v = p[i]
                    if v != lastV { lastV = v; lastG = grayPixel(v, alpha: alpha) }
                    o[i] = lastG
                }
            }
            count = n * 4
        }
        return RGBAImage(uncheckedWidth: img.width, height: img.height, pixels: out)
    }
}
