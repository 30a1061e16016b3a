/// A read-only view of a (cropped) image for the anti-aliasing detector.
struct Img {
    let p: UnsafePointer<UInt32>
    let stride: Int
    let w: Int
    let h: Int
    @inline(__always) subscript(x: Int, y: Int) -> UInt32 { p[y * stride + x] }
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
