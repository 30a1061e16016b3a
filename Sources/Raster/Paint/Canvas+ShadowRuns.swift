/// Compositing a blurred shadow without a clip mask: the blur's columns fall into classes (one
/// value per class and row, see `BlurredAlpha`), so wide classes are one colour blended over a
/// run of pixels, and the columns near the shape's edges and corners, one class each, are
/// blended four pixels at a time with a value per pixel. Both use `blend`'s integers exactly.
extension Canvas {
    /// Paints `color` through the blur `b` moved by (`dx`, `dy`) over `target`, except where
    /// `cover` (content composited next, at full opacity) is opaque and where the shadow's alpha
    /// rounds to nothing.
    func compositeShadowRuns(
        _ b: BlurredAlpha, target: PixelRect, dx: Int, dy: Int, color: PremultipliedColor, cover: AlphaPlane?
    ) {
        // Per value: the colour times it as the 16-bit lanes of a pixel's even bytes (red, blue)
        // and odd bytes (green, alpha), and 255 minus its alpha in two lanes.
        var even = [UInt32](repeating: 0, count: 256), odd = [UInt32](repeating: 0, count: 256)
        var inv = [UInt32](repeating: 0, count: 256)
        var visible = [Bool](repeating: false, count: 256)
        for c in 0..<256 {
            let k = UInt32(c)
            let r = div255(UInt32(color.red) &* k), g = div255(UInt32(color.green) &* k)
            let bl = div255(UInt32(color.blue) &* k), a = div255(UInt32(color.alpha) &* k)
            even[c] = r | bl << 16
            odd[c] = g | a << 16
            inv[c] = (255 - a) &* 0x0001_0001
            visible[c] = a != 0  // premultiplied: no channel exceeds the alpha
        }
        let classes = b.classStarts.count
        // Class boundaries in target coordinates (one past the last class: the output's end).
        var bounds = b.classStarts.map { $0 + dx }
        bounds.append(b.output.maxX + dx)
        let x0 = max(target.x, bounds[0]), x1 = min(target.maxX, bounds[classes])
        guard x0 < x1 else { return }
        // Per column from x0: its class, the kind of its class (a wide run, one column, or a few
        // columns) and where its stretch (the wide class, or consecutive classes of one of the
        // other kinds) ends.
        let n = x1 - x0
        var classOf = [Int32](repeating: 0, count: n), kind = [UInt8](repeating: 0, count: n)
        var stretchEnd = [Int](repeating: 0, count: n)
        var c = 0
        for x in x0..<x1 {
            while bounds[c + 1] <= x { c += 1 }
            classOf[x - x0] = Int32(c)
            let width = min(bounds[c + 1], x1) - max(bounds[c], x0)
            kind[x - x0] = width >= 8 ? Canvas.wideClass : width == 1 ? Canvas.unitClass : 0
        }
        var end = x1
        for i in stride(from: n - 1, through: 0, by: -1) {
            if i + 1 < n, kind[i] != kind[i + 1] || (kind[i] == Canvas.wideClass && classOf[i] != classOf[i + 1]) {
                end = x0 + i + 1
            }
            stretchEnd[i] = end
        }
        var opaque: [(Int, Int)] = []
        var opaqueRow = -1
        withTarget { px, tb in
            b.values.withUnsafeBufferPointer { vb in
                even.withUnsafeBufferPointer { eb in
                    odd.withUnsafeBufferPointer { ob2 in
                        inv.withUnsafeBufferPointer { ib in
                            visible.withUnsafeBufferPointer { vis in
                                classOf.withUnsafeBufferPointer { cls in
                                    kind.withUnsafeBufferPointer { kb in
                                        stretchEnd.withUnsafeBufferPointer { se in
                                            bounds.withUnsafeBufferPointer { cb in
                                                for y in target.y..<target.maxY {
                                                    let sy = y - dy
                                                    guard sy >= b.output.y, sy < b.output.maxY else { continue }
                                                    let vals = vb.baseAddress! + (sy - b.output.y) * classes
                                                    // The columns where the shadow shows at all (the blur falls off outwards).
                                                    var lo = 0, hi = classes - 1
                                                    while lo <= hi && !vis[Int(vals[lo])] { lo += 1 }
                                                    guard lo <= hi else { continue }
                                                    while !vis[Int(vals[hi])] { hi -= 1 }
                                                    let rowStart = max(x0, cb[lo]), rowEnd = min(x1, cb[hi + 1])
                                                    guard rowStart < rowEnd else { continue }
                                                    if let cover {
                                                        opaqueRuns(of: cover, row: y, into: &opaque, cached: &opaqueRow)
                                                    } else {
                                                        opaque.removeAll()
                                                    }
                                                    let out = px.baseAddress! + (y - tb.y) * tb.width * 4 - tb.x * 4
                                                    opaque.withUnsafeBufferPointer { ob in
                                                        // The row minus the opaque runs, stretch by stretch.
                                                        var x = rowStart
                                                        var j = 0
                                                        while x < rowEnd {
                                                            while j < ob.count && ob[j].1 <= x { j += 1 }
                                                            if j < ob.count && ob[j].0 <= x { x = ob[j].1; continue }
                                                            let stop = j < ob.count ? min(rowEnd, ob[j].0) : rowEnd
                                                            while x < stop {
                                                                let i = x - x0
                                                                let e = min(stop, se[i])
                                                                let t = ShadowLanes(
                                                                    even: eb.baseAddress!, odd: ob2.baseAddress!,
                                                                    inv: ib.baseAddress!)
                                                                switch kb[i] {
                                                                case Canvas.wideClass:
                                                                    let v = Int(vals[Int(cls[i])])
                                                                    if vis[v] {
                                                                        blendConstant(
                                                                            out + x * 4, count: e - x,
                                                                            even: UInt64(eb[v]) &* 0x1_0000_0001,
                                                                            odd: UInt64(ob2[v]) &* 0x1_0000_0001,
                                                                            inv: UInt64(ib[v] & 0xFF))
                                                                    }
                                                                case Canvas.unitClass:
                                                                    let v = vals + Int(cls[i])
                                                                    blendPerPixel(out + x * 4, count: e - x, t) {
                                                                        Int(v[$0])
                                                                    }
                                                                default:
                                                                    let c = cls.baseAddress! + i
                                                                    blendPerPixel(out + x * 4, count: e - x, t) {
                                                                        Int(vals[Int(c[$0])])
                                                                    }
                                                                }
                                                                x = e
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    static let wideClass: UInt8 = 2, unitClass: UInt8 = 1

    /// The runs of 255 in row `y` of a plane (absolute columns), recomputed only when the row
    /// differs from the row they were last computed for.
    func opaqueRuns(of plane: AlphaPlane, row y: Int, into runs: inout [(Int, Int)], cached: inout Int) {
        guard y >= plane.rect.y, y < plane.rect.maxY else { runs.removeAll(); cached = -1; return }
        let w = plane.rect.width, base = (y - plane.rect.y) * w
        plane.values.withUnsafeBufferPointer { vb in
            if cached >= 0 {
                let old = (cached - plane.rect.y) * w
                if memEqual(
                    UnsafeBufferPointer(rebasing: vb[base..<(base + w)]),
                    UnsafeBufferPointer(rebasing: vb[old..<(old + w)]))
                {
                    cached = y
                    return
                }
            }
            runs.removeAll(keepingCapacity: true)
            let row = UnsafeRawPointer(vb.baseAddress! + base)
            var x = 0
            while x < w {
                if row.load(fromByteOffset: x, as: UInt8.self) == 255 {
                    var e = x + 1
                    while e + 8 <= w && row.loadUnaligned(fromByteOffset: e, as: UInt64.self) == .max { e += 8 }
                    while e < w && row.load(fromByteOffset: e, as: UInt8.self) == 255 { e += 1 }
                    runs.append((plane.rect.x + x, plane.rect.x + e))
                    x = e
                } else {
                    x += 1
                }
            }
            cached = y
        }
    }
}

/// A shadow colour's lanes per value of its alpha (see `compositeShadowRuns`).
struct ShadowLanes {
    let even: UnsafePointer<UInt32>
    let odd: UnsafePointer<UInt32>
    let inv: UnsafePointer<UInt32>
}

/// Source-over of a shadow value per pixel onto `count` pixels (pixel `k` takes value
/// `value(k)`): each channel `src + round(dst × inv / 255)` with `div255`'s rounding, as in
/// `blend`. The even and odd bytes of four pixels make 16-bit lanes of two 128-bit vectors.
@inline(__always)
func blendPerPixel(_ p: UnsafeMutablePointer<UInt8>, count: Int, _ t: ShadowLanes, value: (Int) -> Int) {
    let m = SIMD8<UInt16>(repeating: 0x00FF), half = SIMD8<UInt16>(repeating: 0x0080)
    var k = 0
    while k &+ 4 <= count {
        let v0 = value(k), v1 = value(k &+ 1), v2 = value(k &+ 2), v3 = value(k &+ 3)
        let even = unsafeBitCast(SIMD4<UInt32>(t.even[v0], t.even[v1], t.even[v2], t.even[v3]), to: SIMD8<UInt16>.self)
        let odd = unsafeBitCast(SIMD4<UInt32>(t.odd[v0], t.odd[v1], t.odd[v2], t.odd[v3]), to: SIMD8<UInt16>.self)
        let inv = unsafeBitCast(SIMD4<UInt32>(t.inv[v0], t.inv[v1], t.inv[v2], t.inv[v3]), to: SIMD8<UInt16>.self)
        let q = UnsafeMutableRawPointer(p + k &* 4)
        let w = q.loadUnaligned(as: SIMD8<UInt16>.self)
        let de = (w & m) &* inv &+ half, dodd = ((w &>> 8) & m) &* inv &+ half
        let re = (((de &+ ((de &>> 8) & m)) &>> 8) & m) &+ even
        let ro = (((dodd &+ ((dodd &>> 8) & m)) &>> 8) & m) &+ odd
        q.storeBytes(of: re | (ro &<< 8), as: SIMD8<UInt16>.self)
        k &+= 4
    }
    while k < count {
        let v = value(k)
        let q = UnsafeMutableRawPointer(p + k &* 4)
        let w = q.loadUnaligned(as: UInt32.self), iv = t.inv[v]
        let lm: UInt32 = 0x00FF_00FF, lh: UInt32 = 0x0080_0080
        let de = (w & lm) &* (iv & 0xFF) &+ lh, dodd = ((w >> 8) & lm) &* (iv & 0xFF) &+ lh
        let re = (((de &+ ((de >> 8) & lm)) >> 8) & lm) &+ t.even[v]
        let ro = (((dodd &+ ((dodd >> 8) & lm)) >> 8) & lm) &+ t.odd[v]
        q.storeBytes(of: re | ro << 8, as: UInt32.self)
        k &+= 1
    }
}

/// Source-over of one premultiplied colour onto `count` pixels: each channel
/// `src + round(dst × inv / 255)` with `div255`'s exact rounding (`inv` = 255 − the colour's
/// alpha). The even bytes of the pixels (red, blue) and the odd bytes (green, alpha) each make
/// 16-bit lanes, where the products (≤ 255²) cannot carry; `even` and `odd` are the colour's
/// channels in those lanes (for two pixels). Four pixels at a time in 128-bit vectors, then two
/// in a 64-bit word, then one.
@inline(__always)
func blendConstant(_ p: UnsafeMutablePointer<UInt8>, count: Int, even: UInt64, odd: UInt64, inv: UInt64) {
    let m: UInt64 = 0x00FF_00FF_00FF_00FF, half: UInt64 = 0x0080_0080_0080_0080
    @inline(__always) func lanes(_ x: UInt64, _ add: UInt64) -> UInt64 {
        let d = x &* inv &+ half
        return (((d &+ ((d >> 8) & m)) >> 8) & m) &+ add
    }
    var i = 0
    if count >= 8 {
        let m8 = SIMD8<UInt16>(repeating: 0x00FF), half8 = SIMD8<UInt16>(repeating: 0x0080)
        let inv8 = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: inv))
        let even8 = unsafeBitCast(SIMD2<UInt64>(even, even), to: SIMD8<UInt16>.self)
        let odd8 = unsafeBitCast(SIMD2<UInt64>(odd, odd), to: SIMD8<UInt16>.self)
        @inline(__always) func lanes8(_ x: SIMD8<UInt16>, _ add: SIMD8<UInt16>) -> SIMD8<UInt16> {
            let d = x &* inv8 &+ half8
            return (((d &+ ((d &>> 8) & m8)) &>> 8) & m8) &+ add
        }
        while i + 4 <= count {
            let q = UnsafeMutableRawPointer(p + i * 4)
            let w = q.loadUnaligned(as: SIMD8<UInt16>.self)
            q.storeBytes(of: lanes8(w & m8, even8) | (lanes8((w &>> 8) & m8, odd8) &<< 8), as: SIMD8<UInt16>.self)
            i += 4
        }
    }
    while i + 2 <= count {
        let q = UnsafeMutableRawPointer(p + i * 4)
        let w = q.loadUnaligned(as: UInt64.self)
        q.storeBytes(of: lanes(w & m, even) | lanes((w >> 8) & m, odd) << 8, as: UInt64.self)
        i += 2
    }
    if i < count {
        let q = UnsafeMutableRawPointer(p + i * 4)
        let w = UInt64(q.loadUnaligned(as: UInt32.self))
        q.storeBytes(
            of: UInt32(truncatingIfNeeded: lanes(w & m, even) | lanes((w >> 8) & m, odd) << 8), as: UInt32.self)
    }
}
