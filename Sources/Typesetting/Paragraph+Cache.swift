import Synchronization

/// Shaped paragraphs, by everything that decides their shaping, so that measuring the same text
/// again at another width (a multi-line label laid out first unwrapped, then at the width Auto
/// Layout gives it) breaks lines again without shaping again.
///
/// Itemizing, bidi resolution and HarfBuzz shaping are most of a text layout's cost (a label's
/// second measurement cost as much as its first); line breaking over the shaped paragraph is a
/// few percent of it. A ``Paragraph`` is a pure function of its inputs (the fonts are fixed for
/// the process), so a cached one is the one that shaping again would build, bit for bit, and the
/// glyphs it found missing are reported again with it.
///
/// The table is process-wide, guarded by a mutex (layouts run on any thread) and bounded: it is
/// emptied when it holds ``capacity`` paragraphs.
///
/// ```swift
/// let p = try ParagraphCache.paragraph(units: units, offset: 0, spans: spans, unitSpans: nil,
///                                      firstSpan: 0, direction: .natural, language: "en",
///                                      bidi: bidi, shaper: shaper, missing: &missing)
/// ```
enum ParagraphCache {
    /// What a paragraph's shaping depends on.
    struct Key: Hashable {
        var units: [UInt16]
        var offset: Int
        var styles: [TextStyle]
        var unitSpans: [Int32]?
        var firstSpan: Int
        var direction: WritingDirection
        var language: String
    }

    /// A shaped paragraph and the scalars its shaping found no glyph for.
    final class Entry: @unchecked Sendable {
        let paragraph: Paragraph
        let missing: [Unicode.Scalar]
        init(_ paragraph: Paragraph, _ missing: [Unicode.Scalar]) {
            self.paragraph = paragraph
            self.missing = missing
        }
    }

    /// How many paragraphs the table holds before it is emptied.
    static let capacity = 2048

    private static let table = Mutex<[Key: Entry]>([:])

    /// Whether layouts in the current task shape every paragraph afresh, neither reading nor
    /// filling the table (tests compare the two; a task-local, so parallel tests don't share it).
    @TaskLocal static var isBypassed = false

    /// The paragraph `Paragraph.init` would build from these inputs: from the table when it was
    /// shaped before, else shaped now and remembered. Appends the missing scalars to `missing`
    /// either way.
    static func paragraph(
        units: [UInt16], offset: Int, spans: [Span], unitSpans: [Int32]?, firstSpan: Int,
        direction: WritingDirection, language: String, bidi: BidiResolver, shaper: Shaper,
        missing: inout [Unicode.Scalar]
    ) throws(TypesettingError) -> Paragraph {
        if isBypassed {
            return try Paragraph(
                units: units, offset: offset, spans: spans, unitSpans: unitSpans,
                firstSpan: firstSpan, direction: direction, language: language,
                bidi: bidi, shaper: shaper, missing: &missing)
        }
        let key = Key(
            units: units, offset: offset, styles: spans.map(\.style), unitSpans: unitSpans,
            firstSpan: firstSpan, direction: direction, language: language)
        if let hit = table.withLock({ $0[key] }) {
            add(hit.missing, to: &missing)
            return hit.paragraph
        }
        var found: [Unicode.Scalar] = []
        let paragraph = try Paragraph(
            units: units, offset: offset, spans: spans, unitSpans: unitSpans,
            firstSpan: firstSpan, direction: direction, language: language,
            bidi: bidi, shaper: shaper, missing: &found)
        add(found, to: &missing)
        let entry = Entry(paragraph, found)
        table.withLock { t in
            if t.count >= capacity { t.removeAll(keepingCapacity: true) }
            t[key] = entry
        }
        return paragraph
    }

    /// Appends each scalar not already there, in order: what shaping into `missing` itself does
    /// (a scalar is reported once per layout).
    private static func add(_ found: [Unicode.Scalar], to missing: inout [Unicode.Scalar]) {
        for s in found where !missing.contains(s) { missing.append(s) }
    }
}
