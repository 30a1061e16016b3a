import Foundation
import Testing
@testable import PlumbUI

/// Rotation and resizing: viewWillTransition(to:with:) with a coordinator, trait changes,
/// registerForTraitChanges, and the bars in landscape.
@MainActor @Suite struct SizeTransitionTests {
    final class Rotating: LoggingViewController {
        var sizeAtAlongside: CGSize?
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            note(
                "viewWillTransition(to: \(Int(size.width))x\(Int(size.height))) view \(Int(view.bounds.width))x\(Int(view.bounds.height))"
            )
            super.viewWillTransition(to: size, with: coordinator)
            coordinator.animate(
                alongsideTransition: { context in
                    self.note(
                        "alongside view \(Int(self.view.bounds.width))x\(Int(self.view.bounds.height)) animated=\(context.isAnimated)"
                    )
                },
                completion: { _ in
                    self.note("completion")
                })
        }
        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
        ) {
            note("willTransition(to: vertical \(newCollection.verticalSizeClass == .compact ? "compact" : "regular"))")
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            note("traitCollectionDidChange(from: \(previous?.verticalSizeClass == .compact ? "compact" : "regular"))")
        }
    }

    /// Rotating an iPhone X to landscape: willTransition(to:with:) for the traits, then
    /// viewWillTransition(to:with:) while the view still has its old size; the traits change, the
    /// view lays out at the new size, then the alongside block, then the completion.
    @Test func rotationOrder() {
        let log = CallLog()
        let window = makeWindow(375, 812, safeArea: xSafeArea, scale: 3)
        let vc = Rotating("R", log: log)
        window.rootViewController = vc
        window.makeKeyAndVisible()
        log.entries = []
        window.transition(
            to: CGSize(width: 812, height: 375),
            traitCollection: UITraitCollection(displayScale: 3, verticalSizeClass: .compact),
            safeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(
            log.take() == [
                "R.willTransition(to: vertical compact)", "R.viewWillTransition(to: 812x375) view 375x812",
                "R.traitCollectionDidChange(from: regular)",
                "R.viewWillLayoutSubviews", "R.viewDidLayoutSubviews",
                "R.alongside view 812x375 animated=false", "R.completion",
            ])
        #expect(vc.view.frame == rect(0, 0, 812, 375))
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(
            vc.view.layoutMargins == UIEdgeInsets(top: 0, left: 64, bottom: 21, right: 64),
            "20-point margins inside the safe area")
    }

    /// A plain window resize (no trait change) sends viewWillTransition(to:with:) to the root and
    /// on to its children, with their sizes.
    @Test func resizingTheWindowTellsTheChildren() {
        let log = CallLog()
        let window = makeWindow(375, 667)
        let nav = UINavigationController(rootViewController: Rotating("R", log: log))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        log.entries = []
        window.frame = rect(0, 0, 320, 568)
        #expect(
            log.take() == [
                "R.viewWillTransition(to: 320x568) view 375x667", "R.viewWillLayoutSubviews", "R.viewDidLayoutSubviews",
                "R.alongside view 320x568 animated=false", "R.completion",
            ])
    }

    @Test func registeredTraitHandlersRunForTheirTraitsOnly() {
        let window = makeWindow(375, 812, safeArea: xSafeArea)
        let vc = UIViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        var seen: [String] = []
        vc.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
            (controller: UIViewController, previous: UITraitCollection) in
            seen.append(
                "vc \(previous.verticalSizeClass == .regular ? "regular" : "compact") -> \(controller.traitCollection.verticalSizeClass == .compact ? "compact" : "regular")"
            )
        }
        let registration = vc.view.registerForTraitChanges([UITraitLayoutDirection.self]) {
            (view: UIView, _: UITraitCollection) in
            seen.append("view direction \(view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "rtl" : "ltr")")
        }
        window.transition(
            to: CGSize(width: 812, height: 375), traitCollection: UITraitCollection(verticalSizeClass: .compact))
        #expect(seen == ["vc regular -> compact"])
        window.overrideTraitCollection = UITraitCollection(layoutDirection: .rightToLeft, verticalSizeClass: .compact)
        #expect(seen == ["vc regular -> compact", "view direction rtl"])
        vc.view.unregisterForTraitChanges(registration)
        window.overrideTraitCollection = UITraitCollection(verticalSizeClass: .compact)
        #expect(seen.count == 2)
    }

    /// In landscape on iPhone X the navigation bar is 32 points tall at the top (the status bar is
    /// hidden), spans the width, and its contents keep to the 44-point safe area on each side.
    @Test(arguments: directions)
    func navigationBarInLandscape(_ dir: UITraitEnvironmentLayoutDirection) {
        let window = makeWindow(
            812, 375, safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44), dir, scale: 3, vertical: .compact
        )
        let root = UIViewController(), detail = UIViewController()
        root.title = "List"
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        window.rootViewController = nav
        nav.pushViewController(detail, animated: false)
        window.makeKeyAndVisible()
        #expect(nav.navigationBar.frame == rect(0, 0, 812, 32), "no large title in a compact height")
        #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
        let back = nav.navigationBar.buttons.first { $0.role == .back }!
        #expect(back.frame.minX == (dir == .leftToRight ? 44 : 812 - 44 - back.frame.width))
        #expect(back.frame.height == 32)
    }

    @Test func tabBarInLandscapeKeepsItsHeightAndPutsTitlesBesideIcons() {
        let window = makeWindow(
            812, 375, safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44), scale: 3, vertical: .compact)
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(tabs.tabBar.frame == rect(0, 305, 812, 70))
        let button = tabs.tabBar.buttons[0]
        #expect(button.frame == rect(44, 0, 362, 49))
        #expect(button.label.font == UIFont.systemFont(ofSize: 13, weight: .medium))
    }
}
