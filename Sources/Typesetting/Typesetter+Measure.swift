package import Foundation

extension Typesetter {
    /// The size `layout(text, font: font, width: nil, numberOfLines: 1, lineBreakMode: mode,
    /// direction: direction, language: language).size` reports, measured without building the
    /// line's glyphs, or `nil` when the text is not one this shortcut handles (the caller then
    /// lays it out).
    ///
    /// A one-line label measures its whole text for its intrinsic width: for 10 MiB of text a
    /// layout holds every glyph twice (the shaped paragraph and the positioned line, about 45
    /// bytes per character) and shapes every word of it. This itemizes the same line in pieces
    /// of ``LineMeasure/chunkLength`` units into the runs the layout makes, and sums each run's
    /// advances word by word, each distinct word in its context shaped once (see
    /// ``LineMeasure``), adding them run by run in the order the layout adds them, so the
    /// result is the layout's, bit for bit.
    ///
    /// Handled: one paragraph (no line break) of at least `minimumLength` UTF-16 units, in one
    /// font, whose characters are all left-to-right letters, digits, spaces and punctuation below
    /// U+0590 without combining marks (Latin, Greek, Cyrillic, Armenian; the dashes, quotes
    /// and currency signs of U+2010–U+20C0), with a direction that is not right-to-left. In a
    /// face whose words are isolated (``WordIsolation``) the runs' glyphs are the layout's own
    /// word-by-word glyphs (``WordShaper``); in any other face each word is shaped in a window
    /// of context, and the text must repeat its words in context often enough for remembering
    /// them to pay (at most half of the first 4,096 words new). Anything else returns `nil`.
    ///
    /// ```swift
    /// let size = try Typesetter.singleLineSize(String(repeating: "Ada ", count: 1 << 20),
    ///                                          font: .system(size: 17))
    /// // == (try Typesetter.layout(sameText, font: .system(size: 17))).size
    /// ```
    ///
    /// - Parameter minimumLength: Texts shorter than this (UTF-16 units) return `nil`: laying them
    ///   out is cheap. Tests pass 0.
    /// - Complexity: O(n) in the text's length; memory: the text's UTF-16 units plus one piece.
    package static func singleLineSize(
        _ text: String, font: Font, lineBreakMode: LineBreakMode = .byTruncatingTail,
        direction: WritingDirection = .natural, language: String = "en",
        minimumLength: Int = 1 << 16
    ) throws(TypesettingError) -> CGSize? {
        let font = try font.validated()
        guard direction != .rightToLeft, text.utf16.count >= max(1, minimumLength) else { return nil }
        let prepared = PreparedText(text)
        guard prepared.paragraphs.count == 1, !prepared.units.isEmpty,
            prepared.units.allSatisfy(LineMeasure.isHandled)
        else { return nil }
        let span = try Span(TextStyle(font: font))
        var end = prepared.units.count
        // `.byClipping` drops the line's trailing spaces (`Typesetter.lastLine`); the other
        // modes keep a paragraph's last line whole when there is no width.
        if lineBreakMode == .byClipping {
            while end > 0, prepared.units[end - 1] == 0x20 { end -= 1 }
        }
        let (bidi, shaper) = ShapingContext.take()
        defer { ShapingContext.give(bidi, shaper) }
        var measure = LineMeasure(span: span, language: language, shaper: shaper)
        guard let exact = measure.width(prepared.units, end: end) else { return nil }
        return CGSize(width: exact, height: span.ascent + span.descent + span.leading)
    }
}

/// The width of one unlimited line: the runs the layout would make, each run's advance total
/// summed word by word.
///
/// A word's glyphs can depend on the text around it: Inter's contextual alternates (`calt`)
/// look across spaces (a parenthesis between capitals takes its capital form, "2 × 3" its
/// multiplication sign) up to 12 glyphs away. So a word is shaped inside a window of
/// ``context`` units either side (cut at the run's and the shaping piece's ends, where the
/// layout's own shaping stops), and only its own glyphs' advances are kept; the window's text
/// is the key under which the sum is remembered. A window wider than twice the longest lookup
/// context of any bundled face gives the word the glyphs shaping the whole piece gives it.
struct LineMeasure {
    /// Texts shorter than this are laid out instead (64 Ki UTF-16 units: the default of
    /// `singleLineSize`'s `minimumLength`).
    static let minimumLength = 1 << 16
    /// The text is itemized in pieces of about this many units.
    static let chunkLength = 1 << 16
    /// Units of context shaped on each side of a word: more than twice the longest lookup
    /// context of the bundled faces (12 glyphs, Inter's `calt`).
    static let context = 32
    /// After this many words, the measure gives up if more than half were new.
    static let probeWords = 4096

    /// A character the measure handles: left-to-right, no combining mark, no line break.
    @inline(__always)
    static func isHandled(_ u: UInt16) -> Bool {
        u < 0x0300 || (0x0370..<0x0483).contains(u) || (0x048A..<0x0590).contains(u)
            || (0x2010...0x2027).contains(u) || (0x2030...0x205E).contains(u) || (0x20A0...0x20C0).contains(u)
    }

    /// A word in its window. Hashing uses a digest of the window computed once (FNV-1a, a
    /// multiply and an xor per unit), not Swift's SipHash over every unit on every probe; the
    /// window itself is compared only when the digests match.
    private struct WordKey: Hashable {
        var face: ObjectIdentifier
        var script: ScriptClass
        var window: ArraySlice<UInt16>
        var wordStart: Int
        var wordEnd: Int
        var digest: UInt64

        init(face: ObjectIdentifier, script: ScriptClass, window: ArraySlice<UInt16>, wordStart: Int, wordEnd: Int) {
            self.face = face
            self.script = script
            self.window = window
            self.wordStart = wordStart
            self.wordEnd = wordEnd
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            window.withUnsafeBufferPointer { units in
                for u in units { h = (h ^ UInt64(u)) &* 0x0000_0100_0000_01b3 }
            }
            digest = h
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
            hasher.combine(wordStart)
            hasher.combine(wordEnd)
        }

        static func == (a: WordKey, b: WordKey) -> Bool {
            a.digest == b.digest && a.wordStart == b.wordStart && a.wordEnd == b.wordEnd && a.face == b.face
                && a.script == b.script && a.window == b.window
        }
    }

    /// A run of the line: its range, face and script.
    private struct Run {
        var range: Range<Int>
        var face: LoadedFace
        var script: ScriptClass
    }

    let span: Span
    let language: String
    let shaper: Shaper
    private var words: [WordKey: Int64] = [:]
    private var wordShaper: WordShaper? = nil
    private var glyphs: [ShapedGlyph] = []
    private var seen = 0
    private var misses = 0

    init(span: Span, language: String, shaper: Shaper) {
        self.span = span
        self.language = language
        self.shaper = shaper
    }

    /// Where the piece starting at `start` ends: the first offset at or after `start +
    /// chunkLength` where a new piece may start (an ASCII letter after a space after a letter
    /// or digit, so the next piece begins with a strong cluster whose script and face do not
    /// depend on what precedes it), or `end`.
    private static func pieceEnd(_ units: [UInt16], from start: Int, end: Int) -> Int {
        var e = start + chunkLength
        guard e < end else { return end }
        func isAlnum(_ u: UInt16) -> Bool { (0x30...0x39).contains(u) || isLetter(u) }
        func isLetter(_ u: UInt16) -> Bool { (0x41...0x5A).contains(u) || (0x61...0x7A).contains(u) }
        while e < end, !(isLetter(units[e]) && units[e - 1] == 0x20 && isAlnum(units[e - 2])) { e += 1 }
        return e
    }

    /// The runs of `units[0..<end]` as `Paragraph` itemizes them (every level 0 for the
    /// characters handled), or `nil` when the first piece has no strong cluster (its leading
    /// neutrals would take a later piece's script).
    private func runs(_ units: [UInt16], end: Int) -> [Run]? {
        var runs: [Run] = []
        var missing: [Unicode.Scalar] = []
        var start = 0
        while start < end {
            let stop = Self.pieceEnd(units, from: start, end: end)
            let ok = units.withUnsafeBufferPointer { all -> Bool in
                let buf = UnsafeBufferPointer(rebasing: all[start..<stop])
                let clusters = ScriptRuns.clusters(buf)
                if start == 0, stop < end, clusters.allSatisfy({ $0.script == .neutral }) { return false }
                let faces = span.chain.assignFaces(clusters: clusters, units: buf, missing: &missing)
                for (i, cluster) in clusters.enumerated() {
                    let range = (start + cluster.range.lowerBound)..<(start + cluster.range.upperBound)
                    if let last = runs.last, last.face === faces[i], last.script == cluster.script {
                        runs[runs.count - 1].range = last.range.lowerBound..<range.upperBound
                    } else {
                        runs.append(Run(range: range, face: faces[i], script: cluster.script))
                    }
                }
                return true
            }
            guard ok else { return nil }
            start = stop
        }
        return runs
    }

    /// The exact width in points of `units[0..<end]` on one line, or `nil` (see
    /// ``Typesetter/singleLineSize(_:font:lineBreakMode:direction:language:minimumLength:)``).
    mutating func width(_ units: [UInt16], end: Int) -> Double? {
        guard let runs = runs(units, end: end) else { return nil }
        var exact = 0.0
        for run in runs {
            var total: Int64 = 0
            // The pieces `Shaper.shapeInPieces` shapes the run in (every unit here starts a cluster).
            var pieceStart = run.range.lowerBound
            while pieceStart < run.range.upperBound {
                var pieceEnd = run.range.upperBound
                if run.range.count > 2 * Shaper.pieceLength {
                    pieceEnd = min(pieceStart + Shaper.pieceLength, run.range.upperBound)
                    while pieceEnd < run.range.upperBound, units[pieceEnd - 1] != 0x20 { pieceEnd += 1 }
                }
                guard let sum = advance(units, pieceStart..<pieceEnd, run) else { return nil }
                total += sum
                pieceStart = pieceEnd
            }
            // As `LineAssembler.assemble` adds a whole run: advances, then kerning per cluster.
            exact += Double(total) * span.style.font.size / Double(run.face.unitsPerEm)
            if span.kernFine != 0 { exact += Double(span.kernFine * Int64(run.range.count)) / finePerPoint }
        }
        return exact
    }

    /// The advance total of `piece` (inside `run`) in font units, word by word (a word: a
    /// space, or the letters between spaces), or `nil` when too few words repeat.
    private mutating func advance(_ units: [UInt16], _ piece: Range<Int>, _ run: Run) -> Int64? {
        let style = RunStyle(
            face: run.face, level: 0, script: run.script, language: run.script.language(default: language),
            features: span.style.font.features, tracking: span.tracking(run.face))
        var total: Int64 = 0
        // A face whose words are isolated: the layout's own word-by-word glyphs (every unit
        // handled here starts a grapheme cluster), summed.
        if !WordShaper.isBypassed, let isolation = WordIsolation.of(style) {
            if wordShaper == nil { wordShaper = WordShaper(units: units) }
            glyphs.removeAll(keepingCapacity: true)
            units.withUnsafeBufferPointer { buf in
                wordShaper!.shape(
                    buf, piece: piece, style: style, isolation: isolation, shaper: shaper, isBoundary: { _ in true },
                    appendingTo: &glyphs)
            }
            for g in glyphs { total += Int64(g.advance) }
            return total
        }
        var i = piece.lowerBound
        while i < piece.upperBound {
            var j = i + 1
            if units[i] != 0x20 {
                while j < piece.upperBound, units[j] != 0x20 { j += 1 }
            }
            let window = max(piece.lowerBound, i - Self.context)..<min(piece.upperBound, j + Self.context)
            let key = WordKey(
                face: ObjectIdentifier(run.face), script: run.script, window: units[window],
                wordStart: i - window.lowerBound, wordEnd: j - window.lowerBound)
            seen += 1
            if let known = words[key] {
                total += known
            } else {
                misses += 1
                if seen == Self.probeWords, misses * 2 > seen { return nil }
                let low = Int32(i), high = Int32(j)
                let glyphs = units.withUnsafeBufferPointer { buf in
                    shaper.shape(buf, range: window, context: window, style: style)
                }
                var sum: Int64 = 0
                for g in glyphs where g.cluster >= low && g.cluster < high { sum += Int64(g.advance) }
                words[key] = sum
                total += sum
            }
            i = j
        }
        return total
    }
}
