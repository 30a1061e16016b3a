import Testing
@testable import Typesetting
import Foundation

@Suite struct TruncationTests {
    let text = "Hello world this is a long label"

    func width(_ s: String) throws -> Double {
        Double(try Typesetter.layout(s, font: .system(size: 17)).size.width)
    }

    // Hand-checked widths (Inter 17): "Hello world thi…" 129.22, "Hello world this…" 138.09.
    @Test func tailTruncationKeepsTheLongestPrefixThatFits() throws {
        let layout = try Typesetter.layout(text, font: .system(size: 17), width: 130)
        #expect(lineTexts(layout) == ["Hello world thi…"])
        #expect(layout.isTruncated)
        #expect(layout.lines[0].isTruncated)
        #expect(try width("Hello world thi…") <= 130)
        #expect(try width("Hello world this…") > 130)
        #expect(layout.lines[0].runs.last?.isEllipsis == true)
    }

    @Test func headTruncationKeepsTheLongestSuffixThatFits() throws {
        let layout = try Typesetter.layout(
            text, font: .system(size: 17), width: 130,
            lineBreakMode: .byTruncatingHead)
        #expect(lineTexts(layout) == ["…is a long label"])
        #expect(try width("…is a long label") <= 130)
        #expect(try width("…s is a long label") > 130)
        #expect(layout.lines[0].runs.first?.isEllipsis == true)
    }

    @Test func middleTruncationKeepsBothEnds() throws {
        let layout = try Typesetter.layout(
            text, font: .system(size: 17), width: 130,
            lineBreakMode: .byTruncatingMiddle)
        // Budget 130 − 13.95 ("…") = 116.05; the head gets at most half: "Hello w" is 59.28 >
        // 58.02, so "Hello" (40.69); the tail gets the rest, 75.36: "ong label" is 73.34,
        // "long label" 77.38.
        #expect(lineTexts(layout) == ["Hello…ong label"])
        #expect(Double(layout.size.width) <= 130)
    }

    @Test func withSeveralLinesOnlyTheLastLineIsTruncated() throws {
        let layout = try Typesetter.layout(
            autoLayoutParagraph, font: .system(size: 17), width: 200,
            numberOfLines: 3)
        let texts = lineTexts(layout)
        #expect(texts.count == 3)
        #expect(texts[0] == "Auto Layout dynamically")
        #expect(texts[1] == "calculates the size and")
        // "position of all the views…" would be 203.16 > 200; "…view…" is 193.02.
        #expect(texts[2] == "position of all the view…")
        #expect(layout.lines.map(\.isTruncated) == [false, false, true])
        #expect(layout.isTruncated)
        #expect(Double(layout.size.height) == 3 * layout.lineHeight)
    }

    @Test func wordWrapDropsExtraLinesWithoutAnEllipsis() throws {
        let layout = try Typesetter.layout(
            autoLayoutParagraph, font: .system(size: 17), width: 200,
            numberOfLines: 2, lineBreakMode: .byWordWrapping)
        #expect(lineTexts(layout) == ["Auto Layout dynamically", "calculates the size and"])
        #expect(layout.isTruncated)
        let ellipses = layout.lines.flatMap(\.runs).filter(\.isEllipsis)
        #expect(ellipses.isEmpty)
    }

    @Test func clippingPutsTheRestOfTheParagraphOnTheLastLine() throws {
        let layout = try Typesetter.layout(
            text, font: .system(size: 17), width: 130,
            lineBreakMode: .byClipping)
        #expect(lineTexts(layout) == [text])
        #expect(Double(layout.lines[0].rect.width) > 130)
        #expect(layout.isTruncated)
    }

    @Test func clippingWithSeveralLinesWrapsUntilTheLastLine() throws {
        let layout = try Typesetter.layout(
            autoLayoutParagraph, font: .system(size: 17), width: 200,
            numberOfLines: 2, lineBreakMode: .byClipping)
        let texts = lineTexts(layout)
        #expect(texts.count == 2)
        #expect(texts[0] == "Auto Layout dynamically")
        #expect(autoLayoutParagraph.hasPrefix(texts[0] + " " + texts[1]))
        #expect(texts[1].hasSuffix("Image view."))  // the rest of the paragraph, clipped
        #expect(layout.lines[1].isTruncated)
        #expect(Double(layout.lines[1].rect.width) > 200)
    }

    @Test func hiddenHardLinesAreMarkedWithAnEllipsis() throws {
        let layout = try Typesetter.layout("first\nsecond", font: .system(size: 17))
        #expect(lineTexts(layout) == ["first…"])
        #expect(layout.isTruncated)
    }

    @Test func rightToLeftTailTruncationPutsTheEllipsisOnTheLeft() throws {
        let layout = try Typesetter.layout("مرحبا بالعالم السلام عليكم", font: .system(size: 17), width: 100)
        let line = try #require(layout.lines.first)
        #expect(line.runs.first?.isEllipsis == true)
        #expect(lineTexts(layout) == ["مرحبا بالعالم…"])
        #expect(Double(line.rect.maxX) == 100)  // natural alignment of an RTL paragraph
    }

    @Test func arabicTruncationAccountsForTheFinalFormBeforeTheEllipsis() throws {
        // Estimated from the paragraph's shaping, "…يتم اقت" would fit in 200 pt, but cut there
        // the teh takes its (wider) final form: "…اقت…" is 13331/64 = 208.3 pt. One grapheme
        // less, "…اق…", is 12498/64 = 195.28 pt.
        let text = "النص العربي الطويل يتم اقتطاعه في النهاية عندما لا يتسع"
        let layout = try Typesetter.layout(text, font: .system(size: 17), width: 200)
        #expect(lineTexts(layout) == ["النص العربي الطويل يتم اق…"])
        #expect(layout.lines[0].width26 == 12498)
        #expect(try Typesetter.layout("النص العربي الطويل يتم اقت…", font: .system(size: 17)).lines[0].width26 == 13331)
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let layout = try Typesetter.layout("Hello", font: .system(size: 17), width: 130)
        #expect(lineTexts(layout) == ["Hello"])
        #expect(!layout.isTruncated)
    }
}
