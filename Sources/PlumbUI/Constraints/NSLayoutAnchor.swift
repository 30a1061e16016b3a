import Foundation

/// One attribute of a view or layout guide, for building constraints with type checking:
/// X-axis anchors pair with X-axis anchors, Y with Y, dimensions with dimensions.
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
/// ```
///
/// As in UIKit, pairing a leading/trailing anchor with a left/right anchor compiles but is
/// refused when the constraint is made (reported on ``LayoutDiagnostics``).
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let item: LayoutItem
    let attribute: NSLayoutConstraint.Attribute

    init(item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, 1, 0)
    }
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 1, c)
    }
    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, 0)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, 1, c)
    }
    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, 0)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, 1, c)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
        _ multiplier: CGFloat, _ constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            anchor: item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }

    nonisolated open override var description: String {
        onMainActor { "<\(typeName(self)) \"\(anchorName(self.item, self.attribute))\">" }
    }
}

/// A horizontal location anchor: leading, trailing, left, right, centerX.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 points between siblings).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        systemSpacing(.equal, anchor, multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        systemSpacing(.lessThanOrEqual, anchor, multiplier)
    }

    private func systemSpacing(_ r: NSLayoutConstraint.Relation, _ anchor: NSLayoutXAxisAnchor, _ m: CGFloat)
        -> NSLayoutConstraint
    {
        let c = make(r, anchor, 1, SystemSpacing.siblings * m)
        c.systemSpacingMultiplier = m
        return c
    }
}

/// A vertical location anchor: top, bottom, centerY, first and last baseline.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 points between siblings).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        systemSpacing(.equal, anchor, multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        systemSpacing(.lessThanOrEqual, anchor, multiplier)
    }

    private func systemSpacing(_ r: NSLayoutConstraint.Relation, _ anchor: NSLayoutYAxisAnchor, _ m: CGFloat)
        -> NSLayoutConstraint
    {
        let c = make(r, anchor, 1, SystemSpacing.siblings * m)
        c.systemSpacingMultiplier = m
        return c
    }
}

/// A size anchor: width or height. Dimensions can be set to constants and scaled.
///
/// A constant size (`constraint(equalToConstant:)` and the two inequalities) has no second item,
/// `.notAnAttribute` as its second attribute and a `multiplier` of 1, as UIKit reports it
/// (Anchorage's suite, which passes on iOS, reads `multiplier` 1 back from
/// `view.sizeAnchors == CGSize(…)`, built on `constraint(equalToConstant:)`:
/// testSizeAnchorsWithConstants).
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, 1, c) }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, 1, c)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, 1, c)
    }
    /// `self == multiplier × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, m, 0)
    }
    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor, m, c) }
    /// `self >= multiplier × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, m, 0) }
    /// `self >= multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, m, c) }
    /// `self <= multiplier × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, m, 0)
    }
    /// `self <= multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, m, c) }
}

/// Auto Layout's standard spacing.
enum SystemSpacing {
    /// Between sibling views: 8 points.
    static let siblings: CGFloat = 8
    /// Between a view and its superview's edge (VFL `|-[v]`): 20 points.
    static let superview: CGFloat = 20
}
