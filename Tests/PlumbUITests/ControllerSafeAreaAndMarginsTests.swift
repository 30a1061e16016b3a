import Foundation
import Testing
@testable import PlumbUI

/// A controller's root view: UIKit's system minimum margins (issue 19, item 13), additional safe
/// area insets, and the bars' sizes on iPad.
@MainActor @Suite struct ControllerSafeAreaAndMarginsTests {
    /// Top and bottom 0, sides 16 at 375 points or less in a compact width, 20 wider or regular
    /// (Apple's systemMinimumLayoutMargins documentation; useyourloaf.com; seed 000's 414-point
    /// trace), plus the safe area: what the root view's `layoutMargins` reports.
    @Test(arguments: directions)
    func rootViewsTakeTheSystemMinimumMargins(_ dir: UITraitEnvironmentLayoutDirection) {
        let vc = UIViewController()
        let window = makeWindow(375, 667, safeArea: seSafeArea, dir)
        window.rootViewController = vc
        window.makeKeyAndVisible()
        #expect(vc.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        #expect(
            vc.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 16))
        let wide = makeWindow(414, 736, dir)
        let vc2 = UIViewController()
        wide.rootViewController = vc2
        wide.makeKeyAndVisible()
        #expect(vc2.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        let pad = makeWindow(820, 1180, dir, horizontal: .regular)
        let vc3 = UIViewController()
        pad.rootViewController = vc3
        pad.makeKeyAndVisible()
        #expect(vc3.systemMinimumLayoutMargins.leading == 20)
        // Custom margins: raised to the minimum where smaller (leading 4 → 16, top 12 stays).
        vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 4, bottom: 0, trailing: 30)
        window.layoutIfNeeded()
        #expect(
            vc.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 32, leading: 16, bottom: 0, trailing: 30))
        vc.viewRespectsSystemMinimumLayoutMargins = false
        #expect(
            vc.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 32, leading: 4, bottom: 0, trailing: 30))
        // Other views keep UIKit's 8-point default.
        let plain = UIView()
        vc.view.addSubview(plain)
        #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        withExtendedLifetime((wide, pad)) {}
    }

    final class InsetsLogger: UIViewController {
        var calls: [UIEdgeInsets] = []
        override func viewSafeAreaInsetsDidChange() { calls.append(view.safeAreaInsets) }
    }

    @Test func additionalSafeAreaInsetsAddToTheBarsAndAreReported() {
        let window = makeWindow(375, 812, safeArea: xSafeArea, scale: 3)
        let vc = InsetsLogger()
        let nav = UINavigationController(rootViewController: vc)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        #expect(vc.calls == [UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0)])
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 0)
        let guideView = UIView()
        guideView.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(guideView)
        NSLayoutConstraint.activate([
            guideView.topAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.topAnchor),
            guideView.bottomAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.bottomAnchor),
            guideView.leftAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.leftAnchor),
            guideView.rightAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.rightAnchor),
        ])
        window.layoutIfNeeded()
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 98, left: 5, bottom: 54, right: 0))
        #expect(guideView.frame == rect(5, 98, 370, 660))
        #expect(vc.calls.last == UIEdgeInsets(top: 98, left: 5, bottom: 54, right: 0) && vc.calls.count == 2)
    }

    /// iPad (regular width and height): navigation bar 50 points since iOS 12 (hacknicity), the
    /// tab bar 50 (estimate), items inline.
    @Test func barsOnIPad() {
        let window = makeWindow(
            820, 1180, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), horizontal: .regular,
            vertical: .regular)
        let list = UIViewController()
        list.title = "Notes"
        let nav = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(nav.navigationBar.frame == rect(0, 24, 820, 50))
        #expect(tabs.tabBar.frame == rect(0, 1110, 820, 70))
        #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 74, left: 0, bottom: 70, right: 0))
        #expect(tabs.tabBar.buttons[0].label.font == UIFont.systemFont(ofSize: 13, weight: .medium))
    }

    @Test func visibleViewControllerIncludesWhatIsPresented() {
        let window = makeWindow(375, 667)
        let top = UIViewController()
        let nav = UINavigationController(rootViewController: top)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        #expect(nav.visibleViewController === top)
        let modal = UIViewController()
        top.present(modal, animated: false)
        window.layoutIfNeeded()
        #expect(nav.visibleViewController === modal && nav.presentedViewController === modal)
        #expect(modal.presentingViewController === nav, "a child presents through the root of its hierarchy")
    }
}
