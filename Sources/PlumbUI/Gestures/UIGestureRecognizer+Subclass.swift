import Foundation

// UIKit's target–action surface and subclassing hooks for gesture recognizers.
//
// Linux has no Objective-C runtime and so no `Selector`: the `action` parameters are `Never?`, so
// the only value they take is `nil`, the one UIKit code passes when it means "no action" or "every
// action" (`super.init(target: nil, action: nil)`, `removeTarget(self, action: nil)`). Actions are
// closures (`addTarget(handler:)`, `init(handler:)`).

extension UIGestureRecognizer {
    /// Creates a recognizer with no action, as UIKit's `init(target: nil, action: nil)` does
    /// (`action` can only be `nil` on Linux; add closures with ``addTarget(handler:)``).
    ///
    /// ```swift
    /// let pan = UIPanGestureRecognizer(target: nil, action: nil)
    /// pan.addTarget { (pan: UIPanGestureRecognizer) in move(by: pan.translation(in: nil)) }
    /// ```
    public convenience init(target: Any?, action: Never?) {
        self.init()
    }

    /// Removes actions, as UIKit's `removeTarget(_:action:)` with a `nil` action: every action of
    /// `target`, or every action when `target` is `nil` too. Plumb's actions are closures added
    /// without a target, so only `nil` finds them: a non-`nil` target removes nothing.
    ///
    /// ```swift
    /// recognizer.removeTarget(nil, action: nil)   // no action runs any more
    /// ```
    public func removeTarget(_ target: Any?, action: Never?) {
        if target == nil { actions.removeAll() }
    }

    /// `state`'s setter: moves the recognizer as a touch would (see ``state``).
    func setState(_ newValue: State) {
        stateSetCount += 1
        guard newValue != .possible else {
            _state = .possible
            return
        }
        if _state == .possible, newValue == .began || newValue == .ended || newValue == .changed {
            guard canBegin(touches: max(1, touchCount)) else {
                transition(to: .failed)
                return
            }
            if newValue == .changed { transition(to: .began) }
        } else if _state == .possible, newValue == .cancelled {
            return  // nothing to cancel
        }
        transition(to: newValue)
    }

    /// Delivers a simulated gesture's touches to the recognizer's `touches…` methods: began for
    /// a gesture that starts (then ended, for one recognized at once), moved for `.changed`, ended for `.ended`, cancelled for
    /// `.cancelled`, with one touch per finger at the gesture's location.
    func deliverTouches(for newState: State, starting: Bool) {
        guard let view else { return }
        let touches = Set((0..<max(1, touchCount)).map { _ in UITouch(view: view, at: currentLocation) })
        let event = UIEvent()
        if starting {
            // A discrete gesture (a tap) also lifts its fingers, unless touchesBegan decided.
            let sets = stateSetCount
            touchesBegan(touches, with: event)
            if newState == .ended, stateSetCount == sets { touchesEnded(touches, with: event) }
            return
        }
        switch newState {
        case .changed, .began: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        case .possible, .failed: break
        }
    }
}
