import Foundation
import Raster

// Drawing through `UIView.transform` and `CALayer.transform`: the subtree is drawn untransformed
// into a group and resampled through the transform about the view's centre (a layer's anchor
// point), as Core Animation composites a transformed layer, its shadow, border and sublayers
// included.

extension ViewRenderer {
    /// Draws `view` (the canvas origin at its untransformed top-left), through its transform
    /// if it has one.
    static func drawPlaced(_ view: UIView, in canvas: Canvas, overlays: RenderOverlays) {
        guard let layer = view._layer, layer.hasTransform, !view.isHidden else {
            return draw(view, in: canvas, overlays: overlays)
        }
        reportPerspective(layer, view.itemDescription)
        canvas.beginTransformedLayer(localMap(layer), extent: withShadow(extent(of: view), layer))
        draw(view, in: canvas, overlays: overlays)
        canvas.endTransformedLayer()
    }

    /// The layer's transform as a map of its own (untransformed) coordinates: about its anchor.
    static func localMap(_ layer: CALayer) -> AffineMap {
        let m = layer.transformAbout(layer.transformAnchorInBounds)
        return AffineMap(
            a: Double(m.a), b: Double(m.b), c: Double(m.c), d: Double(m.d), tx: Double(m.tx), ty: Double(m.ty))
    }

    /// Core Animation projects a perspective; Plumb draws the affine part and says so.
    static func reportPerspective(_ layer: CALayer, _ name: String) {
        guard !layer._transform.isFlatAffine else { return }
        LayoutDiagnostics.report(
            .warning,
            "Rendering \(name): its 3-D transform has a perspective (m14, m24 or m44); drawn with its affine part only")
    }

    /// Where a subview can draw, in its superview's coordinates before the bounds origin is
    /// taken off: its extent and shadow, placed at its frame and through its transform.
    static func placedExtent(of s: UIView) -> Rect {
        let e = withShadow(extent(of: s), s._layer)
        let f = s._frame
        guard let layer = s._layer, layer.hasTransform else {
            return Rect(x: e.x + Double(f.minX), y: e.y + Double(f.minY), width: e.width, height: e.height)
        }
        return localMap(layer).concatenating(AffineMap(a: 1, b: 0, c: 0, d: 1, tx: Double(f.minX), ty: Double(f.minY)))
            .apply(e)
    }
}
