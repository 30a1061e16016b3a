import Foundation

/// Marks the default `adaptivePresentationStyle(for:)` (not implemented by the delegate).
let adaptiveStyleNotImplemented = UIModalPresentationStyle.automatic

/// Manages how a presented controller is shown, from its presentation to its dismissal: UIKit's
/// `UIPresentationController`. Subclass it for a custom presentation and vend it from a
/// transitioning delegate's `presentationController(forPresented:presenting:source:)`, with
/// `modalPresentationStyle = .custom`.
///
/// ```swift
/// final class HalfSheetPresentationController: UIPresentationController {
///     override var frameOfPresentedViewInContainerView: CGRect {
///         guard let bounds = containerView?.bounds else { return .zero }
///         return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
///     }
///     override func containerViewWillLayoutSubviews() {
///         super.containerViewWillLayoutSubviews()
///         presentedView?.frame = frameOfPresentedViewInContainerView
///     }
/// }
/// ```
///
/// The order of a presentation (Plumb's; UIKit documents the phases, not their interleaving
/// with the appearance callbacks, so the relative order of `presentationTransitionWillBegin` and
/// `viewWillAppear` is an estimate): the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`, then
/// `animationController(forPresented:presenting:source:)`; ``presentationTransitionWillBegin()``;
/// the presented controller's `viewWillAppear` (and the presenting one's `viewWillDisappear` when
/// ``shouldRemovePresentersView``); the animator's `transitionDuration(using:)` and
/// `animateTransition(using:)` (without an animator, Plumb adds ``presentedView`` to the
/// ``containerView`` at ``frameOfPresentedViewInContainerView``, UIKit's end state); at the
/// window's next layout after `completeTransition(true)`: ``containerViewWillLayoutSubviews()``,
/// ``containerViewDidLayoutSubviews()`` (on every layout of the container),
/// ``presentationTransitionDidEnd(_:)``, `viewDidAppear`, the animator's `animationEnded`, the
/// completion handler. A dismissal mirrors it: `animationController(forDismissed:)`,
/// ``dismissalTransitionWillBegin()``, `viewWillDisappear`, the animator, then
/// ``dismissalTransitionDidEnd(_:)``, `viewDidDisappear`, the completion handler.
///
/// Where Plumb differs: the presented controller is held weakly (UIKit holds it strongly while
/// presented; Plumb's presentation holds both); before a presentation, ``presentingViewController``
/// is the controller given to the initializer, or the presented one when that was `nil`.
@MainActor @preconcurrency
open class UIPresentationController: NSObject, UIContentContainer {
    private weak var _presented: UIViewController?
    weak var _presenting: UIViewController?
    /// Set while the presentation is in place.
    weak var _containerView: UIView?

    /// Creates a presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (UIKit's designated initializer).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        _presented = presentedViewController
        _presenting = presentingViewController
        super.init()
    }

    /// The controller being presented.
    open var presentedViewController: UIViewController {
        guard let vc = _presented else {
            preconditionFailure("Plumb: the presented view controller of \(self) was released")
        }
        return vc
    }

    /// The controller that presents (see the type's note for before a presentation).
    open var presentingViewController: UIViewController { _presenting ?? presentedViewController }

    /// Hears about adaptation and dismissal. Held weakly.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The style of the presentation: the presented controller's `modalPresentationStyle`.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The view the presentation happens in (a `UITransitionView` filling the window), `nil`
    /// outside a presentation.
    open var containerView: UIView? { _containerView }

    /// The view that is animated and placed: the presented controller's view by default;
    /// override to wrap it (a shadow, a rounded clip).
    open var presentedView: UIView? {
        presentedViewController.viewIfLoaded ?? (containerView == nil ? nil : presentedViewController.view)
    }

    /// Where the presented view goes in ``containerView``: its bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen (default `true`).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting controller's view leaves the window once the presentation ends
    /// (default `false`: it stays under the presented view and gets no appearance callbacks).
    open var shouldRemovePresentersView: Bool { false }

    /// The style the presentation adapts to in a compact width: `.fullScreen` (Apple's
    /// documentation of the default).
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// The style for `traitCollection`: the delegate's answer, else (for a popover in a compact
    /// width) ``adaptivePresentationStyle``, else `.none`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if let delegate {
            let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
            if answer != adaptiveStyleNotImplemented { return answer }
        }
        return .none
    }

    /// The traits of the presented content (set to override the container's).
    open var overrideTraitCollection: UITraitCollection?

    /// The presentation is about to start: add decoration views (a dimming view) to
    /// ``containerView`` here. Does nothing by default.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended (`completed` is `false` if it was cancelled). Does nothing by default.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start. Does nothing by default.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended. Does nothing by default.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out its subviews: place ``presentedView`` here.
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    /// The size the presented content prefers.
    open var preferredContentSize: CGSize = .zero
    /// The presented controller's ``UIViewController/preferredContentSize`` changed. Does
    /// nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The presented controller's fitting size changed. Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size the presented content gets: `parentSize` by default.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }
    /// The container's size is about to change. Does nothing by default.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// The container's traits are about to change. Does nothing by default.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}
}
