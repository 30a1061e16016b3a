import Foundation

extension UIToolbar: LegacyBarAppearance, BarAppearanceObserver {
    /// The appearance of a standard-height toolbar (default: UIKit's default appearance — the
    /// translucent material and the hairline above the bar). A copy is stored when set (UIKit's
    /// `@NSCopying`). In a compact height (iPhone landscape) ``compactAppearance`` applies when
    /// set (UIKit: "If the value of this property is nil, UIKit uses the same settings found in
    /// the standardAppearance property").
    ///
    /// ```swift
    /// let appearance = UIToolbarAppearance()
    /// appearance.configureWithOpaqueBackground()
    /// toolbar.standardAppearance = appearance
    /// ```
    public var standardAppearance: UIToolbarAppearance {
        get { _standardAppearance }
        set {
            _standardAppearance = newValue.copy()
            _standardAppearance.observer = standardAppearanceWatcher
            standardAppearanceIsCustom = true
            barAppearanceDidChange()
        }
    }

    /// The appearance of a compact-height toolbar (default `nil`: ``standardAppearance``). A
    /// copy is stored when set.
    public var compactAppearance: UIToolbarAppearance? {
        get { _compactAppearance }
        set { _compactAppearance = adopt(newValue) }
    }

    /// The appearance at the scroll edge of a navigation controller's content (default `nil`).
    /// A copy is stored when set. Kept: UIKit ignores it for a toolbar no navigation controller
    /// manages, and Plumb draws no navigation controller toolbar.
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = adopt(newValue) }
    }

    /// The compact-height counterpart of ``scrollEdgeAppearance`` (default `nil`; kept, as it).
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { _compactScrollEdgeAppearance }
        set { _compactScrollEdgeAppearance = adopt(newValue) }
    }

    private func adopt(_ appearance: UIToolbarAppearance?) -> UIToolbarAppearance? {
        let copy = appearance?.copy()
        copy?.observer = self
        barAppearanceDidChange()
        return copy
    }

    func barAppearanceDidChange() {
        setNeedsLayout()
    }

    func standardAppearanceChanged() {
        standardAppearanceIsCustom = true
        setNeedsLayout()
    }

    /// The appearance the toolbar draws now, with the legacy properties applied while the
    /// standard appearance was never set.
    var appearanceInEffect: UIToolbarAppearance {
        if traitCollection.verticalSizeClass == .compact, let compact = _compactAppearance { return compact }
        guard !standardAppearanceIsCustom, barTintColor != nil || !isTranslucent else { return _standardAppearance }
        let a = _standardAppearance.copy()
        if let tint = barTintColor {
            a.backgroundEffect = nil
            a.backgroundColor = tint
        } else {
            a.configureWithOpaqueBackground()
        }
        return a
    }
}
