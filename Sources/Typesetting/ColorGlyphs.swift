import Raster

extension FreeTypeEngine {
    /// Renders a colour bitmap glyph (Noto Color Emoji's CBDT PNGs) at `pixelSize26` (26.6 px per
    /// em): Plumb reads the glyph's PNG and metrics from the font's CBLC/CBDT tables itself
    /// (``ColorBitmapTable``), decodes it with Raster's libpng codec and premultiplies it as
    /// FreeType would, then ``scaleColorBitmap(_:width:height:to:_:)`` resamples the strike
    /// (136 × 128 px at 109 ppem) with integer box filtering. FreeType is not involved, so the
    /// pixels do not depend on its version or on whether it was built with PNG support.
    /// `nil` when the font has no image for the glyph.
    func renderColor(_ loaded: LoadedFace, glyph: UInt32, pixelSize26: Int64) -> GlyphBitmap? {
        guard let table = loaded.colorTable, table.ppem > 0, let image = table.glyphImage(Int(glyph)),
            let decoded = try? PNGDecoder().decode(Array(image.png), path: "\(loaded.face.fileName) glyph \(glyph)"),
            decoded.image.width > 0, decoded.image.height > 0
        else { return nil }
        let width = decoded.image.width, height = decoded.image.height
        let rgba = premultipliedAsFreeTypeDoes(decoded.image)
        // Target size: the strike scaled by pixelSize / strikePPEM, rounded half up.
        let den = Int64(table.ppem) * 64
        func scaled(_ v: Int) -> Int { Int((Int64(v) * pixelSize26 * 2 + den) / (den * 2)) }
        let targetWidth = max(1, scaled(width)), targetHeight = max(1, scaled(height))
        func scaledSigned(_ v: Int) -> Int { v >= 0 ? scaled(v) : -scaled(-v) }
        let pixels = scaleColorBitmap(
            rgba, width: width, height: height,
            to: targetWidth, targetHeight)
        return GlyphBitmap(
            width: targetWidth, height: targetHeight, left: scaledSigned(image.bearingX),
            top: scaledSigned(image.bearingY), coverage: [], color: pixels)
    }
}

/// Resamples premultiplied RGBA8 pixels from `width` × `height` to `newWidth` × `newHeight` with
/// a box filter in integers: each target pixel is the area-weighted mean of the source pixels it
/// covers (overlaps measured exactly, in units of 1/(width × newWidth) of the row), rounded half
/// up. Separable: rows first, then columns. The same input gives the same bytes everywhere.
func scaleColorBitmap(
    _ pixels: [UInt8], width: Int, height: Int,
    to newWidth: Int, _ newHeight: Int
) -> [UInt8] {
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
