internal import CHarfBuzz
import Synchronization

/// Which words a face shapes alone exactly as inside their text, found once per face and
/// shaping plan from the font's own lookups.
///
/// A word (its letters and the spaces after it) can be shaped on its own and its glyphs reused
/// wherever it occurs when nothing the shaper does reaches across the spaces around it. In an
/// OpenType font only a lookup that can match the space glyph reaches across a space (no lookup
/// the plan applies may skip base glyphs, so none skips a space). Such lookups are found with
/// HarfBuzz's glyph collection over every lookup the plan applies and every lookup those call;
/// a contextual rule whose class-based context or input uses class 0 (the glyphs a class
/// definition does not list, which the collection cannot name) counts as matching the space
/// when the space is in class 0 there. Then:
/// - a lookup that can change or position the space glyph itself (the space in its input or
///   output, kerning pairs with the space) makes words depend on their neighbours everywhere:
///   the face is not isolated (``of(_:)`` returns `nil`) and runs are shaped whole;
/// - otherwise such lookups only change their input glyphs, with the space and the words
///   around it as context. Their input glyphs, and every glyph a substitution turns into one
///   of them (closed backwards over the plan's substitutions), are *sensitive*: a word with a
///   character whose glyph is sensitive is shaped with its neighbours (``reach`` words each
///   side), every other word alone.
///
/// Also not isolated: fonts with AAT `morx`/`kerx` tables (state machines HarfBuzz runs
/// instead of GSUB/GPOS, not inspected here), a legacy `kern` table without `GPOS`, a space
/// classified as a mark, and any lookup that skips base glyphs. Inter Regular (whose `calt`
/// turns hyphens, parentheses, "x" and arrows into their forms for figures and capitals,
/// looking across spaces) is isolated with 46 sensitive characters; Inter Medium, SemiBold and
/// Bold are not (their kerning has pairs with the space); DejaVu, Noto Arabic UI, Noto Hebrew
/// and Droid Sans Fallback have no lookup that sees the space.
///
/// The analysis is keyed by everything the plan depends on: the face and its HarfBuzz font
/// object with its point size and variation coordinates (tracking, optical size and variations
/// live there), direction, script, language and features.
final class WordIsolation: @unchecked Sendable {
    /// How many words on each side of a sensitive word are shaped with it: the longest
    /// contextual rule of the plan (in glyphs) less one, since every word has at least one
    /// glyph that no lookup skips (its space, or its first letter).
    let reach: Int
    /// A bit per BMP code unit: sensitive (surrogates always are).
    private let sensitive: [UInt64]

    init(reach: Int, sensitive: [UInt64]) {
        self.reach = reach
        self.sensitive = sensitive
    }

    /// Whether a word holding this UTF-16 unit must be shaped with its neighbours.
    @inline(__always)
    func isSensitive(_ u: UInt16) -> Bool {
        sensitive[Int(u &>> 6)] & (1 &<< UInt64(u & 63)) != 0
    }

    /// How many BMP code units are sensitive (for tests).
    var sensitiveCount: Int { sensitive.reduce(0) { $0 + $1.nonzeroBitCount } }

    private struct Key: Hashable {
        var face: ObjectIdentifier
        var font: UInt
        /// The font object's state that shaping reads: point size (tracking, optical size) and
        /// normalized variation coordinates, in case a face's font object is ever changed in place.
        var ptem: Float
        var coordinates: [Int32]
        var rightToLeft: Bool
        var script: ScriptClass
        var language: String
        var features: FontFeatures
    }

    private final class Entry: @unchecked Sendable {
        /// Keeps the face (and so its identifier) alive as long as the entry.
        let face: LoadedFace
        let isolation: WordIsolation?
        init(_ face: LoadedFace, _ isolation: WordIsolation?) {
            self.face = face
            self.isolation = isolation
        }
    }

    private static let table = Mutex<[Key: Entry]>([:])

    /// The analysis for a run's face and plan, or `nil` when its words are not isolated.
    static func of(_ style: RunStyle) -> WordIsolation? {
        var count: UInt32 = 0
        let coordinates = hb_font_get_var_coords_normalized(style.face.hbFont, &count)
        let key = Key(
            face: ObjectIdentifier(style.face), font: UInt(bitPattern: Int(bitPattern: style.face.hbFont)),
            ptem: hb_font_get_ptem(style.face.hbFont),
            coordinates: coordinates.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? [],
            rightToLeft: style.isRightToLeft, script: style.script, language: style.language,
            features: style.features)
        if let hit = table.withLock({ $0[key] }) { return hit.isolation }
        let entry = Entry(style.face, analyze(style))
        table.withLock { $0[key] = entry }
        return entry.isolation
    }

    /// HarfBuzz sets, freed together.
    private final class Sets {
        var all: [OpaquePointer] = []
        func make() -> OpaquePointer {
            let s = hb_set_create()!
            all.append(s)
            return s
        }
        deinit { for s in all { hb_set_destroy(s) } }
    }

    private static func analyze(_ style: RunStyle) -> WordIsolation? {
        let face = style.face.hbFace, font = style.face.hbFont
        func has(_ tag: String) -> Bool {
            let blob = hb_face_reference_table(face, hb_tag_from_string(tag, 4))
            defer { hb_blob_destroy(blob) }
            return hb_blob_get_length(blob) > 0
        }
        guard !has("morx"), !has("mort"), !has("kerx"), hb_ot_layout_has_positioning(face) != 0 || !has("kern")
        else { return nil }
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0,
            hb_ot_layout_get_glyph_class(face, space) != HB_OT_LAYOUT_GLYPH_CLASS_MARK
        else { return nil }

        // The plan's lookups. `frac`, `numr` and `dnom` apply only around U+2044 FRACTION SLASH,
        // which is sensitive below, so the plan is built without them.
        var props = hb_segment_properties_t()
        props.direction = style.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
        props.script = style.script.hbScript
        props.language = hb_language_from_string(style.language, -1)
        var features = ["frac=0", "numr=0", "dnom=0"].map { s -> hb_feature_t in
            var f = hb_feature_t()
            _ = hb_feature_from_string(s, -1, &f)
            return f
        }
        if style.features.contains(.tabularFigures) {
            features.append(hb_feature_t(tag: hb_tag_from_string("tnum", 4), value: 1, start: 0, end: UInt32.max))
        }
        var coordCount: UInt32 = 0
        let coords = hb_font_get_var_coords_normalized(font, &coordCount)
        guard
            let plan = features.withUnsafeBufferPointer({ f in
                hb_shape_plan_create_cached2(face, &props, f.baseAddress, UInt32(f.count), coords, coordCount, nil)
            })
        else { return nil }
        defer { hb_shape_plan_destroy(plan) }

        let sets = Sets()
        let sensitiveGlyphs = sets.make()
        var reach = 1
        // (input, output) of every GSUB lookup applied, for the backward closure.
        var substitutions: [(input: OpaquePointer, output: OpaquePointer, classZeroInput: Bool)] = []
        for isGPOS in [false, true] {
            let tag = hb_tag_from_string(isGPOS ? "GPOS" : "GSUB", 4)
            let blob = hb_face_reference_table(face, tag)
            defer { hb_blob_destroy(blob) }
            var length: UInt32 = 0
            let data = hb_blob_get_data(blob, &length)
            let planned = sets.make()
            hb_ot_shape_plan_collect_lookups(plan, tag, planned)
            if hb_set_get_population(planned) == 0 { continue }
            guard let data,
                let shapes = OpenTypeLookups(
                    UnsafeRawBufferPointer(start: data, count: Int(length)), isGPOS: isGPOS, space: space)
            else { return nil }
            // The lookups applied: the plan's and every lookup a contextual rule calls.
            var applied = Set<Int>()
            var pending: [Int] = []
            var index = hb_codepoint_t.max
            while hb_set_next(planned, &index) != 0 { pending.append(Int(index)) }
            while let l = pending.popLast() {
                guard l < shapes.lookups.count else { return nil }
                if applied.insert(l).inserted { pending += shapes.lookups[l].calls }
            }
            for l in applied.sorted() {
                let shape = shapes.lookups[l]
                if shape.ignoresBases { return nil }
                let before = sets.make(), input = sets.make(), after = sets.make(), output = sets.make()
                hb_ot_layout_lookup_collect_glyphs(face, tag, UInt32(l), before, input, after, output)
                let seesSpace =
                    hb_set_has(before, space) != 0 || hb_set_has(after, space) != 0 || shape.classZeroSpaceInContext
                let touchesSpace =
                    hb_set_has(input, space) != 0 || hb_set_has(output, space) != 0 || shape.classZeroSpaceInInput
                if touchesSpace { return nil }
                if seesSpace {
                    // Its changes depend on other words: its inputs must all be known.
                    if shape.classZeroInput || !shape.isContextual { return nil }
                    hb_set_union(sensitiveGlyphs, input)
                    reach = max(reach, shape.longest - 1)
                } else if shape.isContextual {
                    reach = max(reach, shape.longest - 1)
                }
                if !isGPOS { substitutions.append((input, output, shape.classZeroInput)) }
            }
        }
        // Backwards over substitutions: a glyph that can become a sensitive glyph is sensitive.
        if hb_set_get_population(sensitiveGlyphs) > 0 {
            var changed = true
            let both = sets.make()
            while changed {
                changed = false
                for s in substitutions {
                    hb_set_set(both, s.output)
                    hb_set_intersect(both, sensitiveGlyphs)
                    guard hb_set_get_population(both) > 0 else { continue }
                    if s.classZeroInput { return nil }
                    if hb_set_is_subset(s.input, sensitiveGlyphs) == 0 {
                        hb_set_union(sensitiveGlyphs, s.input)
                        changed = true
                    }
                }
            }
        }
        var bits = [UInt64](repeating: 0, count: 1024)
        func mark(_ u: Int) { bits[u >> 6] |= 1 << UInt64(u & 63) }
        for u in 0xD800...0xDFFF { mark(u) }
        mark(0x2044)
        if hb_set_get_population(sensitiveGlyphs) > 0 {
            // Characters outside the cmap and combining marks (normalization may compose or
            // decompose them into other glyphs) are sensitive too.
            let unicodes = hb_unicode_funcs_get_default()
            for u in Array(0..<0xD800) + Array(0xE000...0xFFFF) {
                var glyph: hb_codepoint_t = 0
                // Right to left, HarfBuzz draws a mirrored character's mirror ("(" as ")").
                let drawn =
                    style.isRightToLeft ? hb_unicode_mirroring(unicodes, hb_codepoint_t(u)) : hb_codepoint_t(u)
                if hb_font_get_nominal_glyph(font, hb_codepoint_t(u), &glyph) == 0
                    || hb_set_has(sensitiveGlyphs, glyph) != 0
                    || (drawn != u
                        && (hb_font_get_nominal_glyph(font, drawn, &glyph) == 0
                            || hb_set_has(sensitiveGlyphs, glyph) != 0))
                {
                    mark(u)
                    continue
                }
                switch hb_unicode_general_category(unicodes, hb_codepoint_t(u)) {
                case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
                    HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK:
                    mark(u)
                default: break
                }
            }
        }
        return WordIsolation(reach: reach, sensitive: bits)
    }
}

/// What ``WordIsolation`` needs of a GSUB or GPOS table that HarfBuzz's API does not give: each
/// lookup's type and flag, the longest contextual rule, the lookups its rules call, and where
/// class 0 could match the space. Every offset is bounds-checked; a malformed table gives `nil`.
struct OpenTypeLookups {
    struct Lookup {
        var ignoresBases = false
        var isContextual = false
        /// Glyphs in the longest rule: backtrack + input + lookahead.
        var longest = 1
        var calls: [Int] = []
        /// A class-based rule matches class 0 in its backtrack or lookahead, and the space is in
        /// class 0 of that class definition.
        var classZeroSpaceInContext = false
        /// A class-based rule matches class 0 in its input after the first glyph.
        var classZeroInput = false
        /// A class-based kerning pair has values for second glyphs in class 0, the space's class,
        /// or a class-based rule matches class 0 in its input where the space is in class 0.
        var classZeroSpaceInInput = false
    }

    var lookups: [Lookup] = []
    private let data: UnsafeRawBufferPointer
    private let space: UInt32

    init?(_ data: UnsafeRawBufferPointer, isGPOS: Bool, space: UInt32) {
        self.data = data
        self.space = space
        guard let list = offset(0, at: 8), let count = u16(list) else { return nil }
        for i in 0..<count {
            guard let l = offset(list, at: list + 2 + 2 * i), let type = u16(l), let flag = u16(l + 2),
                let subtables = u16(l + 4)
            else { return nil }
            var lookup = Lookup()
            lookup.ignoresBases = flag & 0x2 != 0
            for j in 0..<subtables {
                guard var sub = offset(l, at: l + 6 + 2 * j) else { return nil }
                var kind = type
                if type == (isGPOS ? 9 : 7) {
                    guard let ext = u16(sub + 2), let far = u32(sub + 4) else { return nil }
                    kind = ext
                    sub += Int(far)
                }
                switch (isGPOS, kind) {
                case (false, 5), (true, 7):
                    guard sequence(sub, &lookup) else { return nil }
                case (false, 6), (true, 8):
                    guard chained(sub, &lookup) else { return nil }
                case (false, 8):
                    guard let b = u16(sub + 4), let l = u16(sub + 6 + 2 * b) else { return nil }
                    lookup.isContextual = true
                    lookup.longest = max(lookup.longest, b + 1 + l)
                case (true, 2):
                    guard pair(sub, &lookup) else { return nil }
                default: break
                }
            }
            lookups.append(lookup)
        }
    }

    private func u16(_ at: Int) -> Int? {
        guard at >= 0, at + 2 <= data.count else { return nil }
        return Int(data[at]) << 8 | Int(data[at + 1])
    }

    private func u32(_ at: Int) -> UInt32? {
        guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
        return UInt32(hi << 16 | lo)
    }

    /// `base` plus the 16-bit offset stored at `at`.
    private func offset(_ base: Int, at: Int) -> Int? { u16(at).map { base + $0 } }

    /// The class of the space in the class definition at `def`.
    private func classOfSpace(_ def: Int) -> Int? {
        guard let format = u16(def) else { return nil }
        let g = Int(space)
        if format == 1 {
            guard let start = u16(def + 2), let count = u16(def + 4) else { return nil }
            return g >= start && g < start + count ? u16(def + 6 + 2 * (g - start)) : 0
        }
        guard format == 2, let ranges = u16(def + 2) else { return format == 2 ? nil : 0 }
        for r in 0..<ranges {
            guard let s = u16(def + 4 + 6 * r), let e = u16(def + 6 + 6 * r), let c = u16(def + 8 + 6 * r) else {
                return nil
            }
            if g >= s && g <= e { return c }
        }
        return 0
    }

    private func calls(_ at: Int, _ count: Int, _ lookup: inout Lookup) -> Bool {
        for k in 0..<count {
            guard let index = u16(at + 4 * k + 2) else { return false }
            lookup.calls.append(index)
        }
        return true
    }

    /// The rule sets at `sets` (a count, then offsets from `base`), each a count and offsets to rules.
    private func rules(_ base: Int, count at: Int, _ body: (Int) -> Bool) -> Bool {
        guard let n = u16(at) else { return false }
        for i in 0..<n {
            guard let raw = u16(at + 2 + 2 * i) else { return false }
            if raw == 0 { continue }
            let set = base + raw
            guard let m = u16(set) else { return false }
            for j in 0..<m {
                guard let rule = offset(set, at: set + 2 + 2 * j), body(rule) else { return false }
            }
        }
        return true
    }

    private func sequence(_ sub: Int, _ lookup: inout Lookup) -> Bool {
        lookup.isContextual = true
        guard let format = u16(sub) else { return false }
        switch format {
        case 1, 2:
            var spaceInput = 1
            if format == 2 {
                guard let d = offset(sub, at: sub + 4), let c = classOfSpace(d) else { return false }
                spaceInput = c
            }
            var result = lookup
            let ok = rules(sub, count: sub + (format == 1 ? 4 : 6)) { rule in
                guard let glyphs = u16(rule), let count = u16(rule + 2), glyphs >= 1 else { return false }
                result.longest = max(result.longest, glyphs)
                if format == 2, (0..<(glyphs - 1)).contains(where: { u16(rule + 4 + 2 * $0) == 0 }) {
                    result.classZeroInput = true
                    if spaceInput == 0 { result.classZeroSpaceInInput = true }
                }
                return calls(rule + 4 + 2 * (glyphs - 1), count, &result)
            }
            lookup = result
            return ok
        case 3:
            guard let glyphs = u16(sub + 2), let count = u16(sub + 4) else { return false }
            lookup.longest = max(lookup.longest, glyphs)
            return calls(sub + 6 + 2 * glyphs, count, &lookup)
        default: return false
        }
    }

    private func chained(_ sub: Int, _ lookup: inout Lookup) -> Bool {
        lookup.isContextual = true
        guard let format = u16(sub) else { return false }
        switch format {
        case 1, 2:
            var spaceBefore = 1, spaceInput = 1, spaceAfter = 1
            if format == 2 {
                guard let b = offset(sub, at: sub + 4), let i = offset(sub, at: sub + 6),
                    let l = offset(sub, at: sub + 8), let cb = classOfSpace(b), let ci = classOfSpace(i),
                    let cl = classOfSpace(l)
                else { return false }
                spaceBefore = cb
                spaceInput = ci
                spaceAfter = cl
            }
            var result = lookup
            let ok = rules(sub, count: sub + (format == 1 ? 4 : 10)) { rule in
                guard let b = u16(rule), let i = u16(rule + 2 + 2 * b), i >= 1,
                    let l = u16(rule + 4 + 2 * b + 2 * (i - 1)),
                    let count = u16(rule + 6 + 2 * (b + i - 1 + l))
                else { return false }
                result.longest = max(result.longest, b + i + l)
                if format == 2 {
                    if spaceBefore == 0, (0..<b).contains(where: { u16(rule + 2 + 2 * $0) == 0 }) {
                        result.classZeroSpaceInContext = true
                    }
                    if (0..<(i - 1)).contains(where: { u16(rule + 4 + 2 * b + 2 * $0) == 0 }) {
                        result.classZeroInput = true
                        if spaceInput == 0 { result.classZeroSpaceInInput = true }
                    }
                    let after = rule + 6 + 2 * (b + i - 1)
                    if spaceAfter == 0, (0..<l).contains(where: { u16(after + 2 * $0) == 0 }) {
                        result.classZeroSpaceInContext = true
                    }
                }
                return calls(rule + 8 + 2 * (b + i - 1 + l), count, &result)
            }
            lookup = result
            return ok
        case 3:
            guard let b = u16(sub + 2), let i = u16(sub + 4 + 2 * b), let l = u16(sub + 6 + 2 * (b + i)),
                let count = u16(sub + 8 + 2 * (b + i + l))
            else { return false }
            lookup.longest = max(lookup.longest, b + i + l)
            return calls(sub + 10 + 2 * (b + i + l), count, &lookup)
        default: return false
        }
    }

    /// Class-based kerning: any value for second glyphs of class 0, when the space is in class 0.
    private func pair(_ sub: Int, _ lookup: inout Lookup) -> Bool {
        guard let format = u16(sub) else { return false }
        guard format == 2 else { return format == 1 }
        guard let f1 = u16(sub + 4), let f2 = u16(sub + 6), let def2 = offset(sub, at: sub + 10),
            let c1 = u16(sub + 12), let c2 = u16(sub + 14), let spaceClass = classOfSpace(def2)
        else { return false }
        guard spaceClass == 0 else { return true }
        let size = 2 * (f1.nonzeroBitCount + f2.nonzeroBitCount)
        for k in 0..<c1 {
            let record = sub + 16 + k * c2 * size
            for byte in 0..<size {
                guard let v = u16(record + byte - byte % 2) else { return false }
                if v != 0 { lookup.classZeroSpaceInInput = true }
            }
        }
        return true
    }
}
