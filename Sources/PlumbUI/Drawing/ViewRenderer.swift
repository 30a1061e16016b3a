import Foundation
package import Raster
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

/// Draws a laid-out view tree into a Raster canvas, as Core Animation composites layers: for
/// each view (and each sublayer) its shadow, background, content (gradient or shape layer
/// content, label text, images, custom `draw(_:)`), then its subviews and sublayers in drawing
/// order, then its border; hidden views skipped, `alpha` and `opacity` applied to the group.
/// Colours resolve with each view's traits (dark mode, contrast, elevation).
///
/// Lays the tree out first if it needs it. Used by `UIGraphicsImageRenderer` +
/// `drawHierarchy(in:afterScreenUpdates:)` and by the snapshot tools.
@MainActor
package enum ViewRenderer {
    /// Renders `view` (at its bounds, origin at the top-left of the bitmap) at `scale`.
    ///
    /// - Parameters:
    ///   - background: Filled behind the view, resolved with the view's traits (the default
    ///     leaves the bitmap transparent).
    /// - Throws: `RasterError` when the size is zero or too large.
    package static func render(
        _ view: UIView, scale: CGFloat? = nil, background: UIColor? = nil,
        overlays: RenderOverlays = []
    ) throws(RasterError) -> Bitmap {
        view.layoutIfNeeded()
        let s = Double(scale ?? view.traitCollection.displayScale)
        let canvas = try Canvas(width: Double(view.bounds.width), height: Double(view.bounds.height), scale: s)
        if let background {
            canvas.fill(
                Rect(x: 0, y: 0, width: Double(view.bounds.width), height: Double(view.bounds.height)),
                color: background.rasterColor(view.traitCollection))
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
        let traits = view.traitCollection
        let bounds = Rect(x: 0, y: 0, width: Double(view.bounds.width), height: Double(view.bounds.height))
        let layer = view._layer
        let opacity = isRoot ? 1 : Double(view.alpha)
        rasterizing(layer, extent: { withShadow(extent(of: view), layer) }, in: canvas) { canvas in
            drawGroup(
                layer, bounds: bounds, opacity: opacity, traits: traits, in: canvas,
                backgroundCasts: {
                    backgroundCastsShadow(view, bounds: bounds, traits: traits, scale: canvas.transform.scaleY)
                },
                extent: { extent(of: view) }
            ) { radii in
                if let bg = view.backgroundColor?.rasterColor(traits), bg.alpha > 0 {
                    if radii.isZero {
                        canvas.fill(bounds, color: bg)
                    } else {
                        canvas.fill(bounds, cornerRadii: radii, color: bg)
                    }
                }
                canvas.saveState()
                if layer?.masksToBounds == true { clip(canvas, bounds, radii) }
                if let layer {
                    drawContents(layer, bounds: bounds, in: canvas)
                    drawLayerContent(layer, bounds: bounds, radii: radii, traits: traits, in: canvas)
                }
                drawContent(of: view, in: canvas)
                withSublayerTransform(layer, bounds: bounds, in: canvas, extent: { extent(of: view) }) {
                    for slot in zOrdered(view.drawingOrder) {
                        switch slot {
                        case .view(let sub):
                            canvas.saveState()
                            // Subviews sit in the view's bounds coordinates (a scroll view's bounds
                            // origin is its content offset).
                            canvas.translateBy(
                                x: Double(sub._frame.minX - view.bounds.minX),
                                y: Double(sub._frame.minY - view.bounds.minY))
                            if let t = sub.renderScale {
                                // Scaled about the top centre, then moved down (the view behind a sheet).
                                canvas.translateBy(x: Double(sub.bounds.width * (1 - t.scale) / 2), y: Double(t.dy))
                                canvas.scaleBy(x: Double(t.scale), y: Double(t.scale))
                            }
                            drawPlaced(sub, in: canvas, overlays: overlays)
                            canvas.restoreState()
                        case .layer(let sublayer):
                            drawLayer(sublayer, traits: traits, in: canvas, overlays: overlays)
                        }
                    }
                }
                canvas.restoreState()
            }
        }
        drawOverlays(view, in: canvas, overlays: overlays)
    }

    /// The view's own content: images, the effect of a visual effect view, and everything a
    /// view draws in `draw(_:)` (a label's text: `UILabel.draw(_:)` calls `drawText(in:)`),
    /// clipped to the bounds, as a layer's backing store is, with the view's traits current.
    static func drawContent(of view: UIView, in canvas: Canvas) {
        if let imageView = view as? UIImageView, let image = imageView.displayedImage, let r = imageView.imageRect {
            // The variant for the view's scale; a template in the view's tint colour.
            image.resolved(for: view.traitCollection).draw(
                in: r, canvas: canvas,
                tint: imageView.tintColor.resolvedColor(with: view.traitCollection))
        } else if let effectView = view as? UIVisualEffectView {
            drawEffect(of: effectView, in: canvas)
        }
        let context = CGContext(
            canvas: canvas,
            clipTo: Rect(x: 0, y: 0, width: Double(view.bounds.width), height: Double(view.bounds.height)))
        canvas.saveState()
        TraitScope.with(view) {
            CGContext.$scoped.withValue(context) {
                view.draw(view.bounds)
            }
        }
        canvas.restoreState()
    }

    static func drawOverlays(_ view: UIView, in canvas: Canvas, overlays: RenderOverlays) {
        guard !overlays.isEmpty else { return }
        let frame = view.alignmentRect(forFrame: view.bounds)
        let rect = Rect(
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
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
    /// The colour as Raster's straight 8-bit RGBA, resolved with `traits`.
    func rasterColor(_ traits: UITraitCollection) -> Color {
        let c = rgba8(traits)
        return Color(red: c.r, green: c.g, blue: c.b, alpha: c.a)
    }

    /// The colour as Raster's straight 8-bit RGBA, resolved with `UITraitCollection.current`.
    var rasterColor: Color { rasterColor(.current) }
}

extension CALayer {
    /// The corner radius on each corner that `maskedCorners` rounds.
    var cornerRadii: CornerRadii {
        let r = Double(cornerRadius), m = maskedCorners
        return CornerRadii(
            topLeft: m.contains(.layerMinXMinYCorner) ? r : 0, topRight: m.contains(.layerMaxXMinYCorner) ? r : 0,
            bottomRight: m.contains(.layerMaxXMaxYCorner) ? r : 0, bottomLeft: m.contains(.layerMinXMaxYCorner) ? r : 0)
    }
}
