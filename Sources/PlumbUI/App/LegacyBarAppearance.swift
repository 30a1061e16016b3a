import Foundation

/// Watches a bar's own standard appearance: when it is changed in place
/// (`bar.standardAppearance.backgroundColor = …`), the bar stops using its legacy properties and
/// redraws.
@MainActor
final class StandardAppearanceWatcher: BarAppearanceObserver {
    weak var bar: (any LegacyBarAppearance)?
    func barAppearanceDidChange() { bar?.standardAppearanceChanged() }
}

/// A bar whose legacy properties (`barTintColor`, `isTranslucent` and its own) apply until
/// its standard appearance is set or changed: `UINavigationBar`, `UIToolbar` and `UITabBar`,
/// which share here how they store their appearances and apply the legacy background, and
/// differ in which appearances they have and which other legacy properties they apply.
@MainActor
protocol LegacyBarAppearance: UIView, BarAppearanceObserver {
    /// The bar's appearance class (`UINavigationBarAppearance`, `UIToolbarAppearance`,
    /// `UITabBarAppearance`).
    associatedtype Appearance: UIBarAppearance
    /// The stored standard appearance (the bar's own copy).
    var _standardAppearance: Appearance { get set }
    /// Whether the standard appearance was set or changed (then the legacy properties are ignored).
    var standardAppearanceIsCustom: Bool { get set }
    /// The observer of `_standardAppearance`.
    var standardAppearanceWatcher: StandardAppearanceWatcher { get }
    /// The legacy background colour.
    var barTintColor: UIColor? { get }
    /// Whether the bar is translucent (legacy: an opaque bar gets an opaque background).
    var isTranslucent: Bool { get }
}

extension LegacyBarAppearance {
    /// Starts watching the standard appearance for changes made in place (call from `init`).
    func watchStandardAppearance() {
        standardAppearanceWatcher.bar = self
        _standardAppearance.observer = standardAppearanceWatcher
    }

    /// Stores a copy of `appearance` as the standard appearance (the `standardAppearance`
    /// setter): from now on the legacy properties are ignored.
    func setStandardAppearance(_ appearance: Appearance) {
        _standardAppearance = appearance.copy()
        _standardAppearance.observer = standardAppearanceWatcher
        standardAppearanceIsCustom = true
        barAppearanceDidChange()
    }

    /// An appearance the bar holds changed: redraw.
    func barAppearanceDidChange() {
        setNeedsLayout()
    }

    /// The standard appearance was changed in place: the legacy properties no longer apply.
    func standardAppearanceChanged() {
        standardAppearanceIsCustom = true
        setNeedsLayout()
    }

    /// The standard appearance, or, while it was never set or changed and the bar uses a legacy
    /// property, a copy of it with them applied: the background (`backgroundImage`, else
    /// `barTintColor` as a flat colour, else an opaque background for a bar that is not
    /// translucent), then the bar's other legacy properties with `applyOthers`.
    ///
    /// - Parameters:
    ///   - backgroundImage: The legacy background image (the navigation bar's), if any.
    ///   - usesOthers: Whether the bar sets a legacy property other than these (a shadow image,
    ///     title attributes).
    ///   - applyOthers: Applies those to the copy.
    /// - Returns: The appearance to draw while the bar is not at a scroll edge.
    func standardAppearanceWithLegacy(
        backgroundImage: UIImage? = nil, usesOthers: Bool = false, applyOthers: (Appearance) -> Void = { _ in }
    ) -> Appearance {
        let usesLegacy = backgroundImage != nil || barTintColor != nil || !isTranslucent || usesOthers
        guard !standardAppearanceIsCustom, usesLegacy else { return _standardAppearance }
        let a = _standardAppearance.copy()
        if let backgroundImage {
            a.backgroundEffect = nil
            a.backgroundColor = nil
            a.backgroundImage = backgroundImage
        } else if let tint = barTintColor {
            a.backgroundEffect = nil
            a.backgroundColor = tint
        } else if !isTranslucent {
            a.configureWithOpaqueBackground()
        }
        applyOthers(a)
        return a
    }
}

extension BarAppearanceObserver {
    /// A copy of `appearance` that reports its changes to this object, after reporting this
    /// change: what a bar or navigation item stores when an appearance property is set (UIKit's
    /// `@NSCopying` properties).
    ///
    /// - Parameter appearance: The appearance assigned, or `nil`.
    /// - Returns: The copy to store, or `nil`.
    func adoptCopy<Appearance: UIBarAppearance>(of appearance: Appearance?) -> Appearance? {
        let copy = appearance?.copy()
        copy?.observer = self
        barAppearanceDidChange()
        return copy
    }
}
