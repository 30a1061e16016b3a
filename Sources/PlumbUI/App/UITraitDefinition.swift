import Foundation

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
