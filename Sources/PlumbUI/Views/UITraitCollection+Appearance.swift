import Foundation

/// Whether content sits at the base level or is elevated above it (presented sheets, popovers):
/// in dark mode elevated content uses lighter background colours.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base = 0, elevated = 1
}

/// Whether the user asked for increased contrast (Settings › Accessibility › Display › Increase Contrast).
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

/// Whether the user asked for bold text (Settings › Accessibility › Display › Bold Text).
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular = 0, bold = 1
}

extension UITraitCollection {
    /// A collection that combines others: each trait comes from the last collection that gave it
    /// (UIKit's rule that unspecified traits do not override), the ``default`` value otherwise.
    ///
    /// ```swift
    /// let t = UITraitCollection(traitsFrom: [window.traitCollection, UITraitCollection(userInterfaceStyle: .dark)])
    /// ```
    public init(traitsFrom collections: [UITraitCollection]) {
        self.init()
        for c in collections {
            if c.given.contains(.layoutDirection) { layoutDirection = c.layoutDirection }
            if c.given.contains(.displayScale) { displayScale = c.displayScale }
            if c.given.contains(.contentSize) { preferredContentSizeCategory = c.preferredContentSizeCategory }
            if c.given.contains(.horizontalSizeClass) { horizontalSizeClass = c.horizontalSizeClass }
            if c.given.contains(.verticalSizeClass) { verticalSizeClass = c.verticalSizeClass }
            if c.given.contains(.userInterfaceStyle) { userInterfaceStyle = c.userInterfaceStyle }
            if c.given.contains(.userInterfaceLevel) { userInterfaceLevel = c.userInterfaceLevel }
            if c.given.contains(.accessibilityContrast) { accessibilityContrast = c.accessibilityContrast }
            if c.given.contains(.legibilityWeight) { legibilityWeight = c.legibilityWeight }
        }
    }

    /// Whether dynamic colours can resolve differently for `other` (style, level or contrast differ).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
            || accessibilityContrast != other.accessibilityContrast
    }

    /// The trait collection dynamic colours resolve with when nothing else is given: inside
    /// `draw(_:)`, `layoutSubviews()`, `updateConstraints()`, `traitCollectionDidChange(_:)` and
    /// trait-change handlers it is the view's (as UIKit sets it); inside ``performAsCurrent(_:)``
    /// the collection given; elsewhere ``default``.
    ///
    /// Where Plumb differs: it is tracked on the main actor only (where Plumb's views live); read
    /// from another thread it is ``default`` and assignments there are ignored.
    public static var current: UITraitCollection {
        get {
            guard Thread.isMainThread else { return .default }
            return MainActor.assumeIsolated { TraitScope.current }
        }
        set {
            guard Thread.isMainThread else { return }
            MainActor.assumeIsolated {
                TraitScope.explicit = newValue
                TraitScope.view = nil
            }
        }
    }

    /// Runs `actions` with this collection as ``current``, then restores the previous one.
    public func performAsCurrent<T>(_ actions: () throws -> T) rethrows -> T {
        guard Thread.isMainThread else { return try actions() }
        let saved = MainActor.assumeIsolated { (TraitScope.explicit, TraitScope.view) }
        MainActor.assumeIsolated {
            TraitScope.explicit = self
            TraitScope.view = nil
        }
        defer { MainActor.assumeIsolated { (TraitScope.explicit, TraitScope.view) = saved } }
        return try actions()
    }
}

/// Where ``UITraitCollection/current`` comes from: a collection set explicitly, or the view
/// UIKit would make current (its traits are computed only when asked for).
@MainActor
enum TraitScope {
    static var explicit: UITraitCollection?
    static var view: UIView?

    static var current: UITraitCollection {
        if let view { return view.traitCollection }
        return explicit ?? .default
    }

    /// Runs `body` with `view`'s traits as the current ones.
    static func with<T>(_ view: UIView, _ body: () throws -> T) rethrows -> T {
        let saved = (explicit, self.view)
        explicit = nil
        self.view = view
        defer { (explicit, self.view) = saved }
        return try body()
    }
}
