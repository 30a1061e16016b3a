import Foundation

/// Where an animator stopped: UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end of the animations.
    case end = 0
    /// At the start.
    case start = 1
    /// Where they were when stopped.
    case current = 2
}

/// An animator's state: UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Started or paused.
    case active = 1
    /// Stopped without finishing.
    case stopped = 2
}

/// An object that runs view animations you can start, pause and finish: UIKit's
/// `UIViewPropertyAnimator`.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) {
///     self.panelTop.constant = 0
///     self.view.layoutIfNeeded()
/// }
/// animator.addCompletion { position in print(position == .end) }
/// animator.startAnimation()   // in Plumb: the views are at the end now, the completion has run
/// ```
///
/// Where Plumb differs: there is no clock. ``startAnimation()`` applies the animations at once
/// and finishes (completions run with `.end`, in the order added); a paused animator applies
/// them when it finishes at `.end` or starts again. ``fractionComplete`` is kept but views never
/// show an intermediate state (the filmstrip snapshot strategy interpolates frames instead).
/// Finishing at `.start` after the animations ran cannot undo them.
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject {
    /// The duration in seconds (accepted).
    open private(set) var duration: TimeInterval
    /// The delay in seconds (accepted).
    open private(set) var delay: TimeInterval = 0
    /// The state.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (in Plumb: never after a call returns).
    open private(set) var isRunning = false
    /// Whether the animations run backwards (accepted).
    open var isReversed = false
    /// How far the animations have come, 0 ... 1 (kept; not drawn).
    open var fractionComplete: CGFloat = 0 {
        didSet { fractionComplete = min(1, max(0, fractionComplete.isFinite ? fractionComplete : 0)) }
    }
    /// Whether the animator can be interrupted (default `true`).
    open var isInterruptible = true
    /// Whether scrubbing is linear (default `true`).
    open var scrubsLinearly = true
    /// Whether the animator stays active at the end (default `false`).
    open var pausesOnCompletion = false
    /// Whether user interaction is allowed while running (default `true`).
    open var isUserInteractionEnabled = true

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var applied = false

    /// The timing curve the animator was made with (kept; Plumb applies animations at once).
    open private(set) var timingParameters: (any UITimingCurveProvider)?

    /// An animator with a timing curve object (a ``UICubicTimingParameters`` or
    /// ``UISpringTimingParameters``); add animations, then start it.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    /// An animator with one of UIKit's timing curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a cubic Bézier timing curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a spring's damping ratio.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { self.animations.append(animations) }
    }

    /// Adds animations (run when the animator starts, or at once if it already ran).
    open func addAnimations(_ animation: @escaping () -> Void) {
        if applied, state == .active { UIView.runAnimationBlock(animation) } else { animations.append(animation) }
    }

    /// Adds animations that start after a fraction of the duration (the delay is not modelled).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a completion, called with the position the animator finished at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animations: in Plumb they apply at once and the animator finishes at `.end`.
    open func startAnimation() {
        guard state != .stopped else { return }
        state = .active
        applyAnimations()
        fractionComplete = 1
        if !pausesOnCompletion { finish(at: .end) }
    }

    /// Starts after a delay (the delay is not modelled).
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }

    /// Pauses: the animator is active and its animations wait.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        state = .active
        isRunning = false
    }

    /// Stops the animations where they are. Without finishing the animator becomes inactive and
    /// no completion runs; otherwise it waits for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Finishes a stopped animator at a position and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if finalPosition == .end { applyAnimations() }
        finish(at: finalPosition)
    }

    /// Continues a paused animator, with new timing parameters if given (the animations apply at
    /// once and it finishes at `.end`).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        if let parameters { timingParameters = parameters }
        startAnimation()
    }

    /// Creates and starts an animator; in Plumb the animations and completion run at once.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private func applyAnimations() {
        guard !applied else { return }
        applied = true
        let blocks = animations
        animations.removeAll()
        UIView.runAnimationBlock { for block in blocks { block() } }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        let callbacks = completions
        completions.removeAll()
        for completion in callbacks { completion(position) }
    }
}
