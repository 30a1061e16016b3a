extension Canvas {
    /// Blurs what is already painted under a (rounded) rectangle and changes its saturation: the
    /// backdrop part of a blur material (`UIVisualEffectView`). Paint the material's tint over it
    /// afterwards with an ordinary fill.
    ///
    /// The blur is `BoxBlur` (three box passes per axis for the standard deviation
    /// `radius × scale` device pixels), reading the painted pixels around the rectangle as far
    /// as the blur reaches (the bitmap's edge pixels repeat beyond it). The saturation uses the
    /// matrix of Apple's `UIImage+ImageEffects` sample (Rec. 709 luminance weights 0.2126,
    /// 0.7152, 0.0722; `saturation` 1 leaves colours alone), in 12-bit fixed point. The result
    /// replaces the pixels inside the shape, anti-aliased at its edges and through the clip.
    ///
    /// ```swift
    /// canvas.blurBackdrop(bar, radius: 30, saturation: 1.8)
    /// canvas.fill(bar, color: Color(white: 255, alpha: 77))   // the material's tint
    /// ```
    ///
    /// - Parameters:
    ///   - rect: The area, in user space.
    ///   - cornerRadii: Its corner radii.
    ///   - radius: The blur's standard deviation in user units (NaN or negative: no blur).
    ///   - saturation: The saturation factor (1: unchanged; NaN or negative: 1).
    public func blurBackdrop(_ rect: Rect, cornerRadii: CornerRadii = .zero, radius: Double, saturation: Double = 1) {
        guard rect.isFinite, cornerRadii.isFinite, transform.isFinite else {
            return note("blurBackdrop(\(rect)): non-finite geometry (ignored)")
        }
        var sigma = radius * max(abs(transform.scaleX), abs(transform.scaleY))
        if !(sigma >= 0) { note("blurBackdrop: blur radius \(radius) (treated as 0)"); sigma = 0 }
        if sigma > GaussianKernel.maxSigma {
            note("blurBackdrop: blur radius \(radius) is \(sigma) px; clamped to \(GaussianKernel.maxSigma) px")
        }
        var sat = saturation
        if !(sat >= 0) || !sat.isFinite { note("blurBackdrop: saturation \(saturation) (treated as 1)"); sat = 1 }
        var p = Path()
        p.addRoundedRect(rect, cornerRadii: cornerRadii)
        guard let cov = Rasterizer.polygons(p.flattened(transform).map(\.points), rule: .nonZero, clip: paintableBounds)
        else { return }
        let reach = BoxBlur.reach(sigma: sigma)
        let region = PixelRect(
            x: cov.bounds.x - reach, y: cov.bounds.y - reach,
            width: cov.bounds.width + 2 * reach, height: cov.bounds.height + 2 * reach
        ).intersection(targetBounds)
        guard !region.isEmpty else { return }
        var buf = [UInt8](repeating: 0, count: region.width * region.height * 4)
        withTarget { px, tb in
            for y in region.y..<region.maxY {
                let src = px.baseAddress! + ((y - tb.y) * tb.width + (region.x - tb.x)) * 4
                buf.withUnsafeMutableBufferPointer {
                    $0.baseAddress!.advanced(by: (y - region.y) * region.width * 4).update(
                        from: src, count: region.width * 4)
                }
            }
        }
        BoxBlur.blur(&buf, width: region.width, height: region.height, channels: 4, sigma: sigma)
        if sat != 1 { saturate(&buf, factor: sat) }
        let clipMask = clip.mask, cb = clip.bounds
        var row = [UInt8](repeating: 0, count: cov.bounds.width)
        withTarget { px, tb in
            row.withUnsafeMutableBufferPointer { rb in
                for y in cov.bounds.y..<cov.bounds.maxY {
                    cov.fillRow(y, into: rb)
                    for x in cov.bounds.x..<cov.bounds.maxX {
                        var c = UInt32(rb[x - cov.bounds.x])
                        if let m = clipMask { c = div255(c &* UInt32(m[(y - cb.y) * cb.width + x - cb.x])) }
                        if c == 0 { continue }
                        let d = ((y - tb.y) * tb.width + (x - tb.x)) * 4
                        let s = ((y - region.y) * region.width + (x - region.x)) * 4
                        for k in 0..<4 {
                            let blurred = UInt32(buf[s + k]), old = UInt32(px[d + k])
                            px[d + k] =
                                c == 255
                                ? UInt8(truncatingIfNeeded: blurred)
                                : UInt8(truncatingIfNeeded: div255(blurred &* c &+ old &* (255 &- c)))
                        }
                    }
                }
            }
        }
    }

    /// Multiplies the saturation of premultiplied pixels by `factor` (Apple's saturation matrix,
    /// coefficients × 4096), each result clamped to 0 ... alpha.
    func saturate(_ buf: inout [UInt8], factor s: Double) {
        let lum = [0.2126, 0.7152, 0.0722]  // R, G, B
        var m = [Int32](repeating: 0, count: 9)  // m[in * 3 + out]
        for i in 0..<3 {
            for o in 0..<3 {
                let v = lum[i] * (1 - s) + (i == o ? s : 0)
                m[i * 3 + o] = Int32((v * 4096).rounded())
            }
        }
        var i = 0
        while i < buf.count {
            let a = Int32(buf[i + 3])
            if a != 0 {
                let r = Int32(buf[i]), g = Int32(buf[i + 1]), b = Int32(buf[i + 2])
                for o in 0..<3 {
                    let v = (r * m[o] + g * m[3 + o] + b * m[6 + o] + 2048) >> 12
                    buf[i + o] = UInt8(truncatingIfNeeded: min(max(v, 0), a))
                }
            }
            i += 4
        }
    }
}

extension Canvas {
    /// Intersects the clip with the alpha of what `draw` paints (Core Animation's layer `mask`):
    /// `draw` gets a fresh transparent canvas with the same transform over the paintable area.
    public func clip(toAlphaOf draw: (Canvas) -> Void) {
        let area = paintableBounds
        guard !area.isEmpty, let bmp = try? Bitmap(width: area.width, height: area.height, scale: bitmap.scale) else {
            return intersectClip(nil)
        }
        let c = Canvas(bitmap: bmp)
        c.transform = Transform(
            scaleX: transform.scaleX, scaleY: transform.scaleY,
            translateX: transform.translateX - Double(area.x), translateY: transform.translateY - Double(area.y))
        draw(c)
        for d in c.diagnostics { note("mask: \(d)") }
        var alpha = [UInt8](repeating: 0, count: area.width * area.height)
        for i in 0..<alpha.count { alpha[i] = c.bitmap.pixels[i * 4 + 3] }
        intersectClip(Coverage(bounds: area, storage: .mask(alpha)))
    }
}
