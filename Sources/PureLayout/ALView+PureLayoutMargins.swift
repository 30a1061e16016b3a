public import Foundation
public import PlumbUI

// ALView+PureLayout.h: pinning to the superview's layout margins and safe area, and to a view
// controller's top and bottom layout guides.

extension UIView {
    // MARK: Pin edges to the superview's margins

    /// Pins an edge of the view to the corresponding margin of its superview, exactly or as a
    /// minimum or maximum (right, bottom and trailing flip the inequality, so
    /// `.greaterThanOrEqual` always means "at least the margin inside").
    ///
    /// ```swift
    /// yellowView.autoPinEdge(toSuperviewMargin: .left)
    /// ```
    @discardableResult
    public func autoPinEdge(toSuperviewMargin edge: ALEdge, relation: NSLayoutConstraint.Relation = .equal)
        -> NSLayoutConstraint
    {
        let relation = edge.isFarEdge ? relation.flipped : relation
        guard let superview = al_superview("autoPinEdge(toSuperviewMargin:relation:)") else {
            return PureLayoutState.inertConstraint(self, edge.attribute, relation, constant: 0)
        }
        return al_constrain(edge.attribute, to: edge.margin.attribute, of: superview, relation: relation)
    }

    /// Pins an edge of the view to the corresponding margin of its superview, `inset` points
    /// further inside.
    ///
    /// ```swift
    /// label.autoPinEdge(toSuperviewMargin: .trailing, withInset: 4)
    /// ```
    @discardableResult
    public func autoPinEdge(toSuperviewMargin edge: ALEdge, withInset inset: CGFloat) -> NSLayoutConstraint {
        let inset = edge.isFarEdge ? -inset : inset
        guard let superview = al_superview("autoPinEdge(toSuperviewMargin:withInset:)") else {
            return PureLayoutState.inertConstraint(self, edge.attribute, .equal, constant: inset)
        }
        return al_constrain(edge.attribute, to: edge.margin.attribute, of: superview, constant: inset)
    }

    /// Pins the four edges to the superview's margins (top, leading, bottom, trailing).
    ///
    /// ```swift
    /// redView.autoPinEdgesToSuperviewMargins()
    /// ```
    @discardableResult
    public func autoPinEdgesToSuperviewMargins() -> [NSLayoutConstraint] {
        autoPinEdgesToSuperviewMargins(with: .zero)
    }

    /// Pins the four edges to the superview's margins, inset further by `insets` (`left` on the
    /// leading edge, `right` on the trailing one).
    ///
    /// ```swift
    /// content.autoPinEdgesToSuperviewMargins(with: UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 0))
    /// ```
    @discardableResult
    public func autoPinEdgesToSuperviewMargins(with insets: UIEdgeInsets) -> [NSLayoutConstraint] {
        [
            autoPinEdge(toSuperviewMargin: .top, withInset: insets.top),
            autoPinEdge(toSuperviewMargin: .leading, withInset: insets.left),
            autoPinEdge(toSuperviewMargin: .bottom, withInset: insets.bottom),
            autoPinEdge(toSuperviewMargin: .trailing, withInset: insets.right),
        ]
    }

    /// Pins three edges to the superview's margins, all but `edge` (the same edges and order as
    /// ``autoPinEdgesToSuperviewEdges(with:excludingEdge:)``).
    ///
    /// ```swift
    /// greenView.autoPinEdges(toSuperviewMarginsExcludingEdge: .bottom)
    /// ```
    @discardableResult
    public func autoPinEdges(toSuperviewMarginsExcludingEdge edge: ALEdge) -> [NSLayoutConstraint] {
        ALEdge.pinnedEdges(excluding: edge).map { autoPinEdge(toSuperviewMargin: $0) }
    }

    // MARK: Pin edges to the superview's safe area

    /// Pins an edge of the view to the same edge of its superview's safe area, `inset` points
    /// inside it (right, bottom and trailing count inward and flip an inequality).
    ///
    /// ```swift
    /// toolbar.autoPinEdge(toSuperviewSafeArea: .bottom)
    /// ```
    @discardableResult
    public func autoPinEdge(
        toSuperviewSafeArea edge: ALEdge, withInset inset: CGFloat = 0,
        relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        var inset = inset, relation = relation
        if edge.isFarEdge {
            inset = -inset
            relation = relation.flipped
        }
        guard let superview = al_superview("autoPinEdge(toSuperviewSafeArea:withInset:relation:)") else {
            return PureLayoutState.inertConstraint(self, edge.attribute, relation, constant: inset)
        }
        return al_constrain(
            edge.attribute, to: edge.attribute, of: superview.safeAreaLayoutGuide,
            constant: inset, relation: relation)
    }

    /// Pins the four edges to the superview's safe area (top, leading, bottom, trailing).
    ///
    /// ```swift
    /// content.autoPinEdgesToSuperviewSafeArea()
    /// ```
    @discardableResult
    public func autoPinEdgesToSuperviewSafeArea() -> [NSLayoutConstraint] {
        autoPinEdgesToSuperviewSafeArea(with: .zero)
    }

    /// Pins the four edges to the superview's safe area, inset by `insets` (`left` on the leading
    /// edge, `right` on the trailing one).
    ///
    /// ```swift
    /// content.autoPinEdgesToSuperviewSafeArea(with: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    /// ```
    @discardableResult
    public func autoPinEdgesToSuperviewSafeArea(with insets: UIEdgeInsets) -> [NSLayoutConstraint] {
        [
            autoPinEdge(toSuperviewSafeArea: .top, withInset: insets.top),
            autoPinEdge(toSuperviewSafeArea: .leading, withInset: insets.left),
            autoPinEdge(toSuperviewSafeArea: .bottom, withInset: insets.bottom),
            autoPinEdge(toSuperviewSafeArea: .trailing, withInset: insets.right),
        ]
    }

    /// Pins three edges to the superview's safe area, all but `edge`. Unlike the edges and
    /// margins variants (and as in PureLayout), the sides are always leading and trailing:
    /// excluding `.left` or `.leading` leaves top, bottom and trailing.
    ///
    /// ```swift
    /// sheet.autoPinEdgesToSuperviewSafeArea(with: .zero, excludingEdge: .top)
    /// ```
    @discardableResult
    public func autoPinEdgesToSuperviewSafeArea(with insets: UIEdgeInsets, excludingEdge edge: ALEdge)
        -> [NSLayoutConstraint]
    {
        var out: [NSLayoutConstraint] = []
        if edge != .top { out.append(autoPinEdge(toSuperviewSafeArea: .top, withInset: insets.top)) }
        if edge != .leading && edge != .left {
            out.append(autoPinEdge(toSuperviewSafeArea: .leading, withInset: insets.left))
        }
        if edge != .bottom { out.append(autoPinEdge(toSuperviewSafeArea: .bottom, withInset: insets.bottom)) }
        if edge != .trailing && edge != .right {
            out.append(autoPinEdge(toSuperviewSafeArea: .trailing, withInset: insets.right))
        }
        return out
    }

    // MARK: Pin to a view controller's layout guides

    /// Pins the view's top edge to the bottom of the controller's top layout guide (the bottom of
    /// the status and navigation bars), `inset` points below. The constraint is installed on the
    /// controller's view, as PureLayout installs it.
    ///
    /// ```swift
    /// redView.autoPin(toTopLayoutGuideOf: self, withInset: 20)
    /// ```
    @discardableResult
    public func autoPin(
        toTopLayoutGuideOf viewController: UIViewController, withInset inset: CGFloat,
        relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        al_pin(topAnchor, to: viewController.topLayoutGuide.bottomAnchor, inset, relation, on: viewController)
    }

    /// Pins the view's bottom edge to the top of the controller's bottom layout guide (the top of
    /// the tab bar or home indicator), `inset` points above (so the constant is negative and an
    /// inequality flipped). Installed on the controller's view.
    ///
    /// ```swift
    /// blueView.autoPin(toBottomLayoutGuideOf: self, withInset: 20, relation: .greaterThanOrEqual)
    /// ```
    @discardableResult
    public func autoPin(
        toBottomLayoutGuideOf viewController: UIViewController, withInset inset: CGFloat,
        relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        al_pin(
            bottomAnchor, to: viewController.bottomLayoutGuide.topAnchor, -inset, relation.flipped, on: viewController)
    }

    private func al_pin(
        _ mine: NSLayoutYAxisAnchor, to guide: NSLayoutYAxisAnchor, _ constant: CGFloat,
        _ relation: NSLayoutConstraint.Relation, on viewController: UIViewController
    ) -> NSLayoutConstraint {
        translatesAutoresizingMaskIntoConstraints = false
        let c: NSLayoutConstraint =
            switch relation {
            case .equal: mine.constraint(equalTo: guide, constant: constant)
            case .lessThanOrEqual: mine.constraint(lessThanOrEqualTo: guide, constant: constant)
            case .greaterThanOrEqual: mine.constraint(greaterThanOrEqualTo: guide, constant: constant)
            }
        PureLayoutState.install(c, on: viewController.view)
        return c
    }
}
