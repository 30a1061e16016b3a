import Foundation

/// Hears about a presentation's adaptation to size classes and its dismissal (UIKit's
/// `UIAdaptivePresentationControllerDelegate`; every method is optional).
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact width (`.none`: do not adapt).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to for `traitCollection` (asked first).
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    /// A controller to present instead when the presentation adapts (`nil`: the same one).
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// Called before a presentation adapts to `style`.
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether a swipe may dismiss the sheet (Plumb has no swipe; kept so delegates compile).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Before a swipe dismisses the sheet (never called by Plumb).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// After a swipe dismissed the sheet (never called by Plumb).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe tried to dismiss a sheet that refuses (never called by Plumb).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        adaptiveStyleNotImplemented
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
