/// Shapes the long runs of one paragraph word by word: each distinct word (its letters and the
/// spaces after it) is shaped once per style and its glyphs reused wherever it occurs, the way
/// Chromium's shape cache and Android's layout cache do. The glyphs are those shaping the whole
/// run gives, field for field (glyph, cluster, advance, offsets, unsafe-to-break):
/// - only faces whose words are isolated (``WordIsolation``) take this path;
/// - a word holding a sensitive character, and a word at the edge of a run piece whose
///   neighbour across the edge is not a space (Arabic joining looks across it), is shaped in a
///   stretch with ``WordIsolation/reach`` words on each side, with the paragraph as context;
///   sensitive words closer than twice the reach share one stretch;
/// - runs shorter than ``minimumRun`` units are shaped whole (a dictionary costs more than it
///   saves there), and so are runs without spaces (CJK): they are one word.
///
/// A paragraph's words are remembered for that paragraph only (no process-wide table to bound).
///
/// - Complexity: O(n) in the run's length plus one HarfBuzz call per distinct word and per
///   stretch; a stretch is remembered by its text when both its ends follow and precede spaces.
struct WordShaper {
    /// Runs shorter than this many UTF-16 units are shaped whole.
    static let minimumRun = 1024
    /// Whether the current task shapes every run whole (tests compare the two).
    @TaskLocal static var isBypassed = false
    /// Tests lower the threshold to send short texts through the word path.
    @TaskLocal static var minimumRunOverride: Int? = nil
    /// After this many stretches are remembered, further ones are shaped without remembering.
    static let stretchCapacity = 1 << 16

    /// A word or stretch: a slice of the paragraph, its style, and a digest of its units
    /// computed once (FNV-1a), so probing the table never hashes every unit again.
    private struct Key: Hashable {
        var units: ArraySlice<UInt16>
        var style: Int
        var digest: UInt64

        init(_ units: ArraySlice<UInt16>, style: Int) {
            self.units = units
            self.style = style
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            units.withUnsafeBufferPointer { buf in
                for u in buf { h = (h ^ UInt64(u)) &* 0x0000_0100_0000_01b3 }
            }
            digest = h ^ UInt64(truncatingIfNeeded: style)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }

        static func == (a: Key, b: Key) -> Bool {
            a.digest == b.digest && a.style == b.style && a.units == b.units
        }
    }

    /// Everything a run's glyphs depend on besides its text.
    private struct StyleKey: Hashable {
        var face: ObjectIdentifier
        var rightToLeft: Bool
        var script: ScriptClass
        var language: String
        var features: FontFeatures
    }

    let units: [UInt16]
    private var styles: [StyleKey: Int] = [:]
    /// Glyphs with clusters relative to the word's (or stretch's) first unit, in visual order.
    private var words: [Key: [ShapedGlyph]] = [:]
    private var stretches: [Key: [ShapedGlyph]] = [:]

    init(units: [UInt16]) { self.units = units }

    /// Whether runs of `length` units with this style go word by word; the analysis if so.
    static func isolation(for style: RunStyle, length: Int) -> WordIsolation? {
        guard !isBypassed, length >= (minimumRunOverride ?? minimumRun) else { return nil }
        return WordIsolation.of(style)
    }

    /// Appends the glyphs of `piece` (a run, or a piece ``Shaper/shapeInPieces`` cut) in visual
    /// order, as `shaper.shape(units, range: piece, context: 0..<units.count, style: style)` would.
    mutating func shape(
        _ buf: UnsafeBufferPointer<UInt16>, piece: Range<Int>, style: RunStyle, isolation: WordIsolation,
        shaper: Shaper, isBoundary: (Int) -> Bool, appendingTo glyphs: inout [ShapedGlyph]
    ) {
        guard !piece.isEmpty else { return }
        let styleKey = StyleKey(
            face: ObjectIdentifier(style.face), rightToLeft: style.isRightToLeft, script: style.script,
            language: style.language, features: style.features)
        let styleIndex: Int
        if let known = styles[styleKey] {
            styleIndex = known
        } else {
            styleIndex = styles.count
            styles[styleKey] = styleIndex
        }
        // Words: a start wherever a non-space follows a space at a grapheme boundary.
        var starts = [piece.lowerBound]
        var sensitive: [Int] = []
        var i = piece.lowerBound
        var current = false
        while i < piece.upperBound {
            let u = buf[i]
            if i > piece.lowerBound, u != 0x20, buf[i - 1] == 0x20, isBoundary(i) {
                if current { sensitive.append(starts.count - 1) }
                starts.append(i)
                current = false
            }
            if !current, isolation.isSensitive(u) { current = true }
            i += 1
        }
        if current { sensitive.append(starts.count - 1) }
        let count = starts.count
        starts.append(piece.upperBound)
        // Edges whose neighbour across is not a space are shaped with their real context.
        if piece.lowerBound > 0, buf[piece.lowerBound - 1] != 0x20, sensitive.first != 0 {
            sensitive.insert(0, at: 0)
        }
        if piece.upperBound < buf.count, buf[piece.upperBound - 1] != 0x20, sensitive.last != count - 1 {
            sensitive.append(count - 1)
        }
        // Stretches (word index ranges) around the sensitive words.
        let reach = isolation.reach
        var segments: [(words: Range<Int>, stretch: Bool)] = []
        var next = 0
        var k = 0
        while k < sensitive.count {
            var last = sensitive[k]
            var m = k + 1
            while m < sensitive.count, sensitive[m] - last - 1 <= 2 * reach {
                last = sensitive[m]
                m += 1
            }
            let lo = max(next, sensitive[k] - reach), hi = min(count, last + reach + 1)
            for w in next..<lo { segments.append((w..<w + 1, false)) }
            segments.append((lo..<hi, true))
            next = hi
            k = m
        }
        for w in next..<count { segments.append((w..<w + 1, false)) }

        for segment in style.isRightToLeft ? segments.reversed() : segments {
            let range = starts[segment.words.lowerBound]..<starts[segment.words.upperBound]
            let key = Key(units[range], style: styleIndex)
            let base = Int32(range.lowerBound)
            if !segment.stretch {
                if let known = words[key] {
                    append(known, base, &glyphs)
                } else {
                    let shaped = relative(shaper.shape(buf, range: range, context: range, style: style), base)
                    words[key] = shaped
                    append(shaped, base, &glyphs)
                }
                continue
            }
            let clean =
                (range.lowerBound == 0 || buf[range.lowerBound - 1] == 0x20)
                && (range.upperBound == buf.count || buf[range.upperBound - 1] == 0x20)
            if clean, let known = stretches[key] {
                append(known, base, &glyphs)
            } else if clean, stretches.count < Self.stretchCapacity {
                let shaped = relative(shaper.shape(buf, range: range, context: 0..<buf.count, style: style), base)
                stretches[key] = shaped
                append(shaped, base, &glyphs)
            } else {
                shaper.shape(buf, range: range, context: 0..<buf.count, style: style, appendingTo: &glyphs)
            }
        }
    }

    private func relative(_ glyphs: [ShapedGlyph], _ base: Int32) -> [ShapedGlyph] {
        var glyphs = glyphs
        for g in glyphs.indices { glyphs[g].cluster -= base }
        return glyphs
    }

    @inline(__always)
    private func append(_ shaped: [ShapedGlyph], _ base: Int32, _ glyphs: inout [ShapedGlyph]) {
        for var g in shaped {
            g.cluster += base
            glyphs.append(g)
        }
    }
}
