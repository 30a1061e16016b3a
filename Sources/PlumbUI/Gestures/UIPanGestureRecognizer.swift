import Foundation

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
