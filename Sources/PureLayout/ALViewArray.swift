import Foundation
import PlumbUI

/// The array methods of NSArray+PureLayout.m, once, for both `NSArray` and Swift arrays of views.
/// Where PureLayout asserts (too few views, no common superview, an alignment across the
/// distribution axis), the assertion is reported on `LayoutDiagnostics` and the offending
/// constraints are not made.
@MainActor
enum ALViewArray {
    static func hasAtLeast(_ n: Int, _ views: [UIView], _ method: String) -> Bool {
        if views.count >= n { return true }
        PureLayoutState.assertionFailed(
            method,
            "this array must contain at least \(n) view\(n == 1 ? "" : "s") "
                + "(it has \(views.count)); no constraints were made.")
        return false
    }

    static func alignViews(_ views: [UIView], to edge: ALEdge) -> [NSLayoutConstraint] {
        guard hasAtLeast(2, views, "autoAlignViews(to:)") else { return [] }
        return chain(views) { view, previous in view.autoPinEdge(edge, to: edge, of: previous) }
    }

    static func alignViews(_ views: [UIView], to axis: ALAxis) -> [NSLayoutConstraint] {
        guard hasAtLeast(2, views, "autoAlignViews(to:)") else { return [] }
        return chain(views) { view, previous in view.autoAlignAxis(axis, toSameAxisOf: previous) }
    }

    static func matchViewsDimension(_ views: [UIView], _ dimension: ALDimension) -> [NSLayoutConstraint] {
        guard hasAtLeast(2, views, "autoMatchViewsDimension(_:)") else { return [] }
        return chain(views) { view, previous in view.autoMatch(dimension, to: dimension, of: previous) }
    }

    static func setViewsDimension(_ views: [UIView], _ dimension: ALDimension, _ size: CGFloat) -> [NSLayoutConstraint]
    {
        guard hasAtLeast(1, views, "autoSetViewsDimension(_:toSize:)") else { return [] }
        return views.map { $0.autoSetDimension(dimension, toSize: size) }
    }

    /// Each view after the first, constrained to the one before it.
    private static func chain(_ views: [UIView], _ make: (UIView, UIView) -> NSLayoutConstraint) -> [NSLayoutConstraint]
    {
        for v in views { v.translatesAutoresizingMaskIntoConstraints = false }
        return zip(views.dropFirst(), views).map { make($0, $1) }
    }

    // MARK: Distribution

    /// Fixed spacing: views pinned edge to edge `spacing` apart (leading to trailing for the
    /// horizontal axes, so the order follows the layout direction; top to bottom for vertical),
    /// optionally inset from the superview by the same spacing and matched in size.
    static func distribute(
        _ views: [UIView], along axis: ALAxis, alignedTo alignment: ALAttribute,
        spacing: CGFloat, insetSpacing: Bool, matchedSizes: Bool
    ) -> [NSLayoutConstraint] {
        let method = "autoDistributeViews(along:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:)"
        guard hasAtLeast(1, views, method) else { return [] }
        let (dimension, first, last): (ALDimension, ALEdge, ALEdge) =
            axis == .vertical ? (.height, .top, .bottom) : (.width, .leading, .trailing)
        let inset = insetSpacing ? spacing : 0
        var out: [NSLayoutConstraint] = []
        var previous: UIView?
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            if let previous {
                out.append(view.autoPinEdge(first, to: last, of: previous, withOffset: spacing))
                if matchedSizes { out.append(view.autoMatch(dimension, to: dimension, of: previous)) }
                if let c = align(view, alignment, to: previous, along: axis, method) { out.append(c) }
            } else {
                out.append(view.autoPinEdge(toSuperviewEdge: first, withInset: inset))
            }
            previous = view
        }
        if let previous { out.append(previous.autoPinEdge(toSuperviewEdge: last, withInset: inset)) }
        return out
    }

    /// Fixed size: each view gets the size, and its centre is placed at a fraction of the common
    /// superview's size (centerX or centerY with a multiplier), so the gaps vary. Horizontally in
    /// a right-to-left layout the order is reversed, as PureLayout does to imitate leading and
    /// trailing; Plumb takes the direction from the common superview (PureLayout reads the
    /// application's, which Plumb does not have).
    static func distribute(
        _ views: [UIView], along axis: ALAxis, alignedTo alignment: ALAttribute,
        size: CGFloat, insetSpacing: Bool
    ) -> [NSLayoutConstraint] {
        let method = "autoDistributeViews(along:alignedTo:withFixedSize:insetSpacing:)"
        guard hasAtLeast(1, views, method) else { return [] }
        guard let superview = commonSuperview(of: views, method) else { return [] }
        let (dimension, attribute): (ALDimension, NSLayoutConstraint.Attribute) =
            axis == .vertical ? (.height, .centerY) : (.width, .centerX)
        let n = CGFloat(views.count)
        if !insetSpacing && views.count < 2 {
            PureLayoutState.assertionFailed(
                method,
                "one view without inset spacing has no position to take "
                    + "(PureLayout divides by zero); only its size is constrained. View: \(views[0]).")
            return views.map { $0.autoSetDimension(dimension, toSize: size) }
        }
        let flip = axis != .vertical && superview.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let ordered = flip ? Array(views.reversed()) : views
        var out: [NSLayoutConstraint] = []
        var previous: UIView?
        for (i, view) in ordered.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            out.append(view.autoSetDimension(dimension, toSize: size))
            var multiplier: CGFloat, constant: CGFloat
            if insetSpacing {
                multiplier = (CGFloat(i) * 2 + 2) / (n + 1)
                constant = (multiplier - 1) * size / 2
            } else {
                multiplier = CGFloat(i) * 2 / (n - 1)
                constant = (-multiplier + 1) * size / 2
            }
            // PureLayout's kMULTIPLIER_MIN_VALUE: a multiplier of 0 would lose the second item.
            if abs(multiplier) < 0.00001 { multiplier = 0.00001 }
            let c = NSLayoutConstraint(
                item: view, attribute: attribute, relatedBy: .equal, toItem: superview,
                attribute: attribute, multiplier: multiplier, constant: constant)
            PureLayoutState.install(c)
            out.append(c)
            if let previous, let a = align(view, alignment, to: previous, along: axis, method) { out.append(a) }
            previous = view
        }
        return out
    }

    /// The nearest view containing every view of the array (the superview for one view).
    static func commonSuperview(of views: [UIView], _ method: String) -> UIView? {
        var common: UIView? = views.first?.superview
        for view in views.dropFirst() {
            guard let c = common else { break }
            var v: UIView? = view
            common = nil
            while let candidate = v {
                if c.isDescendant(of: candidate) { common = candidate; break }
                v = candidate.superview
            }
        }
        if common == nil {
            PureLayoutState.assertionFailed(
                method,
                "can't constrain views that do not share a common superview; make sure "
                    + "all the views in this array have been added into the same view hierarchy. No constraints were made."
            )
        }
        return common
    }

    /// PureLayout's `al_alignAttribute:toView:forAxis:`: the alignment must run across the axis
    /// of distribution (a horizontal row aligns tops, bottoms, centre lines or baselines; a
    /// vertical column aligns lefts, rights, leadings, trailings or vertical centre lines).
    static func align(
        _ view: UIView, _ attribute: ALAttribute, to previous: UIView, along axis: ALAxis,
        _ method: String
    ) -> NSLayoutConstraint? {
        let vertical = axis == .vertical
        let ok: Bool
        switch attribute {
        case .vertical, .left, .right, .leading, .trailing: ok = vertical
        case .horizontal, .baseline, .firstBaseline, .top, .bottom: ok = !vertical
        default:
            PureLayoutState.assertionFailed(
                method, "unsupported attribute for alignment: .\(attribute); views are not aligned.")
            return nil
        }
        guard ok else {
            PureLayoutState.assertionFailed(
                method,
                "cannot align views that are distributed \(vertical ? "vertically" : "horizontally") "
                    + "with .\(attribute); views are not aligned.")
            return nil
        }
        switch attribute {
        case .vertical: return view.autoAlignAxis(.vertical, toSameAxisOf: previous)
        case .horizontal: return view.autoAlignAxis(.horizontal, toSameAxisOf: previous)
        case .baseline: return view.autoAlignAxis(.baseline, toSameAxisOf: previous)
        case .firstBaseline: return view.autoAlignAxis(.firstBaseline, toSameAxisOf: previous)
        case .top: return view.autoPinEdge(.top, to: .top, of: previous)
        case .bottom: return view.autoPinEdge(.bottom, to: .bottom, of: previous)
        case .left: return view.autoPinEdge(.left, to: .left, of: previous)
        case .right: return view.autoPinEdge(.right, to: .right, of: previous)
        case .leading: return view.autoPinEdge(.leading, to: .leading, of: previous)
        case .trailing: return view.autoPinEdge(.trailing, to: .trailing, of: previous)
        default: return nil
        }
    }

    // MARK: Constraints

    static func install(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { PureLayoutState.applyGlobalState(to: c) }
        if PureLayoutState.preventsInstallation {
            PureLayoutState.createdConstraints[PureLayoutState.createdConstraints.count - 1] += constraints
        } else {
            NSLayoutConstraint.activate(constraints)
        }
    }
}
