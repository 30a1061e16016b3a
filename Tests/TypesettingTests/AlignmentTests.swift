import Testing
@testable import Typesetting
import Foundation

@Suite struct AlignmentTests {
    let font = Font.system(size: 17)

    func originX(
        _ text: String, _ alignment: TextAlignment, direction: WritingDirection = .natural,
        width: Double = 200
    ) throws -> [Double] {
        try Typesetter.layout(
            text, font: font, width: width, numberOfLines: 0, alignment: alignment,
            direction: direction
        ).lines.map { Double($0.rect.minX) }
    }

    @Test func leftRightAndCenterPlaceTheLineInTheWidth() throws {
        // "Hello" is 6740 units of Inter (upem 2816) at 17 pt: 40.688920… pt, 2604/64 on the
        // 1/64-pt glyph grid. Line rectangles keep the full precision.
        let hello = try Typesetter.layout("Hello", font: font).lines[0]
        #expect(hello.width26 == 2604)
        #expect(Double(hello.rect.width) == 6740.0 * 17 / 2816)
        #expect(try originX("Hello", .left) == [0])
        #expect(try originX("Hello", .right) == [200 - 6740.0 * 17 / 2816])
        #expect(try originX("Hello", .center) == [(200 - 6740.0 * 17 / 2816) / 2])
    }

    @Test func naturalFollowsTheCallersDirectionThenTheText() throws {
        #expect(try originX("Hello", .natural) == [0])
        #expect(try originX("Hello", .natural, direction: .rightToLeft) == [200 - 6740.0 * 17 / 2816])
        let hebrew = try Typesetter.layout("שלום", font: font, width: 200)
        #expect(Double(hebrew.lines[0].rect.maxX) == 200)
        #expect(try originX("שלום", .natural, direction: .leftToRight) == [0])
    }

    @Test func justifiedLinesFillTheWidthExceptTheLast() throws {
        let layout = try Typesetter.layout(
            autoLayoutParagraph, font: font, width: 200, numberOfLines: 0,
            alignment: .justified)
        #expect(layout.lines.count == 11)
        for line in layout.lines.dropLast() {
            #expect(line.width26 == 200 * 64)
            #expect(line.rect.minX == 0)
            // The glyphs really moved: the last glyph ends at the right edge.
            let run = line.runs.last!
            #expect(Int64(run.xPositions.last!) < 200 * 64)
        }
        let plain = try Typesetter.layout(autoLayoutParagraph, font: font, width: 200, numberOfLines: 0)
        #expect(layout.lines.last!.width26 == plain.lines.last!.width26)
        #expect(lineTexts(layout) == lineTexts(plain))
        // Line 1 "Auto Layout dynamically" (32512 units: 196.2727… pt) has 2 spaces and
        // 200 − 196.2727… = 3.7273 pt = 238.5/64 extra, floored to 238/64 on the glyph grid:
        // the space after "Auto" gets 119, after "Layout" 119.
        let first = layout.lines[0].runs[0]
        let plainFirst = plain.lines[0].runs[0]
        let layoutIndex = 5  // "L": after "Auto " (glyphs 0–4)
        #expect(first.xPositions[layoutIndex] - plainFirst.xPositions[layoutIndex] == 119)
        #expect(first.xPositions.last! - plainFirst.xPositions.last! == 238)
        #expect(Double(layout.lines[0].rect.width) == 200)
    }

    @Test func justifiedRightToLeftLinesFillTheWidth() throws {
        let text = "يقوم التخطيط التلقائي بحساب حجم وموضع جميع العروض في التسلسل الهرمي للعرض"
        let layout = try Typesetter.layout(text, font: font, width: 180, numberOfLines: 0, alignment: .justified)
        #expect(layout.lines.count > 2)
        for line in layout.lines.dropLast() {
            #expect(line.width26 == 180 * 64)
            #expect(line.rect.minX == 0)
        }
        // The last line is aligned naturally: right, for an RTL paragraph.
        #expect(Double(layout.lines.last!.rect.maxX) == 180)
    }

    @Test func withoutAWidthLinesAlignInTheWidestLine() throws {
        let layout = try Typesetter.layout("a\nHello", font: font, numberOfLines: 0, alignment: .right)
        #expect(layout.size.width == 6740.0 * 17 / 2816)
        #expect(layout.lines[1].rect.minX == 0)
        let firstLineStart: Double = (6740.0 - 1588) * 17 / 2816  // "a" is 1588 units
        #expect(Double(layout.lines[0].rect.minX) == firstLineStart)
    }
}

@Suite struct BadInputTests {
    let font = Font.system(size: 17)

    @Test func emptyStringHasNoLinesAndZeroSize() throws {
        let layout = try Typesetter.layout("", font: font, width: 100, numberOfLines: 0)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
        #expect(layout.firstBaseline == 0)
        #expect(!layout.isTruncated)
        #expect(try Typesetter.glyphMasks(for: layout).isEmpty)
    }

    @Test func onlySpacesIsOneInvisibleLine() throws {
        let layout = try Typesetter.layout("   ", font: font, numberOfLines: 0)
        #expect(layout.lines.count == 1)
        #expect(layout.size.width == 3 * 306.0 / 64)  // three 306/64-pt spaces
        #expect(Double(layout.size.height) == layout.lineHeight)
        #expect(try Typesetter.glyphMasks(for: layout).isEmpty)
        // Narrower than the spaces: they hang and are not counted.
        let narrow = try Typesetter.layout("   ", font: font, width: 5, numberOfLines: 0)
        #expect(narrow.lines.count == 1)
        #expect(narrow.size.width == 0)
    }

    @Test func aSingleWordWiderThanTheLineIsBrokenOrTruncated() throws {
        let word = "Supercalifragilisticexpialidocious"
        let wrapped = try Typesetter.layout(
            word, font: font, width: 50, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)
        #expect(wrapped.lines.count > 1)
        #expect(lineTexts(wrapped).joined() == word)
        #expect(wrapped.lines.allSatisfy { Double($0.rect.width) <= 50 })
        let truncated = try Typesetter.layout(word, font: font, width: 50)
        #expect(truncated.lines.count == 1)
        #expect(lineTexts(truncated)[0].hasSuffix("…"))
        #expect(Double(truncated.size.width) <= 50)
    }

    @Test func aLineNarrowerThanOneGraphemeStillMakesProgress() throws {
        let layout = try Typesetter.layout(
            "WW", font: font, width: 1, numberOfLines: 0,
            lineBreakMode: .byCharWrapping)
        #expect(lineTexts(layout) == ["W", "W"])
        let tail = try Typesetter.layout("WW", font: font, width: 1)
        #expect(lineTexts(tail) == ["…"])
    }

    @Test(arguments: [0.0, -10, .nan, .infinity, -.infinity])
    func invalidWidthsAreTypedErrors(width: Double) {
        #expect {
            try Typesetter.layout("Hello", font: font, width: width)
        } throws: { error in
            guard case TypesettingError.invalidWidth(let w) = error else { return false }
            return w.isNaN ? width.isNaN : w == width
        }
    }

    @Test func negativeLineCountIsATypedError() {
        #expect(throws: TypesettingError.invalidNumberOfLines(-1)) {
            try Typesetter.layout("Hello", font: font, numberOfLines: -1)
        }
    }

    @Test func enormousFontSizesAreBounded() throws {
        #expect(throws: TypesettingError.fontSizeOutOfRange(5000)) {
            try Typesetter.layout("Hello", font: .system(size: 5000))
        }
        // The largest size lays out; rendering it above 2048 px per em is refused.
        let big = try Typesetter.layout("H", font: .system(size: 1000))
        #expect(big.lines.count == 1)
        #expect(throws: TypesettingError.glyphTooLarge(pixelSize: 3000)) {
            try Typesetter.glyphMasks(for: big, scale: 3)
        }
        #expect(throws: TypesettingError.invalidScale(0)) {
            try Typesetter.glyphMasks(for: big, scale: 0)
        }
    }

    @Test func controlCharactersAreIgnoredWithAWarning() throws {
        let layout = try Typesetter.layout("a\u{0}b\u{7}c\u{1B}[0m\u{85}d", font: font)
        #expect(layout.text == "abc[0md")
        #expect(layout.warnings == [.controlCharactersIgnored(count: 4)])
        #expect(layout.lines[0].runs.flatMap(\.glyphs).count == 7)
        #expect(layout.lines[0].runs.flatMap(\.glyphs).allSatisfy { $0 != 0 })
        // A tab is laid out as a space.
        let tab = try Typesetter.layout("a\tb", font: font)
        #expect(tab.text == "a b")
        #expect(tab.warnings.isEmpty)
    }

    @Test func onlyControlCharactersIsEmptyWithAWarning() throws {
        let layout = try Typesetter.layout("\u{0}\u{1}\u{7F}", font: font, numberOfLines: 0)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
        #expect(layout.warnings == [.controlCharactersIgnored(count: 3)])
    }

    @Test func onlyLineBreaksGiveEmptyLines() throws {
        let layout = try Typesetter.layout("\n", font: font, numberOfLines: 0)
        #expect(layout.lines.count == 2)
        #expect(layout.size.width == 0)
        #expect(Double(layout.size.height) == 2 * layout.lineHeight)
        #expect(try Typesetter.glyphMasks(for: layout).isEmpty)
    }

    @Test func invalidUTF8IsATypedErrorOrRepaired() throws {
        #expect(throws: TypesettingError.invalidUTF8(offset: 2)) {
            try TextInput.decodeUTF8([0x61, 0x62, 0xFF, 0x63])
        }
        #expect(throws: TypesettingError.invalidUTF8(offset: 1)) {
            try TextInput.decodeUTF8([0x61, 0xE2, 0x82])  // truncated 3-byte sequence
        }
        #expect(try TextInput.decodeUTF8(Array("مرحبا".utf8)) == "مرحبا")
        #expect(TextInput.repairingUTF8([0x61, 0xFF, 0x62]) == "a\u{FFFD}b")
        let cString: [CChar] = [0x48, 0x69, -64, 0]  // "Hi" + 0xC0 (never valid) + NUL
        #expect(throws: TypesettingError.invalidUTF8(offset: 2)) {
            try cString.withUnsafeBufferPointer { p throws(TypesettingError) in
                try TextInput.decodeCString(p.baseAddress!)
            }
        }
    }

    @Test func unpairedSurrogatesAreATypedErrorOrRepaired() throws {
        #expect(throws: TypesettingError.unpairedSurrogate(offset: 1)) {
            try TextInput.decodeUTF16([0x61, 0xD800, 0x62])
        }
        #expect(throws: TypesettingError.unpairedSurrogate(offset: 0)) {
            try TextInput.decodeUTF16([0xDC00])
        }
        #expect(try TextInput.decodeUTF16([0xD83D, 0xDE00]) == "😀")
        let repaired = TextInput.repairingUTF16([0x61, 0xD800])
        #expect(repaired == "a\u{FFFD}")
        // U+FFFD is in DejaVu Sans, so repaired text lays out with no missing glyphs.
        let layout = try Typesetter.layout(repaired, font: font)
        #expect(layout.warnings.isEmpty)
        #expect(layout.lines[0].runs.map(\.face) == [.interRegular, .dejaVuSans])
    }
}

@Suite struct ConcurrencyTests {
    @Test func layoutFromManyTasksGivesTheSameResult() async throws {
        let texts = [autoLayoutParagraph, "مرحبا بالعالم السلام عليكم", "שלום עולם", "abc مرحبا 123"]
        let reference = try texts.map {
            try Typesetter.layout($0, font: .system(size: 17), width: 150, numberOfLines: 0)
        }
        try await withThrowingTaskGroup(of: [TextLayout].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try texts.map { try Typesetter.layout($0, font: .system(size: 17), width: 150, numberOfLines: 0) }
                }
            }
            for try await result in group { #expect(result == reference) }
        }
    }
}
