import Foundation

/// A spring timing curve: UIKit's `UISpringTimingParameters`.
///
/// ```swift
/// let spring = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0, dy: 1.5))
/// let animator = UIViewPropertyAnimator(duration: 0.8, timingParameters: spring)
/// ```
///
/// Plumb keeps the initial velocity and does not animate (see ``UITimingCurveProvider``).
@MainActor @preconcurrency
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, as a fraction of the distance per second ((0, 0) unless given).
    public let initialVelocity: CGVector

    /// The system's default spring.
    public override init() {
        initialVelocity = .zero
        super.init()
    }

    /// A spring with a damping ratio (1: no oscillation; nearer 0: more).
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with a damping ratio and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        super.init()
    }

    /// A spring described by its physics: the mass, the stiffness, the damping and an initial
    /// velocity.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        super.init()
    }

    /// A spring that settles in about `duration` seconds with a bounce (iOS 17: 0 none, up to 1;
    /// UIKit's `init(duration:bounce:)` and `init(duration:bounce:initialVelocity:)`).
    public init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity velocity: CGVector = .zero) {
        initialVelocity = velocity
        super.init()
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// `nil`: a spring has no cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The object itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
