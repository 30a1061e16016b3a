/// Vertical metrics of a font in points, as `UIFont` reports them.
///
/// `descender` is negative; `lineHeight = ascender - descender + leading`. The values come from
/// the face's `hhea` table, or `OS/2` typo metrics when the font sets `USE_TYPO_METRICS`, scaled
/// exactly (no rounding) by `size / unitsPerEm`.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline to the top of the line, in points.
    public var ascender: Double
    /// Distance from the baseline to the bottom of the line, in points (negative).
    public var descender: Double
    /// Extra space between lines (`hhea.lineGap`), in points.
    public var leading: Double
    /// Height of capital letters (`OS/2.sCapHeight`), in points.
    public var capHeight: Double
    /// Height of lowercase x (`OS/2.sxHeight`), in points.
    public var xHeight: Double
    /// The face's design units per em.
    public var unitsPerEm: Int

    /// `ascender - descender + leading`, like `UIFont.lineHeight`.
    public var lineHeight: Double { ascender - descender + leading }
}

extension Font {
    /// The font's metrics (see ``FontMetrics``).
    ///
    /// - Throws: ``TypesettingError/fontSizeOutOfRange(_:)`` or a font-file error.
    public func metrics() throws(TypesettingError) -> FontMetrics {
        let font = try validated()
        let loaded = try FontRegistry.face(font.face)
        return loaded.metrics(size: font.size)
    }
}

extension LoadedFace {
    func metrics(size: Double) -> FontMetrics {
        let upem = Double(unitsPerEm)
        func points(_ units: Int32) -> Double { Double(units) * size / upem }
        return FontMetrics(
            ascender: points(ascender), descender: points(descender), leading: points(lineGap),
            capHeight: points(capHeight), xHeight: points(xHeight), unitsPerEm: Int(unitsPerEm))
    }
}
