import Foundation
import PlumbUI
import PureLayout
import Testing

/// PureLayout's `autoPin(toTopLayoutGuideOf:withInset:)` and `autoPin(toBottomLayoutGuideOf:withInset:)`
/// pin to a controller's layout guides, which end under the navigation bar and above the tab bar.
@MainActor @Suite struct PureLayoutLayoutGuides {
    @Test(arguments: bothDirections)
    func pinnedBetweenTheBars(_ dir: UITraitEnvironmentLayoutDirection) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: dir, displayScale: 3)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = UIViewController()
        let panel = UIView(forAutoLayout: ())
        content.view.addSubview(panel)
        panel.autoPin(toTopLayoutGuideOf: content, withInset: 10)
        panel.autoPin(toBottomLayoutGuideOf: content, withInset: 10)
        panel.autoPinEdge(toSuperviewEdge: .leading, withInset: 20)
        panel.autoSetDimension(.width, toSize: 100)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: content)]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        // Top guide: 44 + 44 = 88; bottom guide: the tab bar, 49 + 34 = 83.
        #expect(panel.frame == mirror(CGRect(x: 20, y: 98, width: 100, height: 812 - 98 - 93), 375, dir))
    }
}
