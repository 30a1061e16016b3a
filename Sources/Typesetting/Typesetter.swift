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
        let chain = try FallbackChain(font: font)
        let metrics = font.lineMetrics(primary: chain.primary)
        let prepared = PreparedText(text)
        var warnings: [TypesettingWarning] = []
        if prepared.droppedControls > 0 {
            warnings.append(.controlCharactersIgnored(count: prepared.droppedControls))
        }
        let cleanText = prepared.isModified ? String(decoding: prepared.units, as: UTF16.self) : text
        var layout = TextLayout(text: cleanText, font: font, metrics: metrics, lines: [],
                                size: .zero, isTruncated: false, warnings: warnings,
                                maximumWidth: width)
        if prepared.units.isEmpty { return layout }

        // Fine units (1/64/4096 pt), clamped far above any text width so the conversion never traps.
        let maxWidthFine: Int64? = width.map { Int64((min($0, 1e12) * finePerPoint).rounded(.down)) }
        let (bidi, shaper) = ShapingContext.take()
        defer { ShapingContext.give(bidi, shaper) }
        var missing: [Unicode.Scalar] = []
        var paragraphs: [Paragraph] = []
        var planned: [(paragraph: Int, content: LineContent)] = []
        let limit = numberOfLines == 0 ? Int.max : numberOfLines
        outer: for (p, range) in prepared.paragraphs.enumerated() {
            let paragraph = try Paragraph(
                units: Array(prepared.units[range]), offset: range.lowerBound, font: font,
                chain: chain, direction: direction, language: language, bidi: bidi,
                shaper: shaper, missing: &missing)
            paragraphs.append(paragraph)
            let lines = try paragraph.lines(maxWidth: maxWidthFine, mode: lineBreakMode, shaper: shaper)
            for (i, line) in lines.enumerated() {
                let isLast = i == lines.count - 1
                if planned.count == limit - 1 {
                    // The last allowed line: it may have to show (part of) the rest.
                    let moreParagraphs = p < prepared.paragraphs.count - 1
                    let hidden = !isLast || moreParagraphs
                    planned.append((p, lastLine(paragraph, line: line, isLast: isLast, hidden: hidden,
                                                moreParagraphs: moreParagraphs,
                                                maxWidth: maxWidthFine, mode: lineBreakMode,
                                                chain: chain, shaper: shaper, font: font)))
                    layout.isTruncated = hidden || planned.last!.content.isTruncated
                    break outer
                }
                let end = isLast ? lastEnd(paragraph, line, maxWidthFine)
                                 : paragraph.trimTrailingSpaces(line.lowerBound, line.upperBound)
                planned.append((p, LineContent(segments: [line.lowerBound..<end], ellipsisIndex: nil,
                                               endsParagraph: isLast, isTruncated: false)))
            }
        }
        if !missing.isEmpty { layout.warnings.append(.missingGlyphs(missing)) }

        // Build the lines (reorder, position glyphs), then align them.
        let ellipsis = planned.contains { $0.content.ellipsisIndex != nil }
            ? Ellipsis(chain: chain, shaper: shaper, font: font) : nil
        var built: [BuiltLine] = []
        built.reserveCapacity(planned.count)
        for (i, (p, content)) in planned.enumerated() {
            var line = LineAssembler.assemble(paragraphs[p], content: content, ellipsis: ellipsis,
                                              shaper: shaper, justifyTo: nil)
            // Reshaping the cut pieces (an Arabic letter before "…" takes its final form) can
            // make a truncated line wider than estimated: cut again with the overflow removed.
            if let source = content.truncatedFrom, let maxWidthFine, let ellipsis {
                var budget = maxWidthFine
                var attempt = content
                var tries = 0
                while line.widthFine > maxWidthFine, !attempt.segments.isEmpty, tries < 16 {
                    budget -= line.widthFine - maxWidthFine
                    attempt = Truncation.truncate(paragraphs[p], range: source, maxWidth: budget,
                                                  ellipsis: ellipsis.widthFine, mode: lineBreakMode, force: true)
                    line = LineAssembler.assemble(paragraphs[p], content: attempt, ellipsis: ellipsis,
                                                  shaper: shaper, justifyTo: nil)
                    tries += 1
                }
                planned[i].content = attempt
            }
            built.append(line)
        }
        let widest = built.map(\.widthFine).max() ?? 0
        let container = maxWidthFine ?? widest
        // The same container at full precision, for the line rectangles.
        let containerExact = width ?? (built.map(\.exactWidth).max() ?? 0)
        for (i, (p, content)) in planned.enumerated() {
            let paragraph = paragraphs[p]
            let rtl = paragraph.level & 1 == 1
            var resolved = alignment
            if alignment == .justified {
                if !content.endsParagraph, !content.isTruncated, maxWidthFine != nil, built[i].widthFine < container {
                    built[i] = LineAssembler.assemble(paragraph, content: content, ellipsis: ellipsis,
                                                      shaper: shaper, justifyTo: container)
                    if built[i].widthFine == container { built[i].exactWidth = containerExact }
                }
                resolved = .natural
            }
            if resolved == .natural {
                switch direction {
                case .leftToRight: resolved = .left
                case .rightToLeft: resolved = .right
                case .natural: resolved = rtl ? .right : .left
                }
            }
            let free = container - built[i].widthFine
            let originFine: Int64
            switch resolved {
            case .right: originFine = free
            case .center: originFine = free >= 0 ? free / 2 : -((-free + 1) / 2)
            default: originFine = 0
            }
            let originX26 = originFine >> fineBitsBeyond26  // glyphs start on the 1/64-pt grid
            let freeExact = containerExact - built[i].exactWidth
            let originExact: Double
            switch resolved {
            case .right: originExact = freeExact
            case .center: originExact = freeExact / 2
            default: originExact = 0
            }
            let top = Double(i) * metrics.lineHeight
            let line = built[i]
            layout.lines.append(TextLine(
                runs: line.runs, rect: CGRect(x: originExact, y: top,
                                              width: line.exactWidth, height: metrics.lineHeight),
                baseline: top + metrics.ascender,
                textRange: line.textRange.map { ($0.lowerBound + paragraph.offset)..<($0.upperBound + paragraph.offset) }
                    ?? paragraph.offset..<paragraph.offset,
                paragraphLevel: paragraph.level, isTruncated: content.isTruncated,
                originX26: originX26, width26: fineTo26(line.widthFine)))
        }
        // Glyph clusters are paragraph-relative until here.
        for l in layout.lines.indices {
            let offset = paragraphs[planned[l].paragraph].offset
            for r in layout.lines[l].runs.indices {
                layout.lines[l].runs[r].clusters = layout.lines[l].runs[r].clusters.map { $0 + offset }
                let tr = layout.lines[l].runs[r].textRange
                layout.lines[l].runs[r].textRange = (tr.lowerBound + offset)..<(tr.upperBound + offset)
            }
        }
        layout.size = CGSize(width: built.map(\.exactWidth).max() ?? 0,
                             height: Double(layout.lines.count) * metrics.lineHeight)
        return layout
    }

    /// The end of a paragraph's last line: trailing spaces count unless they overflow.
    private static func lastEnd(_ paragraph: Paragraph, _ line: Range<Int>, _ maxWidth: Int64?) -> Int {
        if let maxWidth, paragraph.width(line.lowerBound, line.upperBound) > maxWidth {
            return paragraph.trimTrailingSpaces(line.lowerBound, line.upperBound)
        }
        return line.upperBound
    }

    /// The content of the last allowed line, by line-break mode.
    private static func lastLine(_ paragraph: Paragraph, line: Range<Int>, isLast: Bool, hidden: Bool,
                                 moreParagraphs: Bool,
                                 maxWidth: Int64?, mode: LineBreakMode, chain: FallbackChain,
                                 shaper: Shaper, font: Font) -> LineContent {
        let rest = line.lowerBound..<paragraph.count
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            let end = isLast ? lastEnd(paragraph, line, maxWidth)
                             : paragraph.trimTrailingSpaces(line.lowerBound, line.upperBound)
            return LineContent(segments: [line.lowerBound..<end], ellipsisIndex: nil,
                               endsParagraph: true, isTruncated: hidden)
        case .byClipping:
            let clipped = maxWidth.map { paragraph.fittingWidth(rest.lowerBound, rest.upperBound) > $0 } ?? false
            return LineContent(segments: [rest.lowerBound..<paragraph.trimTrailingSpaces(rest.lowerBound, rest.upperBound)],
                               ellipsisIndex: nil, endsParagraph: true, isTruncated: hidden || clipped)
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            let ellipsis = Ellipsis(chain: chain, shaper: shaper, font: font)
            return Truncation.truncate(paragraph, range: rest, maxWidth: maxWidth, ellipsis: ellipsis.widthFine,
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
