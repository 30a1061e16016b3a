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

/// The views of a transition, by role (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the controller that is leaving (`nil` when it stays on screen).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view of the controller that is arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// The controllers of a transition, by role (UIKit's `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown at the start: the presenting controller of a presentation, the
    /// presented one of a dismissal.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller shown at the end.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// What an animator is given to run a presentation or dismissal (UIKit's
/// `UIViewControllerContextTransitioning`).
///
/// Where Plumb differs: transitions are never interactive; the interactive methods do nothing.
@MainActor @preconcurrency
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in (the presentation's `UITransitionView`): add the
    /// arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated (the `animated` argument of `present`/`dismiss`).
    var isAnimated: Bool { get }
    /// Whether the user drives the transition (never in Plumb).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (never in Plumb).
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The transform the size change applies (identity: Plumb has no rotation during a
    /// presentation).
    var targetTransform: CGAffineTransform { get }
    /// Ends the transition: `true` if it completed. Until it is called the transition is not
    /// over (as in UIKit).
    func completeTransition(_ didComplete: Bool)
    /// A controller of the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view of the transition: the presented view arriving (`.to`) or leaving (`.from`); the
    /// presenting view only when the presentation controller removes it
    /// (`shouldRemovePresentersView`), else `nil`, as in UIKit.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view starts (`.zero` for an arriving view).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where a controller's view ends: the presentation controller's
    /// `frameOfPresentedViewInContainerView` for the presented view; `.zero` for a view that
    /// leaves.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Interactive progress (no effect in Plumb).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Interactive completion (no effect in Plumb).
    func finishInteractiveTransition()
    /// Interactive cancellation (no effect in Plumb).
    func cancelInteractiveTransition()
    /// Interactive pause (no effect in Plumb).
    func pauseInteractiveTransition()
}

/// An animator of a custom presentation or dismissal (UIKit's
/// `UIViewControllerAnimatedTransitioning`).
///
/// Plumb calls ``transitionDuration(using:)``, then ``animateTransition(using:)`` at once; the
/// animation blocks it runs apply at once (Plumb does not animate) and the transition ends when
/// it calls `completeTransition(true)` (the rest of the transition, `viewDidAppear` and the
/// completion handler, runs when the window next lays out).
@MainActor @preconcurrency
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the animation (read, not waited for).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition: add the `.to` view to the container, set its frame, call
    /// `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition ended (optional).
    func animationEnded(_ transitionCompleted: Bool)
    /// The animator that runs the transition, for an interruptible transition (optional).
    /// The default is a new `UIViewPropertyAnimator` of ``transitionDuration(using:)`` with
    /// the `.easeInOut` curve and no animations (Plumb's transitions do not ask for it).
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
    }
}

/// An interactive driver of a transition (UIKit's `UIViewControllerInteractiveTransitioning`;
/// kept so delegates compile: Plumb's transitions are never interactive).
@MainActor @preconcurrency
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition (never called by Plumb).
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition completes after the interaction ends, as a multiple of its
    /// speed (optional; default 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition after the interaction ends (optional; default
    /// `.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (optional; default `true`).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

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

/// Plumb's transition context: the one UIKit hands an animator.
@MainActor
final class PresentationTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationController: UIPresentationController
    let isPresenting: Bool
    /// Called once with the animator's answer.
    var onComplete: ((Bool) -> Void)?
    private(set) var completed: Bool?

    init(container: UIView, animated: Bool, presentationController: UIPresentationController, presenting: Bool) {
        containerView = container
        isAnimated = animated
        self.presentationController = presentationController
        isPresenting = presenting
    }

    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { completed == false }
    var presentationStyle: UIModalPresentationStyle { presentationController.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    func completeTransition(_ didComplete: Bool) {
        guard completed == nil else { return }
        completed = didComplete
        let done = onComplete
        onComplete = nil
        done?(didComplete)
    }

    private var presented: UIViewController { presentationController.presentedViewController }
    private var presenting: UIViewController { presentationController.presentingViewController }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return isPresenting ? presenting : presented
        case .to: return isPresenting ? presented : presenting
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let removes = presentationController.shouldRemovePresentersView
        switch (key, isPresenting) {
        case (.to, true), (.from, false): return presentationController.presentedView
        case (.from, true), (.to, false): return removes ? presenting.viewIfLoaded : nil
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return isPresenting ? .zero : presentationController.frameOfPresentedViewInContainerView }
        if vc === presenting { return isPresenting ? containerView.bounds : .zero }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return isPresenting ? presentationController.frameOfPresentedViewInContainerView : .zero }
        if vc === presenting { return isPresenting ? .zero : containerView.bounds }
        return .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
}
