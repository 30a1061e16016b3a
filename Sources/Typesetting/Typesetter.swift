import Foundation
import Synchronization

/// Lays out text the way `UILabel` does: bidi (UAX #9), script and font itemization, shaping
/// with HarfBuzz, line breaking (UAX #14), truncation, alignment.
///
/// ```swift
/// let layout = try Typesetter.layout("Hello, World", font: .system(size: 17))
/// layout.size                      // (96.5426…, 20.287109375): full precision, UIKit's line height
/// layout.size(ceiledToScale: 2)    // (97, 20.5), like UILabel's intrinsic size at @2x
/// layout.firstBaseline             // 16.1865234375 (San Francisco's ascender at 17 pt)
/// let masks = try Typesetter.glyphMasks(for: layout, at: .zero, scale: 2)
/// ```
///
/// Layout is thread-safe: fonts and ICU iterators are shared through locks, everything else is
/// per call.
public enum Typesetter {
    /// Lays out `text`.
    ///
    /// - Parameters:
    ///   - text: The string. Control characters other than tab and line breaks are ignored (with
    ///     a warning); `\n`, `\r\n`, `\r`, U+2028 and U+2029 start a new line.
    ///   - font: The label's font; its metrics give the line height of every line. Fallback
    ///     fonts (Arabic, Hebrew, CJK, emoji) never change it: UIKit sizes a label with a
    ///     non-text-style font by the font's typographic line height ("For nontext-style fonts,
    ///     sizeThatFits(_:) and intrinsicContentSize don't increase the calculated height for
    ///     oversize characters", `UILetterformAwareAdjusting`). UIKit's extra height for tall
    ///     scripts in text-style fonts is not reproduced.
    ///   - width: The maximum line width in points, or `nil` for no limit (only hard breaks).
    ///   - numberOfLines: The maximum number of lines; 0 means unlimited (UILabel's default is 1).
    ///   - lineBreakMode: How lines wrap and how the last line is cut (see ``LineBreakMode``).
    ///   - alignment: Horizontal alignment within `width` (or within the widest line if `nil`).
    ///   - direction: The paragraph direction for bidi, and what `.natural` alignment follows.
    ///   - language: The BCP 47 language for shaping text that is not Arabic or Hebrew (which
    ///     use "ar" and "he"); never taken from the process locale.
    /// - Returns: The lines in visual order with their glyphs, the size and the baselines.
    /// - Throws: ``TypesettingError`` for an invalid size, width, line count, or a font error.
    /// - Complexity: One bidi call, one break-iterator pass and one `hb_shape` call per run per
    ///   paragraph, plus a reshape for runs cut by a line break or an ellipsis.
    public static func layout(
        _ text: String, font: Font, width: Double? = nil, numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .natural,
        direction: WritingDirection = .natural, language: String = "en"
    ) throws(TypesettingError) -> TextLayout {
        let font = try font.validated()
        if let width, !(width.isFinite && width > 0) { throw .invalidWidth(width) }
        guard numberOfLines >= 0 else { throw .invalidNumberOfLines(numberOfLines) }
        return try layoutCore(
            StyledText(text, style: TextStyle(font: font)), width: width,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            alignment: alignment, direction: direction, language: language)
    }

    /// Lays out styled text (an attributed string): runs in several fonts, sizes, kerning and
    /// baseline offsets, inline objects, and paragraph styles.
    ///
    /// Every run is itemized and shaped on its own, with its paragraph as context; one line
    /// breaker fills lines across runs; bidi resolves each paragraph as a whole and reorders
    /// each line. A line is as tall as the tallest style on it, adjusted by its paragraph style
    /// (see ``ParagraphStyle``); lines, baselines and ``TextLayout/size`` follow.
    ///
    /// ```swift
    /// var styles = [TextStyle(font: .system(size: 17)), TextStyle(font: .system(size: 28, weight: .bold))]
    /// let text = StyledText(string: "Big deal", styles: styles,
    ///                       runs: [StyledRun(range: 0..<3, style: 1), StyledRun(range: 3..<8, style: 0)])
    /// let layout = try Typesetter.layout(text)
    /// layout.firstBaseline   // 26.6…: the 28-point ascender
    /// ```
    ///
    /// - Parameters: as ``layout(_:font:width:numberOfLines:lineBreakMode:alignment:direction:language:)``;
    ///   a paragraph style's alignment, line break mode and writing direction override these.
    /// - Returns: The lines; each run's ``GlyphRun/style`` is its index in `text.styles`.
    /// - Throws: ``TypesettingError/invalidStyledText(_:)`` for runs that do not cover the
    ///   string, and the errors of the plain layout.
    public static func layout(
        _ text: StyledText, width: Double? = nil, numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .natural,
        direction: WritingDirection = .natural, language: String = "en"
    ) throws(TypesettingError) -> TextLayout {
        let text = try text.validated()
        if let width, !(width.isFinite && width > 0) { throw .invalidWidth(width) }
        guard numberOfLines >= 0 else { throw .invalidNumberOfLines(numberOfLines) }
        return try layoutCore(
            text, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            alignment: alignment, direction: direction, language: language)
    }

    /// The end of a paragraph's last line: trailing spaces count unless they overflow.
    static func lastEnd(_ paragraph: Paragraph, _ line: Range<Int>, _ maxWidth: Int64?) -> Int {
        if let maxWidth, paragraph.width(line.lowerBound, line.upperBound) > maxWidth {
            return paragraph.trimTrailingSpaces(line.lowerBound, line.upperBound)
        }
        return line.upperBound
    }

    /// The content of the last allowed line, by line-break mode.
    static func lastLine(
        _ paragraph: Paragraph, line: Range<Int>, isLast: Bool, hidden: Bool,
        moreParagraphs: Bool, maxWidth: Int64?, mode: LineBreakMode,
        ellipsis: (Int) -> Ellipsis
    ) -> LineContent {
        let rest = line.lowerBound..<paragraph.count
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            let end =
                isLast
                ? lastEnd(paragraph, line, maxWidth)
                : paragraph.trimTrailingSpaces(line.lowerBound, line.upperBound)
            return LineContent(
                segments: [line.lowerBound..<end], ellipsisIndex: nil,
                endsParagraph: true, isTruncated: hidden)
        case .byClipping:
            let clipped = maxWidth.map { paragraph.fittingWidth(rest.lowerBound, rest.upperBound) > $0 } ?? false
            return LineContent(
                segments: [rest.lowerBound..<paragraph.trimTrailingSpaces(rest.lowerBound, rest.upperBound)],
                ellipsisIndex: nil, endsParagraph: true, isTruncated: hidden || clipped)
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            let width = ellipsis(paragraph.span(at: rest.lowerBound)).widthFine
            return Truncation.truncate(
                paragraph, range: rest, maxWidth: maxWidth, ellipsis: width,
                mode: mode, force: moreParagraphs)
        }
    }
}

/// Bidi objects and HarfBuzz buffers are reused across layout calls: each call takes a pair
/// from the pool and gives it back, so no two calls ever share one.
enum ShapingContext {
    private final class Pair: @unchecked Sendable {
        let bidi: BidiResolver
        let shaper: Shaper
        init(_ bidi: BidiResolver, _ shaper: Shaper) { self.bidi = bidi; self.shaper = shaper }
    }

    private static let pool = Mutex<[Pair]>([])

    static func take() -> (BidiResolver, Shaper) {
        if let pair = pool.withLock({ $0.popLast() }) { return (pair.bidi, pair.shaper) }
        return (BidiResolver(), Shaper())
    }

    static func give(_ bidi: BidiResolver, _ shaper: Shaper) {
        let pair = Pair(bidi, shaper)
        pool.withLock { if $0.count < 16 { $0.append(pair) } }
    }
}
