import Foundation
import Testing
@testable import Typesetting

/// Big text stays linear: a line takes its glyphs from the paragraph's shaping by binary search
/// (before: every line scanned every glyph of its run, so 10 MiB of "Ada " took over 73 s), and
/// finds its runs and cluster counts by binary search too.
@Suite struct BigText {
    /// The glyphs of `piece` as the linear scan before the binary search found them: the oracle.
    static func linearSlice(_ run: ShapedRun, _ piece: Range<Int>) -> [ShapedGlyph]? {
        let low = Int32(piece.lowerBound), high = Int32(piece.upperBound)
        let checkLow = piece.lowerBound != run.range.lowerBound
        let checkHigh = piece.upperBound != run.range.upperBound
        var foundLow = !checkLow, foundHigh = !checkHigh
        var glyphs: [ShapedGlyph] = []
        for g in run.glyphs {
            if checkLow, g.cluster == low {
                if g.unsafeToBreak { return nil }
                foundLow = true
            } else if checkHigh, g.cluster == high {
                if g.unsafeToBreak { return nil }
                foundHigh = true
            }
            if g.cluster >= low, g.cluster < high { glyphs.append(g) }
        }
        return foundLow && foundHigh ? glyphs : nil
    }

    static func paragraph(_ text: String, style: TextStyle = TextStyle(font: .system(size: 17))) throws -> Paragraph {
        var missing: [Unicode.Scalar] = []
        return try Paragraph(
            units: Array(text.utf16), offset: 0, spans: [try Span(style)], unitSpans: nil, firstSpan: 0,
            direction: .natural, language: "en", bidi: BidiResolver(), shaper: Shaper(), missing: &missing)
    }

    /// Every piece between two grapheme boundaries of every run, left-to-right and right-to-left,
    /// with ligatures ("ffi"), Arabic joining (unsafe cuts) and marks.
    @Test(arguments: [
        "office affinity fluffier Ada Lovelace",
        "يقوم التخطيط التلقائي بحساب حجم",
        "שלום עולם, הגדרות פרופיל",
        "Tap حفظ to save, then שמור and e\u{301}cole 👍🏽 done",
    ])
    func sliceFindsWhatALinearScanFinds(_ text: String) throws {
        let p = try Self.paragraph(text)
        var pieces = 0
        for run in p.runs {
            let cuts = p.boundaries.filter { run.range.contains($0) } + [run.range.upperBound]
            for (i, a) in cuts.enumerated() {
                for b in cuts[(i + 1)...] {
                    let got = LineAssembler.slice(run, a..<b)
                    #expect(got == Self.linearSlice(run, a..<b), "run \(run.range), piece \(a)..<\(b)")
                    pieces += 1
                }
            }
        }
        #expect(pieces > 20)
    }

    @Test func runsOverlappingARangeAreFoundByBinarySearch() throws {
        let p = try Self.paragraph("Tap حفظ to save, then שמור and done")
        #expect(p.runs.count > 3)
        for a in 0...p.count {
            for b in a...p.count {
                let expected = p.runs.filter { $0.range.overlaps(a..<b) }.map(\.range)
                #expect(p.runs(overlapping: a..<b).map(\.range) == expected)
                #expect(p.clusterEnds(in: a..<b) == p.boundaries.filter { $0 > a && $0 <= b }.count)
            }
            #expect(p.span(at: a) == 0)
        }
    }

    /// 16,384 × "Ada " (64 KiB) at 300 pt: every full line holds the same words, no line is
    /// lost or duplicated, and the counts are exact.
    @Test func aLongTextWrapsIntoExactLineAndGlyphCounts() throws {
        let words = 16_384
        let text = String(repeating: "Ada ", count: words)
        let layout = try Typesetter.layout(text, font: .system(size: 17), width: 300, numberOfLines: 0)
        let perLine = layout.lines[0].textRange.count / 4 + 1  // "Ada " … "Ada" (trailing space hangs)
        #expect(perLine == 8)
        #expect(layout.lines.count == (words + perLine - 1) / perLine)
        #expect(layout.lines.count == 2048)
        // Every glyph once; each line but the last drops its hanging space.
        #expect(layout.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } } == 63_489)
        #expect(63_489 == 4 * words - (2048 - 1))
        // The lines tile the text in order.
        var next = 0
        for line in layout.lines {
            #expect(line.textRange.lowerBound == next)
            next = line.textRange.upperBound
            while next < text.utf16.count, next % 4 == 3 { next += 1 }  // the hanging space
        }
        #expect(next == text.utf16.count)
    }

    /// Mixed scripts make many runs per paragraph (each line finds its own by binary search).
    @Test func aLongMixedTextWrapsIntoExactLineAndGlyphCounts() throws {
        let text = String(repeating: "Tap حفظ to save שמור now. ", count: 1_000)
        let layout = try Typesetter.layout(text, font: .system(size: 17), width: 240, numberOfLines: 0)
        // At 240 pt each repetition is one line: 25 glyphs (its final space hangs), the last 26.
        #expect(layout.lines.count == 1_000)
        #expect(layout.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } } == 25_001)
        #expect(layout.lines.enumerated().allSatisfy { i, line in line.textRange.lowerBound == 26 * i })
        let truncated = try Typesetter.layout(text, font: .system(size: 17), width: 240, numberOfLines: 3)
        #expect(truncated.lines.count == 3 && truncated.isTruncated)
        #expect(truncated.lines[0].textRange == layout.lines[0].textRange)
        #expect(truncated.lines[1].textRange == layout.lines[1].textRange)
    }
}

/// Long runs are shaped in pieces cut after a space, so HarfBuzz's buffer stays small; the glyphs
/// are those of shaping the run whole.
@Suite struct PieceShaping {
    @Test(arguments: [
        ("Ada ", TextStyle(font: .system(size: 17))),
        ("office affinity, Tap to save. ", TextStyle(font: .system(size: 17, weight: .bold))),
        ("يقوم التخطيط التلقائي بحساب حجم ", TextStyle(font: .system(size: 17))),
        ("שלום עולם הגדרות ", TextStyle(font: .system(size: 17))),
    ])
    func piecesGiveTheGlyphsOfTheWholeRun(_ unit: String, _ style: TextStyle) throws {
        let text = String(repeating: unit, count: 3 * Shaper.pieceLength / unit.utf16.count)
        let p = try BigText.paragraph(text, style: style)
        let shaper = Shaper()
        var shapedInPieces = 0
        Array(text.utf16).withUnsafeBufferPointer { buf in
            for run in p.runs where !run.isAttachment {
                let whole = shaper.shape(buf, range: run.range, context: 0..<buf.count, style: run.style)
                #expect(run.glyphs == whole, "run \(run.range)")
                if run.range.count > 2 * Shaper.pieceLength { shapedInPieces += 1 }
            }
        }
        #expect(shapedInPieces >= 1)
    }
}
