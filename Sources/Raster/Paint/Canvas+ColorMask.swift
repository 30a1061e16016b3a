extension Canvas {
    /// Paints a colour mask (a colour emoji glyph from `Typesetting`) source-over.
    ///
    /// Placed like a coverage mask (`draw(_:color:at:)`): the mask's origin is in device pixels
    /// relative to `point` mapped through the current transform, rounded to the nearest pixel.
    /// Each pixel is multiplied by `opacity` and by the clip, in integers (the same bytes on every
    /// machine).
    ///
    /// - Parameters:
    ///   - mask: Premultiplied RGBA8 pixels in device pixels.
    ///   - opacity: 0 ... 255 (a disabled label draws at 127).
    ///   - point: The user-space position the mask's origin is relative to (default: the origin).
    public func draw(_ mask: ColorMask, opacity: UInt8 = 255, at point: Point = .zero) {
        guard point.isFinite, transform.isFinite else {
            return note("draw(colorMask, at: \(point)): non-finite position (ignored)")
        }
        guard mask.width > 0, mask.height > 0, opacity > 0 else { return }
        let d = transform.apply(point)
        let ox = Int((fixed(d.x) + 128) >> 8) + mask.originX
        let oy = Int((fixed(d.y) + 128) >> 8) + mask.originY
        let area = PixelRect(x: ox, y: oy, width: mask.width, height: mask.height).intersection(paintableBounds)
        guard !area.isEmpty else { return }
        let clipMask = clip.mask, cb = clip.bounds
        let o = UInt32(opacity)
        mask.pixels.withUnsafeBufferPointer { src in
            withTarget { dst, tb in
                for y in area.y..<area.maxY {
                    var s = ((y - oy) * mask.width + (area.x - ox)) * 4
                    var d = ((y - tb.y) * tb.width + (area.x - tb.x)) * 4
                    for x in area.x..<area.maxX {
                        var k = o
                        if let clipMask {
                            k = div255(k &* UInt32(clipMask[(y - cb.y) * cb.width + (x - cb.x)]))
                        }
                        let sa0 = UInt32(src[s + 3])
                        if sa0 != 0, k != 0 {
                            blend(dst.baseAddress! + d, PremultipliedColor(bytes: src.baseAddress! + s), k)
                        }
                        s += 4
                        d += 4
                    }
                }
            }
        }
    }
}
