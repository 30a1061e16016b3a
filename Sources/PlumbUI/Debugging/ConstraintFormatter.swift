import Foundation

/// Which constraint Plumb breaks when required constraints conflict.
///
/// UIKit documents no rule ("can vary greatly from layout to layout, or even from build to
/// build"). Plumb's is deterministic and picks what a person would most likely remove:
/// 1. constraints your code made before those the system made (autoresizing masks, intrinsic
///    size, margins, the window's encapsulated size) — unless only system constraints conflict;
/// 2. among those, a constraint on one item (a constant width or height) before one that relates
///    two items;
/// 3. then an inequality before an equality;
/// 4. then the most recently created.
///
/// In Apple's example (a label `width >= 400` in a 320-point view with leading, spacing and
/// trailing constraints) this breaks the `>= 400`, as iOS does.
@MainActor
public enum ConflictResolution {
    static func choose(among constraints: [NSLayoutConstraint]) -> NSLayoutConstraint {
        let user = constraints.filter { !$0.isSystemConstraint }
        let pool = user.isEmpty ? constraints : user
        return pool.min { a, b in
            let ia = a.secondItem == nil ? 1 : 2, ib = b.secondItem == nil ? 1 : 2
            if ia != ib { return ia < ib }
            let ea = a.relation == .equal ? 1 : 0, eb = b.relation == .equal ? 1 : 0
            if ea != eb { return ea < eb }
            return a.id > b.id
        }!
    }
}

/// UIKit's description format for constraints and its console logs.
@MainActor
enum ConstraintFormatter {
    static func describe(_ c: NSLayoutConstraint) -> String {
        let cls = c.displayClassName
        var s = "<\(cls):\(c.debugAddress) "
        if let id = c.identifier { s += "'\(id)' " }
        let (body, superview) = self.body(c)
        s += body
        var status = c.isActive || c.isSystemConstraint ? "active" : "inactive"
        // UIKit lists the identified items (`tableView:0x…`), then the superview a VFL form calls `|`.
        var names: [String] = []
        for item in [c.firstItem, c.secondItem] {
            if let v = item as? UIView, v.accessibilityIdentifier?.isEmpty == false,
                !names.contains(v.namedItemDescription)
            {
                names.append(v.namedItemDescription)
            }
        }
        if let superview { names.append("'|':\(superview.namedItemDescription)") }
        if !names.isEmpty { status += ", names: " + names.joined(separator: ", ") + " " }
        return s + "   (\(status))>"
    }

    /// The constraint's body and, for VFL forms that use `|`, the superview.
    static func body(_ c: NSLayoutConstraint) -> (String, UIView?) {
        guard let item1 = c.firstItem as? LayoutItem else {
            let name = c.invalidReason == NSLayoutConstraint.emptyConstraintReason ? "nil" : "<deallocated item>"
            return ("\(name).\(c.firstAttribute.name) \(c.relation.symbol) \(fmt(c.constant))", nil)
        }
        if let a = c as? NSAutoresizingMaskLayoutConstraint {
            // UIKit names the superview the mask is relative to as `|`.
            return ("\(a.maskDescription) \(autoresizingBody(a, item1))", (item1 as? UIView)?.superview)
        }
        if let cs = c as? NSContentSizeLayoutConstraint {
            return (
                "\(anchorName(item1, c.firstAttribute)) \(c.relation.symbol) \(fmt(c.constant)) \(cs.role):\(c.priority.logValue)",
                nil
            )
        }
        let axis = c.firstAttribute.isHorizontal ? "H" : "V"
        let prio = c.priority == .required ? "" : "@\(c.priority.logValue)"
        let item2 = c.secondItem as? LayoutItem
        // A nested engine host's encapsulated size prints as an equation, as in UIKit's logs for
        // cells (`'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7fa835c1fe40.width
        // == 27.3333`) and seed 000's controller view; a window root keeps the VFL form of Apple's
        // Auto Layout Guide example (`H:[UIView:0x7ffcb8e1cd80(320)]`).
        if item2 == nil, c.firstAttribute.isSize, c.isSystemConstraint,
            c.identifier?.hasPrefix("UIView-Encapsulated-Layout") == true,
            (item1 as? UIView)?.isNestedEngineHost == true
        {
            return ("\(anchorName(item1, c.firstAttribute)) \(c.relation.symbol) \(fmt(c.constant))", nil)
        }
        // Constant size: H:[v(>=400)]
        if item2 == nil, c.firstAttribute.isSize {
            let rel = c.relation == .equal ? "" : c.relation.symbol
            return ("\(axis):[\(item1.itemDescription)(\(rel)\(fmt(c.constant))\(prio))]", nil)
        }
        guard let item2 else {
            return ("\(anchorName(item1, c.firstAttribute)) \(c.relation.symbol) \(fmt(c.constant))", nil)
        }
        if c.multiplier == 1, let vfl = vflSpacing(c, item1, item2, axis, prio) { return vfl }
        var rhs = anchorName(item2, c.secondAttribute)
        if c.multiplier != 1 { rhs = "\(fmt(c.multiplier))*" + rhs }
        if c.constant > 0 { rhs += " + \(fmt(c.constant))" }
        if c.constant < 0 { rhs += " - \(fmt(-c.constant))" }
        var s = "\(anchorName(item1, c.firstAttribute)) \(c.relation.symbol) \(rhs)"
        if c.priority != .required { s += " priority:\(c.priority.logValue)" }
        return (s, nil)
    }

    /// `H:[a]-(8)-[b]`, `H:|-(20)-[a]`, `V:[a]-(34)-|` when the constraint is a spacing between
    /// adjacent edges.
    private static func vflSpacing(
        _ c: NSLayoutConstraint, _ i1: LayoutItem, _ i2: LayoutItem,
        _ axis: String, _ prio: String
    ) -> (String, UIView?)? {
        let a1 = c.firstAttribute, a2 = c.secondAttribute
        let starts: Set<NSLayoutConstraint.Attribute> = [.leading, .left, .top]
        let ends: Set<NSLayoutConstraint.Attribute> = [.trailing, .right, .bottom]
        func space(_ value: CGFloat, _ rel: NSLayoutConstraint.Relation) -> String {
            let r = rel == .equal ? "" : rel.symbol
            if let m = c.systemSpacingMultiplier, m == 1, rel == .equal { return "-(NSSpace(\(fmt(value))))-" }
            return "-(\(r)\(fmt(value))\(prio))-"
        }
        func flipped(_ r: NSLayoutConstraint.Relation) -> NSLayoutConstraint.Relation {
            r == .equal ? .equal : (r == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual)
        }
        let v1 = i1 as? UIView, v2 = i2 as? UIView
        // Superview edges, in the orders that read as the visual format does (iOS prints
        // `a.top == superview.top` as `V:|-(0)-[a]` and `superview.bottom == a.bottom + 7` as
        // `V:[a]-(7)-|`, but `a.bottom == superview.bottom` in the plain form: seed 001's log).
        if let v1, let v2, v1.superview === v2, a1 == a2, starts.contains(a1) {
            return ("\(axis):|\(space(c.constant, c.relation))[\(v1.itemDescription)]", v2)
        }
        if let v1, let v2, v2.superview === v1, a1 == a2, ends.contains(a1) {
            return ("\(axis):[\(v2.itemDescription)]\(space(c.constant, c.relation))|", v1)
        }
        // `superview.leading == view.leading` stays in the plain form: iOS prints
        // "UIStackView:0x….leading == UIView:0x….leading" for it, not "H:|-(0)-[…]".
        // Siblings: first.start == second.end + c  →  [second]-(c)-[first]
        guard adjacent(a2, a1) || adjacent(a1, a2) else { return nil }
        if adjacent(a2, a1) {
            return ("\(axis):[\(i2.itemDescription)]\(space(c.constant, c.relation))[\(i1.itemDescription)]", nil)
        }
        return ("\(axis):[\(i1.itemDescription)]\(space(-c.constant, flipped(c.relation)))[\(i2.itemDescription)]", nil)
    }

    /// Whether `end` is the end edge and `start` the start edge of the same kind (trailing→leading, right→left, bottom→top).
    private static func adjacent(_ end: NSLayoutConstraint.Attribute, _ start: NSLayoutConstraint.Attribute) -> Bool {
        (end == .trailing && start == .leading) || (end == .right && start == .left)
            || (end == .bottom && start == .top)
    }

    private static func autoresizingBody(_ c: NSAutoresizingMaskLayoutConstraint, _ item: LayoutItem) -> String {
        let name: String =
            switch c.firstAttribute {
            case .left: "minX"
            case .top: "minY"
            case .right: "maxX"
            case .bottom: "maxY"
            case .width: "width"
            case .height: "height"
            default: c.firstAttribute.name
            }
        var rhs = ""
        if let other = c.secondItem as? LayoutItem, c.secondAttribute.isSize, c.multiplier != 0 {
            rhs = "\(fmt(c.multiplier))*\(other.itemDescription).\(c.secondAttribute.name)"
            if c.constant != 0 { rhs += c.constant > 0 ? " + \(fmt(c.constant))" : " - \(fmt(-c.constant))" }
        } else {
            rhs = fmt(c.constant)
        }
        return "\(item.itemDescription).\(name) == \(rhs)"
    }

    /// The first line of ``unsatisfiableLog(_:breaking:)``, UIKit's: the log's one-line summary.
    static let unsatisfiableSummary = "Unable to simultaneously satisfy constraints."

    /// The log UIKit prints when required constraints cannot all hold.
    static func unsatisfiableLog(_ constraints: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) -> String {
        var s = """
            \(unsatisfiableSummary)
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

            """
        if constraints.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            s +=
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        s += "(\n"
        s += constraints.map { "    \"\($0.description)\"" }.joined(separator: ",\n")
        s += "\n)\n\nWill attempt to recover by breaking constraint \n\(victim.description)\n\n"
        s += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        s +=
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        return s
    }
}
