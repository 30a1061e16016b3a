import Foundation

extension UIPageViewController {
    /// `setViewControllers(_:direction:animated:completion:)`.
    func setPages(_ viewControllers: [UIViewController]?, animated: Bool, completion: ((Bool) -> Void)?) {
        let new = viewControllers ?? []
        let required = transitionStyle == .scroll ? 1 : (spineLocation == .mid ? 2 : 1)
        guard new.count == required else {
            if transitionStyle == .pageCurl, !animated {
                LayoutDiagnostics.report(
                    .warning,
                    "The number of provided view controllers (\(new.count)) doesn't match the number required (\(required)) for the requested spine location (\(Self.spineName(spineLocation)))"
                )
            } else {
                LayoutDiagnostics.report(
                    .warning,
                    "The number of view controllers provided (\(new.count)) doesn't match the number required (\(required)) for the requested transition"
                )
            }
            return
        }
        if transitionStyle == .scroll {
            turnScroll(to: new[0], gesture: false, animated: animated, step: 0, completion: completion)
        } else {
            setCurlPages(new, completion: completion)
        }
    }

    /// Turns a page as the user's swipe (`.scroll`) or tap in the margin (`.pageCurl`) does
    /// (Plumb's driver, like ``UITabBarController/selectTab(at:)`` for a tab bar): asks the data
    /// source for the page after (`.forward`) or before (`.reverse`); if there is none, nothing
    /// happens and it returns `false`.
    ///
    /// UIKit's order for a swipe (its queuing scroll view's callbacks to the page view
    /// controller): `viewControllerAfter`/`Before`; the new page added as a child
    /// (`willMove(toParent:)`, `didMove(toParent:)`, then its view loads); the delegate's
    /// `willTransitionTo`; the new page's `viewWillAppear(true)`, the old page's
    /// `viewWillDisappear(true)`; the page control's current page moves by one (the data source's
    /// presentation methods are not asked again, as Apple documents); when the window next lays
    /// out: `viewDidAppear(true)`, `viewDidDisappear(true)`, the delegate's
    /// `didFinishAnimating(true, previousViewControllers: [old], transitionCompleted: true)`,
    /// then the old page's `willMove(toParent: nil)` and `didMove(toParent: nil)` (UIKit removes it
    /// later, once it leaves its queuing scroll view). A page curl (the tap path of UIKit's
    /// `_setViewControllers:withCurlOfType:…`): data source; `willTransitionTo`; the incoming
    /// page's `viewWillAppear(true)`, `willMove(toParent:)`, `didMove(toParent:)`; the outgoing
    /// page's `viewWillDisappear(true)`; then at the next layout the outgoing page's
    /// `willMove(toParent: nil)`, `viewDidDisappear(true)`, `didMove(toParent: nil)`, the
    /// incoming page's `viewDidAppear(true)` and `didFinishAnimating`.
    ///
    /// `.forward` follows the reading direction: in a right-to-left layout the next page of a
    /// horizontal `.scroll` page view controller is the one to the left.
    @discardableResult
    public func simulatePageTurn(_ direction: NavigationDirection) -> Bool {
        guard let dataSource, let current = pages.first else { return false }
        if let window = viewIfLoaded?.window, isVisible { window.finishTransitions() }
        if transitionStyle == .scroll {
            let next =
                direction == .forward
                ? dataSource.pageViewController(self, viewControllerAfter: current)
                : dataSource.pageViewController(self, viewControllerBefore: current)
            guard let next, next !== current else { return false }
            turnScroll(to: next, gesture: true, animated: true, step: direction == .forward ? 1 : -1, completion: nil)
            return true
        }
        // Page curl: the next page, or two with a back side (UIKit's
        // `_incomingViewControllersForGestureDrivenCurlInDirection:`).
        var incoming: [UIViewController] = []
        if direction == .forward {
            let anchor = spineLocation == .mid ? pages[pages.count - 1] : current
            guard let first = dataSource.pageViewController(self, viewControllerAfter: anchor) else { return false }
            incoming = [first]
            if isDoubleSided, let second = dataSource.pageViewController(self, viewControllerAfter: first) {
                incoming.append(second)
            }
        } else {
            guard let first = dataSource.pageViewController(self, viewControllerBefore: current) else { return false }
            incoming = [first]
            if isDoubleSided, let second = dataSource.pageViewController(self, viewControllerBefore: first) {
                incoming.insert(second, at: 0)
            }
        }
        let required = spineLocation == .mid ? 2 : 1
        guard incoming.count >= required else { return false }
        curlTurn(to: Array(incoming.prefix(required)))
        return true
    }

    // MARK: Scroll

    /// One turn of a `.scroll` page view controller: by `setViewControllers` or a swipe.
    func turnScroll(to new: UIViewController, gesture: Bool, animated: Bool, step: Int, completion: ((Bool) -> Void)?) {
        let old = pages.first
        guard new !== old else {
            completion?(true)
            return
        }
        let visible = isVisible
        let window = viewIfLoaded?.window
        if visible { window?.finishTransitions() }
        if !gesture { old?.willMove(toParent: nil) }
        if new.parent !== self {
            guard addChildController(new) else { return }
            new.didMove(toParent: self)
        }
        pages = [new]
        if visible || gesture { new.loadViewIfNeeded() }
        if gesture { delegate?.pageViewController(self, willTransitionTo: [new]) }
        let appearing = animated && old != nil
        if visible {
            new.beginAppearanceTransition(true, animated: appearing)
            old?.beginAppearanceTransition(false, animated: appearing)
        }
        if isViewLoaded {
            if let oldView = old?.viewIfLoaded, oldView.superview === contentView?.scrollView {
                oldView.removeFromSuperview()
            }
            install(new)
        }
        if gesture {
            movePageControl(by: step)
        } else {
            updatePageControlFromDataSource()
        }
        let finish = { [self] in
            if visible {
                new.endAppearanceTransition()
                old?.endAppearanceTransition()
            }
            if gesture, let old {
                delegate?.pageViewController(
                    self, didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: true)
            }
            if let old, old.parent === self, !pages.contains(where: { $0 === old }) {
                if gesture { old.willMove(toParent: nil) }
                old.removeFromParentController()
            }
            completion?(true)
        }
        if visible, let window { window.afterNextLayout(finish) } else { finish() }
    }

    // MARK: Curl

    /// `setViewControllers` for `.pageCurl`: UIKit's non-animated curl, at once.
    func setCurlPages(_ new: [UIViewController], completion: ((Bool) -> Void)?) {
        let visible = isVisible
        let old = pages
        for vc in old where !new.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            if vc.isViewLoaded {
                if visible { vc.beginAppearanceTransition(false, animated: false) }
                vc.viewIfLoaded?.removeFromSuperview()
                if visible { vc.endAppearanceTransition() }
            }
            vc.removeFromParentController()
        }
        pages = new
        for vc in new {
            let isNew = !old.contains { $0 === vc }
            if isNew { guard addChildController(vc) else { continue } }
            if isViewLoaded, vc.view.superview !== viewIfLoaded {
                if visible { vc.beginAppearanceTransition(true, animated: false) }
                install(vc)
                if visible { vc.endAppearanceTransition() }
            }
            if isNew { vc.didMove(toParent: self) }
        }
        viewIfLoaded?.setNeedsLayout()
        completion?(true)
    }

    /// A gesture-driven curl to `incoming`.
    func curlTurn(to incoming: [UIViewController]) {
        let visible = isVisible
        let window = viewIfLoaded?.window
        let outgoing = pages
        delegate?.pageViewController(self, willTransitionTo: incoming)
        for vc in incoming {
            if visible { vc.beginAppearanceTransition(true, animated: true) }
            if vc.parent !== self {
                guard addChildController(vc) else { continue }
                if isViewLoaded { install(vc) }
                vc.didMove(toParent: self)
            } else if isViewLoaded {
                install(vc)
            }
        }
        for vc in outgoing where !incoming.contains(where: { $0 === vc }) {
            if visible { vc.beginAppearanceTransition(false, animated: true) }
        }
        pages = incoming
        viewIfLoaded?.setNeedsLayout()
        let finish = { [self] in
            for vc in outgoing where !incoming.contains(where: { $0 === vc }) {
                vc.willMove(toParent: nil)
                vc.viewIfLoaded?.removeFromSuperview()
                if visible { vc.endAppearanceTransition() }
                vc.removeFromParentController()
            }
            if visible { for vc in incoming { vc.endAppearanceTransition() } }
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: outgoing, transitionCompleted: true)
        }
        if visible, let window { window.afterNextLayout(finish) } else { finish() }
    }

    // MARK: Views and the page control

    var contentView: _UIPageViewControllerContentView? { viewIfLoaded as? _UIPageViewControllerContentView }

    /// Puts a page's view in the hierarchy: the queuing scroll view, or the content view for a
    /// curl (below the others, as UIKit inserts it at index 0).
    func install(_ page: UIViewController) {
        guard let content = contentView else { return }
        let v: UIView = page.view
        v.translatesAutoresizingMaskIntoConstraints = true
        v.autoresizingMask = []
        if transitionStyle == .scroll {
            if v.superview !== content.scrollView { content.scrollView.addSubview(v) }
        } else if v.superview !== content {
            content.insertSubview(v, at: 0)
        }
        content.setNeedsLayout()
    }

    /// Whether the page indicator is shown: `.scroll` and a data source that implements both
    /// presentation methods (learnt from the first call of both, which UIKit makes too).
    var isPageControlVisible: Bool {
        guard transitionStyle == .scroll, dataSource != nil else { return false }
        if !indicatorChecked { updatePageControlFromDataSource() }
        return !dataSourceLacksIndicator
    }

    /// UIKit's `_updatePageControlViaDataSourceIfNecessary`: asks for the count, then the index,
    /// and takes them when they are valid (UIKit asks even before the view is loaded).
    func updatePageControlFromDataSource() {
        pageControlNeedsData = false
        guard transitionStyle == .scroll, let dataSource else { return }
        if indicatorChecked, dataSourceLacksIndicator { return }
        dataSourceLacksIndicator = false
        let count = dataSource.presentationCount(for: self)
        let index = dataSource.presentationIndex(for: self)
        indicatorChecked = true
        guard !dataSourceLacksIndicator, let content = contentView else { return }
        let control = content.pageControlIfNeeded()
        let pages = control.numberOfPages
        if pages == count {
            guard index >= 0, index != control.currentPage, pages >= 1, index < pages else { return }
        } else {
            guard count >= 1, index >= 0, index < count else { return }
        }
        control.numberOfPages = count
        control.currentPage = index
        content.setNeedsLayout()
    }

    /// After a swipe the current dot moves by one, wrapping around (UIKit's
    /// `queuingScrollView:didCommitManualScroll:…`).
    func movePageControl(by step: Int) {
        guard isPageControlVisible, let control = contentView?.pageControl, control.numberOfPages > 0 else { return }
        let n = control.numberOfPages
        control.currentPage = ((control.currentPage + step) % n + n) % n
    }
}
