import Foundation

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
