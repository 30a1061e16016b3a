import Foundation
import Raster

/// The drawing context passed to custom drawing: the part of Core Graphics' `CGContext` that
/// custom `draw(_:)` implementations use (fills, clips, paths, transforms, state).
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     guard let ctx = UIGraphicsGetCurrentContext() else { return }
///     ctx.setFillColor(UIColor.systemBlue.cgColor)
///     ctx.fillEllipse(in: rect.insetBy(dx: 4, dy: 4))
/// }
/// ```
///
/// Where Plumb differs: colours are `UIColor` values (`cgColor` returns the colour itself), and
/// the context draws through Plumb's deterministic rasterizer.
public final class CGContext: @unchecked Sendable {
    // Owned by the task that renders; never shared.
    let canvas: Canvas
    private var fillColor = UIColor.black
    private var strokeColor = UIColor.black
    private var lineWidth: CGFloat = 1
    private var lineCap: CGLineCap = .butt
    private var lineJoin: CGLineJoin = .miter
    private var path = Path()

    @TaskLocal static var current: CGContext?

    init(canvas: Canvas) { self.canvas = canvas }

    /// Saves the transform and clip.
    public func saveGState() { canvas.saveState() }
    /// Restores the transform and clip saved last.
    public func restoreGState() { canvas.restoreState() }
    /// Moves the origin.
    public func translateBy(x: CGFloat, y: CGFloat) { canvas.translateBy(x: Double(x), y: Double(y)) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { canvas.scaleBy(x: Double(x), y: Double(y)) }

    /// Sets the fill colour.
    public func setFillColor(_ color: UIColor) { fillColor = color }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: UIColor) { strokeColor = color }
    /// Sets the stroke width.
    public func setLineWidth(_ width: CGFloat) { lineWidth = width }
    /// Sets how open ends of strokes are drawn.
    public func setLineCap(_ cap: CGLineCap) { lineCap = cap }
    /// Sets how corners of strokes are drawn.
    public func setLineJoin(_ join: CGLineJoin) { lineJoin = join }

    var strokeStyle: StrokeStyle {
        StrokeStyle(width: Double(lineWidth), cap: lineCap.raster, join: lineJoin.raster)
    }

    /// Strokes the outline of a rectangle with the stroke colour and width.
    public func stroke(_ rect: CGRect) {
        var p = Path()
        p.addRect(rect.raster)
        canvas.stroke(p, color: strokeColor.rasterColor, style: strokeStyle)
    }

    /// Strokes an ellipse inscribed in a rectangle.
    public func strokeEllipse(in rect: CGRect) {
        var p = Path()
        p.addEllipse(in: rect.raster)
        canvas.stroke(p, color: strokeColor.rasterColor, style: strokeStyle)
    }

    /// Strokes the current path and clears it.
    public func strokePath() {
        canvas.stroke(path, color: strokeColor.rasterColor, style: strokeStyle)
        path = Path()
    }

    /// Draws an image into a rectangle (bilinear filtering).
    public func draw(_ image: UIImage, in rect: CGRect) {
        canvas.draw(image.bitmap, in: rect.raster, interpolation: .bilinear)
    }

    /// Fills and strokes a Bézier path (used by `UIBezierPath.fill()` and `stroke()`).
    func fill(_ p: Path, evenOdd: Bool) {
        canvas.fill(p, color: fillColor.rasterColor, rule: evenOdd ? .evenOdd : .nonZero)
    }

    func stroke(_ p: Path, style: StrokeStyle) {
        canvas.stroke(p, color: strokeColor.rasterColor, style: style)
    }

    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: CGRect) { canvas.fill(rect.raster, color: fillColor.rasterColor) }
    /// Fills an ellipse inscribed in a rectangle.
    public func fillEllipse(in rect: CGRect) {
        var p = Path()
        p.addEllipse(in: rect.raster)
        canvas.fill(p, color: fillColor.rasterColor)
    }
    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { canvas.clip(to: rect.raster) }

    /// Starts a new subpath at a point.
    public func move(to point: CGPoint) { path.move(to: point.raster) }
    /// Adds a line to the current path.
    public func addLine(to point: CGPoint) { path.addLine(to: point.raster) }
    /// Adds a quadratic curve to the current path.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end.raster, control: control.raster) }
    /// Adds a cubic curve to the current path.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end.raster, control1: control1.raster, control2: control2.raster)
    }
    /// Adds a rectangle to the current path.
    public func addRect(_ rect: CGRect) { path.addRect(rect.raster) }
    /// Adds an ellipse to the current path.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect.raster) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }

    /// Fills the current path (non-zero winding) and clears it.
    public func fillPath() {
        canvas.fill(path, color: fillColor.rasterColor)
        path = Path()
    }

    /// Fills the current path with the even-odd rule and clears it.
    public func fillPathEvenOdd() {
        canvas.fill(path, color: fillColor.rasterColor, rule: .evenOdd)
        path = Path()
    }
}

/// How open ends of strokes are drawn.
public enum CGLineCap: Int32, Sendable { case butt = 0, round, square
    var raster: LineCap { self == .butt ? .butt : self == .round ? .round : .square }
}

/// How corners of strokes are drawn.
public enum CGLineJoin: Int32, Sendable { case miter = 0, round, bevel
    var raster: LineJoin { self == .miter ? .miter : self == .round ? .round : .bevel }
}

/// The context custom drawing should draw into, inside `draw(_:)` or a renderer's block.
public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.current }

extension UIColor {
    /// The colour itself (Plumb's `CGContext` takes `UIColor`).
    public var cgColor: UIColor { self }
}

extension CGRect {
    var raster: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

extension CGPoint {
    var raster: Point { Point(x: Double(x), y: Double(y)) }
}
