import Foundation

/// A Visual Format Language string read into views, predicates and connections, with every name
/// resolved against the metrics and views dictionaries.
struct ParsedVisualFormat {
    /// One `relation object @priority` term.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(UIView)
        }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority
    }

    /// What lies between two views, or between a view and the superview edge.
    enum Connection {
        /// `-`: the standard space.
        case standard
        /// Nothing: flush (0).
        case flush
        /// `-50-`, `-(>=8@750)-`, `-metric-`.
        case predicates([Predicate])
    }

    struct View {
        var view: UIView
        var predicates: [Predicate]
    }

    var vertical: Bool
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The superview and the connection to it, at the start and end of the format.
    var leadingSuperview: (superview: UIView, connection: Connection)?
    var trailingSuperview: (superview: UIView, connection: Connection)?
}

/// A recursive-descent reader of Apple's Visual Format Language grammar (Auto Layout Guide,
/// appendix "Visual Format Language") that fails where UIKit's parser fails, with UIKit's
/// messages and its caret: the column the scanner had reached.
///
/// Like UIKit, it reads bytes of an ASCII string (a format with other characters is refused as a
/// whole), skips no whitespace, and reads numbers as `strtod_l` does in the C locale.
@MainActor
struct VisualFormatParser {
    private let format: String
    private let chars: [UInt8]
    private var pos = 0
    private let metrics: [String: Any]
    private let viewsByName: [String: Any]
    private let options: NSLayoutConstraint.FormatOptions
    private var vertical = false
    /// Set once the first connection is complete: the options are checked there, as UIKit does.
    private var checkedOptions = false

    init(_ format: String, metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions) {
        self.format = format
        chars = Array(format.utf8)
        self.metrics = metrics
        viewsByName = views
        self.options = options
    }

    // MARK: Grammar

    mutating func parse() throws(VisualFormatError) -> ParsedVisualFormat {
        guard !chars.isEmpty else {
            throw VisualFormatError(message: "It's an empty string.", format: format, column: 0, wholeFormat: true)
        }
        if let i = format.firstIndex(where: { !$0.isASCII }) {
            throw VisualFormatError(
                message: "It contains non-ASCII characters.", format: format,
                column: format.distance(from: format.startIndex, to: i), wholeFormat: true)
        }
        // <orientation> ':'
        if chars[0] == ascii("H") || chars[0] == ascii("V") {
            vertical = chars[0] == ascii("V")
            pos = 1
            guard peek == ascii(":") else {
                throw error(
                    vertical
                        ? "Expected ':' after 'V' to specify vertical arrangement"
                        : "Expected ':' after 'H' to specify horizontal arrangement")
            }
            pos = 2
        }
        var result = ParsedVisualFormat(vertical: vertical)
        // (<superview><connection>)? <view>
        if peek == ascii("|") {
            pos += 1
            guard pos < chars.count else { throw error("Expected a connection after the '|' character") }
            let joint = try connection()
            let first = try view()
            result.views.append(first)
            try checkOptions(betweenViews: false)
            guard let superview = first.view.superview else { throw noSuperview() }
            result.leadingSuperview = (superview, joint)
        } else {
            result.views.append(try view())
        }
        // (<connection><view>)* (<connection><superview>)?
        while pos < chars.count {
            let joint = try connection()
            if peek == ascii("[") {
                result.views.append(try view())
                result.connections.append(joint)
                try checkOptions(betweenViews: true)
                continue
            }
            if peek == ascii("|") {
                pos += 1
                try checkOptions(betweenViews: false)
                guard let superview = result.views[result.views.count - 1].view.superview else { throw noSuperview() }
                result.trailingSuperview = (superview, joint)
                break
            }
            throw error("Expected a view or '|'")
        }
        if pos < chars.count { throw error("Expected the end of the format string") }
        return result
    }

    /// `'[' <viewName> (<predicateListWithParens>)? ']'`
    private mutating func view() throws(VisualFormatError) -> ParsedVisualFormat.View {
        guard peek == ascii("[") else { throw error("Expected a view") }
        pos += 1
        guard pos < chars.count else { throw error("Expected a view") }
        guard let name = name() else {
            throw error(
                "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
            )
        }
        guard let value = viewsByName[name] else { throw error("\(name) is not a key in the views dictionary.") }
        guard let view = value as? UIView else {
            throw error("The value for \(name) in the views dictionary is not a UIView.")
        }
        var predicates: [ParsedVisualFormat.Predicate] = []
        if peek == ascii("(") {
            pos += 1
            guard pos < chars.count else {
                throw error("Unexpectedly ran out of character fodder in the middle of parsing a view")
            }
            predicates = try predicateList(inView: true)
            guard peek == ascii(")") else {
                throw error("A predicate on a view's thickness must end with ')' and the view must end with ']'")
            }
            pos += 1
            guard peek == ascii("]") else { throw error("Expected ']' after specifying thickness.") }
        } else if peek != ascii("]") {
            throw error("Expected a ']' here. That is how you give the end of a view.")
        }
        pos += 1
        return ParsedVisualFormat.View(view: view, predicates: predicates)
    }

    /// `e | '-' <predicateList> '-' | '-'`
    private mutating func connection() throws(VisualFormatError) -> ParsedVisualFormat.Connection {
        guard peek == ascii("-") else { return .flush }
        pos += 1
        if let c = peek, c == ascii("|") || c == ascii("[") { return .standard }
        // <simplePredicate> | <predicateListWithParens>
        var list: [ParsedVisualFormat.Predicate]
        if peek == ascii("-") {
            throw error(
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
            )
        }
        if peek == ascii("(") {
            pos += 1
            list = try predicateList(inView: false)
            guard peek == ascii(")") else {
                throw error(
                    "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            pos += 1
        } else {
            list = [try predicate(inView: false)]
        }
        if peek == ascii(",") {
            throw error(
                "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
            )
        }
        guard peek == ascii("-") else { throw error("Expected a '-' here") }
        pos += 1
        return .predicates(list)
    }

    /// `<predicate> (',' <predicate>)*`, at most ``VisualFormatParser/maximumPredicates``.
    private mutating func predicateList(inView: Bool) throws(VisualFormatError) -> [ParsedVisualFormat.Predicate] {
        var list = [try predicate(inView: inView)]
        while peek == ascii(",") {
            pos += 1
            guard list.count < Self.maximumPredicates else {
                throw error(
                    "Too many predicates in one list: at most \(Self.maximumPredicates) (Plumb's limit; UIKit sets none)"
                )
            }
            list.append(try predicate(inView: inView))
        }
        return list
    }

    /// The most predicates one parenthesised list may hold: Plumb's own limit, not UIKit's (its
    /// grammar allows any number). Each predicate is a constraint between the same two
    /// anchors, so a long list of inequalities that conflict with another constraint costs the
    /// solver about n³ (n = 400: 7.9 s) for a layout no one writes; real lists hold two or three.
    static let maximumPredicates = 16

    /// `(<relation>)? <objectOfPredicate> ('@' <priority>)?`
    private mutating func predicate(inView: Bool) throws(VisualFormatError) -> ParsedVisualFormat.Predicate {
        guard let c = peek else { throw error("Expected more input") }
        var relation = NSLayoutConstraint.Relation.equal
        if c == ascii("<") || c == ascii("=") || c == ascii(">") {
            relation = c == ascii("<") ? .lessThanOrEqual : c == ascii(">") ? .greaterThanOrEqual : .equal
            pos += 1
            guard peek == ascii("=") else { throw error("Unknown relation. Must be ==, >=, or <=") }
            pos += 1
        }
        let object = try constant(viewAllowed: inView)
        var priority = UILayoutPriority.required
        if peek == ascii("@") {
            pos += 1
            // A view name here throws (views are not allowed), so this is always a constant.
            guard case .constant(let value) = try constant(viewAllowed: false) else {
                throw error("Expected more input")
            }
            let shown = String(format: "%g", Double(value))
            guard value > 0 else {
                throw error("Invalid priority specified: \(shown). Priority must be greater than 0")
            }
            guard value <= 1000 else {
                throw error(
                    "Invalid priority specified: \(shown). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
                )
            }
            // Plumb's priorities start at 1 (UIKit's engine takes any positive value).
            priority = UILayoutPriority(Float(max(1, value)))
        }
        return ParsedVisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// `<metricName> | <number>`, or a view name in a view's predicate.
    private mutating func constant(viewAllowed: Bool) throws(VisualFormatError) -> ParsedVisualFormat.Predicate.Object {
        let something = "Expected a number or key from the metrics dictionary, but encountered something else"
        guard let c = peek else { throw error(something) }
        if c == ascii("-") || isDigit(c) {
            guard let value = number() else {
                throw error("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            guard value.isFinite else { throw error("The number is not finite.") }
            return .constant(CGFloat(value))
        }
        guard let name = name() else { throw error(something) }
        if let value = metrics[name] { return .constant(try metric(value, name: name)) }
        if let value = viewsByName[name] {
            guard viewAllowed else {
                throw error(
                    "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
                )
            }
            guard let view = value as? UIView else {
                throw error("The value for \(name) in the views dictionary is not a UIView.")
            }
            return .view(view)
        }
        throw error(
            "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
    }

    // MARK: Lexing

    private var peek: UInt8? { pos < chars.count ? chars[pos] : nil }
    private func peek(at i: Int) -> UInt8? { i < chars.count ? chars[i] : nil }
    private func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(c.value) }
    private func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    private func isLetter(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 }

    /// A C identifier: a letter or `_`, then letters, digits and `_`.
    private mutating func name() -> String? {
        guard let c = peek, isLetter(c) else { return nil }
        let start = pos
        while let c = peek, isLetter(c) || isDigit(c) { pos += 1 }
        return String(decoding: chars[start..<pos], as: UTF8.self)
    }

    /// A number as `strtod_l` reads it in the C locale from a `-` or a digit: decimal with an
    /// optional fraction and exponent, `0x` hexadecimal, or `-inf`/`-nan`. Never depends on the
    /// process locale. Returns `nil` (and does not move) when no number starts here.
    private mutating func number() -> Double? {
        var i = pos
        var negative = false
        if peek(at: i) == ascii("-") { negative = true; i += 1 }
        func letters(_ word: String, at j: Int) -> Bool {
            word.utf8.enumerated().allSatisfy { k, b in peek(at: j + k).map { $0 | 0x20 } == b }
        }
        var value: Double
        if letters("inf", at: i) || letters("nan", at: i) {
            let isNaN = letters("nan", at: i)
            i += letters("infinity", at: i) ? 8 : 3
            value = isNaN ? .nan : .infinity
        } else if peek(at: i) == ascii("0"), let x = peek(at: i + 1), x | 0x20 == ascii("x"),
            let h = peek(at: i + 2), hexValue(h) != nil || (h == ascii(".") && peek(at: i + 3).flatMap(hexValue) != nil)
        {
            i += 2
            value = 0
            while let d = peek(at: i).flatMap(hexValue) { value = value * 16 + Double(d); i += 1 }
            if peek(at: i) == ascii(".") {
                i += 1
                var scale = 1.0 / 16
                while let d = peek(at: i).flatMap(hexValue) { value += Double(d) * scale; scale /= 16; i += 1 }
            }
            if let p = peek(at: i), p | 0x20 == ascii("p"), let (e, end) = exponent(at: i + 1) {
                value *= pow(2, Double(e))
                i = end
            }
        } else {
            let start = i
            var digits = 0
            while let c = peek(at: i), isDigit(c) { i += 1; digits += 1 }
            if peek(at: i) == ascii(".") {
                i += 1
                while let c = peek(at: i), isDigit(c) { i += 1; digits += 1 }
            }
            guard digits > 0 else { return nil }
            var end = i
            if let e = peek(at: i), e | 0x20 == ascii("e"), let (_, afterExponent) = exponent(at: i + 1) {
                end = afterExponent
            }
            guard let parsed = Double(String(decoding: chars[start..<end], as: UTF8.self)) else { return nil }
            value = parsed
            i = end
        }
        pos = i
        return negative ? -value : value
    }

    /// `[+-]?digits` after an exponent letter: its value (saturated) and where it ends.
    private func exponent(at start: Int) -> (Int, Int)? {
        var i = start
        var sign = 1
        if let s = peek(at: i), s == ascii("+") || s == ascii("-") { sign = s == ascii("-") ? -1 : 1; i += 1 }
        var e = 0, digits = 0
        while let c = peek(at: i), isDigit(c) { e = min(e * 10 + Int(c - 48), 100_000); i += 1; digits += 1 }
        return digits > 0 ? (sign * e, i) : nil
    }

    private func hexValue(_ c: UInt8) -> Int? {
        switch c {
        case 48...57: Int(c - 48)
        case 65...70: Int(c - 55)
        case 97...102: Int(c - 87)
        default: nil
        }
    }

    /// A metric's value as a number.
    private func metric(_ value: Any, name: String) throws(VisualFormatError) -> CGFloat {
        let result: Double? =
            switch value {
            case let v as CGFloat: Double(v)
            case let v as Double: v
            case let v as Float: Double(v)
            case let v as Int: Double(v)
            case let v as UILayoutPriority: Double(v.rawValue)
            case let v as any BinaryInteger: Double(v)
            case let v as any BinaryFloatingPoint: Double(v)
            case is Bool: nil
            case let v as NSNumber: v.doubleValue
            default: nil
            }
        guard let result else { throw error("The value for \(name) in the metrics dictionary is not a number.") }
        guard result.isFinite else { throw error("The value for \(name) in the metrics dictionary is not finite.") }
        return CGFloat(result)
    }

    // MARK: Checks and errors

    /// Checks the options when the first connection is complete (UIKit checks them there):
    /// baseline-to-baseline spacing needs a vertical format, and alignments must be across the
    /// axis (checked on the first connection between two views).
    private mutating func checkOptions(betweenViews: Bool) throws(VisualFormatError) {
        if !vertical && options.contains(.spacingBaselineToBaseline) {
            throw error("BaselineToBaseline format option not valid for horizontal layout")
        }
        guard betweenViews, !checkedOptions else { return }
        checkedOptions = true
        for bit in 1...12 where options.rawValue & (1 << UInt(bit)) != 0 {
            let horizontalEdge = [1, 2, 5, 6, 7, 9].contains(bit)
            if !vertical && horizontalEdge {
                throw error(
                    "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                )
            }
            if vertical && !horizontalEdge {
                throw error(
                    "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
                )
            }
        }
    }

    private func noSuperview() -> VisualFormatError {
        error("Unable to interpret '|' character, because the related view doesn't have a superview")
    }

    /// An error at the scanner's position.
    private func error(_ message: String) -> VisualFormatError {
        VisualFormatError(message: message, format: format, column: pos)
    }
}

/// Turns a parsed format into constraints: predicates on the views' widths (or heights),
/// spacing between adjacent views and to the superview, and the alignment options.
@MainActor
struct VisualFormatBuilder {
    typealias Attribute = NSLayoutConstraint.Attribute
    private let format: ParsedVisualFormat
    private let options: NSLayoutConstraint.FormatOptions

    init(_ format: ParsedVisualFormat, options: NSLayoutConstraint.FormatOptions) {
        self.format = format
        self.options = options
    }

    private var rightToLeft: Bool {
        !format.vertical && options.intersection(.directionMask) == .directionRightToLeft
    }

    /// The edge a format starts from and the one it ends at.
    private var edges: (start: Attribute, end: Attribute) {
        if format.vertical { return (.top, .bottom) }
        if options.intersection(.directionMask) == .directionLeftToRight { return (.left, .right) }
        if rightToLeft { return (.right, .left) }
        return (.leading, .trailing)
    }

    func constraints() -> [NSLayoutConstraint] {
        var out: [NSLayoutConstraint] = []
        let (start, end) = edges
        let size: Attribute = format.vertical ? .height : .width
        let views = format.views.map(\.view)
        // Each constraint reads "later.start (relation) earlier.end + gap" in the direction of the
        // format; right to left (start = right, end = left) it reads "earlier.end (relation)
        // later.start + gap", so the gap is still measured along the flow.
        func gap(
            later: UIView, _ a1: Attribute, earlier: UIView, _ a2: Attribute,
            _ connection: ParsedVisualFormat.Connection, superview: UIView?
        ) {
            let (first, firstAttr, second, secondAttr) =
                rightToLeft ? (earlier, a2, later, a1) : (later, a1, earlier, a2)
            switch connection {
            case .standard where superview != nil:
                // The standard space to the superview is its layout margin (iOS 8 and later):
                // `view.leading == superview.leadingMargin`, printed that way in UIKit's logs.
                let c = make(
                    first, first === superview ? firstAttr.margin : firstAttr, .equal,
                    second, second === superview ? secondAttr.margin : secondAttr, 0)
                out.append(c)
            case .standard:
                let c = make(first, firstAttr, .equal, second, secondAttr, SystemSpacing.siblings)
                c.systemSpacingMultiplier = 1
                out.append(c)
            case .flush:
                out.append(make(first, firstAttr, .equal, second, secondAttr, 0))
            case .predicates(let list):
                for p in list {
                    guard case .constant(let value) = p.object else { continue }
                    let c = make(first, firstAttr, p.relation, second, secondAttr, value)
                    c.priority = p.priority
                    out.append(c)
                }
            }
        }
        if let (superview, connection) = format.leadingSuperview {
            gap(later: views[0], start, earlier: superview, start, connection, superview: superview)
        }
        for (i, v) in format.views.enumerated() {
            for p in v.predicates {
                let c: NSLayoutConstraint =
                    switch p.object {
                    case .constant(let value):
                        NSLayoutConstraint(
                            item: v.view, attribute: size, relatedBy: p.relation, toItem: nil,
                            attribute: .notAnAttribute, multiplier: 0, constant: value)
                    case .view(let other):
                        make(v.view, size, p.relation, other, size, 0)
                    }
                c.priority = p.priority
                out.append(c)
            }
            if i + 1 < views.count {
                let baseline = format.vertical && options.contains(.spacingBaselineToBaseline)
                gap(
                    later: views[i + 1], baseline ? .firstBaseline : start, earlier: v.view,
                    baseline ? .lastBaseline : end, format.connections[i], superview: nil)
            }
        }
        if let (superview, connection) = format.trailingSuperview {
            gap(later: superview, end, earlier: views[views.count - 1], end, connection, superview: superview)
        }
        // Each view is aligned with the next (the previous one first, in UIKit's order; right to
        // left, the next one first).
        for attribute in alignmentAttributes where views.count > 1 {
            for i in 1..<views.count {
                let (a, b) = rightToLeft ? (views[i], views[i - 1]) : (views[i - 1], views[i])
                out.append(make(a, attribute, .equal, b, attribute, 0))
            }
        }
        return out
    }

    /// The attributes the alignment options ask for (bits 1 to 12, in attribute order).
    private var alignmentAttributes: [Attribute] {
        (1...12).compactMap { bit in
            options.rawValue & (1 << UInt(bit)) != 0 ? Attribute(rawValue: bit) : nil
        }
    }

    private func make(
        _ a: UIView, _ a1: Attribute, _ r: NSLayoutConstraint.Relation, _ b: UIView,
        _ a2: Attribute, _ c: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(item: a, attribute: a1, relatedBy: r, toItem: b, attribute: a2, multiplier: 1, constant: c)
    }
}

extension NSLayoutConstraint.Attribute {
    /// The margin form of an edge attribute (`leading` → `leadingMargin`).
    fileprivate var margin: Self {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: self
        }
    }
}
