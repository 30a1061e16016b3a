import Foundation
import Raster

/// An immutable vector path: Core Graphics' `CGPath` (for `CAShapeLayer.path` and
/// `CALayer.shadowPath`). Build one with ``CGMutablePath`` or take `UIBezierPath.cgPath`.
///
/// ```swift
/// shape.path = CGPath(roundedRect: bounds, cornerWidth: 12, cornerHeight: 12)
/// card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
/// ```
///
/// Where Plumb differs: the initialisers take no `transform:` (Core Graphics' affine transforms
/// do not exist on Linux); arcs are cubic curves.
public class CGPath: Hashable, CustomStringConvertible {
    var path: Path

    init(path: Path) { self.path = path }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        var p = Path()
        p.addRect(rect.raster)
        self.init(path: p)
    }

    /// A closed ellipse inscribed in a rectangle.
    public convenience init(ellipseIn rect: CGRect) {
        var p = Path()
        p.addEllipse(in: rect.raster)
        self.init(path: p)
    }

    /// A closed rounded rectangle (the radii are clamped to fit).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        var p = Path()
        p.addRoundedRect(rect.raster, cornerRadii: CornerRadii(all: Double(min(cornerWidth, cornerHeight))))
        self.init(path: p)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingBox: CGRect { path.controlPointBounds }

    /// Where the next element would start: the end of the last one (`.zero` for an empty path,
    /// as Core Graphics returns).
    public var currentPoint: CGPoint {
        guard let p = path.currentPoint else { return .zero }
        return CGPoint(x: p.x, y: p.y)
    }

    /// A copy (the same path: `CGPath` is immutable).
    public func copy() -> CGPath? { CGPath(path: path) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    public func hash(into h: inout Hasher) { h.combine(path) }
    public var description: String { "CGPath(\(path.elements.count) elements)" }
}

/// A path being built: Core Graphics' `CGMutablePath`.
///
/// ```swift
/// let check = CGMutablePath()
/// check.move(to: CGPoint(x: 4, y: 12))
/// check.addLine(to: CGPoint(x: 9, y: 17))
/// check.addLine(to: CGPoint(x: 20, y: 6))
/// ```
public final class CGMutablePath: CGPath {
    /// An empty path.
    public convenience init() { self.init(path: Path()) }

    /// Starts a subpath.
    public func move(to point: CGPoint) { path.move(to: point.raster) }
    /// Adds a line from the current point.
    public func addLine(to point: CGPoint) { path.addLine(to: point.raster) }
    /// Adds lines through points (a move to the first).
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        path.move(to: first.raster)
        for p in points.dropFirst() { path.addLine(to: p.raster) }
    }
    /// Adds a quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: end.raster, control: control.raster)
    }
    /// Adds a cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end.raster, control1: control1.raster, control2: control2.raster)
    }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { path.addRect(rect.raster) }
    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) { for r in rects { path.addRect(r.raster) } }
    /// Adds a closed ellipse inscribed in a rectangle.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect.raster) }
    /// Adds a closed rounded rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        path.addRoundedRect(rect.raster, cornerRadii: CornerRadii(all: Double(min(cornerWidth, cornerHeight))))
    }
    /// Adds an arc of a circle, joined to the current point by a line. `clockwise` is Core
    /// Graphics' (its y axis points up): in UIKit's layers and views, where y points down,
    /// `clockwise: true` turns counterclockwise on screen, the opposite of `UIBezierPath`'s
    /// flag (Apple's `CGContext.addArc` documentation). Angles are in radians from the positive
    /// x axis; in UIKit's coordinates an increasing angle turns clockwise on screen.
    ///
    /// ```swift
    /// let ring = CGMutablePath()   // a progress ring from 12 o'clock, clockwise on screen
    /// ring.addArc(center: c, radius: 20, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
    /// ```
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, from: startAngle, to: endAngle, increasing: !clockwise)
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive: increasing angles, clockwise
    /// on screen in UIKit's coordinates), joined to the current point by a line.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        path.addArc(center: center, radius: radius, from: startAngle, to: startAngle + delta, increasing: delta >= 0)
    }

    /// Adds a line towards `tangent1End` and the arc of `radius` tangent to the lines current
    /// point → `tangent1End` and `tangent1End` → `tangent2End` (a rounded corner). With no
    /// current point it adds nothing and reports it.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        if !path.addTangentArc(tangent1End, tangent2End, radius: radius) {
            LayoutDiagnostics.report(
                .warning, "CGMutablePath.addArc(tangent1End:tangent2End:radius:): no current point; nothing added")
        }
    }

    /// Appends another path's elements.
    public func addPath(_ other: CGPath) { path.append(other.path) }

    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }
}

extension UIBezierPath {
    /// The path as a `CGPath` (a copy; setting it replaces the path's elements).
    public var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }

    /// A Bézier path with a `CGPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }
}
