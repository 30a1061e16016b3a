import Foundation

/// Hears about a popover's presentation and dismissal (UIKit's
/// `UIPopoverPresentationControllerDelegate`; every method is optional). Set it as the
/// popover presentation controller's `delegate`.
///
/// ```swift
/// vc.modalPresentationStyle = .popover
/// vc.popoverPresentationController?.delegate = self
/// func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) {
///     popover.sourceView = button
///     popover.sourceRect = button.bounds
/// }
/// func adaptivePresentationStyle(for controller: UIPresentationController,
///                                traitCollection: UITraitCollection) -> UIModalPresentationStyle {
///     .none   // a popover on iPhone too
/// }
/// ```
///
/// Where Plumb differs: a popover is dismissed only by code (there are no taps outside it), so
/// ``popoverPresentationControllerShouldDismissPopover(_:)`` and
/// ``popoverPresentationControllerDidDismissPopover(_:)``, which UIKit calls only for a
/// dismissal by the user, are never called, nor is
/// ``popoverPresentationController(_:willRepositionPopoverTo:in:)``.
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the popover is presented, before its source is checked: set the source
    /// here if it was not known earlier.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (default `true`; see the type).
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// After a tap outside dismissed the popover (see the type).
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
    /// The popover is about to move after a size change (see the type). Where Plumb differs:
    /// `view` is an `UnsafeMutablePointer` (UIKit: `AutoreleasingUnsafeMutablePointer`, which
    /// Swift has only with Objective-C).
    func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
        in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
    public func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
        in view: UnsafeMutablePointer<UIView>
    ) {}
}
