import Foundation
import Testing
@testable import Typesetting
import Raster

/// Expected values come from `hb-shape --font-funcs=ot` (HarfBuzz 6.0.0) on the bundled fonts,
/// run once when the tests were written; the tests do not need hb-shape.
@Suite struct ShapingTests {
    @Test func arabicGreetingShapesToThirteenJoinedGlyphs() throws {
        // hb-shape --font-funcs=ot --no-glyph-names NotoSansArabicUI-Regular.ttf "مرحبا بالعالم"
        // [730=12+562|637=11+260|47=10+291|12=9+521|637=8+260|47=7+291|93=6+269|3=5+260|
        //  47=4+291|95=3+343|393=2+549|921=1+396|731=0+525]
        let layout = try Typesetter.layout("مرحبا بالعالم", font: .system(size: 17))
        let line = try #require(layout.lines.first)
        #expect(layout.lines.count == 1)
        #expect(line.runs.count == 1)
        let run = line.runs[0]
        #expect(run.face == .notoSansArabicUIRegular)
        #expect(run.isRightToLeft)
        #expect(run.glyphs == [730, 637, 47, 12, 637, 47, 93, 3, 47, 95, 393, 921, 731])
        #expect(run.clusters == Array((0...12).reversed()))
        // Joined (contextual) forms, not the isolated U+06xx glyphs: the meem is uniFEE3
        // (731, initial) and uniFEE2 (730, final), never uni0645 (729).
        #expect(!run.glyphs.contains(729))
        // Σ advances = 4818 font units (upem 1000) → 4818 × 17 / 1000 pt: the glyph grid rounds
        // it once to 26.6, the measured size keeps it whole (81.906, not 81.90625).
        #expect(run.width26 == 5242)  // round(4818 × 1088 / 1000)
        #expect(layout.size.width == 4818.0 * 17 / 1000)  // 81.906 pt
        // Pen positions are the cumulative HarfBuzz advances, converted without drift.
        let advances: [Int64] = [562, 260, 291, 521, 260, 291, 269, 260, 291, 343, 549, 396, 525]
        var cumulative: Int64 = 0
        for (i, a) in advances.enumerated() {
            #expect(Int64(run.xPositions[i]) == (cumulative * 1088 * 2 + 1000) / 2000)
            cumulative += a
        }
        #expect(cumulative == 4818)
    }

    @Test func salamAlaikumContainsTheLamAlefLigature() throws {
        // hb-shape: [730=11+562|535=10+508|1411=9+373|639=8+300|10=7+503|3=6+260|729=5+484|
        //            674=3+599|1015=2+850|637=1+260|46=0+238]  (674 = uniFEFC lam-alef final)
        let layout = try Typesetter.layout("السلام عليكم", font: .system(size: 17))
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.glyphs == [730, 535, 1411, 639, 10, 3, 729, 674, 1015, 637, 46])
        #expect(run.glyphs.count == 11)  // 12 characters, lam + alef are one glyph
        let ligature = try #require(run.glyphs.firstIndex(of: 674))
        #expect(run.clusters[ligature] == 3)  // covers characters 3 (lam) and 4 (alef)
        #expect(!run.clusters.contains(4))
        #expect(run.width26 == Int32((4937 * 1088 * 2 + 1000) / 2000))  // Σ 4937 units
    }

    @Test func hebrewShapesWithGPOSKerning() throws {
        // hb-shape: [23=8+684|55=7+522|124=6+301|10=5+593|106=4+270|23=3+684|124=2@-10,0+291|
        //            55=1+522|96=0+730]
        let layout = try Typesetter.layout("שלום עולם", font: Font.system(size: 20))
        let line = try #require(layout.lines.first)
        #expect(line.paragraphLevel == 1)
        let run = try #require(line.runs.first)
        #expect(line.runs.count == 1)
        #expect(run.face == .notoSansHebrewRegular)
        #expect(run.glyphs == [23, 55, 124, 10, 106, 23, 124, 55, 96])
        #expect(run.clusters == [8, 7, 6, 5, 4, 3, 2, 1, 0])
        // At 20 pt, 1 unit = 20 × 64 / 1000 = 1.28 (26.6). Glyph 6 sits at the pen after
        // 684+522+301+593+270+684 = 3054 units, shifted by x offset −10.
        #expect(run.xPositions[6] == Int32((Int64(3054 - 10) * 1280 * 2 + 1000) / 2000))
        #expect(run.width26 == Int32((Int64(4597) * 1280 * 2 + 1000) / 2000))
        #expect(run.yOffsets.allSatisfy { $0 == 0 })
    }

    @Test func arabicMarksAreZeroAdvanceWithGPOSOffsets() throws {
        // hb-shape: [47=8+291|282=6@-7,-174+0|95=6+343|274=4@4,-106+0|393=4+549|
        //            1142=2@35,-107+0|921=2+396|274=0@142,-100+0|731=0+525]
        let layout = try Typesetter.layout("مَرْحَبًا", font: .system(size: 17))
        let run = try #require(layout.lines.first?.runs.first)
        #expect(layout.lines[0].runs.count == 1)
        #expect(run.glyphs == [47, 282, 95, 274, 393, 1142, 921, 274, 731])
        // y offsets −174, −106, −107, −100 units × 17 × 64 / 1000, rounded half up.
        #expect(run.yOffsets == [0, -189, 0, -115, 0, -116, 0, -109, 0])
        // A mark's x is the pen of the base that follows it visually plus its x offset:
        // mark 1 at (291 − 7) units, mark 7 at (291+343+549+396 + 142) units.
        #expect(run.xPositions[1] == Int32((284 * 2176 + 1000) / 2000))
        #expect(run.xPositions[7] == Int32((1721 * 2176 + 1000) / 2000))
        #expect(run.width26 == Int32((2104 * 2176 + 1000) / 2000))  // Σ 291+343+549+396+525
    }

    @Test func latinUsesInterAndKeepsShapingLanguageExplicit() throws {
        // hb-shape Inter-Regular.otf "abc ": [504=0+1588|575=1+1748|582=2+1572|1682=3+792]
        let layout = try Typesetter.layout("abc ", font: .system(size: 17))
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.face == .interRegular)
        #expect(run.glyphs == [504, 575, 582, 1682])
        #expect(run.width26 == Int32((Int64(1588 + 1748 + 1572 + 792) * 1088 * 2 + 2816) / (2 * 2816)))
    }
}

@Suite struct FallbackTests {
    @Test func eachScriptGetsItsFontAndNeutralsStayWithTheirRun() throws {
        let layout = try Typesetter.layout("Hi שלום مرحبا بالعالم!", font: .system(size: 17))
        let runs = try #require(layout.lines.first?.runs)
        let utf16 = Array(layout.text.utf16)
        func text(_ r: GlyphRun) -> String { String(decoding: utf16[r.textRange], as: UTF16.self) }
        let logical = runs.sorted { $0.textRange.lowerBound < $1.textRange.lowerBound }
        #expect(logical.map(text) == ["Hi ", "שלום ", "مرحبا بالعالم", "!"])
        // "!" is a separate run (level 0 after the RTL text) but stays in the Arabic font,
        // which covers it, instead of switching back to Inter.
        #expect(
            logical.map(\.face) == [
                .interRegular, .notoSansHebrewRegular,
                .notoSansArabicUIRegular, .notoSansArabicUIRegular,
            ])
        #expect(layout.warnings.isEmpty)
    }

    @Test func boldFontsFallBackToBoldFaces() throws {
        let layout = try Typesetter.layout("A ب ש", font: .boldSystem(size: 17))
        let faces = Set(layout.lines[0].runs.map(\.face))
        #expect(faces == [.interBold, .notoSansArabicUIBold, .notoSansHebrewBold])
    }

    @Test func symbolsMissingFromInterComeFromDejaVu() throws {
        // U+2603 SNOWMAN is in DejaVu Sans, not in Inter or Noto.
        let layout = try Typesetter.layout("a☃", font: .system(size: 17))
        let faces = layout.lines[0].runs.map(\.face)
        #expect(faces == [.interRegular, .dejaVuSans])
        #expect(layout.warnings.isEmpty)
    }

    @Test func uncoveredCharactersDrawNotdefAndWarn() throws {
        // U+13000 (Egyptian hieroglyph) and U+0F40 (Tibetan KA) are in none of the bundled
        // fonts (CJK now falls back to Droid Sans Fallback, emoji to Noto Color Emoji).
        let layout = try Typesetter.layout("a\u{0F40}𓀀b", font: .system(size: 17))
        #expect(layout.warnings == [.missingGlyphs(["\u{0F40}", "\u{13000}"])])
        let runs = layout.lines[0].runs
        let notdefRuns = runs.filter { $0.glyphs.contains(0) }
        #expect(runs.flatMap(\.glyphs).filter { $0 == 0 }.count == 2)
        #expect(notdefRuns.allSatisfy { $0.face == .dejaVuSans && $0.glyphs == [0] })
        // The .notdef is a visible box: solid edges, empty inside.
        let masks = try Typesetter.glyphMasks(for: layout, scale: 2)
        #expect(masks.count == 4)
        for box in masks[1...2] {
            let w = box.width, h = box.height
            #expect(h > w)
            func row(_ y: Int) -> ArraySlice<UInt8> { box.coverage[(y * w)..<((y + 1) * w)] }
            let middle = row(h / 2)
            #expect(middle.prefix(3).max()! > 200 && middle.suffix(3).max()! > 200)  // sides
            #expect(middle[middle.startIndex + w / 2] == 0)  // hollow
            #expect(row(0).max()! > 200 || row(1).max()! > 200)  // top
            #expect(row(h - 1).max()! > 200 || row(h - 2).max()! > 200)  // bottom
        }
    }
}
