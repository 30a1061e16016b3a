import Foundation
import Raster

// A layer's image content as Core Animation composites it: `contents` placed by its gravity,
// the backing store `draw(in:)` draws into at `contentsScale`, a text layer's text; and the
// group operations around sublayers: `zPosition` order, `sublayerTransform`, rasterization.

extension ViewRenderer {
    // MARK: Contents

    static func finite(_ r: Rect) -> Bool { r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite }

    /// The rectangle `contents` of `size` points (already cut by `contentsRect`) takes in
    /// `bounds` under a gravity (see `CALayerContentsGravity` for the vertical names).
    static func gravityRect(_ gravity: CALayerContentsGravity, content size: Size, in bounds: Rect) -> Rect {
        let w = size.width, h = size.height, W = bounds.width, H = bounds.height
        func at(_ x: Double, _ y: Double) -> Rect { Rect(x: bounds.x + x, y: bounds.y + y, width: w, height: h) }
        switch gravity {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let k = gravity == .resizeAspect ? min(W / w, H / h) : max(W / w, H / h)
            return Rect(x: bounds.x + (W - w * k) / 2, y: bounds.y + (H - h * k) / 2, width: w * k, height: h * k)
        // Core Animation's "top" is the end of its y axis: the visual bottom in UIKit's layers.
        case .top: return at((W - w) / 2, H - h)
        case .bottom: return at((W - w) / 2, 0)
        case .left: return at(0, (H - h) / 2)
        case .right: return at(W - w, (H - h) / 2)
        case .topLeft: return at(0, H - h)
        case .topRight: return at(W - w, H - h)
        case .bottomLeft: return at(0, 0)
        case .bottomRight: return at(W - w, 0)
        default: return at((W - w) / 2, (H - h) / 2)  // .center, and unknown names as Core Animation
        }
    }

    /// The interpolation for drawing `pixels` source pixels across `points` points.
    static func interpolation(_ layer: CALayer, sourcePixels: Double, points: Double, canvas: Canvas) -> Interpolation {
        let device = points * abs(canvas.transform.scaleX)
        let filter = device > sourcePixels ? layer.magnificationFilter : layer.minificationFilter
        return filter == .nearest ? .nearest : .bilinear
    }

    /// Draws the layer's `contents` image (a `CGImage`), placed by its gravity, cut by
    /// `contentsRect`, sliced by `contentsCenter` when it is stretched.
    static func drawContents(_ layer: CALayer, bounds: Rect, in canvas: Canvas) {
        guard let image = layer.contents as? CGImage else { return }
        let bitmap = image.bitmap
        let cr = layer.contentsRect
        guard cr.width.isFinite, cr.height.isFinite, cr.minX.isFinite, cr.minY.isFinite, cr.width > 0, cr.height > 0
        else { return }
        var s = Double(layer.contentsScale)
        if !(s.isFinite && s > 0) { s = 1 }
        let pw = Double(bitmap.width), ph = Double(bitmap.height)
        let shown = Size(width: pw * Double(cr.width) / s, height: ph * Double(cr.height) / s)
        let dest = gravityRect(layer.contentsGravity, content: shown, in: bounds)
        guard finite(dest), dest.width > 0, dest.height > 0 else { return }
        let filter = interpolation(layer, sourcePixels: pw * Double(cr.width), points: dest.width, canvas: canvas)
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        if cr == unit {
            let cc = layer.contentsCenter
            if cc != unit,
                layer.contentsGravity == .resize || layer.contentsGravity == .resizeAspect
                    || layer.contentsGravity == .resizeAspectFill, cc.width.isFinite, cc.height.isFinite
            {
                // Nine-slice: the parts outside the centre keep their size in points.
                let w = pw / s, h = ph / s
                let caps = UIEdgeInsets(
                    top: CGFloat(max(0, Double(cc.minY)) * h), left: CGFloat(max(0, Double(cc.minX)) * w),
                    bottom: CGFloat(max(0, 1 - Double(cc.maxY)) * h), right: CGFloat(max(0, 1 - Double(cc.maxX)) * w))
                NineSlice.draw(
                    bitmap, scale: CGFloat(s), caps: caps, mode: .stretch,
                    in: CGRect(x: dest.x, y: dest.y, width: dest.width, height: dest.height), canvas: canvas)
                return
            }
            canvas.draw(bitmap, in: dest, interpolation: filter)
            return
        }
        // A rectangle on whole pixels is cut out, so that resampling never reaches the
        // neighbouring sprites of a sheet; another is drawn from the whole image, clipped.
        let px = [Double(cr.minX) * pw, Double(cr.minY) * ph, Double(cr.width) * pw, Double(cr.height) * ph]
        if px.allSatisfy({ abs($0 - $0.rounded()) < 1e-6 }),
            let crop = bitmap.cropped(
                (Int(px[0].rounded()), Int(px[1].rounded()), Int(px[2].rounded()), Int(px[3].rounded())))
        {
            canvas.draw(crop, in: dest, interpolation: filter)
            return
        }
        // The whole image placed so that the contents rectangle lands on `dest`, clipped to it.
        let fw = dest.width / Double(cr.width), fh = dest.height / Double(cr.height)
        let full = Rect(x: dest.x - Double(cr.minX) * fw, y: dest.y - Double(cr.minY) * fh, width: fw, height: fh)
        guard finite(full) else { return }
        canvas.saveState()
        canvas.clip(to: dest)
        canvas.draw(bitmap, in: full, interpolation: filter)
        canvas.restoreState()
    }

    // MARK: Display and the backing store

    /// Runs `body` with a context on the layer's backing store: its bounds at `contentsScale`
    /// pixels per point, then resampled onto the canvas (drawn straight onto the canvas, clipped
    /// to the bounds, when the scales are the same: the same pixels, without a copy).
    static func drawBackingStore(
        _ layer: CALayer, bounds: Rect, traits: UITraitCollection, in canvas: Canvas,
        body: (CGContext) -> Void
    ) {
        var s = Double(layer.contentsScale)
        if !(s.isFinite && s > 0) {
            LayoutDiagnostics.report(
                .warning, "\(typeName(layer)).contentsScale \(layer.contentsScale) is not a positive number; 1 is used")
            s = 1
        }
        let device = abs(canvas.transform.scaleX)
        func run(_ ctx: CGContext) {
            traits.performAsCurrent { CGContext.$scoped.withValue(ctx) { body(ctx) } }
        }
        if abs(s - device) < 1e-9, abs(canvas.transform.scaleY) == device {
            canvas.saveState()
            canvas.clip(to: bounds)
            run(CGContext(canvas: canvas))
            canvas.restoreState()
            return
        }
        guard bounds.width > 0, bounds.height > 0 else { return }
        let store: Canvas
        do {
            store = try Canvas(width: bounds.width, height: bounds.height, scale: s)
        } catch {
            LayoutDiagnostics.report(
                .warning,
                "\(typeName(layer)): no backing store of \(bounds.width)x\(bounds.height) points at "
                    + "contentsScale \(s) (\(error)); its content is not drawn")
            return
        }
        run(CGContext(canvas: store))
        let filter = interpolation(
            layer, sourcePixels: Double(store.bitmap.width), points: bounds.width, canvas: canvas)
        canvas.draw(store.bitmap, in: bounds, interpolation: filter)
    }

    // MARK: Sublayers

    /// `slots` in Core Animation's drawing order: by increasing `zPosition`, stable.
    static func zOrdered(_ slots: [LayerSlot]) -> [LayerSlot] {
        guard slots.contains(where: { $0.zPosition != 0 }) else { return slots }
        return slots.enumerated().sorted { a, b in
            let za = a.element.zPosition, zb = b.element.zPosition
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }

    /// Layers in Core Animation's drawing order: by increasing `zPosition`, stable.
    static func zOrdered(_ layers: [CALayer]) -> [CALayer] {
        guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
        return layers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    /// Runs `body` (which draws the sublayers) through the layer's `sublayerTransform`, about
    /// its anchor point, when it has an affine part other than the identity.
    static func withSublayerTransform(
        _ layer: CALayer?, bounds: Rect, in canvas: Canvas, extent: () -> Rect, body: () -> Void
    ) {
        guard let map = sublayerMap(layer, bounds: bounds) else { return body() }
        canvas.beginTransformedLayer(map, extent: extent())
        body()
        canvas.endTransformedLayer()
    }

    /// The map the layer's `sublayerTransform` applies to its sublayers, in its bounds
    /// coordinates: `p ↦ anchor + M(p − anchor)`; `nil` for the identity (or only a
    /// perspective), and for a non-finite transform (reported).
    static func sublayerMap(_ layer: CALayer?, bounds: Rect) -> AffineMap? {
        guard let layer, layer.sublayerTransform != CATransform3DIdentity else { return nil }
        let t = layer.sublayerTransform
        guard t.isFinite else {
            LayoutDiagnostics.report(.warning, "Ignoring the non-finite sublayerTransform of \(typeName(layer))")
            return nil
        }
        let m = CATransform3DGetAffineTransform(t)
        guard m != .identity else { return nil }
        let ax = Double(layer.anchorPoint.x) * bounds.width, ay = Double(layer.anchorPoint.y) * bounds.height
        let a = Double(m.a), b = Double(m.b), c = Double(m.c), d = Double(m.d)
        return AffineMap(
            a: a, b: b, c: c, d: d,
            tx: ax - (a * ax + c * ay) + Double(m.tx), ty: ay - (b * ax + d * ay) + Double(m.ty))
    }

    /// Runs `body` (which draws a layer's whole group in the current coordinates, within
    /// `extent`) into a bitmap at the layer's `rasterizationScale` and composites it, when the
    /// layer rasterizes at a scale other than the canvas's.
    static func rasterizing(_ layer: CALayer?, extent: () -> Rect, in canvas: Canvas, body: (Canvas) -> Void) {
        guard let layer, layer.shouldRasterize else { return body(canvas) }
        let device = abs(canvas.transform.scaleX)
        let s = Double(layer.rasterizationScale)
        guard s.isFinite, s > 0 else {
            LayoutDiagnostics.report(
                .warning,
                "\(typeName(layer)).rasterizationScale \(layer.rasterizationScale) is not a positive number; drawn without rasterizing"
            )
            return body(canvas)
        }
        guard abs(s - device) > 1e-9 || abs(canvas.transform.scaleY) != device else { return body(canvas) }
        let e = extent()
        guard finite(e), e.width > 0, e.height > 0, let store = try? Canvas(width: e.width, height: e.height, scale: s)
        else {
            return body(canvas)
        }
        store.translateBy(x: -e.x, y: -e.y)
        body(store)
        let filter = interpolation(layer, sourcePixels: Double(store.bitmap.width), points: e.width, canvas: canvas)
        canvas.draw(store.bitmap, in: e, interpolation: filter)
    }
}

extension LayerSlot {
    /// The slot's layer's `zPosition` (a view without a layer yet: 0, without making one).
    @MainActor var zPosition: CGFloat {
        switch self {
        case .view(let v): v._layer?.zPosition ?? 0
        case .layer(let l): l.zPosition
        }
    }
}
