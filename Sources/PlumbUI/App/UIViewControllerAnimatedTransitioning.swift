import Foundation

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
