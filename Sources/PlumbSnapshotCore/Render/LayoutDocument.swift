import Foundation
import PlumbUI

/// A layout written as JSON for `plumb render`: a tree of views (UIView, UILabel, UIStackView,
/// UIScrollView)
/// with their properties, and constraints as Visual Format Language strings or equations.
///
/// ```json
/// {
///   "width": 375, "scale": 2, "direction": "rtl",
///   "root": { "id": "card", "background": "systemGray6", "subviews": [
///     { "id": "avatar", "background": "systemBlue", "cornerRadius": 20 },
///     { "id": "name", "class": "UILabel", "text": "Ada Lovelace", "font": "bold 17" }
///   ]},
///   "constraints": [
///     "H:|-16-[avatar(40)]-12-[name]-(>=16)-|",
///     "V:|-16-[avatar(40)]-(>=16)-|",
///     "name.firstBaseline == avatar.centerY"
///   ]
/// }
/// ```
///
/// Top level: `width` (points, default 375), `height` (absent: the height that fits), `scale`
/// (1–4, default 2), `direction` (`ltr`/`rtl`), `contentSize` (`xs` … `xxxl`, `ax1` … `ax5`),
/// `background` (the window's colour), `safeArea` (the window's insets, [top, left, bottom,
/// right], e.g. [44, 0, 34, 0] for an iPhone X), `metrics` (names for VFL), `root`, `constraints`.
/// Every view: `id`, `class`, `background`, `alpha`, `hidden`, `clipsToBounds`, `cornerRadius`,
/// `borderWidth`, `borderColor`, `margins` (one number or [top, leading, bottom, trailing]),
/// `semantic` (`unspecified`, `forceLeftToRight`, `forceRightToLeft`), `hugging` and
/// `compression` ([horizontal, vertical] priorities), `frame` ([x, y, width, height]: the view
/// keeps autoresizing-mask constraints), `subviews`. Labels add `text`, `font` (a size, `"bold
/// 17"`, or a text style such as `"headline"`), `color`, `lines`, `alignment`, `lineBreak`,
/// `preferredMaxLayoutWidth`; stack views add `axis`, `spacing`, `alignment`, `distribution`,
/// `marginsRelative` and `arranged` (arranged subviews); scroll views add
/// `contentInsetAdjustment`, `contentOffset` ([x, y]) and `contentInset`. Colours are UIKit names
/// (`systemBlue`, `label`, `secondarySystemBackground` …) or `#RRGGBB` / `#RRGGBBAA`. Unknown keys
/// are errors, so a typo never passes silently.
@MainActor
struct LayoutDocument {
    var width: CGFloat = 375
    var height: CGFloat?
    var scale: CGFloat = 2
    var direction: UITraitEnvironmentLayoutDirection = .leftToRight
    var contentSize: UIContentSizeCategory = .large
    var background: UIColor?
    /// The safe-area insets the window gives the root (top, left, bottom, right).
    var safeArea: UIEdgeInsets = .zero
    var root: UIView
    /// Views by id.
    var views: [String: UIView]
    /// The constraints, each with its source text (set as the constraint's `identifier`).
    var constraints: [NSLayoutConstraint]
    /// The file the document was read from, its text, and where its top-level values start
    /// (`width`, `height`, `scale`, `root`), so that a problem found later (an image too large
    /// to draw) still names the line and column that caused it.
    var file = ""
    var text = ""
    var positions: [String: TextPosition] = [:]

    /// An error at the top-level value `key` (or at the root view when the document has no such
    /// key), with the document's line under it.
    func error(at key: String, _ message: String) -> Error {
        let position = positions[key] ?? positions["root"] ?? TextPosition(line: 1, column: 1)
        var e = Error(file: file, position: position, message: message)
        e.attachLine(from: text)
        return e
    }

    /// An error in a document: the file, the line and column, and what is wrong.
    struct Error: Swift.Error, CustomStringConvertible, Equatable {
        var file: String
        var position: TextPosition
        var message: String
        /// For a constraint string: the string as written in the file (escapes not decoded) and
        /// how many of its characters come before the caret.
        var excerpt: (text: String, column: Int)?

        static func == (a: Error, b: Error) -> Bool {
            a.file == b.file && a.position == b.position && a.message == b.message
                && a.excerpt?.text == b.excerpt?.text && a.excerpt?.column == b.excerpt?.column
        }

        /// For any other error with a line: that line of the file as written, and the caret
        /// padding that puts `^` under the error's column (see ``TextPosition``).
        var sourceLine: (text: String, padding: String)?

        var description: String {
            // Line 0: about the file as a whole (it cannot be read).
            var s = position.line == 0 ? "\(file): error: \(message)" : "\(file):\(position): error: \(message)"
            if let (text, column) = excerpt {
                s += "\n    \(text)\n    " + String(repeating: " ", count: column) + "^"
            } else if let (text, padding) = sourceLine {
                s += "\n    \(text)\n    " + padding + "^"
            }
            return s
        }

        /// Sets ``sourceLine`` from the document's text (nothing for an error with an excerpt
        /// or about the whole file). A long line is cut to 60 scalars on either side of the
        /// column, with "…" where it was cut.
        mutating func attachLine(from text: String) {
            guard excerpt == nil, sourceLine == nil, position.line > 0 else { return }
            var lineNumber = 1
            var scalars: [Unicode.Scalar] = []
            for u in text.unicodeScalars {
                if u == "\n" {
                    if lineNumber == position.line { break }
                    lineNumber += 1
                    continue
                }
                if lineNumber == position.line { scalars.append(u) }
            }
            guard lineNumber == position.line else { return }
            if scalars.last == "\r" { scalars.removeLast() }
            let caret = min(max(position.column - 1, 0), scalars.count)
            let from = max(0, caret - 60), to = min(scalars.count, caret + 60)
            let shown = String(String.UnicodeScalarView(scalars[from..<to]))
            let before = String(String.UnicodeScalarView(scalars[from..<caret]))
            // One space per character before the caret (two for a wide one), a tab for a tab,
            // so the caret sits under the character in a terminal whatever its tab width.
            var padding = from > 0 ? " " : ""
            for c in before {
                if c == "\t" {
                    padding += "\t"
                } else if c.unicodeScalars.first.map(Self.isWide) == true {
                    padding += "  "
                } else {
                    padding += " "
                }
            }
            sourceLine = ((from > 0 ? "…" : "") + shown + (to < scalars.count ? "…" : ""), padding)
        }

        /// East Asian wide and fullwidth characters (two terminal columns).
        static func isWide(_ u: Unicode.Scalar) -> Bool {
            switch u.value {
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
                0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
                0x20000...0x3FFFD:
                true
            default: false
            }
        }
    }

    /// Reads a document.
    static func load(_ path: String) throws(Error) -> LayoutDocument {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            let why =
                !exists
                ? "no such file" : isDirectory.boolValue ? "a folder, not a layout document" : "cannot read the file"
            throw Error(file: path, position: TextPosition(line: 0, column: 0), message: why)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let (position, byte) = firstInvalidUTF8(data)
            var e = Error(
                file: path, position: position,
                message: String(format: "the file is not UTF-8 text (byte 0x%02X)", byte))
            // The line as decoded (the bad byte shown as U+FFFD).
            e.attachLine(from: String(decoding: data, as: UTF8.self))
            throw e
        }
        return try parse(text, file: path)
    }

    /// Where the first byte that is not UTF-8 is (columns counted as in ``TextPosition``), and the byte.
    static func firstInvalidUTF8(_ data: Data) -> (TextPosition, UInt8) {
        let bytes = [UInt8](data)
        var line = 1, column = 1, offset = 0
        // Decoding replaces each bad sequence with U+FFFD; the first U+FFFD not written as
        // EF BF BD in the file is the bad byte.
        for u in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            let length = UTF8.width(u)
            if u == "\u{FFFD}",
                !(offset + 2 < bytes.count && bytes[offset] == 0xEF && bytes[offset + 1] == 0xBF
                    && bytes[offset + 2] == 0xBD)
            {
                return (TextPosition(line: line, column: column), bytes[offset])
            }
            if u == "\n" { line += 1; column = 1 } else { column += 1 }
            offset += length
        }
        return (TextPosition(line: line, column: column), offset < bytes.count ? bytes[offset] : 0)
    }

    /// Builds the views and constraints a document's text describes (constraints not activated).
    static func parse(_ text: String, file: String) throws(Error) -> LayoutDocument {
        let json: JSONValue.Located
        do { json = try JSONParser.parse(text) } catch {
            var e = Error(file: file, position: error.position, message: error.message)
            e.attachLine(from: text)
            throw e
        }
        var b = Builder(file: file)
        do {
            var doc = try b.document(json)
            doc.file = file
            doc.text = text
            return doc
        } catch {
            var e = error
            e.attachLine(from: text)
            throw e
        }
    }
}

/// Turns JSON values into views, naming the position of anything it cannot use.
@MainActor
private struct Builder {
    let file: String
    var views: [String: UIView] = [:]

    func fail(_ at: JSONValue.Located, _ message: String) -> LayoutDocument.Error {
        LayoutDocument.Error(file: file, position: at.position, message: message)
    }

    func object(_ v: JSONValue.Located, _ what: String, keys: Set<String>) throws(LayoutDocument.Error) -> [String:
        JSONValue.Located]
    {
        guard case .object(let members) = v.value else {
            throw fail(v, "\(what) must be an object, not \(v.value.kind)")
        }
        var out: [String: JSONValue.Located] = [:]
        for (key, keyPosition, value) in members {
            guard keys.contains(key) else {
                throw LayoutDocument.Error(
                    file: file, position: keyPosition,
                    message: "unknown key \"\(key)\" in \(what) (known: \(keys.sorted().joined(separator: ", ")))")
            }
            out[key] = value
        }
        return out
    }

    func number(_ v: JSONValue.Located, _ what: String, in range: ClosedRange<Double>? = nil) throws(LayoutDocument
        .Error) -> CGFloat
    {
        guard case .number(let n) = v.value else { throw fail(v, "\(what) must be a number, not \(v.value.kind)") }
        if let range, !range.contains(n) {
            throw fail(
                v, "\(what) must be between \(fmt(range.lowerBound)) and \(fmt(range.upperBound)), not \(fmt(n))")
        }
        return CGFloat(n)
    }

    func string(_ v: JSONValue.Located, _ what: String) throws(LayoutDocument.Error) -> String {
        guard case .string(let s) = v.value else { throw fail(v, "\(what) must be a string, not \(v.value.kind)") }
        return s
    }

    func bool(_ v: JSONValue.Located, _ what: String) throws(LayoutDocument.Error) -> Bool {
        guard case .bool(let b) = v.value else { throw fail(v, "\(what) must be true or false, not \(v.value.kind)") }
        return b
    }

    func numbers(_ v: JSONValue.Located, _ what: String, count: Int) throws(LayoutDocument.Error) -> [CGFloat] {
        guard case .array(let items) = v.value, items.count == count else {
            throw fail(v, "\(what) must be an array of \(count) numbers")
        }
        var out: [CGFloat] = []
        for item in items { out.append(try number(item, what)) }
        return out
    }

    func choice<T>(_ v: JSONValue.Located, _ what: String, _ options: [String: T]) throws(LayoutDocument.Error) -> T {
        let s = try string(v, what)
        guard let t = options[s] else {
            throw fail(v, "\(what) \"\(s)\" is not one of \(options.keys.sorted().joined(separator: ", "))")
        }
        return t
    }

    func color(_ v: JSONValue.Located, _ what: String) throws(LayoutDocument.Error) -> UIColor {
        let s = try string(v, what)
        if let named = LayoutDocumentVocabulary.colors[s] { return named }
        if s.hasPrefix("#"), s.count == 7 || s.count == 9, let n = UInt64(s.dropFirst(), radix: 16) {
            let hasAlpha = s.count == 9
            let r = (n >> (hasAlpha ? 24 : 16)) & 0xFF, g = (n >> (hasAlpha ? 16 : 8)) & 0xFF
            let b = (n >> (hasAlpha ? 8 : 0)) & 0xFF, a = hasAlpha ? n & 0xFF : 0xFF
            return UIColor(
                red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a) / 255)
        }
        throw fail(v, "\(what) \"\(s)\" is not a colour: use #RRGGBB, #RRGGBBAA or a UIKit name such as systemBlue")
    }

    func font(_ v: JSONValue.Located) throws(LayoutDocument.Error) -> UIFont {
        if case .number = v.value { return .systemFont(ofSize: try number(v, "font", in: 1...500)) }
        let s = try string(v, "font")
        if let style = LayoutDocumentVocabulary.textStyles[s] { return .preferredFont(forTextStyle: style) }
        let parts = s.split(separator: " ")
        if parts.count == 2, let weight = LayoutDocumentVocabulary.weights[String(parts[0])],
            let size = Double(parts[1]),
            size >= 1, size <= 500
        {
            return .systemFont(ofSize: CGFloat(size), weight: weight)
        }
        throw fail(
            v,
            "font \"\(s)\" is not a size, \"WEIGHT SIZE\" (weights: \(LayoutDocumentVocabulary.weights.keys.sorted().joined(separator: ", "))) or a text style (\(LayoutDocumentVocabulary.textStyles.keys.sorted().joined(separator: ", ")))"
        )
    }

    mutating func document(_ json: JSONValue.Located) throws(LayoutDocument.Error) -> LayoutDocument {
        let top = try object(
            json, "the document",
            keys: [
                "width", "height", "scale", "direction", "contentSize", "background",
                "safeArea", "metrics", "root", "constraints",
            ])
        guard let rootValue = top["root"] else { throw fail(json, "the document has no \"root\" view") }
        let root = try view(rootValue, isRoot: true)
        var doc = LayoutDocument(root: root, views: views, constraints: [])
        doc.positions["root"] = rootValue.position
        for key in ["width", "height", "scale"] { doc.positions[key] = top[key]?.position }
        if let w = top["width"] { doc.width = try number(w, "width", in: 1...10000) }
        if let h = top["height"], case .number = h.value {
            doc.height = try number(h, "height", in: 1...10000)
        } else if let h = top["height"], case .null = h.value {
        } else if let h = top["height"] {
            throw fail(h, "height must be a number or null")
        }
        if let s = top["scale"] { doc.scale = try number(s, "scale", in: 1...4) }
        if let d = top["direction"] {
            doc.direction = try choice(d, "direction", ["ltr": .leftToRight, "rtl": .rightToLeft])
        }
        if let c = top["contentSize"] {
            doc.contentSize = try choice(c, "contentSize", LayoutDocumentVocabulary.contentSizes)
        }
        if let c = top["background"] { doc.background = try color(c, "background") }
        if let a = top["safeArea"] {
            let n = try numbers(a, "safeArea", count: 4)
            guard n.allSatisfy({ $0 >= 0 }) else { throw fail(a, "safeArea insets must not be negative") }
            doc.safeArea = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        }
        var metrics: [String: Any] = [:]
        if let m = top["metrics"] {
            for (key, value) in try object(m, "metrics", keys: Set(objectKeys(m))) {
                metrics[key] = try number(value, "metric \"\(key)\"")
            }
        }
        if let list = top["constraints"] {
            guard case .array(let items) = list.value else {
                throw fail(list, "constraints must be an array of strings")
            }
            for item in items { doc.constraints += try constraints(item, metrics: metrics) }
        }
        return doc
    }

    func objectKeys(_ v: JSONValue.Located) -> [String] {
        if case .object(let members) = v.value { return members.map(\.key) }
        return []
    }

    static let viewKeys: Set<String> = [
        "id", "class", "background", "alpha", "hidden", "clipsToBounds", "cornerRadius",
        "borderWidth", "borderColor", "margins", "semantic", "hugging", "compression",
        "frame", "subviews",
    ]
    static let labelKeys: Set<String> = [
        "text", "font", "color", "lines", "alignment", "lineBreak", "preferredMaxLayoutWidth",
    ]
    static let stackKeys: Set<String> = ["axis", "spacing", "alignment", "distribution", "marginsRelative", "arranged"]
    static let scrollKeys: Set<String> = ["contentInsetAdjustment", "contentOffset", "contentInset"]

    mutating func view(_ json: JSONValue.Located, isRoot: Bool = false) throws(LayoutDocument.Error) -> UIView {
        guard case .object(let members) = json.value else {
            throw fail(json, "a view must be an object, not \(json.value.kind)")
        }
        var className = "UIView"
        let classValue = members.first { $0.key == "class" }?.value
        if let classValue { className = try string(classValue, "class") }
        let v: UIView
        var keys = Self.viewKeys
        switch className {
        case "UIView": v = UIView()
        case "UILabel": v = UILabel(); keys.formUnion(Self.labelKeys)
        case "UIStackView": v = UIStackView(); keys.formUnion(Self.stackKeys)
        case "UIScrollView": v = UIScrollView(); keys.formUnion(Self.scrollKeys)
        default:
            throw fail(classValue ?? json, "class \"\(className)\" is not UIView, UILabel, UIStackView or UIScrollView")
        }
        let o = try object(json, className, keys: keys)
        v.translatesAutoresizingMaskIntoConstraints = isRoot
        if let id = o["id"] {
            let name = try string(id, "id")
            guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else {
                throw fail(id, "id \"\(name)\" must start with a letter and hold only letters, digits and _")
            }
            guard views[name] == nil else { throw fail(id, "id \"\(name)\" is used by two views") }
            views[name] = v
            v.accessibilityIdentifier = name
        }
        if let c = o["background"] { v.backgroundColor = try color(c, "background") }
        if let a = o["alpha"] { v.alpha = try number(a, "alpha", in: 0...1) }
        if let h = o["hidden"] { v.isHidden = try bool(h, "hidden") }
        if let c = o["clipsToBounds"] { v.clipsToBounds = try bool(c, "clipsToBounds") }
        if let r = o["cornerRadius"] { v.layer.cornerRadius = try number(r, "cornerRadius", in: 0...10000) }
        if let w = o["borderWidth"] { v.layer.borderWidth = try number(w, "borderWidth", in: 0...10000) }
        if let c = o["borderColor"] { v.layer.borderColor = try color(c, "borderColor") }
        if let m = o["margins"] {
            if case .number = m.value {
                let n = try number(m, "margins")
                v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: n, leading: n, bottom: n, trailing: n)
            } else {
                let n = try numbers(m, "margins", count: 4)
                v.directionalLayoutMargins = NSDirectionalEdgeInsets(
                    top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
            }
        }
        if let s = o["semantic"] {
            v.semanticContentAttribute = try choice(
                s, "semantic",
                [
                    "unspecified": .unspecified, "forceLeftToRight": .forceLeftToRight,
                    "forceRightToLeft": .forceRightToLeft,
                ])
        }
        if let h = o["hugging"] {
            let p = try numbers(h, "hugging", count: 2)
            v.setContentHuggingPriority(UILayoutPriority(Float(p[0])), for: .horizontal)
            v.setContentHuggingPriority(UILayoutPriority(Float(p[1])), for: .vertical)
        }
        if let c = o["compression"] {
            let p = try numbers(c, "compression", count: 2)
            v.setContentCompressionResistancePriority(UILayoutPriority(Float(p[0])), for: .horizontal)
            v.setContentCompressionResistancePriority(UILayoutPriority(Float(p[1])), for: .vertical)
        }
        if let f = o["frame"] {
            let n = try numbers(f, "frame", count: 4)
            v.translatesAutoresizingMaskIntoConstraints = true
            v.frame = CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
        }
        if let label = v as? UILabel { try configure(label, o) }
        if let stack = v as? UIStackView { try configure(stack, o) }
        if let scroll = v as? UIScrollView {
            if let b = o["contentInsetAdjustment"] {
                scroll.contentInsetAdjustmentBehavior = try choice(
                    b, "contentInsetAdjustment",
                    [
                        "automatic": .automatic,
                        "scrollableAxes": .scrollableAxes, "never": .never, "always": .always,
                    ])
            }
            if let p = o["contentOffset"] {
                let n = try numbers(p, "contentOffset", count: 2)
                scroll.contentOffset = CGPoint(x: n[0], y: n[1])
            }
            if let i = o["contentInset"] {
                let n = try numbers(i, "contentInset", count: 4)
                scroll.contentInset = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
            }
        }
        if let subs = o["subviews"] {
            guard case .array(let items) = subs.value else { throw fail(subs, "subviews must be an array of views") }
            for item in items { v.addSubview(try view(item)) }
        }
        return v
    }

    func configure(_ label: UILabel, _ o: [String: JSONValue.Located]) throws(LayoutDocument.Error) {
        if let t = o["text"] { label.text = try string(t, "text") }
        if let f = o["font"] { label.font = try font(f); label.adjustsFontForContentSizeCategory = true }
        if let c = o["color"] { label.textColor = try color(c, "color") }
        if let n = o["lines"] { label.numberOfLines = Int(try number(n, "lines", in: 0...10000)) }
        if let a = o["alignment"] {
            label.textAlignment = try choice(
                a, "alignment",
                [
                    "left": .left, "center": .center, "right": .right,
                    "justified": .justified, "natural": .natural,
                ])
        }
        if let b = o["lineBreak"] {
            label.lineBreakMode = try choice(
                b, "lineBreak",
                [
                    "wordWrap": .byWordWrapping, "charWrap": .byCharWrapping,
                    "clip": .byClipping, "truncateHead": .byTruncatingHead,
                    "truncateTail": .byTruncatingTail, "truncateMiddle": .byTruncatingMiddle,
                ])
        }
        if let w = o["preferredMaxLayoutWidth"] {
            label.preferredMaxLayoutWidth = try number(w, "preferredMaxLayoutWidth", in: 0...100000)
        }
    }

    mutating func configure(_ stack: UIStackView, _ o: [String: JSONValue.Located]) throws(LayoutDocument.Error) {
        if let a = o["axis"] { stack.axis = try choice(a, "axis", ["horizontal": .horizontal, "vertical": .vertical]) }
        if let s = o["spacing"] { stack.spacing = try number(s, "spacing") }
        if let a = o["alignment"] {
            stack.alignment = try choice(
                a, "alignment",
                [
                    "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline,
                    "center": .center, "trailing": .trailing, "bottom": .bottom,
                    "lastBaseline": .lastBaseline,
                ])
        }
        if let d = o["distribution"] {
            stack.distribution = try choice(
                d, "distribution",
                [
                    "fill": .fill, "fillEqually": .fillEqually,
                    "fillProportionally": .fillProportionally,
                    "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
                ])
        }
        if let m = o["marginsRelative"] { stack.isLayoutMarginsRelativeArrangement = try bool(m, "marginsRelative") }
        if let list = o["arranged"] {
            guard case .array(let items) = list.value else { throw fail(list, "arranged must be an array of views") }
            for item in items { stack.addArrangedSubview(try view(item)) }
        }
    }

    /// One constraint string: VFL when it starts with `H:`, `V:`, `|` or `[`, else an equation.
    func constraints(_ item: JSONValue.Located, metrics: [String: Any]) throws(LayoutDocument.Error)
        -> [NSLayoutConstraint]
    {
        let text = try string(item, "a constraint")
        // `column` counts characters of the decoded string (what the parsers read); the position
        // and the caret count the text as written (an escape such as \t is two columns there).
        func problem(_ message: String, column: Int) -> LayoutDocument.Error {
            let k = min(max(column, 0), text.count)
            let scalars = text.unicodeScalars.distance(
                from: text.startIndex, to: text.index(text.startIndex, offsetBy: k))
            guard let (raw, columns) = item.source, scalars < columns.count else {
                return LayoutDocument.Error(
                    file: file,
                    position: TextPosition(line: item.position.line, column: item.position.column + 1 + column),
                    message: message, excerpt: (text, column))
            }
            let rawScalars = columns[scalars] - item.position.column - 1
            let caret = String(String.UnicodeScalarView(raw.unicodeScalars.prefix(rawScalars))).count
            return LayoutDocument.Error(
                file: file, position: TextPosition(line: item.position.line, column: columns[scalars]),
                message: message, excerpt: (raw, caret))
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[") {
            do {
                let made = try NSLayoutConstraint.visualFormatConstraints(text, metrics: metrics, views: views)
                for c in made where c.identifier == nil { c.identifier = text }
                return made
            } catch {
                throw problem("in the visual format: \(error.message)", column: error.column)
            }
        }
        let eq: ConstraintEquation
        do { eq = try ConstraintEquation.parse(text) } catch { throw problem(error.message, column: error.column) }
        func resolve(_ item: ConstraintEquation.Item) throws(LayoutDocument.Error) -> AnyObject {
            guard let v = views[item.id] else {
                throw problem("no view has the id \"\(item.id)\"", column: item.column)
            }
            switch item.guide {
            case nil: return v
            case "safeArea": return v.safeAreaLayoutGuide
            case "margins": return v.layoutMarginsGuide
            case "readable": return v.readableContentGuide
            default:
                guard let scroll = v as? UIScrollView else {
                    throw problem(
                        "\"\(item.id)\" is not a UIScrollView, so it has no \(item.guide!)", column: item.column)
                }
                return item.guide == "contentLayoutGuide" ? scroll.contentLayoutGuide : scroll.frameLayoutGuide
            }
        }
        let first = try resolve(eq.first)
        let second = try eq.second.map { (s) throws(LayoutDocument.Error) in try resolve(s) }
        // An invalid pairing (name.left == avatar.top) is UIKit's message at the first item; the
        // report the initialiser makes is collected, so the message is printed once, with its position.
        let (c, _) = LayoutDiagnostics.collect {
            NSLayoutConstraint(
                item: first, attribute: eq.first.attribute, relatedBy: eq.relation, toItem: second,
                attribute: eq.second?.attribute ?? .notAnAttribute, multiplier: eq.multiplier, constant: eq.constant)
        }
        if let reason = c.invalidReason { throw problem(reason, column: eq.first.column) }
        c.priority = UILayoutPriority(eq.priority)
        c.identifier = text
        return [c]
    }
}

/// A number for a message: whole numbers without `.0`; huge ones (where `Int` would overflow) as Swift spells them.
private func fmt(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d) }

/// Names the document accepts for colours, fonts and content sizes.
enum LayoutDocumentVocabulary {
    static let colors: [String: UIColor] = [
        "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray, "red": .red,
        "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta, "orange": .orange,
        "purple": .purple, "brown": .brown, "clear": .clear, "systemRed": .systemRed, "systemOrange": .systemOrange,
        "systemYellow": .systemYellow, "systemGreen": .systemGreen, "systemMint": .systemMint,
        "systemTeal": .systemTeal,
        "systemCyan": .systemCyan, "systemBlue": .systemBlue, "systemIndigo": .systemIndigo,
        "systemPurple": .systemPurple,
        "systemPink": .systemPink, "systemBrown": .systemBrown, "systemGray": .systemGray, "systemGray2": .systemGray2,
        "systemGray3": .systemGray3, "systemGray4": .systemGray4, "systemGray5": .systemGray5,
        "systemGray6": .systemGray6,
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel,
        "separator": .separator, "opaqueSeparator": .opaqueSeparator, "link": .link,
        "placeholderText": .placeholderText,
        "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
        "quaternarySystemFill": .quaternarySystemFill,
    ]

    static let textStyles: [String: UIFont.TextStyle] = [
        "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption1": .caption1,
        "caption2": .caption2,
    ]

    static let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    static let contentSizes: [String: UIContentSizeCategory] = [
        "xs": .extraSmall, "s": .small, "m": .medium, "l": .large, "xl": .extraLarge, "xxl": .extraExtraLarge,
        "xxxl": .extraExtraExtraLarge, "ax1": .accessibilityMedium, "ax2": .accessibilityLarge,
        "ax3": .accessibilityExtraLarge, "ax4": .accessibilityExtraExtraLarge,
        "ax5": .accessibilityExtraExtraExtraLarge,
    ]
}
