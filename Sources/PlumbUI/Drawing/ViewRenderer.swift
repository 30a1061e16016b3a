import Foundation
import Raster
import Typesetting

/// Debug drawing added on top of a rendered view tree.
public struct RenderOverlays: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Outlines each view's alignment rectangle in blue.
    public static let alignmentRects = RenderOverlays(rawValue: 1 << 0)
    /// Outlines views with an ambiguous layout in red.
    public static let ambiguousViews = RenderOverlays(rawValue: 1 << 1)
}

/// Draws a laid-out view tree into a Raster canvas: backgrounds, corner radii, borders, clipping,
/// group opacity, hidden views, label text, images and custom `draw(_:)`, front to back in
/// subview order.
///
/// Lays the tree out first if it needs it. Used by `UIGraphicsImageRenderer` +
/// `drawHierarchy(in:afterScreenUpdates:)` and by the snapshot tools.
@MainActor
package enum ViewRenderer {
    /// Renders `view` (at its bounds, origin at the top-left of the bitmap) at `scale`.
    ///
    /// - Parameters:
    ///   - background: Filled behind the view (the default leaves the bitmap transparent).
    /// - Throws: `RasterError` when the size is zero or too large.
    package static func render(_ view: UIView, scale: CGFloat? = nil, background: UIColor? = nil,
                               overlays: RenderOverlays = []) throws(RasterError) -> Bitmap
    {
        view.layoutIfNeeded()
        let s = Double(scale ?? view.traitCollection.displayScale)
        let canvas = try Canvas(width: Double(view.bounds.width), height: Double(view.bounds.height), scale: s)
        if let background {
            canvas.fill(Rect(x: 0, y: 0, width: Double(view.bounds.width), height: Double(view.bounds.height)),
                        color: background.rasterColor)
        }
        draw(view, in: canvas, overlays: overlays, isRoot: true)
        for message in canvas.diagnostics {
            LayoutDiagnostics.report(.warning, "Rendering \(view.itemDescription): \(message)")
        }
        return canvas.bitmap
    }

    /// Draws `view` and its subtree with the canvas origin at the view's top-left corner.
    static func draw(_ view: UIView, in canvas: Canvas, overlays: RenderOverlays, isRoot: Bool = false) {
        guard !view.isHidden, view.alpha > 0.001 || isRoot else { return }
        let bounds = Rect(x: 0, y: 0, width: Double(view.bounds.width), height: Double(view.bounds.height))
        let radii = view.layer.cornerRadii.clamped(to: bounds)
        let grouped = view.alpha < 1 && !isRoot
        if grouped { canvas.beginTransparencyLayer(opacity: Double(view.alpha)) }
        if let bg = view.backgroundColor, bg.alpha > 0 {
            if view.layer.cornerRadius > 0 {
                canvas.fill(bounds, cornerRadii: radii, color: bg.rasterColor)
            } else {
                canvas.fill(bounds, color: bg.rasterColor)
            }
        }
        canvas.saveState()
        if view.layer.masksToBounds {
            if view.layer.cornerRadius > 0 { canvas.clip(to: bounds, cornerRadii: radii) } else { canvas.clip(to: bounds) }
        }
        drawContent(of: view, in: canvas)
        for sub in view.subviews {
            canvas.saveState()
            // Subviews sit in the view's bounds coordinates (a scroll view's bounds origin is its
            // content offset).
            canvas.translateBy(x: Double(sub.frame.minX - view.bounds.minX), y: Double(sub.frame.minY - view.bounds.minY))
            if let t = sub.renderScale {
                // Scaled about the top centre, then moved down (the view behind a sheet).
                canvas.translateBy(x: Double(sub.bounds.width * (1 - t.scale) / 2), y: Double(t.dy))
                canvas.scaleBy(x: Double(t.scale), y: Double(t.scale))
            }
            draw(sub, in: canvas, overlays: overlays)
            canvas.restoreState()
        }
        canvas.restoreState()
        if view.layer.borderWidth > 0, let color = view.layer.borderColor {
            canvas.strokeBorder(bounds, width: Double(view.layer.borderWidth), cornerRadii: radii, color: color.rasterColor)
        }
        if grouped { canvas.endTransparencyLayer() }
        drawOverlays(view, in: canvas, overlays: overlays)
    }

    /// The view's own content: images, and everything a view draws in `draw(_:)` (a label's
    /// text: `UILabel.draw(_:)` calls `drawText(in:)`).
    static func drawContent(of view: UIView, in canvas: Canvas) {
        if let imageView = view as? UIImageView, let image = imageView.image, let r = imageView.imageRect {
            // The variant for the view's scale; a template in the view's tint colour.
            image.resolved(for: view.traitCollection).draw(in: r, canvas: canvas, tint: imageView.tintColor)
        }
        let context = CGContext(canvas: canvas)
        CGContext.$current.withValue(context) {
            view.draw(view.bounds)
        }
    }

    static func drawOverlays(_ view: UIView, in canvas: Canvas, overlays: RenderOverlays) {
        guard !overlays.isEmpty else { return }
        let frame = view.alignmentRect(forFrame: view.bounds)
        let rect = Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        let hairline = 1 / canvas.transform.scaleY
        if overlays.contains(.alignmentRects) {
            canvas.strokeBorder(rect, width: hairline, color: Color(red: 0, green: 122, blue: 255))
        }
        if overlays.contains(.ambiguousViews), view.superview != nil, view.hasAmbiguousLayout {
            canvas.strokeBorder(rect, width: 2 * hairline, color: Color(red: 255, green: 0, blue: 0))
        }
    }
}

extension UIColor {
    /// The colour as Raster's straight 8-bit RGBA.
    var rasterColor: Color {
        let c = rgba8
        return Color(red: c.r, green: c.g, blue: c.b, alpha: c.a)
    }
}

extension CALayer {
    /// The corner radius on each corner that `maskedCorners` rounds.
    var cornerRadii: CornerRadii {
        let r = Double(cornerRadius), m = maskedCorners
        return CornerRadii(topLeft: m.contains(.layerMinXMinYCorner) ? r : 0, topRight: m.contains(.layerMaxXMinYCorner) ? r : 0,
                           bottomRight: m.contains(.layerMaxXMaxYCorner) ? r : 0, bottomLeft: m.contains(.layerMinXMaxYCorner) ? r : 0)
    }
}
