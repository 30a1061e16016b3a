public import Foundation

/// Horizontal alignment of lines, as `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred (glyphs start at the offset rounded down to 1/64 pt; the line's
    /// rectangle keeps the exact offset).
    case center
    /// Lines end at the right edge.
    case right
    /// Lines fill the width by widening spaces, except the last line of each paragraph, which
    /// is aligned naturally.
    case justified
    /// Left for a left-to-right writing direction, right for right-to-left. The direction is
    /// the caller's `direction`, or, for `.natural`, each paragraph's resolved direction.
    case natural
}

/// A run of glyphs drawn with one face: one bidi level, one script, one font.
///
/// Positions are in 26.6 fixed point (1/64 pt) relative to the line's origin on the baseline;
/// `x` grows to the right, `y` grows upwards (a positive `y` raises the glyph).
public struct GlyphRun: Hashable, Sendable {
    /// The face the glyphs belong to.
    public internal(set) var face: FontFace
    /// The point size.
    public internal(set) var fontSize: Double
    /// The resolved bidi embedding level (odd = right-to-left).
    public internal(set) var bidiLevel: UInt8
    /// Glyph ids in visual order (left to right).
    public internal(set) var glyphs: [UInt32]
    /// Each glyph's pen x position, 26.6 pt from the line origin.
    public internal(set) var xPositions: [Int32]
    /// Each glyph's vertical offset, 26.6 pt (GPOS mark offsets; positive is up).
    public internal(set) var yOffsets: [Int32]
    /// Each glyph's cluster: the UTF-16 offset into ``TextLayout/text``.
    public internal(set) var clusters: [Int]
    /// The UTF-16 range of ``TextLayout/text`` the run draws (empty for an ellipsis).
    public internal(set) var textRange: Range<Int>
    /// Whether this run is a truncation ellipsis.
    public internal(set) var isEllipsis: Bool
    /// The run's advance width in 26.6 pt.
    public internal(set) var width26: Int32
    /// The index of the run's ``TextStyle`` in the ``StyledText`` that was laid out (0 for a
    /// plain string): what the caller draws it with (colour, underline, background).
    public internal(set) var style: Int = 0
    /// The run's pen start, 26.6 pt from the line origin.
    public internal(set) var x26: Int32 = 0
    /// Whether the run is an inline object (``TextStyle/attachment``): it has an advance and no
    /// glyphs; the caller draws the object in the run's box.
    public internal(set) var isAttachment: Bool = false
    /// Whether the glyphs are drawn slanted (``Font/isOblique``).
    public internal(set) var isOblique: Bool = false

    /// Whether the run reads right to left.
    public var isRightToLeft: Bool { bidiLevel & 1 == 1 }
    /// The advance width in points.
    public var width: Double { Double(width26) / 64 }
}

/// One laid-out line.
public struct TextLine: Hashable, Sendable {
    /// Glyph runs in visual order (left to right).
    public internal(set) var runs: [GlyphRun]
    /// The line's rectangle in points, relative to the layout's top-left: `x` includes the
    /// alignment offset, `width` is the advance width, `height` is the font's line height.
    public internal(set) var rect: CGRect
    /// The baseline's distance from the layout's top, in points.
    public internal(set) var baseline: Double
    /// The UTF-16 range of ``TextLayout/text`` on this line (without hanging spaces and hard breaks).
    public internal(set) var textRange: Range<Int>
    /// The paragraph's resolved embedding level (odd = right-to-left).
    public internal(set) var paragraphLevel: UInt8
    /// Whether this line ends with (or starts with) a truncation ellipsis or was cut short.
    public internal(set) var isTruncated: Bool
    /// The line's origin x in 26.6 pt (alignment offset), what glyph positions are relative to.
    public internal(set) var originX26: Int64
    /// The line's advance width in 26.6 pt.
    public internal(set) var width26: Int64
    /// The distance from the baseline up to the top of the line's text (the tallest ascender of
    /// its styles), in points; the line's box may add space above it (paragraph styles).
    public internal(set) var ascent: Double = 0
    /// The distance from the baseline down to the bottom of the line's text, in points (positive).
    public internal(set) var descent: Double = 0
}

/// The result of laying out a string: lines, size and baselines.
///
/// Coordinates are points with the origin at the top-left of the text block; the block is
/// ``size`` big. For a label taller than ``size``, UILabel centres the block vertically.
public struct TextLayout: Hashable, Sendable {
    /// The text that was laid out, after control characters were dropped (tabs become spaces).
    /// Cluster offsets refer to its UTF-16 view.
    public internal(set) var text: String
    /// The font (its metrics give the line height).
    public internal(set) var font: Font
    /// The font's metrics.
    public internal(set) var metrics: FontMetrics
    /// The lines, top to bottom.
    public internal(set) var lines: [TextLine]
    /// Width of the widest line × (number of lines × line height), in points, not rounded: each
    /// run's advances are scaled once (Σ units × size / units per em), so a width just above a
    /// pixel boundary stays above it until ``size(ceiledToScale:)``. Empty text gives (0, 0).
    public internal(set) var size: CGSize
    /// Whether some text is not shown (too many lines, an ellipsis, or clipping).
    public internal(set) var isTruncated: Bool
    /// Things the caller may want to surface (missing glyphs, ignored control characters).
    public internal(set) var warnings: [TypesettingWarning]
    /// The width lines were wrapped and aligned to (`nil` = unlimited).
    public internal(set) var maximumWidth: Double?

    /// The first line's baseline, from the top (0 for empty text).
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline, from the top (0 for empty text).
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
    /// The font's line height (`UIFont.lineHeight`).
    public var lineHeight: Double { metrics.lineHeight }

    /// ``size`` rounded up to the device pixel grid, like UILabel's intrinsic content size:
    /// `ceil(v × scale) / scale`.
    public func size(ceiledToScale scale: Double) -> CGSize {
        CGSize(
            width: (Double(size.width) * scale).rounded(.up) / scale,
            height: (Double(size.height) * scale).rounded(.up) / scale)
    }
}
