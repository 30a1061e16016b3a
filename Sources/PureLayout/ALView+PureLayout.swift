public import Foundation
public import PlumbUI

// ALView+PureLayout.h, first half: making views for Auto Layout, centring and aligning in the
// superview, pinning edges to the superview's edges. Every method turns off the receiver's
// `translatesAutoresizingMaskIntoConstraints` and installs what it makes at once (on the nearest
// common ancestor of the two items, as `isActive = true` does), unless called inside
// `NSLayoutConstraint.autoCreateConstraintsWithoutInstalling { }`. Where PureLayout asserts (a
// view without a superview), Plumb reports the assertion on `LayoutDiagnostics` and returns a
// constraint that is not installed.

// MARK: Factory

/// The views `newAutoLayout()` can make (PureLayout's `+newAutoLayoutView`).
///
/// Objective-C's `+new` makes an instance of whatever class receives it; Swift can only build an
/// instance of a dynamic `Self` through a `required` initialiser, and UIKit's `init(frame:)` is
/// not one. So `newAutoLayout()` returns the exact type for UIKit's own view classes
/// (`UILabel.newAutoLayout()` is a `UILabel`), and a plain `UIView` for your subclasses: write
/// `MyView(forAutoLayout: ())` or `MyView().configureForAutoLayout()` for those.
///
/// ```swift
/// let label = UILabel.newAutoLayout()
/// label.text = "Lorem ipsum"
/// ```
@MainActor public protocol ALAutoLayoutInstantiable {}

extension UIView: ALAutoLayoutInstantiable {}

extension UIView {
    /// Makes `view` ready for Auto Layout and returns it.
    fileprivate static func al_new<V: UIView>(_ view: V) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// Creates a view that does not turn its autoresizing mask into constraints
    /// (PureLayout's `-initForAutoLayout`).
    ///
    /// ```swift
    /// let badge = UIView(forAutoLayout: ())
    /// ```
    public convenience init(forAutoLayout: ()) {
        self.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Turns off `translatesAutoresizingMaskIntoConstraints` and returns the view.
    ///
    /// ```swift
    /// let title = UILabel().configureForAutoLayout()
    /// ```
    @discardableResult
    public func configureForAutoLayout() -> Self {
        translatesAutoresizingMaskIntoConstraints = false
        return self
    }
}

extension ALAutoLayoutInstantiable where Self == UIView {
    /// A new view ready for Auto Layout (PureLayout's `+newAutoLayoutView`).
    public static func newAutoLayout() -> UIView { UIView.al_new(UIView()) }
}
extension ALAutoLayoutInstantiable where Self == UILabel {
    /// A new label ready for Auto Layout.
    public static func newAutoLayout() -> UILabel { UIView.al_new(UILabel()) }
}
extension ALAutoLayoutInstantiable where Self == UIButton {
    /// A new button ready for Auto Layout.
    public static func newAutoLayout() -> UIButton { UIView.al_new(UIButton()) }
}
extension ALAutoLayoutInstantiable where Self == UIImageView {
    /// A new image view ready for Auto Layout.
    public static func newAutoLayout() -> UIImageView { UIView.al_new(UIImageView()) }
}
extension ALAutoLayoutInstantiable where Self == UIScrollView {
    /// A new scroll view ready for Auto Layout.
    public static func newAutoLayout() -> UIScrollView { UIView.al_new(UIScrollView()) }
}
extension ALAutoLayoutInstantiable where Self == UIStackView {
    /// A new stack view ready for Auto Layout.
    public static func newAutoLayout() -> UIStackView { UIView.al_new(UIStackView()) }
}
extension ALAutoLayoutInstantiable where Self == UITextField {
    /// A new text field ready for Auto Layout.
    public static func newAutoLayout() -> UITextField { UIView.al_new(UITextField()) }
}
extension ALAutoLayoutInstantiable where Self == UISwitch {
    /// A new switch ready for Auto Layout.
    public static func newAutoLayout() -> UISwitch { UIView.al_new(UISwitch()) }
}
extension ALAutoLayoutInstantiable where Self == UISlider {
    /// A new slider ready for Auto Layout.
    public static func newAutoLayout() -> UISlider { UIView.al_new(UISlider()) }
}
extension ALAutoLayoutInstantiable where Self == UISegmentedControl {
    /// A new segmented control ready for Auto Layout.
    public static func newAutoLayout() -> UISegmentedControl { UIView.al_new(UISegmentedControl()) }
}
extension ALAutoLayoutInstantiable where Self == UIProgressView {
    /// A new progress view ready for Auto Layout.
    public static func newAutoLayout() -> UIProgressView { UIView.al_new(UIProgressView()) }
}
extension ALAutoLayoutInstantiable where Self == UIActivityIndicatorView {
    /// A new activity indicator ready for Auto Layout.
    public static func newAutoLayout() -> UIActivityIndicatorView { UIView.al_new(UIActivityIndicatorView()) }
}
extension ALAutoLayoutInstantiable where Self: UIView {
    /// A new plain `UIView` ready for Auto Layout: Plumb cannot make an instance of your
    /// subclass here (see ``ALAutoLayoutInstantiable``); use `init(forAutoLayout:)` for it.
    public static func newAutoLayout() -> UIView { UIView.al_new(UIView()) }
}

// MARK: Shared implementation

extension UIView {
    /// `autoConstrainAttribute:toAttribute:ofView:withOffset|withMultiplier:relation:`, the method
    /// every other one ends in.
    func al_constrain(
        _ attribute: ALAttribute, to toAttribute: ALAttribute, of item: AnyObject,
        multiplier: CGFloat = 1, constant: CGFloat = 0,
        relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        translatesAutoresizingMaskIntoConstraints = false
        let c = NSLayoutConstraint(
            item: self, attribute: attribute.layoutAttribute, relatedBy: relation,
            toItem: item, attribute: toAttribute.layoutAttribute,
            multiplier: multiplier, constant: constant)
        PureLayoutState.install(c)
        return c
    }

    /// The superview, or `nil` after reporting PureLayout's assertion for `method`.
    func al_superview(_ method: String) -> UIView? {
        translatesAutoresizingMaskIntoConstraints = false
        if let superview { return superview }
        PureLayoutState.assertionFailed(
            method,
            "the view's superview must not be nil; add the view to a superview first. "
                + "View: \(self). The constraint is not installed.")
        return nil
    }

    // MARK: Centre and align in the superview

    /// Centres the view in its superview: its horizontal axis, then its vertical axis.
    ///
    /// ```swift
    /// blueView.autoCenterInSuperview()
    /// blueView.autoSetDimensions(to: CGSize(width: 50, height: 50))
    /// ```
    @discardableResult
    public func autoCenterInSuperview() -> [NSLayoutConstraint] {
        [autoAlignAxis(toSuperviewAxis: .horizontal), autoAlignAxis(toSuperviewAxis: .vertical)]
    }

    /// Aligns an axis of the view with the same axis of its superview.
    ///
    /// ```swift
    /// greenView.autoAlignAxis(toSuperviewAxis: .vertical)   // centred horizontally
    /// ```
    @discardableResult
    public func autoAlignAxis(toSuperviewAxis axis: ALAxis) -> NSLayoutConstraint {
        guard let superview = al_superview("autoAlignAxis(toSuperviewAxis:)") else {
            return PureLayoutState.inertConstraint(self, axis.attribute, .equal, constant: 0)
        }
        return al_constrain(axis.attribute, to: axis.attribute, of: superview)
    }

    /// Centres the view within its superview's layout margins.
    ///
    /// ```swift
    /// badge.autoCenterInSuperviewMargins()
    /// ```
    @discardableResult
    public func autoCenterInSuperviewMargins() -> [NSLayoutConstraint] {
        [autoAlignAxis(toSuperviewMarginAxis: .horizontal), autoAlignAxis(toSuperviewMarginAxis: .vertical)]
    }

    /// Aligns an axis of the view with the corresponding margin axis of its superview (the centre
    /// line between the superview's margins). The baselines have no margin axis: PureLayout
    /// asserts; Plumb reports it and installs nothing.
    ///
    /// ```swift
    /// yellowView.autoAlignAxis(toSuperviewMarginAxis: .horizontal)
    /// ```
    @discardableResult
    public func autoAlignAxis(toSuperviewMarginAxis axis: ALAxis) -> NSLayoutConstraint {
        let method = "autoAlignAxis(toSuperviewMarginAxis:)"
        guard let superview = al_superview(method) else {
            return PureLayoutState.inertConstraint(self, axis.attribute, .equal, constant: 0)
        }
        guard let marginAxis = axis.marginAxis else {
            PureLayoutState.assertionFailed(
                method,
                "the baseline axis attributes do not have corresponding margin axis attributes "
                    + "(got .\(axis)). View: \(self). The constraint is not installed.")
            return PureLayoutState.inertConstraint(self, axis.attribute, .equal, constant: 0)
        }
        return al_constrain(axis.attribute, to: marginAxis.attribute, of: superview)
    }

    // MARK: Pin edges to the superview

    /// Pins an edge of the view to the same edge of its superview, `inset` points inside it
    /// (right, bottom and trailing insets count inward too, so their constant is negative and
    /// an inequality is flipped: `withInset: 20, relation: .greaterThanOrEqual` means at least 20
    /// points from that edge).
    ///
    /// ```swift
    /// yellowView.autoPinEdge(toSuperviewEdge: .left, withInset: 20)
    /// blueView.autoPinEdge(toSuperviewEdge: .right, withInset: 20, relation: .greaterThanOrEqual)
    /// ```
    @discardableResult
    public func autoPinEdge(
        toSuperviewEdge edge: ALEdge, withInset inset: CGFloat = 0,
        relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        var inset = inset, relation = relation
        if edge.isFarEdge {
            inset = -inset
            relation = relation.flipped
        }
        guard let superview = al_superview("autoPinEdge(toSuperviewEdge:withInset:relation:)") else {
            return PureLayoutState.inertConstraint(self, edge.attribute, relation, constant: inset)
        }
        return al_constrain(edge.attribute, to: edge.attribute, of: superview, constant: inset, relation: relation)
    }

    /// Pins the four edges to the superview's, in the order top, leading, bottom, trailing
    /// ("counterclockwise from top"); `insets.left` goes to the leading edge and `insets.right`
    /// to the trailing one, as in PureLayout.
    ///
    /// ```swift
    /// scrollView.autoPinEdgesToSuperviewEdges()
    /// card.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    /// ```
    @discardableResult
    public func autoPinEdgesToSuperviewEdges(with insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        [
            autoPinEdge(toSuperviewEdge: .top, withInset: insets.top),
            autoPinEdge(toSuperviewEdge: .leading, withInset: insets.left),
            autoPinEdge(toSuperviewEdge: .bottom, withInset: insets.bottom),
            autoPinEdge(toSuperviewEdge: .trailing, withInset: insets.right),
        ]
    }

    /// Pins three edges to the superview's, all but `edge` (whose inset is ignored), keeping the
    /// top, leading, bottom, trailing order. Excluding `.left` or `.right` pins the other side by
    /// its absolute edge (`.right` or `.left`), as PureLayout does.
    ///
    /// ```swift
    /// header.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .bottom)
    /// ```
    @discardableResult
    public func autoPinEdgesToSuperviewEdges(with insets: UIEdgeInsets, excludingEdge edge: ALEdge)
        -> [NSLayoutConstraint]
    {
        ALEdge.pinnedEdges(excluding: edge).map { e in
            autoPinEdge(toSuperviewEdge: e, withInset: insets.inset(for: e))
        }
    }
}

extension ALEdge {
    /// The three edges PureLayout's `…excludingEdge:` methods pin, in its order.
    static func pinnedEdges(excluding edge: ALEdge) -> [ALEdge] {
        switch edge {
        case .left: [.top, .bottom, .right]
        case .right: [.top, .left, .bottom]
        case .top: [.leading, .bottom, .trailing]
        case .bottom: [.top, .leading, .trailing]
        case .leading: [.top, .bottom, .trailing]
        case .trailing: [.top, .leading, .bottom]
        }
    }
}

extension UIEdgeInsets {
    /// The inset PureLayout uses for an edge: `left` for left and leading, `right` for right and
    /// trailing.
    func inset(for edge: ALEdge) -> CGFloat {
        switch edge {
        case .top: top
        case .bottom: bottom
        case .left, .leading: left
        case .right, .trailing: right
        }
    }
}
