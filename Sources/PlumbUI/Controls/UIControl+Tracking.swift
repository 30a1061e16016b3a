import Foundation

// UIKit's touch tracking on controls. Apple's UIControl documentation: `beginTracking(_:with:)`
// is called "when a touch event enters the control's bounds" and its result "is used to update
// the isTracking property"; `continueTracking(_:with:)` is called "when a touch event for the
// control updates" and returning false stops tracking; `endTracking(_:with:)` when the touch
// ends, `cancelTracking(with:)` when it is cancelled. The events are those of
// `UIControl.Event`'s documentation: touchDown ("a touch-down event in the control"),
// touchDragInside/Outside ("a finger is dragged inside/just outside the bounds"),
// touchDragEnter/Exit (into / out of the bounds), touchUpInside/Outside ("a touch-up event in
// the control where the finger is inside/outside the bounds"), touchCancel. A disabled control
// "ignores touch events" (`isEnabled`).
//
// Order, per touch phase: began: isTouchInside, highlighted, beginTracking, then .touchDown.
// Moved: isTouchInside and highlighted follow the finger, continueTracking while tracking,
// then .touchDragInside or .touchDragOutside (with .touchDragEnter / .touchDragExit when the
// finger crossed the edge). Ended: unhighlighted, endTracking while tracking, then
// .touchUpInside or .touchUpOutside (a button's .touchUpInside is sent with
// .primaryActionTriggered, what a tap on an iOS 14 button sends). Cancelled: unhighlighted,
// cancelTracking while tracking, then .touchCancel. isTracking and isTouchInside clear once
// the last events are sent. Tracking calls stop once tracking stops; the events follow the
// finger whether or not the control tracks it.
//
// "Inside" is `point(inside:with:)` of the control. UIKit's buttons count a finger lifted a
// little outside the bounds as inside (an undocumented margin); Plumb does not.

extension UIControl {
    /// Simulates a finger on the control, as a test's stand-in for a touch (Plumb has none): down at
    /// `start`, moved through `moves`, then lifted (or cancelled), delivered to
    /// `touchesBegan`/`touchesMoved`/`touchesEnded`/`touchesCancelled` so that the tracking
    /// methods run and the touch events are sent in UIKit's order.
    ///
    /// The touch reaches the control only when UIKit's hit test at `start` finds the control or a
    /// view inside it (nothing in front of it, not hidden, taking touches) and the control is
    /// enabled; otherwise nothing happens.
    ///
    /// ```swift
    /// slider.simulateTouch(at: CGPoint(x: 10, y: 15), movingThrough: [CGPoint(x: 60, y: 15)])
    /// ```
    ///
    /// - Parameters:
    ///   - start: Where the finger goes down, in the control's coordinates (`nil`: its centre).
    ///   - moves: Where it moves to, in order, in the control's coordinates.
    ///   - cancelled: Whether the system cancels the touch instead of the finger lifting.
    /// - Returns: Whether the touch reached the control.
    @discardableResult
    public func simulateTouch(at start: CGPoint? = nil, movingThrough moves: [CGPoint] = [], cancelled: Bool = false)
        -> Bool
    {
        let start = start ?? CGPoint(x: bounds.midX, y: bounds.midY)
        guard isEnabled, let target = touchTarget(at: start), target.isDescendant(of: self) else { return false }
        let touch = UITouch(view: target, at: convert(start, to: target))
        let event = UIEvent(touch: touch)
        touchesBegan([touch], with: event)
        for point in moves {
            touch.move(to: point, in: self, phase: .moved)
            event.timestamp = touch.timestamp
            touchesMoved([touch], with: event)
        }
        touch.phase = cancelled ? .cancelled : .ended
        if cancelled {
            touchesCancelled([touch], with: event)
        } else {
            touchesEnded([touch], with: event)
        }
        return true
    }

    /// `touchesBegan` of a control.
    func trackBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// `touchesMoved` of a control.
    func trackMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside && !wasInside { events.insert(.touchDragEnter) }
        if !isTouchInside && wasInside { events.insert(.touchDragExit) }
        sendActions(for: events)
    }

    /// `touchesEnded` of a control.
    func trackEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchUpInside : .touchUpOutside
        if isTouchInside, self is UIButton { events.insert(.primaryActionTriggered) }
        sendActions(for: events)
        isTracking = false
        isTouchInside = false
    }

    /// `touchesCancelled` of a control.
    func trackCancelled(with event: UIEvent?) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        sendActions(for: .touchCancel)
        isTracking = false
        isTouchInside = false
    }
}
