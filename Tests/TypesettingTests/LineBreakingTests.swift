import Testing
@testable import Typesetting
import Foundation

let autoLayoutParagraph =
    "Auto Layout dynamically calculates the size and position of all the views in your view hierarchy, based on constraints placed on those views. For example, you can constrain a button so that it is horizontally centered with an Image view."

@Suite struct LineBreakingTests {
    /// Width of a single unbroken string, from the layout itself.
    func width(_ s: String) throws -> Double {
        Double(try Typesetter.layout(s, font: .system(size: 17)).size.width)
    }

    /// Checks greedy filling: every line fits, and no line could have taken the next word.
    func checkGreedy(_ layout: TextLayout, width w: Double) throws {
        let texts = lineTexts(layout)
        for (i, line) in layout.lines.enumerated() {
            #expect(Double(line.rect.width) <= w, "line \(i) [\(texts[i])] is \(line.rect.width) wide")
            if i + 1 < texts.count, let next = texts[i + 1].split(separator: " ").first {
                #expect(try width(texts[i] + " " + next) > w, "line \(i) could take [\(next)]")
            }
        }
    }

    // Hand-checked with the word widths (Inter 17 pt): e.g. at 120 "Auto Layout" is 96.52 and
    // " dynamically" adds 4.78 + 94.97; "it is" (27.92) + " horizontally" (92.88) = 125.6 > 120;
    // "an Image view." is 118.86 ≤ 120. At 320 "size and position of all the views in your" is
    // 319.625, just under the width.
    @Test(arguments: [
        (
            120.0,
            [
                "Auto Layout", "dynamically", "calculates the", "size and", "position of all",
                "the views in", "your view", "hierarchy,", "based on", "constraints", "placed on",
                "those views.", "For example,", "you can", "constrain a", "button so that",
                "it is", "horizontally", "centered with", "an Image view.",
            ]
        ),
        (
            200.0,
            [
                "Auto Layout dynamically", "calculates the size and", "position of all the views",
                "in your view hierarchy,", "based on constraints", "placed on those views.",
                "For example, you can", "constrain a button so", "that it is horizontally",
                "centered with an Image", "view.",
            ]
        ),
        (
            320.0,
            [
                "Auto Layout dynamically calculates the", "size and position of all the views in your",
                "view hierarchy, based on constraints", "placed on those views. For example,",
                "you can constrain a button so that it is", "horizontally centered with an Image",
                "view.",
            ]
        ),
    ])
    func longParagraphBreaksAtTheExpectedPlaces(width w: Double, expected: [String]) throws {
        let layout = try Typesetter.layout(
            autoLayoutParagraph, font: .system(size: 17), width: w,
            numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(lineTexts(layout) == expected)
        try checkGreedy(layout, width: w)
        #expect(!layout.isTruncated)
    }

    @Test func measuredSizeIsWidestLineTimesLineCount() throws {
        let font = Font.system(size: 17)
        let lh = try font.metrics().lineHeight
        let layout = try Typesetter.layout(autoLayoutParagraph, font: font, width: 200, numberOfLines: 0)
        #expect(layout.lines.count == 11)
        // "Auto Layout dynamically": 32512 units of Inter at 17 pt = 196.2727… pt, unrounded.
        #expect(layout.size.width == 32512.0 * 17 / 2816)
        #expect(Double(layout.size.width) == layout.lines.map { Double($0.rect.width) }.max())
        // UIKit's system-font line height: (1950 + 494) × 17 / 2048 = 20.287109375.
        #expect(lh == 20.287109375)
        #expect(Double(layout.size.height) == 11 * lh)
        #expect(layout.firstBaseline == 16.1865234375)  // 1950 × 17 / 2048
        #expect(layout.lastBaseline == 10 * lh + 16.1865234375)
        for (i, line) in layout.lines.enumerated() {
            #expect(Double(line.rect.minY) == Double(i) * lh)
            #expect(line.baseline == Double(i) * lh + 16.1865234375)
        }
        // Rounded up to the pixel grid like UILabel's intrinsic content size.
        #expect(layout.size(ceiledToScale: 1).width == 197)
        #expect(layout.size(ceiledToScale: 2).width == 196.5)
        #expect(Double(layout.size.height) == 223.158203125)  // 11 × 20.287109375
        #expect(Double(layout.size(ceiledToScale: 2).height) == 223.5)
    }

    @Test func aWordIsBrokenOnlyWhenItAloneIsWiderThanTheLine() throws {
        // "dynamically" is 94.97 wide: at 60 it must be broken between graphemes.
        let layout = try Typesetter.layout(
            "a dynamically b", font: .system(size: 17), width: 60,
            numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let texts = lineTexts(layout)
        // "dynami" 58.36 fits, "dynamic" 67.86 does not; then "cally b" (51.94) fits again.
        #expect(texts == ["a", "dynami", "cally b"])
        #expect(layout.lines.allSatisfy { Double($0.rect.width) <= 60 })
        #expect(try width("dynamic") > 60)
        #expect(try width("dynami") <= 60)
    }

    @Test(arguments: [
        (autoLayoutParagraph, 200.0),
        (
            "يقوم التخطيط التلقائي بحساب حجم وموضع جميع العروض في التسلسل الهرمي للعرض ديناميكيًا، استنادًا إلى القيود المفروضة على تلك العروض.",
            180.0
        ),
        ("הפריסה האוטומטית מחשבת באופן דינמי את הגודל והמיקום של כל התצוגות בהיררכיה.", 150.0),
    ])
    func eachLineHasTheGlyphsOfItsTextShapedAlone(text: String, width w: Double) throws {
        // Lines reuse the paragraph's shaping where HarfBuzz says a cut is safe, and reshape
        // otherwise; either way a line must look exactly like its text laid out by itself.
        let layout = try Typesetter.layout(text, font: .system(size: 17), width: w, numberOfLines: 0)
        #expect(layout.lines.count > 2)
        for (line, lineText) in zip(layout.lines, lineTexts(layout)) {
            let alone = try Typesetter.layout(lineText, font: .system(size: 17), direction: .natural)
            #expect(line.runs.flatMap(\.glyphs) == alone.lines[0].runs.flatMap(\.glyphs), "[\(lineText)]")
            #expect(line.runs.flatMap(\.xPositions) == alone.lines[0].runs.flatMap(\.xPositions))
            #expect(line.width26 == alone.lines[0].width26)
        }
    }

    @Test func aLongArabicWordIsBrokenSoThatEachShapedPieceFits() throws {
        // Broken inside a word, the letters at the cut lose their joining and change shape;
        // the break is chosen with the pieces shaped as they will be drawn.
        // 24 × beh: medial forms are 373 units (26.6) at 17 pt, a final one 1080, so a piece
        // measured from the word's own shaping would overflow by about 700.
        let word = String(repeating: "ب", count: 24)
        let layout = try Typesetter.layout(
            word, font: .system(size: 17), width: 60, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)
        let texts = lineTexts(layout)
        #expect(texts.joined() == word)
        #expect(texts.count > 2)
        for (line, text) in zip(layout.lines, texts) {
            #expect(line.width26 <= 60 * 64, "[\(text)] is \(line.width26)/64 wide")
            let alone = try Typesetter.layout(text, font: .system(size: 17))
            #expect(line.width26 == alone.lines[0].width26)
            // The next grapheme would not have fitted (greedy).
            if text != texts.last {
                let next = texts[texts.firstIndex(of: text)! + 1].prefix(1)
                #expect(try Typesetter.layout(text + next, font: .system(size: 17)).lines[0].width26 > 60 * 64)
            }
        }
    }

    @Test func graphemeClustersAreNeverSplit() throws {
        // e + COMBINING ACUTE (fast scan), a ZWJ emoji sequence and Hangul jamo (full UAX #29).
        for (text, expected) in [
            ("e\u{301}e\u{301}", ["e\u{301}", "e\u{301}"]),
            ("👩\u{200D}💻x", ["👩\u{200D}💻", "x"]),
            ("\u{1100}\u{1161}\u{11A8}x", ["\u{1100}\u{1161}\u{11A8}", "x"]),
        ] {
            let layout = try Typesetter.layout(
                text, font: .system(size: 17), width: 1, numberOfLines: 0,
                lineBreakMode: .byCharWrapping)
            #expect(lineTexts(layout) == expected)
        }
    }

    @Test func charWrapBreaksBeforeTheFirstGraphemeThatDoesNotFit() throws {
        let layout = try Typesetter.layout(
            "Auto Layout", font: .system(size: 17), width: 60,
            numberOfLines: 0, lineBreakMode: .byCharWrapping)
        let texts = lineTexts(layout)
        // "Auto L" is 51.94, "Auto La" 61.53.
        #expect(texts == ["Auto L", "ayout"])
        #expect(try width("Auto La") > 60)
    }

    @Test func hardLineBreaksStartNewLines() throws {
        for text in ["one\ntwo\u{2028}three", "one\r\ntwo\rthree", "one\u{2029}two\nthree"] {
            let layout = try Typesetter.layout(text, font: .system(size: 17), numberOfLines: 0)
            #expect(lineTexts(layout) == ["one", "two", "three"], "\(text.debugDescription)")
        }
        let blank = try Typesetter.layout("a\n\nb", font: .system(size: 17), numberOfLines: 0)
        #expect(lineTexts(blank) == ["a", "", "b"])
        #expect(Double(blank.size.height) == 3 * blank.lineHeight)
    }

    @Test func singleLineLabelsDoNotWrapWithoutAWidth() throws {
        let layout = try Typesetter.layout(autoLayoutParagraph, font: .system(size: 17))
        #expect(layout.lines.count == 1)
        #expect(!layout.isTruncated)
        #expect(lineTexts(layout) == [autoLayoutParagraph])
    }

    @Test func trailingSpacesHangAtWrapsButCountAtTheEnd() throws {
        let wrapped = try Typesetter.layout(
            "Auto Layout dynamically", font: .system(size: 17),
            width: 100, numberOfLines: 0)
        #expect(lineTexts(wrapped) == ["Auto Layout", "dynamically"])
        let plain = try Typesetter.layout("Auto Layout", font: .system(size: 17))
        #expect(wrapped.lines[0].rect.width == plain.size.width)
        let spaced = try width("Auto ")
        let word = try width("Auto"), space = try width(" ")
        #expect(spaced == word + space)
        #expect(space == 306.0 / 64)  // Inter's space: 792 units × 17 × 64 / 2816 = 306 (26.6)
    }
}
