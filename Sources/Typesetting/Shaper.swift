internal import CHarfBuzz

/// One shaped glyph in font units of its face: 20 bytes (the unsafe-to-break flag shares a
/// word with the glyph index, which is below 2¹⁶ in any OpenType font), where a separate `Bool`
/// made it 24. A paragraph of 10 MiB holds about ten million of them.
struct ShapedGlyph: Hashable {
    /// The glyph index in the low 31 bits, ``unsafeToBreak`` in the top bit.
    private var packed: UInt32
    /// UTF-16 offset of the glyph's cluster inside the paragraph.
    var cluster: Int32
    var advance: Int32
    var offsetX: Int32
    var offsetY: Int32

    init(glyph: UInt32, cluster: Int32, advance: Int32, offsetX: Int32, offsetY: Int32, unsafeToBreak: Bool) {
        precondition(glyph < 1 << 31, "glyph index \(glyph) out of range")
        packed = glyph | (unsafeToBreak ? 1 << 31 : 0)
        self.cluster = cluster
        self.advance = advance
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    var glyph: UInt32 {
        get { packed & 0x7FFF_FFFF }
        set { packed = (packed & 0x8000_0000) | (newValue & 0x7FFF_FFFF) }
    }

    /// HarfBuzz's UNSAFE_TO_BREAK: cutting the text where this glyph's cluster starts needs
    /// both sides reshaped.
    var unsafeToBreak: Bool {
        get { packed & 0x8000_0000 != 0 }
        set { packed = (packed & 0x7FFF_FFFF) | (newValue ? 0x8000_0000 : 0) }
    }
}

/// What a run is shaped with.
struct RunStyle {
    var face: LoadedFace
    var level: UInt8
    var script: ScriptClass
    var language: String
    /// Features on top of HarfBuzz's defaults (the font's).
    var features: FontFeatures = []
    /// The `trak` adjustment at the run's size, in font units, added to the advance of each
    /// cluster's first glyph (see `TrackingTable`); 0 for a face without the table.
    var tracking: Int32 = 0

    var isRightToLeft: Bool { level & 1 == 1 }
}

/// Shapes runs with HarfBuzz: one `hb_shape` call per run, with an explicit direction, script
/// and language, and the face's OpenType font functions.
final class Shaper {
    private let buffer: OpaquePointer
    private var languages: [String: hb_language_t] = [:]

    init() {
        buffer = hb_buffer_create()
    }

    deinit { hb_buffer_destroy(buffer) }

    /// Shapes `range` of `units`, using `context` as the surrounding text HarfBuzz may look at
    /// (for Arabic joining). Glyphs come back in visual order (reversed for right-to-left runs).
    func shape(
        _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, context: Range<Int>,
        style: RunStyle
    ) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        shape(units, range: range, context: context, style: style, appendingTo: &glyphs)
        return glyphs
    }

    /// Runs longer than this many UTF-16 units are shaped in pieces (see
    /// ``shapeInPieces(_:range:style:isBoundary:)``).
    static let pieceLength = 8192

    /// Shapes a run like ``shape(_:range:context:style:)``, in pieces of about ``pieceLength``
    /// units cut just after a space (where a grapheme cluster starts), so that HarfBuzz's buffer
    /// never holds more than a piece: its glyph infos and positions are 40 bytes per glyph, 400 MB
    /// for a 10 MiB run shaped whole. Every piece has the whole text as context.
    ///
    /// - Parameter isBoundary: whether a grapheme cluster starts at a unit offset.
    func shapeInPieces(
        _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, style: RunStyle, isBoundary: (Int) -> Bool
    ) -> [ShapedGlyph] {
        var none: WordShaper? = nil
        return shapeInPieces(units, range: range, style: style, words: &none, isBoundary: isBoundary)
    }

    /// Shapes a run in pieces, each piece word by word with `words` when the run is long enough
    /// and its face's words are isolated (``WordShaper``): the same glyphs either way.
    func shapeInPieces(
        _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, style: RunStyle, words: inout WordShaper?,
        isBoundary: (Int) -> Bool
    ) -> [ShapedGlyph] {
        let context = 0..<units.count
        let isolation = words == nil ? nil : WordShaper.isolation(for: style, length: range.count)
        var pieces: [Range<Int>] = []
        if range.count > 2 * Self.pieceLength {
            var start = range.lowerBound
            while start < range.upperBound {
                var end = min(start + Self.pieceLength, range.upperBound)
                while end < range.upperBound, !(units[end - 1] == 0x20 && isBoundary(end)) { end += 1 }
                pieces.append(start..<end)
                start = end
            }
        } else {
            guard isolation != nil else { return shape(units, range: range, context: context, style: style) }
            pieces = [range]
        }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(range.count)
        // Visual order: a right-to-left run's last piece comes first.
        for piece in style.isRightToLeft ? pieces.reversed() : pieces {
            if let isolation {
                words!.shape(
                    units, piece: piece, style: style, isolation: isolation, shaper: self, isBoundary: isBoundary,
                    appendingTo: &glyphs)
            } else {
                shape(units, range: piece, context: context, style: style, appendingTo: &glyphs)
            }
        }
        return glyphs
    }

    /// Shapes `range` and appends its glyphs (in visual order) to `glyphs`.
    func shape(
        _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, context: Range<Int>,
        style: RunStyle, appendingTo glyphs: inout [ShapedGlyph]
    ) {
        guard !range.isEmpty, let base = units.baseAddress else { return }
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(
            buffer, base + context.lowerBound, Int32(context.count),
            UInt32(range.lowerBound - context.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, style.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, style.script.hbScript)
        hb_buffer_set_language(buffer, language(style.language))
        if style.face.hasTrackingTable {
            // Plumb applies `trak` itself, at the run's size (HarfBuzz would apply it at the
            // font's ptem, or at 12 pt in some versions when none is set).
            var features = [Self.noTracking]
            if style.features.contains(.tabularFigures) { features.append(Self.tabularFigures) }
            hb_shape(style.face.hbFont, buffer, features, UInt32(features.count))
        } else if style.features.contains(.tabularFigures) {
            var tnum = Self.tabularFigures
            hb_shape(style.face.hbFont, buffer, &tnum, 1)
        } else {
            hb_shape(style.face.hbFont, buffer, nil, 0)
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        // Only a fresh array is sized exactly (reserving again for each piece would copy it each time).
        if glyphs.isEmpty { glyphs.reserveCapacity(Int(count)) }
        let shift = Int32(context.lowerBound)
        let tracking = style.tracking
        for i in 0..<Int(count) {
            // Tracking goes on the first glyph of each cluster in the buffer's order (a cluster's
            // marks and ligature parts get none), as on every glyph in Core Text's sense.
            var advance = positions[i].x_advance
            if tracking != 0, i == 0 || infos[i].cluster != infos[i - 1].cluster { advance += tracking }
            glyphs.append(
                ShapedGlyph(
                    glyph: infos[i].codepoint, cluster: Int32(bitPattern: infos[i].cluster) + shift,
                    advance: advance, offsetX: positions[i].x_offset,
                    offsetY: positions[i].y_offset,
                    unsafeToBreak: infos[i].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0))
        }
    }

    /// `trak` off, over the whole buffer.
    private static let noTracking = hb_feature_t(
        tag: hb_tag_from_string("trak", 4), value: 0, start: 0, end: UInt32.max)

    /// `tnum` on, over the whole buffer.
    private static let tabularFigures = hb_feature_t(
        tag: hb_tag_from_string("tnum", 4), value: 1, start: 0, end: UInt32.max)

    private func language(_ tag: String) -> hb_language_t? {
        if let l = languages[tag] { return l }
        let l = hb_language_from_string(tag, -1)
        languages[tag] = l
        return l
    }

    /// The HarfBuzz library version, for test logs.
    static var harfBuzzVersion: String { String(cString: hb_version_string()) }
}

/// Widths are measured in "fine" units of 1/64/4096 pt (26.6 with 12 more fraction bits), so a
/// width keeps its full precision (within 2⁻¹⁹ pt) until the final rounding to the pixel:
/// "100%" in Inter Bold 20 is 54.50284… pt, which must not become 54.5 before UIKit's ceil.
let fineBitsBeyond26: Int64 = 12
/// Fine units per point.
let finePerPoint: Double = 64 * 4096

/// Fine conversion: `units` font units at `size26` (1/64 pt) with `upem` units per em, rounded
/// half up, computed in 128 bits (no overflow for any accepted size and text length).
@inline(__always)
func fontUnitsToFine(_ units: Int64, size26: Int64, upem: Int64) -> Int64 {
    // 64-bit when the product cannot overflow (any real paragraph); 128-bit otherwise.
    if units >= 0, size26 > 0, units < (Int64.max / 8192 - upem) / size26 {
        return (units * size26 * 8192 + upem) / (upem * 2)
    }
    let n = Int128(units) * Int128(size26) * 8192 + Int128(upem)
    let d = Int128(upem) * 2
    return Int64(clamping: n >= 0 ? n / d : -((-n + d - 1) / d))
}

/// A fine width rounded to 26.6 (half up).
@inline(__always)
func fineTo26(_ fine: Int64) -> Int64 {
    (fine + (1 << (fineBitsBeyond26 - 1))) >> fineBitsBeyond26
}

/// 26.6 conversion: `units` font units at `size26` (1/64 pt) with `upem` units per em, rounded
/// half up. Positions are converted cumulatively so that rounding never accumulates.
@inline(__always)
func fontUnitsTo26(_ units: Int64, size26: Int64, upem: Int64) -> Int64 {
    let n = units * size26 * 2 + upem
    let d = upem * 2
    return n >= 0 ? n / d : -((-n + d - 1) / d)
}
