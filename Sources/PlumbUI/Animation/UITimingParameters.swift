import Foundation

/// A two-dimensional vector: Core Graphics' `CGVector` (not in Foundation on Linux), for the
/// velocities of spring timing parameters.
///
/// ```swift
/// let velocity = CGVector(dx: 0, dy: 2)
/// ```
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector with both components 0.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()
}

/// Which kind of timing information a timing curve provider gives: UIKit's `UITimingCurveType`
/// (raw values in the order UIKit declares them).
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's curves (``UIView/AnimationCurve``), in `cubicTimingParameters`.
    case builtin = 0
    /// A custom cubic Bézier curve, in `cubicTimingParameters`.
    case cubic = 1
    /// A spring, in `springTimingParameters`.
    case spring = 2
    /// A cubic curve modified by a spring.
    case composed = 3
}

/// An object that gives a property animator its timing curve: UIKit's `UITimingCurveProvider`.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters(dampingRatio: 0.7))
/// ```
///
/// Where Plumb differs: animations apply at once (there is no clock), so the curve is kept and
/// reported back but shapes nothing.
@MainActor @preconcurrency
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of timing information the provider gives.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve (for `.builtin`, `.cubic` and `.composed`).
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring (for `.spring` and `.composed`).
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve, or one of UIKit's built-in curves: UIKit's
/// `UICubicTimingParameters`.
///
/// ```swift
/// let ease = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
/// let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: ease)
/// ```
///
/// As UIKit documents it, a curve made from an ``UIView/AnimationCurve`` has both control points
/// at zero, and one made from control points reports the built-in ease-in-out curve (UIKit calls
/// that value undefined). Plumb keeps the values; it does not animate (see
/// ``UITimingCurveProvider``).
@MainActor @preconcurrency
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve (`.easeInOut` for a curve made from control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point (zero for a built-in curve).
    public let controlPoint1: CGPoint
    /// The second control point (zero for a built-in curve).
    public let controlPoint2: CGPoint
    private let isCustom: Bool

    /// The system's default curve (Core Animation's default timing function, UIKit's
    /// documentation says; reported as the built-in `.easeInOut`: estimate).
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = .zero
        controlPoint2 = .zero
        isCustom = false
        super.init()
    }

    /// A custom cubic Bézier curve from (0, 0) to (1, 1) shaped by two control points, each
    /// coordinate in 0 ... 1. A point outside that range is reported on ``LayoutDiagnostics``
    /// (UIKit requires the range) and kept.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isCustom = true
        super.init()
        for (name, p) in [("controlPoint1", point1), ("controlPoint2", point2)]
        where !(0...1).contains(p.x) || !(0...1).contains(p.y) {
            LayoutDiagnostics.report(
                .warning,
                "UICubicTimingParameters: \(name) (\(p.x), \(p.y)) is outside 0 ... 1, "
                    + "which UIKit requires of a timing curve's control points")
        }
    }

    /// `.cubic` for a curve made from control points, `.builtin` otherwise.
    open var timingCurveType: UITimingCurveType { isCustom ? .cubic : .builtin }
    /// The object itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`: a cubic curve has no spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

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

extension UIView {
    /// Runs `animations` at once and `completion(true)` when it would end: iOS 17's spring described by its
    /// duration and bounce ends where its animations put the views (see
    /// ``animate(withDuration:delay:animations:completion:)``).
    ///
    /// ```swift
    /// UIView.animate(springDuration: 0.5, bounce: 0.3) {
    ///     self.panelTop.constant = 0
    ///     self.view.layoutIfNeeded()
    /// }
    /// ```
    ///
    /// The defaults (0.5 s, no bounce, no velocity or delay) are UIKit's (the iOS 17 declaration).
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
        initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(animations, completion, delay: delay, duration: duration)
    }
}
