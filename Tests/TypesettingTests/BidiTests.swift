import Testing
@testable import Typesetting
import Foundation

@Suite struct BidiTests {
    // "abc مرحبا 123": a=0 b=1 c=2 space=3, Arabic letters 4…8, space=9, digits 10…12.
    // UAX #9 levels, LTR paragraph: abc␠ = 0; Arabic = 1; space 9 lies between R and EN (EN
    // counts as R for neutrals, N1) = 1; digits = 2 (I2). Reordering (L2) reverses levels ≥ 1:
    // visual = 0 1 2 3 | 10 11 12 | 9 | 8 7 6 5 4.
    @Test func mixedTextInALeftToRightParagraph() throws {
        let layout = try Typesetter.layout("abc مرحبا 123", font: .system(size: 17), direction: .leftToRight)
        let line = try #require(layout.lines.first)
        #expect(line.paragraphLevel == 0)
        #expect(visualClusters(line) == [0, 1, 2, 3, 10, 11, 12, 9, 8, 7, 6, 5, 4])
        #expect(line.runs.map(\.bidiLevel) == [0, 2, 1])
    }

    // RTL paragraph: abc = 2 (L in an RTL paragraph, I2); space 3 between L and R takes the
    // embedding direction = 1; Arabic and space 9 = 1; digits = 2.
    // visual = 10 11 12 | 9 8 7 6 5 4 3 | 0 1 2.
    @Test func mixedTextInARightToLeftParagraph() throws {
        let layout = try Typesetter.layout("abc مرحبا 123", font: .system(size: 17), direction: .rightToLeft)
        let line = try #require(layout.lines.first)
        #expect(line.paragraphLevel == 1)
        #expect(visualClusters(line) == [10, 11, 12, 9, 8, 7, 6, 5, 4, 3, 0, 1, 2])
        #expect(line.runs.map(\.bidiLevel) == [2, 1, 1, 2])
    }

    @Test func naturalDirectionFollowsTheFirstStrongCharacter() throws {
        let ltr = try Typesetter.layout("123 abc مرحبا", font: .system(size: 17))
        let rtl = try Typesetter.layout("123 مرحبا abc", font: .system(size: 17))
        let neutral = try Typesetter.layout("123 ...", font: .system(size: 17))
        #expect(ltr.lines[0].paragraphLevel == 0)
        #expect(rtl.lines[0].paragraphLevel == 1)
        #expect(neutral.lines[0].paragraphLevel == 0)
        // "123 مرحبا abc" RTL: abc (L) is level 2 and ends up leftmost; 123 (EN) is level 2
        // and rightmost.
        #expect(visualClusters(rtl.lines[0]) == [10, 11, 12, 9, 8, 7, 6, 5, 4, 3, 0, 1, 2])
    }

    @Test func eachHardLineResolvesItsOwnDirection() throws {
        let layout = try Typesetter.layout("hello\nשלום", font: .system(size: 17), numberOfLines: 0)
        #expect(layout.lines.map(\.paragraphLevel) == [0, 1])
    }

    @Test func hebrewIsRightAlignedUnderNaturalAlignment() throws {
        let layout = try Typesetter.layout("שלום עולם", font: .system(size: 17), width: 200)
        let line = layout.lines[0]
        #expect(line.rect.minX + line.rect.width == 200)
        // Forcing the writing direction to LTR makes natural alignment left.
        let forced = try Typesetter.layout(
            "שלום עולם", font: .system(size: 17), width: 200,
            direction: .leftToRight)
        #expect(forced.lines[0].rect.minX == 0)
        // …and the Hebrew still reads right to left inside the line.
        #expect(visualClusters(forced.lines[0]) == [8, 7, 6, 5, 4, 3, 2, 1, 0])
    }
}
