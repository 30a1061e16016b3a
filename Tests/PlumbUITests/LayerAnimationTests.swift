import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Core Animation's explicit animations: made and configured as on iOS, kept on the layer under
/// their key (as copies) until removed, and never applied to what is drawn.
@MainActor @Suite struct LayerAnimationTests {
    @Test func basicAnimationHasCoreAnimationsDefaultsAndKeepsItsValues() {
        let fade = CABasicAnimation(keyPath: "opacity")
        #expect(fade.keyPath == "opacity")
        #expect(fade.duration == 0 && fade.beginTime == 0 && fade.speed == 1 && fade.timeOffset == 0)
        #expect(fade.repeatCount == 0 && fade.repeatDuration == 0 && !fade.autoreverses)
        #expect(fade.fillMode == .removed && fade.isRemovedOnCompletion && fade.timingFunction == nil)
        #expect(fade.fromValue == nil && fade.toValue == nil && fade.byValue == nil)
        #expect(!fade.isAdditive && !fade.isCumulative && fade.delegate == nil)
        fade.fromValue = 0
        fade.toValue = 1.0
        fade.byValue = CGPoint(x: 1, y: 2)
        fade.duration = 0.3
        fade.repeatCount = .infinity
        fade.autoreverses = true
        fade.isRemovedOnCompletion = false
        fade.fillMode = .forwards
        fade.beginTime = 2
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(
            fade.fromValue as? Int == 0 && fade.toValue as? Double == 1
                && fade.byValue as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(fade.duration == 0.3 && fade.repeatCount == .infinity && fade.autoreverses && fade.beginTime == 2)
        #expect(!fade.isRemovedOnCompletion && fade.fillMode == .forwards)
        #expect(fade.timingFunction == CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        #expect(CAMediaTimingFillMode.both.rawValue == "both" && CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
    }

    @Test func namedTimingFunctionsHaveTheirControlPoints() {
        func points(_ name: CAMediaTimingFunctionName) -> [CGPoint] {
            let f = CAMediaTimingFunction(name: name)
            return (0...3).map { f.controlPoint(at: $0) }
        }
        #expect(points(.linear) == [.zero, .zero, CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 1)])
        #expect(
            points(.easeIn)[1] == CGPoint(x: CGFloat(Float(0.42)), y: 0) && points(.easeIn)[2] == CGPoint(x: 1, y: 1))
        #expect(points(.easeOut)[1] == .zero && points(.easeOut)[2] == CGPoint(x: CGFloat(Float(0.58)), y: 1))
        #expect(points(.default)[1] == CGPoint(x: CGFloat(Float(0.25)), y: CGFloat(Float(0.1))))
        #expect(CAMediaTimingFunction(name: .easeIn).controlPoint(at: 9) == .zero)
        var values: [Float] = [7, 7]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 2, values: &values)
        #expect(values == [0.58, 1])
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 4, values: &values)
        #expect(values == [0, 0])
    }

    @Test func aLayerKeepsACopyUnderItsKeyUntilRemoved() {
        let layer = CALayer()
        #expect(layer.animationKeys() == nil && layer.animation(forKey: "fade") == nil)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.5
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        fade.duration = 9  // changing the original does not change the layer's copy
        let stored = layer.animation(forKey: "fade") as? CABasicAnimation
        #expect(stored != nil && stored !== fade)
        #expect(stored?.keyPath == "opacity" && stored?.toValue as? Double == 0.5 && stored?.duration == 1)
        let move = CAKeyframeAnimation(keyPath: "position.x")
        move.values = [0, 10, 0]
        move.keyTimes = [0, 0.5, 1]
        move.calculationMode = .cubic
        layer.add(move, forKey: "move")
        layer.add(CABasicAnimation(keyPath: "bounds"), forKey: nil)
        #expect(layer.animationKeys() == ["fade", "move"])
        let storedMove = layer.animation(forKey: "move") as? CAKeyframeAnimation
        #expect(
            storedMove?.values?.count == 3 && storedMove?.keyTimes == [0, 0.5, 1]
                && storedMove?.calculationMode == .cubic)
        // The same key replaces, at the end of the order.
        let fadeOut = CABasicAnimation(keyPath: "opacity")
        fadeOut.toValue = 0
        layer.add(fadeOut, forKey: "fade")
        #expect(layer.animationKeys() == ["move", "fade"])
        #expect((layer.animation(forKey: "fade") as? CABasicAnimation)?.toValue as? Int == 0)
        layer.removeAnimation(forKey: "move")
        layer.removeAnimation(forKey: "missing")
        #expect(layer.animationKeys() == ["fade"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil && layer.animation(forKey: "fade") == nil)
    }

    @Test func groupsAndKeyframesCopyTheirValues() {
        let group = CAAnimationGroup()
        let a = CABasicAnimation(keyPath: "opacity"), b = CAKeyframeAnimation(keyPath: "position")
        b.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        b.rotationMode = .rotateAuto
        group.animations = [a, b]
        group.duration = 0.4
        let copy = group.copy() as? CAAnimationGroup
        #expect(copy?.animations?.count == 2 && copy?.duration == 0.4 && copy !== group)
        let keyframes = b.copy() as? CAKeyframeAnimation
        #expect(keyframes?.path != nil && keyframes?.rotationMode == .rotateAuto)
    }

    @Test func animationsAreNotDrawn() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .red
        let before = try ViewRenderer.render(view)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 0
        fade.fillMode = .both
        fade.isRemovedOnCompletion = false
        view.layer.add(fade, forKey: "fade")
        #expect(try ViewRenderer.render(view) == before)
        let pixel = try ViewRenderer.render(view)[x: 1, y: 1]
        #expect(
            pixel == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255),
            "drawn opaque: the opacity animation is not applied")
        #expect(
            view.layer.opacity == 1 && view.layer.presentation() === view.layer && view.layer.model() === view.layer)
    }

    final class Finisher: CAAnimationDelegate {
        var calls = 0
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { calls += 1 }
    }

    @Test func theDelegateIsKeptAndNotCalled() {
        let layer = CALayer()
        let delegate = Finisher()
        let anim = CABasicAnimation(keyPath: "opacity")
        anim.delegate = delegate
        layer.add(anim, forKey: "a")
        layer.removeAnimation(forKey: "a")
        #expect(delegate.calls == 0 && anim.delegate === delegate)
    }

    @Test func layersHaveMediaTiming() {
        let layer = CALayer()
        #expect(layer.speed == 1 && layer.timeOffset == 0 && layer.beginTime == 0 && layer.fillMode == .removed)
        layer.speed = 0
        layer.timeOffset = 1.5
        #expect(layer.speed == 0 && layer.timeOffset == 1.5)
        let timing: any CAMediaTiming = layer
        timing.repeatCount = 3
        #expect(layer.repeatCount == 3)
    }

    @Test func transactionsKeepTheirValuesAndRunTheCompletionAtCommit() {
        var log: [String] = []
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        #expect(!CATransaction.disableActions(), "a nested transaction starts with the defaults")
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.commit()
        #expect(log == ["inner"] && CATransaction.disableActions() && CATransaction.animationDuration() == 0.5)
        CATransaction.commit()
        #expect(log == ["inner", "outer"])
        CATransaction.setCompletionBlock { log.append("implicit") }
        #expect(log == ["inner", "outer", "implicit"])
        #expect(CACurrentMediaTime() > 0)
    }
}
