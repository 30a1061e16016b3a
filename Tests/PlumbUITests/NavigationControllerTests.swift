import Foundation
import Testing
@testable import PlumbUI

/// UINavigationController: the stack, the transitions' call orders, the bar's and children's
/// frames and safe areas (LTR and RTL), and UIKit's messages for bad input.
@MainActor @Suite struct NavigationControllerTests {
    func visibleStack(
        _ log: CallLog, safeArea: UIEdgeInsets = seSafeArea, height: CGFloat = 667,
        _ dir: UITraitEnvironmentLayoutDirection = .leftToRight
    ) -> (UIWindow, UINavigationController, LoggingViewController) {
        let window = makeWindow(375, height, safeArea: safeArea, dir)
        let root = LoggingViewController("A", log: log)
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        return (window, nav, root)
    }

    @Test func theRootAppearsWithTheNavigationController() {
        let log = CallLog()
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        let root = LoggingViewController("A", log: log)
        let nav = UINavigationController(rootViewController: root)
        #expect(
            log.take() == [
                "A.willMove(toParent: UINavigationController)", "A.didMove(toParent: UINavigationController)",
            ])
        #expect(root.navigationController === nav && nav.topViewController === root && nav.children == [root])
        window.rootViewController = nav
        window.makeKeyAndVisible()
        #expect(
            log.take() == [
                "A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewWillLayoutSubviews",
                "A.viewDidLayoutSubviews", "A.viewDidAppear",
            ])
    }

    /// Push: willMove(toParent:), load, old viewWillDisappear, new viewWillAppear, layout, old
    /// viewDidDisappear, new viewDidAppear, didMove(toParent:) (arm1.ru's UIViewController
    /// lifecycle cheat sheet and readke.com's logged push).
    @Test func pushOrder() {
        let log = CallLog()
        let (window, nav, _) = visibleStack(log)
        log.entries = []
        let b = LoggingViewController("B", log: log)
        nav.pushViewController(b, animated: true)
        #expect(
            log.take() == [
                "B.willMove(toParent: UINavigationController)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear[movingTo]",
            ])
        #expect(nav.topViewController === b && nav.viewControllers.count == 2)
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "A.viewDidDisappear",
                "B.viewDidAppear[movingTo]",
                "B.didMove(toParent: UINavigationController)",
            ])
        #expect(!b.isMovingToParent)
    }

    /// Pop: willMove(toParent: nil) first, didMove(toParent: nil) last; the controller shown again
    /// keeps its frame, so it is not laid out again (readke.com's logged pop: B viewWillDisappear,
    /// A viewWillAppear, B viewDidDisappear, A viewDidAppear).
    @Test func popOrder() {
        let log = CallLog()
        let (window, nav, root) = visibleStack(log)
        let b = LoggingViewController("B", log: log)
        nav.pushViewController(b, animated: false)
        window.layoutIfNeeded()
        log.entries = []
        #expect(nav.popViewController(animated: true) === b)
        #expect(log.take() == ["B.willMove(toParent: nil)", "B.viewWillDisappear[movingFrom]", "A.viewWillAppear"])
        #expect(b.navigationController === nav, "still a child until the transition ends")
        window.layoutIfNeeded()
        #expect(log.take() == ["B.viewDidDisappear[movingFrom]", "A.viewDidAppear", "B.didMove(toParent: nil)"])
        #expect(b.parent == nil && nav.children == [root] && b.navigationController == nil)
    }

    @Test func popToRootAndSetViewControllers() {
        let log = CallLog()
        let (window, nav, root) = visibleStack(log)
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        window.layoutIfNeeded()
        log.entries = []
        #expect(nav.popToRootViewController(animated: false) == [b, c])
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "B.willMove(toParent: nil)", "C.willMove(toParent: nil)", "C.viewWillDisappear[movingFrom]",
                "A.viewWillAppear", "C.viewDidDisappear[movingFrom]", "A.viewDidAppear",
                "B.didMove(toParent: nil)", "C.didMove(toParent: nil)",
            ])
        nav.setViewControllers([root, c], animated: false)
        window.layoutIfNeeded()
        #expect(nav.viewControllers == [root, c] && nav.topViewController === c && nav.visibleViewController === c)
        #expect(nav.navigationBar.items?.map(\.title) == ["A", "C"])
        #expect(nav.navigationBar.backItem === root.navigationItem)
    }

    @Test func badInputKeepsTheStackAndReportsUIKitsMessages() {
        let log = CallLog()
        let (window, nav, root) = visibleStack(log)
        let (_, m1) = LayoutDiagnostics.collect { nav.pushViewController(root, animated: true) }
        #expect(
            m1.map(\.message) == [
                "\(nav) is pushing the same view controller instance (\(root)) more than once which is not supported and is most likely an error in the application"
            ])
        let (_, m2) = LayoutDiagnostics.collect { nav.pushViewController(UINavigationController(), animated: true) }
        #expect(m2.map(\.message) == ["Pushing a navigation controller is not supported"])
        let (popped, m3) = LayoutDiagnostics.collect { nav.popViewController(animated: true) }
        #expect(popped == nil && m3.isEmpty, "popping the root does nothing, silently, as in UIKit")
        let stranger = UIViewController()
        let (_, m4) = LayoutDiagnostics.collect { nav.popToViewController(stranger, animated: true) }
        #expect(m4.map(\.message) == ["Tried to pop to a view controller that doesn't exist."])
        window.layoutIfNeeded()
        #expect(nav.viewControllers == [root] && nav.children == [root] && root.parent === nav)
        #expect(root.viewIfLoaded?.superview === nav.wrapperView)
    }

    @Test func showPushesInANavigationStack() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let detail = UIViewController()
        nav.topViewController?.show(detail, sender: nil)
        #expect(nav.topViewController === detail)
    }

    // MARK: Frames

    /// iPhone SE: the bar under the 20-point status bar, 44 tall; the top view fills the screen
    /// under it, its safe area starting at 64 (20 + 44).
    @Test(arguments: directions)
    func barAndChildFramesOnIPhoneSE(_ dir: UITraitEnvironmentLayoutDirection) {
        let log = CallLog()
        let (window, nav, root) = visibleStack(log, dir)
        defer { withExtendedLifetime(window) {} }
        #expect(nav.view.frame == rect(0, 0, 375, 667))
        #expect(nav.navigationBar.frame == rect(0, 20, 375, 44))
        #expect(root.view.frame == rect(0, 0, 375, 667))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 64, left: 16, bottom: 0, right: 16))
        #expect(nav.navigationBar.background.frame == rect(0, -20, 375, 64))
        #expect(
            sameFrame(nav.navigationBar.background.shadowView.frame, rect(0, 64, 375, 0.5)),
            "a one-pixel hairline under the bar")
    }

    /// iPhone X: the bar under the 44-point sensor housing; safe area top 88, bottom 34.
    @Test(arguments: directions)
    func barAndChildFramesOnIPhoneX(_ dir: UITraitEnvironmentLayoutDirection) {
        let log = CallLog()
        let (window, nav, root) = visibleStack(log, safeArea: xSafeArea, height: 812, dir)
        defer { withExtendedLifetime(window) {} }
        #expect(nav.navigationBar.frame == rect(0, 44, 375, 44))
        #expect(root.view.frame == rect(0, 0, 375, 812))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.view.layoutMarginsGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
        ])
        root.view.layoutIfNeeded()
        #expect(content.frame == mirrored(rect(16, 88, 100, 690), in: 375, dir))
    }

    /// Large titles: 44 + 52 = 96 points (hacknicity.medium.com), so the content starts 140 points
    /// down on iPhone X (qiita.com/usagimaru: "Large Title 時のナビゲーションバー下端までの距離は
    /// 140pt"); a pushed controller with `.automatic` is large too, `.never` is not.
    @Test(arguments: directions)
    func largeTitles(_ dir: UITraitEnvironmentLayoutDirection) {
        let log = CallLog()
        let window = makeWindow(375, 812, safeArea: xSafeArea, dir, scale: 3)
        let root = LoggingViewController("Settings", log: log)
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        window.rootViewController = nav
        window.makeKeyAndVisible()
        #expect(nav.navigationBar.frame == rect(0, 44, 375, 96))
        #expect(root.view.safeAreaInsets.top == 140)
        let large = nav.navigationBar.largeTitleView
        #expect(!large.isHidden && large.frame == rect(0, 44, 375, 52))
        #expect(large.label.frame.minX == (dir == .leftToRight ? 16 : 375 - 16 - large.label.frame.width))
        #expect(nav.navigationBar.titleLabel.alpha == 0)
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame == rect(0, 44, 375, 44))
        #expect(detail.view.safeAreaInsets.top == 88)
        #expect(large.isHidden && nav.navigationBar.titleLabel.alpha == 1)
    }

    /// The back button shows the previous item's title (its backButtonTitle first, "Back" when
    /// it has neither), at the leading edge: on the right in RTL, its chevron pointing right.
    @Test(arguments: directions)
    func backButtonTitleAndPosition(_ dir: UITraitEnvironmentLayoutDirection) {
        let log = CallLog()
        let (window, nav, root) = visibleStack(log, dir)
        let detail = UIViewController()
        detail.title = "Message"
        nav.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let bar = nav.navigationBar
        let back = bar.buttons.first { $0.role == .back }!
        #expect(back.label.text == "A")
        let textWidth = back.label.intrinsicContentSize.width
        let width = ((8 + 13 + 6 + textWidth + 6) * 2).rounded(.up) / 2
        #expect(back.frame == mirrored(rect(0, 0, width, 44), in: 375, dir))
        #expect(back.glyph?.frame == mirrored(rect(8, 11.5, 13, 21), in: width, dir))
        if case .chevron(let right) = back.glyph?.shape {
            #expect(right == (dir == .rightToLeft))
        } else {
            Issue.record("no chevron")
        }
        root.navigationItem.backButtonTitle = "Inbox"
        window.layoutIfNeeded()
        #expect(bar.buttons.first { $0.role == .back }?.label.text == "Inbox")
        root.navigationItem.backButtonTitle = nil
        root.title = nil
        window.layoutIfNeeded()
        #expect(bar.buttons.first { $0.role == .back }?.label.text == "Back")
        // The centred title stays clear of the back button.
        #expect(bar.titleLabel.text == "Message")
        let t = bar.titleLabel.frame
        #expect(abs(t.midX - 187.5) < 0.5)
    }

    /// Bar button items sit inside the margins (16 points, plus 8 of padding around each title),
    /// right items from the trailing edge inwards; mirrored in RTL.
    @Test(arguments: directions)
    func barButtonItemFrames(_ dir: UITraitEnvironmentLayoutDirection) {
        let log = CallLog()
        let (window, nav, root) = visibleStack(log, dir)
        let done = UIBarButtonItem(systemItem: .done)
        let add = UIBarButtonItem(systemItem: .add)
        root.navigationItem.rightBarButtonItems = [done, add]
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit")
        window.layoutIfNeeded()
        let bar = nav.navigationBar
        let buttons = bar.buttons
        #expect(buttons.map(\.role) == [.leading, .trailing, .trailing])
        let editWidth = ((buttons[0].label.intrinsicContentSize.width + 16) * 2).rounded(.up) / 2
        #expect(buttons[0].frame == mirrored(rect(8, 0, editWidth, 44), in: 375, dir))
        let doneWidth = ((buttons[1].label.intrinsicContentSize.width + 16) * 2).rounded(.up) / 2
        #expect(buttons[1].frame == mirrored(rect(367 - doneWidth, 0, doneWidth, 44), in: 375, dir))
        #expect(buttons[2].frame == mirrored(rect(367 - doneWidth - 38, 0, 38, 44), in: 375, dir))
        #expect(buttons[1].label.font == UIFont.systemFont(ofSize: 17, weight: .semibold), "Done is semibold")
        #expect(buttons[1].label.text == "Done")
    }

    @Test func titleViewReplacesTheTitle() {
        let log = CallLog()
        let (window, nav, root) = visibleStack(log)
        let custom = UIView(frame: rect(0, 0, 120, 30))
        root.navigationItem.titleView = custom
        window.layoutIfNeeded()
        #expect(custom.superview === nav.navigationBar.contentView)
        #expect(custom.frame == rect(127.5, 7, 120, 30))
        #expect(nav.navigationBar.titleLabel.isHidden)
    }

    @Test func hiddenBarGivesTheChildNoBarInset() {
        let log = CallLog()
        let (window, nav, root) = visibleStack(log)
        nav.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.isHidden)
        #expect(root.view.safeAreaInsets.top == 20)
    }

    /// An opaque bar: the top view starts under the bar (edgesForExtendedLayout does not reach
    /// under opaque bars unless extendedLayoutIncludesOpaqueBars).
    @Test func opaqueBarMovesTheChildBelowIt() {
        let log = CallLog()
        let (window, nav, root) = visibleStack(log)
        nav.navigationBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(root.view.frame == rect(0, 64, 375, 603))
        #expect(root.view.safeAreaInsets == .zero)
        root.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        #expect(root.view.frame == rect(0, 0, 375, 667))
        #expect(root.view.safeAreaInsets.top == 64)
    }

    /// The top layout guide (PureLayout's autoPin(toTopLayoutGuideOf:)) ends under the bar.
    @Test func topAndBottomLayoutGuides() {
        let log = CallLog()
        let (window, _, root) = visibleStack(log, safeArea: xSafeArea, height: 812)
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topLayoutGuide.bottomAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: root.bottomLayoutGuide.topAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(root.topLayoutGuide.length == 88 && root.bottomLayoutGuide.length == 34)
        #expect(label.frame == rect(0, 96, 10, 674))
    }

    /// A scroll view as the root of a pushed controller adds the bar to its top inset
    /// (`.automatic`, UIKit's rule for scroll views in navigation controllers).
    @Test func scrollViewRootsAdjustForTheBars() {
        final class ListController: UIViewController {
            override func loadView() { view = UIScrollView() }
        }
        let log = CallLog()
        let (window, nav, _) = visibleStack(log, safeArea: xSafeArea, height: 812)
        let list = ListController()
        nav.pushViewController(list, animated: false)
        window.layoutIfNeeded()
        let scroll = list.view as! UIScrollView
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -88))
    }

    /// A scroll view that is the first subview of a pushed controller's view (PureLayout's demo 11:
    /// pinned to the edges, under the bar) is adjusted for the bar even when its content fits;
    /// one behind another subview is adjusted only on the axes it scrolls.
    @Test func theFirstSubviewScrollViewAdjustsForTheBarsAndOnlyIt() {
        final class Demo: UIViewController {
            let first = UIScrollView(), second = UIScrollView()
            override func viewDidLoad() {
                super.viewDidLoad()
                for s in [first, second] {
                    s.frame = view.bounds
                    s.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    s.contentSize = CGSize(width: 100, height: 100)  // fits: nothing to scroll
                    view.addSubview(s)
                }
            }
        }
        let log = CallLog()
        let (window, nav, _) = visibleStack(log, safeArea: xSafeArea, height: 812)
        let demo = Demo()
        nav.pushViewController(demo, animated: false)
        window.layoutIfNeeded()
        #expect(demo.first.adjustedContentInset == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(demo.first.contentOffset == CGPoint(x: 0, y: -88))
        #expect(demo.second.adjustedContentInset == .zero && demo.second.contentOffset == .zero)
    }

    /// `_autolayoutTrace()` of a navigation stack reads as seed 000's: the layout container, the
    /// transition view, the wrapper, the controller's view, then the bar and its parts.
    @Test func autolayoutTraceOfANavigationStack() {
        let log = CallLog()
        let (window, nav, root) = visibleStack(log)
        nav.pushViewController(UIViewController(), animated: false)
        window.layoutIfNeeded()
        let lines = window._autolayoutTrace().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let names = lines.prefix { !$0.isEmpty }.map { line in
            String(line.drop { "|• *+".contains($0) }.prefix { $0 != ":" })
        }
        #expect(
            names == [
                "UIWindow", "UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView",
                "UIView",
                "UINavigationBar", "_UIBarBackground", "_UIBarBackgroundShadowView", "_UINavigationBarLargeTitleView",
                "UILabel",
                "_UINavigationBarContentView", "_UIButtonBarButton", "_UIModernBarButton", "UILabel", "UILabel",
            ])
        // The bar is named by its title, as UIKit names it in traces ("Dynamic Stack View" in seed 000).
        nav.topViewController?.title = "Detail"
        #expect(window._autolayoutTrace().contains("+UINavigationBar:\(nav.navigationBar.debugAddress)'Detail'\n"))
        #expect(
            lines.contains("|   |   |   |   +UIView:\(root.view.debugAddress)") == false,
            "the root controller's view left the window")
    }
}
