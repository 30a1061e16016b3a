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
/// Where Plumb differs: colours are `UIColor` values (`CGColor` is `UIColor`); dynamic colours
/// resolve with `UITraitCollection.current` (the drawing view's traits inside `draw(_:)`); the
/// context draws through Plumb's deterministic rasterizer.
public final class CGContext: @unchecked Sendable {
    // Owned by the task that renders; never shared.
    let _canvas: Canvas
    /// A clip applied at the first drawing call (a view's bounds: what its backing store keeps),
    /// so that views that draw nothing cost nothing.
    private var pendingClip: Rect?
    private var clipApplied = false
    private var depth = 0, clipDepth = 0

    /// The canvas, with the pending clip applied.
    var canvas: Canvas {
        if let r = pendingClip, !clipApplied {
            _canvas.clip(to: r)
            clipApplied = true
            clipDepth = depth
        }
        return _canvas
    }
    var fillColor = UIColor.black
    var strokeColor = UIColor.black
    private var lineWidth: CGFloat = 1
    private var lineCap: CGLineCap = .butt
    private var lineJoin: CGLineJoin = .miter
    private var dashLengths: [Double] = []
    private var dashPhase: Double = 0
    private var shadow: Shadow?
    /// The current path (see CGContext+Paths.swift).
    var currentPath = Path()

    /// The context of the innermost drawing scope (a view's `draw(_:)`, a renderer's block,
    /// a layer's backing store).
    @TaskLocal static var scoped: CGContext?

    /// The current context: the top of this thread's `UIGraphicsPushContext` /
    /// `UIGraphicsBeginImageContext` stack when it was pushed inside the current scope, else
    /// the scope's (see UIGraphicsImageContext.swift).
    static var current: CGContext? { GraphicsContextStack.current(scoped: scoped) }

    /// Pixels per point of the image an image context makes (`nil`: not an image context).
    var imageScale: CGFloat?

    init(canvas: Canvas, clipTo pending: Rect? = nil) {
        _canvas = canvas
        pendingClip = pending
    }

    /// Saves the transform and clip.
    public func saveGState() {
        _canvas.saveState()
        depth += 1
    }
    /// Restores the transform and clip saved last.
    public func restoreGState() {
        _canvas.restoreState()
        depth = max(0, depth - 1)
        if clipApplied && depth < clipDepth { clipApplied = false }
    }
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

    /// Sets the dash pattern of strokes (`lengths` empty: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        dashPhase = Double(phase)
        dashLengths = lengths.map(Double.init)
    }

    /// Draws a shadow under what is filled or stroked next (nil colour: none). `blur` is Core
    /// Graphics' blur, twice the Gaussian's standard deviation (as CSS blur radii, which WebKit
    /// passes to Core Graphics unchanged).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color else { shadow = nil; return }
        shadow = Shadow(
            color: color.rasterColor, offset: Size(width: Double(offset.width), height: Double(offset.height)),
            radius: Double(blur) / 2)
    }

    /// Draws a shadow under what is filled or stroked next, in one-third-opaque black.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: UIColor(white: 0, alpha: 1.0 / 3))
    }

    var strokeStyle: StrokeStyle {
        StrokeStyle(
            width: Double(lineWidth), cap: lineCap.raster, join: lineJoin.raster, dashPattern: dashLengths,
            dashPhase: dashPhase)
    }

    /// The shadow of a filled path, drawn first when a shadow is set.
    func shadowUnder(_ p: Path, rule: FillRule = .nonZero) {
        if let shadow { canvas.drawShadow(of: p, shadow: shadow, rule: rule) }
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

    /// Draws an image into a rectangle (bilinear filtering).
    public func draw(_ image: UIImage, in rect: CGRect) {
        canvas.draw(image.bitmap, in: rect.raster, interpolation: .bilinear)
    }

    /// Fills and strokes a Bézier path (used by `UIBezierPath.fill()` and `stroke()`).
    func fill(_ p: Path, evenOdd: Bool) {
        shadowUnder(p, rule: evenOdd ? .evenOdd : .nonZero)
        canvas.fill(p, color: fillColor.rasterColor, rule: evenOdd ? .evenOdd : .nonZero)
    }

    func stroke(_ p: Path, style: StrokeStyle) {
        canvas.stroke(p, color: strokeColor.rasterColor, style: style)
    }

    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: CGRect) {
        if shadow != nil {
            var p = Path()
            p.addRect(rect.raster)
            shadowUnder(p)
        }
        canvas.fill(rect.raster, color: fillColor.rasterColor)
    }
    /// Fills an ellipse inscribed in a rectangle.
    public func fillEllipse(in rect: CGRect) {
        var p = Path()
        p.addEllipse(in: rect.raster)
        shadowUnder(p)
        canvas.fill(p, color: fillColor.rasterColor)
    }
}

/// How open ends of strokes are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0, round, square
    var raster: LineCap { self == .butt ? .butt : self == .round ? .round : .square }
}

/// How corners of strokes are drawn.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round, bevel
    var raster: LineJoin { self == .miter ? .miter : self == .round ? .round : .bevel }
}

/// The context custom drawing should draw into, inside `draw(_:)` or a renderer's block.
public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.current }

extension UIColor {
    /// The colour as Core Graphics takes it, resolved with `UITraitCollection.current` now (a
    /// fixed colour: itself), as UIKit's `cgColor` is. See ``CGColor``.
    public var cgColor: CGColor { resolvedColor(with: .current) }

    /// A colour from a `CGColor` (a dynamic one is resolved with `UITraitCollection.current`).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.resolvedColor(with: .current)
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// A grey, as `CGColor(gray:alpha:)` makes it.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(white: gray, alpha: alpha)
    }

    /// The components, red, green, blue and alpha (Core Graphics' `CGColor.components`).
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components (4: RGBA).
    public var numberOfComponents: Int { 4 }

    /// The colour with another alpha (Core Graphics' `CGColor.copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? { withAlphaComponent(alpha) }
}

extension CGRect {
    var raster: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

extension CGPoint {
    var raster: Point { Point(x: Double(x), y: Double(y)) }
}
