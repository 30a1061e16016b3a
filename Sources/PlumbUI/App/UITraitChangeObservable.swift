import Foundation

/// Objects whose trait changes can be observed with closures (UIKit's `UITraitChangeObservable`,
/// iOS 17): views and view controllers, through `registerForTraitChanges(_:handler:)`.
///
/// ```swift
/// registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
///     self.stack.axis = self.traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
/// }
/// ```
///
/// Where Plumb differs: the selector-based variants are not available (no Objective-C runtime).
@MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UIView: UITraitChangeObservable, TraitRegistrationStore {
    /// Calls `handler` with this view and the previous traits whenever one of `traits` changes
    /// (after `traitCollectionDidChange(_:)`).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        addTraitRegistration(traits, handler: handler)
    }

    /// Removes a registration made with `registerForTraitChanges`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        removeTraitRegistration(registration)
    }
}

extension UIViewController: UITraitChangeObservable, TraitRegistrationStore {
    /// Calls `handler` with this controller and the previous traits whenever one of `traits`
    /// changes (after `traitCollectionDidChange(_:)`).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        addTraitRegistration(traits, handler: handler)
    }

    /// Removes a registration made with `registerForTraitChanges`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        removeTraitRegistration(registration)
    }
}

/// An object that keeps its trait change registrations (`UIView` and `UIViewController`, which
/// share here how `registerForTraitChanges(_:handler:)` and `unregisterForTraitChanges(_:)` keep
/// them).
@MainActor
protocol TraitRegistrationStore: AnyObject {
    /// The registrations, in the order they were made.
    var traitRegistrations: [TraitChangeRegistration] { get set }
}

extension TraitRegistrationStore {
    /// Keeps a registration that calls `handler` with this object (when it is an `Environment`)
    /// and the previous traits whenever one of `traits` changes.
    func addTraitRegistration<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let r = TraitChangeRegistration(traits: traits) { object, previous in
            if let env = object as? Environment { handler(env, previous) }
        }
        traitRegistrations.append(r)
        return r
    }

    /// Drops a registration.
    func removeTraitRegistration(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}
