import Foundation

/// What a scroll view tells its delegate as its content moves and zooms: UIKit's
/// `UIScrollViewDelegate`. Every method is optional, as in UIKit (Swift has no optional protocol
/// methods outside Objective-C, so each has a default here that does what UIKit does without it).
/// `UITableViewDelegate` and `UICollectionViewDelegate` inherit from it, as in UIKit.
///
/// ```swift
/// extension FollowersViewController: UICollectionViewDelegate {
///     func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
///         if scrollView.contentOffset.y > scrollView.contentSize.height - scrollView.frame.height { loadMore() }
///     }
/// }
/// ```
///
/// When Plumb calls them: `scrollViewDidScroll(_:)` on every change of `contentOffset` (set by
/// you, by `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`, zooming, the
/// resting offset of the insets, or a drag); `scrollViewDidEndScrollingAnimation(_:)` after an
/// `animated: true` call that moved the content (Plumb has no animation: it ends at once);
/// `scrollViewDidZoom(_:)` when `zoomScale` changes; the dragging, decelerating and zooming
/// methods when a test drives `panGestureRecognizer` or `pinchGestureRecognizer` (see
/// `UIScrollView`); `scrollViewShouldScrollToTop(_:)`/`scrollViewDidScrollToTop(_:)` on
/// `simulateStatusBarTap()`; `scrollViewDidChangeAdjustedContentInset(_:)` from
/// `adjustedContentInsetDidChange()`.
///
/// Where Plumb differs: a class that inherits a conformance (a subclass of a controller that
/// conforms) must override the methods its superclass implements; `UITableViewController` and
/// `UICollectionViewController` declare all of them, so `override func scrollViewDidScroll`
/// works there as in UIKit.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted: `velocity` is in points per millisecond (Apple's documentation), and
    /// you may change where the content comes to rest through `targetContentOffset`.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content moves on to a target.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on by itself after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming (default `nil`: no zooming).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// A pinch ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar may scroll to the top (default `true`).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A tap on the status bar scrolled to the top.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// A container whose content scrolls, for focus movement: UIKit's
/// `UIFocusItemScrollableContainer`, which `UIScrollView` adopts (its requirements are UIKit's;
/// Plumb has no focus engine, and the protocol does not inherit `UIFocusItemContainer`).
@MainActor @preconcurrency
public protocol UIFocusItemScrollableContainer: AnyObject {
    /// The point of the content at the container's top-left corner.
    var contentOffset: CGPoint { get set }
    /// The size of the content.
    var contentSize: CGSize { get }
    /// The size of the visible part.
    var visibleSize: CGSize { get }
}

extension UIScrollView: UIFocusItemScrollableContainer {}

extension UIFocusItemScrollableContainer where Self: UIScrollView {
    /// The scroll view's delegate, held weakly: UIKit's `UIScrollView.delegate`.
    ///
    /// ```swift
    /// scrollView.delegate = self   // self: UIScrollViewDelegate
    /// ```
    ///
    /// Where Plumb differs: UIKit's table and collection views redeclare `delegate` with their
    /// own delegate types, which Swift does not let a subclass do to a property of its
    /// superclass; so Plumb declares the scroll view's here, where `UITableView.delegate`
    /// (`UITableViewDelegate?`) and `UICollectionView.delegate` (`UICollectionViewDelegate?`)
    /// take precedence over it. They share one storage: a table view's delegate gets the
    /// scroll callbacks too. (A subclass cannot override this property.)
    public var delegate: (any UIScrollViewDelegate)? {
        get { _scrollDelegate }
        set { _scrollDelegate = newValue }
    }
}
