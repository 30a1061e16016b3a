import Foundation

/// A line planned for a paragraph, before its glyphs are assembled.
private struct PlannedLine {
    var paragraph: Int
    /// The line's index inside its paragraph (0 = first line, which takes the first-line indent).
    var index: Int
    var content: LineContent
}

/// A paragraph's horizontal geometry in points and fine units.
private struct ParagraphFrame {
    var style: ParagraphStyle
    var direction: WritingDirection
    var alignment: TextAlignment
    var mode: LineBreakMode
    /// Leading-edge indents of the first and other lines.
    var firstHead: Double
    var head: Double
    /// The line end from the leading edge, or `nil` for the container's width.
    var end: Double?

    func headIndent(line: Int) -> Double { line == 0 ? firstHead : head }

    /// The fine width available to a line, or `nil` for unlimited.
    func maxWidthFine(line: Int) -> Int64? {
        guard let end else { return nil }
        return max(0, toFine(end - headIndent(line: line)))
    }
}

@inline(__always)
private func toFine(_ points: Double) -> Int64 {
    Int64((max(-1e12, min(1e12, points)) * finePerPoint).rounded(.down))
}

extension Typesetter {
    /// The layout of styled text; a plain string is styled text with one style.
    static func layoutCore(
        _ text: StyledText, width: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode,
        alignment: TextAlignment, direction: WritingDirection, language: String
    ) throws(TypesettingError) -> TextLayout {
        var spans: [Span] = []
        spans.reserveCapacity(text.styles.count)
        for style in text.styles { spans.append(try Span(style)) }
        let baseSpan = text.runs.first?.style ?? 0
        let metrics = spans[baseSpan].metrics
        let prepared = PreparedText(text.string)
        var warnings: [TypesettingWarning] = []
        if prepared.droppedControls > 0 {
            warnings.append(.controlCharactersIgnored(count: prepared.droppedControls))
        }
        let cleanText = prepared.isModified ? String(decoding: prepared.units, as: UTF16.self) : text.string
        var layout = TextLayout(
            text: cleanText, font: spans[baseSpan].style.font, metrics: metrics, lines: [],
            size: .zero, isTruncated: false, warnings: warnings, maximumWidth: width)
        if prepared.units.isEmpty { return layout }

        // Runs in the cleaned text's offsets (dropped control characters shift them).
        let runs = cleanRuns(text, prepared: prepared)
        let styled = runs.contains { $0.style != baseSpan }
        var unitSpans: [Int32]? = nil
        if styled {
            var spansOfUnits = [Int32](repeating: 0, count: prepared.units.count)
            for run in runs { for i in run.range { spansOfUnits[i] = Int32(run.style) } }
            unitSpans = spansOfUnits
        }
        // Paragraphs are visited in order, so the run of each paragraph's start is found by
        // moving forward (no scan of every run per paragraph).
        let runsInOrder = zip(runs, runs.dropFirst()).allSatisfy { $0.range.lowerBound <= $1.range.lowerBound }
        var runCursor = 0
        func runAt(_ offset: Int) -> StyledRun? {
            guard runsInOrder else { return runs.first { $0.range.contains(offset) } ?? runs.last }
            while runCursor < runs.count, runs[runCursor].range.upperBound <= offset { runCursor += 1 }
            if runCursor < runs.count, runs[runCursor].range.contains(offset) { return runs[runCursor] }
            return runs.first { $0.range.contains(offset) } ?? runs.last
        }

        let maxWidthFine: Int64? = width.map { Int64((min($0, 1e12) * finePerPoint).rounded(.down)) }
        let (bidi, shaper) = ShapingContext.take()
        defer { ShapingContext.give(bidi, shaper) }
        var ellipses: [Int: Ellipsis] = [:]
        func ellipsis(_ span: Int) -> Ellipsis {
            if let e = ellipses[span] { return e }
            let e = Ellipsis(spans: spans, span: span, shaper: shaper)
            ellipses[span] = e
            return e
        }
        var missing: [Unicode.Scalar] = []
        var paragraphs: [Paragraph] = []
        var frames: [ParagraphFrame] = []
        var planned: [PlannedLine] = []
        let limit = numberOfLines == 0 ? Int.max : numberOfLines
        outer: for (p, range) in prepared.paragraphs.enumerated() {
            let run = runAt(range.lowerBound)
            let style = text.paragraphStyles[run?.paragraphStyle ?? 0]
            let tail = style.tailIndent
            let frame = ParagraphFrame(
                style: style, direction: style.baseWritingDirection ?? direction,
                alignment: style.alignment ?? alignment, mode: style.lineBreakMode ?? lineBreakMode,
                firstHead: style.firstLineHeadIndent.isFinite ? style.firstLineHeadIndent : 0,
                head: style.headIndent.isFinite ? style.headIndent : 0,
                end: tail > 0 && tail.isFinite ? tail : width.map { $0 + (tail.isFinite ? tail : 0) })
            frames.append(frame)
            let firstSpan = run?.style ?? baseSpan
            // A plain paragraph keeps the layout's width exactly (no indent arithmetic).
            let plain = style.isPlain
            let firstMax = plain ? maxWidthFine : frame.maxWidthFine(line: 0)
            let restMax = plain ? maxWidthFine : frame.maxWidthFine(line: 1)
            // Lines this paragraph may still show; one more is broken to know whether it ends.
            let remaining = limit == Int.max ? Int.max : limit - planned.count
            var found: (paragraph: Paragraph, lines: [Range<Int>])? = nil
            if remaining != Int.max, restMax != nil, unitSpans == nil,
                LinePrefix.applies(mode: frame.mode, direction: frame.direction, length: range.count)
            {
                // A long paragraph of which a few lines show: shape a prefix that holds them.
                var length = LinePrefix.initialLength
                while let cut = LinePrefix.cut(prepared.units, range: range, atLeast: length) {
                    let prefix = try ParagraphCache.paragraph(
                        units: Array(prepared.units[range.lowerBound..<cut]), offset: range.lowerBound,
                        spans: spans, unitSpans: nil, firstSpan: firstSpan, direction: frame.direction,
                        language: language, bidi: bidi, shaper: shaper, missing: &missing)
                    let lines = try prefix.lines(
                        maxWidth: restMax, firstMaxWidth: firstMax, mode: frame.mode, shaper: shaper,
                        atMost: remaining + 2)
                    if lines.count >= remaining + 2 {
                        found = (prefix, lines)
                        break
                    }
                    length *= 4
                }
            }
            let paragraph: Paragraph
            let lines: [Range<Int>]
            if let found {
                (paragraph, lines) = found
            } else {
                paragraph = try ParagraphCache.paragraph(
                    units: Array(prepared.units[range]), offset: range.lowerBound, spans: spans,
                    unitSpans: unitSpans.map { Array($0[range]) }, firstSpan: firstSpan,
                    direction: frame.direction, language: language, bidi: bidi, shaper: shaper, missing: &missing)
                lines = try paragraph.lines(
                    maxWidth: restMax, firstMaxWidth: firstMax, mode: frame.mode,
                    shaper: shaper, atMost: remaining == Int.max ? Int.max : remaining + 1)
            }
            paragraphs.append(paragraph)
            for (i, line) in lines.enumerated() {
                let isLast = i == lines.count - 1
                let lineMax = i == 0 ? firstMax : restMax
                if planned.count == limit - 1 {
                    // The last allowed line: it may have to show (part of) the rest.
                    let moreParagraphs = p < prepared.paragraphs.count - 1
                    let hidden = !isLast || moreParagraphs
                    let content = lastLine(
                        paragraph, line: line, isLast: isLast, hidden: hidden,
                        moreParagraphs: moreParagraphs, maxWidth: lineMax, mode: frame.mode,
                        ellipsis: ellipsis)
                    planned.append(PlannedLine(paragraph: p, index: i, content: content))
                    layout.isTruncated = hidden || content.isTruncated
                    break outer
                }
                let end =
                    isLast
                    ? lastEnd(paragraph, line, lineMax)
                    : paragraph.trimTrailingSpaces(line.lowerBound, line.upperBound)
                planned.append(
                    PlannedLine(
                        paragraph: p, index: i,
                        content: LineContent(
                            segments: [line.lowerBound..<end], ellipsisIndex: nil,
                            endsParagraph: isLast, isTruncated: false)))
            }
        }
        if !missing.isEmpty { layout.warnings.append(.missingGlyphs(missing)) }

        // Build the lines (reorder, position glyphs), then align them.
        var built: [BuiltLine] = []
        var lineEllipses: [Ellipsis?] = []
        built.reserveCapacity(planned.count)
        for i in planned.indices {
            let line = planned[i]
            let paragraph = paragraphs[line.paragraph]
            let lineEllipsis: Ellipsis? =
                line.content.ellipsisIndex == nil
                ? nil
                : ellipsis(
                    paragraph.span(
                        at: line.content.truncatedFrom?.lowerBound
                            ?? line.content.segments.first?.lowerBound ?? 0))
            lineEllipses.append(lineEllipsis)
            var assembled = LineAssembler.assemble(
                paragraph, spans: spans, content: line.content,
                ellipsis: lineEllipsis, shaper: shaper, justifyTo: nil)
            let frame = frames[line.paragraph]
            let lineMax = frame.style.isPlain ? maxWidthFine : frame.maxWidthFine(line: line.index)
            // Reshaping the cut pieces (an Arabic letter before "…" takes its final form) can
            // make a truncated line wider than estimated: cut again with the overflow removed.
            if let source = line.content.truncatedFrom, let lineMax, let lineEllipsis {
                var budget = lineMax
                var attempt = line.content
                var tries = 0
                while assembled.widthFine > lineMax, !attempt.segments.isEmpty, tries < 16 {
                    budget -= assembled.widthFine - lineMax
                    attempt = Truncation.truncate(
                        paragraph, range: source, maxWidth: budget,
                        ellipsis: lineEllipsis.widthFine, mode: frame.mode, force: true)
                    assembled = LineAssembler.assemble(
                        paragraph, spans: spans, content: attempt,
                        ellipsis: lineEllipsis, shaper: shaper, justifyTo: nil)
                    tries += 1
                }
                planned[i].content = attempt
            }
            built.append(assembled)
        }

        // The container: the layout width, or the widest line with its indent.
        var widestFine: Int64 = 0
        var widestExact = 0.0
        for (i, line) in planned.enumerated() {
            let head = frames[line.paragraph].headIndent(line: line.index)
            widestFine = max(widestFine, toFine(head) + built[i].widthFine)
            widestExact = max(widestExact, head + built[i].exactWidth)
            if let end = frames[line.paragraph].end, width == nil {
                widestFine = max(widestFine, toFine(end))
                widestExact = max(widestExact, end)
            }
        }
        let anyStyled = frames.contains { !$0.style.isPlain }
        if !anyStyled {
            widestFine = built.map(\.widthFine).max() ?? 0
            widestExact = built.map(\.exactWidth).max() ?? 0
        }
        let containerFine = maxWidthFine ?? widestFine
        let containerExact = width ?? widestExact

        // Vertical placement: uniform lines keep `index × height` exactly.
        let uniform =
            !anyStyled
            && built.allSatisfy {
                $0.ascent == built[0].ascent && $0.descent == built[0].descent && $0.leading == built[0].leading
            }
        var top = 0.0
        var bottom = 0.0
        for i in planned.indices {
            let line = planned[i]
            let frame = frames[line.paragraph]
            let paragraph = paragraphs[line.paragraph]
            let rtl = paragraph.level & 1 == 1
            let plain = frame.style.isPlain
            // The line's horizontal box [left, right] inside the container.
            let headFine = plain ? 0 : toFine(frame.headIndent(line: line.index))
            let endFine = plain ? containerFine : (frame.end.map(toFine) ?? containerFine)
            let headExact = plain ? 0 : frame.headIndent(line: line.index)
            let endExact = plain ? containerExact : (frame.end ?? containerExact)
            let leftFine = rtl ? containerFine - endFine : headFine
            let rightFine = rtl ? containerFine - headFine : endFine
            let leftExact = rtl ? containerExact - endExact : headExact
            let rightExact = rtl ? containerExact - headExact : endExact
            let available = rightFine - leftFine

            var resolved = frame.alignment
            if resolved == .justified {
                let content = line.content
                let canJustify = plain ? maxWidthFine != nil : frame.end != nil
                if !content.endsParagraph, !content.isTruncated, canJustify, built[i].widthFine < available {
                    built[i] = LineAssembler.assemble(
                        paragraph, spans: spans, content: content,
                        ellipsis: lineEllipses[i], shaper: shaper, justifyTo: available)
                    if built[i].widthFine == available { built[i].exactWidth = rightExact - leftExact }
                }
                resolved = .natural
            }
            if resolved == .natural {
                switch frame.direction {
                case .leftToRight: resolved = .left
                case .rightToLeft: resolved = .right
                case .natural: resolved = rtl ? .right : .left
                }
            }
            let free = available - built[i].widthFine
            var originFine = leftFine
            switch resolved {
            case .right: originFine += free
            case .center: originFine += free >= 0 ? free / 2 : -((-free + 1) / 2)
            default: break
            }
            let originX26 = originFine >> fineBitsBeyond26  // glyphs start on the 1/64-pt grid
            let freeExact = (rightExact - leftExact) - built[i].exactWidth
            var originExact = leftExact
            switch resolved {
            case .right: originExact += freeExact
            case .center: originExact += freeExact / 2
            default: break
            }

            // Height: natural, × multiple, clamped; the glyphs sit at the bottom of the box.
            let b = built[i]
            let natural = b.ascent + b.descent + b.leading
            var height = natural
            let style = frame.style
            if style.lineHeightMultiple > 0, style.lineHeightMultiple.isFinite { height *= style.lineHeightMultiple }
            if style.minimumLineHeight > 0, style.minimumLineHeight.isFinite {
                height = max(height, style.minimumLineHeight)
            }
            if style.maximumLineHeight > 0, style.maximumLineHeight.isFinite {
                height = min(height, style.maximumLineHeight)
            }
            if uniform {
                top = Double(i) * height
            } else if i > 0 {
                let previous = planned[i - 1]
                top = bottom + max(0, frames[previous.paragraph].style.lineSpacing.finiteOrZero)
                if previous.paragraph != line.paragraph {
                    top +=
                        max(0, frames[previous.paragraph].style.paragraphSpacing.finiteOrZero)
                        + max(0, style.paragraphSpacingBefore.finiteOrZero)
                }
            }
            bottom = top + height
            let baseline = height == natural ? top + b.ascent : top + (height - natural) + b.ascent
            layout.lines.append(
                TextLine(
                    runs: b.runs, rect: CGRect(x: originExact, y: top, width: b.exactWidth, height: height),
                    baseline: baseline,
                    textRange: b.textRange.map {
                        ($0.lowerBound + paragraph.offset)..<($0.upperBound + paragraph.offset)
                    }
                        ?? paragraph.offset..<paragraph.offset,
                    paragraphLevel: paragraph.level, isTruncated: line.content.isTruncated,
                    originX26: originX26, width26: fineTo26(b.widthFine), ascent: b.ascent, descent: b.descent))
        }
        // Glyph clusters are paragraph-relative until here.
        for l in layout.lines.indices {
            let offset = paragraphs[planned[l].paragraph].offset
            for r in layout.lines[l].runs.indices {
                layout.lines[l].runs[r].clusters = layout.lines[l].runs[r].clusters.map { $0 + offset }
                let tr = layout.lines[l].runs[r].textRange
                layout.lines[l].runs[r].textRange = (tr.lowerBound + offset)..<(tr.upperBound + offset)
            }
        }
        let widest =
            anyStyled
            ? planned.indices.map {
                frames[planned[$0].paragraph].headIndent(line: planned[$0].index) + built[$0].exactWidth
            }.max() ?? 0
            : built.map(\.exactWidth).max() ?? 0
        layout.size = CGSize(
            width: widest,
            height: uniform ? Double(layout.lines.count) * (layout.lines.first?.rect.height ?? 0) : bottom)
        return layout
    }

    /// The runs' ranges in the text with control characters dropped.
    private static func cleanRuns(_ text: StyledText, prepared: PreparedText) -> [StyledRun] {
        guard prepared.droppedControls > 0 else { return text.runs }
        // keptBefore[i]: how many units before original offset i survive.
        var keptBefore = [Int](repeating: 0, count: text.string.utf16.count + 1)
        var kept = 0
        for (i, u) in text.string.utf16.enumerated() {
            keptBefore[i] = kept
            if !PreparedText.isDropped(u) { kept += 1 }
        }
        keptBefore[keptBefore.count - 1] = kept
        return text.runs.compactMap { run in
            let r = keptBefore[run.range.lowerBound]..<keptBefore[run.range.upperBound]
            return r.isEmpty ? nil : StyledRun(range: r, style: run.style, paragraphStyle: run.paragraphStyle)
        }
    }
}

extension Double {
    /// The value, or 0 when it is not finite.
    var finiteOrZero: Double { isFinite ? self : 0 }
}
