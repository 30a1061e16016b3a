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

/// Marks the default `adaptivePresentationStyle(for:)` (not implemented by the delegate).
let adaptiveStyleNotImplemented = UIModalPresentationStyle.automatic

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

/// A presentation shown as a popover, pointing at a view, a rectangle or a bar button item:
/// UIKit's `UIPopoverPresentationController` (``UIViewController/popoverPresentationController``
/// of a controller whose style is `.popover`, and of an action sheet).
///
/// Where Plumb differs: no arrow is drawn. In a regular width the content is a card of
/// ``UIViewController/preferredContentSize`` (320 × 480 when unset, estimate) below the source
/// rectangle (above it when there is no room), kept 10 points inside the window (estimate); in
/// a compact width the popover adapts to `.fullScreen` as in UIKit, unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` returns `.none`.
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open weak var sourceView: UIView?
    /// The rectangle in ``sourceView`` it points at (default: zero, UIKit's default).
    open var sourceRect: CGRect = .zero
    /// The bar button item it points at (instead of a view).
    open weak var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point (kept; Plumb draws no arrow).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The popover's background colour (default: the presented view's).
    open var backgroundColor: UIColor?

    /// Whether something to point at was given.
    var hasSource: Bool { sourceView != nil || barButtonItem != nil }

    open override var presentationStyle: UIModalPresentationStyle { .popover }

    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let answer = super.adaptivePresentationStyle(for: traitCollection)
        if delegate != nil,
            delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
                != adaptiveStyleNotImplemented
        {
            return answer
        }
        return traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle : .none
    }
}

/// Directions of a popover's arrow (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}
