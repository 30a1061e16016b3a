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
