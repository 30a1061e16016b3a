import Foundation
import Testing
@testable import Typesetting

/// A long paragraph of which a few lines show is shaped by prefix, and a one-line unlimited
/// width is measured word by word: both give exactly what laying out the whole text gives.
@Suite struct LongLines {
    static let english =
        "Auto Layout solves the constraints of every view, 42 times a second; the label wraps "
        + "its text at 300 points and truncates the last line with an ellipsis. "

    static let tabular: Font = {
        var font = Font.system(size: 17)
        font.features = .tabularFigures
        return font
    }()

    static func repeated(_ unit: String, units: Int) -> String {
        String(repeating: unit, count: units / unit.utf16.count + 1)
    }

    /// The measure adds the same advances in the same order as the layout: equal sizes, to the bit.
    @Test(arguments: [
        (english, TextStyle(font: .system(size: 17))),
        ("Ada ", TextStyle(font: .system(size: 17))),
        ("office affinity, 1234 “quoted” — 5 € ", TextStyle(font: .system(size: 15, weight: .bold))),
        ("Καλημέρα κόσμε, Привет мир! ", TextStyle(font: .system(size: 13, weight: .semibold))),
        ("0123 4567 ", TextStyle(font: tabular)),
    ])
    func singleLineSizeIsTheLayoutsSize(_ unit: String, _ style: TextStyle) throws {
        let text = Self.repeated(unit, units: 3_000) + "  "
        for mode in [LineBreakMode.byTruncatingTail, .byClipping, .byWordWrapping] {
            let laid = try Typesetter.layout(text, font: style.font, numberOfLines: 1, lineBreakMode: mode)
            let measured = try Typesetter.singleLineSize(
                text, font: style.font, lineBreakMode: mode, minimumLength: 0)
            #expect(measured == laid.size, "\(mode)")
        }
    }

    /// Two pieces of 64 Ki units and more: runs continue across pieces as in the layout.
    @Test func singleLineSizeAcrossPiecesIsTheLayoutsSize() throws {
        let text = Self.repeated(Self.english, units: LineMeasure.chunkLength * 2 + 999)
        let laid = try Typesetter.layout(text, font: .system(size: 17))
        let measured = try #require(try Typesetter.singleLineSize(text, font: .system(size: 17)))
        #expect(measured == laid.size)
        // 155 units per repetition of the sentence; the measure is in points at full precision.
        #expect(laid.size.height == 20.287109375)
        #expect(measured.width > 1_000_000)
    }

    /// Text the measure does not handle is left to the layout (`nil`).
    @Test func singleLineSizeRefusesWhatItDoesNotHandle() throws {
        let font = Font.system(size: 17)
        let long = Self.repeated("Ada ", units: LineMeasure.minimumLength)
        #expect(try Typesetter.singleLineSize("Ada Lovelace", font: font) == nil)  // short
        #expect(try Typesetter.singleLineSize(long, font: font) != nil)
        #expect(try Typesetter.singleLineSize(long + "\nAda", font: font) == nil)  // two paragraphs
        #expect(try Typesetter.singleLineSize(long + "حفظ", font: font) == nil)  // Arabic
        #expect(try Typesetter.singleLineSize(long + "e\u{301}", font: font) == nil)  // a mark
        #expect(try Typesetter.singleLineSize(long + "👋", font: font) == nil)  // emoji
        #expect(try Typesetter.singleLineSize(long, font: font, direction: .rightToLeft) == nil)
        #expect(throws: TypesettingError.self) {
            try Typesetter.singleLineSize(long, font: Font.system(size: -1))
        }
    }

    /// Words whose glyphs depend on the words around them (Inter's `calt` looks across spaces:
    /// "A (B)" takes capital parentheses, "2 x 3" a multiplication sign) measure as laid out.
    @Test func wordsInContextMeasureAsLaidOut() throws {
        let text = Self.repeated("A (B) a (b) 2 x 3 = 6, 4 * 5 [C] {d} @E -F- ", units: 3_000)
        let laid = try Typesetter.layout(text, font: .system(size: 17))
        #expect(try Typesetter.singleLineSize(text, font: .system(size: 17), minimumLength: 0) == laid.size)
    }

    /// Text that hardly repeats: in a face whose words are not isolated (Inter Bold) each word
    /// is shaped in a window of context, and the measure gives up after 4,096 words and leaves it
    /// to the layout; in one whose words are (Inter Regular) each word is shaped alone once, so
    /// it measures the text, exactly as the layout does.
    @Test func textThatDoesNotRepeatIsLeftToTheLayoutWhereWordsAreNotIsolated() throws {
        var text = ""
        for i in 0..<5_000 { text += "w\(i) " }
        #expect(try Typesetter.singleLineSize(text, font: .system(size: 17, weight: .bold), minimumLength: 0) == nil)
        let measured = try #require(try Typesetter.singleLineSize(text, font: .system(size: 17), minimumLength: 0))
        #expect(measured == (try Typesetter.layout(text, font: .system(size: 17))).size)
    }

    /// Where a prefix may end: after a space that follows a letter or digit, before an ASCII
    /// letter, at or past the wanted length, and before the paragraph's second half.
    @Test func prefixesEndBeforeALetterAfterASpace() {
        let units = Array(Self.repeated("ab, 12 (cd) ef ", units: 4_000).utf16)
        // "ab, 12 (cd) ef " is 15 units: offsets 7 ("(") and 4 ("1") follow a space but are no
        // letter; 12 ("e") follows "d) ": a parenthesis, so the first cut is at 15 + 0 ("a").
        #expect(LinePrefix.cut(units, range: 0..<units.count, atLeast: 1) == 15)
        #expect(LinePrefix.cut(units, range: 0..<units.count, atLeast: 16) == 30)
        #expect(LinePrefix.cut(units, range: 0..<units.count, atLeast: 2_000) == nil)  // past half
        let hebrew = Array(("שלום " + Self.repeated("ab ", units: 3_000)).utf16)
        #expect(LinePrefix.cut(hebrew, range: 0..<hebrew.count, atLeast: 10) == nil)
        let digits = Array(Self.repeated("12 ", units: 3_000).utf16)
        #expect(LinePrefix.cut(digits, range: 0..<digits.count, atLeast: 10) == nil)  // no letter
    }

    /// The lines a layout shows of a long paragraph, shaped by prefix, are those of shaping the
    /// whole paragraph: glyphs, positions, ranges, truncation.
    @Test(arguments: [
        (1, LineBreakMode.byTruncatingTail), (3, .byTruncatingTail), (2, .byWordWrapping), (2, .byCharWrapping),
    ])
    func prefixLinesAreTheWholeParagraphsLines(_ lines: Int, _ mode: LineBreakMode) throws {
        let text = Self.repeated(Self.english, units: LinePrefix.minimumParagraph + 10)
        for alignment in [TextAlignment.natural, .right, .justified] {
            let fast = try Typesetter.layout(
                text, font: .system(size: 17), width: 300, numberOfLines: lines, lineBreakMode: mode,
                alignment: alignment)
            let whole = try LinePrefix.$isBypassed.withValue(true) {
                try Typesetter.layout(
                    text, font: .system(size: 17), width: 300, numberOfLines: lines, lineBreakMode: mode,
                    alignment: alignment)
            }
            #expect(fast == whole)
            #expect(fast.lines.count == lines)
            #expect(fast.isTruncated)
        }
        // The first line holds "Auto Layout solves the constraints of" (37 units; " every" does
        // not fit in 300 pt).
        let first = try Typesetter.layout(text, font: .system(size: 17), width: 300, numberOfLines: 2)
        #expect(first.lines[0].textRange == 0..<37)
    }
}
