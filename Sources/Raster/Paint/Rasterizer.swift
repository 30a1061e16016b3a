/// Scanline coverage: turns device-space shapes into 8-bit coverage, in integers only.
///
/// Coordinates are converted once from `Double` to 24.8 fixed point (rounded to nearest 1/256
/// pixel); everything after that is integer arithmetic, so coverage is the same on every CPU.
/// Polygons are sampled on 64 sub-scanlines per pixel row (at y + (k + 0.5) / 64) with exact
/// horizontal coverage at 1/256 pixel; a pixel's coverage is the covered fraction of its 64 × 256
/// cells, rounded to nearest on the 0 ... 255 scale (error ≤ 1/128 of a pixel's area). Axis-aligned rectangles use exact area
/// coverage (x coverage × y coverage, each in 1/256).

/// The winding rule that decides which regions of a path are inside.
public enum FillRule: Sendable, Hashable {
    /// Inside where the winding number is not zero (CoreGraphics' default).
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}

/// Coverage over a device-pixel rectangle.
struct Coverage {
    enum Storage {
        /// One byte per pixel of `bounds`, row by row.
        case mask([UInt8])
        /// Separable rectangle coverage: per column and per row, in 0 ... 256.
        case separable(x: [UInt16], y: [UInt16])
    }
    var bounds: PixelRect
    var storage: Storage

    /// Writes row `y` (absolute) of the coverage for columns `bounds.x ..< bounds.maxX` into `row`.
    @inline(__always)
    func fillRow(_ y: Int, into row: UnsafeMutableBufferPointer<UInt8>) {
        let r = y - bounds.y
        switch storage {
        case .mask(let m):
            m.withUnsafeBufferPointer { mb in
                row.baseAddress!.update(from: mb.baseAddress! + r * bounds.width, count: bounds.width)
            }
        case .separable(let xs, let ys):
            let yc = UInt32(ys[r])
            for i in 0..<bounds.width {
                row[i] = UInt8(truncatingIfNeeded: (UInt32(xs[i]) &* yc &* 255 &+ 32768) >> 16)
            }
        }
    }

    /// True when every pixel is fully covered (so a clip needs no mask).
    var isFull: Bool {
        switch storage {
        case .mask(let m): return !m.contains { $0 != 255 }
        case .separable(let xs, let ys): return !xs.contains { $0 != 256 } && !ys.contains { $0 != 256 }
        }
    }
}

/// Device coordinates are clamped to this many pixels from the origin before fixed-point
/// conversion (keeps every product inside Int64).
let coordinateLimit = 2_097_152.0

/// A device coordinate in 24.8 fixed point, clamped to ±`coordinateLimit`; NaN (possible
/// after overflow, e.g. 0 × ∞ from an extreme scale) becomes 0 instead of trapping.
@inline(__always)
func fixed(_ v: Double) -> Int64 {
    guard !v.isNaN else { return 0 }
    let c = min(max(v, -coordinateLimit), coordinateLimit)
    return Int64((c * 256).rounded())
}

@inline(__always)
func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q
}

enum Rasterizer {
    /// Exact area coverage of a device-space axis-aligned rectangle, limited to `clip`.
    static func rect(_ r: Rect, clip: PixelRect) -> Coverage? {
        let x0 = fixed(r.minX), x1 = fixed(r.maxX), y0 = fixed(r.minY), y1 = fixed(r.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        let px0 = Int(floorDiv(x0, 256)), px1 = Int(floorDiv(x1 + 255, 256))
        let py0 = Int(floorDiv(y0, 256)), py1 = Int(floorDiv(y1 + 255, 256))
        let b = PixelRect(x: px0, y: py0, width: px1 - px0, height: py1 - py0).intersection(clip)
        guard !b.isEmpty else { return nil }
        func spans(_ lo: Int64, _ hi: Int64, _ start: Int, _ count: Int) -> [UInt16] {
            (0..<count).map { i in
                let c0 = Int64(start + i) * 256
                let a = max(lo, c0), e = min(hi, c0 + 256)
                return UInt16(max(0, e - a))
            }
        }
        return Coverage(
            bounds: b,
            storage: .separable(
                x: spans(x0, x1, b.x, b.width),
                y: spans(y0, y1, b.y, b.height)))
    }

    struct Edge {
        var x0: Int64, y0: Int64, x1: Int64, y1: Int64
        var dir: Int32
    }

    /// Coverage of closed device-space polygons under a fill rule, limited to `clip`.
    static func polygons(_ polys: [[Point]], rule: FillRule, clip: PixelRect) -> Coverage? {
        var edges: [Edge] = []
        var minX = Int64.max, maxX = Int64.min, minY = Int64.max, maxY = Int64.min
        for poly in polys where poly.count >= 2 {
            var prev = poly[poly.count - 1]
            var px = fixed(prev.x), py = fixed(prev.y)
            for p in poly {
                let x = fixed(p.x), y = fixed(p.y)
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                if y != py {
                    if py < y {
                        edges.append(Edge(x0: px, y0: py, x1: x, y1: y, dir: 1))
                    } else {
                        edges.append(Edge(x0: x, y0: y, x1: px, y1: py, dir: -1))
                    }
                }
                prev = p
                px = x
                py = y
            }
            _ = prev
        }
        guard !edges.isEmpty else { return nil }
        let shape = PixelRect(
            x: Int(floorDiv(minX, 256)), y: Int(floorDiv(minY, 256)),
            width: Int(floorDiv(maxX + 255, 256) - floorDiv(minX, 256)),
            height: Int(floorDiv(maxY + 255, 256) - floorDiv(minY, 256)))
        let b = shape.intersection(clip)
        guard !b.isEmpty else { return nil }
        edges.sort { $0.y0 < $1.y0 }

        let w = b.width
        var mask = [UInt8](repeating: 0, count: w * b.height)
        let left = Int64(b.x) * 256, right = Int64(b.maxX) * 256
        let nonZero = rule == .nonZero
        // Scratch memory, no Swift arrays (nor closures over variables) in the per-sample loops.
        let acc = UnsafeMutablePointer<Int32>.allocate(capacity: w + 2)  // partial cells, per pixel
        let run = UnsafeMutablePointer<Int32>.allocate(capacity: w + 2)  // full-pixel runs as a difference array
        let active = UnsafeMutablePointer<Int>.allocate(capacity: edges.count)
        let crossX = UnsafeMutablePointer<Int64>.allocate(capacity: edges.count)
        let crossDir = UnsafeMutablePointer<Int32>.allocate(capacity: edges.count)
        // The columns of `acc` and `run` a row touched (each once: `mark` holds the row's stamp),
        // so a row is resolved and reset at those columns only, with the constant stretches
        // between them filled at once: `acc` and `run` are all zero between rows.
        let touched = UnsafeMutablePointer<Int>.allocate(capacity: w + 2)
        let mark = UnsafeMutablePointer<Int32>.allocate(capacity: w + 2)
        acc.initialize(repeating: 0, count: w + 2)
        run.initialize(repeating: 0, count: w + 2)
        mark.initialize(repeating: 0, count: w + 2)
        defer {
            acc.deallocate(); run.deallocate(); active.deallocate(); crossX.deallocate(); crossDir.deallocate()
            touched.deallocate(); mark.deallocate()
        }
        var activeCount = 0, next = 0
        // Rows whose 64 sub-scanlines all cross the same vertical edges (the straight sides of
        // rounded rectangles, borders and clips) are sampled once with weight 64: the sums are
        // the same integers. A uniform row right after an identical uniform row is copied.
        var edgeEvents = 0, uniformEvents = -1, uniformRow = -1

        edges.withUnsafeBufferPointer { ep in
            mask.withUnsafeMutableBufferPointer { maskBuffer in
                let maskP = maskBuffer.baseAddress!
                let edgeCount = ep.count
                for row in 0..<b.height {
                    let py = Int64(b.y + row) * 256
                    let first = py + 2, last = py + 254
                    var uniform = next >= edgeCount || ep[next].y0 > last
                    // Edges starting at or above the first sample enter, those ending at or above it leave.
                    while next < edgeCount, ep[next].y0 <= first {
                        active[activeCount] = next
                        activeCount += 1
                        next += 1
                        edgeEvents += 1
                    }
                    var kept = 0
                    for a in 0..<activeCount where ep[active[a]].y1 > first {
                        active[kept] = active[a]
                        kept += 1
                    }
                    edgeEvents += activeCount - kept
                    activeCount = kept
                    if uniform {
                        for a in 0..<activeCount {
                            let e = ep[active[a]]
                            if e.y1 <= last || e.x0 != e.x1 { uniform = false; break }
                        }
                    }
                    let base = row * w
                    if uniform, uniformRow == row - 1, uniformEvents == edgeEvents {
                        (maskP + base).update(from: maskP + base - w, count: w)
                        uniformRow = row
                        continue
                    }
                    var any = false
                    var touchedCount = 0
                    let stamp = Int32(truncatingIfNeeded: row + 1)
                    let samples = uniform ? 1 : 64
                    let weight: Int32 = uniform ? 64 : 1
                    if uniform {
                        uniformRow = row
                        uniformEvents = edgeEvents
                    }
                    for k in 0..<samples {
                        let sy = py + Int64(k) * 4 + 2
                        if k > 0 {
                            while next < edgeCount, ep[next].y0 <= sy {
                                active[activeCount] = next
                                activeCount += 1
                                next += 1
                                edgeEvents += 1
                            }
                            var kept = 0
                            for a in 0..<activeCount where ep[active[a]].y1 > sy {
                                active[kept] = active[a]
                                kept += 1
                            }
                            edgeEvents += activeCount - kept
                            activeCount = kept
                        }
                        if activeCount < 2 { continue }
                        // Crossings at this sub-scanline, insertion-sorted by x (ties in any order:
                        // a zero-width span adds nothing and the winding after both is the same).
                        for a in 0..<activeCount {
                            let ed = ep[active[a]]
                            // rounded to the nearest 1/256 (not floored), so mirrored shapes get mirrored coverage
                            let dy = ed.y1 - ed.y0
                            let x = ed.x0 + floorDiv(2 * (sy - ed.y0) * (ed.x1 - ed.x0) + dy, 2 * dy)
                            var j = a
                            while j > 0 && crossX[j - 1] > x {
                                crossX[j] = crossX[j - 1]
                                crossDir[j] = crossDir[j - 1]
                                j -= 1
                            }
                            crossX[j] = x
                            crossDir[j] = ed.dir
                        }
                        var winding: Int32 = 0
                        for c in 0..<(activeCount - 1) {
                            winding += crossDir[c]
                            let inside = nonZero ? winding != 0 : (winding & 1) != 0
                            guard inside else { continue }
                            let xa = max(crossX[c], left), xb = min(crossX[c + 1], right)
                            guard xb > xa else { continue }
                            any = true
                            let ca = Int((xa - left) >> 8), cb = Int((xb - left) >> 8)
                            let fa = Int32(xa & 255), fb = Int32(xb & 255)
                            if mark[ca] != stamp { mark[ca] = stamp; touched[touchedCount] = ca; touchedCount += 1 }
                            if ca == cb {
                                acc[ca] += weight * (fb - fa)
                            } else {
                                if mark[ca + 1] != stamp {
                                    mark[ca + 1] = stamp; touched[touchedCount] = ca + 1; touchedCount += 1
                                }
                                if mark[cb] != stamp { mark[cb] = stamp; touched[touchedCount] = cb; touchedCount += 1 }
                                acc[ca] += weight * (256 - fa)
                                run[ca + 1] += weight * 256
                                run[cb] -= weight * 256
                                acc[cb] += weight * fb
                            }
                        }
                    }
                    if !any { continue }
                    // Column i's coverage is acc[i] + Σ run[0...i] (0 ... 16384): resolved at the
                    // touched columns, in order; between two of them acc is 0 and the sum constant.
                    var columns = UnsafeMutableBufferPointer(start: touched, count: touchedCount)
                    columns.sort()
                    var r: Int32 = 0, from = 0
                    for t in 0..<touchedCount {
                        let c = touched[t]
                        let level = UInt8(truncatingIfNeeded: min((r * 255 + 8192) >> 14, 255))
                        if c > from, level != 0 { (maskP + base + from).update(repeating: level, count: c - from) }
                        r += run[c]
                        if c < w {
                            maskP[base + c] = UInt8(truncatingIfNeeded: min(((acc[c] + r) * 255 + 8192) >> 14, 255))
                        }
                        acc[c] = 0
                        run[c] = 0
                        from = c + 1
                    }
                }
            }
        }
        return Coverage(bounds: b, storage: .mask(mask))
    }
}
