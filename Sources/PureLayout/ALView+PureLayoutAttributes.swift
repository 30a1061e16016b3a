public import Foundation
public import PlumbUI

// ALView+PureLayout.h, second half: constraints to another view (edges, axes, dimensions, any
// attribute), fixed dimensions, and content priorities inside a priority block.

extension UIView {
    // MARK: Pin edges to another view

    /// Pins an edge of the view to an edge of another view, `offset` points along the axis (not
    /// inward: a positive offset moves right or down), exactly or as a minimum or maximum.
    ///
    /// ```swift
    /// redView.autoPinEdge(.top, to: .bottom, of: blueView)
    /// yellowView.autoPinEdge(.top, to: .bottom, of: redView, withOffset: 10)
    /// ```
    @discardableResult
    public func autoPinEdge(
        _ edge: ALEdge, to toEdge: ALEdge, of otherView: UIView, withOffset offset: CGFloat = 0,
        relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        al_constrain(edge.attribute, to: toEdge.attribute, of: otherView, constant: offset, relation: relation)
    }

    // MARK: Align axes

    /// Aligns an axis of the view with the same axis of another view, `offset` points apart.
    ///
    /// ```swift
    /// redView.autoAlignAxis(.vertical, toSameAxisOf: blueView)
    /// ```
    @discardableResult
    public func autoAlignAxis(_ axis: ALAxis, toSameAxisOf otherView: UIView, withOffset offset: CGFloat = 0)
        -> NSLayoutConstraint
    {
        al_constrain(axis.attribute, to: axis.attribute, of: otherView, constant: offset)
    }

    /// Aligns an axis of the view with a multiple of the same axis of another view (both measured
    /// in their nearest common ancestor's bounds, as UIKit measures them).
    ///
    /// ```swift
    /// marker.autoAlignAxis(.vertical, toSameAxisOf: track, withMultiplier: 0.5)
    /// ```
    @discardableResult
    public func autoAlignAxis(_ axis: ALAxis, toSameAxisOf otherView: UIView, withMultiplier multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        al_constrain(axis.attribute, to: axis.attribute, of: otherView, multiplier: multiplier)
    }

    // MARK: Match dimensions

    /// Matches a dimension of the view to a dimension of another view (or itself, for an aspect
    /// ratio), plus `offset`, exactly or as a minimum or maximum.
    ///
    /// ```swift
    /// redView.autoMatch(.width, to: .width, of: blueView)
    /// greenView.autoMatch(.width, to: .height, of: greenView)   // square
    /// ```
    @discardableResult
    public func autoMatch(
        _ dimension: ALDimension, to toDimension: ALDimension, of otherView: UIView,
        withOffset offset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        al_constrain(
            dimension.attribute, to: toDimension.attribute, of: otherView, constant: offset, relation: relation)
    }

    /// Matches a dimension of the view to a multiple of a dimension of another view, exactly or as
    /// a minimum or maximum.
    ///
    /// ```swift
    /// greenView.autoMatch(.height, to: .height, of: yellowView, withMultiplier: 2)
    /// ```
    @discardableResult
    public func autoMatch(
        _ dimension: ALDimension, to toDimension: ALDimension, of otherView: UIView,
        withMultiplier multiplier: CGFloat, relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        al_constrain(
            dimension.attribute, to: toDimension.attribute, of: otherView, multiplier: multiplier, relation: relation)
    }

    // MARK: Set dimensions

    /// Sets the width and the height.
    ///
    /// ```swift
    /// blueView.autoSetDimensions(to: CGSize(width: 50, height: 50))
    /// ```
    @discardableResult
    public func autoSetDimensions(to size: CGSize) -> [NSLayoutConstraint] {
        [autoSetDimension(.width, toSize: size.width), autoSetDimension(.height, toSize: size.height)]
    }

    /// Sets a dimension to a size, exactly or as a minimum or maximum.
    ///
    /// ```swift
    /// redView.autoSetDimension(.height, toSize: 40)
    /// label.autoSetDimension(.width, toSize: 400, relation: .greaterThanOrEqual)
    /// ```
    @discardableResult
    public func autoSetDimension(
        _ dimension: ALDimension, toSize size: CGFloat,
        relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        translatesAutoresizingMaskIntoConstraints = false
        // PureLayout gives a constant size the multiplier 0.
        let c = NSLayoutConstraint(
            item: self, attribute: dimension.attribute.layoutAttribute, relatedBy: relation,
            toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: size)
        PureLayoutState.install(c)
        return c
    }

    // MARK: Content compression resistance and hugging

    /// Sets the compression resistance on an axis to the priority of the enclosing
    /// `NSLayoutConstraint.autoSetPriority(_:forConstraints:)` block (`.vertical` is the vertical
    /// axis; `.horizontal` and the baselines the horizontal one). Outside such a block PureLayout
    /// asserts: Plumb reports it on `LayoutDiagnostics` and changes nothing.
    ///
    /// ```swift
    /// NSLayoutConstraint.autoSetPriority(.required) {
    ///     title.autoSetContentCompressionResistancePriority(for: .horizontal)
    /// }
    /// ```
    public func autoSetContentCompressionResistancePriority(for axis: ALAxis) {
        guard let priority = al_blockPriority("autoSetContentCompressionResistancePriority(for:)") else { return }
        translatesAutoresizingMaskIntoConstraints = false
        setContentCompressionResistancePriority(priority, for: axis.constraintAxis)
    }

    /// Sets the content hugging on an axis to the priority of the enclosing
    /// `NSLayoutConstraint.autoSetPriority(_:forConstraints:)` block. Outside such a block
    /// PureLayout asserts: Plumb reports it on `LayoutDiagnostics` and changes nothing.
    ///
    /// ```swift
    /// NSLayoutConstraint.autoSetPriority(UILayoutPriority(249)) {
    ///     spacer.autoSetContentHuggingPriority(for: .vertical)   // 249
    /// }
    /// ```
    public func autoSetContentHuggingPriority(for axis: ALAxis) {
        guard let priority = al_blockPriority("autoSetContentHuggingPriority(for:)") else { return }
        translatesAutoresizingMaskIntoConstraints = false
        setContentHuggingPriority(priority, for: axis.constraintAxis)
    }

    private func al_blockPriority(_ method: String) -> UILayoutPriority? {
        if let p = PureLayoutState.currentPriority { return p }
        PureLayoutState.assertionFailed(
            method,
            "must be called from within the block passed to "
                + "NSLayoutConstraint.autoSetPriority(_:forConstraints:), which gives the priority; nothing was changed. View: \(self)."
        )
        return nil
    }

    // MARK: Constrain any attributes

    /// Constrains any attribute of the view to any attribute of another view, plus `offset`,
    /// exactly or as a minimum or maximum: edges, axes, dimensions, baselines, margins and margin
    /// axes, across kinds where Auto Layout allows it.
    ///
    /// ```swift
    /// redView.autoConstrainAttribute(.horizontal, to: .bottom, of: blueView)
    /// purpleLabel.autoConstrainAttribute(.baseline, to: .top, of: blueView)
    /// ```
    @discardableResult
    public func autoConstrainAttribute(
        _ attribute: ALAttribute, to toAttribute: ALAttribute, of otherView: UIView,
        withOffset offset: CGFloat = 0,
        relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        al_constrain(attribute, to: toAttribute, of: otherView, constant: offset, relation: relation)
    }

    /// Constrains any attribute of the view to a multiple of any attribute of another view,
    /// exactly or as a minimum or maximum. Locations are measured in the two views' nearest
    /// common ancestor's bounds, as UIKit measures them.
    ///
    /// ```swift
    /// // centerY at 20% of the superview's height
    /// dot.autoConstrainAttribute(.horizontal, to: .bottom, of: container, withMultiplier: 0.2)
    /// ```
    @discardableResult
    public func autoConstrainAttribute(
        _ attribute: ALAttribute, to toAttribute: ALAttribute, of otherView: UIView,
        withMultiplier multiplier: CGFloat,
        relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        al_constrain(attribute, to: toAttribute, of: otherView, multiplier: multiplier, relation: relation)
    }
}
