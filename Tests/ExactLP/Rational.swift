import Foundation
/// An exact rational number in lowest terms with a positive denominator.
///
/// Small values (numerator and denominator that fit in `Int`) take a fast path with overflow
/// checks; anything larger falls back to ``BigInt``. Every finite `Double` converts exactly.
public struct Rational: Hashable, Comparable, CustomStringConvertible, Sendable {
    private enum Storage: Hashable, Sendable {
        case small(Int, Int)
        case big(BigInt, BigInt)
    }

    private var storage: Storage

    public static let zero = Rational(0)
    public static let one = Rational(1)

    /// The integer `value`.
    public init(_ value: Int) { storage = .small(value, 1) }

    /// The exact value of a finite double.
    /// The exact value of a finite double.
    public init(_ value: Double) { self = Rational.exactly(value) }

    private static func exactly(_ value: Double) -> Rational {
        precondition(value.isFinite, "Rational: \(value) is not finite")
        if value == 0 { return .zero }
        // value = ±significand · 2^(exponent - 52), the significand a 53-bit integer.
        var significand = value.significandBitPattern
        var exponent = Int(value.exponent) - 52
        if value.isNormal { significand |= 1 << 52 } else { exponent = -1074 }
        let zeros = significand.trailingZeroBitCount
        significand >>= UInt64(zeros)
        exponent += zeros
        let numerator = BigInt(value < 0 ? -Int(significand) : Int(significand))
        if exponent >= 0 { return Rational(numerator.shifted(left: exponent), BigInt(1)) }
        return Rational(numerator, BigInt(1).shifted(left: -exponent))
    }

    /// The simplest rational (smallest denominator, at most `maxDenominator`) within `ulps` units
    /// in the last place of `value`, or `value` exactly when there is none.
    ///
    /// A multiplier written `1.0 / 3` or `16.0 / 9` reaches the solver rounded; so do constants
    /// computed from it. The rational the number stands for is what the user meant, and only it
    /// is free of the rounding's accidental near-cancellations (3 · 0.3333333333333333 is not 1).
    public static func simplest(near value: Double, ulps: Double = 8, maxDenominator: Int = 1_000_000)
        -> Rational
    {
        let exact = Rational(value)
        guard value.isFinite, value != 0, value.magnitude < 1e15 else { return exact }
        let tolerance = Rational(value.ulp * ulps)
        var (h0, h1, k0, k1) = (0.0, 1.0, 1.0, 0.0)
        var x = value.magnitude
        for _ in 0..<40 {
            let a = x.rounded(.down)
            let (h2, k2) = (a * h1 + h0, a * k1 + k0)
            if k2 > Double(maxDenominator) { break }
            let candidate = Rational(BigInt(Int(h2)), BigInt(Int(k2)))
            let difference = exact.signum < 0 ? exact + candidate : exact - candidate
            if (difference.signum < 0 ? -difference : difference) <= tolerance {
                return exact.signum < 0 ? -candidate : candidate
            }
            (h0, h1, k0, k1) = (h1, h2, k1, k2)
            let fraction = x - a
            if fraction == 0 { break }
            x = 1 / fraction
        }
        return exact
    }

    /// `numerator / denominator`, reduced.
    public init(_ numerator: BigInt, _ denominator: BigInt) {
        precondition(!denominator.isZero, "Rational: zero denominator")
        var n = denominator.signum < 0 ? -numerator : numerator
        var d = denominator.magnitude
        let g = BigInt.gcd(n, d)
        if g != BigInt(1) {
            n = n / g
            d = d / g
        }
        if let small = n.intValue, let smallD = d.intValue {
            storage = .small(small, smallD)
        } else {
            storage = .big(n, d)
        }
    }

    private static func reduced(_ n: Int, _ d: Int) -> Rational {
        var r = Rational(0)
        if n == 0 { return r }
        var a = n.magnitude
        var b = d.magnitude
        while b != 0 { (a, b) = (b, a % b) }
        guard a <= UInt(Int.max) else { return Rational(BigInt(n), BigInt(d)) }
        let g = Int(a)
        if d > 0 {
            r.storage = .small(n / g, d / g)
        } else if n / g != .min && d / g != .min {
            r.storage = .small(-(n / g), -(d / g))
        } else {
            return Rational(BigInt(n), BigInt(d))
        }
        return r
    }

    public var numerator: BigInt {
        switch storage {
        case let .small(n, _): BigInt(n)
        case let .big(n, _): n
        }
    }

    public var denominator: BigInt {
        switch storage {
        case let .small(_, d): BigInt(d)
        case let .big(_, d): d
        }
    }

    public var isZero: Bool {
        if case let .small(n, _) = storage { return n == 0 }
        return false
    }

    public var signum: Int {
        switch storage {
        case let .small(n, _): n.signum()
        case let .big(n, _): n.signum
        }
    }

    /// The nearest `Double` (to within a few units in the last place).
    public var doubleValue: Double {
        switch storage {
        case let .small(n, d): return Double(n) / Double(d)
        case let .big(n, d):
            let (mn, en) = n.scaled
            let (md, ed) = d.scaled
            let sign: Double = n.signum < 0 ? -1 : 1
            return sign * (mn / md) * Double(sign: .plus, exponent: en - ed, significand: 1)
        }
    }

    public static prefix func - (x: Rational) -> Rational {
        switch x.storage {
        case let .small(n, d) where n != .min: var r = x; r.storage = .small(-n, d); return r
        default: return Rational(-x.numerator, x.denominator)
        }
    }

    public static func + (a: Rational, b: Rational) -> Rational {
        if case let .small(n1, d1) = a.storage, case let .small(n2, d2) = b.storage {
            if n1 == 0 { return b }
            if n2 == 0 { return a }
            if d1 == d2 {
                let (s, o) = n1.addingReportingOverflow(n2)
                if !o { return d1 == 1 ? Rational(s) : reduced(s, d1) }
            } else {
                let (x, o1) = n1.multipliedReportingOverflow(by: d2)
                let (y, o2) = n2.multipliedReportingOverflow(by: d1)
                let (d, o3) = d1.multipliedReportingOverflow(by: d2)
                if !o1 && !o2 && !o3 {
                    let (s, o4) = x.addingReportingOverflow(y)
                    if !o4 { return reduced(s, d) }
                }
            }
        }
        if a.isZero { return b }
        if b.isZero { return a }
        return Rational(
            a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    public static func - (a: Rational, b: Rational) -> Rational { a + -b }

    public static func * (a: Rational, b: Rational) -> Rational {
        if case let .small(n1, d1) = a.storage, case let .small(n2, d2) = b.storage {
            if n1 == 0 || n2 == 0 { return .zero }
            if d1 == 1 && d2 == 1 {
                let (p, o) = n1.multipliedReportingOverflow(by: n2)
                if !o { return Rational(p) }
            }
            let (n, o1) = n1.multipliedReportingOverflow(by: n2)
            let (d, o2) = d1.multipliedReportingOverflow(by: d2)
            if !o1 && !o2 { return reduced(n, d) }
        }
        if a.isZero || b.isZero { return .zero }
        return Rational(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    public static func / (a: Rational, b: Rational) -> Rational {
        precondition(!b.isZero, "Rational: division by zero")
        if case let .small(n1, d1) = a.storage, case let .small(n2, d2) = b.storage {
            let (n, o1) = n1.multipliedReportingOverflow(by: d2)
            let (d, o2) = d1.multipliedReportingOverflow(by: n2)
            if !o1 && !o2 { return reduced(n, d) }
        }
        return Rational(a.numerator * b.denominator, a.denominator * b.numerator)
    }

    public static func < (a: Rational, b: Rational) -> Bool { (a - b).signum < 0 }

    public var description: String {
        switch storage {
        case let .small(n, d): d == 1 ? "\(n)" : "\(n)/\(d)"
        case let .big(n, d): "\(n)/\(d)"
        }
    }
}
