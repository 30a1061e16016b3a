import Foundation
import Raster
import Testing
@testable import Typesetting

/// Chinese, Japanese and Korean fall back to Droid Sans Fallback (256 units per em, every
/// ideograph, kana and Hangul syllable one em wide); emoji to Noto Color Emoji (2550 / 2048 em).
@Suite struct CJKAndEmojiTests {
    let font = Font.system(size: 17)

    func lineTexts(_ layout: TextLayout) -> [String] {
        let units = Array(layout.text.utf16)
        return layout.lines.map { String(decoding: units[$0.textRange], as: UTF16.self) }
    }

    @Test func chineseJapaneseAndKoreanUseTheCJKFallbackAtOneEmEach() throws {
        let chinese = try Typesetter.layout("你好，世界", font: font)
        #expect(chinese.warnings.isEmpty)
        #expect(chinese.lines[0].runs.map(\.face) == [.droidSansFallback])
        #expect(chinese.size.width == 85)  // 5 × 17
        let japanese = try Typesetter.layout("こんにちは、世界。", font: font)
        #expect(japanese.lines[0].runs.allSatisfy { $0.face == .droidSansFallback })
        #expect(japanese.size.width == 153)  // 9 × 17
        let korean = try Typesetter.layout("안녕하세요", font: font)
        #expect(korean.lines[0].runs.map(\.face) == [.droidSansFallback])
        #expect(korean.size.width == 85)
    }

    @Test func mixedLatinAndChineseKeepEachScriptsFontAndAddExactWidths() throws {
        let layout = try Typesetter.layout("Hello 世界", font: font)
        #expect(layout.lines[0].runs.map(\.face) == [.interRegular, .droidSansFallback])
        // "Hello " is 6740 + 1092 units of Inter (upem 2816), 世界 2 × 17 pt: no 1/64 rounding.
        let hello = try Typesetter.layout("Hello ", font: font).size.width
        #expect(Double(layout.size.width) == Double(hello) + 34)
        #expect(layout.size(ceiledToScale: 2).width == 79.5)  // 79.470… pt
    }

    @Test func aCJKFallbackDoesNotChangeTheLineHeightOrBaseline() throws {
        // UIKit sizes a label by its font's typographic line height: "For nontext-style fonts,
        // sizeThatFits(_:) and intrinsicContentSize don't increase the calculated height for
        // oversize characters" (UILetterformAwareAdjusting). Droid's own 267/−68 per 256 em
        // (22.24 pt at 17) never enters: Latin, CJK and emoji lines are all 20.287109375 tall.
        for text in ["Hello", "你好", "Hello 世界", "안녕", "😀", "Hi 😀 世界"] {
            let layout = try Typesetter.layout(text, font: font)
            #expect(layout.size.height == 20.287109375, "\(text)")
            #expect(layout.firstBaseline == 16.1865234375, "\(text)")
            #expect(layout.size(ceiledToScale: 2).height == 20.5, "\(text)")
        }
    }

    @Test func chineseBreaksBetweenIdeographsButNeverBeforeClosingPunctuation() throws {
        let text = "这是一个很长的中文标签，用来测试换行。第二句话在这里！「引号」里面的字。"
        let layout = try Typesetter.layout(
            text, font: font, width: 100, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)
        // 5 ideographs (85 pt) fit in 100 pt. "「" may not end a line (it moves down with 引),
        // "」" and "，。！" may not start one (kinsoku, UAX #14 classes OP and CL/EX).
        #expect(
            lineTexts(layout) == [
                "这是一个很", "长的中文标", "签，用来测", "试换行。第", "二句话在这",
                "里！「引", "号」里面的", "字。",
            ])
        for line in lineTexts(layout) {
            #expect(!"，。、」）！？".contains(line.first!), "\(line)")
            #expect(line.last! != "「", "\(line)")
        }
        #expect(layout.lines.map { Double($0.rect.width) } == [85, 85, 85, 85, 85, 68, 85, 34])
    }

    @Test func japaneseKeepsSmallKanaAndTheLongVowelMarkOffTheLineStart() throws {
        let text = "ちょっとまってください。ラーメンを食べましょう。"
        let layout = try Typesetter.layout(
            text, font: font, width: 60, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)
        // 3 kana (51 pt) fit in 60; ょ, っ, ー and 。 never start a line (ICU's default line
        // rules treat small kana as non-starters, as Japanese kinsoku does).
        #expect(lineTexts(layout) == ["ちょっ", "とまっ", "てくだ", "さい。", "ラーメ", "ンを食", "べま", "しょ", "う。"])
        for line in lineTexts(layout) {
            #expect(!"ょっゃゅぁぃぅぇぉーャュョッ。、".contains(line.first!), "\(line)")
        }
    }

    @Test func koreanWrapsAtSpacesNotBetweenSyllables() throws {
        // UILabel's default lineBreakStrategy (.standard) includes .hangulWordPriority: no break
        // between Hangul characters, so Korean wraps like words.
        let text = "안녕하세요 반갑습니다 한국어 줄바꿈 테스트"
        let layout = try Typesetter.layout(
            text, font: font, width: 100, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)
        #expect(lineTexts(layout) == ["안녕하세요", "반갑습니다", "한국어", "줄바꿈", "테스트"])
        // A Korean word wider than the line still breaks between syllables.
        let long = try Typesetter.layout(
            "가나다라마바사", font: font, width: 60, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)
        #expect(lineTexts(long) == ["가나다", "라마바", "사"])
    }

    @Test func emojiUseTheColourFontAndSpacesStayInTheTextFont() throws {
        let layout = try Typesetter.layout("Hi 😀 🇯🇵", font: font)
        #expect(layout.warnings.isEmpty)
        let runs = layout.lines[0].runs
        #expect(runs.map(\.face) == [.interRegular, .notoColorEmoji, .interRegular, .notoColorEmoji])
        // One glyph each: the flag is the font's ligature of its two regional indicators.
        #expect(runs[1].glyphs.count == 1 && runs[3].glyphs.count == 1)
        #expect(runs[1].width == 1355.0 / 64)  // round(2550 × 1088 / 2048) / 64
        let emojiWidth = 2550.0 * 17 / 2048  // 21.1669921875
        let hiSpace = try Typesetter.layout("Hi ", font: font).size.width
        let space = try Typesetter.layout(" ", font: font).size.width
        #expect(Double(layout.size.width) == Double(hiSpace) + emojiWidth + Double(space) + emojiWidth)
    }

    @Test func emojiPresentationFollowsTheVariationSelectors() throws {
        // ❤ (U+2764) is text by default; U+FE0F asks for the emoji, U+FE0E for text.
        let heart = try Typesetter.layout("\u{2764}\u{FE0F}", font: font)
        #expect(heart.lines[0].runs.map(\.face) == [.notoColorEmoji])
        let textHeart = try Typesetter.layout("\u{2764}\u{FE0E}", font: font)
        #expect(textHeart.lines[0].runs.map(\.face) == [.interRegular])  // Inter has a text ❤
        // A keycap sequence is one emoji glyph (plus the selector's empty glyph).
        let keycap = try Typesetter.layout("1\u{FE0F}\u{20E3}", font: font)
        #expect(keycap.lines[0].runs.map(\.face) == [.notoColorEmoji])
        #expect(keycap.size.width == 2550.0 * 17 / 2048)
        // Plain digits and © stay text.
        let plain = try Typesetter.layout("1©", font: font)
        #expect(plain.lines[0].runs.map(\.face) == [.interRegular])
    }

    @Test func emojiInRightToLeftTextAreOrderedByTheBidiAlgorithm() throws {
        let layout = try Typesetter.layout("مرحبا 😀", font: font)
        #expect(layout.lines[0].paragraphLevel == 1)
        // Visual order, left to right: the emoji (logically last) comes first.
        #expect(layout.lines[0].runs.map(\.face) == [.notoColorEmoji, .notoSansArabicUIRegular])
    }

    @Test func anEmojiRendersInColourScaledFromTheStrike() throws {
        let layout = try Typesetter.layout("😀", font: font)
        let images = try Typesetter.glyphImages(for: layout, scale: 2)
        #expect(images.count == 1)
        guard case .color(let emoji) = try #require(images.first) else {
            Issue.record("expected a colour glyph")
            return
        }
        // The strike is 136 × 128 px at 109 ppem, bearing (0, 101); at 34 px per em that is
        // round(136 × 34 / 109) = 42 by round(128 × 34 / 109) = 40, top round(101 × 34 / 109) = 32
        // above the baseline round(16.1865 × 2) = 32.
        #expect((emoji.width, emoji.height, emoji.originX, emoji.originY) == (42, 40, 0, 0))
        // The face is yellow in the middle and transparent in the corner.
        let centre = (20 * 42 + 21) * 4
        let pixel = Array(emoji.pixels[centre..<centre + 4])
        #expect(pixel[3] == 255 && pixel[0] > 200 && pixel[1] > 150 && pixel[2] < 100)
        #expect(emoji.pixels[3] == 0)
        // Outline glyphs only: glyphMasks leaves colour glyphs out.
        #expect(try Typesetter.glyphMasks(for: layout, scale: 2).isEmpty)
        // Same bytes on every call (the box filter is integer arithmetic).
        GlyphCache.shared.removeAll()
        #expect(try Typesetter.glyphImages(for: layout, scale: 2) == images)
    }

    @Test func theBoxFilterAveragesCoveredSourcePixelsExactly() {
        // 3 → 2 pixels: target 0 covers source 0 and half of 1; target 1 half of 1 and 2.
        let source: [UInt8] = [90, 0, 0, 90, 30, 0, 0, 30, 0, 0, 0, 0]
        let out = scaleColorBitmap(source, width: 3, height: 1, to: 2, 1)
        // (90 × 2 + 30 × 1) / 3 = 70, (30 × 1 + 0 × 2) / 3 = 10.
        #expect(out == [70, 0, 0, 70, 10, 0, 0, 10])
        // 1 → 2 (upscaling) repeats the pixel.
        #expect(scaleColorBitmap([1, 2, 3, 4], width: 1, height: 1, to: 2, 1) == [1, 2, 3, 4, 1, 2, 3, 4])
    }

    @Test func labelWidthsKeepFullPrecisionUntilThePixel() throws {
        // "100%" in Inter Bold 20: HarfBuzz gives 7674 units of 2816 per em = 54.5028409… pt.
        // Rounded per run to 1/64 pt it would be 54.5 and ceil at @2x to 54.5; UIKit ceils the
        // full value: 55.
        let layout = try Typesetter.layout("100%", font: .system(size: 20, weight: .bold))
        #expect(layout.size.width == 7674.0 * 20 / 2816)
        #expect(layout.size(ceiledToScale: 2).width == 55)
        #expect(layout.lines[0].width26 == 3488)  // the glyph grid still rounds, once
        // Mixed-script runs add their exact widths: no ±1/64 per run.
        let mixed = try Typesetter.layout("A中B한C😀D", font: font)
        var sum = 0.0
        for piece in ["A", "B", "C", "D"] { sum += Double(try Typesetter.layout(piece, font: font).size.width) }
        #expect(Double(mixed.size.width) == sum + 17 + 17 + 2550.0 * 17 / 2048)
    }
}
