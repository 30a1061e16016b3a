import Foundation

/// The bar at the top of a navigation stack: UIKit's `UINavigationBar`, drawn as iOS draws it —
/// title (or large title), back button with the previous item's title, bar button items,
/// translucent background under the status bar and the hairline under it; mirrored in a
/// right-to-left layout.
///
/// A `UINavigationController` owns one and keeps its ``items`` in step with its stack:
///
/// ```swift
/// let nav = UINavigationController(rootViewController: inbox)
/// nav.navigationBar.prefersLargeTitles = true
/// nav.navigationBar.tintColor = .systemGreen
/// ```
///
/// Its look comes from ``UINavigationBarAppearance`` objects (``standardAppearance`` and the
/// others, and the top item's, which win over the bar's), or from the legacy properties
/// (``barTintColor``, ``isTranslucent``, ``shadowImage``, ``titleTextAttributes``,
/// ``setBackgroundImage(_:for:)``) while no standard appearance was set.
///
/// Where Plumb differs: there is no blur (see ``UIBarAppearance``); with no scroll-edge appearance
/// set, the bar keeps its standard look at the scroll edge where iOS 15 and later draw it
/// transparent (see ``scrollEdgeAppearance``); SF Symbols are drawn as plain outlines.
open class UINavigationBar: UIView, BarItemObserver {
    /// The stack of items, bottom first; the last is shown.
    public private(set) var items: [UINavigationItem]? = nil

    /// The item shown (the top of the stack).
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top, whose title the back button shows.
    public var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Whether the root item's title (and those that ask for it) is shown large, in a taller bar.
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { barItemChanged() } } }
    /// Whether the bar is translucent (the default) or opaque. An opaque bar keeps the top
    /// controller's view below it (unless `extendedLayoutIncludesOpaqueBars`); until a
    /// ``standardAppearance`` is set it is also drawn opaque (`systemBackground`).
    open var isTranslucent = true { didSet { barItemChanged() } }
    /// The bar's background colour (legacy: used until a ``standardAppearance`` is set; it
    /// replaces the translucent default).
    open var barTintColor: UIColor? {
        didSet {
            barItemChanged()
            recordAppearance("barTintColor") { [barTintColor] in ($0 as? UINavigationBar)?.barTintColor = barTintColor }
        }
    }
    /// The bar's style (kept for source compatibility).
    open var barStyle: UIBarStyle = .default
    /// A custom hairline image (legacy: used until a ``standardAppearance`` is set). An empty
    /// image hides the hairline (how iOS code hides it); another image replaces the hairline only
    /// with a custom background image (``setBackgroundImage(_:for:)``), as in UIKit.
    open var shadowImage: UIImage? { didSet { barItemChanged() } }
    /// The title's text attributes (legacy: used until a ``standardAppearance`` is set). Plumb
    /// draws `.font` and `.foregroundColor`.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { barItemChanged() } }
    /// The large title's text attributes (legacy: used until a ``standardAppearance`` is set).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { barItemChanged() } }
    /// Legacy background images, by bar metrics.
    var backgroundImages: [UIBarMetrics: UIImage] = [:]

    var _standardAppearance = UINavigationBarAppearance()
    var _compactAppearance: UINavigationBarAppearance?
    var _scrollEdgeAppearance: UINavigationBarAppearance?
    var _compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether ``standardAppearance`` was set or changed (then the legacy properties are ignored).
    var standardAppearanceIsCustom = false
    let standardAppearanceWatcher = StandardAppearanceWatcher()
    /// Whether the top controller's content rests at its top edge (set by the navigation
    /// controller; `nil` for a bar no navigation controller manages).
    var atScrollEdge: Bool? { didSet { if atScrollEdge != oldValue { setNeedsLayout() } } }

    let background = _UIBarBackground()
    let contentView = _UINavigationBarContentView()
    let largeTitleView = _UINavigationBarLargeTitleView()
    let titleLabel = UILabel()
    var buttons: [_UIButtonBarButton] = []
    /// How far the background extends above the bar (the status bar, set by the controller).
    var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }
    /// Whether the controller shows the top item's title large (set by the controller).
    var showsLargeTitle = false { didSet { if showsLargeTitle != oldValue { barItemChanged() } } }
    /// The top item's search bar while it is shown under the title (set by the navigation
    /// controller; see `UINavigationItem.searchController`).
    var shownSearchBar: UISearchBar? { didSet { if shownSearchBar !== oldValue { setNeedsLayout() } } }
    /// Whether an active search controller hides the title row (`hidesNavigationBarDuringPresentation`).
    var searchCollapsesRow = false { didSet { if searchCollapsesRow != oldValue { setNeedsLayout() } } }

    /// Creates a bar (a navigation controller makes its own).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isOpaque = false
        watchStandardAppearance()
        contentView.bar = self
        titleLabel.font = BarMetrics.titleFont
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        addSubview(background)
        addSubview(largeTitleView)
        addSubview(contentView)
        contentView.addSubview(titleLabel)
        rebuildContent()
    }

    /// Replaces the stack of items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for old in self.items ?? [] where old.bar === self { old.bar = nil }
        self.items = items
        for item in items ?? [] {
            item.bar = self
            for b in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) { b.observe(self) }
        }
        barItemChanged()
    }

    /// Pushes an item.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    /// Pops the top item; returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var list = items, let last = list.popLast() else { return nil }
        setItems(list, animated: animated)
        return last
    }

    func barItemChanged() {
        rebuildContent()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The title shown, for logs (UIKit names a navigation bar by its title in traces).
    override var descriptionText: String? { topItem?.title }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    /// The height the bar takes for traits (without the status bar).
    func preferredHeight(for traits: UITraitCollection) -> CGFloat {
        let search = shownSearchBar == nil ? 0 : BarMetrics.searchBarHeight
        if searchCollapsesRow { return search }
        let base = BarMetrics.navigationBarHeight(for: traits)
        return (showsLargeTitle ? base + BarMetrics.largeTitleExtra : base) + search
    }
}

/// A bar's style (kept for source compatibility; Plumb draws the default style).
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }
