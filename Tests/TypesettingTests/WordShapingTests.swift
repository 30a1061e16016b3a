import Foundation
import Testing

@testable import Typesetting

/// Long runs are shaped word by word (each distinct word once, its glyphs reused) where the
/// face's lookups never see across a space; the glyphs are exactly those of shaping the run
/// whole, field for field.
@Suite struct WordShaping {
    static let english =
        "Auto Layout dynamically calculates the size and position of all the views in your view hierarchy, based on constraints placed on those views. For example, you can constrain a button so that it is horizontally centered with an Image view and so that the button's top edge always remains 8 points below the image's bottom."
    static let arabic =
        "يقوم التخطيط التلقائي بحساب حجم وموضع جميع العروض في التسلسل الهرمي للعرض ديناميكيًا، استنادًا إلى القيود المفروضة على تلك العروض."
    static let hebrew = "שלום עולם, הגדרות פרופיל שמור ביטול הורדה הושלמה החשבון שלך עודכן."
    static let cjk = "自動レイアウトはビューの大きさと位置を計算します。 한국어 텍스트 줄 바꿈 테스트입니다. 中文排版测试。"
    static let emoji = "Tap 👍🏽 to like 🎉 party 👨‍👩‍👧 family 🇫🇷 flag ❤️ done."
    static let mixed = "Tap حفظ to save, then שמור and e\u{301}cole 👍🏽 done (2 x 3) A->B — 12:30 [OK] office affinity"
    /// Inter's `calt` characters, in and between words: they take the forms for capitals and
    /// figures from words around them.
    static let contextual = "(A) ( A ) (a) 2 x 3 2 × 3 A - B a - b -> <- A->B x: X: [B] {c} HELLO-WORLD 10:30 a+b = c"

    /// The paragraph of `text` repeated to about `length` units, shaped whole and word by word.
    static func both(_ text: String, _ style: TextStyle, length: Int = 3000) throws -> (Paragraph, Paragraph) {
        let unit = text + " "
        let whole = String(repeating: unit, count: max(1, length / unit.utf16.count))
        let plain = try WordShaper.$isBypassed.withValue(true) { try BigText.paragraph(whole, style: style) }
        let words = try WordShaper.$minimumRunOverride.withValue(0) { try BigText.paragraph(whole, style: style) }
        return (plain, words)
    }

    static let styles: [TextStyle] = [
        TextStyle(font: .system(size: 17)),
        TextStyle(font: .system(size: 17, weight: .medium)),
        TextStyle(font: .system(size: 17, weight: .bold)),
        TextStyle(font: Font(face: .dejaVuSans, size: 13)),
        TextStyle(font: Font(face: .dejaVuSerif, size: 15)),
        {
            var font = Font.system(size: 17)
            font.features = .tabularFigures
            return TextStyle(font: font)
        }(),
    ]

    @Test(arguments: [english, arabic, hebrew, cjk, emoji, mixed, contextual])
    func wordsGiveTheGlyphsOfShapingWhole(_ text: String) throws {
        for style in Self.styles {
            let (plain, words) = try Self.both(text, style)
            #expect(plain.runs.count == words.runs.count)
            for (a, b) in zip(plain.runs, words.runs) {
                #expect(a.range == b.range)
                #expect(a.glyphs == b.glyphs, "run \(a.range) of \(style.font.face)")
            }
            #expect(plain.prefix == words.prefix)
        }
    }

    /// Random texts from a pool of words that mixes Inter's contextual characters (alone, in
    /// words, several in a row, far apart), scripts, marks, emoji and runs of spaces: the word
    /// path gives the whole-run glyphs for every one (seeded, so every run checks the same texts).
    @Test func randomWordMixesGiveTheGlyphsOfShapingWhole() throws {
        let pool = [
            "Ada", "Lovelace", "the", "view", "x", "X", "(A)", "(a)", "-", "—", "2", "×", "3", "A->B", "10:30",
            "[OK]", "{c}", "e\u{301}cole", "office", "affinity", "حفظ", "السلام", "שמור", "שלום", "👍🏽", "中文",
            "한국어", "1/2", "x:", "HELLO-WORLD", "a+b", "=", "(", ")", "fi", "AV", "To",
        ]
        var state: UInt64 = 31
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let styles = [Self.styles[0], Self.styles[3], Self.styles[5]]
        var compared = 0
        for _ in 0..<60 {
            var text = ""
            for _ in 0..<(40 + next(200)) {
                text += pool[next(pool.count)] + String(repeating: " ", count: next(8) == 0 ? 2 : 1)
            }
            for style in styles {
                let (plain, words) = try Self.both(text, style, length: 0)
                #expect(plain.runs.count == words.runs.count)
                for (a, b) in zip(plain.runs, words.runs) where a.glyphs != b.glyphs {
                    Issue.record("run \(a.range) of \(style.font.face) differs in \(text.debugDescription)")
                }
                #expect(plain.prefix == words.prefix)
                compared += 1
            }
        }
        #expect(compared == 180)
    }

    /// Short runs (under 1,024 units) and bypassed layouts take HarfBuzz's whole-run path; the
    /// default threshold sends a long one word by word with the same result.
    @Test func aLongRunGoesWordByWordByDefault() throws {
        let style = TextStyle(font: .system(size: 17))
        let units = Array(Self.english.utf16)
        let face = try FontRegistry.face(.interRegular)
        let run = RunStyle(face: face, level: 0, script: .latin, language: "en")
        #expect(WordShaper.isolation(for: run, length: 1023) == nil)
        #expect(WordShaper.isolation(for: run, length: 1024) != nil)
        #expect(WordShaper.$isBypassed.withValue(true) { WordShaper.isolation(for: run, length: 1 << 20) } == nil)
        let text = String(repeating: Self.english + " ", count: 40)
        let plain = try WordShaper.$isBypassed.withValue(true) { try BigText.paragraph(text, style: style) }
        let words = try BigText.paragraph(text, style: style)
        #expect(words.runs.count == 1 && words.runs[0].range.count == 40 * (units.count + 1))
        #expect(words.runs[0].glyphs == plain.runs[0].glyphs)
        #expect(words.prefix == plain.prefix)
    }

    /// A shaped glyph is 20 bytes (the unsafe-to-break flag rides in the glyph index's top bit);
    /// both fields read back what was stored.
    @Test func shapedGlyphsAreTwentyBytes() {
        #expect(MemoryLayout<ShapedGlyph>.stride == 20)
        var g = ShapedGlyph(glyph: 65_535, cluster: 7, advance: -3, offsetX: 1, offsetY: -2, unsafeToBreak: true)
        #expect(g.glyph == 65_535 && g.unsafeToBreak && g.cluster == 7 && g.advance == -3)
        g.unsafeToBreak = false
        #expect(g.glyph == 65_535 && !g.unsafeToBreak)
        g.glyph = 12
        #expect(g.glyph == 12 && !g.unsafeToBreak)
        #expect(g != ShapedGlyph(glyph: 12, cluster: 7, advance: -3, offsetX: 1, offsetY: -2, unsafeToBreak: true))
    }

    /// Which bundled faces shape words alone, and which characters are shaped with their
    /// neighbours: Inter Regular's `calt` sees across spaces (46 characters: hyphens, "x",
    /// parentheses, arrows...); Inter Medium, SemiBold and Bold kern pairs with the space.
    @Test func bundledFacesIsolation() throws {
        func isolation(_ face: FontFace, _ script: ScriptClass = .latin, rtl: Bool = false) throws -> WordIsolation? {
            let lang = script.language(default: "en")
            return WordIsolation.of(
                RunStyle(face: try FontRegistry.face(face), level: rtl ? 1 : 0, script: script, language: lang))
        }
        let inter = try #require(try isolation(.interRegular))
        for c in "()-x:[]{}@+<>=*~×—→" {
            #expect(inter.isSensitive(c.utf16.first!), "\(c)")
        }
        for c in "abcdefghijklmnopqrstuvwyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;'!?\"/éü" {
            #expect(!inter.isSensitive(c.utf16.first!), "\(c)")
        }
        #expect(inter.isSensitive(0xD83D))
        #expect(inter.isSensitive(0x2044))
        #expect(inter.isSensitive(0x0301))
        #expect(inter.reach >= 1)
        #expect(try isolation(.interMedium) == nil)
        #expect(try isolation(.interBold) == nil)
        #expect(try isolation(.interSemiBold) == nil)
        for (face, script, rtl) in [
            (FontFace.dejaVuSans, ScriptClass.latin, false), (.notoSansArabicUIRegular, .arabic, true),
            (.notoSansHebrewRegular, .hebrew, true), (.droidSansFallback, .other(0x4861_6e69), false),
        ] {
            let found = try #require(try isolation(face, script, rtl: rtl), "\(face)")
            // Only the surrogates and U+2044 (no lookup of these faces sees the space).
            #expect(found.sensitiveCount == 2049, "\(face)")
        }
    }
}
