import Foundation

/// Follows a page view controller's gesture-driven page turns (UIKit's
/// `UIPageViewControllerDelegate`; every method is optional).
///
/// As in UIKit, ``pageViewController(_:willTransitionTo:)`` and
/// ``pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`` are
/// called for page turns made by the user (``UIPageViewController/simulatePageTurn(_:)`` in
/// Plumb), not for ``UIPageViewController/setViewControllers(_:direction:animated:completion:)``.
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: AnyObject {
    /// Called before a gesture-driven turn to `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// Called after a gesture-driven turn, with the pages shown before it.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for an orientation (`.pageCurl` only), asked before the page view
    /// controller appears.
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    /// Not implemented: the spine location stays (Plumb notes that the method is missing).
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        pageViewController.delegateLacksSpineLocation = true
        return pageViewController.spineLocation
    }
}
