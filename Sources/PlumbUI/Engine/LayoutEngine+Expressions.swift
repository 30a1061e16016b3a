@_spi(PlumbEngine) import Cassowary
import Foundation

// Turning an NSLayoutConstraint into the linear expression the solver holds.

extension LayoutEngine {
    /// `lhs - multiplier × rhs - constant (relation) 0` for a constraint, with leading and trailing
    /// resolved for the layout direction of the view it is installed on.
    func build(_ c: NSLayoutConstraint) -> (terms: [Term], constant: Double, relation: Relation)? {
        guard var item1 = c.firstLayoutItem else { return nil }
        var item2 = c.secondLayoutItem
        if c.secondItem != nil && item2 == nil { return nil }
        // A scroll view's edges and centres, tied to its own content, mean the content area.
        if let s = item1 as? UIScrollView, let other = item2, !c.firstAttribute.isSize, Self.isContent(other, of: s) {
            item1 = s.contentLayoutGuide
        }
        if let s = item2 as? UIScrollView, !c.secondAttribute.isSize, Self.isContent(item1, of: s) {
            item2 = s.contentLayoutGuide
        }
        let rtl =
            (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
            && isRightToLeft(c.installedOn ?? item1.hostView)
        var terms: [Term] = []
        terms.reserveCapacity(6)  // one allocation: at most six terms (two items, a common ancestor)
        var constant = -Double(c.constant)
        constant += append(item1, c.firstAttribute, 1, rtl, &terms)
        if let item2 {
            constant += append(item2, c.secondAttribute, -Double(c.multiplier), rtl, &terms)
            if c is AutoresizingConstraint, !c.firstAttribute.isSize {
                // Autoresizing positions are relative to the superview's origin.
                constant += append(item2, c.firstAttribute, -1, false, &terms)
            } else if c.multiplier != 1, !c.firstAttribute.isSize, !c.secondAttribute.isSize {
                constant += appendCommonAncestorOrigin(
                    item1, item2, c.firstAttribute.isHorizontal,
                    scale: 1 - Double(c.multiplier), rtl: rtl, &terms)
            }
        }
        let relation: Relation =
            switch c.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        merge(&terms)
        return (terms, constant, relation)
    }

    /// Moves a multiplied location constraint into the coordinates of its items' nearest common
    /// ancestor.
    ///
    /// Engine variables are in root coordinates, which is enough while the multiplier is 1 (any
    /// common origin cancels out). With another multiplier UIKit measures both attributes in the
    /// bounds of the items' nearest common ancestor G (`a = m × b + c` with `a` and `b` converted
    /// into G's coordinate system; see the experiment documented in "When using
    /// NSLayoutAttributeCenterX what scale does the multiplier use?", Stack Overflow, 2014), so
    /// `centerY == superview.bottom × 0.2` puts the centre at a fifth of the superview's height
    /// wherever the superview is. In root coordinates that is
    /// `a − m·b − c − (1 − m)·G.origin = 0`; when leading and trailing are mirrored for a
    /// right-to-left layout, the mirrored axis starts at G's right edge instead.
    ///
    /// Appends `scale × G.origin` (scale = 1 − m, with the sign of the mirrored axis) to `terms` and
    /// returns the constant part.
    fileprivate func appendCommonAncestorOrigin(
        _ item1: LayoutItem, _ item2: LayoutItem, _ horizontal: Bool,
        scale: Double, rtl: Bool, _ terms: inout [Term]
    ) -> Double {
        guard let g = NSLayoutConstraint.nearestCommonAncestor(item1, item2) else { return 0 }
        let v = g.variables
        let insets = g.alignmentRectInsets  // the variables are G's alignment rectangle, not its bounds
        guard horizontal else {
            terms.append(Term(v.minY, -scale))
            return scale * Double(insets.top)
        }
        guard rtl else {
            terms.append(Term(v.minX, -scale))
            return scale * Double(insets.left)
        }
        // Mirrored: x' = (G.minX + G.width) − x, measured from G's right bounds edge.
        terms.append(Term(v.minX, scale))
        terms.append(Term(v.width, scale))
        return scale * Double(insets.right)
    }

    /// Whether `item` is inside scroll view `s`'s content: a descendant view, or a guide owned by one.
    fileprivate static func isContent(_ item: LayoutItem, of s: UIScrollView) -> Bool {
        guard let host = item.hostView, host !== s else { return false }
        return host.isDescendant(of: s)
    }

    func isRightToLeft(_ view: UIView?) -> Bool {
        guard let view else { return false }
        let id = Self.key(view)
        if let hit = directions[id] { return hit }
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        directions[id] = rtl
        return rtl
    }

    /// Appends `scale × attribute` of an item to `terms` and returns the constant part.
    fileprivate func append(
        _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ scale: Double,
        _ rtl: Bool, _ terms: inout [Term]
    ) -> Double {
        if attribute.isMargin {
            guard let view = item as? UIView else {
                // A layout guide has no margins: its edges are used.
                return append(item, attribute.withoutMargin, scale, rtl, &terms)
            }
            // Margin attributes are the view's edges moved inward by its effective margins (so
            // a conflict lists the constraint itself, as UIKit's log does).
            view.layoutNode.inputs.usesMargins = true
            let m = view.effectiveMargins
            view.layoutNode.results.margins = m
            let base = append(view, attribute.withoutMargin, scale, rtl, &terms)
            let offset: CGFloat =
                switch attribute {
                case .leftMargin: m.left
                case .rightMargin: -m.right
                case .topMargin: m.top
                case .bottomMargin: -m.bottom
                case .leadingMargin: rtl ? m.right : m.left
                case .trailingMargin: rtl ? -m.left : -m.right
                case .centerXWithinMargins: rtl ? (m.right - m.left) / 2 : (m.left - m.right) / 2
                case .centerYWithinMargins: (m.top - m.bottom) / 2
                default: 0
                }
            return base + scale * Double(offset)
        }
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
            view.layoutNode.inputs.usesBaselines = true
            let isFirst = attribute == .firstBaseline
            let target = isFirst ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            let v = target.variables
            if isFirst {
                terms.append(Term(v.minY, scale))
                return scale * Double(target.firstBaselineOffsetFromTop)
            }
            terms.append(Term(v.minY, scale))
            terms.append(Term(v.height, scale))
            return -scale * Double(target.lastBaselineOffsetFromBottom)
        }
        let v = item.variables
        switch attribute {
        case .left: terms.append(Term(v.minX, scale))
        case .right:
            terms.append(Term(v.minX, scale)); terms.append(Term(v.width, scale))
        case .leading:
            if rtl {
                terms.append(Term(v.minX, -scale)); terms.append(Term(v.width, -scale))
            } else {
                terms.append(Term(v.minX, scale))
            }
        case .trailing:
            if rtl {
                terms.append(Term(v.minX, -scale))
            } else {
                terms.append(Term(v.minX, scale)); terms.append(Term(v.width, scale))
            }
        case .centerX:
            let s = rtl ? -scale : scale
            terms.append(Term(v.minX, s)); terms.append(Term(v.width, s / 2))
        case .width: terms.append(Term(v.width, scale))
        case .top: terms.append(Term(v.minY, scale))
        case .bottom:
            terms.append(Term(v.minY, scale)); terms.append(Term(v.height, scale))
        case .centerY:
            terms.append(Term(v.minY, scale)); terms.append(Term(v.height, scale / 2))
        case .height: terms.append(Term(v.height, scale))
        case .firstBaseline, .lastBaseline:
            // A layout guide has no baseline: UIKit falls back to its top or bottom.
            terms.append(Term(v.minY, scale))
            if attribute == .lastBaseline { terms.append(Term(v.height, scale)) }
        default: break
        }
        return 0
    }

    /// Combines repeated variables (e.g. `a.width == 0.5 * a.width`), drops zero terms, and orders
    /// the terms by variable creation order: the solver's reduced form, which it then uses as it is
    /// (no copy). Most constraints need only the sort of two or three terms, done in place.
    fileprivate func merge(_ terms: inout [Term]) {
        var clean = true
        check: for i in terms.indices {
            if terms[i].coefficient == 0 { clean = false; break }
            for j in 0..<i where terms[j].variable.id == terms[i].variable.id { clean = false; break check }
        }
        if !clean {
            var out: [Term] = []
            for t in terms {
                if let i = out.firstIndex(where: { $0.variable == t.variable }) {
                    out[i].coefficient += t.coefficient
                } else {
                    out.append(t)
                }
            }
            terms = out.filter { $0.coefficient != 0 }
        }
        // Insertion sort by id (at most six terms); ids are distinct now.
        var i = 1
        while i < terms.count {
            var j = i
            while j > 0, terms[j - 1].variable.id > terms[j].variable.id {
                terms.swapAt(j - 1, j)
                j -= 1
            }
            i += 1
        }
    }
}
