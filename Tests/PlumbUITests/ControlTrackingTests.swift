import Foundation
import Testing
@testable import PlumbUI

/// A custom control written as on iOS (like CircularSlider): it overrides the tracking methods
/// and logs each call with where the touch was and the control's state.
@MainActor
private final class LoggingDial: UIControl {
    var log: [String] = []
    var stopAfterMoves = Int.max
    var beginResult = true
    private var moves = 0

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        log.append(
            "begin \(Int(p.x)),\(Int(p.y)) tracking=\(isTracking) highlighted=\(isHighlighted) inside=\(isTouchInside)")
        return beginResult
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self), q = touch.previousLocation(in: self)
        log.append("continue \(Int(q.x)),\(Int(q.y))->\(Int(p.x)),\(Int(p.y)) inside=\(isTouchInside)")
        moves += 1
        return moves < stopAfterMoves
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let p = touch?.location(in: self) ?? .zero
        log.append("end \(Int(p.x)),\(Int(p.y)) phase=\(touch?.phase.rawValue ?? -1)")
    }

    override func cancelTracking(with event: UIEvent?) {
        log.append("cancel")
    }
}

@MainActor @Suite struct ControlTrackingTests {
    private func dialInWindow() -> (root: UIView, dial: LoggingDial) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let dial = LoggingDial(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        root.addSubview(dial)
        return (root, dial)
    }

    private func record(
        _ events: [(String, UIControl.Event)], on control: UIControl, into log: @escaping (String) -> Void
    ) {
        for (name, event) in events {
            control.addAction(
                UIAction { action in
                    let c = action.sender as? UIControl
                    log("\(name) tracking=\(c?.isTracking ?? false) inside=\(c?.isTouchInside ?? false)")
                }, for: event)
        }
    }

    private static let touchEvents: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("dragInside", .touchDragInside), ("dragOutside", .touchDragOutside),
        ("dragEnter", .touchDragEnter), ("dragExit", .touchDragExit), ("upInside", .touchUpInside),
        ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
    ]

    @Test func aDragInsideCallsTheTrackingMethodsAndSendsTheEventsInUIKitsOrder() {
        let (_, dial) = dialInWindow()
        record(Self.touchEvents, on: dial) { dial.log.append($0) }
        let reached = dial.simulateTouch(
            at: CGPoint(x: 10, y: 20), movingThrough: [CGPoint(x: 30, y: 20), CGPoint(x: 60, y: 50)])
        #expect(reached)
        #expect(
            dial.log == [
                "begin 10,20 tracking=false highlighted=true inside=true",
                "touchDown tracking=true inside=true",
                "continue 10,20->30,20 inside=true",
                "dragInside tracking=true inside=true",
                "continue 30,20->60,50 inside=true",
                "dragInside tracking=true inside=true",
                "end 60,50 phase=3",
                "upInside tracking=true inside=true",
            ])
        #expect(!dial.isTracking && !dial.isTouchInside && !dial.isHighlighted)
    }

    @Test func leavingAndComingBackSendsExitThenEnterAndAnUpOutsideWhenLiftedOutside() {
        let (_, dial) = dialInWindow()
        record(Self.touchEvents, on: dial) { dial.log.append($0) }
        dial.simulateTouch(
            at: CGPoint(x: 50, y: 50),
            movingThrough: [CGPoint(x: 120, y: 50), CGPoint(x: 90, y: 50), CGPoint(x: 140, y: 50)])
        #expect(
            dial.log == [
                "begin 50,50 tracking=false highlighted=true inside=true",
                "touchDown tracking=true inside=true",
                "continue 50,50->120,50 inside=false",
                "dragOutside tracking=true inside=false",
                "dragExit tracking=true inside=false",
                "continue 120,50->90,50 inside=true",
                "dragInside tracking=true inside=true",
                "dragEnter tracking=true inside=true",
                "continue 90,50->140,50 inside=false",
                "dragOutside tracking=true inside=false",
                "dragExit tracking=true inside=false",
                "end 140,50 phase=3",
                "upOutside tracking=true inside=false",
            ])
    }

    @Test func continueTrackingReturningFalseStopsTheTrackingCallsButNotTheEvents() {
        let (_, dial) = dialInWindow()
        dial.stopAfterMoves = 1
        record(Self.touchEvents, on: dial) { dial.log.append($0) }
        dial.simulateTouch(at: CGPoint(x: 10, y: 10), movingThrough: [CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 10)])
        #expect(
            dial.log == [
                "begin 10,10 tracking=false highlighted=true inside=true",
                "touchDown tracking=true inside=true",
                "continue 10,10->20,10 inside=true",
                "dragInside tracking=false inside=true",
                "dragInside tracking=false inside=true",
                "upInside tracking=false inside=true",
            ])
    }

    @Test func beginTrackingReturningFalseMeansNoFurtherTrackingCalls() {
        let (_, dial) = dialInWindow()
        dial.beginResult = false
        dial.simulateTouch(at: CGPoint(x: 10, y: 10), movingThrough: [CGPoint(x: 20, y: 10)])
        #expect(dial.log == ["begin 10,10 tracking=false highlighted=true inside=true"])
        #expect(!dial.isTracking)
    }

    @Test func aCancelledTouchCallsCancelTrackingThenSendsTouchCancel() {
        let (_, dial) = dialInWindow()
        record(Self.touchEvents, on: dial) { dial.log.append($0) }
        dial.simulateTouch(at: CGPoint(x: 5, y: 5), cancelled: true)
        #expect(
            dial.log == [
                "begin 5,5 tracking=false highlighted=true inside=true",
                "touchDown tracking=true inside=true",
                "cancel",
                "cancel tracking=true inside=true",
            ])
        #expect(!dial.isTracking && !dial.isTouchInside && !dial.isHighlighted)
    }

    @Test func touchLocationsConvertBetweenTheControlAndItsWindow() {
        let (root, dial) = dialInWindow()
        var points: [CGPoint] = []
        final class Probe: UIControl {
            var seen: (UITouch) -> Void = { _ in }
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { seen(touch); return true }
        }
        let probe = Probe(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        dial.addSubview(probe)
        probe.seen = { touch in
            points = [
                touch.location(in: nil), touch.location(in: root), touch.location(in: dial), touch.location(in: probe),
            ]
            #expect(touch.view === probe && touch.phase == .began && touch.tapCount == 1 && touch.type == .direct)
        }
        probe.simulateTouch()
        #expect(
            points == [CGPoint(x: 80, y: 130), CGPoint(x: 80, y: 130), CGPoint(x: 30, y: 30), CGPoint(x: 20, y: 20)])
        let untouched = UITouch()
        #expect(untouched.view == nil && untouched.location(in: dial) == .zero)
    }

    @Test func aTouchThatDoesNotReachTheControlDoesNothing() {
        let (root, dial) = dialInWindow()
        let cover = UIView(frame: CGRect(x: 50, y: 100, width: 50, height: 50))
        root.addSubview(cover)
        #expect(!dial.simulateTouch(at: CGPoint(x: 10, y: 10)), "a view in front takes the touch")
        #expect(dial.simulateTouch(at: CGPoint(x: 70, y: 70)))
        #expect(dial.log == ["begin 70,70 tracking=false highlighted=true inside=true", "end 70,70 phase=3"])
        dial.isEnabled = false
        #expect(!dial.simulateTouch(at: CGPoint(x: 70, y: 70)), "a disabled control ignores touches")
        dial.isEnabled = true
        dial.isHidden = true
        #expect(!dial.simulateTouch(at: CGPoint(x: 70, y: 70)))
        #expect(dial.log == ["begin 70,70 tracking=false highlighted=true inside=true", "end 70,70 phase=3"])
    }

    @Test func aTapOnAButtonSendsTouchUpInsideWithThePrimaryAction() {
        var log: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in log.append("primary") })
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("either") }, for: [.touchUpInside, .primaryActionTriggered])
        #expect(button.simulateTouch())
        #expect(log == ["down", "primary", "up", "either"])
        log = []
        button.simulateTouch(at: CGPoint(x: 10, y: 10), movingThrough: [CGPoint(x: 200, y: 10)])
        #expect(log == ["down"], "lifted outside: no tap")
    }

    @Test func touchEventRawValuesAreUIKits() {
        #expect(UIControl.Event.touchDownRepeat.rawValue == 2 && UIControl.Event.touchDragInside.rawValue == 4)
        #expect(UIControl.Event.touchDragOutside.rawValue == 8 && UIControl.Event.touchDragEnter.rawValue == 16)
        #expect(UIControl.Event.touchDragExit.rawValue == 32 && UIControl.Event.touchUpOutside.rawValue == 128)
        #expect(UIControl.Event.touchCancel.rawValue == 256 && UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.Event.allTouchEvents.contains([.touchDown, .touchUpInside, .touchCancel]))
        #expect(UITouch.Phase.ended.rawValue == 3 && UIEvent().type == .touches && UIEvent().allTouches == nil)
    }
}
