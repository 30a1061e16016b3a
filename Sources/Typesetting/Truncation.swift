/// What one line shows: one or two logical ranges of its paragraph and maybe an ellipsis.
struct LineContent {
    /// Logical ranges of the paragraph, in logical order.
    var segments: [Range<Int>]
    /// Where "…" goes among the segments (0 = before the first), or `nil` for none.
    var ellipsisIndex: Int?
    /// Whether this is the last line of its paragraph (justification leaves it alone).
    var endsParagraph: Bool
    /// Whether the line hides text (ellipsis, clipping, or lines dropped after it).
    var isTruncated: Bool
    /// For a truncated line: the range it was cut from, to cut again if reshaping the cut
    /// pieces made the line wider than the estimate.
    var truncatedFrom: Range<Int>? = nil
}

enum Truncation {
    /// Truncates `range` of `paragraph` to fit `maxWidth` (fine units) with an ellipsis `ellipsis`
    /// wide. When `force` is set (text after the line is hidden) an ellipsis is added even if
    /// the range fits. Cuts fall on grapheme boundaries; spaces next to the ellipsis are dropped.
    static func truncate(
        _ paragraph: Paragraph, range: Range<Int>, maxWidth: Int64?, ellipsis: Int64,
        mode: LineBreakMode, force: Bool
    ) -> LineContent {
        var content = cut(paragraph, range: range, maxWidth: maxWidth, ellipsis: ellipsis, mode: mode, force: force)
        if content.ellipsisIndex != nil { content.truncatedFrom = range }
        return content
    }

    private static func cut(
        _ paragraph: Paragraph, range: Range<Int>, maxWidth: Int64?, ellipsis: Int64,
        mode: LineBreakMode, force: Bool
    ) -> LineContent {
        let a = range.lowerBound, b = range.upperBound
        let fits = maxWidth.map { paragraph.fittingWidth(a, b) <= $0 } ?? true
        if fits && !force {
            return LineContent(segments: [range], ellipsisIndex: nil, endsParagraph: true, isTruncated: false)
        }
        let limit = maxWidth ?? Int64.max / 4
        let budget = limit - ellipsis
        // The grapheme boundaries in a...b, by binary search (the boundaries are sorted).
        let inside = paragraph.boundaries[
            LineBreaker.firstIndex(
                in: paragraph.boundaries, greaterThan: a - 1)..<LineBreaker.firstIndex(
                    in: paragraph.boundaries, greaterThan: b)]
        switch mode {
        case .byTruncatingHead:
            // The smallest start whose suffix fits after the ellipsis.
            for g in inside where g < b {
                let s = paragraph.skipLeadingSpaces(g, b)
                if paragraph.fittingWidth(s, b) <= budget {
                    return LineContent(
                        segments: [s..<paragraph.trimTrailingSpaces(s, b)], ellipsisIndex: 0,
                        endsParagraph: true, isTruncated: true)
                }
            }
            return LineContent(segments: [], ellipsisIndex: 0, endsParagraph: true, isTruncated: true)
        case .byTruncatingMiddle:
            // Half the budget for the start, the rest for the end.
            var head = a
            for g in inside where paragraph.fittingWidth(a, g) <= budget / 2 { head = g }
            let headEnd = paragraph.trimTrailingSpaces(a, head)
            let remaining = budget - paragraph.width(a, headEnd)
            var tail = b
            for g in inside.reversed() where g >= head {
                let s = paragraph.skipLeadingSpaces(g, b)
                if paragraph.fittingWidth(s, b) <= remaining { tail = s } else { break }
            }
            var segments: [Range<Int>] = []
            if headEnd > a { segments.append(a..<headEnd) }
            let tailEnd = paragraph.trimTrailingSpaces(tail, b)
            if tailEnd > tail { segments.append(tail..<tailEnd) }
            let index = headEnd > a ? 1 : 0
            return LineContent(segments: segments, ellipsisIndex: index, endsParagraph: true, isTruncated: true)
        default:
            // Tail (also used for the other modes if asked): the longest prefix that fits.
            var end = a
            for g in inside where g > a {
                if paragraph.fittingWidth(a, g) <= budget { end = g } else { break }
            }
            end = paragraph.trimTrailingSpaces(a, end)
            let segments = end > a ? [a..<end] : []
            return LineContent(
                segments: segments, ellipsisIndex: segments.count,
                endsParagraph: true, isTruncated: true)
        }
    }
}
