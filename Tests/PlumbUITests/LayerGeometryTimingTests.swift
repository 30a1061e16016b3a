import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Core Animation's initializers (`init()` not required, `init(layer:)`, `init?(coder:)` for a
/// custom `layerClass`), `cornerCurve`, converting points, rectangles and times between layers,
/// `CAReplicatorLayer`, `CADisplayLink`, and `UIView.draw(_:in:)` as a layer delegate.
@MainActor @Suite struct LayerGeometryTimingTests {
    let red = Color(red: 255, green: 0, blue: 0), white = Color.white

    /// A subclass written as for UIKit: a plain `override init()`, `init(layer:)` copying its
    /// own state, and `init?(coder:)`.
    final class CornerLayer: CALayer {
        var corners = 0
        override init() {
            super.init()
            corners = 4
        }
        override init(layer: Any) {
            super.init(layer: layer)
            corners = (layer as? CornerLayer)?.corners ?? -1
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            corners = 9
        }
    }

    /// A subclass that declares no initializer (inherits them all).
    final class Ring: CALayer {
        var lineWidth: CGFloat = 3
    }

    final class RingView: UIView {
        override class var layerClass: AnyClass { Ring.self }
    }
    final class CornerView: UIView {
        override class var layerClass: AnyClass { CornerLayer.self }
    }
    final class ReplicatorView: UIView {
        override class var layerClass: AnyClass { CAReplicatorLayer.self }
    }

    @Test func subclassesOverrideInitAndInitLayer() {
        let made = CornerLayer()
        #expect(made.corners == 4)
        made.frame = rect(10, 20, 30, 40)
        made.corners = 7
        let copy = CornerLayer(layer: made)
        #expect(copy.corners == 7 && copy.frame == rect(10, 20, 30, 40))
        #expect(CornerLayer(layer: CALayer()).corners == -1)
    }

    @Test func aCustomLayerClassIsMadeWithInitCoder() {
        let ring = RingView(frame: rect(0, 0, 20, 20))
        #expect((ring.layer as? Ring)?.lineWidth == 3)
        #expect(ring.layer.frame == rect(0, 0, 20, 20))
        #expect((CornerView().layer as? CornerLayer)?.corners == 9)
        #expect(ReplicatorView().layer is CAReplicatorLayer)
    }

    @Test func initLayerCopiesTheLayersState() {
        let source = CALayer()
        source.frame = rect(10, 20, 30, 40)
        source.backgroundColor = UIColor.red.cgColor
        source.cornerRadius = 6
        source.cornerCurve = .continuous
        source.opacity = 0.5
        source.borderWidth = 2
        source.shadowOpacity = 0.25
        source.name = "card"
        source.addSublayer(CALayer())
        let copy = CALayer(layer: source)
        #expect(copy.frame == rect(10, 20, 30, 40) && copy.position == CGPoint(x: 25, y: 40))
        #expect(
            copy.backgroundColor === source.backgroundColor && copy.cornerRadius == 6 && copy.cornerCurve == .continuous
        )
        #expect(copy.opacity == 0.5 && copy.borderWidth == 2 && copy.shadowOpacity == 0.25 && copy.name == "card")
        #expect(copy.sublayers == nil && copy.superlayer == nil)
        let plain = CALayer(layer: "not a layer")
        #expect(plain.frame == .zero && plain.opacity == 1)
    }

    @Test func cornerCurveDefaultsToCircular() {
        let layer = CAShapeLayer()
        #expect(layer.cornerCurve == .circular)
        layer.cornerCurve = .continuous
        #expect(layer.cornerCurve.rawValue == "continuous" && CALayerCornerCurve.circular.rawValue == "circular")
        #expect(UIView().layer.cornerCurve == .circular)
    }

    @Test func convertingPointsAndRectsThroughViewsAndLayers() {
        let root = UIView(frame: rect(0, 0, 100, 100))
        let card = UIScrollView(frame: rect(10, 20, 50, 50))
        card.contentSize = CGSize(width: 50, height: 200)
        root.addSubview(card)
        let badge = CALayer()
        badge.frame = rect(5, 5, 10, 10)
        card.layer.addSublayer(badge)
        #expect(badge.convert(CGPoint(x: 1, y: 1), to: root.layer) == CGPoint(x: 16, y: 26))
        #expect(badge.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        #expect(root.layer.convert(CGPoint(x: 1, y: 1), from: badge) == CGPoint(x: 16, y: 26))
        #expect(badge.convert(CGPoint(x: 16, y: 26), from: root.layer) == CGPoint(x: 1, y: 1))
        #expect(badge.convert(rect(0, 0, 10, 10), to: card.layer) == rect(5, 5, 10, 10))
        #expect(card.layer.convert(rect(15, 25, 2, 2), from: nil) == rect(5, 5, 2, 2))
        // A bounds origin (a scrolled view) moves what it holds.
        card.contentOffset = CGPoint(x: 0, y: 10)
        #expect(badge.convert(CGPoint(x: 1, y: 1), to: root.layer) == CGPoint(x: 16, y: 16))

        // A transform about the anchor point.
        let scaled = CALayer()
        scaled.bounds = rect(0, 0, 20, 10)
        scaled.position = CGPoint(x: 50, y: 50)
        scaled.transform = CATransform3DMakeScale(2, 2, 1)
        root.layer.addSublayer(scaled)
        #expect(scaled.convert(CGPoint.zero, to: root.layer) == CGPoint(x: 30, y: 40))
        #expect(scaled.convert(CGPoint(x: 30, y: 40), from: root.layer) == .zero)
        #expect(root.layer.convert(CGPoint.zero, from: scaled) == CGPoint(x: 30, y: 40))
        #expect(scaled.convert(rect(0, 0, 20, 10), to: root.layer) == rect(30, 40, 40, 20))
        // Between siblings.
        #expect(scaled.convert(CGPoint(x: 10, y: 5), to: card.layer) == CGPoint(x: 40, y: 40))
        #expect(scaled.convert(CGPoint(x: 40, y: 40), from: card.layer) == CGPoint(x: 10, y: 5))
    }

    @Test func convertTimeFollowsBeginTimeSpeedAndOffset() {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        #expect(layer.convertTime(5, from: nil) == 5 && layer.convertTime(5, to: nil) == 5)
        layer.beginTime = 2
        layer.speed = 2
        layer.timeOffset = 1
        #expect(layer.convertTime(10, from: nil) == 17)
        #expect(layer.convertTime(17, to: nil) == 10)
        #expect(layer.convertTime(10, from: root) == 17)
        let inner = CALayer()
        inner.speed = 0.5
        layer.addSublayer(inner)
        #expect(inner.convertTime(10, from: nil) == 8.5)
        #expect(layer.convertTime(8.5, from: inner) == 17)
        // Paused (MarqueeLabel's pattern): the layer's time stands still.
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        layer.beginTime = 0
        #expect(layer.convertTime(123, from: nil) == paused)
    }

    @Test func replicatorKeepsCoreAnimationsDefaultsAndDrawsItsSublayersOnce() throws {
        let replicator = CAReplicatorLayer()
        #expect(replicator.instanceCount == 1 && replicator.instanceDelay == 0 && !replicator.preservesDepth)
        #expect(replicator.instanceTransform == CATransform3DIdentity && replicator.instanceColor == nil)
        #expect(
            replicator.instanceRedOffset == 0 && replicator.instanceGreenOffset == 0
                && replicator.instanceBlueOffset == 0 && replicator.instanceAlphaOffset == 0)
        let root = UIView(frame: rect(0, 0, 10, 10))
        root.overrideTraitCollection = UITraitCollection(displayScale: 1)
        root.backgroundColor = .white
        replicator.frame = rect(0, 0, 10, 10)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(4, 0, 0)
        let dot = CALayer()
        dot.frame = rect(0, 0, 2, 2)
        dot.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(dot)
        root.layer.addSublayer(replicator)
        let image = try ViewRenderer.render(root)
        #expect(image.color(x: 1, y: 1) == red && image.color(x: 5, y: 1) == white)
    }

    @Test func displayLinkKeepsItsSettingsAndNeverFires() throws {
        final class Box { var ticks = 0 }
        var box: Box? = Box()
        weak let weakBox = box
        let link = CADisplayLink { [box] _ in box?.ticks += 1 }
        box = nil
        #expect(weakBox != nil, "the handler holds what it captured")
        #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0)
        #expect(link.preferredFramesPerSecond == 0 && link.preferredFrameRateRange == .default && !link.isPaused)
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
        link.add(to: .main, forMode: .common)
        #expect(link.runLoopModes.count == 1)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
        #expect(link.preferredFrameRateRange.preferred == 60)
        let window = makeWindow(100, 100)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        _ = try ViewRenderer.render(window)
        #expect(weakBox?.ticks == 0)
        link.invalidate()
        #expect(weakBox == nil && link.runLoopModes.isEmpty, "invalidate() releases the handler")
        link.add(to: .main, forMode: .default)
        #expect(link.runLoopModes.isEmpty)
    }

    @Test func aViewDrawsTheLayersItIsTheDelegateOf() throws {
        final class Painter: UIView {
            var calls: [String] = []
            override func draw(_ layer: CALayer, in ctx: CGContext) {
                calls.append(layer.name ?? "?")
                ctx.setFillColor(UIColor.red)
                ctx.fill(layer.bounds)
            }
        }
        let painter = Painter(frame: rect(0, 0, 10, 10))
        painter.overrideTraitCollection = UITraitCollection(displayScale: 1)
        painter.backgroundColor = .white
        let badge = CALayer()
        badge.name = "badge"
        badge.frame = rect(0, 0, 4, 4)
        badge.delegate = painter
        painter.layer.addSublayer(badge)
        badge.setNeedsDisplay()
        let image = try ViewRenderer.render(painter)
        #expect(image.color(x: 1, y: 1) == red && image.color(x: 6, y: 6) == white)
        #expect(painter.calls == ["badge"])
        // UIView's own implementation draws nothing.
        let plain = UIView(frame: rect(0, 0, 10, 10))
        plain.overrideTraitCollection = UITraitCollection(displayScale: 1)
        plain.backgroundColor = .white
        let other = CALayer()
        other.frame = rect(0, 0, 4, 4)
        other.delegate = plain
        plain.layer.addSublayer(other)
        other.setNeedsDisplay()
        #expect(try ViewRenderer.render(plain).color(x: 1, y: 1) == white)
    }
}
