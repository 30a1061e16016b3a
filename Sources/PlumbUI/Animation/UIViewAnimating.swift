import Foundation

/// An object that runs an animation that can be started, paused, scrubbed and stopped (UIKit's
/// `UIViewAnimating`; `UIViewPropertyAnimator` adopts it).
@MainActor @preconcurrency
public protocol UIViewAnimating: AnyObject {
    /// Whether the animation is inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animation is running (not paused).
    var isRunning: Bool { get }
    /// Whether the animation runs from its end to its start.
    var isReversed: Bool { get set }
    /// How far the animation has gone, 0...1.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animation.
    func startAnimation()
    /// Starts the animation after a delay.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animation.
    func pauseAnimation()
    /// Stops the animation where it is; `withoutFinishing` false leaves it to
    /// ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation at a position.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which animations and completions can be added while it runs (UIKit's
/// `UIViewImplicitlyAnimating`, what `interruptibleAnimator(using:)` returns). Every method is
/// optional, as in UIKit: the defaults do nothing.
@MainActor @preconcurrency
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run with the rest.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after a fraction of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when the animation ends.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused or stopped animation with new timing.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {}
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
