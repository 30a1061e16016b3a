/// A shaped run of a paragraph, in logical position `range`.
struct ShapedRun {
    var range: Range<Int>
    var style: RunStyle
    var glyphs: [ShapedGlyph]
    /// The index of the run's ``Span`` (its text style).
    var span: Int
    /// The size in 26.6 and the units per em its advances are in (an attachment's advances
    /// are in 1/64 pt: size 1 pt, 64 units per em).
    var size26: Int64
    var upem: Int64
    /// The size in points (1 for an attachment), for full-precision widths.
    var fontSize: Double
    /// Kerning after each cluster, in fine units.
    var kernFine: Int64 = 0
    /// Whether the run is an inline object (glyph-less advances).
    var isAttachment = false
}

/// A text style resolved for layout: its fallback chain, line metrics and fixed-point values.
struct Span {
    var style: TextStyle
    var chain: FallbackChain
    /// The declared font's line metrics (fallback faces never change a line's height).
    var metrics: FontMetrics
    var size26: Int64
    /// Kerning after each grapheme cluster, in fine units and in points.
    var kernFine: Int64
    /// The baseline offset in 26.6 (positive raises).
    var offset26: Int64
    /// Above and below the baseline on a line, and leading, in points.
    var ascent: Double
    var descent: Double
    var leading: Double

    /// The tracking the span's size gives `face` (its `trak` table's normal track), in its font units.
    func tracking(_ face: LoadedFace) -> Int32 {
        face.trackingTable == nil || style.attachment != nil ? 0 : face.tracking(atSize: style.font.size)
    }

    init(_ style: TextStyle) throws(TypesettingError) {
        // The system font becomes Apple's when the task has them (see `SystemFonts`); the
        // resolved font is part of the style, so the paragraph cache tells the two apart.
        let font = try style.font.validated().resolved(with: .current)
        var style = style
        style.font = font
        self.style = style
        chain = try FallbackChain(font: font)
        metrics = font.lineMetrics(primary: chain.primary)
        size26 = font.size26
        kernFine = style.kern.isFinite ? Int64((max(-1e6, min(1e6, style.kern)) * finePerPoint).rounded()) : 0
        let offset = style.baselineOffset.isFinite ? max(-1e6, min(1e6, style.baselineOffset)) : 0
        offset26 = Int64((offset * 64).rounded())
        ascent = metrics.ascender
        descent = -metrics.descender
        leading = metrics.leading
        if offset > 0 { ascent += offset } else if offset < 0 { descent -= offset }
        if let a = style.attachment {
            ascent = max(ascent, a.y + a.height + max(0, offset))
            descent = max(descent, -a.y - min(0, offset))
        }
    }

    /// The attachment's advance in 1/64 pt, if the style is an attachment.
    var attachmentAdvance26: Int32? {
        guard let a = style.attachment, a.width.isFinite else { return nil }
        return Int32((max(0, min(1e6, a.width)) * 64).rounded())
    }
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
    /// The span of the paragraph's first character (its empty line's metrics, its ellipsis).
    var firstSpan: Int

    var count: Int { units.count }

    /// - Parameter unitSpans: the span of every unit (paragraph-relative), or `nil` when the
    ///   whole paragraph is in span `firstSpan`.
    init(
        units: [UInt16], offset: Int, spans: [Span], unitSpans: [Int32]?, firstSpan: Int,
        direction: WritingDirection, language: String, bidi: BidiResolver, shaper: Shaper,
        missing: inout [Unicode.Scalar]
    ) throws(TypesettingError) {
        self.units = units
        self.offset = offset
        self.firstSpan = firstSpan
        func spanOf(_ i: Int) -> Int { unitSpans.map { Int($0[i]) } ?? firstSpan }
        let (clusters, faces) = units.withUnsafeBufferPointer { buf in
            let clusters = ScriptRuns.clusters(buf)
            guard unitSpans != nil else {
                return (clusters, spans[firstSpan].chain.assignFaces(clusters: clusters, units: buf, missing: &missing))
            }
            // Fonts are chosen per style segment, each with its own fallback chain.
            var faces: [LoadedFace] = []
            faces.reserveCapacity(clusters.count)
            var start = 0
            while start < clusters.count {
                let span = spanOf(clusters[start].range.lowerBound)
                var end = start + 1
                while end < clusters.count, spanOf(clusters[end].range.lowerBound) == span { end += 1 }
                faces += spans[span].chain.assignFaces(
                    clusters: Array(clusters[start..<end]), units: buf,
                    missing: &missing)
                start = end
            }
            return (clusters, faces)
        }
        let resolved = try units.withUnsafeBufferPointer { buf throws(TypesettingError) in
            try bidi.resolve(buf, direction: direction)
        }
        level = resolved.paragraph
        levels = resolved.levels
        var boundaries: [Int] = []
        boundaries.reserveCapacity(clusters.count + 1)
        for cluster in clusters { boundaries.append(cluster.range.lowerBound) }
        boundaries.append(units.count)
        self.boundaries = boundaries

        // Itemize: a new run wherever the level, the face, the script or the style changes.
        var runs: [ShapedRun] = []
        var runStart = 0
        for (i, cluster) in clusters.enumerated() {
            let next = i + 1
            let span = spanOf(cluster.range.lowerBound)
            let ends =
                next == clusters.count
                || levels[clusters[next].range.lowerBound] != levels[cluster.range.lowerBound]
                || faces[next] !== faces[i]
                || clusters[next].script != cluster.script
                || (unitSpans != nil && spanOf(clusters[next].range.lowerBound) != span)
            if ends {
                let style = RunStyle(
                    face: faces[i], level: levels[cluster.range.lowerBound],
                    script: cluster.script,
                    language: cluster.script.language(default: language),
                    features: spans[span].style.font.features, tracking: spans[span].tracking(faces[i]))
                let attached = spans[span].attachmentAdvance26 != nil
                runs.append(
                    ShapedRun(
                        range: runStart..<cluster.range.upperBound, style: style, glyphs: [],
                        span: span, size26: attached ? 64 : spans[span].size26,
                        upem: attached ? 64 : Int64(faces[i].unitsPerEm),
                        fontSize: attached ? 1 : spans[span].style.font.size,
                        kernFine: spans[span].kernFine, isAttachment: attached))
                runStart = cluster.range.upperBound
            }
        }
        // Shape each run once, with the whole paragraph as context. An attachment is one
        // glyph-less advance per cluster.
        var advanceUnits = [Int64](repeating: 0, count: units.count)
        var words: WordShaper? = WordShaper(units: units)
        units.withUnsafeBufferPointer { buf in
            for r in runs.indices {
                if let advance = spans[runs[r].span].attachmentAdvance26 {
                    var glyphs: [ShapedGlyph] = []
                    var i = LineBreaker.firstIndex(in: boundaries, greaterThan: runs[r].range.lowerBound - 1)
                    while i < boundaries.count, boundaries[i] < runs[r].range.upperBound {
                        glyphs.append(
                            ShapedGlyph(
                                glyph: 0, cluster: Int32(boundaries[i]), advance: advance,
                                offsetX: 0, offsetY: 0, unsafeToBreak: false))
                        i += 1
                    }
                    if runs[r].style.isRightToLeft { glyphs.reverse() }
                    runs[r].glyphs = glyphs
                } else {
                    runs[r].glyphs = shaper.shapeInPieces(
                        buf, range: runs[r].range, style: runs[r].style, words: &words
                    ) {
                        LineBreaker.firstIndex(in: boundaries, greaterThan: $0 - 1) < boundaries.count
                            && boundaries[LineBreaker.firstIndex(in: boundaries, greaterThan: $0 - 1)] == $0
                    }
                }
                for g in runs[r].glyphs { advanceUnits[Int(g.cluster)] += Int64(g.advance) }
            }
        }
        // Fine advances, converted cumulatively per run so rounding never accumulates, plus
        // kerning after each cluster.
        // `advanceUnits[i]` becomes unit i's fine advance in place (it is read before it is
        // overwritten), so the paragraph never holds a second array of that size.
        var kerned = false
        for run in runs {
            var cumulative: Int64 = 0
            var previous: Int64 = 0
            for i in run.range {
                cumulative += advanceUnits[i]
                let now = fontUnitsToFine(cumulative, size26: run.size26, upem: run.upem)
                advanceUnits[i] = now - previous
                previous = now
            }
            if spans[run.span].kernFine != 0 { kerned = true }
        }
        if kerned {
            for b in boundaries.dropFirst() {
                advanceUnits[b - 1] += spans[spanOf(b - 1)].kernFine
            }
        }
        var prefix = [Int64](repeating: 0, count: units.count + 1)
        for i in 0..<units.count { prefix[i + 1] = prefix[i] + advanceUnits[i] }
        self.runs = runs
        self.prefix = prefix
    }

    /// The span of paragraph-relative unit `i` (the run that holds it).
    func span(at i: Int) -> Int {
        let r = runIndex(after: i)
        return r < runs.count && runs[r].range.contains(i) ? runs[r].span : firstSpan
    }

    /// The index of the first run that ends after unit `i` (`runs.count` if none); runs are
    /// contiguous and in logical order, so this is a binary search.
    func runIndex(after i: Int) -> Int {
        var lo = 0, hi = runs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].range.upperBound <= i { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The runs that overlap `range`, in logical order.
    ///
    /// - Complexity: O(log r + k) for r runs, k of them overlapping (a line never scans every
    ///   run of its paragraph).
    func runs(overlapping range: Range<Int>) -> ArraySlice<ShapedRun> {
        guard !range.isEmpty else { return [] }
        let first = runIndex(after: range.lowerBound)
        var last = first
        while last < runs.count, runs[last].range.lowerBound < range.upperBound { last += 1 }
        return runs[first..<last].filter { $0.range.overlaps(range) }[...]
    }

    /// How many grapheme clusters end inside `range` (boundaries `b` with
    /// `range.lowerBound < b <= range.upperBound`), by binary search.
    func clusterEnds(in range: Range<Int>) -> Int {
        LineBreaker.firstIndex(in: boundaries, greaterThan: range.upperBound)
            - LineBreaker.firstIndex(in: boundaries, greaterThan: range.lowerBound)
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
            for run in runs(overlapping: a..<end) {
                let piece = max(run.range.lowerBound, a)..<min(run.range.upperBound, end)
                let glyphs =
                    run.isAttachment
                    ? (LineAssembler.slice(run, piece) ?? [])
                    : shaper.shape(buf, range: piece, context: a..<end, style: run.style)
                total += fontUnitsToFine(
                    glyphs.reduce(0) { $0 + Int64($1.advance) }, size26: run.size26,
                    upem: run.upem)
                if run.kernFine != 0 {
                    total += run.kernFine * Int64(clusterEnds(in: piece))
                }
            }
        }
        return total
    }

    /// Breaks the paragraph into lines no wider than `maxWidth` (fine units), or one line if `nil`.
    /// `firstMaxWidth` (default `maxWidth`) limits the first line (a first-line indent).
    /// With `atMost`, breaking stops once that many lines are found.
    func lines(
        maxWidth: Int64?, firstMaxWidth: Int64? = nil, mode: LineBreakMode,
        shaper: Shaper, atMost: Int = .max
    ) throws(TypesettingError) -> [Range<Int>] {
        guard let maxWidth, fittingWidth(0, count) > (firstMaxWidth ?? maxWidth) else { return [0..<count] }
        let opportunities: [Int]
        if mode == .byCharWrapping {
            opportunities = Array(boundaries.dropFirst().dropLast())
        } else {
            opportunities = try units.withUnsafeBufferPointer { buf throws(TypesettingError) in
                try LineBreaker.opportunities(buf)
            }.filter { !(isHangul(units[$0 - 1]) && isHangul(units[$0])) }
        }
        return LineBreaker.breakLines(
            count: count, maxWidth: maxWidth, firstMaxWidth: firstMaxWidth ?? maxWidth,
            boundaries: boundaries,
            opportunities: opportunities,
            width: { a, b in fittingWidth(a, b) },
            cutWidth: { a, b in shapedWidth(a, b, shaper: shaper) }, atMost: atMost)
    }
}
