public import Foundation
public import PlumbUI

// NSArray+PureLayout.h on `NSArray` (as iOS code calls it: `(views as NSArray).autoMatchViewsDimension(.width)`)
// and on Swift arrays of views and of constraints (`[redView, blueView].autoMatchViewsDimension(.width)`).
// Elements of an `NSArray` that are not views (or not constraints) are skipped, as PureLayout
// skips them.

extension NSArray {
    @MainActor var al_views: [UIView] { compactMap { $0 as? UIView } }
    @MainActor var al_constraints: [NSLayoutConstraint] { compactMap { $0 as? NSLayoutConstraint } }

    // MARK: Array of constraints

    /// Activates the constraints, after applying the priority and identifier of enclosing
    /// PureLayout blocks (inside `autoCreateConstraintsWithoutInstalling { }` they are collected).
    ///
    /// ```swift
    /// verticalLayoutConstraints?.autoInstallConstraints()
    /// ```
    @MainActor public func autoInstallConstraints() { ALViewArray.install(al_constraints) }

    /// Deactivates the constraints.
    ///
    /// ```swift
    /// horizontalLayoutConstraints?.autoRemoveConstraints()
    /// ```
    @MainActor public func autoRemoveConstraints() { NSLayoutConstraint.deactivate(al_constraints) }

    /// Sets the identifier on every constraint and returns the array.
    ///
    /// ```swift
    /// (views.autoSetViewsDimension(.width, toSize: 60) as NSArray).autoIdentifyConstraints("Set Width of All Views")
    /// ```
    @discardableResult
    @MainActor public func autoIdentifyConstraints(_ identifier: String) -> Self {
        for c in al_constraints { c.identifier = identifier }
        return self
    }

    // MARK: Array of views

    /// Aligns the views' edges, each to the one before it (at least 2 views).
    @discardableResult
    @MainActor public func autoAlignViews(to edge: ALEdge) -> [NSLayoutConstraint] {
        ALViewArray.alignViews(al_views, to: edge)
    }

    /// Aligns the views' axes, each to the one before it (at least 2 views).
    @discardableResult
    @MainActor public func autoAlignViews(to axis: ALAxis) -> [NSLayoutConstraint] {
        ALViewArray.alignViews(al_views, to: axis)
    }

    /// Makes a dimension of every view equal, each to the one before it (at least 2 views).
    ///
    /// ```swift
    /// (views as NSArray).autoMatchViewsDimension(.width)
    /// ```
    @discardableResult
    @MainActor public func autoMatchViewsDimension(_ dimension: ALDimension) -> [NSLayoutConstraint] {
        ALViewArray.matchViewsDimension(al_views, dimension)
    }

    /// Sets a dimension of every view to a size (at least 1 view).
    ///
    /// ```swift
    /// ([redView, yellowView] as NSArray).autoSetViewsDimension(.height, toSize: 50)
    /// ```
    @discardableResult
    @MainActor public func autoSetViewsDimension(_ dimension: ALDimension, toSize size: CGFloat) -> [NSLayoutConstraint]
    {
        ALViewArray.setViewsDimension(al_views, dimension, size)
    }

    /// Sets the width and height of every view (widths first, then heights).
    @discardableResult
    @MainActor public func autoSetViewsDimensions(to size: CGSize) -> [NSLayoutConstraint] {
        autoSetViewsDimension(.width, toSize: size.width) + autoSetViewsDimension(.height, toSize: size.height)
    }

    /// Distributes the views along an axis of their superview with fixed spacing between them
    /// (and before the first and after the last unless `insetSpacing` is false), their sizes
    /// along the axis matched unless `matchedSizes` is false (then each needs an intrinsic size),
    /// aligned to one another by `alignment`. Horizontally the order runs leading to trailing.
    ///
    /// ```swift
    /// views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10,
    ///                           insetSpacing: true, matchedSizes: true)
    /// ```
    @discardableResult
    @MainActor public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSpacing spacing: CGFloat,
        insetSpacing: Bool = true, matchedSizes: Bool = true
    ) -> [NSLayoutConstraint] {
        ALViewArray.distribute(
            al_views, along: axis, alignedTo: alignment, spacing: spacing,
            insetSpacing: insetSpacing, matchedSizes: matchedSizes)
    }

    /// Distributes the views along an axis of their common superview, each `size` long along the
    /// axis, with equal (variable) gaps between them (and before the first and after the last
    /// unless `insetSpacing` is false), aligned to one another by `alignment`.
    ///
    /// ```swift
    /// views.autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSize: 40)
    /// ```
    @discardableResult
    @MainActor public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSize size: CGFloat,
        insetSpacing: Bool = true
    ) -> [NSLayoutConstraint] {
        ALViewArray.distribute(al_views, along: axis, alignedTo: alignment, size: size, insetSpacing: insetSpacing)
    }
}

extension Array where Element: UIView {
    /// Aligns the views' edges, each to the one before it (at least 2 views).
    ///
    /// ```swift
    /// [title, subtitle].autoAlignViews(to: .leading)
    /// ```
    @discardableResult
    @MainActor public func autoAlignViews(to edge: ALEdge) -> [NSLayoutConstraint] {
        ALViewArray.alignViews(self, to: edge)
    }

    /// Aligns the views' axes, each to the one before it (at least 2 views).
    @discardableResult
    @MainActor public func autoAlignViews(to axis: ALAxis) -> [NSLayoutConstraint] {
        ALViewArray.alignViews(self, to: axis)
    }

    /// Makes a dimension of every view equal, each to the one before it (at least 2 views).
    @discardableResult
    @MainActor public func autoMatchViewsDimension(_ dimension: ALDimension) -> [NSLayoutConstraint] {
        ALViewArray.matchViewsDimension(self, dimension)
    }

    /// Sets a dimension of every view to a size (at least 1 view).
    @discardableResult
    @MainActor public func autoSetViewsDimension(_ dimension: ALDimension, toSize size: CGFloat) -> [NSLayoutConstraint]
    {
        ALViewArray.setViewsDimension(self, dimension, size)
    }

    /// Sets the width and height of every view (widths first, then heights).
    @discardableResult
    @MainActor public func autoSetViewsDimensions(to size: CGSize) -> [NSLayoutConstraint] {
        autoSetViewsDimension(.width, toSize: size.width) + autoSetViewsDimension(.height, toSize: size.height)
    }

    /// Distributes the views with fixed spacing (see `NSArray`'s method of the same name).
    ///
    /// ```swift
    /// [red, blue, yellow].autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10)
    /// ```
    @discardableResult
    @MainActor public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSpacing spacing: CGFloat,
        insetSpacing: Bool = true, matchedSizes: Bool = true
    ) -> [NSLayoutConstraint] {
        ALViewArray.distribute(
            self, along: axis, alignedTo: alignment, spacing: spacing,
            insetSpacing: insetSpacing, matchedSizes: matchedSizes)
    }

    /// Distributes the views with a fixed size (see `NSArray`'s method of the same name).
    @discardableResult
    @MainActor public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSize size: CGFloat,
        insetSpacing: Bool = true
    ) -> [NSLayoutConstraint] {
        ALViewArray.distribute(self, along: axis, alignedTo: alignment, size: size, insetSpacing: insetSpacing)
    }
}

extension Array where Element == NSLayoutConstraint {
    /// Activates the constraints, after applying the priority and identifier of enclosing
    /// PureLayout blocks (inside `autoCreateConstraintsWithoutInstalling { }` they are collected).
    ///
    /// ```swift
    /// verticalLayout.autoInstallConstraints()
    /// ```
    @MainActor public func autoInstallConstraints() { ALViewArray.install(self) }

    /// Deactivates the constraints.
    @MainActor public func autoRemoveConstraints() { NSLayoutConstraint.deactivate(self) }

    /// Sets the identifier on every constraint and returns the array.
    ///
    /// ```swift
    /// let pins = card.autoPinEdgesToSuperviewEdges().autoIdentifyConstraints("card edges")
    /// ```
    @discardableResult
    @MainActor public func autoIdentifyConstraints(_ identifier: String) -> [NSLayoutConstraint] {
        for c in self { c.identifier = identifier }
        return self
    }
}
