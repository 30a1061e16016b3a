/// Changed-region bookkeeping: differing pixels are binned into 16×16 tiles that remember the
/// exact bounding box of their differing pixels; regions are the 8-connected groups of tiles
/// (so pixels up to one tile apart join), merged further until at most `max` remain.
struct RegionTiles {
    static let size = 16
    let cols: Int
    let rows: Int
    var minX: [Int32]
    var minY: [Int32]
    var maxX: [Int32]
    var maxY: [Int32]

    init(width: Int, height: Int) {
        cols = (width + RegionTiles.size - 1) / RegionTiles.size
        rows = (height + RegionTiles.size - 1) / RegionTiles.size
        let n = cols * rows
        minX = [Int32](repeating: .max, count: n)
        minY = [Int32](repeating: .max, count: n)
        maxX = [Int32](repeating: -1, count: n)
        maxY = [Int32](repeating: -1, count: n)
    }

    @inline(__always)
    mutating func mark(x: Int, y: Int) {
        let t = (y / RegionTiles.size) * cols + x / RegionTiles.size
        let xi = Int32(x), yi = Int32(y)
        if xi < minX[t] { minX[t] = xi }
        if yi < minY[t] { minY[t] = yi }
        if xi > maxX[t] { maxX[t] = xi }
        if yi > maxY[t] { maxY[t] = yi }
    }

    /// Runs `body` with a marker that updates the tiles through raw pointers (no bounds or
    /// uniqueness checks per pixel): the comparison's inner loop.
    mutating func withMarker<R>(_ body: (TileMarker) -> R) -> R {
        let c = cols
        return minX.withUnsafeMutableBufferPointer { a in
            minY.withUnsafeMutableBufferPointer { b in
                maxX.withUnsafeMutableBufferPointer { d in
                    maxY.withUnsafeMutableBufferPointer { e in
                        body(
                            TileMarker(
                                cols: c, minX: a.baseAddress!, minY: b.baseAddress!,
                                maxX: d.baseAddress!, maxY: e.baseAddress!))
                    }
                }
            }
        }
    }

    /// Adds another band's tiles (same grid).
    mutating func merge(_ o: RegionTiles) {
        for t in 0..<minX.count where o.maxX[t] >= 0 {
            minX[t] = min(minX[t], o.minX[t])
            minY[t] = min(minY[t], o.minY[t])
            maxX[t] = max(maxX[t], o.maxX[t])
            maxY[t] = max(maxY[t], o.maxY[t])
        }
    }

    /// Marks pixels x0 ..< x1 of row y.
    mutating func markSpan(y: Int, x0: Int, x1: Int) {
        var x = x0
        while x < x1 {
            let end = min(x1, (x / RegionTiles.size + 1) * RegionTiles.size)
            mark(x: x, y: y)
            mark(x: end - 1, y: y)
            x = end
        }
    }

    func regions(max cap: Int) -> [PixelRect] {
        let n = cols * rows
        var seen = [Bool](repeating: false, count: n)
        var boxes: [PixelRect] = []
        var queue: [Int] = []
        for start in 0..<n where maxX[start] >= 0 && !seen[start] {
            seen[start] = true
            queue.removeAll(keepingCapacity: true)
            queue.append(start)
            var bx0 = Int32.max, by0 = Int32.max, bx1: Int32 = -1, by1: Int32 = -1
            var qi = 0
            while qi < queue.count {
                let t = queue[qi]
                qi += 1
                bx0 = min(bx0, minX[t]); by0 = min(by0, minY[t])
                bx1 = max(bx1, maxX[t]); by1 = max(by1, maxY[t])
                let tc = t % cols, tr = t / cols
                for dr in -1...1 {
                    for dc in -1...1 {
                        let c = tc + dc, r = tr + dr
                        guard c >= 0, c < cols, r >= 0, r < rows else { continue }
                        let u = r * cols + c
                        if !seen[u] && maxX[u] >= 0 {
                            seen[u] = true
                            queue.append(u)
                        }
                    }
                }
            }
            boxes.append(PixelRect(x: Int(bx0), y: Int(by0), width: Int(bx1 - bx0) + 1, height: Int(by1 - by0) + 1))
        }
        return RegionTiles.merge(boxes, cap: cap)
    }

    /// Merges boxes: pairwise by position while there are more than 64, then overlapping ones,
    /// then the pair whose union grows the least, until ≤ `cap` remain.
    static func merge(_ input: [PixelRect], cap: Int) -> [PixelRect] {
        var boxes = input
        // Too many: coarse pass first (sort by position, merge neighbours in pairs).
        while boxes.count > 64 {
            boxes.sort { ($0.y, $0.x) < ($1.y, $1.x) }
            var merged: [PixelRect] = []
            var i = 0
            while i < boxes.count {
                merged.append(i + 1 < boxes.count ? boxes[i].union(boxes[i + 1]) : boxes[i])
                i += 2
            }
            boxes = merged
        }
        // Overlapping boxes always merge.
        var changed = true
        while changed && boxes.count > 1 {
            changed = false
            outer: for i in 0..<boxes.count {
                for j in (i + 1)..<boxes.count where !boxes[i].intersection(boxes[j]).isEmpty {
                    boxes[i] = boxes[i].union(boxes[j])
                    boxes.remove(at: j)
                    changed = true
                    break outer
                }
            }
        }
        while boxes.count > cap {
            var best = (i: 0, j: 1, cost: Int.max)
            for i in 0..<boxes.count {
                for j in (i + 1)..<boxes.count {
                    let u = boxes[i].union(boxes[j])
                    let cost = u.width * u.height - boxes[i].width * boxes[i].height - boxes[j].width * boxes[j].height
                    if cost < best.cost { best = (i, j, cost) }
                }
            }
            boxes[best.i] = boxes[best.i].union(boxes[best.j])
            boxes.remove(at: best.j)
        }
        return boxes.sorted { ($0.width * $0.height, -$0.y, -$0.x) > ($1.width * $1.height, -$1.y, -$1.x) }
    }
}

extension ImageComparison {
    /// Places expected | diff | actual side by side for reports, separated by 4-pixel grey bars,
    /// top-aligned on a white background, under a light grey strip that names each pane
    /// ("expected", "diff", "actual", centred over it, in a pixel font scaled with the panes'
    /// height; see `PaneLabels`).
    ///
    /// ```swift
    /// let (result, diff) = cmp.compareWithDiff(expected: e, actual: a)
    /// try PNGEncoder().write(ImageComparison.threePane(expected: e, diff: diff, actual: a), to: "report.png")
    /// ```
    public static func threePane(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> RGBAImage {
        let gap = 4
        let panes = [expected, diff, actual]
        let w = panes.reduce(0) { $0 + $1.width } + 2 * gap
        let paneHeight = panes.map(\.height).max()!
        let k = PaneLabels.scale(forPaneHeight: paneHeight)
        let strip = PaneLabels.stripHeight(scale: k)
        let h = strip + paneHeight
        var out = [UInt8](repeating: 255, count: w * h * 4)
        for i in stride(from: 0, to: w * strip * 4, by: 4) {
            out[i] = 235; out[i + 1] = 235; out[i + 2] = 235
        }
        var x0 = 0
        for (index, pane) in panes.enumerated() {
            let caption = PaneLabels.captions[index]
            let tx = x0 + max(0, (pane.width - PaneLabels.width(of: caption, scale: k)) / 2)
            PaneLabels.draw(
                caption, into: &out, rowWidth: w, x: tx, y: 2 * k, scale: k, clip: x0..<(x0 + pane.width),
                color: (60, 60, 60))
            for y in 0..<pane.height {
                let src = y * pane.width * 4, dst = ((strip + y) * w + x0) * 4
                // Panes are shown over white, as they would look in a report.
                for i in 0..<pane.width {
                    let s = src + i * 4, d = dst + i * 4
                    let a = UInt32(pane.pixels[s + 3])
                    for c in 0..<3 {
                        out[d + c] = UInt8(
                            truncatingIfNeeded: div255(UInt32(pane.pixels[s + c]) &* a &+ 255 &* (255 &- a)))
                    }
                    out[d + 3] = 255
                }
            }
            x0 += pane.width
            if index < 2 {
                for y in 0..<h {
                    for i in 0..<gap {
                        let d = (y * w + x0 + i) * 4
                        out[d] = 160; out[d + 1] = 160; out[d + 2] = 160
                    }
                }
                x0 += gap
            }
        }
        return RGBAImage(uncheckedWidth: w, height: h, pixels: out)
    }
}

/// Raw-pointer access to a `RegionTiles` grid, valid inside `withMarker`.
struct TileMarker {
    let cols: Int
    let minX: UnsafeMutablePointer<Int32>
    let minY: UnsafeMutablePointer<Int32>
    let maxX: UnsafeMutablePointer<Int32>
    let maxY: UnsafeMutablePointer<Int32>

    /// `x`, `y` ≥ 0.
    @inline(__always)
    func mark(x: Int, y: Int) {
        let t = (y &>> 4) &* cols &+ (x &>> 4)  // RegionTiles.size == 16
        let xi = Int32(truncatingIfNeeded: x), yi = Int32(truncatingIfNeeded: y)
        if xi < minX[t] { minX[t] = xi }
        if yi < minY[t] { minY[t] = yi }
        if xi > maxX[t] { maxX[t] = xi }
        if yi > maxY[t] { maxY[t] = yi }
    }
}
