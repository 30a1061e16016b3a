/// Vertical metrics of a font in points, as `UIFont` reports them.
///
/// `descender` is negative; `lineHeight = ascender - descender + leading`. For the system font
/// (the faces of ``FontFamily/inter``, the stand-in for San Francisco) the values are UIKit's own system-font
/// metrics, so line heights and baselines match iOS even though Inter's glyphs differ: 17 pt gives
/// ascender 16.1865234375, descender −4.1005859375, lineHeight 20.287109375. For the other
/// families, registered faces included, they come from the face's `hhea` table, or `OS/2` typo
/// metrics when the font sets `USE_TYPO_METRICS` (HarfBuzz's rule; Core Text is said to read
/// `hhea` only, an **estimate** that matters only for a face that sets the flag with typo values
/// unlike its `hhea` ones; no bundled face does). Either way they are scaled exactly (no rounding) by `size / unitsPerEm`.
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
    /// The units per em the metrics are defined in (2048 for the system font, San Francisco's).
    public var unitsPerEm: Int

    /// `ascender - descender + leading`, like `UIFont.lineHeight`.
    public var lineHeight: Double { ascender - descender + leading }
}

extension Font {
    /// The font's metrics (see ``FontMetrics``).
    ///
    /// - Throws: ``TypesettingError/fontSizeOutOfRange(_:)`` or a font-file error.
    public func metrics() throws(TypesettingError) -> FontMetrics {
        let font = try validated().resolved(with: .current)
        if let weight = font.systemWeight { return SystemFontMetrics.metrics(size: font.size, weight: weight) }
        let loaded = try FontRegistry.face(font.face)
        return loaded.metrics(size: font.size)
    }

    /// The line metrics of a layout in this font, whose first face is `primary`.
    func lineMetrics(primary: LoadedFace) -> FontMetrics {
        if let weight = systemWeight { return SystemFontMetrics.metrics(size: size, weight: weight) }
        return primary.metrics(size: size)
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

/// Where a font draws underlines and strikethroughs, in points: the top of each stroke above
/// the baseline (negative: below) and its thickness.
///
/// From the face that draws the font's Latin text (Inter for the system font): its `post`
/// table's underline position and thickness and its `OS/2` table's strikeout position and size,
/// scaled by `size / unitsPerEm`. San Francisco's own values are not reproduced (not published).
public struct DecorationMetrics: Hashable, Sendable {
    /// The top of the underline above the baseline (negative: below).
    public var underlinePosition: Double
    /// The underline's thickness.
    public var underlineThickness: Double
    /// The top of the strikethrough above the baseline.
    public var strikeoutPosition: Double
    /// The strikethrough's thickness.
    public var strikeoutThickness: Double
}

extension Font {
    /// The font's underline and strikethrough placement (see ``DecorationMetrics``).
    ///
    /// - Throws: ``TypesettingError/fontSizeOutOfRange(_:)`` or a font-file error.
    public func decorationMetrics() throws(TypesettingError) -> DecorationMetrics {
        let font = try validated().resolved(with: .current)
        let loaded = try FontRegistry.face(font.face)
        let scale = font.size / Double(loaded.unitsPerEm)
        return DecorationMetrics(
            underlinePosition: Double(loaded.underlinePosition) * scale,
            underlineThickness: Double(loaded.underlineThickness) * scale,
            strikeoutPosition: Double(loaded.strikeoutPosition) * scale,
            strikeoutThickness: Double(loaded.strikeoutThickness) * scale)
    }
}
