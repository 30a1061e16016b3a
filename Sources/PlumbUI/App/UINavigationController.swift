import Foundation

/// Receives a navigation controller's transitions (UIKit's `UINavigationControllerDelegate`).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before a controller becomes the top of the stack.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after a controller became the top of the stack.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// A stack of controllers with a navigation bar: UIKit's `UINavigationController`.
///
/// ```swift
/// let nav = UINavigationController(rootViewController: inbox)
/// window.rootViewController = nav
/// window.makeKeyAndVisible()
/// nav.pushViewController(MessageViewController(), animated: true)
/// window.layoutIfNeeded()   // the push completes: viewDidAppear, didMove(toParent:)
/// ```
///
/// The top controller's view fills the navigation controller's view, under the translucent bar;
/// its safe area starts below the bar (UIKit's rule), so content pinned to the safe area or the
/// top layout guide clears the bar. The view hierarchy is UIKit's: `UILayoutContainerView` >
/// `UINavigationTransitionView` > `UIViewControllerWrapperView` > the top view, and the
/// `UINavigationBar`.
///
/// Pushing a controller already on the stack, pushing a navigation controller, or popping to a
/// controller not on the stack does nothing and reports UIKit's exception message on
/// ``LayoutDiagnostics``. Popping the root returns `nil` and does nothing (UIKit is silent too).
///
/// Where Plumb differs: transitions do not animate; the toolbar is not drawn.
open class UINavigationController: UIViewController, ContainerLayout {
    /// The controllers on the stack, root first.
    public private(set) var stack: [UIViewController] = []

    /// The bar at the top.
    public private(set) lazy var navigationBar: UINavigationBar = makeBar()
    /// Receives the transitions.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether the toolbar is hidden (default `true`; Plumb does not draw the toolbar).
    open var isToolbarHidden = true

    /// The recognizer of the swipe back from the screen's left edge (UIKit's: a screen-edge
    /// pan with `edges` `.left`, estimate), enabled; code turns it off with `isEnabled = false`
    /// or sets its `delegate`.
    ///
    /// Where Plumb differs: it is attached to no view and never pops (Plumb has no swipe back;
    /// pop from code), and its `delegate` is `nil` until set (UIKit's is private).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePop }
    private lazy var interactivePop: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        return recognizer
    }()

    let transitionView = UINavigationTransitionView()
    let wrapperView = UIViewControllerWrapperView()

    /// Creates a navigation controller with a root controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setStack([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller whose bar is of a custom class. Where Plumb
    /// differs: the classes are ignored (Swift cannot make an instance of a subclass from its
    /// type without a required initializer); the bar is a `UINavigationBar`.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func makeBar() -> UINavigationBar {
        let bar = UINavigationBar(frame: .zero)
        bar.setItems(stack.map(\.navigationItem), animated: false)
        return bar
    }

    /// The item a tab bar shows for this stack: the one set on the navigation controller, else
    /// the root controller's.
    open override var tabBarItem: UITabBarItem! {
        get { _tabBarItem ?? stack.first?.tabBarItem ?? super.tabBarItem }
        set { super.tabBarItem = newValue }
    }

    // MARK: The stack

    /// The controllers on the stack, root first; setting it replaces the stack at once.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is visible: the top controller, or what is presented over the
    /// navigation controller or its top controller.
    open var visibleViewController: UIViewController? {
        if let p = _presentedViewController ?? topViewController?._presentedViewController { return p }
        return topViewController
    }

    /// Pushes a controller onto the stack; it becomes the top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            LayoutDiagnostics.report(.warning, "Pushing a navigation controller is not supported")
            return
        }
        if stack.contains(where: { $0 === viewController }) {
            LayoutDiagnostics.report(
                .warning,
                "\(self) is pushing the same view controller instance (\(viewController)) more than once which is not supported and is most likely an error in the application"
            )
            return
        }
        setStack(stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; `nil` (and nothing happens) when only the root is
    /// left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setStack(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them (`nil` when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setStack([stack[0]], animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController`; returns them. A controller not on the stack
    /// pops nothing (UIKit raises "Tried to pop to a view controller that doesn't exist.").
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = stack.firstIndex(where: { $0 === viewController }) else {
            LayoutDiagnostics.report(.warning, "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        guard i < stack.count - 1 else { return [] }
        let popped = Array(stack[(i + 1)...])
        setStack(Array(stack[...i]), animated: animated)
        return popped
    }

    /// Replaces the stack. The old top disappears and the new one appears (when they differ);
    /// controllers leaving the stack are removed as children. Duplicates are dropped with UIKit's
    /// message.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for vc in viewControllers {
            if unique.contains(where: { $0 === vc }) {
                LayoutDiagnostics.report(
                    .warning,
                    "\(self) is pushing the same view controller instance (\(vc)) more than once which is not supported and is most likely an error in the application"
                )
                continue
            }
            if vc is UINavigationController {
                LayoutDiagnostics.report(.warning, "Pushing a navigation controller is not supported")
                continue
            }
            unique.append(vc)
        }
        setStack(unique, animated: animated)
    }

    /// Sets ``isNavigationBarHidden``.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Sets ``isToolbarHidden``.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// Pushes `vc` (UIKit's `show(_:sender:)` in a navigation controller).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: Appearance

    override var appearanceChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }
    override var managesChildAppearance: Bool { true }

    /// Whether the navigation controller is on screen, so that a change of top controller is a
    /// transition with appearance callbacks.
    private var isVisible: Bool {
        appearState != .disappeared && viewIfLoaded?.window != nil
    }

    /// The one place the stack changes: containment callbacks, the bar's items, the views and the
    /// appearance transition, in UIKit's order (push: `willMove(toParent:)`, `viewDidLoad`, old
    /// `viewWillDisappear`, new `viewWillAppear`, layout, old `viewDidDisappear`, new
    /// `viewDidAppear`, `didMove(toParent:)`; pop: `willMove(toParent: nil)` first and
    /// `didMove(toParent: nil)` last).
    private func setStack(_ newStack: [UIViewController], animated: Bool) {
        let window = viewIfLoaded?.window
        if isVisible { window?.finishTransitions() }
        let oldStack = stack, oldTop = stack.last
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        var added: [UIViewController] = []
        var accepted: [UIViewController] = []
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in newStack {
            if oldStack.contains(where: { $0 === vc }) { accepted.append(vc); continue }
            guard addChildController(vc) else { continue }
            added.append(vc)
            accepted.append(vc)
        }
        stack = accepted
        // The children are the stack; popped controllers stay children until the transition ends.
        children = accepted + removed
        if isViewLoaded { navigationBar.setItems(stack.map(\.navigationItem), animated: false) }
        containerLayoutChanged()  // a tab bar controller above hides its bar for some stacks
        let newTop = stack.last
        let visible = isVisible
        let topChanged = newTop !== oldTop
        if topChanged {
            if let newTop {
                delegate?.navigationController(self, willShow: newTop, animated: animated)
                if visible { newTop.loadViewIfNeeded() }
            }
            if visible {
                oldTop?.beginAppearanceTransition(false, animated: animated)
                newTop?.beginAppearanceTransition(true, animated: animated)
            }
            if isViewLoaded { wrapperView.install(newTop, replacing: oldTop, invalidating: viewIfLoaded) }
        }
        let finish = { [self] in
            if topChanged, visible {
                oldTop?.endAppearanceTransition()
                newTop?.endAppearanceTransition()
            }
            for vc in removed where vc.parent === self { vc.removeFromParentController() }
            for vc in added where vc.parent === self { vc.didMove(toParent: self) }
            if topChanged, let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
        }
        if visible, let window { window.afterNextLayout(finish) } else { finish() }
    }

    // MARK: The view

    open override func loadView() {
        let container = UILayoutContainerView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        container.container = self
        container.backgroundColor = nil
        transitionView.frame = container.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wrapperView.frame = transitionView.bounds
        wrapperView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(wrapperView)
        container.addSubview(transitionView)
        container.addSubview(navigationBar)
        view = container
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        wrapperView.install(topViewController, replacing: nil, invalidating: viewIfLoaded)
    }

    /// Places the bar under the status bar and the top view under (or below) the bar, and gives
    /// the top controller the bar's height as its safe area.
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let b = container.bounds
        let traits = container.traitCollection
        let statusBar = max(0, container.safeAreaInsets.top - additionalSafeAreaInsets.top)
        navigationBar.showsLargeTitle = showsLargeTitle(traits)
        updateSearchBar()
        let barHeight = navigationBar.preferredHeight(for: traits)
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.backgroundExtension = statusBar
        let barFrame = CGRect(x: 0, y: statusBar, width: b.width, height: barHeight)
        navigationBar.setManualFrame(barFrame)
        transitionView.setManualFrame(b)
        wrapperView.setManualFrame(transitionView.bounds)
        guard let top = topViewController, let topView = top.viewIfLoaded, topView.superview === wrapperView else {
            return
        }
        // UIKit's scroll-edge test for the bar's appearance (see UINavigationBar.standardAppearance).
        navigationBar.atScrollEdge = top.barContentScrollView?.isAtTopScrollEdge ?? true
        let barBottom = isNavigationBarHidden ? 0 : barFrame.maxY
        let under =
            top.edgesForExtendedLayout.contains(.top)
            && (navigationBar.isTranslucent || top.extendedLayoutIncludesOpaqueBars)
        let y = under || isNavigationBarHidden ? 0 : barBottom
        let f = CGRect(x: 0, y: y, width: b.width, height: max(0, b.height - y))
        topView.setManualFrame(f)
        top.barInsets = UIEdgeInsets(top: max(0, barBottom - y), left: 0, bottom: 0, right: 0)
    }

    /// The top item's search bar under the title: shown while its search is active, or
    /// `hidesSearchBarWhenScrolling` is `false`, or the content rests at its top edge; an active
    /// search that hides the navigation bar collapses the title row (iOS 11+).
    func updateSearchBar() {
        guard let top = topViewController, let search = top.navigationItem.searchController else {
            navigationBar.shownSearchBar = nil
            navigationBar.searchCollapsesRow = false
            return
        }
        let item = top.navigationItem
        let atTop = top.barContentScrollView?.isAtTopScrollEdge ?? true
        let shown = search.isActive || !item.hidesSearchBarWhenScrolling || atTop
        navigationBar.shownSearchBar = shown ? search.searchBar : nil
        navigationBar.searchCollapsesRow = search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// UIKit's rule: large titles need `prefersLargeTitles` and a regular height; `.automatic`
    /// takes the mode of the item below (large at the root).
    private func showsLargeTitle(_ traits: UITraitCollection) -> Bool {
        guard navigationBar.prefersLargeTitles, traits.verticalSizeClass != .compact else { return false }
        for vc in stack.reversed() {
            switch vc.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }
}
