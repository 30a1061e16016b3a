import Foundation

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
