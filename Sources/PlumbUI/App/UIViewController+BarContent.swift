import Foundation

extension UIViewController {
    /// The scroll view whose scroll position decides whether the bars use their scroll-edge
    /// appearance: the controller's view if it is a scroll view (a table or collection view
    /// controller's), else its view's first subview if that is one — the scroll view UIKit adjusts
    /// for the bars (see `UIScrollView.insetAdjustingController`). `nil` when there is none: the
    /// content then counts as at the edge, as in UIKit ("or always if you don't have a
    /// UIScrollView in your hierarchy"). Where Plumb differs: iOS 15's
    /// `setContentScrollView(_:for:)` is not available.
    var barContentScrollView: UIScrollView? {
        guard let root = viewIfLoaded else { return nil }
        if let scroll = root as? UIScrollView { return scroll }
        return root.subviews.first as? UIScrollView
    }
}
