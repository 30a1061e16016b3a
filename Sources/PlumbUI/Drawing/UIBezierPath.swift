import Foundation
import Raster

/// The corners of a rectangle: UIKit's `UIRectCorner` (raw values are UIKit's).
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners = UIRectCorner(rawValue: 0xF)
}

/// A path of lines and curves that fills, strokes or clips in the current context: UIKit's
/// `UIBezierPath`.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     let badge = UIBezierPath(roundedRect: rect.insetBy(dx: 1, dy: 1), cornerRadius: 6)
///     UIColor.systemRed.setFill()
///     badge.fill()
/// }
/// ```
///
/// Like UIKit's, it is an `NSObject`: equal and hashed by identity, copied with `copy()`.
///
/// Where Plumb differs: arcs are cubic curves (as Core Graphics draws them) and rounded
/// rectangles have circular corners (UIKit's `init(roundedRect:cornerRadius:)` draws a smoother
/// "continuous" corner).
open class UIBezierPath: NSObject, NSCopying {
    var path = Path()
    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1
    /// How open ends are drawn (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are drawn (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// How long a mitered corner may be, as a multiple of the line width (default 10).
    open var miterLimit: CGFloat = 10
    /// How closely curves are approximated (kept; Plumb flattens to a fixed tolerance).
    open var flatness: CGFloat = 0.6
    /// Whether filling and clipping use the even-odd rule (default `false`: non-zero).
    open var usesEvenOddFillRule = false
    /// The dash pattern (empty: solid) and phase set by ``setLineDash(_:count:phase:)``.
    var dash: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

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
        let r = rect.raster
        path.addRoundedRect(r, cornerRadii: CornerRadii(all: Double(cornerRadius)).clamped(to: r))
    }

    /// A rectangle with some corners rounded. UIKit uses the radii's width for both directions
    /// (widely reported; an estimate), and so does Plumb.
    ///
    /// ```swift
    /// let top = UIBezierPath(roundedRect: card.bounds, byRoundingCorners: [.topLeft, .topRight],
    ///                        cornerRadii: CGSize(width: 12, height: 12))
    /// ```
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.raster, k = Double(cornerRadii.width)
        let radii = CornerRadii(
            topLeft: corners.contains(.topLeft) ? k : 0, topRight: corners.contains(.topRight) ? k : 0,
            bottomRight: corners.contains(.bottomRight) ? k : 0, bottomLeft: corners.contains(.bottomLeft) ? k : 0)
        path.addRoundedRect(r, cornerRadii: radii.clamped(to: r))
    }

    /// An arc of a circle, clockwise on screen when `clockwise` is true (UIKit's flag is what
    /// the screen shows, unlike Core Graphics').
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A copy of the path and its drawing properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path = path
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dash = dash
        copy.dashPhase = dashPhase
        return copy
    }

    // MARK: Building

    /// Starts a new subpath.
    open func move(to point: CGPoint) { path.move(to: point.raster) }
    /// Adds a straight line.
    open func addLine(to point: CGPoint) { path.addLine(to: point.raster) }
    /// Adds a quadratic curve.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: end.raster, control: controlPoint.raster)
    }
    /// Adds a cubic curve.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end.raster, control1: controlPoint1.raster, control2: controlPoint2.raster)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Adds an arc, joined to the current point by a line; `clockwise` as the screen shows it.
    open func addArc(
        withCenter c: CGPoint, radius r: CGFloat, startAngle a0: CGFloat, endAngle a1: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: c, radius: r, from: a0, to: a1, increasing: clockwise)
    }

    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path.append(bezierPath.path) }

    /// Removes every element.
    open func removeAllPoints() { path = Path() }

    /// Maps every point of the path through an affine transform.
    ///
    /// ```swift
    /// star.apply(CGAffineTransform(translationX: 20, y: 0))
    /// ```
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The box around the path, control points included (`.null` when empty).
    open var bounds: CGRect { path.controlPointBounds }

    /// Where the next element would start (`.zero` when the path is empty).
    open var currentPoint: CGPoint {
        guard let p = path.currentPoint else { return .zero }
        return CGPoint(x: p.x, y: p.y)
    }

    /// Sets the dash pattern of strokes: the first `count` lengths of `pattern`, alternately
    /// drawn and skipped, from `phase` (an empty pattern or a count of 0: solid).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dash = []
            dashPhase = 0
            return
        }
        dash = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    // MARK: Drawing

    /// Fills the path with the current fill colour in the current context (non-zero, or
    /// even-odd when ``usesEvenOddFillRule``).
    open func fill() {
        CGContext.current?.fill(path, evenOdd: usesEvenOddFillRule)
    }

    /// Strokes the path with the current stroke colour, `lineWidth`, caps, joins, miter limit
    /// and dash.
    open func stroke() {
        CGContext.current?.stroke(
            path,
            style: StrokeStyle(
                width: Double(lineWidth), cap: lineCapStyle.raster, join: lineJoinStyle.raster,
                miterLimit: miterLimit.isFinite ? Double(miterLimit) : 10,
                dashPattern: dash.map(Double.init), dashPhase: Double(dashPhase)))
    }

    /// Intersects the current context's clip with the path (non-zero, or even-odd when
    /// ``usesEvenOddFillRule``): what is drawn next shows only inside it, until the graphics
    /// state saved before is restored.
    ///
    /// ```swift
    /// ctx.saveGState()
    /// starPath.addClip()
    /// UIColor.systemYellow.setFill()
    /// UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * rating / 5, height: bounds.height))
    /// ctx.restoreGState()
    /// ```
    open func addClip() {
        CGContext.current?.clip(to: path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }
}

/// Fills a rectangle with the current fill colour in the current context: UIKit's `UIRectFill`.
///
/// Where Plumb differs: UIKit fills with the copy blend mode (a translucent colour replaces
/// what is below); Plumb blends it over, the same for an opaque colour.
public func UIRectFill(_ rect: CGRect) {
    CGContext.current?.fill(rect)
}

/// Strokes a rectangle's outline (one point wide) with the current stroke colour: UIKit's
/// `UIRectFrame`.
public func UIRectFrame(_ rect: CGRect) {
    CGContext.current?.stroke(rect, width: 1)
}

extension UIColor {
    /// Makes this the fill colour of the current context.
    public func setFill() { CGContext.current?.setFillColor(self) }
    /// Makes this the stroke colour of the current context.
    public func setStroke() { CGContext.current?.setStrokeColor(self) }
    /// Makes this the fill and stroke colour of the current context.
    public func set() { setFill(); setStroke() }
}
