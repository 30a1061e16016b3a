import Foundation

// The appearance traits that `registerForTraitChanges(_:handler:)` can observe besides those in
// App/UITraitChangeObservable.swift.

/// Base or elevated (UIKit's `UITraitUserInterfaceLevel`).
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceLevel }
}

/// Normal or increased contrast (UIKit's `UITraitAccessibilityContrast`).
public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.accessibilityContrast }
}

/// Regular or bold text (UIKit's `UITraitLegibilityWeight`).
public enum UITraitLegibilityWeight: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.legibilityWeight }
}

/// The kind of device (UIKit's `UITraitUserInterfaceIdiom`).
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceIdiom }
}

extension UITraitCollection {
    /// The traits that affect how dynamic colours resolve (UIKit's
    /// `systemTraitsAffectingColorAppearance`): style, level and contrast.
    ///
    /// ```swift
    /// registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (self: Self, _: UITraitCollection) in
    ///     self.layer.borderColor = UIColor.separator.cgColor
    /// }
    /// ```
    @MainActor public static let systemTraitsAffectingColorAppearance: [UITrait] =
        [UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self, UITraitAccessibilityContrast.self]
}
