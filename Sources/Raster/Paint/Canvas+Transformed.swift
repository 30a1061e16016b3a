extension Canvas {
    /// Starts a group drawn through `map`, an affine map of the current user space (a view's
    /// `transform` about its centre): everything drawn until `endTransformedLayer()` goes to an
    /// offscreen buffer as if untransformed, and is then resampled through the map (bilinear,
    /// 8-bit weights, deterministic) onto what is below, inside the clip. Also saves the state.
    ///
    /// - Parameters:
    ///   - map: User space → user space, applied after drawing (rotation, scale, shear, move).
    ///   - extent: Where the group can draw, in the current user space (before `map`); only the
    ///     part whose image can land in the clip is kept.
    ///
    /// A map that flattens the plane (a zero scale) draws nothing, as Core Animation shows
    /// nothing. Nested transformed groups compose.
    public func beginTransformedLayer(_ map: AffineMap, extent: Rect) {
        let dest = paintableBounds
        saveState()
        let device = AffineMap(transform)
        var bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var deviceMap: AffineMap?
        if map.isFinite, extent.isFinite, let toUser = device.inverted() {
            let m = toUser.concatenating(map).concatenating(device)
            if let back = m.inverted(), !dest.isEmpty {
                deviceMap = m
                // The pixels of the extent whose image can reach the clip (one pixel more for
                // the bilinear neighbours).
                let reach = back.apply(
                    Rect(x: Double(dest.x), y: Double(dest.y), width: Double(dest.width), height: Double(dest.height)))
                bounds = Canvas.pixelsCovering(transform.apply(extent)).intersection(
                    Canvas.pixelsCovering(reach, margin: 1))
                if bounds.width > Canvas.maxTransformedSide || bounds.height > Canvas.maxTransformedSide
                    || bounds.width * bounds.height > Canvas.maxTransformedPixels
                {
                    note(
                        "beginTransformedLayer: the group's source (\(bounds.width)x\(bounds.height) px) is larger than \(Canvas.maxTransformedPixels) px; only its top-left part is drawn"
                    )
                    let width = min(bounds.width, Canvas.maxTransformedSide)
                    bounds = PixelRect(
                        x: bounds.x, y: bounds.y, width: width,
                        height: min(
                            bounds.height, Canvas.maxTransformedSide, Canvas.maxTransformedPixels / max(width, 1)))
                }
            }
        } else {
            note("beginTransformedLayer: non-finite map or extent (nothing drawn)")
        }
        if bounds.isEmpty { bounds = PixelRect(x: 0, y: 0, width: 0, height: 0) }
        layers.append(
            Layer(
                bounds: bounds, pixels: [UInt8](repeating: 0, count: bounds.width * bounds.height * 4),
                opacity: 255, stackDepth: stack.count, affine: deviceMap ?? .identity))
        clip = Clip(bounds: bounds, mask: nil)
    }

    /// The largest side and area of a transformed group's buffer (2²⁵ pixels: 128 MB).
    static let maxTransformedSide = Bitmap.maxDimension
    static let maxTransformedPixels = 1 << 25

    /// Composites the group started by `beginTransformedLayer(_:extent:)` and restores the state.
    public func endTransformedLayer() {
        endTransparencyLayer()
    }

    /// The integer pixels that cover `r` (rounded outwards), grown by `margin`.
    static func pixelsCovering(_ r: Rect, margin: Int = 0) -> PixelRect {
        let cap = 1e9
        let x0 = Int(max(-cap, min(cap, r.minX.rounded(.down)))) - margin
        let y0 = Int(max(-cap, min(cap, r.minY.rounded(.down)))) - margin
        let x1 = Int(max(-cap, min(cap, r.maxX.rounded(.up)))) + margin
        let y1 = Int(max(-cap, min(cap, r.maxY.rounded(.up)))) + margin
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Resamples a transformed group through `map` (device → device) onto the current target:
    /// each destination pixel centre is mapped back into the group, the four nearest group
    /// pixels are mixed with 8-bit bilinear weights (premultiplied, so edges fade cleanly),
    /// then multiplied by the clip and drawn source-over.
    func compositeTransformedLayer(_ layer: Layer, _ map: AffineMap) {
        let lb = layer.bounds
        guard !lb.isEmpty, let back = map.inverted() else { return }
        let image = Canvas.pixelsCovering(
            map.apply(Rect(x: Double(lb.x), y: Double(lb.y), width: Double(lb.width), height: Double(lb.height))))
        let area = image.intersection(paintableBounds)
        guard !area.isEmpty else { return }
        let clipMask = clip.mask, cb = clip.bounds
        let w = lb.width, h = lb.height
        layer.pixels.withUnsafeBufferPointer { src in
            withTarget { dst, tb in
                for y in area.y..<area.maxY {
                    let py = Double(y) + 0.5
                    for x in area.x..<area.maxX {
                        let px = Double(x) + 0.5
                        // The destination pixel centre in the group's pixel grid (centres at i + 0.5).
                        let sx = back.a * px + back.c * py + back.tx - 0.5 - Double(lb.x)
                        let sy = back.b * px + back.d * py + back.ty - 0.5 - Double(lb.y)
                        guard sx > -1, sy > -1, sx < Double(w), sy < Double(h) else { continue }
                        var x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
                        var wx = UInt32(((sx - Double(x0)) * 256).rounded())
                        var wy = UInt32(((sy - Double(y0)) * 256).rounded())
                        if wx == 256 { x0 += 1; wx = 0 }
                        if wy == 256 { y0 += 1; wy = 0 }
                        let w00 = (256 - wx) * (256 - wy), w10 = wx * (256 - wy)
                        let w01 = (256 - wx) * wy, w11 = wx * wy
                        var acc: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                        func add(_ ix: Int, _ iy: Int, _ weight: UInt32) {
                            guard weight != 0, ix >= 0, iy >= 0, ix < w, iy < h else { return }
                            let o = (iy * w + ix) * 4
                            acc.0 &+= UInt32(src[o]) &* weight
                            acc.1 &+= UInt32(src[o + 1]) &* weight
                            acc.2 &+= UInt32(src[o + 2]) &* weight
                            acc.3 &+= UInt32(src[o + 3]) &* weight
                        }
                        add(x0, y0, w00)
                        add(x0 + 1, y0, w10)
                        add(x0, y0 + 1, w01)
                        add(x0 + 1, y0 + 1, w11)
                        var sa = (acc.3 &+ 32768) >> 16
                        guard sa != 0 else { continue }
                        var sr = (acc.0 &+ 32768) >> 16, sg = (acc.1 &+ 32768) >> 16, sb = (acc.2 &+ 32768) >> 16
                        if let clipMask {
                            let m = UInt32(clipMask[(y - cb.y) * cb.width + (x - cb.x)])
                            guard m != 0 else { continue }
                            if m != 255 {
                                sr = div255(sr &* m); sg = div255(sg &* m); sb = div255(sb &* m); sa = div255(sa &* m)
                            }
                        }
                        let d = ((y - tb.y) * tb.width + (x - tb.x)) * 4
                        let inv = 255 &- sa
                        dst[d] = UInt8(truncatingIfNeeded: sr &+ div255(UInt32(dst[d]) &* inv))
                        dst[d + 1] = UInt8(truncatingIfNeeded: sg &+ div255(UInt32(dst[d + 1]) &* inv))
                        dst[d + 2] = UInt8(truncatingIfNeeded: sb &+ div255(UInt32(dst[d + 2]) &* inv))
                        dst[d + 3] = UInt8(truncatingIfNeeded: sa &+ div255(UInt32(dst[d + 3]) &* inv))
                    }
                }
            }
        }
    }
}
