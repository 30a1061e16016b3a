import Foundation

/// What a navigation bar shows for a controller: UIKit's `UINavigationItem` (title, title view,
/// bar button items, back button, large title mode). A controller's ``UIViewController/navigationItem``.
///
/// ```swift
/// navigationItem.title = "Inbox"
/// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose)
/// navigationItem.backButtonTitle = "Mail"
/// navigationItem.largeTitleDisplayMode = .never
/// ```
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    /// When the bar shows this item's title large (with `prefersLargeTitles` on the bar).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it on the stack (large for the root item).
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline in the bar (iOS 17): never large.
        case inline = 3
    }

    /// How the back button shows its title (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's title, or "Back" when it does not fit.
        case `default` = 0
        /// "Back" when there is a custom back title, else the previous title ("Back" if none).
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item with no title.
    public override init() { super.init() }

    /// Nib loading is not supported; this exists so UIKit subclasses compile.
    public required init?(coder: NSCoder) { super.init() }

    /// The title shown in the bar's centre (and as the next item's back button title).
    open var title: String? { didSet { if title != oldValue { changed() } } }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { if titleView !== oldValue { changed() } } }
    /// A single line of text above the title (stored; not drawn).
    open var prompt: String?
    /// The button on the leading side (replaces the back button unless
    /// ``leftItemsSupplementBackButton``).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The button on the trailing side.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Buttons on the leading side, from the edge inwards.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// Buttons on the trailing side, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// Whether the leading items appear after the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// Whether the back button is hidden.
    open var hidesBackButton = false { didSet { changed() } }
    /// The title the next item's back button shows (iOS 11's `backButtonTitle`).
    open var backButtonTitle: String? { didSet { changed() } }
    /// The item whose title the next item's back button shows.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// How the back button shows its title.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    /// When the title is large.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// Where the search bar goes (iOS 16's `UINavigationItem.SearchBarPlacement`).
    public enum SearchBarPlacement: Int, Sendable {
        /// The system's choice: stacked under the title on iPhone.
        case automatic = 0
        /// In the title row (iPad, iOS 16).
        case inline = 1
        /// Under the title.
        case stacked = 2
    }

    /// The search controller whose search bar the navigation bar shows under the title (iOS 11).
    /// The bar grows by the search bar's height, and so does the top inset of the content's
    /// safe area, as in UIKit.
    open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if oldValue?.navigationItemOwner === self { oldValue?.navigationItemOwner = nil }
            searchController?.navigationItemOwner = self
            changed()
        }
    }
    /// Whether the search bar hides while the content is scrolled away from its top (default
    /// `true`). Plumb shows it while the content rests at its top edge (or has no scroll view)
    /// and while the search is active; `false` keeps it shown.
    open var hidesSearchBarWhenScrolling = true { didSet { if hidesSearchBarWhenScrolling != oldValue { changed() } } }
    /// Where the search bar goes (default `.automatic`). Where Plumb differs: it is kept, and the
    /// search bar is always stacked under the title.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic

    private var _standardAppearance: UINavigationBarAppearance?
    private var _compactAppearance: UINavigationBarAppearance?
    private var _scrollEdgeAppearance: UINavigationBarAppearance?
    private var _compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The bar's appearance while this item is on top, in a standard height (default `nil`: the
    /// bar's ``UINavigationBar/standardAppearance``). It wins over the bar's (UIKit: "the
    /// appearance settings in this property override the settings provided by the
    /// standardAppearance property of UINavigationBar"). A copy is stored when set.
    ///
    /// ```swift
    /// let red = UINavigationBarAppearance()
    /// red.configureWithOpaqueBackground()
    /// red.backgroundColor = .systemRed
    /// navigationItem.standardAppearance = red
    /// navigationItem.scrollEdgeAppearance = red
    /// ```
    open var standardAppearance: UINavigationBarAppearance? {
        get { _standardAppearance }
        set { _standardAppearance = adoptCopy(of: newValue) }
    }
    /// The bar's appearance while this item is on top, in a compact height (default `nil`: the
    /// bar's ``UINavigationBar/compactAppearance``). A copy is stored when set.
    open var compactAppearance: UINavigationBarAppearance? {
        get { _compactAppearance }
        set { _compactAppearance = adoptCopy(of: newValue) }
    }
    /// The bar's appearance while this item is on top and the content is at its scroll edge
    /// (default `nil`: the bar's ``UINavigationBar/scrollEdgeAppearance``). A copy is stored when
    /// set.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = adoptCopy(of: newValue) }
    }
    /// The compact-height counterpart of ``scrollEdgeAppearance`` (default `nil`: the bar's
    /// ``UINavigationBar/compactScrollEdgeAppearance``). A copy is stored when set.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _compactScrollEdgeAppearance }
        set { _compactScrollEdgeAppearance = adoptCopy(of: newValue) }
    }

    /// Sets ``leftBarButtonItems``.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems``.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets ``leftBarButtonItem``.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem``.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``hidesBackButton``.
    open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

    /// The bar showing this item, told when it changes.
    weak var bar: UINavigationBar?

    private func changed() {
        for item in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) {
            if let bar { item.observe(bar) }
        }
        bar?.barItemChanged()
    }

    /// The text of the back button shown when this item is the one below the top (UIKit's rule:
    /// the back item's title, else ``backButtonTitle``, else the title; "Back" when none).
    var backButtonText: String {
        if let t = backBarButtonItem?.title { return t }
        if let t = backButtonTitle { return t }
        if let t = title, !t.isEmpty { return t }
        return "Back"
    }
}

extension UINavigationItem: BarAppearanceObserver {
    /// One of the item's appearances changed: the bar showing it redraws.
    func barAppearanceDidChange() { bar?.setNeedsLayout() }
}

/// An item of a tab bar: UIKit's `UITabBarItem` (title, image, badge).
///
/// ```swift
/// inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
/// inbox.tabBarItem.badgeValue = "3"
/// ```
open class UITabBarItem: UIBarItem {
    /// UIKit's system tab items; each shows UIKit's English title.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
        case downloads, mostRecent, mostViewed
    }

    /// Creates an item with no title or image: the designated initializer, as in UIKit, so a
    /// subclass can override it and still be made with the convenience initializers below.
    public override init() { super.init() }

    /// Creates an item with a title, an image and a tag (a convenience initializer, as in UIKit).
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and a selected image (a convenience initializer).
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item, titled as UIKit titles it (a convenience initializer).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        let titles: [SystemItem: String] = [
            .more: "More", .favorites: "Favorites", .featured: "Featured", .topRated: "Top Rated",
            .recents: "Recents", .contacts: "Contacts", .history: "History", .bookmarks: "Bookmarks",
            .search: "Search", .downloads: "Downloads", .mostRecent: "Most Recent", .mostViewed: "Most Viewed",
        ]
        self.title = titles[systemItem]
        self.tag = tag
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The image shown while the item is selected.
    open var selectedImage: UIImage? { didSet { itemChanged() } }
    /// Text in a red badge on the item's corner (`nil`: no badge).
    open var badgeValue: String? { didSet { if badgeValue != oldValue { itemChanged() } } }
    /// The badge's colour (system red when `nil`).
    open var badgeColor: UIColor? { didSet { itemChanged() } }
}
