import Foundation

/// An object with traits: UIKit's `UITraitEnvironment` (views and view controllers).
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

/// A trait that can be observed with `registerForTraitChanges(_:handler:)` (UIKit's
/// `UITraitDefinition`; Plumb's traits are the properties of `UITraitCollection`).
public protocol UITraitDefinition {
    /// Reads the trait's value from a trait collection, as a comparable value.
    static func value(in traits: UITraitCollection) -> AnyHashable
}

/// A trait type as passed to `registerForTraitChanges` (UIKit's `UITrait`).
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.horizontalSizeClass }
}
/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.verticalSizeClass }
}
/// The light or dark appearance trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceStyle }
}
/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.layoutDirection }
}
/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.displayScale }
}
/// The Dynamic Type size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.preferredContentSizeCategory }
}

/// A registration made with `registerForTraitChanges`, to pass to `unregisterForTraitChanges(_:)`.
@MainActor
public protocol UITraitChangeRegistration: AnyObject {}

@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void
    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    func fires(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        traits.contains { $0.value(in: old) != $0.value(in: new) }
    }
}

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

extension UIView: UITraitChangeObservable {
    /// Calls `handler` with this view and the previous traits whenever one of `traits` changes
    /// (after `traitCollectionDidChange(_:)`).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let r = TraitChangeRegistration(traits: traits) { object, previous in
            if let env = object as? Environment { handler(env, previous) }
        }
        traitRegistrations.append(r)
        return r
    }

    /// Removes a registration made with `registerForTraitChanges`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}

extension UIViewController: UITraitChangeObservable {
    /// Calls `handler` with this controller and the previous traits whenever one of `traits`
    /// changes (after `traitCollectionDidChange(_:)`).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let r = TraitChangeRegistration(traits: traits) { object, previous in
            if let env = object as? Environment { handler(env, previous) }
        }
        traitRegistrations.append(r)
        return r
    }

    /// Removes a registration made with `registerForTraitChanges`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}

extension [TraitChangeRegistration] {
    /// Runs the registrations whose traits differ between `old` and `new`.
    @MainActor
    func notify(_ object: AnyObject, from old: UITraitCollection, to new: UITraitCollection) {
        for r in self where r.fires(from: old, to: new) { r.handler(object, old) }
    }
}
