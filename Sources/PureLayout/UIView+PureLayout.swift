import Foundation
import PlumbUI

extension UIView {
    /// Creates a view ready for Auto Layout (`translatesAutoresizingMaskIntoConstraints` off).
    public convenience init(forAutoLayout: ()) {
        self.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Turns off `translatesAutoresizingMaskIntoConstraints` and returns the view.
    @discardableResult
    public func configureForAutoLayout() -> Self {
        translatesAutoresizingMaskIntoConstraints = false
        return self
    }

    /// Makes, prioritises and activates one constraint of the receiver.
    private func make(_ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ item: AnyObject?,
                      _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint
    {
        translatesAutoresizingMaskIntoConstraints = false
        let c = NSLayoutConstraint(item: self, attribute: a1, relatedBy: relation, toItem: item,
                                   attribute: a2, multiplier: item == nil ? 0 : multiplier, constant: constant)
        if let p = PriorityScope.current { c.priority = p }
        c.isActive = true
        return c
    }

    /// The superview; a view without one is a programmer error (PureLayout asserts too).
    private func requireSuperview(_ method: String) -> UIView {
        guard let sup = superview else {
            preconditionFailure("\(method): UIView \(debugAddress) has no superview; add it to one first")
        }
        return sup
    }

    private static func flipped(_ r: NSLayoutConstraint.Relation) -> NSLayoutConstraint.Relation {
        switch r {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    // MARK: Pinning edges to the superview

    /// Pins an edge to the same edge of the superview, `inset` points inside it.
    @discardableResult
    public func autoPinEdge(toSuperviewEdge edge: ALEdge, withInset inset: CGFloat = 0,
                            relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint
    {
        let sup = requireSuperview("autoPinEdge(toSuperviewEdge:)")
        // An inset counts inward: the far edges subtract it and flip an inequality.
        let far = edge.isFarEdge
        return make(edge.attribute, far ? Self.flipped(relation) : relation, sup, edge.attribute, constant: far ? -inset : inset)
    }

    /// Pins all four edges to the superview's, inset by `insets`: top, bottom, and (as PureLayout
    /// does) `insets.left` on the leading edge and `insets.right` on the trailing edge.
    @discardableResult
    public func autoPinEdgesToSuperviewEdges(with insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        [autoPinEdge(toSuperviewEdge: .top, withInset: insets.top),
         autoPinEdge(toSuperviewEdge: .leading, withInset: insets.left),
         autoPinEdge(toSuperviewEdge: .bottom, withInset: insets.bottom),
         autoPinEdge(toSuperviewEdge: .trailing, withInset: insets.right)]
    }

    /// Pins three edges to the superview's, all but `edge`.
    @discardableResult
    public func autoPinEdgesToSuperviewEdges(with insets: UIEdgeInsets, excludingEdge edge: ALEdge) -> [NSLayoutConstraint] {
        var out: [NSLayoutConstraint] = []
        if edge != .top { out.append(autoPinEdge(toSuperviewEdge: .top, withInset: insets.top)) }
        if edge != .leading && edge != .left { out.append(autoPinEdge(toSuperviewEdge: .leading, withInset: insets.left)) }
        if edge != .bottom { out.append(autoPinEdge(toSuperviewEdge: .bottom, withInset: insets.bottom)) }
        if edge != .trailing && edge != .right { out.append(autoPinEdge(toSuperviewEdge: .trailing, withInset: insets.right)) }
        return out
    }

    /// Pins an edge to the corresponding margin of the superview.
    @discardableResult
    public func autoPinEdge(toSuperviewMargin edge: ALEdge, relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint {
        let sup = requireSuperview("autoPinEdge(toSuperviewMargin:)")
        let margin = ALMargin(rawValue: edge.rawValue + 12)!
        return make(edge.attribute, edge.isFarEdge ? Self.flipped(relation) : relation, sup, margin.attribute, constant: 0)
    }

    /// Pins all four edges to the superview's margins.
    @discardableResult
    public func autoPinEdgesToSuperviewMargins() -> [NSLayoutConstraint] {
        [ALEdge.top, .leading, .bottom, .trailing].map { autoPinEdge(toSuperviewMargin: $0) }
    }

    /// Pins an edge to the superview's safe area, `inset` points inside it.
    @discardableResult
    public func autoPinEdge(toSuperviewSafeArea edge: ALEdge, withInset inset: CGFloat = 0,
                            relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint
    {
        let sup = requireSuperview("autoPinEdge(toSuperviewSafeArea:)")
        let far = edge.isFarEdge
        return make(edge.attribute, far ? Self.flipped(relation) : relation, sup.safeAreaLayoutGuide, edge.attribute,
                    constant: far ? -inset : inset)
    }

    /// Pins all four edges to the superview's safe area.
    @discardableResult
    public func autoPinEdgesToSuperviewSafeArea(with insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        [autoPinEdge(toSuperviewSafeArea: .top, withInset: insets.top),
         autoPinEdge(toSuperviewSafeArea: .leading, withInset: insets.left),
         autoPinEdge(toSuperviewSafeArea: .bottom, withInset: insets.bottom),
         autoPinEdge(toSuperviewSafeArea: .trailing, withInset: insets.right)]
    }

    // MARK: Pinning to other views

    /// Pins an edge to an edge of another view, `offset` points along the axis (not inward).
    @discardableResult
    public func autoPinEdge(_ edge: ALEdge, to toEdge: ALEdge, of otherView: UIView, withOffset offset: CGFloat = 0,
                            relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint
    {
        make(edge.attribute, relation, otherView, toEdge.attribute, constant: offset)
    }

    // MARK: Dimensions

    /// Sets a dimension to a size.
    @discardableResult
    public func autoSetDimension(_ dimension: ALDimension, toSize size: CGFloat,
                                 relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint
    {
        make(dimension.attribute, relation, nil, .notAnAttribute, constant: size)
    }

    /// Sets the width and height.
    @discardableResult
    public func autoSetDimensions(to size: CGSize) -> [NSLayoutConstraint] {
        [autoSetDimension(.width, toSize: size.width), autoSetDimension(.height, toSize: size.height)]
    }

    /// Matches a dimension to a dimension of another view, plus an offset.
    @discardableResult
    public func autoMatch(_ dimension: ALDimension, to toDimension: ALDimension, of otherView: UIView,
                          withOffset offset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint
    {
        make(dimension.attribute, relation, otherView, toDimension.attribute, constant: offset)
    }

    /// Matches a dimension to a multiple of a dimension of another view.
    @discardableResult
    public func autoMatch(_ dimension: ALDimension, to toDimension: ALDimension, of otherView: UIView,
                          withMultiplier multiplier: CGFloat, relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint
    {
        make(dimension.attribute, relation, otherView, toDimension.attribute, multiplier: multiplier, constant: 0)
    }

    // MARK: Axes

    /// Centres the view in its superview on both axes.
    @discardableResult
    public func autoCenterInSuperview() -> [NSLayoutConstraint] {
        [autoAlignAxis(toSuperviewAxis: .horizontal), autoAlignAxis(toSuperviewAxis: .vertical)]
    }

    /// Aligns an axis with the same axis of the superview.
    @discardableResult
    public func autoAlignAxis(toSuperviewAxis axis: ALAxis) -> NSLayoutConstraint {
        let sup = requireSuperview("autoAlignAxis(toSuperviewAxis:)")
        return make(axis.attribute, .equal, sup, axis.attribute, constant: 0)
    }

    /// Aligns an axis with the same axis of another view, plus an offset.
    @discardableResult
    public func autoAlignAxis(_ axis: ALAxis, toSameAxisOf otherView: UIView, withOffset offset: CGFloat = 0) -> NSLayoutConstraint {
        make(axis.attribute, .equal, otherView, axis.attribute, constant: offset)
    }

    /// Aligns an axis with a multiple of the same axis of another view.
    @discardableResult
    public func autoAlignAxis(_ axis: ALAxis, toSameAxisOf otherView: UIView, withMultiplier multiplier: CGFloat) -> NSLayoutConstraint {
        make(axis.attribute, .equal, otherView, axis.attribute, multiplier: multiplier, constant: 0)
    }

    // MARK: Priorities

    /// Sets the content hugging priority on an axis (PureLayout's spelling).
    public func autoSetContentHuggingPriority(for axis: NSLayoutConstraint.Axis, priority: UILayoutPriority = .required) {
        setContentHuggingPriority(priority, for: axis)
    }

    /// Sets the compression resistance priority on an axis (PureLayout's spelling).
    public func autoSetContentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis, priority: UILayoutPriority = .required) {
        setContentCompressionResistancePriority(priority, for: axis)
    }
}
