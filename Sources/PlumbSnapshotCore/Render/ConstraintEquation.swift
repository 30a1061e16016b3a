import Foundation
import PlumbUI

/// One constraint written as an equation, the way `NSLayoutConstraint`'s initialiser reads:
///
///     title.top == avatar.bottom + 8
///     badge.leading >= title.trailing + 8 @ 750
///     image.height == 0.5 * image.width
///     avatar.width == 40
///
/// `item.attribute` names a view by its `id` and one of `NSLayoutConstraint.Attribute`'s cases
/// (`left`, `leading`, `centerX`, `lastBaseline`, `leadingMargin` ...); `item.guide.attribute`
/// one of its guides (`safeArea`, `margins`, `readable`, and a scroll view's
/// `contentLayoutGuide` and `frameLayoutGuide`). Relations: `==` (or `=`),
/// `>=`, `<=`. The multiplier goes before or after the second item; the constant follows with
/// `+` or `-`; the priority after `@` is a number or `required`, `high`, `low`, `fittingSize`.
struct ConstraintEquation: Equatable {
    struct Item: Equatable {
        var id: String
        var attribute: NSLayoutConstraint.Attribute
        /// 0-based column of the item in the text.
        var column: Int
        /// A guide of the view: `safeArea`, `margins`, `readable`, `contentLayoutGuide` or
        /// `frameLayoutGuide` (`scroll.contentLayoutGuide.top`).
        var guide: String? = nil
    }

    static let guides: Set<String> = ["safeArea", "margins", "readable", "contentLayoutGuide", "frameLayoutGuide"]

    var first: Item
    var relation: NSLayoutConstraint.Relation
    var second: Item?
    var multiplier: CGFloat
    var constant: CGFloat
    var priority: Float

    /// A syntax error and the 0-based column where it is.
    struct SyntaxError: Error, Equatable {
        var message: String
        var column: Int
    }

    static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
        "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    static let priorityNames: [String: Float] = ["required": 1000, "high": 750, "low": 250, "fittingSize": 50]

    /// Parses an equation.
    static func parse(_ text: String) throws(SyntaxError) -> ConstraintEquation {
        var s = Scanner(Array(text))
        let first = try s.item()
        let relation = try s.relation()
        var second: Item?
        var multiplier: CGFloat = 1
        var constant: CGFloat = 0
        s.skipSpace()
        if let n = s.number() {
            s.skipSpace()
            if s.take("*") {
                multiplier = n
                second = try s.item()
            } else {
                constant = n
            }
        } else {
            second = try s.item()
        }
        if second != nil {
            s.skipSpace()
            if s.take("*") {
                s.skipSpace()
                guard let m = s.number() else {
                    throw SyntaxError(message: "expected a multiplier after '*'", column: s.i)
                }
                multiplier = m
            }
            s.skipSpace()
            let signColumn = s.i
            if s.take("+") || s.take("-") {
                let negative = s.chars[signColumn] == "-"
                s.skipSpace()
                guard let c = s.number(allowSign: false) else {
                    throw SyntaxError(message: "expected a constant after '\(s.chars[signColumn])'", column: s.i)
                }
                constant = negative ? -c : c
            }
        }
        var priority: Float = 1000
        s.skipSpace()
        if s.take("@") {
            s.skipSpace()
            let at = s.i
            if let p = s.number(allowSign: false) {
                priority = Float(p)
            } else if let word = s.identifier(), let p = priorityNames[word] {
                priority = p
            } else {
                throw SyntaxError(
                    message: "expected a priority (a number, required, high, low or fittingSize) after '@'", column: at)
            }
            guard priority > 0, priority <= 1000 else {
                throw SyntaxError(message: "the priority must be greater than 0 and at most 1000", column: at)
            }
        }
        s.skipSpace()
        if s.i < s.chars.count { throw SyntaxError(message: "unexpected '\(s.chars[s.i])'", column: s.i) }
        if second == nil, multiplier != 1 {
            throw SyntaxError(message: "a multiplier needs a second item", column: first.column)
        }
        return ConstraintEquation(
            first: first, relation: relation, second: second, multiplier: multiplier,
            constant: constant, priority: priority)
    }

    private struct Scanner {
        let chars: [Character]
        var i = 0
        init(_ chars: [Character]) { self.chars = chars }

        mutating func skipSpace() { while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 } }

        mutating func take(_ c: Character) -> Bool {
            if i < chars.count, chars[i] == c { i += 1; return true }
            return false
        }

        mutating func identifier() -> String? {
            let start = i
            while i < chars.count, chars[i].isLetter || chars[i] == "_" || (i > start && chars[i].isNumber) { i += 1 }
            return i > start ? String(chars[start..<i]) : nil
        }

        mutating func number(allowSign: Bool = true) -> CGFloat? {
            let start = i
            if allowSign, i < chars.count, chars[i] == "-" { i += 1 }
            var digits = 0
            while i < chars.count, chars[i].isASCII, chars[i].isNumber || chars[i] == "." { i += 1; digits += 1 }
            guard digits > 0, let v = Double(String(chars[start..<i])), v.isFinite else { i = start; return nil }
            return CGFloat(v)
        }

        mutating func item() throws(SyntaxError) -> Item {
            skipSpace()
            let start = i
            guard let id = identifier() else {
                throw SyntaxError(
                    message: i < chars.count ? "expected a view id, found '\(chars[i])'" : "expected a view id",
                    column: i)
            }
            guard take(".") else {
                throw SyntaxError(message: "expected '.' and an attribute after \"\(id)\"", column: i)
            }
            var at = i
            guard var name = identifier() else {
                throw SyntaxError(message: "expected an attribute after \"\(id).\"", column: i)
            }
            var guide: String?
            if i < chars.count, chars[i] == "." {
                guard ConstraintEquation.guides.contains(name) else {
                    throw SyntaxError(
                        message:
                            "unknown guide \"\(name)\" (use \(ConstraintEquation.guides.sorted().joined(separator: ", ")))",
                        column: at)
                }
                guide = name
                i += 1
                at = i
                guard let attribute = identifier() else {
                    throw SyntaxError(message: "expected an attribute after \"\(id).\(name).\"", column: i)
                }
                name = attribute
            }
            guard let attribute = ConstraintEquation.attributes[name] else {
                throw SyntaxError(
                    message:
                        "unknown attribute \"\(name)\" (use \(ConstraintEquation.attributes.keys.sorted().joined(separator: ", ")))",
                    column: at)
            }
            return Item(id: id, attribute: attribute, column: start, guide: guide)
        }

        mutating func relation() throws(SyntaxError) -> NSLayoutConstraint.Relation {
            skipSpace()
            let at = i
            if take("=") {
                if take("=") || !(i < chars.count && (chars[i] == ">" || chars[i] == "<")) { return .equal }
                throw SyntaxError(message: "expected ==, >= or <=", column: at)
            }
            if take(">") {
                if take("=") { return .greaterThanOrEqual }
            } else if take("<") {
                if take("=") { return .lessThanOrEqual }
            }
            throw SyntaxError(message: "expected ==, >= or <=", column: at)
        }
    }
}
