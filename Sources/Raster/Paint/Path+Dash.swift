extension Path {
    /// The largest number of pieces dashing or trimming may produce; a pattern that would make
    /// more (a 0.001-point dash along a long path) is refused.
    public static let maxPieces = 100_000

    /// The part of the path between two fractions of its length, as CAShapeLayer's
    /// `strokeStart` and `strokeEnd` select it: the length of all subpaths together (curves
    /// flattened to `tolerance`), `start` and `end` clamped to 0 ... 1 (NaN: 0 and 1).
    /// Closed subpaths that are kept whole stay closed; the rest become open polylines.
    ///
    /// ```swift
    /// let half = circle.trimmed(from: 0, to: 0.5)    // a progress ring at 50 %
    /// ```
    public func trimmed(from start: Double, to end: Double, tolerance: Double = 0.001) -> Path {
        let s = start.isNaN ? 0 : min(max(start, 0), 1), e = end.isNaN ? 1 : min(max(end, 0), 1)
        guard e > s else { return Path() }
        let lines = flattened(.identity, tolerance: tolerance)
        if s == 0 && e == 1 { return Path(polylines: lines) }
        let total = lines.reduce(0.0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let from = s * total, to = e * total
        var out: [Polyline] = []
        var offset = 0.0
        for line in lines {
            let len = line.length
            defer { offset += len }
            let a = max(from - offset, 0), b = min(to - offset, len)
            guard b > a || (b == a && len == 0 && from <= offset && offset <= to) else { continue }
            if a == 0 && b == len { out.append(line); continue }
            out.append(Polyline(points: line.slice(from: a, to: b), closed: false))
        }
        return Path(polylines: out)
    }

    /// The path cut into dashes (CoreGraphics' `setLineDash(phase:lengths:)`): lengths alternate
    /// on and off, the pattern restarts `phase` into itself at the start of every subpath.
    /// Nil when the pattern is unusable (empty, a negative or non-finite length, a zero sum) or
    /// would produce more than ``maxPieces`` dashes.
    public func dashed(_ pattern: [Double], phase: Double, tolerance: Double = 0.001) -> Path? {
        dashedPolylines(flattened(.identity, tolerance: tolerance), pattern: pattern, phase: phase).map(
            Path.init(polylines:))
    }

    /// A path of the polylines' points.
    init(polylines: [Polyline]) {
        self.init()
        for l in polylines where !l.points.isEmpty {
            move(to: l.points[0])
            for p in l.points.dropFirst() { addLine(to: p) }
            if l.closed { closeSubpath() }
        }
    }
}

/// Dashes flattened polylines (see `Path.dashed`); nil when the pattern is unusable or too fine.
func dashedPolylines(_ lines: [Path.Polyline], pattern: [Double], phase: Double) -> [Path.Polyline]? {
    guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), phase.isFinite else { return nil }
    // An odd count repeats the pattern twice (on/off alternate across the repeat, as in CG).
    let p = pattern.count % 2 == 1 ? pattern + pattern : pattern
    let period = p.reduce(0, +)
    guard period > 0 else { return nil }
    let total = lines.reduce(0.0) { $0 + $1.length }
    guard total / period * Double(p.count) <= Double(Path.maxPieces) else { return nil }
    var out: [Path.Polyline] = []
    for line in lines {
        var pts = line.points
        if line.closed, let first = pts.first, pts.last != first { pts.append(first) }
        let closedLine = Path.Polyline(points: pts, closed: false)
        let len = closedLine.length
        // Where the pattern stands at the subpath's start.
        var ph = phase.truncatingRemainder(dividingBy: period)
        if ph < 0 { ph += period }
        var i = 0
        while ph > 0 && ph >= p[i] { ph -= p[i]; i = (i + 1) % p.count }
        var pos = -ph
        while pos < len {
            let a = max(pos, 0), b = min(pos + p[i], len)
            if i % 2 == 0 && b >= a && (pos + p[i] >= 0) {
                out.append(Path.Polyline(points: closedLine.slice(from: a, to: b), closed: false))
            }
            pos += p[i]
            i = (i + 1) % p.count
        }
    }
    return out
}

extension Path.Polyline {
    /// The length along the points (and back to the start when closed).
    var length: Double {
        var l = 0.0
        for k in 1..<max(1, points.count) { l += distance(points[k - 1], points[k]) }
        if closed, let f = points.first, let e = points.last { l += distance(e, f) }
        return l
    }

    /// The points from distance `a` to distance `b` along the line (a ≤ b), interpolated at the
    /// ends; a zero-length slice is one point (a dot, drawn by round and square caps).
    func slice(from a: Double, to b: Double) -> [Point] {
        var pts = points
        if closed, let f = pts.first { pts.append(f) }
        guard pts.count > 1 else { return pts }
        var out: [Point] = []
        var walked = 0.0
        for k in 1..<pts.count {
            let p0 = pts[k - 1], p1 = pts[k]
            let d = distance(p0, p1)
            let s0 = walked, s1 = walked + d
            walked = s1
            if s1 < a || d == 0 { continue }
            if out.isEmpty { out.append(lerp(p0, p1, d == 0 ? 0 : (a - s0) / d)) }
            if s1 >= b {
                out.append(lerp(p0, p1, d == 0 ? 0 : (b - s0) / d))
                break
            }
            out.append(p1)
        }
        if out.isEmpty, let last = pts.last { out = [last] }
        if out.count == 2 && out[0] == out[1] { out.removeLast() }
        return out
    }
}

@inline(__always) func distance(_ a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
}

@inline(__always) func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}
