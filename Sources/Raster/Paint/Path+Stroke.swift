/// How the ends of open subpaths are drawn.
public enum LineCap: Sendable, Hashable {
    /// The stroke ends exactly at the end point.
    case butt
    /// A half circle of the line's width is added at each end.
    case round
    /// The stroke extends half the width past each end.
    case square
}

/// How corners between segments are drawn.
public enum LineJoin: Sendable, Hashable {
    /// Sharp corners, bevelled when the miter would exceed `miterLimit` × half the width.
    case miter
    /// Rounded corners.
    case round
    /// Corners cut off straight.
    case bevel
}

/// Stroke parameters (CoreGraphics' names and defaults).
///
/// ```swift
/// canvas.stroke(path, color: .black, style: StrokeStyle(width: 2, cap: .round, join: .round))
/// ```
public struct StrokeStyle: Sendable, Hashable {
    /// Line width in points (≤ 0 or non-finite draws nothing).
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// The longest miter, as a multiple of the line width, before a miter join is bevelled.
    public var miterLimit: Double
    /// Dash lengths, alternately drawn and skipped, in user units (empty: a solid line).
    public var dashPattern: [Double]
    /// How far into the dash pattern each subpath starts.
    public var dashPhase: Double

    public init(
        width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
        dashPattern: [Double] = [], dashPhase: Double = 0
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
    }
}

extension Canvas {
    /// Strokes a path: every segment becomes a band of `style.width` centred on it, with caps
    /// at open ends and joins at corners, filled as one shape (overlaps are not darker).
    ///
    /// - Parameters:
    ///   - path: The path in user space.
    ///   - color: The stroke colour.
    ///   - style: Width (in user units, scaled by the transform), caps, joins, miter limit, dashes.
    public func stroke(_ path: Path, color: Color, style: StrokeStyle = StrokeStyle()) {
        guard path.isFinite, transform.isFinite, style.width.isFinite, style.miterLimit.isFinite else {
            return note("stroke(path): non-finite coordinates or style (ignored)")
        }
        guard style.width > 0 else { return }
        let scale = max(abs(transform.scaleX), abs(transform.scaleY))
        guard scale > 0 else { return }
        let tol = 0.005 / scale
        var lines = path.flattened(.identity, tolerance: tol)
        if !style.dashPattern.isEmpty {
            if let dashed = dashedPolylines(lines, pattern: style.dashPattern, phase: style.dashPhase) {
                lines = dashed
            } else {
                note(
                    "stroke(path): dash pattern \(style.dashPattern) phase \(style.dashPhase) is unusable or too fine (drawn solid)"
                )
            }
        }
        var polys: [[Point]] = []
        for line in lines {
            strokePolygons(line, style: style, tolerance: tol, into: &polys)
        }
        let device = polys.map { poly in poly.map { transform.apply($0) } }
        guard let cov = Rasterizer.polygons(device, rule: .nonZero, clip: paintableBounds) else { return }
        composite(cov, color: color)
    }
}

@inline(__always) func sub(_ a: Point, _ b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
@inline(__always) func add(_ a: Point, _ b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
@inline(__always) func mul(_ a: Point, _ k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }

/// A polygon approximating a circle, with chords within `tolerance` of the arc.
func circlePolygon(_ c: Point, _ r: Double, tolerance: Double) -> [Point] {
    var n = 8
    if r > tolerance {
        let step = (1 - tolerance / r)
        let a = step > -1 && step < 1 ? acosApprox(step) : 1
        n = min(256, max(8, Int((Double.pi / a).rounded(.up))))
    }
    return (0..<n).map { i in
        let t = 2 * Double.pi * Double(i) / Double(n)
        return Point(x: c.x + r * cosine(t), y: c.y + r * sine(t))
    }
}

/// Signed area × 2 (positive for one winding direction).
func signedArea(_ p: [Point]) -> Double {
    var s = 0.0
    for i in 0..<p.count {
        let a = p[i], b = p[(i + 1) % p.count]
        s += a.x * b.y - b.x * a.y
    }
    return s
}

func strokePolygons(_ line: Path.Polyline, style: StrokeStyle, tolerance: Double, into polys: inout [[Point]]) {
    // drop repeated points
    var pts: [Point] = []
    for p in line.points where pts.last != p { pts.append(p) }
    if line.closed, pts.count > 1, pts.first == pts.last { pts.removeLast() }
    let hw = style.width / 2
    func emit(_ poly: [Point]) {
        polys.append(signedArea(poly) < 0 ? poly.reversed() : poly)
    }
    if pts.count == 1 {
        switch style.cap {
        case .round: emit(circlePolygon(pts[0], hw, tolerance: tolerance))
        case .square:
            let p = pts[0]
            emit([
                Point(x: p.x - hw, y: p.y - hw), Point(x: p.x + hw, y: p.y - hw),
                Point(x: p.x + hw, y: p.y + hw), Point(x: p.x - hw, y: p.y + hw),
            ])
        case .butt: break
        }
        return
    }
    guard pts.count >= 2 else { return }
    let closed = line.closed && pts.count > 2
    let segCount = closed ? pts.count : pts.count - 1
    var dirs: [Point] = []
    for i in 0..<segCount {
        let a = pts[i], b = pts[(i + 1) % pts.count]
        let d = sub(b, a)
        let len = (d.x * d.x + d.y * d.y).squareRoot()
        dirs.append(mul(d, 1 / len))
        let n = Point(x: -d.y / len * hw, y: d.x / len * hw)
        emit([add(a, n), add(b, n), sub(b, n), sub(a, n)])
    }
    // joins
    let joinCount = closed ? segCount : segCount - 1
    for j in 0..<joinCount {
        let d0 = dirs[j], d1 = dirs[(j + 1) % segCount]
        let p = pts[(j + 1) % pts.count]
        let cross = d0.x * d1.y - d0.y * d1.x
        if cross == 0 && (d0.x * d1.x + d0.y * d1.y) > 0 { continue }  // straight on
        switch style.join {
        case .round:
            emit(circlePolygon(p, hw, tolerance: tolerance))
        case .bevel, .miter:
            let s = cross > 0 ? -1.0 : 1.0
            let n0 = Point(x: -d0.y * hw * s, y: d0.x * hw * s)
            let n1 = Point(x: -d1.y * hw * s, y: d1.x * hw * s)
            var poly = [p, add(p, n0)]
            if style.join == .miter {
                let m = add(n0, n1)
                let ml = (m.x * m.x + m.y * m.y).squareRoot()
                let cosHalf = ml / (2 * hw)  // cos of half the turn = sin of half the corner angle
                // miter length / line width = 1 / sin(corner / 2), limited like CoreGraphics
                if cosHalf > 0, 1 / cosHalf <= style.miterLimit {
                    poly.append(add(p, mul(m, hw / cosHalf / ml)))
                }
            }
            poly.append(add(p, n1))
            emit(poly)
        }
    }
    // caps
    if !closed {
        let first = pts[0], last = pts[pts.count - 1]
        let ds = dirs[0], de = dirs[segCount - 1]
        switch style.cap {
        case .butt: break
        case .round:
            emit(circlePolygon(first, hw, tolerance: tolerance))
            emit(circlePolygon(last, hw, tolerance: tolerance))
        case .square:
            for (p, d, sign) in [(first, ds, -1.0), (last, de, 1.0)] {
                let n = Point(x: -d.y * hw, y: d.x * hw)
                let q = add(p, mul(d, hw * sign))
                emit([add(p, n), add(q, n), sub(q, n), sub(p, n)])
            }
        }
    }
}

// Deterministic trigonometry: series evaluated with explicit operations (no libm, whose last
// bit may differ between platforms), accurate to ~1e-12 — far below the 1/256-pixel grid.

/// sin(t) for any t (reduced to [-π, π]).
func sine(_ t: Double) -> Double {
    var x = t.truncatingRemainder(dividingBy: 2 * Double.pi)
    if x > Double.pi { x -= 2 * Double.pi }
    if x < -Double.pi { x += 2 * Double.pi }
    // reduce to [-π/2, π/2]
    if x > Double.pi / 2 { x = Double.pi - x }
    if x < -Double.pi / 2 { x = -Double.pi - x }
    let x2 = x * x
    var term = x, sum = x
    var k = 1.0
    for _ in 0..<12 {
        term = -term * x2 / ((2 * k) * (2 * k + 1))
        sum += term
        k += 1
    }
    return sum
}

/// cos(t) = sin(t + π/2).
func cosine(_ t: Double) -> Double { sine(t + Double.pi / 2) }

/// acos(x) for x in (-1, 1), by Newton iterations on cos(y) = x (deterministic).
func acosApprox(_ x: Double) -> Double {
    var y = Double.pi / 2 - x  // start
    for _ in 0..<40 {
        let s = sine(y)
        if s == 0 { break }
        let next = y + (cosine(y) - x) / s
        if next == y { break }
        y = next
    }
    return y
}
