/// The shaped truncation ellipsis "…" (U+2026) in the first face of the chain that has it.
/// In the style of the text it replaces (the first character of the truncated line).
struct Ellipsis {
    let face: LoadedFace
    let glyphs: [ShapedGlyph]
    /// The width in fine units (1/64/4096 pt).
    let widthFine: Int64
    /// The span (text style) it is drawn in.
    let span: Int
    let size26: Int64
    let fontSize: Double

    init(spans: [Span], span: Int, shaper: Shaper) {
        let chain = spans[span].chain
        face = chain.ellipsisFace(preferring: chain.primary)
        self.span = span
        size26 = spans[span].size26
        fontSize = spans[span].style.font.size
        let units: [UInt16] = [0x2026]
        let style = RunStyle(
            face: face, level: 0, script: .neutral, language: "und", tracking: spans[span].tracking(face))
        glyphs = units.withUnsafeBufferPointer { buf in
            shaper.shape(buf, range: 0..<1, context: 0..<1, style: style)
        }
        widthFine = fontUnitsToFine(
            glyphs.reduce(0) { $0 + Int64($1.advance) }, size26: size26,
            upem: Int64(face.unitsPerEm))
    }
}

/// A line with its glyph runs positioned, before alignment.
struct BuiltLine {
    var runs: [GlyphRun]
    /// The advance width in fine units (1/64/4096 pt).
    var widthFine: Int64
    /// The advance width in points, at full precision: Σ advance units × size / units per em,
    /// per run (what UIKit measures before it ceils to the pixel).
    var exactWidth: Double
    /// Paragraph-relative range covered by the text (not the ellipsis), if any.
    var textRange: Range<Int>?
    /// The tallest ascent, deepest descent and largest leading of the line's styles, in points.
    var ascent: Double
    var descent: Double
    var leading: Double
}

/// Turns a line's logical content into positioned glyph runs in visual order.
enum LineAssembler {
    private struct Item {
        var glyphs: [ShapedGlyph]
        var face: LoadedFace
        var level: UInt8
        var range: Range<Int>
        var isEllipsis: Bool
        var span: Int
        var size26: Int64
        var upem: Int64
        var fontSize: Double
        var kernFine: Int64
        var isAttachment: Bool
    }

    /// The glyphs of `piece` taken from the run's shaping, when HarfBuzz says cutting there is
    /// safe (no UNSAFE_TO_BREAK glyph starts a cut cluster); `nil` means reshape.
    ///
    /// - Complexity: O(log g + k) for a run of g glyphs and a piece of k: a run's clusters are
    ///   monotonic (ascending left to right, descending right to left), so the piece's glyphs are
    ///   one contiguous slice found by binary search; a line never scans its whole paragraph.
    static func slice(_ run: ShapedRun, _ piece: Range<Int>) -> [ShapedGlyph]? {
        let glyphs = run.glyphs
        let low = Int32(piece.lowerBound), high = Int32(piece.upperBound)
        let descending = (glyphs.first?.cluster ?? 0) > (glyphs.last?.cluster ?? 0)
        // The first index (in logical order of clusters) whose cluster is >= `value`.
        func boundary(_ value: Int32) -> Int {
            var lo = 0, hi = glyphs.count
            while lo < hi {
                let mid = (lo + hi) / 2
                let before = descending ? glyphs[mid].cluster >= value : glyphs[mid].cluster < value
                if before { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        // Ascending: glyphs[lowIndex..<highIndex] have low <= cluster < high. Descending: the
        // glyphs with cluster >= high come first, then those >= low.
        let a = boundary(descending ? high : low), b = boundary(descending ? low : high)
        // The glyphs of the cluster at a cut: HarfBuzz flags every glyph of an unsafe cluster.
        func cut(_ value: Int32, at index: Int, forward: Bool) -> Bool? {
            var i = index
            var found = false
            while forward ? i < glyphs.count : i >= 0, glyphs[i].cluster == value {
                if glyphs[i].unsafeToBreak { return nil }
                found = true
                i += forward ? 1 : -1
            }
            return found
        }
        if piece.lowerBound != run.range.lowerBound {
            // Ascending: the piece's first glyphs start at `a`; descending: its last glyphs end at b.
            guard let found = descending ? cut(low, at: b - 1, forward: false) : cut(low, at: a, forward: true),
                found
            else { return nil }
        }
        if piece.upperBound != run.range.upperBound {
            // The glyphs just outside the piece, at the cluster where the next piece starts.
            guard let found = descending ? cut(high, at: a - 1, forward: false) : cut(high, at: b, forward: true),
                found
            else { return nil }
        }
        return a < b ? Array(glyphs[a..<b]) : []
    }

    /// Assembles a line: cuts the paragraph's runs to the line's segments (reshaping only the
    /// runs a cut goes through, with the segment as context so joining stops at the edge),
    /// inserts the ellipsis, reorders by bidi level (one ICU call), positions glyphs in 26.6.
    /// With `justifyTo` (fine units), the extra width is shared out over the line's spaces.
    static func assemble(
        _ paragraph: Paragraph, spans: [Span], content: LineContent, ellipsis: Ellipsis?,
        shaper: Shaper, justifyTo: Int64?
    ) -> BuiltLine {
        var items: [Item] = []
        func addEllipsis() {
            guard let ellipsis else { return }
            items.append(
                Item(
                    glyphs: ellipsis.glyphs, face: ellipsis.face, level: paragraph.level,
                    range: 0..<0, isEllipsis: true, span: ellipsis.span, size26: ellipsis.size26,
                    upem: Int64(ellipsis.face.unitsPerEm), fontSize: ellipsis.fontSize,
                    kernFine: 0, isAttachment: false))
        }
        for (s, segment) in content.segments.enumerated() {
            if content.ellipsisIndex == s { addEllipsis() }
            for run in paragraph.runs(overlapping: segment) {
                let piece =
                    max(run.range.lowerBound, segment.lowerBound)..<min(run.range.upperBound, segment.upperBound)
                let glyphs: [ShapedGlyph]
                if piece == run.range {
                    glyphs = run.glyphs
                } else if let sliced = slice(run, piece) {
                    glyphs = sliced
                } else if run.isAttachment {
                    glyphs = []
                } else {
                    glyphs = paragraph.units.withUnsafeBufferPointer { buf in
                        shaper.shape(buf, range: piece, context: segment, style: run.style)
                    }
                }
                items.append(
                    Item(
                        glyphs: glyphs, face: run.style.face, level: run.style.level,
                        range: piece, isEllipsis: false, span: run.span, size26: run.size26,
                        upem: run.upem, fontSize: run.fontSize, kernFine: run.kernFine,
                        isAttachment: run.isAttachment))
            }
        }
        if let e = content.ellipsisIndex, e >= content.segments.count { addEllipsis() }

        // Justification: share the free width over the spaces between words.
        var spaces = 0
        if justifyTo != nil {
            for item in items where !item.isEllipsis {
                for g in item.glyphs where paragraph.units[Int(g.cluster)] == 0x20 { spaces += 1 }
            }
        }
        // Full-precision width: each item's advance total scaled once.
        var natural: Int64 = 0
        var exact = 0.0
        var clusterCounts: [Int] = []
        clusterCounts.reserveCapacity(items.count)
        for item in items {
            let units = item.glyphs.reduce(0) { $0 + Int64($1.advance) }
            natural += fontUnitsToFine(units, size26: item.size26, upem: item.upem)
            exact += Double(units) * item.fontSize / Double(item.upem)
            // Kerning follows every cluster of the item.
            var clusters = 0
            if item.kernFine != 0 {
                clusters = paragraph.clusterEnds(in: item.range)
                natural += item.kernFine * Int64(clusters)
                exact += Double(item.kernFine * Int64(clusters)) / finePerPoint
            }
            clusterCounts.append(clusters)
        }
        let justified = justifyTo != nil && spaces > 0
        let extraFine = justified ? max(0, justifyTo! - natural) : 0
        let extra = extraFine >> fineBitsBeyond26  // shared out in 26.6 glyph positions
        var spaceIndex: Int64 = 0

        let order = BidiResolver.visualOrder(items.map(\.level))
        var runs: [GlyphRun] = []
        runs.reserveCapacity(items.count)
        var pen: Int64 = 0
        for index in order {
            let item = items[index]
            let upem = item.upem
            let size26 = item.size26
            let offset26 = spans[item.span].offset26
            var kernDone = 0  // clusters kerned so far in this item
            let start = pen
            var cumulative: Int64 = 0
            var shift: Int64 = 0
            var xs: [Int32] = [], ys: [Int32] = [], ids: [UInt32] = [], clusters: [Int] = []
            xs.reserveCapacity(item.glyphs.count)
            ys.reserveCapacity(item.glyphs.count)
            ids.reserveCapacity(item.glyphs.count)
            clusters.reserveCapacity(item.glyphs.count)
            for (j, g) in item.glyphs.enumerated() {
                let kern26 = item.kernFine == 0 ? 0 : fineTo26(item.kernFine * Int64(kernDone))
                xs.append(
                    Int32(
                        clamping: start + shift + kern26
                            + fontUnitsTo26(cumulative + Int64(g.offsetX), size26: size26, upem: upem)))
                ys.append(Int32(clamping: fontUnitsTo26(Int64(g.offsetY), size26: size26, upem: upem) + offset26))
                ids.append(g.glyph)
                clusters.append(item.isEllipsis ? item.range.lowerBound : Int(g.cluster))
                cumulative += Int64(g.advance)
                if item.kernFine != 0, j == item.glyphs.count - 1 || item.glyphs[j + 1].cluster != g.cluster {
                    kernDone += 1
                }
                if spaces > 0, !item.isEllipsis, paragraph.units[Int(g.cluster)] == 0x20 {
                    // Space k of n gets floor(extra·(k+1)/n) − floor(extra·k/n): exact total.
                    shift += extra * (spaceIndex + 1) / Int64(spaces) - extra * spaceIndex / Int64(spaces)
                    spaceIndex += 1
                }
            }
            let kernTotal26 = item.kernFine == 0 ? 0 : fineTo26(item.kernFine * Int64(clusterCounts[index]))
            pen = start + shift + kernTotal26 + fontUnitsTo26(cumulative, size26: size26, upem: upem)
            if item.isAttachment {
                // An inline object: its advance, no glyph to draw.
                xs = []; ys = []; ids = []; clusters = []
            }
            runs.append(
                GlyphRun(
                    face: item.face.face, fontSize: spans[item.span].style.font.size, bidiLevel: item.level,
                    glyphs: ids, xPositions: xs, yOffsets: ys, clusters: clusters,
                    textRange: item.range, isEllipsis: item.isEllipsis,
                    width26: Int32(clamping: pen - start), style: item.span, x26: Int32(clamping: start),
                    isAttachment: item.isAttachment, isOblique: spans[item.span].style.font.isOblique))
        }
        // The line's vertical extent: every style on it (the paragraph's first for an empty line).
        let lineSpans = items.isEmpty ? [paragraph.firstSpan] : items.map(\.span)
        var ascent = spans[lineSpans[0]].ascent, descent = spans[lineSpans[0]].descent
        var leading = spans[lineSpans[0]].leading
        for s in lineSpans.dropFirst() {
            ascent = max(ascent, spans[s].ascent)
            descent = max(descent, spans[s].descent)
            leading = max(leading, spans[s].leading)
        }
        let covered = content.segments.filter { !$0.isEmpty }
        let textRange = covered.isEmpty ? nil : covered.first!.lowerBound..<covered.last!.upperBound
        return BuiltLine(
            runs: runs, widthFine: natural + extraFine,
            exactWidth: extraFine > 0 ? Double(natural + extraFine) / finePerPoint : exact,
            textRange: textRange, ascent: ascent, descent: descent, leading: leading)
    }
}
