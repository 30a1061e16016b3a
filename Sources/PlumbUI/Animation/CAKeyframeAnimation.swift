import Foundation

/// How a keyframe animation computes the values between its keyframes: Core Animation's
/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next keyframe.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even pacing, ignoring `keyTimes`.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline with even pacing.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a path turns to follow it: Core Animation's
/// `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turns to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turns to the path's tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values or along a path: Core Animation's
/// `CAKeyframeAnimation`.
///
/// ```swift
/// let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
/// shake.values = [0, -10, 10, -5, 5, 0]
/// shake.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
/// field.layer.add(shake, forKey: "shake")
/// ```
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path the property follows (points only), instead of ``values``.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of the duration from 0 to 1.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed (default `.linear`).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// The cubic modes' tension per keyframe.
    open var tensionValues: [NSNumber]?
    /// The cubic modes' continuity per keyframe.
    open var continuityValues: [NSNumber]?
    /// The cubic modes' bias per keyframe.
    open var biasValues: [NSNumber]?
    /// Whether a path animation turns the object with the path (`nil`: it does not).
    open var rotationMode: CAAnimationRotationMode?

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }
}
