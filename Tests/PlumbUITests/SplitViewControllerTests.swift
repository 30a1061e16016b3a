import Foundation
import Testing
@testable import PlumbUI

/// `UISplitViewController`: columns side by side on an iPad (both directions), widths, display
/// modes, collapsing on an iPhone (column and classic APIs, with the delegate's choices),
/// `showDetailViewController`, expanding on a size-class change.
@MainActor @Suite struct SplitViewControllerTests {
    final class Delegate: UISplitViewControllerDelegate {
        let log: CallLog
        var top: UISplitViewController.Column?
        var handlesCollapse = false
        init(log: CallLog) { self.log = log }
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            log.add("topColumnForCollapsing(\(proposedTopColumn))")
            return top ?? proposedTopColumn
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.add("didCollapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.add("didExpand") }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            log.add("willShow(\(column))")
        }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
            log.add("willHide(\(column))")
        }
        func splitViewController(
            _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
        ) { log.add("willChangeTo(\(displayMode))") }
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            log.add("collapseSecondary")
            return handlesCollapse
        }
    }

    func iPad(_ direction: UITraitEnvironmentLayoutDirection = .leftToRight, landscape: Bool = false) -> UIWindow {
        let w: CGFloat = landscape ? 1180 : 820, h: CGFloat = landscape ? 820 : 1180
        return makeWindow(
            w, h, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), direction, horizontal: .regular,
            vertical: .regular)
    }

    @Test func doubleColumnOnAnIPad() throws {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let log = CallLog()
            let list = LoggingViewController("List", log: log), detail = LoggingViewController("Detail", log: log)
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            split.preferredDisplayMode = .oneBesideSecondary
            let window = iPad(direction)
            window.rootViewController = split
            window.makeKeyAndVisible()
            #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary && split.splitBehavior == .tile)
            #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === detail)
            let primaryNav = try #require(list.navigationController)
            let secondaryNav = try #require(detail.navigationController)
            #expect(primaryNav !== secondaryNav && list.splitViewController === split && primaryNav.parent === split)
            #expect(
                split.children == [primaryNav, secondaryNav] && split.viewControllers == [primaryNav, secondaryNav])
            let ltr = direction == .leftToRight
            #expect(primaryNav.view.frame == CGRect(x: ltr ? 0 : 500, y: 0, width: 320, height: 1180))
            #expect(secondaryNav.view.frame == CGRect(x: ltr ? 320 : 0, y: 0, width: 500, height: 1180))
            let line = split.separators[0]
            #expect(!line.isHidden && line.frame == CGRect(x: ltr ? 319.5 : 500, y: 0, width: 0.5, height: 1180))
            #expect(
                split.view.subviews.map { typeName($0) } == [
                    "UILayoutContainerView", "UILayoutContainerView",
                    "_UISplitViewControllerColumnSeparator", "_UISplitViewControllerColumnSeparator",
                ])
            #expect(split.primaryColumnWidth == 320)
            // Both columns appeared, with their own navigation bars under the status bar.
            #expect(log.entries.contains("List.viewDidAppear") && log.entries.contains("Detail.viewDidAppear"))
            #expect(primaryNav.navigationBar.frame == CGRect(x: 0, y: 24, width: 320, height: 50))
        }
    }

    /// `.automatic`: the secondary alone on an iPad in portrait, the primary beside it in
    /// landscape (estimates); three columns in landscape for the triple style.
    @Test func automaticDisplayModes() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let window = iPad()
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(split.displayMode == .secondaryOnly && split.splitBehavior == .overlay)
        #expect(split.viewController(for: .primary)?.view.window == nil)
        #expect(
            split.viewController(for: .secondary)?.navigationController?.view.frame
                == CGRect(x: 0, y: 0, width: 820, height: 1180))

        let triple = UISplitViewController(style: .tripleColumn)
        for col in [UISplitViewController.Column.primary, .supplementary, .secondary] {
            triple.setViewController(UIViewController(), for: col)
        }
        let wide = iPad(landscape: true)
        wide.rootViewController = triple
        wide.makeKeyAndVisible()
        #expect(triple.displayMode == .twoBesideSecondary)
        let frames = [UISplitViewController.Column.primary, .supplementary, .secondary].map {
            triple.viewController(for: $0)?.navigationController?.view.frame
        }
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 320, height: 820), CGRect(x: 320, y: 0, width: 320, height: 820),
                CGRect(x: 640, y: 0, width: 540, height: 820),
            ])
    }

    @Test func primaryWidthIsClampedToTheMaximum() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredPrimaryColumnWidthFraction = 0.4
        let window = iPad()
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(split.primaryColumnWidth == 320, "0.4 × 820 = 328, above the automatic maximum of 320")
        split.maximumPrimaryColumnWidth = 400
        window.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 328)
        #expect(split.viewController(for: .primary)?.navigationController?.view.frame.width == 328)
        split.preferredPrimaryColumnWidth = 280
        window.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 280)
    }

    /// On an iPhone the split view collapses: the secondary's controllers are pushed onto the
    /// primary's navigation controller, the secondary on top (UIKit's proposal), and only that
    /// stack appears.
    @Test func collapsesOnAnIPhone() throws {
        let log = CallLog()
        let delegate = Delegate(log: log)
        let list = LoggingViewController("List", log: log), detail = LoggingViewController("Detail", log: log)
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        log.entries = []
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(split.isCollapsed && split.displayMode == .secondaryOnly)
        let nav = try #require(list.navigationController)
        #expect(nav.viewControllers == [list, detail] && detail.navigationController === nav)
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667) && split.view.subviews.first === nav.view)
        // The detail moves from the secondary column's navigation controller to the primary's,
        // then the split view appears with the collapsed stack, the detail on top.
        #expect(
            log.take() == [
                "topColumnForCollapsing(secondary)",
                "Detail.willMove(toParent: nil)", "Detail.didMove(toParent: nil)",
                "Detail.willMove(toParent: UINavigationController)", "Detail.didMove(toParent: UINavigationController)",
                "didCollapse", "Detail.loadView", "Detail.viewDidLoad", "Detail.viewWillAppear",
                "Detail.viewWillLayoutSubviews", "Detail.viewDidLayoutSubviews", "Detail.viewDidAppear",
            ])
        // showDetailViewController pushes in a collapsed interface.
        let more = UIViewController()
        list.showDetailViewController(more, sender: nil)
        window.layoutIfNeeded()
        #expect(nav.viewControllers.last === more)
        withExtendedLifetime(delegate) {}
    }

    @Test func delegateKeepsThePrimaryOnTop() throws {
        let log = CallLog()
        let delegate = Delegate(log: log)
        delegate.top = .primary
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(list.navigationController?.viewControllers == [list])
        #expect(detail.view.window == nil)
        withExtendedLifetime(delegate) {}
    }

    /// A `.compact` column is shown alone in a compact width, unwrapped.
    @Test func compactColumn() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let tabs = UITabBarController()
        split.setViewController(tabs, for: .compact)
        let window = makeWindow(375, 667)
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(split.viewController(for: .compact) === tabs && tabs.parent === split)
        #expect(tabs.view.window === window && tabs.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(split.viewController(for: .primary)?.view.window == nil)
    }

    /// The classic API on an iPhone: the delegate is asked, then the secondary is pushed onto a
    /// navigation controller primary; returning `true` keeps the primary alone.
    @Test func classicCollapse() throws {
        for handles in [false, true] {
            let log = CallLog()
            let delegate = Delegate(log: log)
            delegate.handlesCollapse = handles
            let master = UINavigationController(rootViewController: UIViewController())
            let detail = UIViewController()
            let split = UISplitViewController()
            #expect(split.style == .unspecified)
            split.delegate = delegate
            split.viewControllers = [master, detail]
            let window = makeWindow(375, 667)
            window.rootViewController = split
            window.makeKeyAndVisible()
            #expect(log.entries == ["collapseSecondary"])
            #expect(split.isCollapsed && split.viewControllers == [master])
            #expect(master.viewControllers.count == (handles ? 1 : 2))
            #expect((master.topViewController === detail) == !handles)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func classicExpandedOnAnIPadAndShowDetail() throws {
        let master = UINavigationController(rootViewController: UIViewController())
        let detail = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [master, detail]
        split.preferredDisplayMode = .allVisible
        let window = iPad()
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(master.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 500, height: 1180))
        let other = UIViewController()
        master.topViewController?.showDetailViewController(other, sender: nil)
        window.layoutIfNeeded()
        #expect(
            split.viewControllers == [master, other]
                && other.view.frame == CGRect(x: 320, y: 0, width: 500, height: 1180))
        #expect(detail.parent == nil && detail.view.window == nil)
    }

    /// `show(_:)`/`hide(_:)` change the display mode and tell the delegate.
    @Test func showAndHideColumns() {
        let log = CallLog()
        let delegate = Delegate(log: log)
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        split.preferredSplitBehavior = .tile
        let window = iPad()
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(split.displayMode == .secondaryOnly)
        log.entries = []
        split.show(.primary)
        #expect(log.take() == ["willShow(primary)", "willChangeTo(oneBesideSecondary)"])
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary && split.viewController(for: .primary)?.view.window === window)
        split.hide(.primary)
        #expect(log.take() == ["willHide(primary)", "willChangeTo(secondaryOnly)"])
        window.layoutIfNeeded()
        #expect(split.viewController(for: .primary)?.view.window == nil)
        withExtendedLifetime(delegate) {}
    }

    /// A compact window that becomes regular expands: the secondary goes back to its column.
    @Test func expandsWhenTheSizeClassBecomesRegular() throws {
        let log = CallLog()
        let delegate = Delegate(log: log)
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.preferredDisplayMode = .oneBesideSecondary
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = makeWindow(375, 667)
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(split.isCollapsed)
        log.entries = []
        window.transition(
            to: CGSize(width: 1180, height: 820),
            traitCollection: UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        #expect(!split.isCollapsed && log.entries.contains("didExpand"))
        #expect(
            list.navigationController?.viewControllers == [list]
                && detail.navigationController?.viewControllers == [detail])
        #expect(detail.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        withExtendedLifetime(delegate) {}
    }
}
