internal import CHarfBuzz

/// The scripts itemization distinguishes (enough to choose fonts and a HarfBuzz script).
enum ScriptClass: Hashable {
    case neutral  // Common, Inherited, Unknown: takes the script around it
    case latin, greek, cyrillic, arabic, hebrew
    case other(UInt32)  // any other script, by its ISO 15924 tag

    init(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        if v < 0x80 {
            let isLetter = (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
            self = isLetter ? .latin : .neutral
            return
        }
        switch v {
        // Letters whose script is certain, without a property lookup (checked against
        // HarfBuzz's Unicode data in the tests).
        case 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x024F: self = .latin; return
        case 0x0621...0x063A, 0x0641...0x064A, 0x0671...0x06D3: self = .arabic; return
        case 0x05D0...0x05EA: self = .hebrew; return
        case 0x0400...0x0484, 0x0487...0x04FF: self = .cyrillic; return
        case 0x00A0...0x00A9, 0x00AB...0x00B9, 0x00BB...0x00BF, 0x00D7, 0x00F7, 0x2010...0x2027,
            0x2030...0x205E, 0x20A0...0x20C0:
            self = .neutral; return
        default: break
        }
        self.init(lookingUp: v)
    }

    /// The script from HarfBuzz's Unicode data.
    init(lookingUp v: UInt32) {
        let script = hb_unicode_script(hb_unicode_funcs_get_default(), v)
        switch script {
        case HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED, HB_SCRIPT_UNKNOWN: self = .neutral
        case HB_SCRIPT_LATIN: self = .latin
        case HB_SCRIPT_GREEK: self = .greek
        case HB_SCRIPT_CYRILLIC: self = .cyrillic
        case HB_SCRIPT_ARABIC: self = .arabic
        case HB_SCRIPT_HEBREW: self = .hebrew
        default: self = .other(script.rawValue)
        }
    }

    /// The HarfBuzz script for shaping (Latin for text that has no script of its own).
    var hbScript: hb_script_t {
        switch self {
        case .neutral, .latin: return HB_SCRIPT_LATIN
        case .greek: return HB_SCRIPT_GREEK
        case .cyrillic: return HB_SCRIPT_CYRILLIC
        case .arabic: return HB_SCRIPT_ARABIC
        case .hebrew: return HB_SCRIPT_HEBREW
        case .other(let tag): return hb_script_t(rawValue: tag)
        }
    }

    /// Han, Hiragana, Katakana, Hangul or Bopomofo: drawn with the CJK fallback font.
    var isCJK: Bool {
        guard case .other(let tag) = self else { return false }
        return tag == HB_SCRIPT_HAN.rawValue || tag == HB_SCRIPT_HIRAGANA.rawValue
            || tag == HB_SCRIPT_KATAKANA.rawValue || tag == HB_SCRIPT_HANGUL.rawValue
            || tag == HB_SCRIPT_BOPOMOFO.rawValue
    }

    /// An explicit BCP 47 language for shaping: never the process locale.
    func language(default fallback: String) -> String {
        switch self {
        case .arabic: return "ar"
        case .hebrew: return "he"
        default: return fallback
        }
    }
}

/// One grapheme cluster of a paragraph, with what itemization decided for it.
struct Cluster {
    /// The UTF-16 range in 32 bits (a paragraph has one cluster per unit at most, so 12 bytes a
    /// cluster instead of 24 matter for a long one).
    private var start: Int32
    private var end: Int32
    var script: ScriptClass
    /// Letters and marks are strong for font choice; spaces, digits, punctuation are weak.
    var isWeak: Bool

    init(range: Range<Int>, script: ScriptClass, isWeak: Bool) {
        start = Int32(range.lowerBound)
        end = Int32(range.upperBound)
        self.script = script
        self.isWeak = isWeak
    }

    /// UTF-16 range inside the paragraph.
    var range: Range<Int> {
        get { Int(start)..<Int(end) }
        set {
            start = Int32(newValue.lowerBound)
            end = Int32(newValue.upperBound)
        }
    }
}

enum ScriptRuns {
    /// Splits a paragraph into grapheme clusters and resolves neutral clusters to the script
    /// of the preceding strong cluster (or the following one at the start of the paragraph).
    ///
    /// Clusters come from a fast scan of the UTF-16 units that handles the common cases of
    /// UAX #29 exactly (a base followed by marks, variation selectors, ZWNJ); text with
    /// anything else that affects grapheme breaking (surrogate pairs, Hangul jamo, ZWJ,
    /// format characters, prepended marks) is segmented by Swift's `Character` instead.
    static func clusters(_ units: UnsafeBufferPointer<UInt16>) -> [Cluster] {
        var result = fastClusters(units) ?? characterClusters(units)
        // Neutrals take the preceding strong script; leading neutrals take the first one.
        var last: ScriptClass? = nil
        var firstStrong: ScriptClass? = nil
        for i in result.indices {
            if result[i].script == .neutral {
                if let last { result[i].script = last }
            } else {
                last = result[i].script
                if firstStrong == nil { firstStrong = last }
            }
        }
        if let firstStrong {
            for i in result.indices {
                guard result[i].script == .neutral else { break }
                result[i].script = firstStrong
            }
        }
        return result
    }

    /// The fast scan, or `nil` when the text needs full grapheme segmentation.
    private static func fastClusters(_ units: UnsafeBufferPointer<UInt16>) -> [Cluster]? {
        var result: [Cluster] = []
        result.reserveCapacity(units.count)
        for (i, u) in units.enumerated() {
            if u < 0x80 {
                let letter = (u >= 0x41 && u <= 0x5A) || (u >= 0x61 && u <= 0x7A)
                result.append(Cluster(range: i..<i + 1, script: letter ? .latin : .neutral, isWeak: !letter))
                continue
            }
            if (0xD800...0xDFFF).contains(u) || (0x1100...0x11FF).contains(u) || (0xA960...0xA97F).contains(u)
                || (0xAC00...0xD7FF).contains(u) || u == 0x200D || (0x0600...0x0605).contains(u)
                || u == 0x06DD || u == 0x070F || u == 0x0890 || u == 0x0891 || u == 0x08E2 || u == 0x0D4E
            {
                return nil
            }
            let scalar = Unicode.Scalar(u)!
            let category = quickCategory(u) ?? scalar.properties.generalCategory
            switch category {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                guard !result.isEmpty else { fallthrough }
                result[result.count - 1].range = result[result.count - 1].range.lowerBound..<i + 1
                result[result.count - 1].isWeak = false
                if result[result.count - 1].script == .neutral { result[result.count - 1].script = ScriptClass(scalar) }
            case .format where u != 0x200C:
                return nil
            default:
                if (0xFE00...0xFE0F).contains(u) || u == 0x200C, !result.isEmpty {
                    result[result.count - 1].range = result[result.count - 1].range.lowerBound..<i + 1
                    continue
                }
                result.append(
                    Cluster(
                        range: i..<i + 1, script: ScriptClass(scalar),
                        isWeak: !isStrong(category)))
            }
        }
        return result
    }

    /// The general category of the most common Arabic and Hebrew letters and marks without a
    /// Unicode property lookup (the values are those of UnicodeData.txt); `nil` for the rest.
    @inline(__always)
    static func quickCategory(_ u: UInt16) -> Unicode.GeneralCategory? {
        switch u {
        case 0x0621...0x063A, 0x0641...0x064A, 0x0671...0x06D3, 0x05D0...0x05EA: return .otherLetter
        case 0x064B...0x065F, 0x0670, 0x0591...0x05BD: return .nonspacingMark
        case 0x0020, 0x00A0: return .spaceSeparator
        default: return nil
        }
    }

    /// Full UAX #29 segmentation through Swift's `Character`.
    private static func characterClusters(_ units: UnsafeBufferPointer<UInt16>) -> [Cluster] {
        let string = String(decoding: units, as: UTF16.self)
        var result: [Cluster] = []
        var offset = 0
        for character in string {
            let length = character.utf16.count
            var script = ScriptClass.neutral
            var weak = true
            for scalar in character.unicodeScalars {
                if script == .neutral { script = ScriptClass(scalar) }
                if weak, isStrong(scalar.properties.generalCategory) { weak = false }
            }
            result.append(Cluster(range: offset..<offset + length, script: script, isWeak: weak))
            offset += length
        }
        return result
    }

    /// Letters and marks are strong for font choice.
    private static func isStrong(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }
}

/// Unicode's Default_Ignorable_Code_Point set (DerivedCoreProperties.txt, Unicode 15), as
/// ranges: cheaper than the property lookup on every scalar.
@inline(__always)
func isDefaultIgnorable(_ v: UInt32) -> Bool {
    if v < 0xAD { return false }
    switch v {
    case 0xAD, 0x34F, 0x61C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F,
        0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
        0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
        return true
    default:
        return false
    }
}

/// Calls `body` with each scalar of `range` (unpaired surrogates become U+FFFD).
@inline(__always)
func forEachScalar(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, _ body: (Unicode.Scalar) -> Bool) {
    var i = range.lowerBound
    while i < range.upperBound {
        let u = units[i]
        var scalar: Unicode.Scalar
        if UTF16.isLeadSurrogate(u), i + 1 < range.upperBound, UTF16.isTrailSurrogate(units[i + 1]) {
            scalar = Unicode.Scalar(UTF16.decode(UTF16.EncodedScalar([u, units[i + 1]])).value)!
            i += 2
        } else {
            scalar = Unicode.Scalar(u) ?? "\u{FFFD}"
            i += 1
        }
        if !body(scalar) { return }
    }
}
