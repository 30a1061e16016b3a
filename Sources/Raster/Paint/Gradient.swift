/// Colour stops along a gradient (CoreGraphics' `CGGradient`), evaluated in integers.
///
/// Colours are interpolated in straight (un-premultiplied) sRGB, as Core Graphics and Core
/// Animation do: a gradient from white to `.clear` (transparent black) passes through
/// half-transparent grey (the well-known "grey band" of `CAGradientLayer`, Stack Overflow
/// "Draw transparent-to-white gradient over white in iOS"). A position `t` is taken to
/// 1/65536; between two stops each channel is `c0 + (c1 − c0) · f` rounded, `f` the fraction
/// between them to 1/65536. At a stop's location the colour is exactly the stop's.
///
/// Stops are normalised once: locations are clamped to 0 ... 1, stops with a NaN location are
/// dropped, stops are sorted by location (stably, so equal locations make a hard edge), and at
/// most ``maxStops`` are kept. What was changed is listed in ``notes``.
///
/// ```swift
/// let g = Gradient(stops: [.init(location: 0, color: .white), .init(location: 1, color: .black)])
/// g.color(at: 32768)    // Color(128, 128, 128, 255)
/// ```
public struct Gradient: Sendable, Hashable {
    /// A colour at a location in 0 ... 1.
    public struct Stop: Sendable, Hashable {
        public var location: Double
        public var color: Color
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// The most stops kept (the rest are dropped, with a note).
    public static let maxStops = 10_000

    /// The normalised stops, sorted by location.
    public let stops: [Stop]
    /// Messages about stops that were clamped, dropped or reordered.
    public let notes: [String]
    /// Locations in 1/65536.
    let fixedLocations: [Int]

    /// Creates a gradient from stops (see the type's documentation for the normalisation).
    public init(stops input: [Stop]) {
        var notes: [String] = []
        var s = input
        if s.count > Gradient.maxStops {
            notes.append("gradient has \(s.count) stops; only the first \(Gradient.maxStops) are used")
            s = Array(s.prefix(Gradient.maxStops))
        }
        let finite = s.filter { !$0.location.isNaN }
        if finite.count != s.count {
            notes.append("gradient: \(s.count - finite.count) stops with a NaN location dropped")
        }
        var clamped = finite.map { Stop(location: min(max($0.location, 0), 1), color: $0.color) }
        if zip(clamped, finite).contains(where: { $0.location != $1.location }) {
            notes.append("gradient: locations outside 0...1 clamped")
        }
        let sorted = clamped.enumerated().sorted {
            $0.element.location != $1.element.location
                ? $0.element.location < $1.element.location : $0.offset < $1.offset
        }.map(\.element)
        if sorted != clamped { notes.append("gradient: stops sorted by location") }
        clamped = sorted
        stops = clamped
        self.notes = notes
        fixedLocations = clamped.map { Int(($0.location * 65536).rounded()) }
    }

    /// Colours spread evenly from 0 to 1 (what `CGGradient` and `CAGradientLayer` do without
    /// locations).
    public init(colors: [Color]) {
        let n = colors.count
        self.init(
            stops: colors.enumerated().map { i, c in
                Stop(location: n > 1 ? Double(i) / Double(n - 1) : 0, color: c)
            })
    }

    /// The straight colour at position `t` in 1/65536 (clamped to the first and last stops).
    public func color(at t: Int) -> Color {
        guard let first = stops.first else { return .clear }
        if t <= fixedLocations[0] { return first.color }
        let last = fixedLocations.count - 1
        if t >= fixedLocations[last] { return stops[last].color }
        // The last stop at or before t (binary search).
        var lo = 0, hi = last
        while lo < hi {
            let m = (lo + hi + 1) / 2
            if fixedLocations[m] <= t { lo = m } else { hi = m - 1 }
        }
        let l0 = fixedLocations[lo], l1 = fixedLocations[lo + 1]
        let a = stops[lo].color, b = stops[lo + 1].color
        if l1 == l0 { return b }
        let f = ((t - l0) << 16) / (l1 - l0)  // 0 ..< 65536
        @inline(__always) func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let v = Int(x) + ((Int(y) - Int(x)) * f + 32768) >> 16
            return UInt8(truncatingIfNeeded: v)
        }
        return Color(
            red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
            alpha: mix(a.alpha, b.alpha))
    }
}

/// Where a gradient's colours go (in user space).
public enum GradientShading: Sendable, Hashable {
    /// Along the line from `start` to `end` (CGContext's `drawLinearGradient`, CAGradientLayer's
    /// `.axial`); constant across it.
    case axial(start: Point, end: Point)
    /// Between two circles (CGContext's `drawRadialGradient`): a point's position is the largest
    /// `t` for which it lies on the circle centred at `c0 + t·(c1 − c0)` of radius
    /// `r0 + t·(r1 − r0) ≥ 0`.
    case radial(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double)
    /// Out from a centre to an ellipse (CAGradientLayer's `.radial`).
    case elliptical(center: Point, radiusX: Double, radiusY: Double)
    /// Around a centre, clockwise on screen from the direction `angle` (radians, 0 = +x,
    /// y down) (CAGradientLayer's `.conic`).
    case conic(center: Point, angle: Double)

    var isFinite: Bool {
        switch self {
        case .axial(let s, let e): return s.isFinite && e.isFinite
        case let .radial(c0, r0, c1, r1): return c0.isFinite && c1.isFinite && r0.isFinite && r1.isFinite
        case let .elliptical(c, rx, ry): return c.isFinite && rx.isFinite && ry.isFinite
        case let .conic(c, a): return c.isFinite && a.isFinite
        }
    }
}

/// Whether a gradient fills beyond its first and last locations (CGGradientDrawingOptions).
public struct GradientOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Extend the first colour before the start.
    public static let drawsBeforeStart = GradientOptions(rawValue: 1 << 0)
    /// Extend the last colour after the end.
    public static let drawsAfterEnd = GradientOptions(rawValue: 1 << 1)
}

// Deterministic arctangent: explicit operations only (see sine() in Path+Stroke.swift).

/// atan(x), by halving the angle twice (atan x = 2·atan(x / (1 + √(1 + x²)))) to |x| ≤ 0.2 and a
/// Taylor series; error below 1e-15.
func deterministicAtan(_ x: Double) -> Double {
    guard x.isFinite else { return x.isNaN ? 0 : (x > 0 ? Double.pi / 2 : -Double.pi / 2) }
    if abs(x) > 1 { return (x > 0 ? Double.pi / 2 : -Double.pi / 2) - deterministicAtan(1 / x) }
    var z = x, k = 1.0
    for _ in 0..<2 {
        z = z / (1 + (1 + z * z).squareRoot())
        k *= 2
    }
    let z2 = z * z
    var term = z, sum = z
    var n = 1.0
    for _ in 0..<12 {
        term = -term * z2
        n += 2
        sum += term / n
    }
    return k * sum
}

/// atan2(y, x) in (−π, π], deterministic.
func deterministicAtan2(_ y: Double, _ x: Double) -> Double {
    if x > 0 { return deterministicAtan(y / x) }
    if x < 0 { return y >= 0 ? deterministicAtan(y / x) + Double.pi : deterministicAtan(y / x) - Double.pi }
    if y > 0 { return Double.pi / 2 }
    if y < 0 { return -Double.pi / 2 }
    return 0
}
