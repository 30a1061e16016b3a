import Foundation

/// Receives a tab bar controller's selection changes (UIKit's `UITabBarControllerDelegate`).
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asked before a tab is selected through ``UITabBarController/selectTab(at:)``.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after a tab was selected through ``UITabBarController/selectTab(at:)``.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Controllers shown one at a time, chosen with a tab bar: UIKit's `UITabBarController`.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [UINavigationController(rootViewController: inbox), settings]
/// tabs.selectedIndex = 1
/// window.rootViewController = tabs
/// ```
///
/// The selected controller's view fills the tab bar controller's view, under the translucent tab
/// bar; its safe area ends above the bar (49 points, plus the home-indicator inset on notched
/// devices, which the bar reaches down into). A navigation controller in a tab passes that on to
/// its controllers. `hidesBottomBarWhenPushed` on a controller in a selected navigation stack
/// hides the bar.
///
/// Where Plumb differs: there is no "More" tab; every item gets an equal share of the bar.
open class UITabBarController: UIViewController, ContainerLayout {
    /// The tab bar.
    public private(set) lazy var tabBar: UITabBar = UITabBar(frame: .zero)
    /// Receives selection changes made with ``selectTab(at:)``.
    open weak var delegate: (any UITabBarControllerDelegate)?

    private var tabs: [UIViewController] = []
    private var _selectedIndex = Int.max
    let transitionView = UITransitionView()
    let wrapperView = UIViewControllerWrapperView()

    /// The controllers, one per tab; setting them adds them as children and selects the first
    /// (or keeps the selected one when it stays).
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets ``viewControllers``.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = tabs
        let oldSelected = selectedViewController
        var new: [UIViewController] = []
        for vc in viewControllers ?? [] where !new.contains(where: { $0 === vc }) { new.append(vc) }
        let removed = old.filter { o in !new.contains { $0 === o } }
        for vc in removed {
            vc.willMove(toParent: nil)
            vc.removeFromParentController()
        }
        var accepted: [UIViewController] = []
        for vc in new {
            if old.contains(where: { $0 === vc }) || addChildController(vc) { accepted.append(vc) }
        }
        for vc in accepted where !old.contains(where: { $0 === vc }) { vc.didMove(toParent: self) }
        tabs = accepted
        let keep = oldSelected.flatMap { s in accepted.firstIndex { $0 === s } }
        _selectedIndex = keep ?? (accepted.isEmpty ? Int.max : 0)
        tabBar.items = accepted.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        switchSelection(from: oldSelected, removedOld: removed.contains { $0 === oldSelected })
    }

    /// The index of the selected tab (`NSNotFound` when there are none); setting it selects a tab.
    open var selectedIndex: Int {
        get { tabs.indices.contains(_selectedIndex) ? _selectedIndex : NSNotFound }
        set {
            guard tabs.indices.contains(newValue) else {
                LayoutDiagnostics.report(
                    .warning,
                    "Plumb: \(self) has no tab at index \(newValue) (it has \(tabs.count)); the selection is unchanged."
                )
                return
            }
            guard newValue != _selectedIndex else { return }
            let old = selectedViewController
            _selectedIndex = newValue
            tabBar.selectedItem = selectedViewController?.tabBarItem
            switchSelection(from: old, removedOld: false)
        }
    }

    /// The selected controller; setting it to one of ``viewControllers`` selects its tab.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(_selectedIndex) ? tabs[_selectedIndex] : nil }
        set {
            guard let vc = newValue, let i = tabs.firstIndex(where: { $0 === vc }) else {
                LayoutDiagnostics.report(
                    .warning,
                    "Plumb: \(newValue.map { "\($0)" } ?? "nil") is not one of \(self)'s view controllers; the selection is unchanged."
                )
                return
            }
            selectedIndex = i
        }
    }

    /// Selects a tab as a tap on it does: asks the delegate, selects, tells the delegate.
    public func selectTab(at index: Int) {
        guard tabs.indices.contains(index) else { return }
        let vc = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: vc)
    }

    /// A tab's item was replaced: the bar shows the new one.
    func tabItemsChanged() {
        tabBar.items = tabs.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    // MARK: Appearance

    override var appearanceChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }
    override var managesChildAppearance: Bool { true }

    private var isVisible: Bool { appearState != .disappeared && viewIfLoaded?.window != nil }

    /// Shows the selected controller in place of `old`, with appearance callbacks when on screen.
    private func switchSelection(from old: UIViewController?, removedOld: Bool) {
        let new = selectedViewController
        guard new !== old else { return }
        let visible = isVisible
        let window = viewIfLoaded?.window
        if visible { window?.finishTransitions() }
        if visible {
            new?.loadViewIfNeeded()
            if !removedOld || old?.appearState != .disappeared {
                old?.beginAppearanceTransition(false, animated: false)
            }
            new?.beginAppearanceTransition(true, animated: false)
        }
        if isViewLoaded { wrapperView.install(new, replacing: old, invalidating: viewIfLoaded) }
        if visible, let window {
            window.afterNextLayout {
                old?.endAppearanceTransition()
                new?.endAppearanceTransition()
            }
        }
    }

    // MARK: The view

    open override func loadView() {
        let container = UILayoutContainerView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        container.container = self
        transitionView.frame = container.bounds
        wrapperView.frame = container.bounds
        transitionView.addSubview(wrapperView)
        container.addSubview(transitionView)
        container.addSubview(tabBar)
        view = container
        wrapperView.install(selectedViewController, replacing: nil, invalidating: viewIfLoaded)
    }

    /// Whether the selected navigation stack asks for the tab bar to hide.
    private var hidesBar: Bool {
        guard let nav = selectedViewController as? UINavigationController else { return false }
        return nav.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The tab bar at the bottom (its height plus the bottom safe area), the selected view
    /// under it, and the bar's height as that controller's bottom safe area.
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let b = container.bounds
        let traits = container.traitCollection
        let bottomInset = max(0, container.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom)
        let height = BarMetrics.tabBarHeight(for: traits) + bottomInset
        let hidden = hidesBar
        tabBar.isHidden = hidden
        let barFrame = CGRect(x: 0, y: b.height - height, width: b.width, height: height)
        tabBar.setManualFrame(barFrame)
        transitionView.setManualFrame(b)
        wrapperView.setManualFrame(transitionView.bounds)
        guard let selected = selectedViewController, let v = selected.viewIfLoaded, v.superview === wrapperView else {
            return
        }
        // UIKit's scroll-edge test for the bar's appearance (see UITabBar.standardAppearance): the
        // selected controller's content, or the top of its navigation stack's.
        let content = (selected as? UINavigationController)?.topViewController ?? selected
        tabBar.atScrollEdge = content.barContentScrollView?.isAtBottomScrollEdge ?? true
        let under =
            selected.edgesForExtendedLayout.contains(.bottom)
            && (tabBar.isTranslucent || selected.extendedLayoutIncludesOpaqueBars)
        let f = under || hidden ? b : CGRect(x: 0, y: 0, width: b.width, height: max(0, barFrame.minY))
        v.setManualFrame(f)
        selected.barInsets = UIEdgeInsets(
            top: 0, left: 0, bottom: hidden ? 0 : max(0, f.maxY - barFrame.minY), right: 0)
    }
}
