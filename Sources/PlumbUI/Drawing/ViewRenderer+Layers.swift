import Foundation
import Raster

extension ViewRenderer {
    /// Draws one layer's group, as Core Animation composites a layer: its mask, its shadow (from
    /// `shadowPath`, or from everything `body` draws), `body` (background, content, sublayers),
    /// then its border, all faded together by `opacity`. With `masksToBounds` the shadow is
    /// clipped to the bounds too, as Core Animation clips it.
    ///
    /// `backgroundCasts` says that everything the group draws lies inside an opaque background of
    /// the layer's rounded bounds (see `backgroundCastsShadow`): its alpha is the background's,
    /// so the shadow is drawn from that path, as from a `shadowPath`, without an offscreen buffer
    /// (the same pixels, faster).
    static func drawGroup(
        _ layer: CALayer?, bounds: Rect, opacity: Double, traits: UITraitCollection, in canvas: Canvas,
        backgroundCasts: () -> Bool = { false }, extent: () -> Rect, body: (CornerRadii) -> Void
    ) {
        let radii = layer.map { cornerRadii($0, bounds) } ?? .zero
        let shadow = layer.flatMap { shadowOf($0, traits) }
        var shadowShape: Path?
        var hidden = false
        if shadow != nil {
            if let p = layer?.shadowPath {
                shadowShape = p.path
            } else if backgroundCasts() {
                var p = Path()
                if radii.isZero { p.addRect(bounds) } else { p.addRoundedRect(bounds, cornerRadii: radii) }
                shadowShape = p
                hidden = true
            }
        }
        let pathShadow = shadowShape != nil
        let grouped = opacity < 1
        canvas.saveState()
        if let mask = layer?.mask { applyMask(mask, traits: traits, in: canvas) }
        if shadow != nil, layer?.masksToBounds == true { clip(canvas, bounds, radii) }
        if grouped && (shadow == nil || pathShadow) { canvas.beginTransparencyLayer(opacity: opacity) }
        if let shadow {
            if let path = shadowShape {
                canvas.drawShadow(of: path, shadow: shadow, hiddenByOpaqueFill: hidden)
            } else {
                canvas.beginShadowLayer(shadow, opacity: grouped ? opacity : 1, extent: extent())
            }
        }
        body(radii)
        if let layer, layer.borderWidth > 0, let color = layer.borderColor?.rasterColor(traits) {
            canvas.strokeBorder(bounds, width: Double(layer.borderWidth), cornerRadii: radii, color: color)
        }
        if shadow != nil && !pathShadow {
            canvas.endTransparencyLayer()
        } else if grouped {
            canvas.endTransparencyLayer()
        }
        canvas.restoreState()
    }

    /// Draws a sublayer that backs no view (its frame in the current coordinates), with its
    /// sublayers.
    static func drawLayer(_ layer: CALayer, traits: UITraitCollection, in canvas: Canvas, overlays: RenderOverlays) {
        if let view = layer.owningView {
            // A view's layer added with addSublayer: the view, where its frame puts it.
            canvas.saveState()
            canvas.translateBy(x: Double(view._frame.minX), y: Double(view._frame.minY))
            drawPlaced(view, in: canvas, overlays: overlays)
            canvas.restoreState()
            return
        }
        let opacity = Double(layer.opacity)
        guard !layer.isHidden, opacity > 0.001 else { return }
        layer.layoutIfNeeded()
        let f = layer.untransformedFrame
        guard f.isFiniteRect else { return }
        let bounds = Rect(x: 0, y: 0, width: Double(f.width), height: Double(f.height))
        canvas.saveState()
        canvas.translateBy(x: Double(f.minX), y: Double(f.minY))
        if layer.hasTransform {
            reportPerspective(layer, typeName(layer))
            canvas.beginTransformedLayer(localMap(layer), extent: withShadow(layerExtent(layer), layer))
        }
        defer {
            if layer.hasTransform { canvas.endTransformedLayer() }
            canvas.restoreState()
        }
        rasterizing(layer, extent: { withShadow(layerExtent(layer), layer) }, in: canvas) { canvas in
            drawGroup(
                layer, bounds: bounds, opacity: min(opacity, 1), traits: traits, in: canvas,
                extent: { layerExtent(layer) }
            ) { radii in
                if let bg = layer.backgroundColor?.rasterColor(traits), bg.alpha > 0 {
                    if radii.isZero {
                        canvas.fill(bounds, color: bg)
                    } else {
                        canvas.fill(bounds, cornerRadii: radii, color: bg)
                    }
                }
                canvas.saveState()
                if layer.masksToBounds { clip(canvas, bounds, radii) }
                if layer._needsDisplay { traits.performAsCurrent { layer.display() } }
                drawContents(layer, bounds: bounds, in: canvas)
                drawLayerContent(layer, bounds: bounds, radii: radii, traits: traits, in: canvas)
                drawBackingStores(layer, bounds: bounds, traits: traits, in: canvas)
                withSublayerTransform(layer, bounds: bounds, in: canvas, extent: { layerExtent(layer) }) {
                    for sub in zOrdered(layer._sublayers) {
                        drawLayer(sub, traits: traits, in: canvas, overlays: overlays)
                    }
                }
                canvas.restoreState()
            }
        }
    }

    /// A layer's own vector content: a gradient layer's gradient (inside the rounded corners,
    /// which the clip already rounds when the layer masks to its bounds), a shape layer's fill
    /// and stroke. Composited between the layer's contents and its sublayers.
    static func drawLayerContent(
        _ layer: CALayer, bounds: Rect, radii: CornerRadii, traits: UITraitCollection, in canvas: Canvas
    ) {
        if let g = layer as? CAGradientLayer, let (gradient, shading) = g.gradientToDraw(traits) {
            var p = Path()
            if radii.isZero || layer.masksToBounds {
                p.addRect(bounds)
            } else {
                p.addRoundedRect(bounds, cornerRadii: radii)
            }
            canvas.fill(p, gradient: gradient, shading: shading)
        }
        if let s = layer as? CAShapeLayer, let cg = s.path, !cg.isEmpty {
            if let fill = s.fillColor?.rasterColor(traits), fill.alpha > 0 {
                canvas.fill(cg.path, color: fill, rule: s.fillRule == .evenOdd ? .evenOdd : .nonZero)
            }
            if let stroke = s.strokeColor?.rasterColor(traits), stroke.alpha > 0, let style = s.strokeStyle {
                let scale = max(abs(canvas.transform.scaleX), abs(canvas.transform.scaleY), 1)
                let start = Double(s.strokeStart), end = Double(s.strokeEnd)
                let path =
                    start == 0 && end == 1 ? cg.path : cg.path.trimmed(from: start, to: end, tolerance: 0.005 / scale)
                canvas.stroke(path, color: stroke, style: style)
            }
        }
    }

    /// What a layer that backs no view draws into its backing store at `contentsScale`: its
    /// `draw(in:)` (once displayed), a text layer's text.
    static func drawBackingStores(_ layer: CALayer, bounds: Rect, traits: UITraitCollection, in canvas: Canvas) {
        if layer._hasBackingStore {
            layer.delegate?.layerWillDraw(layer)
            drawBackingStore(layer, bounds: bounds, traits: traits, in: canvas) { ctx in layer.draw(in: ctx) }
        }
        if let text = layer as? CATextLayer {
            drawBackingStore(layer, bounds: bounds, traits: traits, in: canvas) { ctx in text.drawText(in: ctx) }
        }
    }

    /// Whether everything `view` draws lies inside its opaque background (so its alpha is the
    /// background's rounded rectangle): a plain `UIView` or stack view, opaque background, no
    /// border or mask, and every visible subview and sublayer (with its shadow) inside the part
    /// of the bounds no rounded corner and no anti-aliased edge pixel reaches.
    static func backgroundCastsShadow(_ view: UIView, bounds: Rect, traits: UITraitCollection, scale: Double) -> Bool {
        guard type(of: view) == UIView.self || view is UIStackView, let layer = view._layer,
            layer.mask == nil, layer.borderWidth <= 0 || (layer.borderColor?.rasterColor(traits).alpha ?? 0) == 0,
            view.backgroundColor?.rasterColor(traits).alpha == 255
        else { return false }
        let r = cornerRadii(layer, bounds)
        let corner = max(r.topLeft, r.topRight, r.bottomRight, r.bottomLeft)
        // Inside the rounded rectangle by the arcs' 45° points, and a device pixel more.
        let inset = corner * (1 - 0.7071067811865476) + 1 / max(scale, 1)
        let safe = bounds.insetBy(dx: inset, dy: inset)
        guard safe.width > 0, safe.height > 0 else { return view.drawingOrder.isEmpty }
        for slot in view.drawingOrder {
            let e: Rect
            switch slot {
            case .view(let s):
                guard !s.isHidden else { continue }
                var x = placedExtent(of: s)
                x.x -= Double(view.bounds.minX)
                x.y -= Double(view.bounds.minY)
                e = x
            case .layer(let l):
                e = layerExtentInParent(l)
            }
            if e.width <= 0 && e.height <= 0 { continue }
            guard e.minX >= safe.minX, e.minY >= safe.minY, e.maxX <= safe.maxX, e.maxY <= safe.maxY else {
                return false
            }
        }
        return true
    }

    /// Intersects the clip with the alpha of a mask layer (its frame in the current coordinates).
    static func applyMask(_ mask: CALayer, traits: UITraitCollection, in canvas: Canvas) {
        canvas.clip { maskCanvas in
            drawLayer(mask, traits: traits, in: maskCanvas, overlays: [])
        }
    }

    /// The layer's shadow for drawing, nil when it has none.
    static func shadowOf(_ layer: CALayer, _ traits: UITraitCollection) -> Shadow? {
        let opacity = layer.shadowOpacity
        guard opacity.isFinite, opacity > 0, let color = layer.shadowColor?.rasterColor(traits), color.alpha > 0 else {
            return nil
        }
        let a = UInt8((Double(color.alpha) * Double(min(opacity, 1))).rounded())
        guard a > 0 else { return nil }
        return Shadow(
            color: color.withAlpha(a),
            offset: Size(width: Double(layer.shadowOffset.width), height: Double(layer.shadowOffset.height)),
            radius: Double(layer.shadowRadius))
    }

    /// The layer's corner radii for its bounds (only the `maskedCorners` are rounded).
    static func cornerRadii(_ layer: CALayer, _ bounds: Rect) -> CornerRadii {
        let r = Double(layer.cornerRadius)
        guard r > 0, r.isFinite else { return .zero }
        let m = layer.maskedCorners
        return CornerRadii(
            topLeft: m.contains(.layerMinXMinYCorner) ? r : 0, topRight: m.contains(.layerMaxXMinYCorner) ? r : 0,
            bottomRight: m.contains(.layerMaxXMaxYCorner) ? r : 0, bottomLeft: m.contains(.layerMinXMaxYCorner) ? r : 0
        )
        .clamped(to: bounds)
    }

    static func clip(_ canvas: Canvas, _ bounds: Rect, _ radii: CornerRadii) {
        if radii.isZero { canvas.clip(to: bounds) } else { canvas.clip(to: bounds, cornerRadii: radii) }
    }

    // MARK: Extents (where a subtree can draw, to size shadow buffers)

    /// Where `view` and its subtree can draw, in its bounds coordinates: its bounds, plus
    /// (unless it clips) its image, its subviews' and sublayers' extents and their shadows.
    static func extent(of view: UIView) -> Rect {
        let b = Rect(x: 0, y: 0, width: Double(view.bounds.width), height: Double(view.bounds.height))
        if view._layer?.masksToBounds == true { return b }
        var r = b
        if let iv = view as? UIImageView, let ir = iv.imageRect { r = union(r, ir.raster) }
        var kids = b
        for slot in view.drawingOrder {
            switch slot {
            case .view(let s):
                guard !s.isHidden else { continue }
                var e = placedExtent(of: s)
                e.x -= Double(view.bounds.minX)
                e.y -= Double(view.bounds.minY)
                kids = union(kids, e)
            case .layer(let l):
                kids = union(kids, layerExtentInParent(l))
            }
        }
        return union(r, sublayerMap(view._layer, bounds: b)?.apply(kids) ?? kids)
    }

    /// Where a sublayer can draw, in its own coordinates.
    static func layerExtent(_ layer: CALayer) -> Rect {
        let f = layer.untransformedFrame
        let b = Rect(x: 0, y: 0, width: Double(f.width), height: Double(f.height))
        if layer.masksToBounds { return b }
        let kids = layer._sublayers.reduce(b) { union($0, layerExtentInParent($1)) }
        return union(b, sublayerMap(layer, bounds: b)?.apply(kids) ?? kids)
    }

    /// Where a sublayer can draw, in its superlayer's coordinates (shadow included).
    static func layerExtentInParent(_ layer: CALayer) -> Rect {
        if let v = layer.owningView { return placedExtent(of: v) }
        let f = layer.untransformedFrame
        guard !layer.isHidden, f.isFiniteRect else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let e = withShadow(layerExtent(layer), layer)
        let place = AffineMap(a: 1, b: 0, c: 0, d: 1, tx: Double(f.minX), ty: Double(f.minY))
        return layer.hasTransform ? localMap(layer).concatenating(place).apply(e) : place.apply(e)
    }

    /// `r` grown by how far the layer's shadow reaches (3σ plus the offset).
    static func withShadow(_ r: Rect, _ layer: CALayer?) -> Rect {
        guard let layer, layer.shadowOpacity > 0 else { return r }
        let radius = Double(layer.shadowRadius)
        let reach = 3 * (radius.isFinite ? max(0, radius) : 0)
        let dx = Double(layer.shadowOffset.width), dy = Double(layer.shadowOffset.height)
        guard reach.isFinite, dx.isFinite, dy.isFinite else { return r }
        return Rect(
            x: r.x - reach - max(0, -dx), y: r.y - reach - max(0, -dy),
            width: r.width + 2 * reach + abs(dx), height: r.height + 2 * reach + abs(dy))
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        guard b.width > 0 || b.height > 0 else { return a }
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }
}
