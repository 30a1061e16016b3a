import Foundation

extension UIView {
    // MARK: Installed constraints

    /// The constraints installed on this view (those whose nearest common ancestor it is), in the
    /// order they were added. System constraints (autoresizing, intrinsic size, margins) are not
    /// listed, except the `_UILayoutSupportConstraint`s of a controller's `topLayoutGuide` and
    /// `bottomLayoutGuide`, which UIKit lists too.
    public var constraints: [NSLayoutConstraint] { layoutNode.inputs.constraints }

    /// Installs a constraint on this view. Its items must be this view or its descendants
    /// (UIKit's "view hierarchy is not prepared for the constraint" otherwise, reported on
    /// ``LayoutDiagnostics`` and not installed).
    ///
    /// A constraint between a horizontal and a vertical location (`left == other.top`) is
    /// installed, as UIKit installs it; UIKit raises "Constraint improperly relates anchors of
    /// incompatible types" when its engine takes the constraint in, which Plumb reports here, and
    /// Plumb's engine leaves it out of the solution.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { return }
        if let reason = constraint.creationError {
            LayoutDiagnostics.report(.invalidConstraint, "Not installing an invalid constraint: \(reason)")
            return
        }
        for (item, li) in [
            (constraint.firstItem, constraint.firstLayoutItem), (constraint.secondItem, constraint.secondLayoutItem),
        ] {
            guard let item else { continue }
            guard let li, let host = li.hostView, host.isInSubtree(of: self) else {
                LayoutDiagnostics.report(
                    .invalidConstraint,
                    """
                    The view hierarchy is not prepared for the constraint: \(constraint)
                    \tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). \
                    Item not found in container hierarchy: \((item as? LayoutItem)?.itemDescription ?? String(describing: type(of: item)))
                    """)
                return
            }
        }
        constraint.installedOn?.removeConstraint(constraint)
        layoutNode.inputs.constraints.append(constraint)
        constraint._installedOn = self
        structureDidChange()
        if constraint.relatesIncompatibleAnchors {
            // UIKit's NSInvalidLayoutConstraintException reason, with the constraint as it prints
            // it once installed ("…(active)>"); see NSLayoutConstraint.validate.
            LayoutDiagnostics.report(
                .invalidConstraint, NSLayoutConstraint.incompatibleAnchors + constraint.description)
        }
    }

    /// Installs several constraints on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Removes a constraint installed on this view (it becomes inactive).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        layoutNode.inputs.constraints.removeAll { $0 === constraint }
        constraint._installedOn = nil
        structureDidChange()
    }

    /// Removes several constraints installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// Removes, from this view and its ancestors, every constraint that refers to `subtree` or one of
    /// its descendants (what UIKit does when `subtree` leaves its superview).
    func removeConstraintsCrossing(into subtree: UIView) {
        var v: UIView? = subtree.superview
        while let holder = v {
            let crossing = holder.layoutNode.inputs.constraints.filter { c in
                [c.firstItem, c.secondItem].contains { item in
                    guard let host = (item as? LayoutItem)?.hostView else { return false }
                    return host.isInSubtree(of: subtree)
                }
            }
            for c in crossing { holder.removeConstraint(c) }
            v = holder.superview
        }
    }

    // MARK: Autoresizing

    /// Whether the view's frame and autoresizing mask become constraints
    /// (`NSAutoresizingMaskLayoutConstraint`, printed `h=--& v=--&`). `true` for views made in code:
    /// set it to `false` on every view you position with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutNode.inputs.translatesAutoresizingMask }
        set {
            guard newValue != layoutNode.inputs.translatesAutoresizingMask else { return }
            layoutNode.inputs.translatesAutoresizingMask = newValue
            structureDidChange()
        }
    }

    /// How the view resizes when its superview's bounds change (while it translates its mask into
    /// constraints).
    public var autoresizingMask: UIView.AutoresizingMask {
        get { layoutNode.inputs.autoresizingMask }
        set {
            guard newValue != layoutNode.inputs.autoresizingMask else { return }
            layoutNode.inputs.autoresizingMask = newValue
            structureDidChange()
        }
    }

    /// Recomputes the autoresizing constraints after the frame was set by code.
    func autoresizingConstraintsNeedUpdate() {
        guard superview != nil else {
            rootView.layoutNode.engine?.rootSizeChanged()
            return
        }
        let old = layoutNode.implicit.autoresizing
        updateAutoresizingConstraints()
        if old.count == layoutNode.implicit.autoresizing.count {
            for c in layoutNode.implicit.autoresizing { invalidateLayout(.constant(c)) }
        }
    }

    ///
    /// - Parameter force: Recompute from the current frame even when the constraints were built
    ///   for this mask and superview. A full re-read of the tree passes `false`: the superview may
    ///   have been resized since (a window rotating) while this view's frame has not been laid out
    ///   yet, and recomputing then would pin the old size.
    func updateAutoresizingConstraints(force: Bool = true) {
        guard layoutNode.inputs.translatesAutoresizingMask, let parent = superview else {
            if !layoutNode.implicit.autoresizing.isEmpty { layoutNode.implicit.autoresizing = [] }
            layoutNode.implicit.autoresizingBuiltFor = nil
            return
        }
        let mask = layoutNode.inputs.autoresizingMask
        if !force, layoutNode.implicit.autoresizing.count == 4,
            let built = layoutNode.implicit.autoresizingBuiltFor, built.mask == mask.rawValue,
            built.parent == ObjectIdentifier(parent)
        {
            return
        }
        layoutNode.implicit.autoresizingBuiltFor = (mask.rawValue, ObjectIdentifier(parent))
        let h = AutoresizingAxis.solve(
            position: _frame.minX, size: _frame.width, container: parent.bounds.width,
            flexibleStart: mask.contains(.flexibleLeftMargin),
            flexibleSize: mask.contains(.flexibleWidth),
            flexibleEnd: mask.contains(.flexibleRightMargin))
        let v = AutoresizingAxis.solve(
            position: _frame.minY, size: _frame.height, container: parent.bounds.height,
            flexibleStart: mask.contains(.flexibleTopMargin),
            flexibleSize: mask.contains(.flexibleHeight),
            flexibleEnd: mask.contains(.flexibleBottomMargin))
        let text = "h=\(h.code) v=\(v.code)"
        if layoutNode.implicit.autoresizing.count == 4,
            let old = layoutNode.implicit.autoresizing.first as? NSAutoresizingMaskLayoutConstraint,
            old.maskDescription == text,
            (layoutNode.implicit.autoresizing[0] as? AutoresizingConstraint)?.matches(h.position, parent) == true,
            (layoutNode.implicit.autoresizing[1] as? AutoresizingConstraint)?.matches(h.size, parent) == true,
            (layoutNode.implicit.autoresizing[2] as? AutoresizingConstraint)?.matches(v.position, parent) == true,
            (layoutNode.implicit.autoresizing[3] as? AutoresizingConstraint)?.matches(v.size, parent) == true
        {
            layoutNode.implicit.autoresizing[0].constant = h.position.constant
            layoutNode.implicit.autoresizing[1].constant = h.size.constant
            layoutNode.implicit.autoresizing[2].constant = v.position.constant
            layoutNode.implicit.autoresizing[3].constant = v.size.constant
            return
        }
        layoutNode.implicit.autoresizing = [
            AutoresizingConstraint(self, .left, h.position, parent, text),
            AutoresizingConstraint(self, .width, h.size, parent, text),
            AutoresizingConstraint(self, .top, v.position, parent, text),
            AutoresizingConstraint(self, .height, v.size, parent, text),
        ]
        invalidateLayout(.itemConstraints)
    }

    // MARK: Change tracking

    /// A constraint's constant or priority changed: the engine updates it in place.
    func constraintDidChange(_ c: NSLayoutConstraint) {
        invalidateLayout(.constant(c))
    }

    /// Constraints were added or removed, or views moved: the engine re-reads the tree.
    func structureDidChange() {
        invalidateLayout(.structure)
    }

    /// The view joined or left a tree: an engine it kept as a root is dropped.
    func didMoveToNewTree() {
        if superview != nil, !layoutNode.hostsEngine { layoutNode.engine = nil }
        updateAutoresizingConstraints()
        structureDidChange()
    }
}

/// One axis of an autoresizing mask turned into two linear relations:
/// `min = superMin + k × superSize + c0` and `size = m × superSize + c1`.
struct AutoresizingAxis {
    struct Relation { var factor: CGFloat; var constant: CGFloat }
    var position: Relation
    var size: Relation
    var code: String

    /// Solves for the relations that keep the frame where it is now and stretch the flexible
    /// parts in proportion, as UIKit's autoresizing does.
    static func solve(
        position x: CGFloat, size w: CGFloat, container s: CGFloat,
        flexibleStart: Bool, flexibleSize: Bool, flexibleEnd: Bool
    ) -> AutoresizingAxis {
        let r = s - x - w
        let code =
            (flexibleStart ? "&" : "-") + (flexibleSize ? "&" : "-")
            + (flexibleEnd || !(flexibleStart || flexibleSize) ? "&" : "-")
        func rel(_ f: CGFloat, _ c: CGFloat) -> Relation { Relation(factor: f, constant: c) }
        switch (flexibleStart, flexibleSize, flexibleEnd) {
        case (false, false, _):
            return AutoresizingAxis(position: rel(0, x), size: rel(0, w), code: code)
        case (true, false, false):
            return AutoresizingAxis(position: rel(1, -r - w), size: rel(0, w), code: code)
        case (false, true, false):
            return AutoresizingAxis(position: rel(0, x), size: rel(1, -(x + r)), code: code)
        case (true, true, false):
            let t = x + w
            guard t != 0 else { return AutoresizingAxis(position: rel(0, x), size: rel(1, -(x + r)), code: code) }
            return AutoresizingAxis(position: rel(x / t, -r * x / t), size: rel(w / t, -r * w / t), code: code)
        case (false, true, true):
            let t = w + r
            guard t != 0 else { return AutoresizingAxis(position: rel(0, x), size: rel(1, -(x + r)), code: code) }
            return AutoresizingAxis(position: rel(0, x), size: rel(w / t, -x * w / t), code: code)
        case (true, false, true):
            let t = x + r
            let k = t == 0 ? 0.5 : x / t
            return AutoresizingAxis(position: rel(k, -w * k), size: rel(0, w), code: code)
        case (true, true, true):
            guard s != 0 else { return AutoresizingAxis(position: rel(0, x), size: rel(0, w), code: code) }
            return AutoresizingAxis(position: rel(x / s, 0), size: rel(w / s, 0), code: code)
        }
    }
}

/// An autoresizing constraint whose terms the engine builds itself (a position relative to the
/// superview's origin and size).
final class AutoresizingConstraint: NSAutoresizingMaskLayoutConstraint {
    /// The factor of the superview's size (0 for a fixed value).
    let factor: CGFloat

    init(
        _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: AutoresizingAxis.Relation,
        _ parent: UIView, _ mask: String
    ) {
        factor = relation.factor
        let sizeAttr: NSLayoutConstraint.Attribute = attribute.isHorizontal ? .width : .height
        super.init(
            item: view, attribute: attribute, toItem: parent, attribute: sizeAttr,
            multiplier: relation.factor, constant: relation.constant, mask: mask)
    }

    func matches(_ relation: AutoresizingAxis.Relation, _ parent: UIView) -> Bool {
        factor == relation.factor && secondItem === parent
    }
}
