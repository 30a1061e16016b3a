import Foundation
import Testing
@testable import PlumbUI

/// UIKit's target–action initialisers with `nil`, a settable `state`, and the subclassing hooks
/// (`touchesBegan(_:with:)`...) that Plumb's drivers call.
@MainActor @Suite struct GestureSubclassingTests {
    /// A recognizer that begins as soon as a finger is down, as FloatingPanel's does.
    final class Eager: UIPanGestureRecognizer {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            let p = touches.first?.location(in: view) ?? .zero
            log.append("began \(touches.count) at \(p.x),\(p.y)")
            state = .began
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("moved")
            state = .changed
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("ended")
            state = .ended
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("cancelled")
            state = .cancelled
        }
    }

    /// A recognizer that only watches its touches.
    final class Watching: UITapGestureRecognizer {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { log.append("began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { log.append("ended") }
    }

    @Test func aCustomRecognizerMovesItselfFromItsTouches() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = Eager(target: nil, action: nil)
        pan.addTarget { (p: UIGestureRecognizer) in (p as? Eager)?.log.append("action \(p.state)") }
        view.addGestureRecognizer(pan)
        #expect(pan.simulate(.began, at: CGPoint(x: 10, y: 20)) == .began)
        #expect(pan.simulate(.changed, at: CGPoint(x: 15, y: 20)) == .changed)
        #expect(pan.simulate(.ended) == .possible)
        #expect(
            pan.log == ["began 1 at 10.0,20.0", "action began", "moved", "action changed", "ended", "action ended"])
        #expect(pan.state == .possible)
        pan.log = []
        pan.simulate(.began, at: CGPoint(x: 1, y: 1))
        pan.simulate(.cancelled)
        #expect(pan.log == ["began 1 at 1.0,1.0", "action began", "cancelled", "action cancelled"])
    }

    @Test func aWatchingRecognizerSeesItsTouchesBeforeItsActions() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = Watching()
        tap.addTarget { (t: Watching) in t.log.append("action \(t.state)") }
        view.addGestureRecognizer(tap)
        #expect(tap.simulate(.recognized, at: CGPoint(x: 5, y: 5)) == .ended)
        #expect(tap.log == ["began", "ended", "action ended"])
    }

    @Test func settingTheStateAsksTheDelegateAndRunsTheActions() {
        final class No: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let view = UIView()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        pan.state = .changed
        #expect(states == [.began, .changed])
        #expect(pan.state == .changed)
        pan.state = .ended
        #expect(states == [.began, .changed, .ended])
        #expect(pan.state == .possible)
        let no = No()
        pan.delegate = no
        pan.state = .began
        #expect(pan.state == .possible)
        #expect(states == [.began, .changed, .ended])
        pan.state = .cancelled  // nothing to cancel
        #expect(states == [.began, .changed, .ended])
    }

    @Test func nilTargetsAndActionsAsUIKitCodePassesThem() {
        let view = UIView()
        var count = 0
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        #expect(tap.simulate(.recognized) == .ended)
        tap.addTarget { _ in count += 1 }
        tap.removeTarget(self, action: nil)  // Plumb's closures have no target
        tap.simulate(.recognized)
        #expect(count == 1)
        tap.removeTarget(nil, action: nil)
        tap.simulate(.recognized)
        #expect(count == 1)
    }

    @Test func subclassFailureRequirementsAreAsked() {
        final class Waits: UITapGestureRecognizer {
            override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                otherGestureRecognizer is UIPanGestureRecognizer
            }
        }
        let view = UIView()
        let pan = UIPanGestureRecognizer(), tap = Waits()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        #expect(tap.canPrevent(pan) && tap.canBePrevented(by: pan) && !pan.shouldBeRequiredToFail(by: tap))
        pan.simulate(.began)
        #expect(tap.simulate(.recognized) == .failed)
        pan.simulate(.ended)
        #expect(tap.simulate(.recognized) == .ended)
    }
}
