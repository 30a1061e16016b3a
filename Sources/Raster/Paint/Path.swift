/// A vector path in user space: subpaths of lines and quadratic/cubic Bézier curves, for custom
/// `draw(_:)` code. Fill it with `Canvas.fill(_:color:rule:)`, stroke it with `Canvas.stroke(_:color:style:)`.
///
/// ```swift
/// var p = Path()
/// p.move(to: Point(x: 0, y: 0))
/// p.addLine(to: Point(x: 10, y: 0))
/// p.addCurve(to: Point(x: 10, y: 10), control1: Point(x: 15, y: 2), control2: Point(x: 15, y: 8))
/// p.closeSubpath()
/// ```
public struct Path: Sendable, Hashable {
    /// One drawing instruction.
    public enum Element: Sendable, Hashable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    /// The instructions in order.
    public private(set) var elements: [Element] = []

    public init() {}

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }

    /// Adds a straight line from the current point (starts a subpath if there is none).
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }

    /// Adds a quadratic Bézier curve.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds a closed rectangle (clockwise on screen).
    public mutating func addRect(_ r: Rect) {
        let s = r.standardized
        move(to: Point(x: s.minX, y: s.minY))
        addLine(to: Point(x: s.maxX, y: s.minY))
        addLine(to: Point(x: s.maxX, y: s.maxY))
        addLine(to: Point(x: s.minX, y: s.maxY))
        closeSubpath()
    }

    /// Adds a closed rounded rectangle; radii are clamped to fit (see `CornerRadii`).
    /// Corners are quarter circles approximated by cubic Béziers (error < 0.03% of the radius).
    public mutating func addRoundedRect(_ r: Rect, cornerRadii: CornerRadii) {
        let s = r.standardized
        let c = cornerRadii.clamped(to: s)
        let k = 0.5522847498307936  // 4/3 · (√2 − 1)
        move(to: Point(x: s.minX + c.topLeft, y: s.minY))
        addLine(to: Point(x: s.maxX - c.topRight, y: s.minY))
        if c.topRight > 0 {
            addCurve(
                to: Point(x: s.maxX, y: s.minY + c.topRight),
                control1: Point(x: s.maxX - c.topRight + k * c.topRight, y: s.minY),
                control2: Point(x: s.maxX, y: s.minY + c.topRight - k * c.topRight))
        }
        addLine(to: Point(x: s.maxX, y: s.maxY - c.bottomRight))
        if c.bottomRight > 0 {
            addCurve(
                to: Point(x: s.maxX - c.bottomRight, y: s.maxY),
                control1: Point(x: s.maxX, y: s.maxY - c.bottomRight + k * c.bottomRight),
                control2: Point(x: s.maxX - c.bottomRight + k * c.bottomRight, y: s.maxY))
        }
        addLine(to: Point(x: s.minX + c.bottomLeft, y: s.maxY))
        if c.bottomLeft > 0 {
            addCurve(
                to: Point(x: s.minX, y: s.maxY - c.bottomLeft),
                control1: Point(x: s.minX + c.bottomLeft - k * c.bottomLeft, y: s.maxY),
                control2: Point(x: s.minX, y: s.maxY - c.bottomLeft + k * c.bottomLeft))
        }
        addLine(to: Point(x: s.minX, y: s.minY + c.topLeft))
        if c.topLeft > 0 {
            addCurve(
                to: Point(x: s.minX + c.topLeft, y: s.minY),
                control1: Point(x: s.minX, y: s.minY + c.topLeft - k * c.topLeft),
                control2: Point(x: s.minX + c.topLeft - k * c.topLeft, y: s.minY))
        }
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `r`.
    public mutating func addEllipse(in r: Rect) {
        let s = r.standardized
        let k = 0.5522847498307936, rx = s.width / 2, ry = s.height / 2
        let cx = s.minX + rx, cy = s.minY + ry
        move(to: Point(x: cx, y: s.minY))
        addCurve(
            to: Point(x: s.maxX, y: cy), control1: Point(x: cx + k * rx, y: s.minY),
            control2: Point(x: s.maxX, y: cy - k * ry))
        addCurve(
            to: Point(x: cx, y: s.maxY), control1: Point(x: s.maxX, y: cy + k * ry),
            control2: Point(x: cx + k * rx, y: s.maxY))
        addCurve(
            to: Point(x: s.minX, y: cy), control1: Point(x: cx - k * rx, y: s.maxY),
            control2: Point(x: s.minX, y: cy + k * ry))
        addCurve(
            to: Point(x: cx, y: s.minY), control1: Point(x: s.minX, y: cy - k * ry),
            control2: Point(x: cx - k * rx, y: s.minY))
        closeSubpath()
    }

    /// True when every coordinate is finite.
    var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return p.isFinite
            case .quadCurve(let p, let c): return p.isFinite && c.isFinite
            case .curve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
            case .closeSubpath: return true
            }
        }
    }

    /// A flattened subpath: points in the target space, and whether it was closed.
    struct Polyline {
        var points: [Point]
        var closed: Bool
    }

    /// Flattens curves into line segments after mapping points through `t`, with a maximum
    /// deviation of about `tolerance` in the target space (default 1/200 pixel, about one coverage level) (Wang's formula for the segment count).
    func flattened(_ t: Transform, tolerance: Double = 0.005) -> [Polyline] {
        var result: [Polyline] = []
        var current: [Point] = []
        var start = Point.zero
        var last = Point.zero
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                last = t.apply(p)
                start = last
                current = [last]
            case .line(let p):
                if current.isEmpty { current = [last]; start = last }
                last = t.apply(p)
                current.append(last)
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [last]; start = last }
                let p0 = last, p1 = t.apply(c), p2 = t.apply(p)
                let ddx = abs(p0.x - 2 * p1.x + p2.x), ddy = abs(p0.y - 2 * p1.y + p2.y)
                let n = segmentCount((ddx * ddx + ddy * ddy).squareRoot() * 0.25 / tolerance)
                for i in 1...n {
                    let u = Double(i) / Double(n), v = 1 - u
                    current.append(
                        Point(
                            x: v * v * p0.x + 2 * v * u * p1.x + u * u * p2.x,
                            y: v * v * p0.y + 2 * v * u * p1.y + u * u * p2.y))
                }
                current[current.count - 1] = p2
                last = p2
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [last]; start = last }
                let p0 = last, p1 = t.apply(c1), p2 = t.apply(c2), p3 = t.apply(p)
                let ax = abs(p0.x - 2 * p1.x + p2.x), ay = abs(p0.y - 2 * p1.y + p2.y)
                let bx = abs(p1.x - 2 * p2.x + p3.x), by = abs(p1.y - 2 * p2.y + p3.y)
                let dd = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
                let n = segmentCount(dd * 0.75 / tolerance)
                for i in 1...n {
                    let u = Double(i) / Double(n), v = 1 - u
                    let a = v * v * v, b = 3 * v * v * u, c = 3 * v * u * u, d = u * u * u
                    current.append(
                        Point(
                            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
                current[current.count - 1] = p3
                last = p3
            case .closeSubpath:
                if !current.isEmpty {
                    finish(closed: true)
                    last = start
                }
            }
        }
        finish(closed: false)
        return result
    }
}

/// ceil(sqrt(x)) segments, at least 1 and at most 256.
func segmentCount(_ x: Double) -> Int {
    guard x.isFinite, x > 1 else { return 1 }
    return min(256, Int(x.squareRoot().rounded(.up)))
}
