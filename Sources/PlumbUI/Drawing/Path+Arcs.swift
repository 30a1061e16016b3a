import Foundation
import Raster

// Arcs for UIBezierPath, CGMutablePath and CGContext, in UIKit's coordinates (y down). Angles
// are measured from the positive x axis towards the positive y axis, so an increasing angle
// turns clockwise on screen. UIKit's `clockwise` is what the screen shows; Core Graphics'
// `clockwise` is for its own y-up space, so in UIKit's flipped space it turns the other way
// (Apple's `CGContext.addArc(center:radius:startAngle:endAngle:clockwise:)` documentation: "in
// a flipped coordinate system (the default for UIView drawing methods in iOS), specifying a
// clockwise arc results in a counterclockwise arc after the transformation is applied").

extension Path {
    /// The point the next element starts from: the end of the last element, or the start of
    /// the last subpath after a close; `nil` for an empty path.
    var currentPoint: Point? {
        var start: Point?, current: Point?
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// Adds an arc of a circle as cubic curves of at most a quarter turn each, joined to the
    /// current point by a line (or starting a subpath in an empty path). `increasing`: the
    /// angle grows from `a0` to `a1` (clockwise on screen in UIKit's coordinates). Non-finite
    /// input adds nothing.
    mutating func addArc(center c: CGPoint, radius r: CGFloat, from a0: CGFloat, to a1: CGFloat, increasing: Bool) {
        guard r.isFinite, a0.isFinite, a1.isFinite, c.x.isFinite, c.y.isFinite else { return }
        var sweep = a1 - a0
        let full = 2 * CGFloat.pi
        // A huge sweep is reduced first: adding 2π to -1e19 changes nothing, so the loops would never end.
        if abs(sweep) > 2 * full { sweep = sweep.truncatingRemainder(dividingBy: full) }
        if increasing { while sweep < 0 { sweep += full } } else { while sweep > 0 { sweep -= full } }
        if abs(sweep) > full { sweep = increasing ? full : -full }
        let start = CGPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
        if isEmpty { move(to: start.raster) } else { addLine(to: start.raster) }
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = a0
        for _ in 0..<segments {
            let b = a + step
            let p1 = CGPoint(x: c.x + r * (cos(a) - k * sin(a)), y: c.y + r * (sin(a) + k * cos(a)))
            let p2 = CGPoint(x: c.x + r * (cos(b) + k * sin(b)), y: c.y + r * (sin(b) - k * cos(b)))
            let p3 = CGPoint(x: c.x + r * cos(b), y: c.y + r * sin(b))
            addCurve(to: p3.raster, control1: p1.raster, control2: p2.raster)
            a = b
        }
    }

    /// Core Graphics' `addArc(tangent1End:tangent2End:radius:)`: a line from the current point
    /// towards `p1`, then the arc of `radius` tangent to the lines current point → `p1` and
    /// `p1` → `p2`, ending on the second. Collinear points or a zero radius add a line to `p1`.
    /// Returns `false` (adding nothing) when the path has no current point.
    mutating func addTangentArc(_ p1: CGPoint, _ p2: CGPoint, radius r: CGFloat) -> Bool {
        guard let p0 = currentPoint else { return false }
        guard p1.x.isFinite, p1.y.isFinite, p2.x.isFinite, p2.y.isFinite, r.isFinite else { return true }
        let v1 = (x: p0.x - Double(p1.x), y: p0.y - Double(p1.y)), v2 = (x: Double(p2.x - p1.x), y: Double(p2.y - p1.y))
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard r > 0, l1 > 1e-12, l2 > 1e-12, abs(cross) / (l1 * l2) > 1e-12 else {
            addLine(to: p1.raster)
            return true
        }
        let u1 = (x: v1.x / l1, y: v1.y / l1), u2 = (x: v2.x / l2, y: v2.y / l2)
        let cosTheta = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let half = acos(cosTheta) / 2  // half the angle between the two lines
        let d = Double(r) / tan(half)  // from p1 to each tangent point
        let t1 = CGPoint(x: Double(p1.x) + u1.x * d, y: Double(p1.y) + u1.y * d)
        let t2 = CGPoint(x: Double(p1.x) + u2.x * d, y: Double(p1.y) + u2.y * d)
        let bx = u1.x + u2.x, by = u1.y + u2.y, bl = (bx * bx + by * by).squareRoot()
        let h = Double(r) / sin(half)
        let c = CGPoint(x: Double(p1.x) + bx / bl * h, y: Double(p1.y) + by / bl * h)
        let a0 = atan2(t1.y - c.y, t1.x - c.x), a1 = atan2(t2.y - c.y, t2.x - c.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1.raster)
        addArc(center: c, radius: r, from: a0, to: a0 + sweep, increasing: sweep > 0)
        return true
    }

    /// The path with every point mapped by an affine transform.
    func applying(_ t: CGAffineTransform) -> Path {
        func m(_ p: Point) -> Point {
            Point(
                x: Double(t.a) * p.x + Double(t.c) * p.y + Double(t.tx),
                y: Double(t.b) * p.x + Double(t.d) * p.y + Double(t.ty))
        }
        var out = Path()
        for e in elements {
            switch e {
            case .move(let p): out.move(to: m(p))
            case .line(let p): out.addLine(to: m(p))
            case let .quadCurve(p, c): out.addQuadCurve(to: m(p), control: m(c))
            case let .curve(p, c1, c2): out.addCurve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    /// Appends another path's elements.
    mutating func append(_ other: Path) {
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case let .quadCurve(p, c): addQuadCurve(to: p, control: c)
            case let .curve(p, c1, c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The smallest rectangle holding every point of the path, control points included
    /// (`.null` for an empty path).
    var controlPointBounds: CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case let .quadCurve(p, c): xs += [p.x, c.x]; ys += [p.y, c.y]
            case let .curve(p, c1, c2): xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
            case .closeSubpath: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
