import Foundation

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
