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
