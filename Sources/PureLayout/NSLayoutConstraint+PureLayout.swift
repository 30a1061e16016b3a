import Foundation
public import PlumbUI

// NSLayoutConstraint+PureLayout.h: batch creation, priorities and identifiers for the
// constraints made inside a block, and installing or removing one constraint.

extension NSLayoutConstraint {
    // MARK: Batch constraint creation

    /// Makes the constraints of the PureLayout calls in `block`, then installs them all at once,
    /// and returns them.
    ///
    /// Calls may be nested: a call returns only the constraints made directly in its own block,
    /// not those of calls nested inside it (which return, and install, their own).
    ///
    /// ```swift
    /// let horizontal = NSLayoutConstraint.autoCreateAndInstallConstraints {
    ///     views.autoSetViewsDimension(.height, toSize: 40)
    ///     views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10)
    /// }
    /// ```
    @discardableResult
    public class func autoCreateAndInstallConstraints(_ block: ALConstraintsBlock) -> [NSLayoutConstraint] {
        let created = autoCreateConstraintsWithoutInstalling(block)
        PureLayoutState.isInstallingCreatedConstraints = true
        defer { PureLayoutState.isInstallingCreatedConstraints = false }
        created.autoInstallConstraints()
        return created
    }

    /// Makes the constraints of the PureLayout calls in `block` without installing them, and
    /// returns them; install them later with `autoInstallConstraints()`.
    ///
    /// Priorities and identifiers of enclosing ``autoSetPriority(_:forConstraints:)`` and
    /// ``autoSetIdentifier(_:forConstraints:)`` blocks are applied at once. Calls may be nested:
    /// each returns only the constraints made directly in its own block.
    ///
    /// ```swift
    /// let vertical = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
    ///     views.autoSetViewsDimension(.width, toSize: 60)
    /// }
    /// // later: horizontal.autoRemoveConstraints(); vertical.autoInstallConstraints()
    /// ```
    @discardableResult
    public class func autoCreateConstraintsWithoutInstalling(_ block: ALConstraintsBlock) -> [NSLayoutConstraint] {
        PureLayoutState.createdConstraints.append([])
        block()
        return PureLayoutState.createdConstraints.removeLast()
    }

    // MARK: Priorities and identifiers

    /// Gives every constraint the PureLayout calls in `block` make this priority; also the
    /// priority `autoSetContentHuggingPriority(for:)` and
    /// `autoSetContentCompressionResistancePriority(for:)` set. Blocks nest: the innermost wins.
    ///
    /// Constraints made without PureLayout inside the block keep their own priority, as in
    /// PureLayout.
    ///
    /// ```swift
    /// NSLayoutConstraint.autoSetPriority(.defaultHigh) {
    ///     blueView.autoSetDimensions(to: CGSize(width: 10000, height: 10000))
    /// }
    /// ```
    public class func autoSetPriority(_ priority: UILayoutPriority, forConstraints block: ALConstraintsBlock) {
        PureLayoutState.priorities.append(priority)
        defer { PureLayoutState.priorities.removeLast() }
        block()
    }

    /// Gives every constraint the PureLayout calls in `block` make this identifier, which UIKit
    /// prints in constraint descriptions and conflict logs. Blocks nest: the innermost wins.
    ///
    /// ```swift
    /// NSLayoutConstraint.autoSetIdentifier("Pin Container View Edges") {
    ///     containerView.autoPinEdgesToSuperviewEdges(with: insets, excludingEdge: .top)
    /// }
    /// ```
    public class func autoSetIdentifier(_ identifier: String, forConstraints block: ALConstraintsBlock) {
        PureLayoutState.identifiers.append(identifier)
        defer { PureLayoutState.identifiers.removeLast() }
        block()
    }

    /// Sets the identifier and returns the constraint, so the call chains after the one that
    /// made it.
    ///
    /// ```swift
    /// let c = redView.autoAlignAxis(toSuperviewAxis: .vertical).autoIdentify("Align Red View")
    /// ```
    @discardableResult
    public func autoIdentify(_ identifier: String) -> Self {
        self.identifier = identifier
        return self
    }

    // MARK: Installing and removing

    /// Activates the constraint (on the nearest common ancestor of its items), after applying the
    /// priority and identifier of enclosing blocks; inside
    /// ``autoCreateConstraintsWithoutInstalling(_:)`` it is collected instead.
    ///
    /// ```swift
    /// let c = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal,
    ///                            toItem: b, attribute: .bottom, multiplier: 1, constant: 0)
    /// c.autoInstall()   // now in the common superview's `constraints`
    /// ```
    public func autoInstall() {
        PureLayoutState.install(self)
    }

    /// Deactivates the constraint (removes it from the view it is installed on).
    ///
    /// ```swift
    /// redViewEdgeConstraint?.autoRemove()
    /// ```
    public func autoRemove() {
        isActive = false
    }
}
