import Foundation
import Testing
@testable import PlumbUI

/// `UIPageViewController`: UIKit's view hierarchy, page control geometry, containment and
/// appearance order, the data source and delegate calls of a swipe, right-to-left.
@MainActor @Suite struct PageViewControllerTests {
    /// Pages from a list, logging every call as UIKit code would see it.
    final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [UIViewController]
        let log: CallLog
        var index = 0
        init(_ pages: [UIViewController], log: CallLog) {
            self.pages = pages
            self.log = log
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            log.add("before(\(viewController.title ?? ""))")
            guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
            return pages[i - 1]
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            log.add("after(\(viewController.title ?? ""))")
            guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
            return pages[i + 1]
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int {
            log.add("presentationCount")
            return pages.count
        }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            log.add("presentationIndex")
            return index
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
        ) {
            log.add("willTransitionTo(\(pendingViewControllers.map { $0.title ?? "" }))")
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            log.add("didFinishAnimating(\(finished), \(previousViewControllers.map { $0.title ?? "" }), \(completed))")
        }
    }

    /// A data source without the presentation methods: no page indicator.
    final class PlainPages: UIPageViewControllerDataSource {
        let pages: [UIViewController]
        init(_ pages: [UIViewController]) { self.pages = pages }
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }
    }

    func scrollPages(_ log: CallLog, _ window: UIWindow) -> (UIPageViewController, Pages, [LoggingViewController]) {
        let pages = ["A", "B", "C"].map { LoggingViewController($0, log: log) }
        let source = Pages(pages, log: log)
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers([pages[0]], direction: .forward, animated: false)
        window.rootViewController = pvc
        window.makeKeyAndVisible()
        return (pvc, source, pages)
    }

    @Test func viewHierarchyAndPageControlOnIPhoneSE() throws {
        let log = CallLog()
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        let (pvc, source, pages) = scrollPages(log, window)
        defer { withExtendedLifetime(source) {} }
        let content = try #require(pvc.view as? _UIPageViewControllerContentView)
        #expect(content.subviews.map { typeName($0) } == ["_UIQueuingScrollView", "UIPageControl"])
        let control = try #require(content.pageControl)
        // Three 7-point dots 9 apart with 12 each side: 63 × 26, centred, on the safe-area bottom.
        #expect(control.frame == CGRect(x: 156, y: 641, width: 63, height: 26))
        #expect(control.numberOfPages == 3 && control.currentPage == 0)
        #expect(content.scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 641))
        #expect(pages[0].view.superview === content.scrollView)
        #expect(pages[0].view.frame == CGRect(x: 0, y: 0, width: 375, height: 641))
        #expect(pvc.viewControllers == [pages[0]] && pvc.children == [pages[0]])
        #expect(pvc.gestureRecognizers.isEmpty)
    }

    @Test func pageControlSitsOnTheHomeIndicatorSafeArea() throws {
        let log = CallLog()
        let window = makeWindow(375, 812, safeArea: xSafeArea)
        let (pvc, source, pages) = scrollPages(log, window)
        defer { withExtendedLifetime(source) {} }
        let content = try #require(pvc.view as? _UIPageViewControllerContentView)
        #expect(content.pageControl?.frame == CGRect(x: 156, y: 752, width: 63, height: 26))
        #expect(pages[0].view.frame == CGRect(x: 0, y: 0, width: 375, height: 752))
    }

    @Test func noPageControlWithoutThePresentationMethods() throws {
        let a = UIViewController(), b = UIViewController()
        let source = PlainPages([a, b])
        defer { withExtendedLifetime(source) {} }
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.dataSource = source
        pvc.setViewControllers([a], direction: .forward, animated: false)
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        window.rootViewController = pvc
        window.makeKeyAndVisible()
        let content = try #require(pvc.view as? _UIPageViewControllerContentView)
        #expect(content.pageControl == nil)
        #expect(content.subviews.map { typeName($0) } == ["_UIQueuingScrollView"])
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(pvc.simulatePageTurn(.forward))
        window.layoutIfNeeded()
        #expect(pvc.viewControllers == [b] && pvc.children == [b])
        #expect(!pvc.simulatePageTurn(.forward), "no page after the last")
    }

    /// The window shows the page view controller: it appears, then its page (UIKit's
    /// `viewWillAppear:` calls super, then forwards to the pages).
    @Test func appearanceOrderWithAWindow() {
        let log = CallLog()
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        let pages = ["A", "B"].map { LoggingViewController($0, log: log) }
        let source = Pages(pages, log: log)
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.dataSource = source
        pvc.setViewControllers([pages[0]], direction: .forward, animated: false)
        // UIKit asks for the indicator's count and index even before the view is loaded…
        #expect(
            log.take() == [
                "A.willMove(toParent: UIPageViewController)", "A.didMove(toParent: UIPageViewController)",
                "presentationCount", "presentationIndex",
            ])
        window.rootViewController = pvc
        #expect(log.take() == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear"])
        window.makeKeyAndVisible()
        // … and again when its view lays out a page control that has no pages yet.
        #expect(
            log.take() == [
                "presentationCount", "presentationIndex", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "A.viewDidAppear",
            ])
    }

    /// `setViewControllers` on screen: UIKit's order, and no delegate calls.
    @Test func setViewControllersOrder() {
        let log = CallLog()
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        let (pvc, source, pages) = scrollPages(log, window)
        defer { withExtendedLifetime(source) {} }
        log.entries = []
        source.index = 2
        var completed: Bool?
        pvc.setViewControllers([pages[2]], direction: .forward, animated: true) { completed = $0 }
        #expect(
            log.take() == [
                "A.willMove(toParent: nil)", "C.willMove(toParent: UIPageViewController)",
                "C.didMove(toParent: UIPageViewController)",
                "C.loadView", "C.viewDidLoad", "C.viewWillAppear", "A.viewWillDisappear[movingFrom]",
                "presentationCount", "presentationIndex",
            ])
        #expect(completed == nil)
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews", "C.viewDidAppear",
                "A.viewDidDisappear[movingFrom]",
                "A.didMove(toParent: nil)",
            ])
        #expect(completed == true)
        #expect(pvc.viewControllers == [pages[2]] && pvc.children == [pages[2]])
        #expect((pvc.view as? _UIPageViewControllerContentView)?.pageControl?.currentPage == 2)
    }

    /// A swipe: data source, containment, the delegate's willTransitionTo, appearance, the dot
    /// moves, then didFinishAnimating and the old page leaves.
    @Test func swipeOrderAndDelegate() {
        let log = CallLog()
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        let (pvc, source, pages) = scrollPages(log, window)
        defer { withExtendedLifetime(source) {} }
        log.entries = []
        #expect(pvc.simulatePageTurn(.forward))
        #expect(
            log.take() == [
                "after(A)", "B.willMove(toParent: UIPageViewController)", "B.didMove(toParent: UIPageViewController)",
                "B.loadView", "B.viewDidLoad", "willTransitionTo([\"B\"])", "B.viewWillAppear", "A.viewWillDisappear",
            ])
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear", "A.viewDidDisappear",
                "didFinishAnimating(true, [\"A\"], true)", "A.willMove(toParent: nil)", "A.didMove(toParent: nil)",
            ])
        #expect(pvc.viewControllers == [pages[1]])
        #expect((pvc.view as? _UIPageViewControllerContentView)?.pageControl?.currentPage == 1)
        #expect(pvc.simulatePageTurn(.reverse))
        window.layoutIfNeeded()
        #expect(pvc.viewControllers == [pages[0]])
        #expect((pvc.view as? _UIPageViewControllerContentView)?.pageControl?.currentPage == 0)
        #expect(!log.entries.contains("presentationCount"), "a swipe does not ask for the presentation count again")
    }

    /// Right to left: `.forward` still asks for the page after and moves to the next dot, and the
    /// dots are mirrored (page 0 on the right); the geometry is the same.
    @Test func rightToLeftForwardIsThePageAfter() throws {
        let log = CallLog()
        let window = makeWindow(375, 667, safeArea: seSafeArea, .rightToLeft)
        let (pvc, source, pages) = scrollPages(log, window)
        defer { withExtendedLifetime(source) {} }
        let content = try #require(pvc.view as? _UIPageViewControllerContentView)
        let control = try #require(content.pageControl)
        #expect(control.frame == CGRect(x: 156, y: 641, width: 63, height: 26))
        let dots = control.dotRects
        #expect(dots.count == 3 && dots[0].minX > dots[2].minX)
        log.entries = []
        #expect(pvc.simulatePageTurn(.forward))
        #expect(log.entries.first == "after(A)")
        window.layoutIfNeeded()
        #expect(pvc.viewControllers == [pages[1]] && control.currentPage == 1)
    }

    @Test func interPageSpacingIsRoundedToAnEvenNumber() throws {
        let a = UIViewController()
        let pvc = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 7])
        pvc.setViewControllers([a], direction: .forward, animated: false)
        let window = makeWindow(375, 667)
        window.rootViewController = pvc
        window.makeKeyAndVisible()
        let content = try #require(pvc.view as? _UIPageViewControllerContentView)
        #expect(pvc.pageSpacing == 8)
        #expect(content.scrollView.frame == CGRect(x: -4, y: 0, width: 383, height: 667))
        #expect(absoluteFrame(a.view) == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func wrongNumberOfControllersReportsUIKitsMessage() {
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let (_, messages) = LayoutDiagnostics.collect {
            pvc.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
        }
        #expect(
            messages.map(\.message) == [
                "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"
            ])
        #expect(pvc.viewControllers == nil && pvc.children.isEmpty)
        let curl = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        let (_, curlMessages) = LayoutDiagnostics.collect {
            curl.setViewControllers([UIViewController()], direction: .forward, animated: false)
        }
        #expect(
            curlMessages.map(\.message) == [
                "The number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid)"
            ])
    }

    /// A page curl with the spine in the middle: two pages side by side (left first, in both
    /// directions), double-sided, with a pan and a tap recognizer on its view.
    @Test func pageCurlWithAMidSpine() throws {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let log = CallLog()
            let pvc = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: UIPageViewController.SpineLocation.mid])
            #expect(pvc.spineLocation == .mid && pvc.isDoubleSided)
            let left = LoggingViewController("L", log: log), right = LoggingViewController("R", log: log)
            pvc.setViewControllers([left, right], direction: .forward, animated: false)
            let window = makeWindow(1024, 768, direction, horizontal: .regular, vertical: .regular)
            window.rootViewController = pvc
            window.makeKeyAndVisible()
            #expect(left.view.frame == CGRect(x: 0, y: 0, width: 512, height: 768))
            #expect(right.view.frame == CGRect(x: 512, y: 0, width: 512, height: 768))
            #expect(pvc.gestureRecognizers.count == 2)
            #expect(pvc.gestureRecognizers.allSatisfy { $0.view === pvc.view })
            #expect(
                UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical).spineLocation == .none)
        }
    }

    /// `setViewControllers` on a visible page curl: the old page leaves, then the new one comes,
    /// each at once (UIKit's non-animated curl).
    @Test func pageCurlSetViewControllersOrder() {
        let log = CallLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pvc.setViewControllers([a], direction: .forward, animated: false)
        let window = makeWindow(375, 667)
        window.rootViewController = pvc
        window.makeKeyAndVisible()
        log.entries = []
        pvc.setViewControllers([b], direction: .forward, animated: false)
        #expect(
            log.take() == [
                "A.willMove(toParent: nil)", "A.viewWillDisappear[movingFrom]", "A.viewDidDisappear[movingFrom]",
                "A.didMove(toParent: nil)",
                "B.willMove(toParent: UIPageViewController)", "B.loadView", "B.viewDidLoad",
                "B.viewWillAppear[movingTo]",
                "B.viewDidAppear[movingTo]", "B.didMove(toParent: UIPageViewController)",
            ])
        #expect(pvc.children == [b])
    }

    /// A subclass written as iOS code writes one compiles and shows its first page.
    @Test func onboardingSubclass() {
        final class Onboarding: UIPageViewController {
            init() {
                super.init(
                    transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 20])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func viewDidLoad() {
                super.viewDidLoad()
                setViewControllers([UIViewController()], direction: .forward, animated: true, completion: nil)
            }
        }
        let onboarding = Onboarding()
        let window = makeWindow(375, 667)
        window.rootViewController = onboarding
        window.makeKeyAndVisible()
        #expect(onboarding.viewControllers?.count == 1)
        #expect(onboarding.viewControllers?.first?.view.window === window)
    }
}
