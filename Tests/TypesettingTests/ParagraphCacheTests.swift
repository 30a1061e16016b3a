import Foundation
import Testing
@testable import Typesetting

/// Shaped paragraphs are kept by their inputs (``ParagraphCache``), so a text measured again at
/// another width is broken into lines without shaping again; a cached paragraph must give the
/// layout that shaping afresh gives, warnings included.
@Suite struct ParagraphCacheTests {
    static let texts = [
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.",
        "مرحبا بالعالم، السلام عليكم ورحمة الله",
        "Mixed: abc مرحبا 123 שלום! and more words after it",
        "Two paragraphs\nthe second one longer than the first, so it wraps",
        // Scalars no bundled font covers: reported once per layout, in order.
        "a\u{0F40}𓀀b then \u{0F40} again",
    ]

    /// Each text at no width, then narrower and narrower, then no width again: the second and
    /// later layouts reuse the paragraphs the first shaped.
    @Test(arguments: texts)
    func aCachedParagraphLaysOutAsAFreshlyShapedOne(_ text: String) throws {
        for direction in [WritingDirection.natural, .rightToLeft] {
            for width in [nil, 300, 120, 41, nil] as [Double?] {
                let cached = try Typesetter.layout(
                    text, font: .system(size: 15), width: width, numberOfLines: 0,
                    direction: direction)
                let fresh = try ParagraphCache.$isBypassed.withValue(true) {
                    try Typesetter.layout(
                        text, font: .system(size: 15), width: width, numberOfLines: 0,
                        direction: direction)
                }
                #expect(cached == fresh, "\(width.map { "\($0)" } ?? "no width") \(direction)")
            }
        }
    }

    @Test func missingGlyphsAreReportedFromACachedParagraphToo() throws {
        let text = "x\u{0F40}𓀀y\u{0F40}"
        _ = try Typesetter.layout(text, font: .system(size: 13))
        let again = try Typesetter.layout(text, font: .system(size: 13), width: 20, numberOfLines: 0)
        #expect(again.warnings == [.missingGlyphs(["\u{0F40}", "\u{13000}"])])
    }

    @Test func styledRunsAreShapedPerStyleFromTheCacheToo() throws {
        var body = TextStyle(font: .system(size: 15))
        body.kern = 0
        var bold = TextStyle(font: .system(size: 15, weight: .bold))
        bold.kern = 1
        let text = StyledText(
            string: "Plain then bold words, then plain again", styles: [body, bold],
            runs: [
                StyledRun(range: 0..<11, style: 0), StyledRun(range: 11..<22, style: 1),
                StyledRun(range: 22..<39, style: 0),
            ])
        for width in [nil, 90, 200] as [Double?] {
            let cached = try Typesetter.layout(text, width: width, numberOfLines: 0)
            let fresh = try ParagraphCache.$isBypassed.withValue(true) {
                try Typesetter.layout(text, width: width, numberOfLines: 0)
            }
            #expect(cached == fresh)
            #expect(cached.lines.flatMap(\.runs).count >= 3)
        }
        // The same string in one style is another paragraph: its runs are not the styled ones.
        let plain = try Typesetter.layout("Plain then bold words, then plain again", font: .system(size: 15))
        #expect(plain.lines.flatMap(\.runs).count == 1)
    }
}
