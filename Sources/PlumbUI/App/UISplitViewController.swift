import Foundation

/// Follows a split view controller's columns, display modes, collapsing and expanding (UIKit's
/// `UISplitViewControllerDelegate`; every method is optional).
@MainActor @preconcurrency
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The column shown on top when the split view collapses (iOS 14 column style; UIKit
    /// proposes `.secondary`).
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode after expanding (iOS 14; `.automatic`: the default).
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// The split view collapsed (iOS 14).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view expanded (iOS 14).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// A column is about to show (iOS 14).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// A column is about to hide (iOS 14).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The display mode is about to change.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Classic API: return `true` if you dealt with the secondary controller when collapsing
    /// (it is then dropped); `false` lets the primary controller take it (a navigation controller
    /// pushes it).
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// Classic API: the primary controller of the collapsed interface (`nil`: the current one).
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// Classic API: the primary controller after expanding (`nil`: the current one).
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Classic API: the secondary controller to use when expanding (`nil`: the default).
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// Return `true` if you showed `vc` as the detail yourself (`showDetailViewController`).
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
    /// Return `true` if you showed `vc` yourself (`show(_:sender:)`).
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
}

/// Columns of content side by side in a regular width, one navigation stack in a compact width:
/// UIKit's `UISplitViewController`, with the iOS 14 column API (``init(style:)``,
/// ``setViewController(_:for:)``) and the classic one (``viewControllers``).
///
/// ```swift
/// let split = UISplitViewController(style: .doubleColumn)
/// split.setViewController(MailboxesViewController(), for: .primary)
/// split.setViewController(MessageViewController(), for: .secondary)
/// split.preferredDisplayMode = .oneBesideSecondary
/// window.rootViewController = split
/// ```
///
/// In a regular width the visible columns sit side by side from the leading edge (primary,
/// supplementary, secondary), separated by a one-pixel `opaqueSeparator` line (estimate). The
/// primary column is 320 points wide by default: the automatic maximum (useyourloaf.com,
/// "Change the Width of the Master View in a Split View Controller": automatic minimum 0,
/// maximum 320); ``preferredPrimaryColumnWidth`` or ``preferredPrimaryColumnWidthFraction``
/// pick another width, clamped to ``minimumPrimaryColumnWidth`` and ``maximumPrimaryColumnWidth``.
/// The supplementary column is 320 points by default (estimate). `.automatic` shows the columns
/// beside the secondary when the window is wider than tall and the secondary alone otherwise
/// (estimate of UIKit's choice on iPad).
///
/// In a compact width (iPhone) the split view collapses (``isCollapsed``): the `.compact`
/// column's controller when there is one; otherwise the primary column's navigation controller,
/// with the supplementary and secondary columns' controllers pushed on it and the column the
/// delegate picks on top (UIKit proposes `.secondary`, so an app launches on its detail unless
/// `topColumnForCollapsingToProposedTopColumn` returns `.primary`). With the classic API the
/// secondary controller is pushed onto a navigation controller primary unless the delegate's
/// `collapseSecondary:onto:` returns `true`.
///
/// The column style wraps a column's controller that is not a navigation controller in one, as
/// UIKit does (``viewController(for:)`` returns the controller you set).
///
/// Where Plumb differs: nothing animates; overlay modes draw no dimming and no shadow; there is
/// no sidebar button or gesture (``displayModeButtonItem`` is kept, not drawn).
open class UISplitViewController: UIViewController, ContainerLayout {
    /// The style, fixed at initialisation (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// The classic API (``UISplitViewController/viewControllers``).
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// A column of the iOS 14 API.
    public enum Column: Int, Sendable {
        case primary = 0, supplementary = 1, secondary = 2, compact = 3
    }

    /// How the columns are shown (UIKit's raw values).
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
        case twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
        /// The iOS 8–13 name of ``secondaryOnly``.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The iOS 8–13 name of ``oneBesideSecondary``.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The iOS 8–13 name of ``oneOverSecondary``.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How columns share the width with the secondary (iOS 14).
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0, tile = 1, overlay = 2, displace = 3
    }

    /// The side of the primary column.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0, trailing = 1
    }

    /// The value that lets UIKit choose a width or fraction (`-CGFloat.greatestFiniteMagnitude`).
    public static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// The style.
    public let style: Style
    /// Hears about collapsing, expanding and columns. Held weakly.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode asked for (default `.automatic`).
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { displayModeInputsChanged() } }
    /// How columns share the width (default `.automatic`: tile when the window is wider than tall,
    /// else overlay).
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { displayModeInputsChanged() } }
    /// The side the primary column is on (default `.leading`).
    open var primaryEdge: PrimaryEdge = .leading { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether a swipe shows the primary column (kept: Plumb has no gestures).
    open var presentsWithGesture = true
    /// Whether the secondary column shows a button to hide the others (kept, not drawn).
    open var showsSecondaryOnlyButton = false
    /// The primary column's width as a fraction of the split view's (default automatic).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's width in points (iOS 14; default automatic).
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The smallest primary column width (automatic: 0).
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The largest primary column width (automatic: 320).
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width as a fraction (iOS 14; default automatic).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width in points (iOS 14; default automatic).
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The smallest supplementary column width (automatic: 0).
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The largest supplementary column width (automatic: 320, estimate).
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The button that changes the display mode (kept; Plumb does not draw it).
    public private(set) lazy var displayModeButtonItem: UIBarButtonItem = UIBarButtonItem(
        image: nil, style: .plain, primaryAction: nil)

    /// The controllers set for each column (iOS 14 API), as set.
    var columns: [Column: UIViewController] = [:]
    /// The navigation controllers the column style wraps non-navigation controllers in.
    var wrappers: [Column: UINavigationController] = [:]
    /// The classic API's controllers: primary, then secondary.
    var classic: [UIViewController] = []
    /// Whether the interface is collapsed, and what collapsing did to undo it.
    var collapsedState: CollapsedState?
    /// The display mode last resolved (for `willChangeTo`).
    var lastDisplayMode: DisplayMode?
    /// Columns shown with `show(_:)` or hidden with `hide(_:)` (overrides `preferredDisplayMode`).
    var requestedDisplayMode: DisplayMode?
    let separators = [_UISplitViewControllerColumnSeparator(), _UISplitViewControllerColumnSeparator()]
    /// The controllers whose views are in the split view's view, in column order.
    var installedControllers: [UIViewController] = []

    /// Creates a split view controller with the iOS 14 column API.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a split view controller with the classic API (style `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Nib loading is not supported; this exists so UIKit subclasses compile.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: The iOS 14 column API

    /// Sets the controller of a column; a controller that is not a navigation controller is
    /// wrapped in one (except in the `.compact` column), as UIKit does. UIKit logs and ignores a
    /// column the style does not have (`.supplementary` of a double column, any column of the
    /// classic style); Plumb reports it on ``LayoutDiagnostics``.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            LayoutDiagnostics.report(
                .warning,
                "Plumb: setViewController(_:for:) needs a split view controller made with init(style:); \(self) uses the classic viewControllers API. Ignored."
            )
            return
        }
        if column == .supplementary, style != .tripleColumn {
            LayoutDiagnostics.report(
                .warning, "Plumb: \(self) has no supplementary column (its style is .doubleColumn). Ignored.")
            return
        }
        setColumn(vc, for: column)
    }

    /// The controller set for a column (the one you set, not its navigation wrapper).
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Shows a column (changes the display mode; iOS 14).
    open func show(_ column: Column) { changeColumn(column, show: true) }
    /// Hides a column (changes the display mode; iOS 14).
    open func hide(_ column: Column) { changeColumn(column, show: false) }

    // MARK: The classic API

    /// The classic API's controllers: the primary, then the secondary (the collapsed interface
    /// has only the primary). With the column style, the columns' controllers (wrappers
    /// included), as UIKit returns them.
    open var viewControllers: [UIViewController] {
        get {
            if style != .unspecified {
                let order: [Column] = [.primary, .supplementary, .secondary]
                return order.compactMap { column(controllerFor: $0) }
            }
            return collapsedState == nil ? classic : Array(classic.prefix(1))
        }
        set { setClassic(newValue) }
    }

    /// The display mode in effect (after `.automatic` is resolved).
    open var displayMode: DisplayMode { collapsedState != nil ? .secondaryOnly : resolvedDisplayMode }

    /// The split behavior in effect.
    open var splitBehavior: SplitBehavior { resolvedSplitBehavior }

    /// Whether only one column is shown, in a navigation stack: in a compact horizontal size
    /// class, as UIKit collapses.
    open var isCollapsed: Bool { collapsedState != nil }

    /// The primary column's width in points.
    open var primaryColumnWidth: CGFloat { primaryWidth(in: viewIfLoaded?.bounds.width ?? 0) }
    /// The supplementary column's width in points.
    open var supplementaryColumnWidth: CGFloat { supplementaryWidth(in: viewIfLoaded?.bounds.width ?? 0) }

    // MARK: Showing controllers

    /// Shows `vc` as the detail: the delegate's `showDetail` first; expanded, it replaces the
    /// secondary controller; collapsed, the navigation stack pushes it (UIKit's documented
    /// behaviour of `showDetailViewController(_:sender:)`).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        showDetail(vc)
    }

    /// Shows `vc` in the primary context: the delegate's `show` first, else UIKit's default.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let nav = collapsedNavigation ?? (column(controllerFor: .primary) as? UINavigationController) {
            nav.pushViewController(vc, animated: true)
        } else {
            super.show(vc, sender: sender)
        }
    }

    // MARK: Appearance

    override var appearanceChildren: [UIViewController] { visibleControllers }
    override var managesChildAppearance: Bool { true }

    /// Decides whether to collapse from the traits it appears with.
    open override func viewWillAppear(_ animated: Bool) {
        updateCollapsing()
        if !installedMatchesVisible { installVisibleViews() }
        super.viewWillAppear(animated)
    }

    /// Collapses or expands when the horizontal size class changes.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateCollapsing()
    }

    // MARK: The view

    open override func loadView() {
        let container = UILayoutContainerView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        container.container = self
        container.backgroundColor = .systemBackground
        view = container
        // The columns' views are installed once the traits are known (appearance or layout).
    }
}

/// The line between two columns (Plumb's view; UIKit draws the separator inside its column
/// views).
final class _UISplitViewControllerColumnSeparator: UIView {}

extension UIViewController {
    /// The nearest split view controller above this controller (itself excluded), if any.
    public var splitViewController: UISplitViewController? {
        var p = parent
        while let c = p {
            if let split = c as? UISplitViewController { return split }
            p = c.parent
        }
        return nil
    }
}
