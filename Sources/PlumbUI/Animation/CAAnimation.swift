import Foundation

// Core Animation's explicit animations: Plumb keeps them on their layer and never runs them.
// What a layer does with them is in Layers/CALayer+Animations.swift.

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
