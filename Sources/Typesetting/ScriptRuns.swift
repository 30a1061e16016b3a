internal import CHarfBuzz

/// The scripts itemization distinguishes (enough to choose fonts and a HarfBuzz script).
enum ScriptClass: Hashable {
    case neutral   // Common, Inherited, Unknown: takes the script around it
    case latin, greek, cyrillic, arabic, hebrew
    case other(UInt32)  // any other script, by its ISO 15924 tag

    init(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        if v < 0x80 {
            let isLetter = (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
            self = isLetter ? .latin : .neutral
            return
        }
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
    /// UTF-16 range inside the paragraph.
    var range: Range<Int>
    var script: ScriptClass
    /// Letters and marks are strong for font choice; spaces, digits, punctuation are weak.
    var isWeak: Bool
}

enum ScriptRuns {
    /// Splits a paragraph into grapheme clusters and resolves neutral clusters to the script
    /// of the preceding strong cluster (or the following one at the start of the paragraph).
    static func clusters(_ string: String) -> [Cluster] {
        var result: [Cluster] = []
        result.reserveCapacity(string.utf16.count)
        var offset = 0
        for character in string {
            let length = character.utf16.count
            var script = ScriptClass.neutral
            var weak = true
            for scalar in character.unicodeScalars {
                if script == .neutral { script = ScriptClass(scalar) }
                if weak, isStrongForFont(scalar) { weak = false }
            }
            result.append(Cluster(range: offset..<offset + length, script: script, isWeak: weak))
            offset += length
        }
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

    private static func isStrongForFont(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }
}
