import Foundation

/// A discrete recognizer for taps: UIKit's `UITapGestureRecognizer`.
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer { [weak self] _ in self?.zoomIn() }
/// doubleTap.numberOfTapsRequired = 2
/// imageView.addGestureRecognizer(doubleTap)
/// doubleTap.simulate(.recognized, at: CGPoint(x: 40, y: 40))   // in a test
/// ```
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed to recognize (default 1, as in UIKit).
    open var numberOfTapsRequired: Int = 1
    /// Fingers needed to recognize (default 1, as in UIKit). A simulated gesture with another
    /// number of touches fails.
    open var numberOfTouchesRequired: Int = 1

    override var defaultTouchCount: Int { numberOfTouchesRequired }
    override func acceptsTouchCount(_ touches: Int) -> Bool { touches == numberOfTouchesRequired }
}

/// A continuous recognizer for presses held in place: UIKit's `UILongPressGestureRecognizer`.
///
/// It begins once the touches have been held ``minimumPressDuration`` seconds without moving
/// more than ``allowableMovement`` points; a simulated press shorter than that, or one that moved
/// further, fails (``simulatePress(at:duration:movement:)``).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the press must last (default 0.5: Apple's documentation of
    /// `minimumPressDuration`, "The default duration is 0.5 seconds").
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the touches may move before the press fails (default 10: Apple's documentation of
    /// `allowableMovement`, "The default distance is 10 points").
    open var allowableMovement: CGFloat = 10
    /// Fingers needed (default 1).
    open var numberOfTouchesRequired: Int = 1
    /// Taps before the press (default 0).
    open var numberOfTapsRequired: Int = 0

    override var defaultTouchCount: Int { numberOfTouchesRequired }
    override func acceptsTouchCount(_ touches: Int) -> Bool { touches == numberOfTouchesRequired }

    /// Simulates a whole press (Plumb): it begins and ends when it lasted at least
    /// ``minimumPressDuration`` and moved at most ``allowableMovement``; otherwise it fails.
    /// Returns whether it was recognized.
    @discardableResult
    public func simulatePress(at location: CGPoint, duration: TimeInterval, movement: CGFloat = 0) -> Bool {
        guard duration >= minimumPressDuration, movement <= allowableMovement else {
            if isEnabled, view != nil { transition(to: .failed) }
            return false
        }
        guard simulate(.began, at: location) == .began else { return false }
        simulate(.ended)
        return true
    }
}

/// A continuous recognizer for drags: UIKit's `UIPanGestureRecognizer`.
///
/// ```swift
/// let pan = UIPanGestureRecognizer { [weak self] pan in
///     guard let self else { return }
///     card.center.x += pan.translation(in: view).x
///     pan.setTranslation(.zero, in: view)
/// }
/// pan.simulate(.changed, translation: CGPoint(x: 30, y: 0))   // in a test
/// ```
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest touches that pan (default 1).
    open var minimumNumberOfTouches: Int = 1
    /// Most touches that pan (default `Int.max`, UIKit's `NSUIntegerMax`).
    open var maximumNumberOfTouches: Int = Int.max
    /// The translation so far, in the recognizer's view.
    var translationInView: CGPoint = .zero
    /// The velocity, in points per second, in the recognizer's view.
    var velocityInView: CGPoint = .zero

    override var defaultTouchCount: Int { minimumNumberOfTouches }
    override func acceptsTouchCount(_ touches: Int) -> Bool {
        touches >= minimumNumberOfTouches && touches <= maximumNumberOfTouches
    }

    /// The translation since the gesture began (or since the last ``setTranslation(_:in:)``),
    /// in `view`'s coordinate system (only the axes' directions matter, as in UIKit).
    open func translation(in view: UIView?) -> CGPoint { translationInView }

    /// Resets the translation (usually to `.zero` after applying it).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { translationInView = translation }

    /// The velocity of the drag in points per second.
    open func velocity(in view: UIView?) -> CGPoint { velocityInView }

    /// Moves the pan to `state` with a translation and velocity (Plumb's test driver): the
    /// translation is added to the current one, as further touch movement would.
    @discardableResult
    public func simulate(
        _ state: State, translation: CGPoint, velocity: CGPoint = .zero,
        at location: CGPoint? = nil
    ) -> State {
        if self.state == .possible { translationInView = .zero }
        translationInView.x += translation.x
        translationInView.y += translation.y
        velocityInView = velocity
        return simulate(state, at: location)
    }

    override func resetSubclassState() {
        translationInView = .zero
        velocityInView = .zero
    }
}

/// A pan that begins at an edge of the screen: UIKit's `UIScreenEdgePanGestureRecognizer`.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it begins from (default none, as in UIKit: set it before use).
    open var edges: UIRectEdge = []
}

/// A discrete recognizer for swipes: UIKit's `UISwipeGestureRecognizer`.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`, same raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that recognize (default `.right`, as in UIKit).
    open var direction: Direction = .right
    /// Fingers needed (default 1).
    open var numberOfTouchesRequired: Int = 1

    override var defaultTouchCount: Int { numberOfTouchesRequired }
    override func acceptsTouchCount(_ touches: Int) -> Bool { touches == numberOfTouchesRequired }

    /// Simulates a swipe in one direction (Plumb): recognized when it is one of ``direction``,
    /// failed otherwise. Returns whether it was recognized.
    @discardableResult
    public func simulateSwipe(_ swipe: Direction, at location: CGPoint? = nil) -> Bool {
        guard direction.contains(swipe), !swipe.isEmpty else {
            if isEnabled, view != nil { transition(to: .failed) }
            return false
        }
        return simulate(.recognized, at: location) == .ended
    }
}

/// A continuous recognizer for two-finger pinches: UIKit's `UIPinchGestureRecognizer`.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale relative to the touches' starting distance (1 at the start; settable, as in
    /// UIKit, to apply it incrementally).
    open var scale: CGFloat = 1
    /// How fast the scale changes, in scale factor per second.
    open internal(set) var velocity: CGFloat = 0

    override var defaultTouchCount: Int { 2 }

    /// Moves the pinch to `state` with a scale and velocity (Plumb's test driver).
    @discardableResult
    public func simulate(_ state: State, scale: CGFloat, velocity: CGFloat = 0, at location: CGPoint? = nil) -> State {
        self.scale = scale
        self.velocity = velocity
        return simulate(state, at: location)
    }

    override func resetSubclassState() {
        scale = 1
        velocity = 0
    }
}

/// A continuous recognizer for two-finger rotations: UIKit's `UIRotationGestureRecognizer`.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians since the gesture began (settable, as in UIKit).
    open var rotation: CGFloat = 0
    /// Radians per second.
    open internal(set) var velocity: CGFloat = 0

    override var defaultTouchCount: Int { 2 }

    /// Moves the rotation to `state` with an angle and velocity (Plumb's test driver).
    @discardableResult
    public func simulate(_ state: State, rotation: CGFloat, velocity: CGFloat = 0, at location: CGPoint? = nil) -> State
    {
        self.rotation = rotation
        self.velocity = velocity
        return simulate(state, at: location)
    }

    override func resetSubclassState() {
        rotation = 0
        velocity = 0
    }
}
