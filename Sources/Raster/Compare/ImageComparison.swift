#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch
import Synchronization

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

/// A read-only view of a (cropped) image for the anti-aliasing detector.
struct Img {
    let p: UnsafePointer<UInt32>
    let stride: Int
    let w: Int
    let h: Int
    @inline(__always) subscript(x: Int, y: Int) -> UInt32 { p[y * stride + x] }
}

/// One comparison's inputs, shared read-only by the bands (the output rows are disjoint).
struct OverlapJob: @unchecked Sendable {
    let e: UnsafePointer<UInt32>
    let es: Int
    let a: UnsafePointer<UInt32>
    let as_: Int
    let w: Int
    let h: Int
    let out: UnsafeMutablePointer<UInt32>?
    let outStride: Int
    let unionWidth: Int
    let unionHeight: Int
    let options: ComparisonOptions
    /// Rows above this one are known to be equal in both images (used without a diff image).
    var firstRow = 0

    /// pixelmatch's main loop over band `band` of `bands`: interleaved stripes of 32 rows, so the
    /// bands get similar work.
    ///
    /// Without a diff image, equal pixels cost no per-pixel work: a row equal in both images is
    /// skipped by one `memcmp`, equal 64-pixel chunks by another, and inside a chunk that differs,
    /// equal 8-pixel blocks by four 64-bit XORs; only the differing pixels run pixelmatch's
    /// colour distance and anti-aliasing tests (which look only at the 3×3 and 5×5
    /// neighbourhoods in both images, so the result is the same as visiting every pixel).
    func run(band: Int, of bands: Int) -> (diff: Int, aa: Int, tiles: RegionTiles) {
        var tiles = RegionTiles(width: unionWidth, height: unionHeight)
        let t = options.threshold
        let maxDelta = 35215 * t * t
        let includeAA = options.includeAA
        let lut = ColorLUT()
        defer { lut.free() }
        let ei = Img(p: e, stride: es, w: w, h: h), ai = Img(p: a, stride: as_, w: w, h: h)
        let counts = tiles.withMarker { marker in
            var sc = PixelScanner(ei: ei, ai: ai, lut: lut, maxDelta: maxDelta, includeAA: includeAA, marker: marker)
            let stripe = 32
            var y = band * stripe
            while y < h {
                let yEnd = min(y + stripe, h)
                while y < yEnd {
                    let er = e + y * es, ar = a + y * as_
                    if let out {
                        // diff image: every pixel is written (grey, red or yellow)
                        let o = out + y * outStride
                        var lastV: UInt32 = 0, lastG = lut.gray(0)
                        var x = 0
                        while x < w {
                            if x + 8 <= w {
                                let pe = UnsafeRawPointer(er + x), pa = UnsafeRawPointer(ar + x)
                                let p0 = er[x]
                                let p2 = UInt64(p0) | UInt64(p0) &<< 32
                                var d: UInt64 = 0, notFlat: UInt64 = 0
                                for k in 0..<4 {
                                    let ew = pe.loadUnaligned(fromByteOffset: k &* 8, as: UInt64.self)
                                    d |= ew ^ pa.loadUnaligned(fromByteOffset: k &* 8, as: UInt64.self)
                                    notFlat |= ew ^ p2
                                }
                                var fill: UInt32? = nil
                                if d == 0 && notFlat == 0 {
                                    if p0 != lastV { lastV = p0; lastG = lut.gray(p0) }
                                    fill = lastG
                                } else if d != 0 {
                                    switch sc.flatBlock(er, ar, x, y) {
                                    case 1: fill = 0xFF00_00FF  // red
                                    case 2:
                                        if p0 != lastV { lastV = p0; lastG = lut.gray(p0) }
                                        fill = lastG
                                    default: break
                                    }
                                }
                                if let f = fill {
                                    for i in x..<(x + 8) { o[i] = f }
                                    x += 8
                                    continue
                                }
                            }
                            let end = min(x + 8, w)
                            while x < end {
                                let p = er[x], q = ar[x]
                                if p != q {
                                    let k = sc.classify(x, y, p, q)
                                    if k != 0 {
                                        o[x] = k == 1 ? 0xFF00_00FF : 0xFF00_FFFF  // red, yellow
                                        x += 1
                                        continue
                                    }
                                }
                                if p != lastV { lastV = p; lastG = lut.gray(p) }
                                o[x] = lastG
                                x += 1
                            }
                        }
                    } else if y >= firstRow && memcmp(er, ar, w * 4) != 0 {
                        var x = 0
                        while x < w {
                            let n = min(64, w - x)
                            if memcmp(er + x, ar + x, n * 4) == 0 { x += n; continue }
                            let end = x + n
                            while x < end {
                                if x + 8 <= end {
                                    let pe = UnsafeRawPointer(er + x), pa = UnsafeRawPointer(ar + x)
                                    let d =
                                        (pe.loadUnaligned(as: UInt64.self) ^ pa.loadUnaligned(as: UInt64.self))
                                        | (pe.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                                            ^ pa.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                                        | (pe.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                                            ^ pa.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
                                        | (pe.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                                            ^ pa.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
                                    if d == 0 { x += 8; continue }
                                    if sc.flatBlock(er, ar, x, y) != 0 { x += 8; continue }
                                    for i in x..<(x + 8) {
                                        let p = er[i], q = ar[i]
                                        if p != q { _ = sc.classify(i, y, p, q) }
                                    }
                                    x += 8
                                } else {
                                    let p = er[x], q = ar[x]
                                    if p != q { _ = sc.classify(x, y, p, q) }
                                    x += 1
                                }
                            }
                        }
                    }
                    y += 1
                }
                y += (bands - 1) * stripe
            }
            return (sc.diff, sc.aa)
        }
        return (counts.0, counts.1, tiles)
    }
}

/// The per-pixel work of one band: pixelmatch's verdict on a pixel that differs in bytes.
struct PixelScanner {
    let ei: Img
    let ai: Img
    let lut: ColorLUT
    let maxDelta: Double
    let includeAA: Bool
    let marker: TileMarker
    var diff = 0
    var aa = 0
    // Flat recoloured areas repeat the same pair of colours: the last pair's verdict is kept.
    var lastP: UInt32 = 0
    var lastQ: UInt32 = 0
    var lastOver = false

    init(ei: Img, ai: Img, lut: ColorLUT, maxDelta: Double, includeAA: Bool, marker: TileMarker) {
        self.ei = ei
        self.ai = ai
        self.lut = lut
        self.maxDelta = maxDelta
        self.includeAA = includeAA
        self.marker = marker
    }

    /// Eight pixels x ..< x + 8 of row y that are one colour P in the expected image and another
    /// colour Q in the actual one, together with their left and right neighbours and the 8
    /// pixels above in each image (recoloured flat areas): every one of them has 3 neighbours
    /// equal to itself in both images, so neither is anti-aliased (pixelmatch's `antialiased`
    /// returns false at the third equal neighbour) and all 8 get the verdict of (P, Q).
    /// Returns 0 when the block is not like that (nothing counted), 1 when all 8 were counted,
    /// 2 when all 8 are below the threshold. `x` is a multiple of 8, so the block lies in one
    /// 16-pixel region tile.
    @inline(__always)
    mutating func flatBlock(_ er: UnsafePointer<UInt32>, _ ar: UnsafePointer<UInt32>, _ x: Int, _ y: Int) -> Int {
        guard x >= 1, x &+ 8 < ei.w, y >= 1 else { return 0 }
        let p = er[x], q = ar[x]
        if p == q || er[x &- 1] != p || er[x &+ 8] != p || ar[x &- 1] != q || ar[x &+ 8] != q { return 0 }
        let p2 = UInt64(p) | UInt64(p) &<< 32, q2 = UInt64(q) | UInt64(q) &<< 32
        let e0 = UnsafeRawPointer(er + x), e1 = UnsafeRawPointer(er + (x &- ei.stride))
        let a0 = UnsafeRawPointer(ar + x), a1 = UnsafeRawPointer(ar + (x &- ai.stride))
        var bad: UInt64 = 0
        for k in 0..<4 {
            let o = k &* 8
            bad |=
                (e0.loadUnaligned(fromByteOffset: o, as: UInt64.self) ^ p2)
                | (e1.loadUnaligned(fromByteOffset: o, as: UInt64.self) ^ p2)
            bad |=
                (a0.loadUnaligned(fromByteOffset: o, as: UInt64.self) ^ q2)
                | (a1.loadUnaligned(fromByteOffset: o, as: UInt64.self) ^ q2)
        }
        if bad != 0 { return 0 }
        let over: Bool
        if p == lastP && q == lastQ {
            over = lastOver
        } else {
            over = lut.delta(p, q) > maxDelta
            lastP = p
            lastQ = q
            lastOver = over
        }
        if !over { return 2 }
        diff &+= 8
        marker.mark(x: x, y: y)
        marker.mark(x: x &+ 7, y: y)
        return 1
    }

    /// 0: below the threshold; 1: counted (and marked); 2: excused as anti-aliasing.
    @inline(__always)
    mutating func classify(_ x: Int, _ y: Int, _ p: UInt32, _ q: UInt32) -> Int {
        let over: Bool
        if p == lastP && q == lastQ {
            over = lastOver
        } else {
            over = lut.delta(p, q) > maxDelta
            lastP = p
            lastQ = q
            lastOver = over
        }
        if !over { return 0 }
        if !includeAA && (antialiasedFast(ei, x, y, other: ai, lut) || antialiasedFast(ai, x, y, other: ei, lut)) {
            aa &+= 1
            return 2
        }
        diff &+= 1
        marker.mark(x: x, y: y)
        return 1
    }
}

/// Per-band results, written by one band each.
final class BandResults: Sendable {
    private let stored: Mutex<[(diff: Int, aa: Int, tiles: RegionTiles)?]>
    init(count: Int) { stored = Mutex(Array(repeating: nil, count: count)) }
    func store(_ k: Int, _ r: (diff: Int, aa: Int, tiles: RegionTiles)) {
        stored.withLock { $0[k] = r }
    }
    var items: [(diff: Int, aa: Int, tiles: RegionTiles)?] { stored.withLock { $0 } }
}

/// Products of each 8-bit channel value with pixelmatch's YIQ coefficients, so that an opaque
/// pixel's Y, I and Q are sums of table entries: the same doubles `r * 0.29889531` etc. that
/// the reference computes, added in the same order, hence the same results bit for bit.
struct ColorLUT {
    let t: UnsafeMutablePointer<Double>

    init() {
        t = .allocate(capacity: 10 * 256)
        for a in 0..<256 { t[2304 + a] = 0.1 * Double(a) / 255 }  // grey-pixel blend factors
        let c = [
            0.29889531, 0.58662247, 0.11448223, 0.59597799, 0.27417610, 0.32180189,
            0.21147017, 0.52261711, 0.31114694,
        ]
        for k in 0..<9 {
            for v in 0..<256 { t[k * 256 + v] = Double(v) * c[k] }
        }
    }

    func free() { t.deallocate() }

    /// `grayPixel(v, alpha: 0.1)` from the tables (same doubles, same result).
    @inline(__always)
    func gray(_ v: UInt32) -> UInt32 {
        let y = t[Int(v & 0xFF)] + t[256 + Int((v >> 8) & 0xFF)] + t[512 + Int((v >> 16) & 0xFF)]
        let val = 255 + (y - 255) * t[2304 + Int(v >> 24)]
        let g = UInt32(min(max(val, 0), 255).rounded(.towardZero))
        return 0xFF00_0000 | (g << 16) | (g << 8) | g
    }

    /// pixelmatch's `rgb2y` of the pixel after blending on white.
    @inline(__always)
    func y(_ v: UInt32) -> Double {
        if v >> 24 == 255 {
            return t[Int(v & 0xFF)] + t[256 + Int((v >> 8) & 0xFF)] + t[512 + Int((v >> 16) & 0xFF)]
        }
        let (r, g, b) = blendedRGB(v)
        return rgb2y(r, g, b)
    }

    @inline(__always)
    func yiq(_ v: UInt32) -> (Double, Double, Double) {
        if v >> 24 == 255 {
            let r = Int(v & 0xFF), g = Int((v >> 8) & 0xFF), b = Int((v >> 16) & 0xFF)
            return (
                t[r] + t[256 + g] + t[512 + b],
                t[768 + r] - t[1024 + g] - t[1280 + b],
                t[1536 + r] - t[1792 + g] + t[2048 + b]
            )
        }
        let (r, g, b) = blendedRGB(v)
        return (rgb2y(r, g, b), rgb2i(r, g, b), rgb2q(r, g, b))
    }

    /// pixelmatch's squared YIQ distance (see `yiqDelta`).
    @inline(__always)
    func delta(_ p: UInt32, _ q: UInt32) -> Double {
        if p == q { return 0 }
        let (y1, i1, q1) = yiq(p)
        let (y2, i2, q2) = yiq(q)
        let y = y1 - y2, i = i1 - i2, qq = q1 - q2
        let a = 0.5053 * y * y
        let b = 0.299 * i * i
        let c = 0.1957 * qq * qq
        return a + b + c
    }
}

// MARK: pixelmatch's colour maths (same operations, same order)

@inline(__always)
func blendedRGB(_ v: UInt32) -> (Double, Double, Double) {
    var r = Double(v & 0xFF), g = Double((v >> 8) & 0xFF), b = Double((v >> 16) & 0xFF)
    let a8 = v >> 24
    if a8 < 255 {
        let a = Double(a8) / 255
        r = 255 + (r - 255) * a
        g = 255 + (g - 255) * a
        b = 255 + (b - 255) * a
    }
    return (r, g, b)
}

@inline(__always) func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
}
@inline(__always) func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.59597799 - g * 0.27417610 - b * 0.32180189
}
@inline(__always) func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.21147017 - g * 0.52261711 + b * 0.31114694
}

/// pixelmatch's squared YIQ distance between two RGBA pixels (0 for equal pixels).
@inline(__always)
func yiqDelta(_ p: UInt32, _ q: UInt32) -> Double {
    if p == q { return 0 }
    let (r1, g1, b1) = blendedRGB(p)
    let (r2, g2, b2) = blendedRGB(q)
    let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
    let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
    let qq = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
    let a = 0.5053 * y * y
    let b = 0.299 * i * i
    let c = 0.1957 * qq * qq
    return a + b + c
}

/// pixelmatch's brightness difference between two pixels of one image.
@inline(__always)
func brightnessDelta(_ p: UInt32, _ q: UInt32) -> Double {
    if p == q { return 0 }
    let (r1, g1, b1) = blendedRGB(p)
    let (r2, g2, b2) = blendedRGB(q)
    return rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
}

/// `antialiased` with the common case unrolled: for a pixel off the image's edge, the 8
/// neighbours are read at once and the test ends without any brightness when 3 or more of them
/// equal the centre (the reference's early `return false`); otherwise brightness deltas are
/// taken in the reference's visiting order (x outer, y inner), which decides ties. Pixels on
/// the edge take the general `antialiased`.
@inline(__always)
func antialiasedFast(_ img: Img, _ x1: Int, _ y1: Int, other: Img, _ lut: ColorLUT) -> Bool {
    // off the edge: 1 ≤ x1 ≤ w - 2 and 1 ≤ y1 ≤ h - 2 (as unsigned compares)
    guard UInt(bitPattern: x1 &- 1) < UInt(bitPattern: img.w &- 2),
        UInt(bitPattern: y1 &- 1) < UInt(bitPattern: img.h &- 2)
    else {
        return antialiased(img, x1, y1, other: other, lut)
    }
    let s = img.stride
    let c = img.p + (y1 &* s &+ x1)
    let center = c[0]
    // The usual case inside flat areas: left, right and the pixel above equal the centre.
    if c[-1] == center && c[1] == center && c[-s] == center { return false }
    return antialiasedInterior(img, c, x1, y1, other: other, lut)
}

@inline(never)
func antialiasedInterior(_ img: Img, _ c: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, other: Img, _ lut: ColorLUT)
    -> Bool
{
    let s = img.stride
    let center = c[0]
    let n0 = c[-s &- 1], n1 = c[-1], n2 = c[s &- 1], n3 = c[-s]
    let n4 = c[s], n5 = c[1 &- s], n6 = c[1], n7 = c[s &+ 1]
    var eq = (n0 == center ? 1 : 0) &+ (n1 == center ? 1 : 0) &+ (n2 == center ? 1 : 0)
    eq &+= (n3 == center ? 1 : 0) &+ (n4 == center ? 1 : 0) &+ (n5 == center ? 1 : 0)
    eq &+= (n6 == center ? 1 : 0) &+ (n7 == center ? 1 : 0)
    if eq > 2 { return false }
    let cy = lut.y(center)
    var st = AAState(center: center, cy: cy, zeroes: eq)
    st.visit(n0, 0, lut); st.visit(n1, 1, lut); st.visit(n2, 2, lut); st.visit(n3, 3, lut)
    st.visit(n4, 4, lut); st.visit(n5, 5, lut); st.visit(n6, 6, lut); st.visit(n7, 7, lut)
    let zeroes = st.zeroes, minDelta = st.minDelta, maxDelta = st.maxDelta, minK = st.minK, maxK = st.maxK
    if zeroes > 2 || minDelta == 0 || maxDelta == 0 { return false }
    // neighbour k's offset: x = k / 3 - 1 (k < 3: -1; 3, 4: 0; 5...7: 1), y in visiting order
    @inline(__always) func offset(_ k: Int) -> (Int, Int) {
        switch k {
        case 0: return (-1, -1)
        case 1: return (-1, 0)
        case 2: return (-1, 1)
        case 3: return (0, -1)
        case 4: return (0, 1)
        case 5: return (1, -1)
        case 6: return (1, 0)
        default: return (1, 1)
        }
    }
    let (mnx, mny) = offset(minK), (mxx, mxy) = offset(maxK)
    return (hasManySiblingsFast(img, x1 &+ mnx, y1 &+ mny) && hasManySiblingsFast(other, x1 &+ mnx, y1 &+ mny))
        || (hasManySiblingsFast(img, x1 &+ mxx, y1 &+ mxy) && hasManySiblingsFast(other, x1 &+ mxx, y1 &+ mxy))
}

/// The brightness extremes of `antialiased`'s neighbourhood, visited in the reference's order.
struct AAState {
    let center: UInt32
    let cy: Double
    var zeroes: Int
    var minDelta = 0.0
    var maxDelta = 0.0
    var minK = 0
    var maxK = 0
    // neighbours often repeat one colour (a glyph's edge against its background)
    var prevN: UInt32
    var prevY: Double

    @inline(__always)
    init(center: UInt32, cy: Double, zeroes: Int) {
        self.center = center
        self.cy = cy
        self.zeroes = zeroes
        prevN = center
        prevY = cy
    }

    @inline(__always)
    mutating func visit(_ n: UInt32, _ k: Int, _ lut: ColorLUT) {
        if n == center { return }
        if n != prevN {
            prevN = n
            prevY = lut.y(n)
        }
        let delta = cy - prevY
        if delta == 0 {
            zeroes &+= 1
        } else if delta < minDelta {
            minDelta = delta
            minK = k
        } else if delta > maxDelta {
            maxDelta = delta
            maxK = k
        }
    }
}

/// `hasManySiblings` with the 8 neighbours of an off-edge pixel compared at once.
@inline(__always)
func hasManySiblingsFast(_ img: Img, _ x1: Int, _ y1: Int) -> Bool {
    guard UInt(bitPattern: x1 &- 1) < UInt(bitPattern: img.w &- 2),
        UInt(bitPattern: y1 &- 1) < UInt(bitPattern: img.h &- 2)
    else { return hasManySiblings(img, x1, y1) }
    let s = img.stride
    let c = img.p + (y1 &* s &+ x1)
    let v = c[0]
    var eq = (c[-s &- 1] == v ? 1 : 0) &+ (c[-1] == v ? 1 : 0) &+ (c[s &- 1] == v ? 1 : 0)
    eq &+= (c[-s] == v ? 1 : 0) &+ (c[s] == v ? 1 : 0) &+ (c[1 &- s] == v ? 1 : 0)
    eq &+= (c[1] == v ? 1 : 0) &+ (c[s &+ 1] == v ? 1 : 0)
    return eq > 2
}

/// pixelmatch's `antialiased`: whether (x1, y1) of `img` looks like an anti-aliased pixel.
/// Neighbours are visited in the reference's order (x outer, y inner), which decides ties.
@inline(__always)
func antialiased(_ img: Img, _ x1: Int, _ y1: Int, other: Img, _ lut: ColorLUT) -> Bool {
    let x0 = x1 > 0 ? x1 &- 1 : 0, y0 = y1 > 0 ? y1 &- 1 : 0
    let x2 = x1 &+ 1 < img.w ? x1 &+ 1 : img.w &- 1, y2 = y1 &+ 1 < img.h ? y1 &+ 1 : img.h &- 1
    let center = img[x1, y1]
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var cy = 0.0
    var haveY = false
    var minDelta = 0.0, maxDelta = 0.0
    var minX = 0, minY = 0, maxX = 0, maxY = 0
    var x = x0
    while x <= x2 {
        var y = y0
        while y <= y2 {
            if x != x1 || y != y1 {
                let n = img.p[y &* img.stride &+ x]
                if n == center {
                    zeroes &+= 1
                    if zeroes > 2 { return false }
                } else {
                    if !haveY {
                        cy = lut.y(center)
                        haveY = true
                    }
                    let delta = cy - lut.y(n)  // = brightnessDelta(center, n)
                    if delta == 0 {
                        zeroes &+= 1
                        if zeroes > 2 { return false }
                    } else if delta < minDelta {
                        minDelta = delta
                        minX = x
                        minY = y
                    } else if delta > maxDelta {
                        maxDelta = delta
                        maxX = x
                        maxY = y
                    }
                }
            }
            y &+= 1
        }
        x &+= 1
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return (hasManySiblings(img, minX, minY) && hasManySiblings(other, minX, minY))
        || (hasManySiblings(img, maxX, maxY) && hasManySiblings(other, maxX, maxY))
}

/// pixelmatch's `hasManySiblings`: whether (x1, y1) has 3 or more identical neighbours
/// (pixels on the image's edge count one extra).
@inline(__always)
func hasManySiblings(_ img: Img, _ x1: Int, _ y1: Int) -> Bool {
    let x0 = x1 > 0 ? x1 &- 1 : 0, y0 = y1 > 0 ? y1 &- 1 : 0
    let x2 = x1 &+ 1 < img.w ? x1 &+ 1 : img.w &- 1, y2 = y1 &+ 1 < img.h ? y1 &+ 1 : img.h &- 1
    let v = img.p[y1 &* img.stride &+ x1]
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var x = x0
    while x <= x2 {
        var y = y0
        while y <= y2 {
            if (x != x1 || y != y1) && img.p[y &* img.stride &+ x] == v {
                zeroes &+= 1
                if zeroes > 2 { return true }
            }
            y &+= 1
        }
        x &+= 1
    }
    return false
}

/// pixelmatch's grey background pixel: the brightness of `v` blended with white by
/// `alpha · a / 255`, truncated to an integer as the pixelmatch Python package and the C++
/// port (pybind11-pixelmatch) do (JavaScript's Uint8ClampedArray would round instead).
@inline(__always)
func grayPixel(_ v: UInt32, alpha: Double) -> UInt32 {
    let y = rgb2y(Double(v & 0xFF), Double((v >> 8) & 0xFF), Double((v >> 16) & 0xFF))
    let a = alpha * Double(v >> 24) / 255
    let val = 255 + (y - 255) * a
    let g = UInt32(min(max(val, 0), 255).rounded(.towardZero))
    return 0xFF00_0000 | (g << 16) | (g << 8) | g
}
