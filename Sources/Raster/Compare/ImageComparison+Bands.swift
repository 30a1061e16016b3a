#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization

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

/// Per-band results, written by one band each.
final class BandResults: Sendable {
    private let stored: Mutex<[(diff: Int, aa: Int, tiles: RegionTiles)?]>
    init(count: Int) { stored = Mutex(Array(repeating: nil, count: count)) }
    func store(_ k: Int, _ r: (diff: Int, aa: Int, tiles: RegionTiles)) {
        stored.withLock { $0[k] = r }
    }
    var items: [(diff: Int, aa: Int, tiles: RegionTiles)?] { stored.withLock { $0 } }
}
