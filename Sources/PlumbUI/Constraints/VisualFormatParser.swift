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
/// appendix "Visual Format Language"). Errors carry the column of the offending character.
struct VisualFormatParser {
    private let format: String
    private let chars: [Character]
    private var pos = 0
    private let metrics: [String: Any]
    private let viewsByName: [String: Any]
    private let options: NSLayoutConstraint.FormatOptions

    init(_ format: String, metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions) {
        self.format = format
        chars = Array(format)
        self.metrics = metrics
        viewsByName = views
        self.options = options
    }

    // MARK: Grammar

    mutating func parse() throws(VisualFormatError) -> ParsedVisualFormat {
        var result = ParsedVisualFormat(vertical: false)
        // <orientation> ':'
        if let c = peek, c == "H" || c == "V" {
            guard peek(at: pos + 1) == ":" else {
                let what = c == "V" ? "vertical" : "horizontal"
                throw error("Expected ':' after '\(c)' to specify \(what) arrangement", at: pos + 1)
            }
            result.vertical = c == "V"
            pos += 2
        }
        // (<superview><connection>)?
        var leadingBar: (column: Int, connection: ParsedVisualFormat.Connection)?
        if peek == "|" {
            let column = pos
            pos += 1
            leadingBar = (column, try connection())
        }
        // <view> (<connection><view>)* (<connection><superview>)?
        result.views.append(try view())
        var trailingBar: (column: Int, connection: ParsedVisualFormat.Connection)?
        while pos < chars.count {
            let joint = try connection()
            if peek == "|" {
                trailingBar = (pos, joint)
                pos += 1
                if pos < chars.count {
                    throw error("Expected the end of the format after the superview '|'", at: pos)
                }
                break
            }
            if peek != "[" {
                if case .flush = joint {
                    throw error("Expected '-', a view or '|' after a view", at: pos)
                }
                throw error("Expected a view or '|' after a connection", at: pos)
            }
            result.connections.append(joint)
            result.views.append(try view())
        }
        // The superview edges belong to the first and last views.
        if let bar = leadingBar {
            guard let superview = result.views[0].view.superview else { throw noSuperview(at: bar.column) }
            result.leadingSuperview = (superview, bar.connection)
        }
        if let bar = trailingBar {
            guard let superview = result.views[result.views.count - 1].view.superview else {
                throw noSuperview(at: bar.column)
            }
            result.trailingSuperview = (superview, bar.connection)
        }
        try checkOptions(vertical: result.vertical)
        return result
    }

    /// `'[' <viewName> (<predicateListWithParens>)? ']'`
    private mutating func view() throws(VisualFormatError) -> ParsedVisualFormat.View {
        guard peek == "[" else { throw error("Expected a view", at: pos) }
        pos += 1
        let nameColumn = pos
        guard let name = identifier() else { throw error("Expected a view name", at: pos) }
        guard let value = viewsByName[name] else {
            throw error("Unable to find view with name \(name)", at: nameColumn)
        }
        guard let view = value as? UIView else {
            throw error("The value for \(name) in the views dictionary is not a UIView", at: nameColumn)
        }
        var predicates: [ParsedVisualFormat.Predicate] = []
        let thickness = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        if peek == "(" {
            pos += 1
            predicates = try predicateList(allowingViews: true)
            guard peek == ")" else { throw error(thickness, at: pos) }
            pos += 1
        }
        guard peek == "]" else { throw error(thickness, at: pos) }
        pos += 1
        return ParsedVisualFormat.View(view: view, predicates: predicates)
    }

    /// `e | '-' <predicateList> '-' | '-'`
    private mutating func connection() throws(VisualFormatError) -> ParsedVisualFormat.Connection {
        guard peek == "-" else { return .flush }
        pos += 1
        if peek == "(" {
            pos += 1
            let list = try predicateList(allowingViews: false)
            guard peek == ")" else { throw error("A predicate list in a connection must end with ')'", at: pos) }
            pos += 1
            guard peek == "-" else { throw error("Expected '-' after the predicates of a connection", at: pos) }
            pos += 1
            return .predicates(list)
        }
        guard let c = peek, c.isNumberStart || c.isIdentifierStart else { return .standard }
        // <simplePredicate>: a positive number or a metric name.
        let object = try constant(what: "a number or a metric name")
        guard peek == "-" else { throw error("Expected '-' after the spacing of a connection", at: pos) }
        pos += 1
        return .predicates([.init(relation: .equal, object: .constant(object), priority: .required)])
    }

    /// `<predicate> (',' <predicate>)*`
    private mutating func predicateList(allowingViews: Bool) throws(VisualFormatError) -> [ParsedVisualFormat.Predicate] {
        var list = [try predicate(allowingViews: allowingViews)]
        while peek == "," {
            pos += 1
            list.append(try predicate(allowingViews: allowingViews))
        }
        return list
    }

    /// `(<relation>)? <objectOfPredicate> ('@' <priority>)?`
    private mutating func predicate(allowingViews: Bool) throws(VisualFormatError) -> ParsedVisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        if let c = peek, "=<>!".contains(c) {
            let pair = String(chars[pos..<min(pos + 2, chars.count)])
            switch pair {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default: throw error("Unknown relation. Must be ==, >=, or <=", at: pos)
            }
            pos += 2
        }
        let object: ParsedVisualFormat.Predicate.Object
        if allowingViews, let c = peek, c.isIdentifierStart {
            let column = pos
            let name = identifier()!
            if let value = metrics[name] {
                object = .constant(try number(value, name: name, at: column))
            } else if let value = viewsByName[name] {
                guard let view = value as? UIView else {
                    throw error("The value for \(name) in the views dictionary is not a UIView", at: column)
                }
                object = .view(view)
            } else {
                throw error("Unable to find view with name \(name)", at: column)
            }
        } else {
            object = .constant(try constant(what: allowingViews ? "a number, a metric name or a view name"
                                                                 : "a number or a metric name"))
        }
        var priority = UILayoutPriority.required
        if peek == "@" {
            pos += 1
            let column = pos
            let value = try constant(what: "a priority (a number or a metric name)")
            guard value >= 1 && value <= 1000 else {
                throw error("Priority must be between 1 and 1000; got \(fmt(value))", at: column)
            }
            priority = UILayoutPriority(Float(value))
        }
        return ParsedVisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// `<metricName> | <number>`
    private mutating func constant(what: String) throws(VisualFormatError) -> CGFloat {
        let column = pos
        if let c = peek, c.isIdentifierStart {
            let name = identifier()!
            guard let value = metrics[name] else {
                throw error("Unable to find metric with name \(name)", at: column)
            }
            return try number(value, name: name, at: column)
        }
        guard let value = numberLiteral() else { throw error("Expected \(what)", at: column) }
        guard value.isFinite else { throw error("The number \(String(chars[column..<pos])) is too large", at: column) }
        return CGFloat(value)
    }

    // MARK: Lexing

    private var peek: Character? { pos < chars.count ? chars[pos] : nil }
    private func peek(at i: Int) -> Character? { i < chars.count ? chars[i] : nil }

    /// A C identifier (letters, digits and `_`, not starting with a digit); Unicode letters are
    /// accepted too, since Swift dictionary keys may use them.
    private mutating func identifier() -> String? {
        guard let c = peek, c.isIdentifierStart else { return nil }
        let start = pos
        while let c = peek, c.isIdentifierStart || c.isNumber { pos += 1 }
        return String(chars[start..<pos])
    }

    /// A decimal number as `strtod_l` reads it in the C locale: optional sign, digits with an
    /// optional `.` fraction, optional exponent. Never depends on the process locale.
    private mutating func numberLiteral() -> Double? {
        let start = pos
        var i = pos
        if let c = peek(at: i), c == "+" || c == "-" { i += 1 }
        var digits = 0
        while let c = peek(at: i), c.isASCIIDigit { i += 1; digits += 1 }
        if peek(at: i) == "." {
            i += 1
            while let c = peek(at: i), c.isASCIIDigit { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if let e = peek(at: i), e == "e" || e == "E" {
            var j = i + 1
            if let s = peek(at: j), s == "+" || s == "-" { j += 1 }
            var expDigits = 0
            while let c = peek(at: j), c.isASCIIDigit { j += 1; expDigits += 1 }
            if expDigits > 0 { i = j }
        }
        var text = String(chars[start..<i])
        if text.hasSuffix(".") { text.removeLast() }
        if text.hasPrefix("+") { text.removeFirst() }
        if text.hasPrefix(".") { text = "0" + text }
        if text.hasPrefix("-.") { text = "-0" + text.dropFirst() }
        guard let value = Double(text) else { return nil }
        pos = i
        return value
    }

    /// A metric's value as a number.
    private func number(_ value: Any, name: String, at column: Int) throws(VisualFormatError) -> CGFloat {
        let result: Double? = switch value {
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
        guard let result else { throw error("The value for \(name) in the metrics dictionary is not a number", at: column) }
        guard result.isFinite else { throw error("The value for \(name) in the metrics dictionary is not finite", at: column) }
        return CGFloat(result)
    }

    // MARK: Checks and errors

    /// Alignment options must be across the axis of the format.
    private func checkOptions(vertical: Bool) throws(VisualFormatError) {
        let x: NSLayoutConstraint.FormatOptions = [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX]
        let y: NSLayoutConstraint.FormatOptions = [.alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline]
        if !vertical, !options.intersection(x).isEmpty {
            throw error("Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", at: chars.count)
        }
        if vertical, !options.intersection(y).isEmpty {
            throw error("Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", at: chars.count)
        }
        if !vertical, options.contains(.spacingBaselineToBaseline) {
            throw error("Baseline-to-baseline spacing applies to vertical layout only.", at: chars.count)
        }
    }

    private func noSuperview(at column: Int) -> VisualFormatError {
        error("Unable to interpret '|' character, because the related view doesn't have a superview", at: column)
    }

    private func error(_ message: String, at column: Int) -> VisualFormatError {
        VisualFormatError(message: message, format: format, column: column)
    }
}

extension Character {
    fileprivate var isIdentifierStart: Bool { self == "_" || isLetter }
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
    fileprivate var isNumberStart: Bool { isASCIIDigit || self == "." }
}

/// Turns a parsed format into constraints: predicates on the views' widths (or heights),
/// spacing between adjacent views and to the superview, and the alignment options.
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
        func gap(later: UIView, _ a1: Attribute, earlier: UIView, _ a2: Attribute,
                 _ connection: ParsedVisualFormat.Connection, standard: CGFloat)
        {
            let (first, firstAttr, second, secondAttr) = rightToLeft ? (earlier, a2, later, a1) : (later, a1, earlier, a2)
            switch connection {
            case .standard:
                let c = make(first, firstAttr, .equal, second, secondAttr, standard)
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
            gap(later: views[0], start, earlier: superview, start, connection, standard: SystemSpacing.superview)
        }
        for (i, v) in format.views.enumerated() {
            for p in v.predicates {
                let c: NSLayoutConstraint = switch p.object {
                case .constant(let value):
                    NSLayoutConstraint(item: v.view, attribute: size, relatedBy: p.relation, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 0, constant: value)
                case .view(let other):
                    make(v.view, size, p.relation, other, size, 0)
                }
                c.priority = p.priority
                out.append(c)
            }
            if i + 1 < views.count {
                let baseline = format.vertical && options.contains(.spacingBaselineToBaseline)
                gap(later: views[i + 1], baseline ? .firstBaseline : start, earlier: v.view,
                    baseline ? .lastBaseline : end, format.connections[i], standard: SystemSpacing.siblings)
            }
        }
        if let (superview, connection) = format.trailingSuperview {
            gap(later: superview, end, earlier: views[views.count - 1], end, connection, standard: SystemSpacing.superview)
        }
        for attribute in alignmentAttributes where views.count > 1 {
            for i in 1..<views.count {
                out.append(make(views[i], attribute, .equal, views[i - 1], attribute, 0))
            }
        }
        return out
    }

    /// The attributes the alignment options ask for, in attribute order.
    private var alignmentAttributes: [Attribute] {
        Attribute.allCases.filter { a in
            a != .notAnAttribute && a.rawValue < 16 && options.contains(.init(rawValue: 1 << UInt(a.rawValue)))
        }
    }

    private func make(_ a: UIView, _ a1: Attribute, _ r: NSLayoutConstraint.Relation, _ b: UIView,
                      _ a2: Attribute, _ c: CGFloat) -> NSLayoutConstraint
    {
        NSLayoutConstraint(item: a, attribute: a1, relatedBy: r, toItem: b, attribute: a2, multiplier: 1, constant: c)
    }
}
