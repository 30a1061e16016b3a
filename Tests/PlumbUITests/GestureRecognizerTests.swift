import Foundation
import Testing
@testable import PlumbUI

/// Gesture recognizers: closure actions typed to their class, the state machine, failure
/// requirements, the delegate, locations, and each kind's defaults and drivers.
@MainActor @Suite struct GestureRecognizerTests {
    @Test func tapRunsItsTypedHandlerOnceWithTheEndedState() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var log: [String] = []
        let tap = UITapGestureRecognizer { (t: UITapGestureRecognizer) in
            log.append("\(t.state) taps=\(t.numberOfTapsRequired) touches=\(t.numberOfTouches)")
        }
        view.addGestureRecognizer(tap)
        #expect(tap.simulate(.recognized, at: CGPoint(x: 10, y: 20)) == .ended)
        #expect(log == ["ended taps=1 touches=1"])
        #expect(tap.state == .possible)  // reset after the event
        #expect(view.gestureRecognizers?.count == 1 && tap.view === view)
    }

    @Test func recognizerWithoutViewOrDisabledDoesNothing() {
        var count = 0
        let tap = UITapGestureRecognizer { _ in count += 1 }
        tap.simulate(.recognized)
        let view = UIView()
        view.addGestureRecognizer(tap)
        tap.isEnabled = false
        tap.simulate(.recognized)
        #expect(count == 0)
        tap.isEnabled = true
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers == nil && tap.view == nil)
        tap.simulate(.recognized)
        #expect(count == 0)
    }

    @Test func wrongTouchCountFails() {
        let view = UIView()
        var states: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { states.append($0.state) }
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)
        #expect(tap.simulate(.recognized, touches: 1) == .failed)
        #expect(tap.simulate(.recognized) == .ended)  // defaults to the required 2 touches
        #expect(states == [.ended])
    }

    @Test func continuousPanReportsBeganChangedEndedWithTranslationAndVelocity() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var log: [String] = []
        let pan = UIPanGestureRecognizer { p in
            let t = p.translation(in: view), v = p.velocity(in: view)
            log.append("\(p.state) \(t.x),\(t.y) v\(v.x)")
        }
        view.addGestureRecognizer(pan)
        pan.simulate(.changed, translation: CGPoint(x: 10, y: 0), velocity: CGPoint(x: 100, y: 0))
        pan.simulate(.changed, translation: CGPoint(x: 5, y: 2))
        pan.setTranslation(.zero, in: view)
        pan.simulate(.ended, translation: CGPoint(x: 1, y: 1))
        #expect(
            log == ["began 10.0,0.0 v100.0", "changed 10.0,0.0 v100.0", "changed 15.0,2.0 v0.0", "ended 1.0,1.0 v0.0"])
        #expect(pan.translation(in: view) == .zero && pan.state == .possible)
        #expect(pan.maximumNumberOfTouches == Int.max && pan.minimumNumberOfTouches == 1)
    }

    @Test func disablingCancelsAGestureInProgress() {
        let view = UIView()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        pan.simulate(.began)
        pan.isEnabled = false
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
    }

    @Test func requireToFailBlocksWhileTheOtherIsRecognizing() {
        let view = UIView()
        var fired: [String] = []
        let pan = UIPanGestureRecognizer { _ in fired.append("pan") }
        let swipe = UISwipeGestureRecognizer { _ in fired.append("swipe") }
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        swipe.require(toFail: pan)
        pan.simulate(.began)
        #expect(swipe.simulateSwipe(.right) == false)
        pan.simulate(.ended)
        #expect(swipe.simulateSwipe(.right) == true)
        #expect(fired == ["pan", "pan", "swipe"])
    }

    final class Refusing: UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked += 1
            return false
        }
    }

    final class DefaultDelegate: UIGestureRecognizerDelegate {}

    @Test func delegateCanRefuseAndDefaultsAllow() {
        let view = UIView()
        var count = 0
        let tap = UITapGestureRecognizer { _ in count += 1 }
        view.addGestureRecognizer(tap)
        let refusing = Refusing()
        tap.delegate = refusing
        #expect(tap.simulate(.recognized) == .failed)
        #expect(refusing.asked == 1 && count == 0)
        let plain = DefaultDelegate()
        tap.delegate = plain
        #expect(tap.simulate(.recognized) == .ended && count == 1)
        #expect(plain.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: tap) == false)
    }

    @Test func longPressUsesUIKitDefaults() {
        // A touch reaches a view only inside its bounds (the driver hit-tests), so the view has a size.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(press)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.simulatePress(at: .zero, duration: 0.4) == false)
        #expect(press.simulatePress(at: .zero, duration: 0.5, movement: 11) == false)
        #expect(press.simulatePress(at: .zero, duration: 0.5, movement: 10) == true)
        #expect(states == [.began, .ended])
    }

    @Test func swipeDirectionsPinchAndRotation() {
        let view = UIView()
        let swipe = UISwipeGestureRecognizer()
        view.addGestureRecognizer(swipe)
        #expect(swipe.direction == .right)
        #expect(swipe.simulateSwipe(.left) == false)
        swipe.direction = [.left, .up]
        #expect(swipe.simulateSwipe(.up) == true)

        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { scales.append($0.scale) }
        view.addGestureRecognizer(pinch)
        pinch.simulate(.changed, scale: 1.5, velocity: 2)
        pinch.simulate(.ended, scale: 2)
        #expect(scales == [1.5, 1.5, 2])
        #expect(pinch.scale == 1 && pinch.numberOfTouches == 0)

        var angles: [CGFloat] = []
        let rotation = UIRotationGestureRecognizer { angles.append($0.rotation) }
        view.addGestureRecognizer(rotation)
        rotation.simulate(.began, rotation: 0.25)
        rotation.simulate(.cancelled, rotation: 0.5)
        #expect(angles == [0.25, 0.5])

        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        #expect(edge.edges == .left)
    }

    @Test func locationConvertsBetweenViewsInBothDirections() {
        for rtl in [false, true] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.overrideTraitCollection = UITraitCollection(layoutDirection: rtl ? .rightToLeft : .leftToRight)
            let child = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
            window.addSubview(child)
            let tap = UITapGestureRecognizer()
            child.addGestureRecognizer(tap)
            tap.simulate(.began, at: CGPoint(x: 5, y: 6))
            #expect(tap.location(in: child) == CGPoint(x: 5, y: 6))
            #expect(tap.location(in: window) == CGPoint(x: 35, y: 46))
            #expect(tap.location(in: nil) == CGPoint(x: 35, y: 46))
        }
    }

    @Test func addActionAndRemoveTarget() {
        let view = UIView()
        var log: [String] = []
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let token = tap.addTarget { (_: UITapGestureRecognizer) in log.append("closure") }
        tap.addAction(UIAction { action in log.append("action from \(action.sender is UITapGestureRecognizer)") })
        tap.simulate(.recognized)
        tap.removeTarget(token)
        tap.simulate(.recognized)
        tap.removeTarget(nil)
        tap.simulate(.recognized)
        #expect(log == ["closure", "action from true", "action from true"])
    }

    @Test func movingARecognizerToAnotherViewDetachesIt() {
        let a = UIView(), b = UIView()
        let tap = UITapGestureRecognizer()
        a.addGestureRecognizer(tap)
        b.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers == nil && b.gestureRecognizers?.first === tap && tap.view === b)
        #expect("\(tap)" == "<UITapGestureRecognizer: state = possible; view = <UIView>>")
    }
}
