import Foundation

/// An interaction controller that moves a transition by the percentage a gesture reports:
/// UIKit's `UIPercentDrivenInteractiveTransition`.
///
/// ```swift
/// final class SwipeToDismiss: UIPercentDrivenInteractiveTransition {
///     func pan(_ g: UIPanGestureRecognizer) {
///         let progress = g.translation(in: g.view).y / 300
///         switch g.state {
///         case .changed: update(progress)
///         case .ended: progress > 0.5 ? finish() : cancel()
///         default: cancel()
///         }
///     }
/// }
/// ```
///
/// Each call is passed on to the transition context (``update(_:)`` to
/// `updateInteractiveTransition(_:)`, ``finish()`` to `finishInteractiveTransition()`,
/// ``cancel()`` to `cancelInteractiveTransition()`, ``pause()`` to
/// `pauseInteractiveTransition()`), as in UIKit; before
/// ``startInteractiveTransition(_:)`` there is no context, and the calls only record the
/// percentage.
///
/// Where Plumb differs: Plumb's presentations are not interactive (they run at once and do
/// not ask the transitioning delegate's interaction controllers), so an interaction
/// controller is driven only by code that starts it itself; ``duration`` is 0 until then.
@MainActor @preconcurrency
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// Creates an interaction controller.
    public override init() { super.init() }

    /// The transition's context, from ``startInteractiveTransition(_:)``.
    private var context: (any UIViewControllerContextTransitioning)?
    /// The animator of the transition, when Plumb knows it.
    weak var animator: (any UIViewControllerAnimatedTransitioning)?

    /// The duration of the transition's animation: the animator's `transitionDuration(using:)`
    /// (0 when there is none).
    open var duration: CGFloat {
        guard let animator else { return 0 }
        return CGFloat(animator.transitionDuration(using: context))
    }
    /// How far the transition has gone, 0...1 (the last value given to ``update(_:)``).
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the transition completes after ``finish()`` or ``cancel()``, as a multiple of
    /// its speed (default 1, Apple's `completionSpeed` documentation).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition after the interaction ends (default
    /// `.easeInOut`, Apple's `completionCurve` documentation).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing curve of the rest of the transition (default `nil`: ``completionCurve``).
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactively (default `true`, Apple's documentation).
    open var wantsInteractiveStart = true

    /// Starts the transition: keeps `transitionContext` and sets ``percentComplete`` to 0.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        if let animator { animator.animateTransition(using: transitionContext) }
    }

    /// Moves the transition to `percentComplete`, clamped to 0...1 (estimate: UIKit's clamping
    /// is not documented; NaN is ignored).
    open func update(_ percentComplete: CGFloat) {
        guard !percentComplete.isNaN else { return }
        self.percentComplete = min(1, max(0, percentComplete))
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Ends the interaction and completes the transition.
    open func finish() { context?.finishInteractiveTransition() }

    /// Ends the interaction and returns to the transition's start.
    open func cancel() { context?.cancelInteractiveTransition() }

    /// Pauses the transition where it is (for an interruptible transition).
    open func pause() { context?.pauseInteractiveTransition() }
}
