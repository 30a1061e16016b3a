import Foundation

/// Provides the objects of a custom presentation (UIKit's
/// `UIViewControllerTransitioningDelegate`; every method is optional), set as a controller's
/// ``UIViewController/transitioningDelegate`` with ``UIModalPresentationStyle/custom``.
///
/// ```swift
/// sheet.modalPresentationStyle = .custom
/// sheet.transitioningDelegate = halfSheetDelegate   // held weakly, as in UIKit
/// present(sheet, animated: true)
/// ```
@MainActor @preconcurrency
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of the presentation (`nil`: UIKit's default; Plumb places the view at once).
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal (`nil`: the default).
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// An interactive driver of the presentation (never used by Plumb).
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )?
    /// An interactive driver of the dismissal (never used by Plumb).
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )?
    /// The presentation controller of a `.custom` presentation (`nil`: a plain
    /// ``UIPresentationController``).
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )? { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? { nil }
}
