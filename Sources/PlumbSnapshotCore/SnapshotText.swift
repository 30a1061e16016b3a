import Foundation

/// Text as Plumb prints it in messages, `.frames` listings and view paths: readable in any
/// script, with only the characters that would hide or reorder what is around them made visible.
///
/// German, Arabic, Hebrew, CJK and emoji print as themselves. Escaped as `\u{…}`: control
/// characters (other than `\n`, `\r` and `\t`, which print as those escapes), the bidirectional
/// embedding, override, isolate and mark characters (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069), U+FEFF and the line and paragraph separators U+2028 and U+2029. Quotes and
/// backslashes are escaped so the quoted text can be read back unambiguously.
///
/// ```swift
/// SnapshotText.escape("während")           // während
/// SnapshotText.escape("a\u{202E}b\n")      // a\u{202E}b\n
/// SnapshotText.quoted("لوحة")               // "لوحة"
/// ```
package enum SnapshotText {
    /// Whether `u` is escaped: a control, bidi formatting, BOM or line/paragraph separator character.
    public static func isEscaped(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0xFEFF, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// The text with `"`, `\` and the characters of ``isEscaped(_:)`` escaped.
    public static func escape(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if isEscaped(u) {
                    out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }

    /// Text stored ASCII-only (`.frames` listings, which PNG `tEXt` metadata carries, write other
    /// characters as `\u{...}`) made readable: each `\u{...}` becomes its character again unless
    /// ``isEscaped(_:)`` keeps it escaped. Other escapes (`\"`, `\\`, `\n`) are left as they are.
    ///
    /// ```swift
    /// SnapshotText.readable(#"UILabel "w\u{e4}hrend""#)   // UILabel "während"
    /// SnapshotText.readable(#"\u{202e}"#)                 // \u{202E}
    /// ```
    public static func readable(_ s: String) -> String {
        guard s.contains("\\u{") else { return s }
        let v = Array(s.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < v.count {
            guard v[i] == "\\", i + 1 < v.count else { out.append(v[i]); i += 1; continue }
            if v[i + 1] == "u", i + 2 < v.count, v[i + 2] == "{",
                let close = v[(i + 3)...].prefix(9).firstIndex(of: "}"),
                let value = UInt32(String(String.UnicodeScalarView(v[(i + 3)..<close])), radix: 16),
                let u = Unicode.Scalar(value)
            {
                if isEscaped(u) {
                    out += "\\u{\(String(value, radix: 16, uppercase: true))}".unicodeScalars
                } else {
                    out.append(u)
                }
                i = close + 1
            } else {
                out.append(v[i]); out.append(v[i + 1]); i += 2  // `\\`, `\"`, `\n`: one escape, kept
            }
        }
        return String(out)
    }

    /// The escaped text in double quotes.
    public static func quoted(_ s: String) -> String { "\"" + escape(s) + "\"" }
}
