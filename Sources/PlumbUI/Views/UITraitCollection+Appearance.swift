import Foundation
import Synchronization

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
        // (Property observers do not run inside an initialiser: `given` is updated here.)
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
            if c.given.contains(.userInterfaceIdiom) { userInterfaceIdiom = c.userInterfaceIdiom }
            given.formUnion(c.given)
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
    /// Where Plumb differs: one value for the process, not one per thread (Plumb's views all live
    /// on the main actor).
    public static var current: UITraitCollection {
        get { TraitScope.current }
        set { TraitScope.set(explicit: newValue, view: nil) }
    }

    /// Runs `actions` with this collection as ``current``, then restores the previous one.
    public func performAsCurrent<T>(_ actions: () throws -> T) rethrows -> T {
        let saved = TraitScope.set(explicit: self, view: nil)
        defer { TraitScope.restore(saved) }
        return try actions()
    }
}

/// Where ``UITraitCollection/current`` comes from: a collection set explicitly, or the view
/// UIKit would make current (its traits are computed only when asked for). Guarded by a lock.
enum TraitScope {
    private struct Scope {
        var explicit: UITraitCollection?
        var view: UIView?
    }

    private static let storage = Mutex(Scope())

    /// Replaces the scope; returns the previous one.
    @discardableResult
    static func set(explicit: UITraitCollection?, view: UIView?) -> (UITraitCollection?, UIView?) {
        storage.withLock { scope in
            let old = (scope.explicit, scope.view)
            scope = Scope(explicit: explicit, view: view)
            return old
        }
    }

    static func restore(_ saved: (UITraitCollection?, UIView?)) {
        set(explicit: saved.0, view: saved.1)
    }

    static var current: UITraitCollection {
        let (explicit, view) = storage.withLock { ($0.explicit, $0.view) }
        if let view { return onMainActor { view.traitCollection } }
        return explicit ?? .default
    }

    /// Runs `body` with `view`'s traits as the current ones.
    @MainActor
    static func with<T>(_ view: UIView, _ body: () throws -> T) rethrows -> T {
        let saved = set(explicit: nil, view: view)
        defer { restore(saved) }
        return try body()
    }
}
