/// When a layout shows only the first lines of a long paragraph, it shapes and breaks a prefix
/// of it instead of all of it: a one-line label holding megabytes of text shapes the first
/// 64 Ki units, not every word.
///
/// A prefix gives the lines the whole paragraph gives when nothing before its end can change
/// with what follows it, which holds for the prefixes ``cut(_:range:atLeast:)`` chooses:
/// - every character before the cut is left-to-right or neutral and below U+0590 with no
///   combining mark (``LineMeasure/isHandled(_:)``), with an ASCII letter among them, so the
///   paragraph's bidi level is 0 and every level before the cut is 0, whatever follows;
/// - the cut falls after a space that follows a letter or digit and before an ASCII letter:
///   a grapheme boundary and a line-break opportunity (UAX #14: AL SP ÷ AL), where the
///   paragraph's shaping already cuts long runs (``Shaper/shapeInPieces(_:range:style:isBoundary:)``);
/// - the layout keeps a prefix only when it breaks into at least two lines more than the
///   layout shows, so the shown lines, and the truncation of the last one, are decided well
///   before the cut.
///
/// Otherwise the prefix grows fourfold, up to the whole paragraph.
package enum LinePrefix {
    /// Paragraphs shorter than this (UTF-16 units) are always shaped whole, so no existing
    /// layout of ordinary text changes.
    static let minimumParagraph = 1 << 17
    /// The first prefix tried.
    static let initialLength = 1 << 16
    /// How far past the wanted length a cut is looked for.
    static let search = 4096

    /// Whether layouts in the current task shape every paragraph whole (tests compare the two;
    /// a task-local, so parallel tests don't share it).
    @TaskLocal package static var isBypassed = false

    /// Whether a paragraph may be shaped by prefix: long, not right-to-left, and a mode whose
    /// last line shows the start of the rest (tail truncation, wrapping). Head and middle
    /// truncation show the paragraph's end, clipping keeps all of the rest on the last line.
    ///
    /// One difference from shaping the whole paragraph: a missing-glyph warning names only the
    /// characters of the prefix (the hidden rest is never itemized).
    static func applies(mode: LineBreakMode, direction: WritingDirection, length: Int) -> Bool {
        guard !isBypassed, length >= minimumParagraph, direction != .rightToLeft else { return false }
        return mode == .byTruncatingTail || mode == .byWordWrapping || mode == .byCharWrapping
    }

    /// The end of a prefix of `range` at least `length` units long (see the type), or `nil`
    /// when there is none before the paragraph's last half.
    static func cut(_ units: [UInt16], range: Range<Int>, atLeast length: Int) -> Int? {
        let limit = range.lowerBound + range.count / 2
        var e = range.lowerBound + length
        guard e < limit else { return nil }
        var hasLetter = false
        for i in range.lowerBound..<e {
            let u = units[i]
            guard LineMeasure.isHandled(u) else { return nil }
            if !hasLetter, isLetter(u) { hasLetter = true }
        }
        guard hasLetter else { return nil }
        let last = min(limit, e + search)
        while e < last {
            let u = units[e - 1]
            guard LineMeasure.isHandled(u) else { return nil }
            if isLetter(units[e]), u == 0x20, isLetter(units[e - 2]) || (0x30...0x39).contains(units[e - 2]) {
                return e
            }
            e += 1
        }
        return nil
    }

    @inline(__always)
    private static func isLetter(_ u: UInt16) -> Bool { (0x41...0x5A).contains(u) || (0x61...0x7A).contains(u) }
}
