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
    public var boundingBox: CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for e in path.elements {
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
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end.raster, control: control.raster) }
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
    /// Adds an arc (clockwise in UIKit's flipped coordinates when `clockwise`), joined to the
    /// current point by a line.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let b = UIBezierPath()
        b.path = path
        b.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        path = b.path
    }
    /// Appends another path's elements.
    public func addPath(_ other: CGPath) {
        for e in other.path.elements {
            switch e {
            case .move(let p): path.move(to: p)
            case .line(let p): path.addLine(to: p)
            case let .quadCurve(p, c): path.addQuadCurve(to: p, control: c)
            case let .curve(p, c1, c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: path.closeSubpath()
            }
        }
    }
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
