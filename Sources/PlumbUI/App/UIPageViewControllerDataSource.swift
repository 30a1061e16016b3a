import Foundation

/// Provides a page view controller's pages on demand (UIKit's `UIPageViewControllerDataSource`).
///
/// Implement ``presentationCount(for:)`` and ``presentationIndex(for:)`` too and a `.scroll`
/// page view controller draws a page control (the dots) at its bottom, as UIKit does.
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or `nil` at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of dots in the page indicator (optional: with ``presentationIndex(for:)``, it
    /// turns the indicator on).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected dot of the page indicator (optional, see ``presentationCount(for:)``).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not implemented: no page indicator (Plumb notes that the method is missing).
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pageViewController.dataSourceLacksIndicator = true
        return 0
    }
    /// Not implemented: no page indicator (Plumb notes that the method is missing).
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.dataSourceLacksIndicator = true
        return 0
    }
}
