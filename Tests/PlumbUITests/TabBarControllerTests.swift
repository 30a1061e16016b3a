import Foundation
import Testing
@testable import PlumbUI

/// UITabBarController: selection, call orders, the tab bar's frame (49 points plus the home
/// indicator inset), the children's safe areas, a navigation stack inside a tab, RTL order.
@MainActor @Suite struct TabBarControllerTests {
    func tabs(_ log: CallLog, _ window: UIWindow) -> (UITabBarController, LoggingViewController, LoggingViewController)
    {
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        return (tabs, a, b)
    }

    @Test func settingViewControllersAddsChildrenAndSelectsTheFirst() {
        let log = CallLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let tabs = UITabBarController()
        #expect(tabs.selectedIndex == NSNotFound && tabs.selectedViewController == nil)
        tabs.viewControllers = [a, b]
        #expect(
            log.take() == [
                "A.willMove(toParent: UITabBarController)", "B.willMove(toParent: UITabBarController)",
                "A.didMove(toParent: UITabBarController)", "B.didMove(toParent: UITabBarController)",
            ])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(a.tabBarController === tabs && tabs.children == [a, b])
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B"])
        #expect(tabs.tabBar.selectedItem === a.tabBarItem)
    }

    /// Switching tabs: the old tab disappears, the new one appears (only the selected one is
    /// loaded and appears at first).
    @Test func switchingTabs() {
        let log = CallLog()
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        let (tabs, _, b) = self.tabs(log, window)
        #expect(
            log.take() == [
                "A.willMove(toParent: UITabBarController)", "B.willMove(toParent: UITabBarController)",
                "A.didMove(toParent: UITabBarController)", "B.didMove(toParent: UITabBarController)",
                "A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewWillLayoutSubviews",
                "A.viewDidLayoutSubviews", "A.viewDidAppear",
            ])
        tabs.selectedIndex = 1
        #expect(log.take() == ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "A.viewDidDisappear", "B.viewDidAppear",
            ])
        #expect(tabs.selectedViewController === b && tabs.tabBar.selectedItem === b.tabBarItem)
        let (_, messages) = LayoutDiagnostics.collect { tabs.selectedIndex = 5 }
        #expect(messages.count == 1 && tabs.selectedIndex == 1)
    }

    @Test func delegateIsAskedWhenATabIsTapped() {
        final class Delegate: UITabBarControllerDelegate {
            var asked: [String] = []
            func tabBarController(_ t: UITabBarController, shouldSelect vc: UIViewController) -> Bool {
                asked.append("should " + (vc.title ?? ""))
                return vc.title != "B"
            }
            func tabBarController(_ t: UITabBarController, didSelect vc: UIViewController) {
                asked.append("did " + (vc.title ?? ""))
            }
        }
        let log = CallLog()
        let window = makeWindow(375, 667)
        let (tabs, _, _) = self.tabs(log, window)
        let delegate = Delegate()
        tabs.delegate = delegate
        tabs.selectTab(at: 1)
        #expect(delegate.asked == ["should B"] && tabs.selectedIndex == 0)
    }

    /// iPhone SE: a 49-point bar at the bottom; iPhone X: 49 + 34 (it reaches under the home
    /// indicator). The selected view fills the screen; its safe area ends above the bar.
    @Test(arguments: directions)
    func barFramesAndSafeAreas(_ dir: UITraitEnvironmentLayoutDirection) {
        let log = CallLog()
        let se = makeWindow(375, 667, safeArea: seSafeArea, dir)
        let (tabsSE, aSE, _) = tabs(log, se)
        #expect(tabsSE.tabBar.frame == rect(0, 618, 375, 49))
        #expect(aSE.view.frame == rect(0, 0, 375, 667))
        #expect(aSE.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 49, right: 0))
        let x = makeWindow(375, 812, safeArea: xSafeArea, dir, scale: 3)
        let (tabsX, aX, _) = tabs(log, x)
        #expect(tabsX.tabBar.frame == rect(0, 729, 375, 83))
        #expect(aX.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 83, right: 0))
        // Items share the width (edges on the @3x pixel grid: 187.5 rounds to 563 pixels); the
        // first is on the left in LTR, on the right in RTL.
        let buttons = tabsX.tabBar.buttons
        let split = 563.0 / 3
        let expected = [rect(0, 0, split, 49), rect(split, 0, 375 - split, 49)]
        #expect(buttons.map(\.frame) == (dir == .leftToRight ? expected : [expected[1], expected[0]]))
        #expect(buttons[0].label.textColor == .systemBlue && buttons[1].label.textColor == .systemGray)
        #expect(buttons[0].label.font == UIFont.systemFont(ofSize: 10, weight: .medium))
        #expect(
            sameFrame(tabsX.tabBar.background.shadowView.frame, rect(0, -1.0 / 3, 375, 1.0 / 3)),
            "the hairline above the bar")
        withExtendedLifetime(se) {}
        withExtendedLifetime(x) {}
    }

    /// A navigation controller in a tab: its top controller's safe area has the navigation bar
    /// above and the tab bar below.
    @Test func navigationStackInATab() {
        let window = makeWindow(375, 812, safeArea: xSafeArea, scale: 3)
        let list = UIViewController()
        list.title = "Inbox"
        let nav = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(nav.view.frame == rect(0, 0, 375, 812))
        #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
        #expect(tabs.tabBar.items?.first?.title == "Inbox", "the stack's tab shows its root controller's item")
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
        #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
    }

    @Test func badgesAndItemChanges() {
        let window = makeWindow(375, 667)
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 1)
        b.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        window.rootViewController = tabs
        a.tabBarItem.badgeValue = "3"
        window.makeKeyAndVisible()
        #expect(tabs.tabBar.buttons.map { $0.label.text } == ["Mail", "Favorites"])
        #expect(tabs.tabBar.buttons[0].badge?.label.text == "3")
        b.tabBarItem = UITabBarItem(title: "Stars", image: nil, tag: 3)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.buttons.map { $0.label.text } == ["Mail", "Stars"])
    }
}
