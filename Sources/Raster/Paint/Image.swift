/// How an image is sampled when drawn at another size.
public enum Interpolation: Sendable, Hashable {
    /// The source pixel whose area contains the sample point (hard pixel edges).
    case nearest
    /// Bilinear interpolation of the four nearest source pixels, in 8-bit fixed point.
    case bilinear
}

extension Canvas {
    /// Draws a bitmap scaled into `rect` (its edges anti-aliased like a filled rectangle).
    ///
    /// Each destination pixel centre is mapped back into the source; `.bilinear` weights are
    /// quantized to 1/256 and the blend is done in integers on premultiplied pixels (edges clamp),
    /// so results are identical on every machine.
    ///
    /// ```swift
    /// canvas.draw(icon, in: Rect(x: 8, y: 8, width: 24, height: 24), interpolation: .bilinear)
    /// ```
    public func draw(_ image: Bitmap, in rect: Rect, interpolation: Interpolation = .bilinear) {
        guard rect.isFinite, transform.isFinite else {
            return note("draw(image, in: \(rect)): non-finite geometry (ignored)")
        }
        let dr = transform.apply(rect)
        guard dr.width > 0, dr.height > 0,
            let cov = Rasterizer.rect(dr, clip: paintableBounds)
        else { return }
        let area = cov.bounds
        let sw = image.width, sh = image.height
        let kx = Double(sw) / dr.width, ky = Double(sh) / dr.height
        // fixed-point source coordinates of each destination column/row centre (× 256)
        func fixedSource(_ d: Int, _ origin: Double, _ k: Double) -> Int {
            let u = (Double(d) + 0.5 - origin) * k - 0.5
            return u.isNaN ? 0 : Int((min(max(u, -1e6), 1e6) * 256).rounded(.down))
        }
        let us = (area.x..<area.maxX).map { fixedSource($0, dr.x, kx) }
        let vs = (area.y..<area.maxY).map { fixedSource($0, dr.y, ky) }
        var row = [UInt8](repeating: 0, count: area.width)
        let clipMask = clip.mask, cb = clip.bounds
        let target = paintableBounds.intersection(area)
        guard !target.isEmpty else { return }
        image.pixels.withUnsafeBufferPointer { src in
            @inline(__always) func px(_ x: Int, _ y: Int) -> Int {
                (min(max(y, 0), sh - 1) * sw + min(max(x, 0), sw - 1)) * 4
            }
            withTarget { dst, tb in
                row.withUnsafeMutableBufferPointer { rb in
                    for y in target.y..<target.maxY {
                        cov.fillRow(y, into: rb)
                        let v = vs[y - area.y]
                        for x in target.x..<target.maxX {
                            var c = UInt32(rb[x - area.x])
                            if let m = clipMask {
                                c = div255(c &* UInt32(m[(y - cb.y) * cb.width + x - cb.x]))
                            }
                            if c == 0 { continue }
                            let u = us[x - area.x]
                            var s = (UInt32(0), UInt32(0), UInt32(0), UInt32(0))
                            switch interpolation {
                            case .nearest:
                                let i = px((u + 128) >> 8, (v + 128) >> 8)
                                s = (UInt32(src[i]), UInt32(src[i + 1]), UInt32(src[i + 2]), UInt32(src[i + 3]))
                            case .bilinear:
                                let x0 = u >> 8, y0 = v >> 8
                                let wx = UInt32(u & 255), wy = UInt32(v & 255)
                                let i00 = px(x0, y0), i10 = px(x0 + 1, y0), i01 = px(x0, y0 + 1),
                                    i11 = px(x0 + 1, y0 + 1)
                                @inline(__always) func lerp(_ k: Int) -> UInt32 {
                                    let top = UInt32(src[i00 + k]) * (256 - wx) + UInt32(src[i10 + k]) * wx
                                    let bottom = UInt32(src[i01 + k]) * (256 - wx) + UInt32(src[i11 + k]) * wx
                                    return (top * (256 - wy) + bottom * wy + 32768) >> 16
                                }
                                s = (lerp(0), lerp(1), lerp(2), lerp(3))
                            }
                            if c != 255 {
                                s = (div255(s.0 * c), div255(s.1 * c), div255(s.2 * c), div255(s.3 * c))
                            }
                            if s.3 == 0 { continue }
                            let o = ((y - tb.y) * tb.width + (x - tb.x)) * 4
                            let inv = 255 - s.3
                            dst[o] = UInt8(truncatingIfNeeded: s.0 + div255(UInt32(dst[o]) * inv))
                            dst[o + 1] = UInt8(truncatingIfNeeded: s.1 + div255(UInt32(dst[o + 1]) * inv))
                            dst[o + 2] = UInt8(truncatingIfNeeded: s.2 + div255(UInt32(dst[o + 2]) * inv))
                            dst[o + 3] = UInt8(truncatingIfNeeded: s.3 + div255(UInt32(dst[o + 3]) * inv))
                        }
                    }
                }
            }
        }
    }
}
