import Foundation

// Core Animation's explicit animations: Plumb keeps them on their layer and never runs them.
// What a layer does with them is in Layers/CALayer+Animations.swift.

/// What an animation does before it starts and after it ends: Core Animation's
/// `CAMediaTimingFillMode` (raw values are Core Animation's strings).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The animation's effect goes away when it ends (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the animation ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The timing properties shared by layers and animations: Core Animation's `CAMediaTiming`.
///
/// Where Plumb differs: there is no clock, so the values are kept and shape nothing.
@MainActor @preconcurrency
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time (default 0).
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle in seconds (default 0; Core Animation runs an animation with 0
    /// for 0.25 seconds).
    var duration: CFTimeInterval { get set }
    /// How fast time passes relative to the parent (default 1).
    var speed: Float { get set }
    /// An offset into the object's active time (default 0).
    var timeOffset: CFTimeInterval { get set }
    /// How many times the object repeats (default 0: once; `.infinity` forever).
    var repeatCount: Float { get set }
    /// How long the object repeats, in seconds (default 0).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays backwards after it plays forwards (default `false`).
    var autoreverses: Bool { get set }
    /// What shows outside the active time (default `.removed`).
    var fillMode: CAMediaTimingFillMode { get set }
}

/// A time interval in seconds, as Core Animation's media timing takes it (Core Foundation's
/// `CFTimeInterval`; an alias of `TimeInterval` here).
public typealias CFTimeInterval = TimeInterval

/// The name of one of Core Animation's timing curves: `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1): Core Animation's `CAMediaTimingFunction`.
///
/// ```swift
/// fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// bounce.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, 1.4, 0.6, 1)
/// ```
///
/// The named curves' control points are those iOS reports through `getControlPoint(at:values:)`
/// as they are widely published (ease in (0.42, 0), (1, 1); ease out (0, 0), (0.58, 1); both
/// (0.42, 0), (0.58, 1); default (0.25, 0.1), (0.25, 1)); Apple's documentation does not list
/// them: an estimate.
@MainActor @preconcurrency
open class CAMediaTimingFunction: NSObject {
    /// The two inner control points: x1, y1, x2, y2.
    let controlPoints: [Float]

    /// One of Core Animation's named curves (an unknown name is linear).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A curve through control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [c1x, c1y, c2x, c2y]
        super.init()
    }

    /// Writes control point `idx` (0: (0, 0), 1 and 2: the inner points, 3: (1, 1)) into the
    /// two floats at `ptr`, as Core Animation does. An index outside 0...3 writes (0, 0).
    ///
    /// ```swift
    /// var point: [Float] = [0, 0]
    /// CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &point)   // [0.42, 0]
    /// ```
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p = controlPoint(at: idx)
        ptr[0] = Float(p.x)
        ptr[1] = Float(p.y)
    }

    /// Control point `index` as a point (see ``getControlPoint(at:values:)``).
    func controlPoint(at index: Int) -> CGPoint {
        switch index {
        case 1: CGPoint(x: CGFloat(controlPoints[0]), y: CGFloat(controlPoints[1]))
        case 2: CGPoint(x: CGFloat(controlPoints[2]), y: CGFloat(controlPoints[3]))
        case 3: CGPoint(x: 1, y: 1)
        default: .zero
        }
    }

    /// Whether `object` is a timing function with the same control points.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.controlPoints == controlPoints
    }

    /// A hash of the control points.
    open override var hash: Int { controlPoints.hashValue }
}

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

/// The base of Core Animation's explicit animations: `CAAnimation`.
///
/// Add one to a layer with `layer.add(_:forKey:)`; the layer keeps a copy under the key
/// (`animation(forKey:)`, `animationKeys()`) until `removeAnimation(forKey:)` or
/// `removeAllAnimations()`.
///
/// Where Plumb differs: Plumb has no run loop and draws the model layer, so an animation is
/// stored and never applied: the layer draws its model values (where an iOS animation ends
/// once it is removed on completion), the delegate is not called, and an animation is not
/// removed on completion. Animate model values with `UIView.animate` (applied at once, and
/// recorded by the filmstrip strategy) to see a change in a snapshot.
@MainActor @preconcurrency
open class CAAnimation: NSObject, CAMediaTiming {
    /// Creates an animation with the default values.
    public required override init() { super.init() }

    /// The pacing of the animation (`nil`: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// The delegate, held strongly (as Core Animation holds it). Never called in Plumb.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation is removed from its layer when it ends (default `true`; Plumb's
    /// animations never end).
    open var isRemovedOnCompletion = true

    /// When the animation begins, in its layer's time (default 0; `CACurrentMediaTime() + 1`
    /// delays it a second on iOS).
    open var beginTime: CFTimeInterval = 0
    /// The length of one cycle in seconds (default 0, which Core Animation runs as 0.25).
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time passes (default 1).
    open var speed: Float = 1
    /// An offset into the animation's time (default 0).
    open var timeOffset: CFTimeInterval = 0
    /// How many times the animation repeats (default 0: once; `.infinity` forever).
    open var repeatCount: Float = 0
    /// How long the animation repeats, in seconds (default 0).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays backwards after it plays forwards (default `false`).
    open var autoreverses = false
    /// What shows before the animation begins and after it ends (default `.removed`).
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Values stored with ``setValue(_:forKey:)`` under keys that are not properties.
    var keyedValues: [String: Any] = [:]

    /// Stores a value under a key, as Core Animation's key-value coding does on an animation:
    /// apps tag animations this way and read the tag back in the delegate. A key that names
    /// one of the animation's properties (`"duration"`, `"keyPath"`, `"toValue"` ...) sets it;
    /// any other key keeps the value with the animation, in its copies too (the copy a layer
    /// stores with `add(_:forKey:)`). `nil` removes the value.
    ///
    /// ```swift
    /// let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    /// spin.setValue("spinner", forKey: "animationID")
    /// layer.add(spin, forKey: nil)
    /// // in animationDidStop(_:finished:):
    /// if anim.value(forKey: "animationID") as? String == "spinner" { … }
    /// ```
    ///
    /// Where Plumb differs: Linux's `NSObject` has no key-value coding, so these are the
    /// animation's own methods; a value of the wrong type for a property key is reported on
    /// `LayoutDiagnostics` and ignored (iOS raises an exception).
    open func setValue(_ value: Any?, forKey key: String) { storeValue(value, forKey: key) }

    /// The value stored under a key with ``setValue(_:forKey:)``, or the property the key names
    /// (`"duration"` ...); `nil` when there is none.
    open func value(forKey key: String) -> Any? { storedValue(forKey: key) }

    /// A copy with the same values (what a layer stores when the animation is added). A
    /// subclass with properties of its own overrides this to copy them too.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.takeValues(from: self)
        return copy
    }

    /// A copy with the same values (see ``copy(with:)``).
    nonisolated open override func copy() -> Any { onMainActor { copy(with: nil) } }

    /// Copies `other`'s values into this animation (each Plumb subclass adds its own).
    func takeValues(from other: CAAnimation) {
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        keyedValues = other.keyedValues
    }
}

/// An animation of one layer property, named by a key path: Core Animation's
/// `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property (`"opacity"`, `"position.y"`, `"transform.scale"` ...).
    open var keyPath: String?
    /// Whether the animated value is added to the model value (default `false`).
    open var isAdditive = false
    /// Whether each repetition starts where the previous one ended (default `false`).
    open var isCumulative = false

    /// Creates an animation of the property at `path`.
    ///
    /// ```swift
    /// let fade = CABasicAnimation(keyPath: "opacity")
    /// ```
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }
}

/// An animation between two values of a layer property: Core Animation's `CABasicAnimation`.
///
/// ```swift
/// let pulse = CABasicAnimation(keyPath: "transform.scale")
/// pulse.fromValue = 1
/// pulse.toValue = 1.1
/// pulse.duration = 0.6
/// pulse.autoreverses = true
/// pulse.repeatCount = .infinity
/// pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// badge.layer.add(pulse, forKey: "pulse")   // kept, not run: see CAAnimation
/// ```
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the property starts at (`nil`: the current value).
    open var fromValue: Any?
    /// The value the property ends at (`nil`: the current value).
    open var toValue: Any?
    /// A change added to the start value (used when one of the others is `nil`).
    open var byValue: Any?

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }
}

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

/// Animations that run together, in the group's time: Core Animation's `CAAnimationGroup`.
///
/// ```swift
/// let group = CAAnimationGroup()
/// group.animations = [fade, slide]
/// group.duration = 0.4
/// card.layer.add(group, forKey: "appear")
/// ```
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations
    }
}
