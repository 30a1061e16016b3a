public import Foundation
public import Raster

extension Typesetter {
    /// The largest glyph size rendered, in device pixels per em.
    public static let maximumPixelSize: Double = 2048

    /// The largest distance from zero, in points, of an origin glyphs are rendered at: far
    /// beyond any bitmap (at scale 4 and 1/64 px it is 2.56e14, well inside `Int64`).
    public static let maximumOrigin: Double = 1e12

    /// Renders a layout's outline glyphs as coverage masks in device pixels, for `Raster` to
    /// composite in a colour. Colour (emoji) glyphs are left out: ``glyphImages(for:at:scale:)``
    /// returns both kinds.
    ///
    /// Glyphs are rendered unhinted in grayscale by FreeType at `font.size × scale` pixels per
    /// em. Baselines snap to whole device pixels; x positions keep quarter-pixel precision
    /// (the 1/64-px position is rounded to the nearest quarter and the glyph rendered with that
    /// offset), so the same text always gives the same bytes. Bitmaps come from
    /// ``GlyphCache/shared``. Glyphs with no ink (spaces) give no mask.
    ///
    /// - Parameters:
    ///   - layout: A layout from ``layout(_:font:width:numberOfLines:lineBreakMode:alignment:direction:language:)``.
    ///   - origin: Where the layout's top-left goes, in points.
    ///   - scale: Device pixels per point, 1...4.
    /// - Returns: One mask per inked glyph, in visual order line by line.
    /// - Throws: ``TypesettingError/invalidScale(_:)``, ``TypesettingError/glyphTooLarge(pixelSize:)``,
    ///   ``TypesettingError/originOutOfRange(x:y:)``.
    public static func glyphMasks(
        for layout: TextLayout, at origin: CGPoint = .zero,
        scale: Int = 1
    ) throws(TypesettingError) -> [CoverageMask] {
        try glyphMasks(for: layout, at: origin, scale: scale, cache: .shared)
    }

    /// Renders a layout's glyphs in device pixels: coverage masks for outline glyphs (drawn in
    /// the text colour) and colour images for emoji.
    ///
    /// Outline glyphs as in ``glyphMasks(for:at:scale:)``. Colour glyphs (Noto Color Emoji's
    /// bitmaps) are scaled from the font's 109-ppem strike to `font.size × scale` pixels per em by
    /// an integer box filter and placed on the nearest whole pixel.
    ///
    /// ```swift
    /// let layout = try Typesetter.layout("Hi 😀", font: .system(size: 17))
    /// for image in try Typesetter.glyphImages(for: layout, scale: 2) {
    ///     switch image {
    ///     case .coverage(let mask): canvas.draw(mask, color: .black)
    ///     case .color(let emoji): canvas.draw(emoji)
    ///     }
    /// }
    /// ```
    ///
    /// - Throws: ``TypesettingError/invalidScale(_:)``, ``TypesettingError/glyphTooLarge(pixelSize:)``,
    ///   ``TypesettingError/originOutOfRange(x:y:)``.
    public static func glyphImages(
        for layout: TextLayout, at origin: CGPoint = .zero,
        scale: Int = 1
    ) throws(TypesettingError) -> [GlyphImage] {
        try glyphImages(for: layout, at: origin, scale: scale, cache: .shared)
    }

    /// Renders a styled layout's glyphs like ``glyphImages(for:at:scale:)``, each with the index
    /// of its run's ``TextStyle``, so the caller draws each in its run's colour.
    ///
    /// - Throws: ``TypesettingError/invalidScale(_:)``, ``TypesettingError/glyphTooLarge(pixelSize:)``,
    ///   ``TypesettingError/originOutOfRange(x:y:)``.
    public static func styledGlyphImages(
        for layout: TextLayout, at origin: CGPoint = .zero,
        scale: Int = 1
    ) throws(TypesettingError) -> [StyledGlyphImage] {
        var images: [StyledGlyphImage] = []
        try forEachGlyph(of: layout, at: origin, scale: scale, cache: .shared) { bitmap, x, y, style in
            if let color = bitmap.color {
                images.append(
                    StyledGlyphImage(
                        style: style,
                        image: .color(
                            ColorMask(
                                width: bitmap.width, height: bitmap.height, originX: x, originY: y, pixels: color))))
            } else {
                images.append(
                    StyledGlyphImage(
                        style: style,
                        image: .coverage(
                            CoverageMask(
                                width: bitmap.width, height: bitmap.height, originX: x, originY: y,
                                coverage: bitmap.coverage))))
            }
        }
        return images
    }

    /// ``glyphMasks(for:at:scale:)`` with a given cache (tests use a fresh FreeType library).
    static func glyphMasks(
        for layout: TextLayout, at origin: CGPoint, scale: Int,
        cache: GlyphCache
    ) throws(TypesettingError) -> [CoverageMask] {
        var masks: [CoverageMask] = []
        try forEachGlyph(of: layout, at: origin, scale: scale, cache: cache) { bitmap, x, y, _ in
            guard bitmap.color == nil else { return }
            masks.append(
                CoverageMask(
                    width: bitmap.width, height: bitmap.height,
                    originX: x, originY: y, coverage: bitmap.coverage))
        }
        return masks
    }

    /// ``glyphImages(for:at:scale:)`` with a given cache.
    static func glyphImages(
        for layout: TextLayout, at origin: CGPoint, scale: Int,
        cache: GlyphCache
    ) throws(TypesettingError) -> [GlyphImage] {
        var images: [GlyphImage] = []
        try forEachGlyph(of: layout, at: origin, scale: scale, cache: cache) { bitmap, x, y, _ in
            if let color = bitmap.color {
                images.append(
                    .color(
                        ColorMask(
                            width: bitmap.width, height: bitmap.height,
                            originX: x, originY: y, pixels: color)))
            } else {
                images.append(
                    .coverage(
                        CoverageMask(
                            width: bitmap.width, height: bitmap.height,
                            originX: x, originY: y, coverage: bitmap.coverage)))
            }
        }
        return images
    }

    /// Calls `body` with each inked glyph's bitmap, its top-left corner in device pixels and
    /// its run's style index.
    static func forEachGlyph(
        of layout: TextLayout, at origin: CGPoint, scale: Int, cache: GlyphCache,
        _ body: (GlyphBitmap, Int, Int, Int) -> Void
    ) throws(TypesettingError) {
        guard (1...4).contains(scale) else { throw .invalidScale(scale) }
        let (ox, oy) = (Double(origin.x), Double(origin.y))
        guard abs(ox) <= maximumOrigin, abs(oy) <= maximumOrigin else { throw .originOutOfRange(x: ox, y: oy) }
        let s = Int64(scale)
        let originX26 = Int64((Double(origin.x) * 64 * Double(scale)).rounded())
        for line in layout.lines {
            let baselinePx = Int(((Double(origin.y) + line.baseline) * Double(scale)).rounded())
            let lineX26 = originX26 + line.originX26 * s
            for run in line.runs where !run.glyphs.isEmpty {
                // Each run at its own size (styled text mixes sizes).
                let pixelSize = run.fontSize * Double(scale)
                guard pixelSize <= maximumPixelSize else { throw .glyphTooLarge(pixelSize: pixelSize) }
                let pixelSize26 = Int64((run.fontSize * 64).rounded()) * s
                let loaded = try FontRegistry.face(run.face)
                for i in run.glyphs.indices {
                    let x26 = lineX26 + Int64(run.xPositions[i]) * s
                    var px = x26 >> 6
                    var quarter = ((x26 & 63) + 8) >> 4
                    if quarter == 4 { px += 1; quarter = 0 }
                    if loaded.isColorBitmap {
                        // Colour bitmaps are not re-rendered per subpixel: nearest whole pixel.
                        px = (x26 + 32) >> 6
                        quarter = 0
                    }
                    let key = GlyphKey(
                        face: run.face, pixelSize26: pixelSize26, glyph: run.glyphs[i],
                        subpixel: UInt8(quarter), oblique: run.isOblique && !loaded.isColorBitmap)
                    guard let bitmap = cache.bitmap(loaded, key: key),
                        bitmap.width > 0, bitmap.height > 0
                    else { continue }
                    let dy = Int((Int64(run.yOffsets[i]) * s + 32) >> 6)  // whole pixels, half up
                    body(bitmap, Int(px) + bitmap.left, baselinePx - dy - bitmap.top, run.style)
                }
            }
        }
    }

    /// The versions of the C libraries in use, for test logs ("HarfBuzz 6.0.0, FreeType 2.12.1").
    public static var libraryVersions: String {
        "HarfBuzz \(Shaper.harfBuzzVersion), FreeType \(GlyphCache.shared.freeTypeVersion), ICU \(LineBreaker.icuVersion)"
    }
}

/// One rendered glyph in device pixels: a coverage mask (drawn in the text colour) or, for a
/// colour emoji, a premultiplied RGBA image (drawn as it is, faded by the text's opacity).
public enum GlyphImage: Sendable, Equatable {
    /// An outline glyph's 8-bit coverage.
    case coverage(CoverageMask)
    /// A colour glyph's pixels.
    case color(ColorMask)
}

/// A rendered glyph and the style of the run it belongs to (see
/// ``Typesetter/styledGlyphImages(for:at:scale:)``).
public struct StyledGlyphImage: Sendable, Equatable {
    /// The index of the run's ``TextStyle`` in the laid-out ``StyledText``.
    public var style: Int
    /// The glyph's pixels.
    public var image: GlyphImage
}
