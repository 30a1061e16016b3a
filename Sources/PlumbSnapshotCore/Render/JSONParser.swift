import Foundation

/// A position in a text file: 1-based line and column.
///
/// The convention: a column counts the Unicode scalars (code points) of the line as written in
/// the file, before any JSON unescaping, and names the offending character itself (for a bad
/// escape, its backslash). A JSON escape counts as written (`\t` is two columns, `\u00E9` six),
/// a tab character is one column (as editors that count characters report it, whatever the tab
/// width), `é` written as `e` and a combining accent is two, an emoji is one. The caret under
/// the excerpt is placed by characters of the raw text (a tab for a tab, two spaces for a wide
/// character), so it sits under the right one in a terminal.
struct TextPosition: Equatable, Sendable, CustomStringConvertible {
    var line: Int
    var column: Int
    var description: String { "\(line):\(column)" }
}

/// A JSON syntax error with its position.
struct JSONSyntaxError: Error, Equatable {
    var message: String
    var position: TextPosition
}

/// A small JSON parser (RFC 8259) that records the position of every value. Duplicate keys
/// are an error (a layout document with two `"text"` keys is a mistake, not a choice).
struct JSONParser {
    private let scalars: [Unicode.Scalar]
    private var i = 0
    private var line = 1
    private var column = 1

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue.Located {
        var p = JSONParser(text)
        p.skipSpace()
        let v = try p.value(depth: 0)
        p.skipSpace()
        if p.i < p.scalars.count { throw p.error("unexpected \(p.describe(p.scalars[p.i])) after the document") }
        return v
    }

    private var position: TextPosition { TextPosition(line: line, column: column) }

    private func error(_ message: String, at position: TextPosition? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position ?? self.position)
    }

    /// A scalar for a message: printable ones quoted, anything invisible or that would combine
    /// with the quote (controls, format characters such as a byte order mark, separators,
    /// combining marks, private use) by its code point.
    private func describe(_ u: Unicode.Scalar) -> String {
        switch u.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .spacingMark, .enclosingMark,
            .privateUse, .surrogate, .unassigned:
            let code = String(format: "character U+%04X", u.value)
            return u == "\u{FEFF}" ? code + " (a byte order mark)" : code
        case .spaceSeparator where u != " ":
            return String(format: "character U+%04X", u.value)
        default:
            return "'\(Character(u))'"
        }
    }

    private mutating func advance() {
        if scalars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
        i += 1
    }

    private mutating func skipSpace() {
        while i < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[i]) { advance() }
    }

    private mutating func expect(_ word: String) throws(JSONSyntaxError) {
        let start = position
        for u in word.unicodeScalars {
            guard i < scalars.count, scalars[i] == u else { throw error("expected '\(word)'", at: start) }
            advance()
        }
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue.Located {
        guard depth < 200 else { throw error("nested more than 200 levels deep") }
        guard i < scalars.count else { throw error("unexpected end of the document") }
        let start = position
        switch scalars[i] {
        case "{":
            advance(); skipSpace()
            var members: [(key: String, keyPosition: TextPosition, value: JSONValue.Located)] = []
            var seen: [String: TextPosition] = [:]
            if i < scalars.count, scalars[i] == "}" {
                advance(); return .init(value: .object(members), position: start)
            }
            while true {
                skipSpace()
                let keyPosition = position
                guard i < scalars.count, scalars[i] == "\"" else { throw error("expected a key in double quotes") }
                var keyColumns: [Int] = []
                let key = try string(columns: &keyColumns)
                if let first = seen[key] {
                    throw error("duplicate key \"\(key)\" (first at \(first))", at: keyPosition)
                }
                seen[key] = keyPosition
                skipSpace()
                guard i < scalars.count, scalars[i] == ":" else { throw error("expected ':' after the key \"\(key)\"") }
                advance(); skipSpace()
                members.append((key, keyPosition, try value(depth: depth + 1)))
                skipSpace()
                guard i < scalars.count else { throw error("unexpected end of the document inside an object") }
                if scalars[i] == "," { advance(); continue }
                if scalars[i] == "}" { advance(); return .init(value: .object(members), position: start) }
                throw error("expected ',' or '}' but found \(describe(scalars[i]))")
            }
        case "[":
            advance(); skipSpace()
            var items: [JSONValue.Located] = []
            if i < scalars.count, scalars[i] == "]" { advance(); return .init(value: .array(items), position: start) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard i < scalars.count else { throw error("unexpected end of the document inside an array") }
                if scalars[i] == "," { advance(); continue }
                if scalars[i] == "]" { advance(); return .init(value: .array(items), position: start) }
                throw error("expected ',' or ']' but found \(describe(scalars[i]))")
            }
        case "\"":
            let from = i + 1
            var columns: [Int] = []
            let text = try string(columns: &columns)
            var bytes: [UInt8] = []
            Self.appendUTF8(scalars[from..<(i - 1)], to: &bytes)
            let raw = String(decoding: bytes, as: UTF8.self)
            return .init(value: .string(text), position: start, source: (raw, columns))
        case "t": try expect("true"); return .init(value: .bool(true), position: start)
        case "f": try expect("false"); return .init(value: .bool(false), position: start)
        case "n": try expect("null"); return .init(value: .null, position: start)
        case "-", "0"..."9":
            return .init(value: .number(try number()), position: start)
        default:
            throw error("unexpected \(describe(scalars[i]))")
        }
    }

    /// A string at `i`; `columns` gets the column of each decoded scalar, then of the closing quote.
    private mutating func string(columns: inout [Int]) throws(JSONSyntaxError) -> String {
        let start = position
        advance()  // the opening quote
        var out: [UInt8] = []
        while true {
            // A stretch of plain characters (no quote, backslash, control character or line
            // break, so each is one column) goes in at once: a 10 MiB string is one append.
            var j = i
            while j < scalars.count {
                let v = scalars[j].value
                if v < 0x20 || v == 0x22 || v == 0x5C { break }
                j += 1
            }
            if j > i {
                Self.appendUTF8(scalars[i..<j], to: &out)
                columns.append(contentsOf: column..<(column + j - i))
                column += j - i
                i = j
            }
            guard i < scalars.count else { throw error("unterminated string", at: start) }
            let u = scalars[i]
            columns.append(column)
            if u == "\"" { advance(); return String(decoding: out, as: UTF8.self) }
            if u.value < 0x20 { throw error("\(describe(u)) inside a string (escape it)") }
            if u != "\\" { Self.appendUTF8(scalars[i..<(i + 1)], to: &out); advance(); continue }
            let escape = position  // the backslash: where an escape's error points
            advance()
            guard i < scalars.count else { throw error("unterminated string", at: start) }
            let e = scalars[i]
            advance()
            switch e {
            case "\"": out.append(0x22)
            case "\\": out.append(0x5C)
            case "/": out.append(0x2F)
            case "b": out.append(0x08)
            case "f": out.append(0x0C)
            case "n": out.append(0x0A)
            case "r": out.append(0x0D)
            case "t": out.append(0x09)
            case "u":
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), i + 1 < scalars.count, scalars[i] == "\\", scalars[i + 1] == "u" {
                    advance(); advance()
                    let low = try hex4()
                    if (0xDC00..<0xE000).contains(low) { code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) }
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw error(String(format: "\\u%04X is not a character", code), at: escape)
                }
                Self.appendUTF8([scalar][...], to: &out)
            default:
                throw error("unknown escape '\\\(Character(e))'", at: escape)
            }
        }
    }

    /// Appends the UTF-8 encoding of `scalars` (building a string as bytes is many times faster
    /// than appending scalars to a `String.UnicodeScalarView` one by one).
    private static func appendUTF8(_ scalars: ArraySlice<Unicode.Scalar>, to out: inout [UInt8]) {
        if out.capacity < out.count + scalars.count {
            out.reserveCapacity(max(2 * out.capacity, out.count + scalars.count))
        }
        for u in scalars {
            let v = u.value
            if v < 0x80 {
                out.append(UInt8(v))
            } else {
                UTF8.encode(u) { out.append($0) }
            }
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < scalars.count, let d = Character(scalars[i]).hexDigitValue else {
                throw error("expected 4 hex digits after \\u")
            }
            v = v * 16 + UInt32(d)
            advance()
        }
        return v
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = position
        var text = ""
        while i < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[i]) {
            text.unicodeScalars.append(scalars[i])
            advance()
        }
        let valid =
            text.range(of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#, options: .regularExpression) != nil
        guard valid, let v = Double(text), v.isFinite else { throw error("'\(text)' is not a JSON number", at: start) }
        return v
    }
}
