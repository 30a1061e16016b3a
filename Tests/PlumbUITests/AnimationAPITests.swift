import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Keyframes, property animators and the recorder behind the filmstrip strategy.
@MainActor @Suite struct AnimationAPITests {
    /// A 40-point-wide box 10 points from the root's leading edge and `top` from its top, laid
    /// out, and a recorder watching the root.
    func boxWithRecorder(_ root: UIView, top: CGFloat, height: CGFloat)
        -> (UIView, UIView, NSLayoutConstraint, NSLayoutConstraint, AnimationRecorder)
    {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let topConstraint = box.topAnchor.constraint(equalTo: root.topAnchor, constant: top)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            topConstraint, leading, box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: height),
        ])
        root.layoutIfNeeded()
        let recorder = AnimationRecorder()
        recorder.root = root
        return (root, box, topConstraint, leading, recorder)
    }

    @Test func keyframesRunInOrderThenTheCompletion() {
        var log: [String] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [.calculationModeCubic],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { log.append("first") }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { log.append("second") }
            }, completion: { log.append("done \($0)") })
        #expect(log == ["first", "second"])
        PendingAnimations.finishAll()
        #expect(log == ["first", "second", "done true"])
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
    }

    @Test func aPropertyAnimatorAppliesItsAnimationsWhenItStarts() {
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { log.append("a") }
        animator.addAnimations { log.append("b") }
        animator.addCompletion { log.append("done \($0 == .end)") }
        #expect(animator.state == .inactive && log.isEmpty)
        animator.startAnimation()
        #expect(log == ["a", "b", "done true"] && animator.state == .inactive && animator.fractionComplete == 1)
    }

    @Test func aPausedAnimatorWaitsAndFinishesWhereItIsTold() {
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { log.append("moved") }
        animator.addCompletion { log.append("at \($0.rawValue)") }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        #expect(animator.state == .active && log.isEmpty && animator.fractionComplete == 0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .start)
        #expect(log == ["at 1"] && animator.state == .inactive)
        let running = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.2, delay: 0, options: [.curveEaseOut],
            animations: { log.append("ran") },
            completion: { log.append("end \($0 == .end)") })
        #expect(running.state == .inactive && log.suffix(2) == ["ran", "end true"])
    }

    @Test func transitionsRunTheirChangesAtOnceAndSwapViewsInPlace() {
        let container = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        [a, b, c].forEach(container.addSubview)
        var log: [String] = []
        UIView.transition(
            with: container, duration: 0.3, options: [.transitionFlipFromLeft],
            animations: { log.append("flip") }, completion: { log.append("done \($0)") })
        UIView.transition(from: b, to: d, duration: 0.3, options: [.transitionCrossDissolve]) { _ in
            log.append("swapped")
        }
        #expect(log == ["flip"])
        PendingAnimations.finishAll()
        #expect(log == ["flip", "done true", "swapped"])
        #expect(container.subviews.map { ObjectIdentifier($0) } == [a, d, c].map { ObjectIdentifier($0) })
        #expect(b.superview == nil)
        UIView.transition(from: a, to: c, duration: 0.3, options: [.showHideTransitionViews])
        #expect(a.isHidden && !c.isHidden && a.superview === container)
    }

    @Test func theRecorderKeepsTheStartAndEndOfALayoutInsideAnAnimation() throws {
        let (root, box, top, _, recorder) = boxWithRecorder(UIView(frame: rect(0, 0, 200, 200)), top: 10, height: 40)
        recorder.record {
            top.constant = 110
            UIView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
        }
        #expect(recorder.changes.count == 1)
        let change = try #require(recorder.changes.first)
        #expect(change.isVisible)
        #expect(change.start[ObjectIdentifier(box)]?.frame == rect(10, 10, 40, 40))
        #expect(change.end[ObjectIdentifier(box)]?.frame == rect(10, 110, 40, 40))
        // Drawing half way puts the box at y = 60 and leaves its frame as it was.
        let canvas = try Canvas(width: 200, height: 200, scale: 1)
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        recorder.draw(change, at: 0.5, in: canvas)
        #expect(canvas.bitmap.color(x: 30, y: 80) == Color(red: 255, green: 0, blue: 0))
        #expect(canvas.bitmap.color(x: 30, y: 130).alpha == 0)
        #expect(box.frame == rect(10, 110, 40, 40))
    }

    @Test func timingParametersKeepTheirCurveAndReportTheirKind() {
        #expect([UITimingCurveType.builtin, .cubic, .spring, .composed].map(\.rawValue) == [0, 1, 2, 3])
        let builtin = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(builtin.timingCurveType == .builtin && builtin.animationCurve == .easeOut)
        #expect(builtin.controlPoint1 == .zero && builtin.controlPoint2 == .zero)
        #expect(builtin.cubicTimingParameters === builtin && builtin.springTimingParameters == nil)
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
        #expect(custom.timingCurveType == .cubic)
        #expect(custom.controlPoint1 == CGPoint(x: 0.2, y: 0) && custom.controlPoint2 == CGPoint(x: 0, y: 1))
        #expect(UICubicTimingParameters().timingCurveType == .builtin)
        let spring = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0, dy: 1.5))
        #expect(spring.timingCurveType == .spring && spring.initialVelocity == CGVector(dx: 0, dy: 1.5))
        #expect(spring.springTimingParameters === spring && spring.cubicTimingParameters == nil)
        #expect(
            UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: CGVector(dx: 2, dy: 0))
                .initialVelocity.dx == 2)
        #expect(UISpringTimingParameters(duration: 0.4, bounce: 0.2).initialVelocity == .zero)
        #expect(UISpringTimingParameters(dampingRatio: 1).initialVelocity == CGVector())
    }

    @Test func aControlPointOutsideTheUnitSquareIsReportedByName() {
        let (curve, diagnostics) = LayoutDiagnostics.collect {
            UICubicTimingParameters(controlPoint1: CGPoint(x: 0.5, y: 1.5), controlPoint2: CGPoint(x: 1, y: 1))
        }
        #expect(curve.controlPoint1 == CGPoint(x: 0.5, y: 1.5))
        #expect(
            diagnostics.map(\.message) == [
                "UICubicTimingParameters: controlPoint1 (0.5, 1.5) is outside 0 ... 1, "
                    + "which UIKit requires of a timing curve's control points"
            ])
    }

    @Test func anAnimatorWithTimingParametersRunsItsAnimationsAndKeepsTheCurve() {
        var log: [String] = []
        let spring = UISpringTimingParameters(dampingRatio: 0.7)
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
        #expect(animator.timingParameters === spring && animator.duration == 0.5 && animator.state == .inactive)
        animator.addAnimations { log.append("moved") }
        animator.addCompletion { log.append("done \($0 == .end)") }
        animator.pauseAnimation()
        #expect(log.isEmpty)
        let ease = UICubicTimingParameters(animationCurve: .linear)
        animator.continueAnimation(withTimingParameters: ease, durationFactor: 0.5)
        #expect(log == ["moved", "done true"] && animator.timingParameters === ease)
        // The other initializers record their curve as timing parameters.
        let curved = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
        #expect(curved.timingParameters?.timingCurveType == .builtin)
        #expect(curved.timingParameters?.cubicTimingParameters?.animationCurve == .easeIn)
        let bezier = UIViewPropertyAnimator(
            duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.9))
        #expect(bezier.timingParameters?.cubicTimingParameters?.controlPoint2 == CGPoint(x: 0.3, y: 0.9))
        #expect(UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5).timingParameters?.timingCurveType == .spring)
    }

    @Test(arguments: directions)
    func aSpringDurationAnimationLandsAtItsEndAndIsRecorded(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let (root, box, _, leading, recorder) = boxWithRecorder(makeRoot(200, 200, dir), top: 20, height: 30)
        var log: [String] = []
        recorder.record {
            leading.constant = 90
            UIView.animate(
                springDuration: 0.4, bounce: 0.3, initialSpringVelocity: 1, delay: 0, options: [.curveEaseOut],
                animations: { root.layoutIfNeeded() }, completion: { log.append("done \($0)") })
        }
        #expect(log == [])
        PendingAnimations.finishAll()
        #expect(log == ["done true"])
        let change = try #require(recorder.changes.first)
        #expect(recorder.changes.count == 1)
        #expect(change.start[ObjectIdentifier(box)]?.frame == mirrored(rect(10, 20, 40, 30), in: 200, dir))
        #expect(change.end[ObjectIdentifier(box)]?.frame == mirrored(rect(90, 20, 40, 30), in: 200, dir))
        #expect(box.frame == mirrored(rect(90, 20, 40, 30), in: 200, dir))
        // Every argument has UIKit's default.
        UIView.animate { log.append("defaults") }
        #expect(log == ["done true", "defaults"])
    }
}
