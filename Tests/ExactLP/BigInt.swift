import Foundation
/// An arbitrary-precision signed integer: just enough arithmetic for the exact reference LP
/// (``ExactLP``) that the solver is checked against. Sign and magnitude, the magnitude in base
/// 2³² limbs, least significant first, with no zero limb at the top (zero has no limbs).
public struct BigInt: Hashable, Comparable, CustomStringConvertible, Sendable {
    public private(set) var negative = false
    public private(set) var limbs: [UInt32] = []

    public init() {}

    /// The integer `value`.
    public init(_ value: Int) {
        negative = value < 0
        var m = value.magnitude
        while m != 0 {
            limbs.append(UInt32(truncatingIfNeeded: m))
            m >>= 32
        }
    }

    private init(negative: Bool, limbs: [UInt32]) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        self.limbs = limbs
        self.negative = negative && !limbs.isEmpty
    }

    public var isZero: Bool { limbs.isEmpty }
    public var signum: Int { limbs.isEmpty ? 0 : negative ? -1 : 1 }
    public var magnitude: BigInt { BigInt(negative: false, limbs: limbs) }

    /// The value as an `Int`, or `nil` when it does not fit.
    public var intValue: Int? {
        guard limbs.count <= 2 else { return nil }
        var m: UInt = 0
        for (i, limb) in limbs.enumerated() { m |= UInt(limb) << (32 * i) }
        if negative { return m <= UInt(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- m) : nil }
        return m <= UInt(Int.max) ? Int(m) : nil
    }

    /// The number of significant bits of the magnitude.
    public var bitWidth: Int { limbs.isEmpty ? 0 : 32 * limbs.count - limbs.last!.leadingZeroBitCount }

    /// The top 64 bits of the magnitude as a `Double` together with the power of two they stand
    /// for: `|self| ≈ mantissa · 2^exponent`.
    public var scaled: (mantissa: Double, exponent: Int) {
        let shift = max(0, bitWidth - 64)
        let top = BigInt.shiftRight(limbs, shift)
        var m: UInt64 = 0
        for (i, limb) in top.enumerated() where i < 2 { m |= UInt64(limb) << (32 * i) }
        return (Double(m), shift)
    }

    /// `self · 2^bits` (bits ≥ 0).
    public func shifted(left bits: Int) -> BigInt {
        BigInt(negative: negative, limbs: BigInt.shiftLeft(limbs, bits, extra: 1))
    }

    // MARK: Arithmetic

    public static prefix func - (x: BigInt) -> BigInt { BigInt(negative: !x.negative, limbs: x.limbs) }

    public static func + (a: BigInt, b: BigInt) -> BigInt {
        if a.negative == b.negative { return BigInt(negative: a.negative, limbs: add(a.limbs, b.limbs)) }
        if compare(a.limbs, b.limbs) >= 0 {
            return BigInt(negative: a.negative, limbs: subtract(a.limbs, b.limbs))
        }
        return BigInt(negative: b.negative, limbs: subtract(b.limbs, a.limbs))
    }

    public static func - (a: BigInt, b: BigInt) -> BigInt { a + -b }

    public static func * (a: BigInt, b: BigInt) -> BigInt {
        BigInt(negative: a.negative != b.negative, limbs: multiply(a.limbs, b.limbs))
    }

    /// Truncating division: the quotient rounds toward zero, the remainder has the dividend's sign.
    public func quotientAndRemainder(dividingBy d: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        precondition(!d.isZero, "BigInt: division by zero")
        let (q, r) = BigInt.divide(limbs, d.limbs)
        return (BigInt(negative: negative != d.negative, limbs: q), BigInt(negative: negative, limbs: r))
    }

    public static func / (a: BigInt, b: BigInt) -> BigInt { a.quotientAndRemainder(dividingBy: b).quotient }

    /// The greatest common divisor of the magnitudes (Euclid).
    public static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
        var x = a.magnitude
        var y = b.magnitude
        while !y.isZero { (x, y) = (y, x.quotientAndRemainder(dividingBy: y).remainder) }
        return x
    }

    public static func < (a: BigInt, b: BigInt) -> Bool {
        if a.negative != b.negative { return a.negative }
        let c = compare(a.limbs, b.limbs)
        return a.negative ? c > 0 : c < 0
    }

    public var description: String {
        if isZero { return "0" }
        var digits: [String] = []
        var rest = limbs
        while !rest.isEmpty {
            let (q, r) = BigInt.divide(rest, [1_000_000_000])
            let chunk = String(r.first ?? 0)
            digits.append(q.isEmpty ? chunk : String(repeating: "0", count: 9 - chunk.count) + chunk)
            rest = q
        }
        return (negative ? "-" : "") + digits.reversed().joined()
    }

    // MARK: Magnitudes

    static func compare(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        var i = a.count - 1
        while i >= 0 {
            if a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
            i -= 1
        }
        return 0
    }

    static func add(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(max(a.count, b.count) + 1)
        var carry: UInt64 = 0
        for i in 0..<max(a.count, b.count) {
            let s = (i < a.count ? UInt64(a[i]) : 0) + (i < b.count ? UInt64(b[i]) : 0) + carry
            out.append(UInt32(truncatingIfNeeded: s))
            carry = s >> 32
        }
        if carry != 0 { out.append(UInt32(carry)) }
        return out
    }

    /// `a - b` for `a >= b`.
    static func subtract(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var out = a
        var borrow: Int64 = 0
        for i in 0..<a.count {
            var d = Int64(a[i]) - borrow - (i < b.count ? Int64(b[i]) : 0)
            borrow = 0
            if d < 0 {
                d += 1 << 32
                borrow = 1
            }
            out[i] = UInt32(d)
        }
        while out.last == 0 { out.removeLast() }
        return out
    }

    static func multiply(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        if a.isEmpty || b.isEmpty { return [] }
        var out = [UInt32](repeating: 0, count: a.count + b.count)
        for i in 0..<a.count {
            var carry: UInt64 = 0
            let x = UInt64(a[i])
            for j in 0..<b.count {
                let t = x * UInt64(b[j]) + UInt64(out[i + j]) + carry
                out[i + j] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
            }
            out[i + b.count] = UInt32(carry)
        }
        while out.last == 0 { out.removeLast() }
        return out
    }

    static func shiftLeft(_ a: [UInt32], _ bits: Int, extra: Int) -> [UInt32] {
        let words = bits / 32
        let s = bits % 32
        var out = [UInt32](repeating: 0, count: a.count + words + extra)
        for i in 0..<a.count {
            let v = UInt64(a[i]) << s
            out[i + words] |= UInt32(truncatingIfNeeded: v)
            out[i + words + 1] |= UInt32(truncatingIfNeeded: v >> 32)
        }
        return out
    }

    static func shiftRight(_ a: [UInt32], _ bits: Int) -> [UInt32] {
        let words = bits / 32
        let s = bits % 32
        guard words < a.count else { return [] }
        var out = [UInt32](repeating: 0, count: a.count - words)
        for i in 0..<out.count {
            var v = UInt64(a[i + words]) >> s
            if s > 0, i + words + 1 < a.count { v |= UInt64(a[i + words + 1]) << (32 - s) }
            out[i] = UInt32(truncatingIfNeeded: v)
        }
        while out.last == 0 { out.removeLast() }
        return out
    }

    /// Quotient and remainder of magnitudes (Knuth's algorithm D).
    static func divide(_ u: [UInt32], _ v: [UInt32]) -> (q: [UInt32], r: [UInt32]) {
        if compare(u, v) < 0 { return ([], u) }
        if v.count == 1 {
            let d = UInt64(v[0])
            var q = [UInt32](repeating: 0, count: u.count)
            var r: UInt64 = 0
            var i = u.count - 1
            while i >= 0 {
                let cur = (r << 32) | UInt64(u[i])
                q[i] = UInt32(cur / d)
                r = cur % d
                i -= 1
            }
            while q.last == 0 { q.removeLast() }
            return (q, r == 0 ? [] : [UInt32(r)])
        }
        let n = v.count
        let m = u.count - n
        let s = v[n - 1].leadingZeroBitCount
        let vn = Array(shiftLeft(v, s, extra: 1).prefix(n))
        var un = shiftLeft(u, s, extra: 1)
        if un.count < u.count + 1 { un.append(0) }
        var q = [UInt32](repeating: 0, count: m + 1)
        let base: UInt64 = 1 << 32
        var j = m
        while j >= 0 {
            let numerator = (UInt64(un[j + n]) << 32) | UInt64(un[j + n - 1])
            var qhat = numerator / UInt64(vn[n - 1])
            var rhat = numerator % UInt64(vn[n - 1])
            while qhat >= base || qhat * UInt64(vn[n - 2]) > ((rhat << 32) | UInt64(un[j + n - 2])) {
                qhat -= 1
                rhat += UInt64(vn[n - 1])
                if rhat >= base { break }
            }
            var k: Int64 = 0
            var t: Int64 = 0
            for i in 0..<n {
                let p = qhat * UInt64(vn[i])
                t = Int64(un[i + j]) - k - Int64(p & 0xFFFF_FFFF)
                un[i + j] = UInt32(truncatingIfNeeded: t)
                k = Int64(p >> 32) - (t >> 32)
            }
            t = Int64(un[j + n]) - k
            un[j + n] = UInt32(truncatingIfNeeded: t)
            q[j] = UInt32(truncatingIfNeeded: qhat)
            if t < 0 {
                q[j] &-= 1
                var carry: UInt64 = 0
                for i in 0..<n {
                    let sum = UInt64(un[i + j]) + UInt64(vn[i]) + carry
                    un[i + j] = UInt32(truncatingIfNeeded: sum)
                    carry = sum >> 32
                }
                un[j + n] = UInt32(truncatingIfNeeded: UInt64(un[j + n]) + carry)
            }
            j -= 1
        }
        while q.last == 0 { q.removeLast() }
        let r = shiftRight(Array(un.prefix(n)), s)
        return (q, r)
    }
}
