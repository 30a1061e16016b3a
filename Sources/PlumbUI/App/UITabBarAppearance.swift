import Foundation

/// How a tab bar looks: UIKit's `UITabBarAppearance` (iOS 13) — the background and hairline of
/// ``UIBarAppearance`` and, for each of the three item layouts, how items look in each state.
///
/// ```swift
/// let appearance = UITabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// for layout in [appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance,
///                appearance.compactInlineLayoutAppearance] {
///     layout.normal.iconColor = .systemGray
///     layout.selected.iconColor = .systemOrange
///     layout.selected.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
/// }
/// tabBarController.tabBar.standardAppearance = appearance
/// ```
///
/// A tab bar uses ``stackedLayoutAppearance`` on an iPhone in a regular height (icon above the
/// title), ``compactInlineLayoutAppearance`` in a compact height, ``inlineLayoutAppearance`` in a
/// regular width and height (iPad). Plumb draws the selection indicator nowhere (UIKit draws none
/// by default either) and keeps ``selectionIndicatorTintColor``, ``selectionIndicatorImage`` and
/// the stacked positioning values without using them: items always share the bar equally.
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
    private var _stacked = UITabBarItemAppearance(style: .stacked)
    private var _inline = UITabBarItemAppearance(style: .inline)
    private var _compactInline = UITabBarItemAppearance(style: .compactInline)

    /// Items with the icon above the title (a copy is stored when set).
    open var stackedLayoutAppearance: UITabBarItemAppearance {
        get { _stacked }
        set { _stacked = adopt(newValue.copy()) }
    }
    /// Items with the icon beside the title in a regular width (a copy is stored when set).
    open var inlineLayoutAppearance: UITabBarItemAppearance {
        get { _inline }
        set { _inline = adopt(newValue.copy()) }
    }
    /// Items with the icon beside the title in a compact height (a copy is stored when set).
    open var compactInlineLayoutAppearance: UITabBarItemAppearance {
        get { _compactInline }
        set { _compactInline = adopt(newValue.copy()) }
    }

    /// The colour of the selection indicator (default `nil`: none; kept, not drawn).
    open var selectionIndicatorTintColor: UIColor? { didSet { changed() } }
    /// An image behind the selected item (default `nil`; kept, not drawn).
    open var selectionIndicatorImage: UIImage? { didSet { changed() } }
    /// How stacked items are positioned (default `.automatic`; kept).
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic { didSet { changed() } }
    /// The width of stacked items when centred (default 0: the system's; kept).
    open var stackedItemWidth: CGFloat = 0 { didSet { changed() } }
    /// The space between centred stacked items (default 0: the system's; kept).
    open var stackedItemSpacing: CGFloat = 0 { didSet { changed() } }

    override var containedAppearances: [any ObservedBarAppearance] { [_stacked, _inline, _compactInline] }

    /// Made from another appearance (`init(barAppearance:)`): from a tab bar appearance also its
    /// item appearances (a copy) and selection indicator.
    override func copyContents(from barAppearance: UIBarAppearance) {
        guard let other = barAppearance as? UITabBarAppearance else { return }
        _stacked = other._stacked.copy()
        _inline = other._inline.copy()
        _compactInline = other._compactInline.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
    }

    /// The item appearance for traits: compact height → compact inline, regular width and
    /// height → inline, else stacked (the layouts `UITabBar` draws, see `BarMetrics`).
    func itemAppearance(for traits: UITraitCollection) -> UITabBarItemAppearance {
        if traits.verticalSizeClass == .compact { return _compactInline }
        if traits.horizontalSizeClass == .regular { return _inline }
        return _stacked
    }
}
