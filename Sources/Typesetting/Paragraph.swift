/// A shaped run of a paragraph, in logical position `range`.
struct ShapedRun {
    var range: Range<Int>
    var style: RunStyle
    var glyphs: [ShapedGlyph]
}

/// One hard line of text, itemized, shaped and measured once ("as one endless line").
struct Paragraph {
    /// The paragraph's UTF-16 units (no hard-break characters).
    var units: [UInt16]
    /// Offset of `units[0]` in the whole text.
    var offset: Int
    var level: UInt8
    var levels: [UInt8]
    /// Grapheme cluster starts, plus `units.count` at the end.
    var boundaries: [Int]
    var runs: [ShapedRun]
    /// Prefix sums of advances per UTF-16 unit in fine units (1/64/4096 pt): `prefix[b] - prefix[a]`
    /// is the width of `a..<b`.
    var prefix: [Int64]
    var size26: Int64
    var fontSize: Double

    var count: Int { units.count }

    init(units: [UInt16], offset: Int, font: Font, chain: FallbackChain, direction: WritingDirection,
         language: String, bidi: BidiResolver, shaper: Shaper,
         missing: inout [Unicode.Scalar]) throws(TypesettingError) {
        self.units = units
        self.offset = offset
        size26 = font.size26
        fontSize = font.size
        let (clusters, faces) = units.withUnsafeBufferPointer { buf in
            let clusters = ScriptRuns.clusters(buf)
            return (clusters, chain.assignFaces(clusters: clusters, units: buf, missing: &missing))
        }
        let resolved = try units.withUnsafeBufferPointer { buf throws(TypesettingError) in
            try bidi.resolve(buf, direction: direction)
        }
        level = resolved.paragraph
        levels = resolved.levels
        boundaries = clusters.map(\.range.lowerBound) + [units.count]

        // Itemize: a new run wherever the level, the face or the script changes.
        var runs: [ShapedRun] = []
        var runStart = 0
        for (i, cluster) in clusters.enumerated() {
            let next = i + 1
            let ends = next == clusters.count
                || levels[clusters[next].range.lowerBound] != levels[cluster.range.lowerBound]
                || faces[next] !== faces[i]
                || clusters[next].script != cluster.script
            if ends {
                let style = RunStyle(face: faces[i], level: levels[cluster.range.lowerBound],
                                     script: cluster.script,
                                     language: cluster.script.language(default: language))
                runs.append(ShapedRun(range: runStart..<cluster.range.upperBound, style: style, glyphs: []))
                runStart = cluster.range.upperBound
            }
        }
        // Shape each run once, with the whole paragraph as context.
        var advanceUnits = [Int64](repeating: 0, count: units.count)
        units.withUnsafeBufferPointer { buf in
            for r in runs.indices {
                runs[r].glyphs = shaper.shape(buf, range: runs[r].range, context: 0..<buf.count,
                                              style: runs[r].style)
                for g in runs[r].glyphs { advanceUnits[Int(g.cluster)] += Int64(g.advance) }
            }
        }
        // Fine advances, converted cumulatively per run so rounding never accumulates.
        var prefix = [Int64](repeating: 0, count: units.count + 1)
        for run in runs {
            let upem = Int64(run.style.face.unitsPerEm)
            var cumulative: Int64 = 0
            var previous: Int64 = 0
            for i in run.range {
                cumulative += advanceUnits[i]
                let now = fontUnitsToFine(cumulative, size26: size26, upem: upem)
                prefix[i + 1] = prefix[i] + (now - previous)
                previous = now
            }
        }
        self.runs = runs
        self.prefix = prefix
    }

    /// Whether a unit is Hangul (syllables and jamo). UILabel's default line-break strategy
    /// (`NSParagraphStyle.LineBreakStrategy.standard`, all strategies) includes
    /// `.hangulWordPriority`: "The text system prohibits breaking between Hangul characters"
    /// (Apple's documentation), so Korean wraps at spaces, like words.
    func isHangul(_ u: UInt16) -> Bool {
        (0xAC00...0xD7A3).contains(u) || (0x1100...0x11FF).contains(u) || (0x3130...0x318F).contains(u)
            || (0xA960...0xA97F).contains(u) || (0xD7B0...0xD7FF).contains(u)
    }

    /// Whether a unit is a space that may hang at the end of a line.
    func isSpace(_ i: Int) -> Bool {
        let u = units[i]
        return u == 0x20 || u == 0x3000 || (u >= 0x2000 && u <= 0x200A && u != 0x2007) || u == 0x1680
    }

    /// `end` moved back over trailing spaces (not before `start`).
    func trimTrailingSpaces(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, isSpace(e - 1) { e -= 1 }
        return e
    }

    /// `start` moved forward over leading spaces (not past `end`).
    func skipLeadingSpaces(_ start: Int, _ end: Int) -> Int {
        var s = start
        while s < end, isSpace(s) { s += 1 }
        return s
    }

    /// The estimated fine width of `a..<b` (from the paragraph's shaping).
    func width(_ a: Int, _ b: Int) -> Int64 { prefix[b] - prefix[a] }

    /// The width of `a..<b` without trailing spaces, which hang past the line end.
    func fittingWidth(_ a: Int, _ b: Int) -> Int64 { width(a, trimTrailingSpaces(a, b)) }

    /// The fine width of `a..<b` shaped on its own (joining stops at both ends), trailing
    /// spaces excluded. One `hb_shape` per run piece; used only to break inside a word.
    func shapedWidth(_ a: Int, _ b: Int, shaper: Shaper) -> Int64 {
        let end = trimTrailingSpaces(a, b)
        guard end > a else { return 0 }
        var total: Int64 = 0
        units.withUnsafeBufferPointer { buf in
            for run in runs where run.range.overlaps(a..<end) {
                let piece = max(run.range.lowerBound, a)..<min(run.range.upperBound, end)
                let glyphs = shaper.shape(buf, range: piece, context: a..<end, style: run.style)
                total += fontUnitsToFine(glyphs.reduce(0) { $0 + Int64($1.advance) }, size26: size26,
                                       upem: Int64(run.style.face.unitsPerEm))
            }
        }
        return total
    }

    /// Breaks the paragraph into lines no wider than `maxWidth` (fine units), or one line if `nil`.
    func lines(maxWidth: Int64?, mode: LineBreakMode, shaper: Shaper) throws(TypesettingError) -> [Range<Int>] {
        guard let maxWidth, fittingWidth(0, count) > maxWidth else { return [0..<count] }
        let opportunities: [Int]
        if mode == .byCharWrapping {
            opportunities = Array(boundaries.dropFirst().dropLast())
        } else {
            opportunities = try units.withUnsafeBufferPointer { buf throws(TypesettingError) in
                try LineBreaker.opportunities(buf)
            }.filter { !(isHangul(units[$0 - 1]) && isHangul(units[$0])) }
        }
        return LineBreaker.breakLines(count: count, maxWidth: maxWidth, boundaries: boundaries,
                                      opportunities: opportunities,
                                      width: { a, b in fittingWidth(a, b) },
                                      cutWidth: { a, b in shapedWidth(a, b, shaper: shaper) })
    }
}
