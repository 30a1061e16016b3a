import Foundation

/// What an animation tells its delegate: Core Animation's `CAAnimationDelegate`; both methods
/// are optional.
///
/// Where Plumb differs: animations never run, so neither method is called.
@MainActor @preconcurrency
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag`: it ran to its end rather than being removed).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
