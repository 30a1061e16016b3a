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
        let over = isOverThreshold(p, q)
        if !over { return 2 }
        diff &+= 8
        marker.mark(x: x, y: y)
        marker.mark(x: x &+ 7, y: y)
        return 1
    }

    /// Whether two pixels differ by more than the threshold; the last pair's answer is kept, since
    /// runs of the same pair are common.
    @inline(__always)
    mutating func isOverThreshold(_ p: UInt32, _ q: UInt32) -> Bool {
        if p == lastP && q == lastQ { return lastOver }
        let over = lut.delta(p, q) > maxDelta
        lastP = p
        lastQ = q
        lastOver = over
        return over
    }

    /// 0: below the threshold; 1: counted (and marked); 2: excused as anti-aliasing.
    @inline(__always)
    mutating func classify(_ x: Int, _ y: Int, _ p: UInt32, _ q: UInt32) -> Int {
        let over = isOverThreshold(p, q)
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
