import Foundation

extension UIToolbar: LegacyBarAppearance {
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
        set { setStandardAppearance(newValue) }
    }

    /// The appearance of a compact-height toolbar (default `nil`: ``standardAppearance``). A
    /// copy is stored when set.
    public var compactAppearance: UIToolbarAppearance? {
        get { _compactAppearance }
        set { _compactAppearance = adoptCopy(of: newValue) }
    }

    /// The appearance at the scroll edge of a navigation controller's content (default `nil`).
    /// A copy is stored when set. Kept: UIKit ignores it for a toolbar no navigation controller
    /// manages, and Plumb draws no navigation controller toolbar.
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = adoptCopy(of: newValue) }
    }

    /// The compact-height counterpart of ``scrollEdgeAppearance`` (default `nil`; kept, as it).
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { _compactScrollEdgeAppearance }
        set { _compactScrollEdgeAppearance = adoptCopy(of: newValue) }
    }

    /// The appearance the toolbar draws now, with the legacy properties applied while the
    /// standard appearance was never set.
    var appearanceInEffect: UIToolbarAppearance {
        if traitCollection.verticalSizeClass == .compact, let compact = _compactAppearance { return compact }
        return standardAppearanceWithLegacy()
    }
}
