// A number held as the unevaluated sum of two doubles (about 106 bits of significand), for the
// certificate that checks a wide tableau's answer (see `Tableau+Certify.swift`).

/// `hi + lo` with `|lo| <= ulp(hi) / 2`: double-double arithmetic (Dekker; Knuth's two-sum and a
/// fused multiply-add for the exact product), accurate to about 1e-32 relative per operation.
///
/// The constraints' coefficients and constants are doubles, so they are exact here; only the
/// elimination rounds, about 2^53 times less than the tableau's own arithmetic does.
struct DoubleDouble: Comparable {
    var hi: Double
    var lo: Double

    init(_ value: Double) {
        hi = value
        lo = 0
    }

    private init(hi: Double, lo: Double) {
        self.hi = hi
        self.lo = lo
    }

    static let zero = DoubleDouble(0)

    /// The number a rounded double stands for: the simplest rational `h/k` (smallest `k`, at most
    /// 1,000,000) within 8 units in the last place of `value`, as a double-double, or `value`
    /// itself when there is none (or it is an integer, or 1e9 and beyond).
    ///
    /// A coefficient written `0.001` or `1.0 / 3` reaches the solver rounded, and in exact binary
    /// arithmetic `1000 · 0.001 − 1` is 2.1e-17, not 0: a reduced cost that is zero in the system
    /// the user wrote would count as real (issue 19, wide seed 399: two variables with several
    /// optimal values called unique). The exact reference in the tests reads the numbers the same
    /// way (`Rational.simplest(near:)`).
    static func intended(_ value: Double) -> DoubleDouble {
        guard value.isFinite, value != 0, value.magnitude < 1e9, value != value.rounded() else {
            return DoubleDouble(value)
        }
        let tolerance = 8 * value.ulp
        let target = DoubleDouble(value.magnitude)
        var (h0, h1, k0, k1) = (0.0, 1.0, 1.0, 0.0)
        var x = value.magnitude
        for _ in 0..<40 {
            let a = x.rounded(.down)
            let (h2, k2) = (a * h1 + h0, a * k1 + k0)
            if k2 > 1_000_000 { break }
            let candidate = DoubleDouble(h2) / DoubleDouble(k2)
            if (candidate - target).magnitude <= tolerance {
                return value < 0 ? -candidate : candidate
            }
            (h0, h1, k0, k1) = (h1, h2, k1, k2)
            let fraction = x - a
            if fraction == 0 { break }
            x = 1 / fraction
        }
        return DoubleDouble(value)
    }

    /// The nearest double.
    var value: Double { hi + lo }

    var magnitude: Double { abs(hi + lo) }

    /// `a + b` exactly, as a rounded sum and its error (two-sum).
    @inline(__always)
    private static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let v = s - a
        let e = (a - (s - v)) + (b - v)
        return DoubleDouble(hi: s, lo: e)
    }

    /// A pair renormalised so that `lo` is below half an ulp of `hi`.
    @inline(__always)
    private static func quickTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        return DoubleDouble(hi: s, lo: b - (s - a))
    }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = twoSum(a.hi, b.hi)
        let t = twoSum(a.lo, b.lo)
        let u = quickTwoSum(s.hi, s.lo + t.hi)
        return quickTwoSum(u.hi, u.lo + t.lo)
    }

    static prefix func - (a: DoubleDouble) -> DoubleDouble { DoubleDouble(hi: -a.hi, lo: -a.lo) }

    static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble { a + (-b) }

    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let p = a.hi * b.hi
        // The exact error of the rounded product, by one fused multiply-add.
        let e = (-p).addingProduct(a.hi, b.hi)
        return quickTwoSum(p, e + (a.hi * b.lo + a.lo * b.hi))
    }

    static func / (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        // One Newton step on the double quotient: q1 = a/b rounded, the remainder a - q1*b in
        // double-double, then the correction.
        let q1 = a.hi / b.hi
        let r = a - b * DoubleDouble(q1)
        let q2 = r.hi / b.hi
        let r2 = r - b * DoubleDouble(q2)
        let q3 = r2.hi / b.hi
        let q = quickTwoSum(q1, q2)
        return q + DoubleDouble(q3)
    }

    static func < (a: DoubleDouble, b: DoubleDouble) -> Bool {
        a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo)
    }

    static func == (a: DoubleDouble, b: DoubleDouble) -> Bool { a.hi == b.hi && a.lo == b.lo }
}
