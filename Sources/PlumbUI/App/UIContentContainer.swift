import Foundation

/// A controller whose content a container sizes and resizes (UIKit's `UIContentContainer`):
/// `UIViewController` and `UIPresentationController` conform.
@MainActor @preconcurrency
public protocol UIContentContainer: AnyObject {
    /// The size the container should give this content (`.zero`: no preference).
    var preferredContentSize: CGSize { get }
    /// A child's ``preferredContentSize`` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size a child gets in a parent of `parentSize` (the default: `parentSize`).
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// The container's size is about to change.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change.
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
