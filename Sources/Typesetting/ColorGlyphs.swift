internal import CFreeType

extension FreeTypeEngine {
    /// Renders a colour bitmap glyph (Noto Color Emoji's CBDT PNGs) at `pixelSize26` (26.6 px per
    /// em): FreeType decodes the font's one strike (136 × 128 px at 109 ppem) as premultiplied
    /// BGRA, then ``scaleColorBitmap(_:width:height:to:_:)`` resamples it with integer box
    /// filtering, so every machine gets the same bytes. `nil` when FreeType fails.
    func renderColor(_ loaded: LoadedFace, glyph: UInt32, pixelSize26: Int64) -> GlyphBitmap? {
        guard let face = ftFace(loaded), face.pointee.num_fixed_sizes > 0 else { return nil }
        if currentSize[loaded.face] != -1 {
            guard FT_Select_Size(face, 0) == 0 else { return nil }
            currentSize[loaded.face] = -1
        }
        FT_Set_Transform(face, nil, nil)
        guard FT_Load_Glyph(face, glyph, plumb_ft_load_flags_color()) == 0,
              let slot = face.pointee.glyph, let size = face.pointee.size else { return nil }
        let bitmap = slot.pointee.bitmap
        let strikePPEM = Int64(size.pointee.metrics.y_ppem)
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), strikePPEM > 0,
              width > 0, height > 0, let buffer = bitmap.buffer else { return nil }
        // BGRA rows (pitch may be negative) to RGBA, top row first.
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let pitch = Int(bitmap.pitch)
        for row in 0..<height {
            let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * (-pitch)
            for x in 0..<width {
                let s = x * 4, d = (row * width + x) * 4
                rgba[d] = source[s + 2]
                rgba[d + 1] = source[s + 1]
                rgba[d + 2] = source[s]
                rgba[d + 3] = source[s + 3]
            }
        }
        // Target size: the strike scaled by pixelSize / strikePPEM, rounded half up.
        let den = strikePPEM * 64
        func scaled(_ v: Int) -> Int { Int((Int64(v) * pixelSize26 * 2 + den) / (den * 2)) }
        let targetWidth = max(1, scaled(width)), targetHeight = max(1, scaled(height))
        let left = Int(slot.pointee.bitmap_left), top = Int(slot.pointee.bitmap_top)
        func scaledSigned(_ v: Int) -> Int { v >= 0 ? scaled(v) : -scaled(-v) }
        let pixels = scaleColorBitmap(rgba, width: width, height: height,
                                      to: targetWidth, targetHeight)
        return GlyphBitmap(width: targetWidth, height: targetHeight, left: scaledSigned(left),
                           top: scaledSigned(top), coverage: [], color: pixels)
    }
}

/// Resamples premultiplied RGBA8 pixels from `width` × `height` to `newWidth` × `newHeight` with
/// a box filter in integers: each target pixel is the area-weighted mean of the source pixels it
/// covers (overlaps measured exactly, in units of 1/(width × newWidth) of the row), rounded half
/// up. Separable: rows first, then columns. The same input gives the same bytes everywhere.
func scaleColorBitmap(_ pixels: [UInt8], width: Int, height: Int,
                      to newWidth: Int, _ newHeight: Int) -> [UInt8] {
    if width == newWidth && height == newHeight { return pixels }
    /// For each target index: the source indices it overlaps and the overlap lengths (in units
    /// where a source pixel is `target` long and a target pixel `source` long).
    func weights(source: Int, target: Int) -> [[(index: Int, weight: Int)]] {
        (0..<target).map { i in
            let lo = i * source, hi = (i + 1) * source
            var list: [(Int, Int)] = []
            var j = lo / target
            while j < source, j * target < hi {
                let overlap = min(hi, (j + 1) * target) - max(lo, j * target)
                if overlap > 0 { list.append((j, overlap)) }
                j += 1
            }
            return list
        }
    }
    let wx = weights(source: width, target: newWidth)
    let wy = weights(source: height, target: newHeight)
    // Horizontal pass: sums scaled by `width` (each target pixel's weights add up to `width`).
    var rows = [UInt64](repeating: 0, count: newWidth * height * 4)
    for y in 0..<height {
        for (x, list) in wx.enumerated() {
            var acc: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            for (j, w) in list {
                let s = (y * width + j) * 4, k = UInt64(w)
                acc.0 += UInt64(pixels[s]) * k
                acc.1 += UInt64(pixels[s + 1]) * k
                acc.2 += UInt64(pixels[s + 2]) * k
                acc.3 += UInt64(pixels[s + 3]) * k
            }
            let d = (y * newWidth + x) * 4
            rows[d] = acc.0; rows[d + 1] = acc.1; rows[d + 2] = acc.2; rows[d + 3] = acc.3
        }
    }
    // Vertical pass, then divide by width × height with rounding half up.
    let total = UInt64(width * height)
    var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    for (y, list) in wy.enumerated() {
        for x in 0..<newWidth {
            for c in 0..<4 {
                var acc: UInt64 = 0
                for (j, w) in list { acc += rows[(j * newWidth + x) * 4 + c] * UInt64(w) }
                out[(y * newWidth + x) * 4 + c] = UInt8(min(255, (acc + total / 2) / total))
            }
        }
    }
    return out
}
