import Foundation

/// Pages of content, one controller each, turned by scrolling or curling: UIKit's
/// `UIPageViewController`.
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
///                                  options: [.interPageSpacing: 8])
/// pages.dataSource = self          // viewControllerBefore/After, presentationCount/Index
/// pages.setViewControllers([welcome], direction: .forward, animated: false)
/// pages.simulatePageTurn(.forward) // Plumb: a swipe to the next page
/// ```
///
/// The view hierarchy is UIKit's: `_UIPageViewControllerContentView` holding, for `.scroll`, a
/// `_UIQueuingScrollView` with the page's view and, when the data source implements both
/// presentation methods, a `UIPageControl` centred at the bottom of the safe area; the scroll view
/// ends above it (UIKit's `_UIPageViewControllerContentView` layout: the page control sized to
/// fit, its bottom on the safe area's bottom; the scroll view as tall as the view less the page
/// control and the bottom safe-area inset). The control's height is ``UIPageControl``'s own.
/// For `.pageCurl` the pages are in the content view itself, two side by side with
/// ``SpineLocation/mid``.
///
/// Containment and appearance follow UIKit's implementation of the class: the incoming page is
/// added as a child (`willMove(toParent:)`, `didMove(toParent:)`) before it appears, the
/// outgoing one gets `willMove(toParent: nil)` and is removed once it has disappeared; the
/// children appear after the page view controller (`viewWillAppear` of the container first).
/// In right-to-left layouts a horizontal `.scroll` page view controller flips: `.forward` (the
/// page after) comes from the left, and the dots run from the right (UIKit's
/// `_shouldFlipInRightToLeft`: horizontal scroll style only; page curls never flip).
///
/// Where Plumb differs: nothing animates (a turn completes when the window next lays out); a
/// scroll page view controller holds one page: UIKit keeps the neighbouring pages as children
/// while they stay in its queuing scroll view, Plumb removes the outgoing page when the turn
/// ends. UIKit's exceptions (a wrong number of controllers, an invalid spine location) are
/// reported on ``LayoutDiagnostics`` and the call is ignored.
open class UIPageViewController: UIViewController {
    /// How pages are turned (UIKit's raw values).
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over, as in a book.
        case pageCurl = 0
        /// Pages scroll side by side (or up and down).
        case scroll = 1
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages turn left and right.
        case horizontal = 0
        /// Pages turn up and down.
        case vertical = 1
    }

    /// Where the spine of a `.pageCurl` book is.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the `.scroll` style.
        case none = 0
        /// The left (or top) edge: one page at a time.
        case min = 1
        /// The middle: two pages side by side.
        case mid = 2
        /// The right (or bottom) edge: one page at a time.
        case max = 3
    }

    /// Which way a page turn goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the page after.
        case forward = 0
        /// To the page before.
        case reverse = 1
    }

    /// Keys of the options given at initialisation (UIKit's `UIPageViewController.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A ``SpineLocation`` (or its raw value) for a `.pageCurl` page view controller.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of a `.scroll` page view controller, in points (a number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The turning style, fixed at initialisation.
    public let transitionStyle: TransitionStyle
    /// The turning axis, fixed at initialisation.
    public let navigationOrientation: NavigationOrientation
    /// The spine of a `.pageCurl` book (`.min` by default), `.none` for `.scroll`.
    public internal(set) var spineLocation: SpineLocation
    /// Whether pages have a back side (`.pageCurl` only; set to `true` by a `.mid` spine).
    open var isDoubleSided: Bool = false {
        didSet {
            if transitionStyle == .scroll { isDoubleSided = false; return }
            if !isDoubleSided, spineLocation == .mid {
                LayoutDiagnostics.report(
                    .warning, "If 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'.")
            }
        }
    }
    /// Provides the pages for gesture-driven turns (and the page indicator). Held weakly.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet {
            dataSourceLacksIndicator = false
            indicatorChecked = false
            pageControlNeedsData = true
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Follows gesture-driven turns. Held weakly.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The space between pages (`.scroll`), rounded up to an even number of points as UIKit does.
    let pageSpacing: CGFloat
    /// The pages shown.
    var pages: [UIViewController] = []
    /// Set by the data source's default presentation methods (not implemented).
    var dataSourceLacksIndicator = false
    /// Set by the delegate's default spine-location method (not implemented).
    var delegateLacksSpineLocation = false
    /// Whether the data source was probed for the presentation methods.
    var indicatorChecked = false
    /// Whether the page control still has to ask the data source.
    var pageControlNeedsData = true
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()

    /// Creates a page view controller. Options: ``OptionsKey/spineLocation`` (`.pageCurl`) and
    /// ``OptionsKey/interPageSpacing`` (`.scroll`).
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .scroll ? .none : .min
        var spacing: CGFloat = 0
        if style == .scroll, let raw = options?[.interPageSpacing] {
            // UIKit: max(ceil(spacing / 2), 0) * 2.
            spacing = 2 * max((Self.number(raw) / 2).rounded(.up), 0)
        }
        pageSpacing = spacing
        super.init(nibName: nil, bundle: nil)
        if style == .pageCurl, let raw = options?[.spineLocation] {
            let value = (raw as? SpineLocation) ?? SpineLocation(rawValue: Int(Self.number(raw)))
            if let value, value != .none { setSpine(value) }
        }
    }

    /// Nib loading is not supported; this exists so UIKit subclasses compile (a `.pageCurl`,
    /// horizontal page view controller, UIKit's decoding defaults).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        pageSpacing = 0
        super.init(coder: coder)
    }

    private static func number(_ raw: Any) -> CGFloat {
        switch raw {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        case let v as SpineLocation: return CGFloat(v.rawValue)
        default: return 0
        }
    }

    /// UIKit's `_setSpineLocation:`: a `.mid` spine makes the book double-sided.
    func setSpine(_ location: SpineLocation) {
        guard transitionStyle == .pageCurl else { return }
        spineLocation = location
        if location == .mid { isDoubleSided = true }
    }

    /// The pages on screen: one for `.scroll` and a `.min`/`.max` spine, two for `.mid`; `nil`
    /// before any were set.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// The recognizers that turn pages: for `.pageCurl` a pan and a tap, on the page view
    /// controller's view; empty for `.scroll` (its scroll view turns the pages), as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .pageCurl ? [pan, tap] : []
    }

    /// Shows `viewControllers`: one for `.scroll` and a `.min`/`.max` spine, two for `.mid`.
    ///
    /// UIKit's order for a page view controller on screen (its implementation of
    /// `_setViewControllers:withScrollInDirection:`): the outgoing page's
    /// `willMove(toParent: nil)`; the incoming page added as a child (`willMove(toParent:)`,
    /// `didMove(toParent:)`); the incoming page's `viewWillAppear`, the outgoing page's
    /// `viewWillDisappear`; then the page indicator asks the data source
    /// (``UIPageViewControllerDataSource/presentationCount(for:)``, then
    /// ``UIPageViewControllerDataSource/presentationIndex(for:)``). When the window next lays
    /// out: `viewDidAppear`, `viewDidDisappear`, the outgoing page's `didMove(toParent: nil)`,
    /// then `completion(true)`. For `.pageCurl` each outgoing page is removed
    /// (`willMove(toParent: nil)`, `viewWillDisappear`, `viewDidDisappear`, `didMove(toParent: nil)`)
    /// before each incoming page is added (`willMove(toParent:)`, `viewWillAppear`,
    /// `viewDidAppear`, `didMove(toParent:)`), at once, as UIKit's non-animated curl does. The
    /// delegate is not called (UIKit calls it for gesture-driven turns only).
    ///
    /// A wrong number of controllers is UIKit's exception "The number of view controllers
    /// provided (…) doesn't match the number required (…) for the requested transition":
    /// reported on ``LayoutDiagnostics``, nothing changes.
    ///
    /// - Parameters:
    ///   - viewControllers: The pages to show (as many as the spine location and `isDoubleSided` require).
    ///   - direction: The way the turn goes (animation only: Plumb does not animate).
    ///   - animated: Kept for UIKit's signature; Plumb shows the pages at once.
    ///   - completion: Called with `true` once the new pages are shown.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        setPages(viewControllers, animated: animated, completion: completion)
    }

    // MARK: Appearance

    override var appearanceChildren: [UIViewController] { pages }
    override var managesChildAppearance: Bool { true }

    /// Before appearing, a `.pageCurl` page view controller asks its delegate for the spine
    /// location (UIKit's `viewWillAppear:`); then its pages appear.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard transitionStyle == .pageCurl, let delegate else { return }
        delegateLacksSpineLocation = false
        let size = viewIfLoaded?.window?.bounds.size ?? .zero
        let orientation: UIInterfaceOrientation = size.width > size.height ? .landscapeRight : .portrait
        let location = delegate.pageViewController(self, spineLocationFor: orientation)
        guard !delegateLacksSpineLocation, location != spineLocation else { return }
        guard location != .none else {
            LayoutDiagnostics.report(.warning, "'\(Self.spineName(location))' is not a valid spine location")
            return
        }
        setSpine(location)
        viewIfLoaded?.setNeedsLayout()
    }

    /// UIKit's names of the spine locations, as its messages print them.
    static func spineName(_ location: SpineLocation) -> String {
        switch location {
        case .none: return "UIPageViewControllerSpineLocationNone"
        case .min: return "UIPageViewControllerSpineLocationMin"
        case .mid: return "UIPageViewControllerSpineLocationMid"
        case .max: return "UIPageViewControllerSpineLocationMax"
        }
    }

    var isVisible: Bool { appearState != .disappeared && viewIfLoaded?.window != nil }

    // MARK: The view

    open override func loadView() {
        let content = _UIPageViewControllerContentView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), controller: self)
        view = content
        if transitionStyle == .pageCurl {
            content.addGestureRecognizer(pan)
            content.addGestureRecognizer(tap)
        }
        for page in pages { install(page) }
    }
}
