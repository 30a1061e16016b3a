import Foundation

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
