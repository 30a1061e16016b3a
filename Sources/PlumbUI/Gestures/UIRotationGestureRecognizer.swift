import Foundation

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
