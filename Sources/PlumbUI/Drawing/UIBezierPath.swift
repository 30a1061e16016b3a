import Foundation
import Raster

/// A path of lines and curves that can fill or stroke itself in the current context:
/// UIKit's `UIBezierPath`.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     let badge = UIBezierPath(roundedRect: rect.insetBy(dx: 1, dy: 1), cornerRadius: 6)
///     UIColor.systemRed.setFill()
///     badge.fill()
/// }
/// ```
///
/// Where Plumb differs: arcs are approximated by cubic curves (as Core Graphics does).
public final class UIBezierPath {
    var path = Path()
    /// The stroke width (default 1).
    public var lineWidth: CGFloat = 1
    /// How open ends are drawn.
    public var lineCapStyle: CGLineCap = .butt
    /// How corners are drawn.
    public var lineJoinStyle: CGLineJoin = .miter
    /// Whether `fill()` uses the even-odd rule (default non-zero).
    public var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect.raster)
    }

    /// An ellipse inscribed in a rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect.raster)
    }

    /// A rectangle with rounded corners (the radius is clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        path.addRoundedRect(r, cornerRadii: CornerRadii(all: Double(cornerRadius)).clamped(to: r))
    }

    /// An arc of a circle, clockwise in UIKit's flipped coordinates when `clockwise` is true.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Starts a new subpath.
    public func move(to point: CGPoint) { path.move(to: point.raster) }
    /// Adds a straight line.
    public func addLine(to point: CGPoint) { path.addLine(to: point.raster) }
    /// Adds a quadratic curve.
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end.raster, control: controlPoint.raster) }
    /// Adds a cubic curve.
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end.raster, control1: controlPoint1.raster, control2: controlPoint2.raster)
    }
    /// Closes the current subpath.
    public func close() { path.closeSubpath() }

    /// Adds an arc, split into cubic segments of at most a quarter turn.
    public func addArc(withCenter c: CGPoint, radius r: CGFloat, startAngle a0: CGFloat, endAngle a1: CGFloat, clockwise: Bool) {
        guard r.isFinite, a0.isFinite, a1.isFinite, c.x.isFinite, c.y.isFinite else { return }
        var sweep = a1 - a0
        let full = 2 * CGFloat.pi
        // A huge sweep is reduced first: adding 2π to -1e19 changes nothing, so the loops would never end.
        if abs(sweep) > 2 * full { sweep = sweep.truncatingRemainder(dividingBy: full) }
        if clockwise { while sweep < 0 { sweep += full } } else { while sweep > 0 { sweep -= full } }
        if abs(sweep) > full { sweep = clockwise ? full : -full }
        let start = CGPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
        if path.isEmpty { path.move(to: start.raster) } else { path.addLine(to: start.raster) }
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = a0
        for _ in 0..<segments {
            let b = a + step
            let p1 = CGPoint(x: c.x + r * (cos(a) - k * sin(a)), y: c.y + r * (sin(a) + k * cos(a)))
            let p2 = CGPoint(x: c.x + r * (cos(b) + k * sin(b)), y: c.y + r * (sin(b) - k * cos(b)))
            let p3 = CGPoint(x: c.x + r * cos(b), y: c.y + r * sin(b))
            path.addCurve(to: p3.raster, control1: p1.raster, control2: p2.raster)
            a = b
        }
    }

    /// Fills the path with the current fill colour in the current context.
    public func fill() {
        CGContext.current?.fill(path, evenOdd: usesEvenOddFillRule)
    }

    /// Strokes the path with the current stroke colour, `lineWidth`, caps and joins.
    public func stroke() {
        CGContext.current?.stroke(path, style: StrokeStyle(width: Double(lineWidth), cap: lineCapStyle.raster, join: lineJoinStyle.raster))
    }
}

extension UIColor {
    /// Makes this the fill colour of the current context.
    public func setFill() { CGContext.current?.setFillColor(self) }
    /// Makes this the stroke colour of the current context.
    public func setStroke() { CGContext.current?.setStrokeColor(self) }
    /// Makes this the fill and stroke colour of the current context.
    public func set() { setFill(); setStroke() }
}
