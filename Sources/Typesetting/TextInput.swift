/// Turning caller input into text the typesetter accepts.
///
/// Swift `String`s are always valid Unicode; text that comes from C (UTF-8 bytes or UTF-16
/// code units) may not be. These functions either reject bad input with a typed error that
/// carries the offset, or repair it with U+FFFD.
public enum TextInput {
    /// Decodes UTF-8 bytes strictly.
    ///
    /// - Throws: ``TypesettingError/invalidUTF8(offset:)`` at the first ill-formed byte.
    public static func decodeUTF8(_ bytes: [UInt8]) throws(TypesettingError) -> String {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s):
                scalars.append(s)
                offset += UTF8.width(s)
            case .emptyInput:
                return String(scalars)
            case .error:
                throw .invalidUTF8(offset: offset)
            }
        }
    }

    /// Decodes a NUL-terminated C string strictly (see ``decodeUTF8(_:)``).
    public static func decodeCString(_ pointer: UnsafePointer<CChar>) throws(TypesettingError) -> String {
        var bytes: [UInt8] = []
        var p = pointer
        while p.pointee != 0 {
            bytes.append(UInt8(bitPattern: p.pointee))
            p += 1
        }
        return try decodeUTF8(bytes)
    }

    /// Decodes UTF-16 code units strictly.
    ///
    /// - Throws: ``TypesettingError/unpairedSurrogate(offset:)`` at the first lone surrogate.
    public static func decodeUTF16(_ units: [UInt16]) throws(TypesettingError) -> String {
        var i = 0
        while i < units.count {
            let u = units[i]
            if UTF16.isLeadSurrogate(u) {
                guard i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) else {
                    throw .unpairedSurrogate(offset: i)
                }
                i += 2
            } else if UTF16.isTrailSurrogate(u) {
                throw .unpairedSurrogate(offset: i)
            } else {
                i += 1
            }
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Decodes UTF-8 bytes, replacing each ill-formed sequence with U+FFFD.
    public static func repairingUTF8(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Decodes UTF-16 code units, replacing each unpaired surrogate with U+FFFD.
    public static func repairingUTF16(_ units: [UInt16]) -> String {
        String(decoding: units, as: UTF16.self)
    }
}

/// The text split into hard lines, with control characters removed.
struct PreparedText {
    /// The sanitized text as UTF-16 (hard-break characters included).
    var units: [UInt16] = []
    /// Each hard line (paragraph) as a range of `units`, without its break characters.
    var paragraphs: [Range<Int>] = []
    /// How many control characters were dropped.
    var droppedControls = 0
    /// Whether `units` differs from the input (controls dropped or tabs replaced).
    var isModified = false

    init(_ text: String) {
        units.reserveCapacity(text.utf16.count)
        var start = 0
        var previousWasCR = false
        for u in text.utf16 {
            switch u {
            case 0x0A where previousWasCR:
                units.append(u)
                start = units.count
                previousWasCR = false
                continue
            case 0x0A, 0x0D, 0x2028, 0x2029:
                paragraphs.append(start..<units.count)
                units.append(u)
                start = units.count
            case 0x09:
                units.append(0x20)  // a tab is laid out as a space
                isModified = true
            case 0x00...0x1F, 0x7F...0x9F:
                droppedControls += 1
                isModified = true
            default:
                units.append(u)
            }
            previousWasCR = (u == 0x0D)
        }
        paragraphs.append(start..<units.count)
    }

    /// Whether `init` drops a unit (a control character other than tab and line breaks).
    static func isDropped(_ u: UInt16) -> Bool {
        switch u {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
