import Foundation

extension UITabBar {
    /// How stacked items are spread across the bar: UIKit's `UITabBar.ItemPositioning` (kept by
    /// ``UITabBarAppearance/stackedItemPositioning``; Plumb always fills the bar).
    public enum ItemPositioning: Int, Sendable {
        /// Fill on iPhone, centred on iPad.
        case automatic = 0
        /// Items share the whole width.
        case fill = 1
        /// Items are centred at a fixed width.
        case centered = 2
    }
}

extension UITabBar: LegacyBarAppearance {
    /// The bar's appearance (default: UIKit's default appearance — the translucent material and
    /// the hairline). A copy is stored when set (UIKit's `@NSCopying`).
    ///
    /// Which appearance the bar draws (UIKit's rule, iOS 15 and later): ``scrollEdgeAppearance``
    /// when the bar belongs to a tab bar controller and the selected controller's content (or the
    /// top controller's of a selected navigation stack) reaches its bottom edge — scrolled to
    /// the end, shorter than the view, or not a scroll view at all (the content scroll view is
    /// found as for navigation bars, see ``UINavigationBar/standardAppearance``); else this one.
    /// The layout's item appearance (stacked, inline or compact inline) then gives the item
    /// colours.
    ///
    /// Where Plumb differs: with no ``scrollEdgeAppearance``, UIKit 15+ draws this appearance
    /// with a transparent background at the scroll edge; Plumb draws it unchanged.
    ///
    /// ```swift
    /// let appearance = UITabBarAppearance()
    /// appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
    /// tabBar.standardAppearance = appearance
    /// tabBar.scrollEdgeAppearance = appearance
    /// ```
    public var standardAppearance: UITabBarAppearance {
        get { _standardAppearance }
        set { setStandardAppearance(newValue) }
    }

    /// The appearance at the scroll edge (default `nil`: ``standardAppearance``). A copy is
    /// stored when set. Ignored for a bar no tab bar controller manages, as in UIKit.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = adoptCopy(of: newValue) }
    }

    /// The appearance the bar draws now (the rule is at ``standardAppearance``), with the legacy
    /// properties applied while the standard appearance was never set.
    var appearanceInEffect: UITabBarAppearance {
        if atScrollEdge == true, let edge = _scrollEdgeAppearance { return edge }
        return standardAppearanceWithLegacy(usesOthers: shadowImage != nil) { a in
            if shadowImage != nil { a.shadowColor = nil }
        }
    }
}
