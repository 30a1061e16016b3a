import Foundation

/// The view between a container's transition view and a child's view (UIKit's
/// `UIViewControllerWrapperView`).
final class UIViewControllerWrapperView: UIView {
    /// Puts `new`'s view in this wrapper in place of `old`'s, resizing with it, and asks
    /// `container` (the controller's view) for a layout; with no `new`, only removes `old`'s.
    /// `UINavigationController` and `UITabBarController` show their child this way.
    ///
    /// - Parameters:
    ///   - new: The controller whose view to show, or `nil`.
    ///   - old: The controller whose view to remove, if it is in this wrapper.
    ///   - container: The view to lay out again once `new`'s view is in place.
    func install(_ new: UIViewController?, replacing old: UIViewController?, invalidating container: UIView?) {
        if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
        guard let new else { return }
        let v: UIView = new.view
        v.translatesAutoresizingMaskIntoConstraints = true
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.frame = bounds
        addSubview(v)
        container?.setNeedsLayout()
    }
}
