/// A one-dimensional Gaussian blur kernel in integers: `2 * radius + 1` symmetric weights that
/// sum to exactly 65536.
///
/// Each weight is the Gaussian's mean over its pixel (eight samples per pixel), computed with
/// explicit arithmetic only (no `exp` from libm, whose last bit may differ between platforms),
/// then scaled to 65536 and rounded by largest remainders in symmetric pairs; the centre weight
/// takes what is left, so that the sum is exact. A blur with this kernel therefore keeps a constant image constant (255 stays 255) and
/// gives the same bytes on every machine. The radius is `ceil(3σ)` pixels.
///
/// ```swift
/// let k = GaussianKernel(sigma: 2)      // σ = 2 device pixels
/// k.radius                               // 6
/// k.weights.count                        // 13, k.weights[i] == k.weights[12 - i]
/// k.weights.reduce(0, +)                 // 65536
/// ```
public struct GaussianKernel: Sendable, Hashable {
    /// The largest standard deviation used, in device pixels; larger requests are clamped to it
    /// (a shadow radius of 10,000 points must not allocate a 60,000-pixel margin).
    public static let maxSigma = 256.0
    /// The fixed-point unit of ``weights``: they sum to this.
    public static let unit: UInt32 = 65536

    /// The standard deviation in device pixels after clamping (0 ... ``maxSigma``).
    public let sigma: Double
    /// Taps on each side of the centre: `ceil(3σ)` (0 for a zero sigma: the identity).
    public let radius: Int
    /// `2 * radius + 1` weights, symmetric, summing to ``unit``.
    public let weights: [UInt32]
    /// `cumulative[i]` is the sum of `weights[0 ..< i]`: `2 * radius + 2` entries, the last is ``unit``.
    /// A run of equal input values contributes `value * (cumulative[b] - cumulative[a])`.
    public let cumulative: [UInt32]

    /// Creates the kernel for a standard deviation in device pixels.
    ///
    /// NaN, negative and infinite values are treated as 0 (no blur) or ``maxSigma`` (for +∞),
    /// so the kernel is always valid; callers report the clamping.
    public init(sigma requested: Double) {
        let s: Double
        if requested.isNaN || requested <= 0 { s = 0 } else { s = min(requested, GaussianKernel.maxSigma) }
        sigma = s
        guard s > 0.01 else {
            radius = 0
            weights = [GaussianKernel.unit]
            cumulative = [0, GaussianKernel.unit]
            return
        }
        let r = Int((3 * s).rounded(.up))
        radius = r
        // Mean of exp(-x² / 2σ²) over each pixel [i - 0.5, i + 0.5], eight midpoint samples.
        var raw = [Double](repeating: 0, count: r + 1)
        let twoS2 = 2 * s * s
        for i in 0...r {
            var acc = 0.0
            for k in 0..<8 {
                let x = Double(i) - 0.5 + (Double(k) + 0.5) / 8
                acc += deterministicExpNegative(x * x / twoS2)
            }
            raw[i] = acc / 8
        }
        var total = raw[0]
        for i in 1...r { total += 2 * raw[i] }
        // Largest remainders: floor every weight, then hand the missing units out in symmetric
        // pairs to the side weights whose fraction is at least one half, the rest to the centre.
        let u = Double(GaussianKernel.unit)
        var half = [UInt32](repeating: 0, count: r + 1)
        var fraction = [Double](repeating: 0, count: r + 1)
        var sum: UInt32 = 0
        for i in 0...r {
            let exact = raw[i] / total * u
            half[i] = UInt32(exact.rounded(.down))
            fraction[i] = exact - Double(half[i])
            sum += i == 0 ? half[i] : 2 * half[i]
        }
        var missing = GaussianKernel.unit - sum
        let order = (1...r).sorted { fraction[$0] != fraction[$1] ? fraction[$0] > fraction[$1] : $0 < $1 }
        for i in order where missing >= 2 && fraction[i] >= 0.5 {
            half[i] += 1
            missing -= 2
        }
        half[0] += missing
        var w = [UInt32](repeating: 0, count: 2 * r + 1)
        for i in 0...r {
            w[r + i] = half[i]
            w[r - i] = half[i]
        }
        weights = w
        var c = [UInt32](repeating: 0, count: 2 * r + 2)
        for i in 0..<(2 * r + 1) { c[i + 1] = c[i] + w[i] }
        cumulative = c
    }
}

/// exp(-a) for a ≥ 0, with explicit operations only: the same bits on every IEEE-754 machine.
///
/// `a` is split into an integer part (powers of e⁻¹ by repeated squaring of a constant) and a
/// fraction below 1 (a Taylor series to 20 terms, error below 1e-16 relative).
func deterministicExpNegative(_ a: Double) -> Double {
    guard a.isFinite, a > 0 else { return a.isNaN ? 0 : (a == .infinity ? 0 : 1) }
    if a > 700 { return 0 }
    let n = Int(a)  // whole part
    let f = a - Double(n)  // 0 ≤ f < 1
    // e^-f by its series.
    var term = 1.0, sum = 1.0
    for k in 1...20 {
        term = -term * f / Double(k)
        sum += term
    }
    // e^-n by squaring: e^-1 = 0.36787944117144233.
    var base = 0.36787944117144233, result = sum, m = n
    while m > 0 {
        if m & 1 == 1 { result *= base }
        base *= base
        m >>= 1
    }
    return result
}
