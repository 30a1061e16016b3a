import Foundation
import PlumbUI

/// PureLayout's global state: the stacks its blocks push and pop (NSLayoutConstraint+PureLayout.m
/// keeps the same four globals, main-thread only).
///
/// Main-actor isolated, as UIKit's views are: a block runs synchronously, so two tests on the main
/// actor can never see each other's stacks.
@MainActor
enum PureLayoutState {
    /// One array per enclosing ``NSLayoutConstraint/autoCreateConstraintsWithoutInstalling(_:)``
    /// (and ``NSLayoutConstraint/autoCreateAndInstallConstraints(_:)``) call; constraints made
    /// inside go to the innermost one instead of being installed.
    static var createdConstraints: [[NSLayoutConstraint]] = []
    /// Set while ``NSLayoutConstraint/autoCreateAndInstallConstraints(_:)`` installs what its
    /// block made: then installation goes ahead even inside an outer create-without-installing.
    static var isInstallingCreatedConstraints = false
    /// One priority per enclosing ``NSLayoutConstraint/autoSetPriority(_:forConstraints:)``.
    static var priorities: [UILayoutPriority] = []
    /// One identifier per enclosing ``NSLayoutConstraint/autoSetIdentifier(_:forConstraints:)``.
    static var identifiers: [String] = []

    /// Whether constraints are collected instead of installed (`al_preventAutomaticConstraintInstallation`).
    static var preventsInstallation: Bool { !isInstallingCreatedConstraints && !createdConstraints.isEmpty }

    /// The priority of the innermost priority block, or `nil` outside every one.
    static var currentPriority: UILayoutPriority? { priorities.last }

    /// Applies the innermost block's priority and identifier (`al_applyGlobalStateToConstraint:`).
    static func applyGlobalState(to constraint: NSLayoutConstraint) {
        if let p = priorities.last { constraint.priority = p }
        if let id = identifiers.last { constraint.identifier = id }
    }

    /// `autoInstall`: applies the blocks' state, then collects the constraint (inside a
    /// create-without-installing block) or activates it, which installs it on the nearest common
    /// ancestor of its items.
    static func install(_ constraint: NSLayoutConstraint) {
        applyGlobalState(to: constraint)
        if preventsInstallation {
            createdConstraints[createdConstraints.count - 1].append(constraint)
        } else {
            constraint.isActive = true
        }
    }

    /// `al_addConstraint:`: as ``install(_:)`` but onto a given view (the layout-guide methods,
    /// which PureLayout installs on the view controller's view).
    static func install(_ constraint: NSLayoutConstraint, on view: UIView) {
        applyGlobalState(to: constraint)
        if preventsInstallation {
            createdConstraints[createdConstraints.count - 1].append(constraint)
        } else {
            view.addConstraint(constraint)
        }
    }

    // MARK: Assertions

    /// Reports one of PureLayout's assertions (which raise in debug builds) on
    /// `LayoutDiagnostics`, naming the method and the offending view, and goes on.
    static func assertionFailed(_ method: String, _ message: String) {
        LayoutDiagnostics.report(.invalidConstraint, "PureLayout \(method): \(message)")
    }

    /// A constraint that is never installed, returned where PureLayout asserts (a missing
    /// superview, a baseline with no margin axis): it has the requested first item, attribute,
    /// relation and constant, and no second item. Installing it later reports that it is invalid.
    static func inertConstraint(
        _ view: UIView, _ attribute: ALAttribute, _ relation: NSLayoutConstraint.Relation,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        // The initialiser's own "cannot be made between ... and a constant" would repeat the
        // assertion already reported; it is kept out of the caller's diagnostics.
        LayoutDiagnostics.collect {
            NSLayoutConstraint(
                item: view, attribute: attribute.layoutAttribute, relatedBy: relation,
                toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: constant)
        }.0
    }
}
