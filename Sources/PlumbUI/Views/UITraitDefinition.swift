import Foundation

/// A trait of a trait collection that code can observe with `registerForTraitChanges(_:handler:)`
/// (UIKit's `UITraitDefinition`, iOS 17).
public protocol UITraitDefinition {
    /// A name for the trait (for descriptions).
    static var identifier: String { get }
    /// Whether the trait differs between two collections.
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool
}

/// A trait type, as `registerForTraitChanges` takes them: `[UITraitUserInterfaceStyle.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// Light or dark.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceStyle"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}

/// Base or elevated.
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceLevel"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceLevel != b.userInterfaceLevel }
}

/// Normal or increased contrast.
public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static let identifier = "UITraitAccessibilityContrast"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.accessibilityContrast != b.accessibilityContrast }
}

/// Regular or bold text.
public enum UITraitLegibilityWeight: UITraitDefinition {
    public static let identifier = "UITraitLegibilityWeight"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.legibilityWeight != b.legibilityWeight }
}

/// The width size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitHorizontalSizeClass"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.horizontalSizeClass != b.horizontalSizeClass }
}

/// The height size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitVerticalSizeClass"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}

/// The layout direction.
public enum UITraitLayoutDirection: UITraitDefinition {
    public static let identifier = "UITraitLayoutDirection"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.layoutDirection != b.layoutDirection }
}

/// The display scale.
public enum UITraitDisplayScale: UITraitDefinition {
    public static let identifier = "UITraitDisplayScale"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayScale != b.displayScale }
}

/// The Dynamic Type size.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let identifier = "UITraitPreferredContentSizeCategory"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.preferredContentSizeCategory != b.preferredContentSizeCategory
    }
}

extension UITraitCollection {
    /// The traits that affect how dynamic colours resolve (UIKit's
    /// `systemTraitsAffectingColorAppearance`): style, level and contrast.
    @MainActor public static let systemTraitsAffectingColorAppearance: [UITrait] =
        [UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self, UITraitAccessibilityContrast.self]
}

/// An object with a trait collection: UIKit's `UITraitEnvironment` (views and view controllers).
@MainActor @preconcurrency
public protocol UITraitEnvironment: AnyObject {
    /// The environment's traits.
    var traitCollection: UITraitCollection { get }
}

/// A registration returned by `registerForTraitChanges`; pass it to
/// `unregisterForTraitChanges(_:)` to stop the handler.
public protocol UITraitChangeRegistration: AnyObject, Sendable {}

/// Plumb's registration: the observed traits and the handler.
final class TraitChangeHandler: UITraitChangeRegistration, @unchecked Sendable {
    // Created, called and removed on the main actor only.
    let traits: [UITrait]
    let call: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], call: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.call = call
    }

    /// Whether any observed trait differs.
    func observes(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
        traits.contains { $0.differs(old, new) }
    }
}

/// An object that can register for trait changes: UIKit's `UITraitChangeObservable`. Views and
/// view controllers conform; their `registerForTraitChanges(_:handler:)` and
/// `unregisterForTraitChanges(_:)` are in `UIView+Appearance.swift`.
@MainActor @preconcurrency
public protocol UITraitChangeObservable: UITraitEnvironment {}

extension [TraitChangeHandler] {
    /// Runs the handlers whose traits differ between `old` and `new`, for `object`.
    @MainActor
    func notify(_ object: AnyObject, from old: UITraitCollection, to new: UITraitCollection) {
        for h in self where h.observes(old, new) { h.call(object, old) }
    }
}
