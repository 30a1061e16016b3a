import Foundation

/// A layer's animations, in the order they were added, and its media timing.
final class LayerAnimations {
    var keyed: [(key: String, animation: CAAnimation)] = []
    var unkeyed: [CAAnimation] = []
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed
}

extension CALayer {
    private var animations: LayerAnimations {
        if let a = _animations { return a }
        let a = LayerAnimations()
        _animations = a
        return a
    }

    /// Adds an animation under a key: the layer keeps a copy (as Core Animation copies it), and
    /// an animation already under the key is replaced. With a `nil` key the animation is kept
    /// but cannot be looked up (``animationKeys()`` does not list it).
    ///
    /// ```swift
    /// let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    /// spin.toValue = 2 * Double.pi
    /// spin.duration = 1
    /// spin.repeatCount = .infinity
    /// spinner.layer.add(spin, forKey: "spin")
    /// spinner.layer.animation(forKey: "spin")   // the copy, until removeAnimation(forKey: "spin")
    /// ```
    ///
    /// Where Plumb differs: Plumb has no run loop and draws the model layer, so the animation is
    /// stored and never applied: snapshots show the layer's own values (what iOS shows once an
    /// animation removed on completion has ended), the delegate is not called and the animation
    /// stays until it is removed. (A basic animation of a view's `opacity`, `position`, `bounds`
    /// or `transform` could become one of the filmstrip's recorded changes, from `fromValue` to
    /// `toValue`; Plumb does not do this.)
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        guard let key else {
            animations.unkeyed.append(copy)
            return
        }
        animations.keyed.removeAll { $0.key == key }
        animations.keyed.append((key, copy))
    }

    /// The animation added under `key` (the layer's copy), or `nil`.
    public func animation(forKey key: String) -> CAAnimation? {
        _animations?.keyed.first { $0.key == key }?.animation
    }

    /// The keys of the layer's animations in the order they were added, or `nil` when it has
    /// none (as Core Animation returns; an estimate: Apple documents only the array).
    public func animationKeys() -> [String]? {
        guard let keys = _animations?.keyed.map(\.key), !keys.isEmpty else { return nil }
        return keys
    }

    /// Removes the animation under `key` (nothing when there is none).
    public func removeAnimation(forKey key: String) {
        _animations?.keyed.removeAll { $0.key == key }
    }

    /// Removes every animation, those added without a key included.
    public func removeAllAnimations() {
        _animations?.keyed.removeAll()
        _animations?.unkeyed.removeAll()
    }

    /// The layer as it shows on screen: Core Animation's presentation copy. Plumb draws the model
    /// layer and runs no animation, so it is the layer itself.
    public func presentation() -> Self? { self }

    /// The model layer: the layer itself.
    public func model() -> Self { self }
}

extension CALayer: CAMediaTiming {
    /// When the layer's time begins (kept; Plumb has no clock).
    public var beginTime: CFTimeInterval {
        get { _animations?.beginTime ?? 0 }
        set { animations.beginTime = newValue }
    }
    /// The layer's duration (kept).
    public var duration: CFTimeInterval {
        get { _animations?.duration ?? 0 }
        set { animations.duration = newValue }
    }
    /// How fast the layer's time passes (default 1; kept: `speed = 0`, the usual way to pause a
    /// layer's animations, changes nothing since none runs).
    public var speed: Float {
        get { _animations?.speed ?? 1 }
        set { animations.speed = newValue }
    }
    /// An offset into the layer's time (kept).
    public var timeOffset: CFTimeInterval {
        get { _animations?.timeOffset ?? 0 }
        set { animations.timeOffset = newValue }
    }
    /// How many times the layer's time repeats (kept).
    public var repeatCount: Float {
        get { _animations?.repeatCount ?? 0 }
        set { animations.repeatCount = newValue }
    }
    /// How long the layer's time repeats (kept).
    public var repeatDuration: CFTimeInterval {
        get { _animations?.repeatDuration ?? 0 }
        set { animations.repeatDuration = newValue }
    }
    /// Whether the layer's time plays backwards after forwards (kept).
    public var autoreverses: Bool {
        get { _animations?.autoreverses ?? false }
        set { animations.autoreverses = newValue }
    }
    /// What the layer shows outside its active time (kept).
    public var fillMode: CAMediaTimingFillMode {
        get { _animations?.fillMode ?? .removed }
        set { animations.fillMode = newValue }
    }
}

/// The current time in seconds on the process's monotonic clock: Core Animation's
/// `CACurrentMediaTime()`, which code adds to an animation's `beginTime` to delay it.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}
