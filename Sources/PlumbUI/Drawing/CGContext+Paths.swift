import Foundation
import Raster

/// How a path is drawn by `CGContext.drawPath(using:)`: Core Graphics' `CGPathDrawingMode`
/// (raw values are Core Graphics').
public enum CGPathDrawingMode: Int32, Sendable {
    /// Filled, non-zero winding rule.
    case fill = 0
    /// Filled, even-odd rule.
    case eoFill = 1
    /// Stroked.
    case stroke = 2
    /// Filled (non-zero), then stroked.
    case fillStroke = 3
    /// Filled (even-odd), then stroked.
    case eoFillStroke = 4
}

/// Which points are inside a path: Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number (the default).
    case winding = 0
    /// Odd number of crossings.
    case evenOdd = 1

    var raster: FillRule { self == .evenOdd ? .evenOdd : .nonZero }
}

/// The current path of a context: Core Graphics' path functions. A path is built with
/// `move(to:)`, `addLine(to:)`, arcs, curves and shapes, then drawn (filled, stroked, or both)
/// or made the clip, which clears it.
///
/// ```swift
/// override func draw(_ rect: CGRect) {          // a pie chart's slice
///     let ctx = UIGraphicsGetCurrentContext()!
///     let c = CGPoint(x: bounds.midX, y: bounds.midY)
///     ctx.move(to: c)
///     ctx.addArc(center: c, radius: 40, startAngle: -.pi / 2, endAngle: 0, clockwise: false)   // clockwise on screen
///     ctx.closePath()
///     ctx.setFillColor(UIColor.systemOrange.cgColor)
///     ctx.drawPath(using: .fill)
/// }
/// ```
///
/// Where Plumb differs: there is no current transformation matrix beyond `translateBy` and
/// `scaleBy` (no `rotate(by:)` or `concatenate(_:)`), and strokes cast no shadow.
extension CGContext {
    /// Clears the current path.
    public func beginPath() { currentPath = Path() }
    /// Starts a new subpath at a point.
    public func move(to point: CGPoint) { currentPath.move(to: point.raster) }
    /// Adds a line from the current point.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point.raster) }
    /// Adds lines through points (starting a subpath at the first).
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        currentPath.move(to: first.raster)
        for p in points.dropFirst() { currentPath.addLine(to: p.raster) }
    }
    /// Adds a quadratic curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end.raster, control: control.raster)
    }
    /// Adds a cubic curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end.raster, control1: control1.raster, control2: control2.raster)
    }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect.raster) }
    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) { for r in rects { currentPath.addRect(r.raster) } }
    /// Adds a closed ellipse inscribed in a rectangle.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect.raster) }
    /// Adds a path's elements.
    public func addPath(_ other: CGPath) { currentPath.append(other.path) }
    /// Closes the current subpath (a line back to its start).
    public func closePath() { currentPath.closeSubpath() }

    /// Adds an arc of a circle, joined to the current point by a line. `clockwise` is Core
    /// Graphics' own: UIKit's contexts are flipped (y down), so `clockwise: true` turns
    /// counterclockwise on screen, and `clockwise: false` clockwise, as Apple documents
    /// ("specifying a clockwise arc results in a counterclockwise arc after the transformation
    /// is applied"). `UIBezierPath`'s flag is the screen's.
    ///
    /// ```swift
    /// // From 12 o'clock to 3 o'clock, clockwise on screen:
    /// ctx.addArc(center: c, radius: r, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
    /// ```
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, from: startAngle, to: endAngle, increasing: !clockwise)
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to the lines current
    /// point → `tangent1End` and `tangent1End` → `tangent2End`: a rounded corner. With no
    /// current point it adds nothing and reports it (Core Graphics logs "no current point").
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        if !currentPath.addTangentArc(tangent1End, tangent2End, radius: radius) {
            LayoutDiagnostics.report(
                .warning, "CGContext.addArc(tangent1End:tangent2End:radius:): no current point; nothing added")
        }
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point of the path (`.zero` when it is empty).
    public var currentPointOfPath: CGPoint {
        guard let p = currentPath.currentPoint else { return .zero }
        return CGPoint(x: p.x, y: p.y)
    }
    /// The box around the current path, control points included (`.null` when empty).
    public var boundingBoxOfPath: CGRect { currentPath.controlPointBounds }
    /// A copy of the current path (`nil` when it is empty).
    public var path: CGPath? { currentPath.isEmpty ? nil : CGPath(path: currentPath) }

    /// Draws the current path and clears it: filled with the fill colour, stroked with the
    /// stroke colour, width, caps, joins and dash, or both (fill first).
    public func drawPath(using mode: CGPathDrawingMode) {
        let p = currentPath
        currentPath = Path()
        switch mode {
        case .fill: fill(p, evenOdd: false)
        case .eoFill: fill(p, evenOdd: true)
        case .stroke: stroke(p, style: strokeStyle)
        case .fillStroke:
            fill(p, evenOdd: false)
            stroke(p, style: strokeStyle)
        case .eoFillStroke:
            fill(p, evenOdd: true)
            stroke(p, style: strokeStyle)
        }
    }

    /// Fills the current path with the fill colour and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .evenOdd ? .eoFill : .fill)
    }

    /// Strokes the current path with the stroke colour, width, caps, joins and dash, and
    /// clears it.
    public func strokePath() { drawPath(using: .stroke) }

    /// Strokes separate segments: points 0–1, 2–3, …; an odd last point is ignored. Clears the
    /// current path, as Core Graphics does.
    public func strokeLineSegments(between points: [CGPoint]) {
        currentPath = Path()
        var i = 0
        while i + 1 < points.count {
            currentPath.move(to: points[i].raster)
            currentPath.addLine(to: points[i + 1].raster)
            i += 2
        }
        strokePath()
    }

    /// Strokes a rectangle's outline `width` points wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var p = Path()
        p.addRect(rect.raster)
        var style = strokeStyle
        style.width = Double(width)
        stroke(p, style: style)
    }

    /// Fills rectangles with the fill colour.
    public func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }

    /// Intersects the clip with the current path and clears it.
    public func clip(using rule: CGPathFillRule = .winding) {
        canvas.clip(to: currentPath, rule: rule.raster)
        currentPath = Path()
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { canvas.clip(to: rect.raster) }

    /// Intersects the clip with rectangles (their union).
    public func clip(to rects: [CGRect]) {
        var p = Path()
        for r in rects { p.addRect(r.raster) }
        canvas.clip(to: p)
    }

    /// Intersects the clip with a path (the current path is not changed).
    func clip(to p: Path, rule: FillRule) { canvas.clip(to: p, rule: rule) }

    // MARK: Colours by component

    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(UIColor(white: gray, alpha: alpha)) }
    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(UIColor(white: gray, alpha: alpha)) }
}
