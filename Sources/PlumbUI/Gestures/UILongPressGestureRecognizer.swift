import Foundation

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
