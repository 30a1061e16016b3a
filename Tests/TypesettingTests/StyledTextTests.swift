import Foundation
import Testing
@testable import Typesetting

/// Styled text: runs in several fonts laid out as one paragraph, line heights from every style
/// on a line, paragraph styles, kerning, baseline offsets and inline objects.
@Suite struct StyledTextTests {
    let body = TextStyle(font: .system(size: 17))
    let big = TextStyle(font: .system(size: 28, weight: .bold))

    /// San Francisco's metrics (SystemFontMetrics): ascender 1950, descender −494 per 2048.
    func ascender(_ size: Double) -> Double { 1950 * size / 2048 }
    func lineHeight(_ size: Double) -> Double { (1950 + 494) * size / 2048 }

    func width(_ text: String, _ style: TextStyle) throws -> Double {
        Double(try Typesetter.layout(text, font: style.font).size.width)
    }

    func styled(_ parts: [(String, TextStyle)], paragraph: ParagraphStyle = .default) -> StyledText {
        var string = "", runs: [StyledRun] = [], styles: [TextStyle] = []
        for (text, style) in parts {
            let start = string.utf16.count
            string += text
            let index =
                styles.firstIndex(of: style)
                ?? {
                    styles.append(style); return styles.count - 1
                }()
            runs.append(StyledRun(range: start..<string.utf16.count, style: index))
        }
        return StyledText(string: string, styles: styles, paragraphStyles: [paragraph], runs: runs)
    }

    @Test func aPlainStringAsOneStyleLaysOutExactlyLikeThePlainLayout() throws {
        let text = "Auto Layout computes frames; ثم يرسم النص"
        for direction in [WritingDirection.leftToRight, .rightToLeft] {
            let plain = try Typesetter.layout(text, font: body.font, width: 120, numberOfLines: 0, direction: direction)
            let styledLayout = try Typesetter.layout(
                StyledText(text, style: body), width: 120, numberOfLines: 0,
                direction: direction)
            #expect(styledLayout == plain)
        }
    }

    @Test func runsInTwoFontsShareALineAsTallAsTheLargest() throws {
        let layout = try Typesetter.layout(styled([("Small ", body), ("Big", big)]))
        #expect(layout.lines.count == 1)
        let line = layout.lines[0]
        #expect(line.runs.map(\.textRange) == [0..<6, 6..<9])
        #expect(line.runs.map(\.style) == [0, 1])
        #expect(line.runs.map(\.fontSize) == [17, 28])
        #expect(Double(line.rect.height) == lineHeight(28))
        #expect(line.baseline == ascender(28))
        #expect(line.ascent == ascender(28) && line.descent == 494 * 28 / 2048)
        #expect(Double(layout.size.width) == (try width("Small ", body)) + (try width("Big", big)))
        // The second run starts where the first one's advance ends (26.6).
        #expect(line.runs[1].x26 == line.runs[0].width26)
    }

    @Test func oneLineBreakerFillsLinesAcrossRunsAndEachLineTakesItsOwnHeight() throws {
        // "One two three" in 17 pt, then "FOUR" in 28 pt bold: the last word goes to line 2.
        let first = "One two three "
        let w = try width("One two three", body)
        let layout = try Typesetter.layout(styled([(first, body), ("FOUR", big)]), width: w + 1, numberOfLines: 0)
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0].textRange == 0..<13)
        #expect(layout.lines[1].textRange == 14..<18)
        #expect(Double(layout.lines[0].rect.height) == lineHeight(17))
        #expect(Double(layout.lines[1].rect.minY) == lineHeight(17))
        #expect(layout.lines[1].baseline == lineHeight(17) + ascender(28))
        #expect(Double(layout.size.height) == lineHeight(17) + lineHeight(28))
    }

    @Test func arabicAndLatinRunsReorderAcrossStylesInBothDirections() throws {
        let text = styled([("abc ", body), ("مرحبا", big), (" def", body)])
        let ltr = try Typesetter.layout(text, direction: .leftToRight).lines[0]
        #expect(ltr.paragraphLevel == 0)
        // The space after the Arabic word takes the Arabic script (neutrals follow the preceding
        // strong script), so it is a run of its own, as in a plain layout.
        #expect(ltr.runs.map(\.textRange) == [0..<4, 4..<9, 9..<10, 10..<13])
        #expect(ltr.runs.map(\.style) == [0, 1, 0, 0])
        #expect(ltr.runs.map(\.isRightToLeft) == [false, true, false, false])
        let rtl = try Typesetter.layout(text, direction: .rightToLeft).lines[0]
        #expect(rtl.paragraphLevel == 1)
        // Visual order, left to right: "def", the space, the Arabic word, the space, "abc".
        #expect(rtl.runs.map(\.textRange) == [10..<13, 9..<10, 4..<9, 3..<4, 0..<3])
        #expect(rtl.runs.map(\.style) == [0, 0, 1, 0, 0])
        // The Arabic run is shaped in the bold Arabic face and its own size.
        #expect(rtl.runs[2].face == .notoSansArabicUIBold && rtl.runs[2].fontSize == 28)
        #expect(Double(rtl.rect.height) == lineHeight(28))
    }

    @Test func arabicLettersStillJoinAcrossAColourChange() throws {
        // The same face on both sides of a style boundary inside a word: the letters keep their
        // joined forms (the paragraph is the shaping context).
        let word = "مرحبا"
        let whole = try Typesetter.layout(word, font: body.font).lines[0].runs.flatMap(\.glyphs)
        var other = body
        other.kern = 0
        other.baselineOffset = 0.0001  // a different style with the same font
        let split = try Typesetter.layout(
            StyledText(
                string: word, styles: [body, other],
                runs: [StyledRun(range: 0..<2, style: 0), StyledRun(range: 2..<5, style: 1)])
        ).lines[0]
        #expect(split.runs.count == 2)
        #expect(Set(split.runs.flatMap(\.glyphs)) == Set(whole))
    }

    @Test func lineHeightMultipleAddsSpaceAboveTheGlyphs() throws {
        var paragraph = ParagraphStyle()
        paragraph.lineHeightMultiple = 1.5
        let layout = try Typesetter.layout(
            StyledText("One\nTwo", style: body, paragraphStyle: paragraph), numberOfLines: 0)
        let h = lineHeight(17) * 1.5
        #expect(layout.lines.map { Double($0.rect.height) } == [h, h])
        #expect(layout.lines.map { Double($0.rect.minY) } == [0, h])
        #expect(layout.firstBaseline == (h - lineHeight(17)) + ascender(17))
        #expect(Double(layout.size.height) == 2 * h)
    }

    @Test func minimumLineHeightLineSpacingAndParagraphSpacing() throws {
        var paragraph = ParagraphStyle()
        paragraph.minimumLineHeight = 30
        paragraph.lineSpacing = 4
        paragraph.paragraphSpacing = 10
        paragraph.paragraphSpacingBefore = 6
        let layout = try Typesetter.layout(StyledText("A\nB", style: body, paragraphStyle: paragraph), numberOfLines: 0)
        #expect(layout.lines.map { Double($0.rect.minY) } == [0, 30 + 4 + 10 + 6])
        #expect(
            layout.lines.map(\.baseline) == [
                30 - lineHeight(17) + ascender(17), 50 + 30 - lineHeight(17) + ascender(17),
            ])
        // No spacing after the last line.
        #expect(Double(layout.size.height) == 80)
        var capped = ParagraphStyle()
        capped.maximumLineHeight = 15
        let short = try Typesetter.layout(StyledText("A", style: body, paragraphStyle: capped))
        #expect(Double(short.size.height) == 15)
        #expect(short.firstBaseline == 15 - lineHeight(17) + ascender(17))
    }

    @Test func indentsMoveLinesFromTheLeadingEdgeInBothDirections() throws {
        var paragraph = ParagraphStyle()
        paragraph.firstLineHeadIndent = 20
        paragraph.headIndent = 10
        paragraph.tailIndent = -5
        let words = "word word word word word word word word"
        for (direction, rtl) in [(WritingDirection.leftToRight, false), (.rightToLeft, true)] {
            let layout = try Typesetter.layout(
                StyledText(words, style: body, paragraphStyle: paragraph), width: 150,
                numberOfLines: 0, direction: direction)
            #expect(layout.lines.count > 2)
            for (i, line) in layout.lines.enumerated() {
                let head = i == 0 ? 20.0 : 10.0
                if rtl {
                    #expect(Double(line.rect.maxX) == 150 - head)
                } else {
                    #expect(Double(line.rect.minX) == head)
                }
                #expect(Double(line.rect.width) <= 150 - head - 5)
            }
        }
    }

    @Test func kerningFollowsEveryClusterIncludingTheLast() throws {
        var kerned = body
        kerned.kern = 2
        let layout = try Typesetter.layout(StyledText("abc", style: kerned))
        #expect(Double(layout.size.width) == (try width("abc", body)) + 6)
        let plain = try Typesetter.layout("abc", font: body.font).lines[0].runs[0].xPositions
        #expect(layout.lines[0].runs[0].xPositions == [plain[0], plain[1] + 128, plain[2] + 256])
    }

    @Test func aBaselineOffsetRaisesTheGlyphsAndGrowsTheLine() throws {
        var raised = body
        raised.baselineOffset = 5
        let layout = try Typesetter.layout(styled([("x", body), ("2", raised)]))
        let line = layout.lines[0]
        #expect(line.runs[1].yOffsets == [5 * 64])
        #expect(line.ascent == ascender(17) + 5)
        #expect(Double(line.rect.height) == lineHeight(17) + 5)
    }

    @Test func anInlineObjectTakesItsWidthAndHeightAndDrawsNoGlyph() throws {
        let object = TextStyle(font: body.font, attachment: InlineObject(width: 20, height: 24, y: -4))
        let layout = try Typesetter.layout(styled([("a", body), ("\u{FFFC}", object), ("b", body)]))
        let line = layout.lines[0]
        #expect(line.runs.map(\.isAttachment) == [false, true, false])
        #expect(line.runs[1].glyphs.isEmpty && line.runs[1].width26 == 20 * 64)
        #expect(Double(layout.size.width) == (try width("a", body)) + 20 + (try width("b", body)))
        // Above: max(16.19 font, 24 − 4 object) = 20; below: max(4.10 font, 4 object).
        #expect(line.ascent == 20 && line.descent == 494 * 17 / 2048)
    }

    @Test func malformedRunsAreATypedError() {
        let bad = StyledText(string: "Hello", styles: [body], runs: [StyledRun(range: 0..<3, style: 0)])
        #expect(throws: TypesettingError.invalidStyledText("runs end at 3, the text has 5 UTF-16 units")) {
            try Typesetter.layout(bad)
        }
        let missing = StyledText(string: "Hi", styles: [body], runs: [StyledRun(range: 0..<2, style: 3)])
        #expect(throws: TypesettingError.invalidStyledText("run 0 refers to a missing style")) {
            try Typesetter.layout(missing)
        }
    }
}
