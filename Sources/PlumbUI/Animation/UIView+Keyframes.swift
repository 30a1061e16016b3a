import Foundation

extension UIView {
    /// Options of keyframe animations: UIKit's `UIView.KeyframeAnimationOptions` (raw values
    /// from UIView.h). Accepted and ignored: Plumb has no clock.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The timing curve of an animation: UIKit's `UIView.AnimationCurve` (accepted; Plumb
    /// applies animations at once).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }

    /// Runs a keyframe animation: `animations` (which adds keyframes with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``) runs at once, each
    /// keyframe's block in the order it was added; `completion(true)` runs when the animation
    /// would end (see ``PendingAnimations``).
    ///
    /// ```swift
    /// UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
    ///     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.alpha = 1 }
    ///     UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.view.layoutIfNeeded() }
    /// })
    /// ```
    ///
    /// The end state lands at once (a snapshot shows it); relative start times, durations and
    /// options are accepted and not used.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(animations, completion, delay: delay, duration: duration)
    }

    /// Adds a keyframe to the enclosing keyframe animation: `animations` runs at once (see
    /// ``animateKeyframes(withDuration:delay:options:animations:completion:)``).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        runAnimationBlock(animations)
    }

    /// Runs a transition on a view: `animations` (which change the view's content) run at once,
    /// and `completion(true)` when the transition would end (see ``PendingAnimations``). The
    /// transition style in `options` (flip, curl, cross-dissolve) is
    /// accepted and not drawn: Plumb has no clock, and a snapshot shows the end state.
    ///
    /// ```swift
    /// UIView.transition(with: card, duration: 0.3, options: [.transitionFlipFromLeft], animations: {
    ///     card.isFlipped.toggle()
    /// })
    /// ```
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation({ animations?() }, completion, delay: 0, duration: duration)
    }

    /// Replaces one view with another: UIKit removes `fromView` from its superview and adds
    /// `toView` in its place (at the same index); with `.showHideTransitionViews` it hides
    /// `fromView` and shows `toView` instead, at once; `completion(true)` runs when the
    /// transition would end (see ``PendingAnimations``).
    ///
    /// ```swift
    /// UIView.transition(from: loginForm, to: spinner, duration: 0.25, options: [.transitionCrossDissolve])
    /// ```
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(
            {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if let superview = fromView.superview {
                    let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
                    fromView.removeFromSuperview()
                    superview.insertSubview(toView, at: index)
                }
            }, completion, delay: 0, duration: duration)
    }
}
