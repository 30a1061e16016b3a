import Foundation

/// Manages a view and its place in the app: UIKit's `UIViewController`, with the view's loading,
/// the appearance and layout callbacks in UIKit's order, child controllers, containers
/// (`UINavigationController`, `UITabBarController`) and presentation.
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "Profile"
///         view.addSubview(nameLabel)
///     }
/// }
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// window.rootViewController = UINavigationController(rootViewController: ProfileViewController())
/// window.makeKeyAndVisible()   // viewWillAppear, layout, viewDidAppear
/// ```
///
/// Where Plumb differs: there are no nibs or storyboards, no animations (an animated transition
/// completes at once, as with `animated: false`) and no run loop: a transition's `viewDid…`
/// callbacks run when its window next lays out (``UIView/layoutIfNeeded()``, a snapshot, or
/// ``UIWindow/makeKeyAndVisible()``), as UIKit runs them after the screen update.
@MainActor @preconcurrency
open class UIViewController: UIResponder, UIContentContainer {
    private var _view: UIView?
    var calledSuperUpdateViewConstraints = false
    let id = ObjectIDs.next()

    /// Creates a controller; its view loads on first access. Plumb has no nib files: `nibName`
    /// and `bundle` are kept (``nibName``, ``nibBundle``); loading the view reports UIKit's
    /// message for a missing nib when `nibName` is not `nil` (see ``loadView()``).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller with no nib (`init(nibName: nil, bundle: nil)`).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The nib name given at initialisation (Plumb does not load nibs).
    public let nibName: String?
    /// The bundle given at initialisation.
    public let nibBundle: Bundle?
    /// The storyboard the controller came from: always `nil` in Plumb, which loads no storyboards.
    open var storyboard: UIStoryboard? { nil }

    /// Nib loading is not supported; this exists so UIKit subclasses compile. Creates a controller.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    // MARK: The view

    /// The controller's root view, loaded (``loadView()`` then ``viewDidLoad()``) on first access.
    open var view: UIView! {
        get {
            if _view == nil { loadViewIfNeeded() }
            return _view
        }
        set {
            _view?._viewController = nil
            _view = newValue
            newValue?.prepareAsControllerRootView()
            newValue?._viewController = self
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { _view != nil }

    /// The view if it is loaded, else `nil` (never loads it).
    public var viewIfLoaded: UIView? { _view }

    /// Loads the view if it has not been loaded.
    public func loadViewIfNeeded() {
        guard _view == nil else { return }
        loadView()
        if _view == nil { view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
        viewDidLoad()
    }

    /// Creates the view. The default makes a plain `UIView` (375×667 until a window or container
    /// sizes it); override to set ``view`` yourself.
    ///
    /// With a ``nibName`` UIKit loads the view from that nib, and raises "Could not load NIB in
    /// bundle: '…' with name '…'" when it is missing, as it always is in Plumb: Plumb reports that
    /// message on ``LayoutDiagnostics`` and makes the plain view.
    open func loadView() {
        if let nibName {
            UINib.reportMissingNib(nibName, in: nibBundle, fallback: "makes a plain view")
        }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        v.backgroundColor = .systemBackground
        view = v
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}

    /// Called when memory runs low (never by Plumb; kept so overrides compile).
    open func didReceiveMemoryWarning() {}

    // MARK: Layout callbacks

    /// Updates the constraints of the controller's view; runs in the update pass in place of the
    /// view's `updateConstraints()` (the default calls it). Call `super` as the last step.
    /// Runs only when the view needs its constraints updated (`setNeedsUpdateConstraints()`).
    open func updateViewConstraints() {
        calledSuperUpdateViewConstraints = true
        _view?.updateConstraints()
    }

    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// Called when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Appearance (the machinery is in UIViewController+Appearance.swift)

    /// Called before the view appears: it joined a visible window, or a container or presentation
    /// is about to show it. Runs before the view's first layout in that window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (after the layout of the transition that showed it).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether appearance callbacks are forwarded to the children whose views are in this
    /// controller's view hierarchy (default `true`). Return `false` to call
    /// ``beginAppearanceTransition(_:animated:)``/``endAppearanceTransition()`` on them yourself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that get this controller's appearance callbacks (containers name the child
    /// they show).
    var appearanceChildren: [UIViewController] { childrenInViewHierarchy }

    /// Whether this container forwards appearance to its children itself, so that a child's view
    /// joining a window does not make the child appear on its own.
    var managesChildAppearance: Bool { false }

    // MARK: Containment (the machinery is in UIViewController+Containment.swift)

    /// Adds a child controller: calls the child's ``willMove(toParent:)`` with this controller
    /// (add its view to your hierarchy yourself, then call the child's ``didMove(toParent:)``).
    open func addChild(_ child: UIViewController) { addChildController(child) }

    /// Removes the controller from its parent, then calls its ``didMove(toParent:)`` with `nil`
    /// (call ``willMove(toParent:)`` with `nil` first, as in UIKit).
    open func removeFromParent() { removeFromParentController() }

    /// Called before the controller is added to (`parent` set) or removed from (`nil`) a parent.
    /// Call `super`: it sets ``isMovingToParent``/``isMovingFromParent``.
    open func willMove(toParent parent: UIViewController?) {
        if parent != nil { movingToParent = true } else if self.parent != nil { movingFromParent = true }
    }

    /// Called after the controller was added to (`parent` set) or removed from (`nil`) a parent.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { movingToParent = false } else { movingFromParent = false }
    }

    /// Shows a controller in the primary context: a navigation controller above pushes it, else
    /// it is presented (UIKit's `show(_:sender:)`).
    open func show(_ vc: UIViewController, sender: Any?) { showController(vc) }

    /// Shows a controller in the detail context: the nearest split view controller's
    /// `showDetailViewController(_:sender:)`, else as ``show(_:sender:)``.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            showController(vc)
        }
    }

    // MARK: Presentation (the machinery is in UIViewController+Presentation.swift)

    /// Presents a controller modally, in its ``modalPresentationStyle``: `viewWillAppear`, layout,
    /// then `viewDidAppear` and `completion` at the end of the window's next layout.
    ///
    /// A controller that is not in a window, or that already presents another, presents nothing:
    /// Plumb reports UIKit's message on ``LayoutDiagnostics``.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (or, when it presents nothing, the one that
    /// presented it), with any it presented in turn.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissController(animated: flag, completion: completion)
    }

    // MARK: Size and trait transitions (the machinery is in UIViewController+Transition.swift)

    /// Called before the view's size changes (a rotation or a window resize), with a coordinator
    /// whose alongside blocks run after the new size is laid out. The default forwards to the
    /// children; call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }

    /// Called before the traits change (size classes on rotation). The default forwards to the
    /// children; call `super`.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    // MARK: Identity and items

    /// The title shown by containers: setting it also sets ``navigationItem``'s and
    /// ``tabBarItem``'s titles, as in UIKit.
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            _navigationItem?.title = title
            _tabBarItem?.title = title
        }
    }

    var _navigationItem: UINavigationItem?
    /// What a navigation bar shows for this controller (title, bar button items, back button).
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        _navigationItem = item
        return item
    }

    var _tabBarItem: UITabBarItem?
    /// What a tab bar shows for this controller (made on first use with the controller's title).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            _tabBarItem = item
            return item
        }
        set {
            _tabBarItem = newValue
            tabBarController?.tabItemsChanged()
        }
    }

    /// The items a navigation controller's toolbar shows for this controller (kept; Plumb draws
    /// no toolbar).
    open var toolbarItems: [UIBarButtonItem]?
    /// Sets ``toolbarItems``.
    open func setToolbarItems(_ items: [UIBarButtonItem]?, animated: Bool) { toolbarItems = items }

    /// The size a container or popover should give the view (stored; containers read it). A
    /// change is passed to the parent's, or else the presentation controller's,
    /// `preferredContentSizeDidChange(forChildContentContainer:)`, as in UIKit.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if _presentingViewController != nil, let pc = _presentationController {
                pc.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    /// Called when a child's ``preferredContentSize`` changed; override point (UIKit's
    /// `UIContentContainer` method).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Called when a child's Auto Layout fitting size changed; override point.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets in a parent of `parentSize`: `parentSize` by default, as in UIKit.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// Provides the presentation controller and animators of a `.custom` presentation (see
    /// ``UIViewControllerTransitioningDelegate``). Held weakly, as in UIKit.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The presentation controller made for (or by) this controller's presentation.
    var _presentationController: UIPresentationController?

    /// The popover presentation controller: non-`nil` only when ``modalPresentationStyle`` is
    /// `.popover` (and, for `UIAlertController`, for an action sheet), as in UIKit. Plumb
    /// anchors a popover on a bar button item's custom view, else the window's centre.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// Whether the controller is in editing mode (default `false`). Setting it calls
    /// ``setEditing(_:animated:)`` without animation, as UIKit's setter does.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var _isEditing = false
    /// The item ``editButtonItem`` made, once asked for.
    var _editButtonItem: UIBarButtonItem?

    /// Enters or leaves editing mode: sets ``isEditing`` and turns ``editButtonItem`` into Done
    /// (or back into Edit). Override it to put your views into editing mode, and call `super`
    /// (`UITableViewController`'s also sets its table view's editing mode).
    open func setEditing(_ editing: Bool, animated: Bool) {
        _isEditing = editing
        if let item = _editButtonItem { configureEditButton(item) }
    }

    /// A bar button item that toggles editing: titled "Edit", or "Done" while the controller is
    /// editing; its action calls `setEditing(!isEditing, animated: true)` (Apple's
    /// documentation of `editButtonItem`: "Returns a bar button item that toggles its title and
    /// associated state between Edit and Done … The default button action invokes the
    /// setEditing(_:animated:) method"). The same item every time.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = editButtonItem
    /// editButtonItem.triggerPrimaryAction()   // Plumb's tap: setEditing(true, animated: true), title "Done"
    /// ```
    ///
    /// While editing the item uses the `.done` style (semibold), otherwise `.plain`: an estimate
    /// (UIKit draws Done in bold; Apple documents only the titles).
    open var editButtonItem: UIBarButtonItem {
        if let item = _editButtonItem { return item }
        let item = UIBarButtonItem(
            title: nil, style: .plain,
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.setEditing(!self.isEditing, animated: true)
            })
        configureEditButton(item)
        _editButtonItem = item
        return item
    }

    private func configureEditButton(_ item: UIBarButtonItem) {
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }

    // MARK: Safe area and margins

    /// Insets added to the safe area of the root view, beyond what the window and the containers'
    /// bars give it.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { safeAreaContributionsChanged() } }
    }

    /// How far the container's bars cover the root view from each edge (set by containers; the
    /// safe area takes the larger of this and what the view inherits).
    var barInsets: UIEdgeInsets = .zero {
        didSet { if barInsets != oldValue { safeAreaContributionsChanged() } }
    }

    func safeAreaContributionsChanged() {
        guard let v = _view else { return }
        v.setNeedsLayout()
        v.safeAreaMayHaveChanged()
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (default `true`).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { _view?.structureDidChange() }
    }

    /// The smallest margins of the root view: top and bottom 0, leading and trailing 16 points, or
    /// 20 in a regular width or on a screen wider than 375 points.
    ///
    /// Sources: Apple's `systemMinimumLayoutMargins` documentation (the minimum for the root view;
    /// custom margins smaller than it are raised to it); useyourloaf.com, "Changing Root View Layout
    /// Margins" (16 compact, 20 regular); seed 000's trace of a 414-point iPhone in portrait
    /// (compact) showing 20; monday.com engineering, "How UILayoutGuide can help" (16 on a 375-point
    /// iPhone 8, 20 on a 390-point iPhone 12). The 375-point threshold is an estimate that fits
    /// these reports.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = _view?.window?.bounds.width ?? _view?.bounds.width ?? 375
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular || width > 375 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The edges the view extends under a container's translucent bars (default all, as in UIKit).
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { containerLayoutChanged() }
    }
    /// Whether the view also extends under opaque bars (default `false`).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { containerLayoutChanged() }
    }
    /// Whether a scroll view root adds the bars to its content inset (default `true`; see
    /// `UIScrollView.ContentInsetAdjustmentBehavior.automatic`).
    open var automaticallyAdjustsScrollViewInsets = true
    /// Whether a tab bar hides while this controller is on top of a navigation stack in it.
    open var hidesBottomBarWhenPushed = false

    func containerLayoutChanged() {
        parent?.viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Status bar, home indicator and orientation
    //
    // Override points, as in UIKit. Plumb draws no status bar or home indicator; the window
    // scene's `UIStatusBarManager` reports the style and hidden state the controllers ask for
    // (see UIViewController+StatusBar.swift).

    /// Whether the status bar is hidden while this controller is shown (default `false`).
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar style (default `.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How the status bar animates when it hides or shows after
    /// ``setNeedsStatusBarAppearanceUpdate()`` (default `.fade`; Plumb does not animate).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose ``prefersStatusBarHidden`` decides instead of this controller's (default nil).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// The child whose ``preferredStatusBarStyle`` decides instead of this controller's (default nil).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// Asks the system to re-read the status bar properties (Plumb reads them when asked; nothing to do).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether a controller presented not full screen takes over the status bar from its
    /// presenter (default `false`: only a `.fullScreen` presentation does).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the home indicator may hide when the screen is not touched (default `false`).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose ``prefersHomeIndicatorAutoHidden`` decides instead (default nil).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Asks the system to re-read ``prefersHomeIndicatorAutoHidden`` (no home indicator in Plumb).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The screen edges whose system gestures wait for a second swipe (default none).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose ``preferredScreenEdgesDeferringSystemGestures`` decides instead (default nil).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Asks the system to re-read ``preferredScreenEdgesDeferringSystemGestures`` (no system
    /// gestures in Plumb).
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// The orientations the controller supports.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the controller's contents rotate.
    open var shouldAutorotate: Bool { true }

    // MARK: Traits

    /// The traits of the controller's view.
    open var traitCollection: UITraitCollection { _view?.traitCollection ?? .default }

    /// Called when the traits of the controller's view changed (after its root view's).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Responder chain

    /// The superview of the controller's view, else its parent controller, else the controller
    /// that presented it (UIKit's rule).
    open override var next: UIResponder? { _view?.superview ?? parent ?? presentingViewController }

    // MARK: Children

    /// Child controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    public internal(set) weak var parent: UIViewController?

    // MARK: Segues (UIStoryboardSegue.swift)

    /// Called before a storyboard segue shows its destination; the default does nothing.
    ///
    /// UIKit calls it from ``performSegue(withIdentifier:sender:)`` and from storyboard-triggered
    /// segues only. Plumb has no storyboard segues, so it never calls it; a segue you make in code
    /// and ``UIStoryboardSegue/perform()`` yourself does not call it on iOS either.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a storyboard segue triggered by a control should run; `true` by default.
    ///
    /// UIKit asks it only for segues a storyboard control triggers, never from
    /// ``performSegue(withIdentifier:sender:)``; Plumb, without storyboards, never asks it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Runs the storyboard segue named `identifier`.
    ///
    /// UIKit raises `NSInvalidArgumentException` "Receiver (<…>) has no segue with identifier '…'"
    /// when the controller's storyboard has no such segue, which is always the case in Plumb (no
    /// storyboards): Plumb reports that message on ``LayoutDiagnostics`` and does nothing (neither
    /// ``shouldPerformSegue(withIdentifier:sender:)`` nor ``prepare(for:sender:)`` is called).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        reportMissingSegue(identifier)
    }

    /// Called on each controller an unwind segue passes through on its way to its destination;
    /// the default does nothing. Plumb runs no unwind segues, so only your code calls it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: Description

    nonisolated open override var description: String {
        onMainActor { "<\(typeName(self)): \(self.debugAddress)>" }
    }

    /// `0x…` debug address built from a creation-order id (printed where UIKit prints an address).
    public var debugAddress: String { "0x" + String(id, radix: 16) }

    // MARK: Appearance state (see UIViewController+Appearance.swift)

    var appearState: AppearState = .disappeared
    var appearAnimated = false
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false
    /// Closures registered with `registerForTraitChanges`.
    var traitRegistrations: [TraitChangeRegistration] = []
    /// The style override (see UIView+Appearance.swift).
    var _appearance: ControllerAppearance?
    /// The root view's safe area and margins when last reported (see `notifyInsetChanges`).
    var reportedSafeArea: UIEdgeInsets?
    var reportedMargins: UIEdgeInsets?

    // MARK: Presentation state (see UIViewController+Presentation.swift)

    weak var _presentingViewController: UIViewController?
    var _presentedViewController: UIViewController?
    var presentation: PresentationRecord?

    /// How the controller is shown when presented (default `.automatic`: a page sheet, as since
    /// iOS 13).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition animation used when presented (Plumb does not animate).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a sheet refuses interactive dismissal (stored; Plumb has no gestures).
    open var isModalInPresentation = false
    /// Whether this controller's view is covered when a descendant presents with
    /// `.currentContext` (stored).
    open var definesPresentationContext = false
}

/// The status bar's style (kept so overrides compile).
public enum UIStatusBarStyle: Int, Sendable { case `default` = 0, lightContent = 1, darkContent = 3 }
