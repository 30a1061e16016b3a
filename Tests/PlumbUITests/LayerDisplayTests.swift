import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Layers that draw themselves: `setNeedsDisplay()`, `display()`, `draw(in:)`, the delegate,
/// the backing store at `contentsScale`, sublayer layout, actions and `render(in:)`.
@MainActor @Suite struct LayerDisplayTests {
    let red = Color(red: 255, green: 0, blue: 0), white = Color.white

    final class Dot: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(UIColor.red)
            ctx.fill(bounds)
        }
    }

    func root(scale: CGFloat = 1) -> UIView {
        let r = UIView(frame: rect(0, 0, 10, 10))
        r.overrideTraitCollection = UITraitCollection(displayScale: scale)
        r.backgroundColor = .white
        return r
    }

    @Test func drawInRunsOnlyOnceTheLayerIsMarkedForDisplay() throws {
        let r = root()
        let dot = Dot()
        dot.frame = rect(0, 0, 10, 10)
        r.layer.addSublayer(dot)
        #expect(try ViewRenderer.render(r).color(x: 5, y: 5) == white && dot.draws == 0)
        dot.setNeedsDisplay()
        #expect(dot.needsDisplay())
        #expect(try ViewRenderer.render(r).color(x: 5, y: 5) == red && dot.draws == 1)
        #expect(!dot.needsDisplay())
        // Once displayed it keeps its backing store: drawn on every render.
        #expect(try ViewRenderer.render(r).color(x: 5, y: 5) == red && dot.draws == 2)
    }

    @Test func theBackingStoreHasContentsScalePixelsPerPoint() throws {
        final class Ring: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.black)
                ctx.fillEllipse(in: bounds.insetBy(dx: 1, dy: 1))
            }
        }
        let r = root(scale: 2)
        let ring = Ring()
        ring.frame = rect(0, 0, 10, 10)
        ring.setNeedsDisplay()
        r.layer.addSublayer(ring)
        func blackPixels(_ b: Bitmap) -> Int {
            var n = 0
            for y in 0..<b.height {
                for x in 0..<b.width where b.color(x: x, y: y) == Color(red: 0, green: 0, blue: 0) { n += 1 }
            }
            return n
        }
        let soft = try ViewRenderer.render(r)  // contentsScale 1 on a @2x canvas: magnified
        ring.contentsScale = 2
        let sharp = try ViewRenderer.render(r)
        #expect(blackPixels(sharp) > blackPixels(soft))
        // At the canvas's scale the backing store is the same as drawing straight onto it.
        let direct = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.cgContext.setFillColor(UIColor.black)
            ctx.cgContext.fillEllipse(in: CGRect(x: 1, y: 1, width: 8, height: 8))
        }
        #expect(sharp == direct.bitmap)
    }

    @Test func aDisplayOverrideSetsContents() throws {
        final class Badge: CALayer {
            var image: CGImage? { didSet { setNeedsDisplay() } }
            override func display() { contents = image }
        }
        let r = root()
        let badge = Badge()
        badge.frame = rect(0, 0, 10, 10)
        r.layer.addSublayer(badge)
        badge.image = CGImage(bitmap: try Bitmap(width: 1, height: 1, scale: 1, fill: red))
        #expect(badge.contents == nil)
        #expect(try ViewRenderer.render(r).color(x: 5, y: 5) == red)
        #expect(badge.contents as? CGImage == badge.image)
    }

    final class Drawer: NSObject, CALayerDelegate {
        var events: [String] = []
        func draw(_ layer: CALayer, in ctx: CGContext) {
            events.append("draw")
            ctx.setFillColor(UIColor.red)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        func layerWillDraw(_ layer: CALayer) { events.append("willDraw") }
        func layoutSublayers(of layer: CALayer) { events.append("layout \(Int(layer.bounds.width))") }
    }

    @Test func theDelegateDrawsLaysOutAndIsHeldWeakly() throws {
        let r = root()
        let layer = CALayer()
        var drawer: Drawer? = Drawer()
        layer.delegate = drawer
        layer.frame = rect(0, 0, 10, 10)
        layer.setNeedsDisplay()
        r.layer.addSublayer(layer)
        let b = try ViewRenderer.render(r)
        #expect(b.color(x: 2, y: 5) == red && b.color(x: 7, y: 5) == white)
        #expect(drawer?.events == ["layout 10", "willDraw", "draw"])
        _ = try ViewRenderer.render(r)  // no layout: the size did not change
        #expect(drawer?.events == ["layout 10", "willDraw", "draw", "willDraw", "draw"])
        drawer = nil
        #expect(layer.delegate == nil)
    }

    @Test func aDelegateDisplayReplacesTheBackingStore() throws {
        final class Displayer: NSObject, CALayerDelegate {
            let image: CGImage
            init(_ image: CGImage) { self.image = image }
            func display(_ layer: CALayer) { layer.contents = image }
            func draw(_ layer: CALayer, in ctx: CGContext) {
                Issue.record("draw(_:in:) called though display(_:) is implemented")
            }
        }
        let r = root()
        let displayer = Displayer(CGImage(bitmap: try Bitmap(width: 1, height: 1, scale: 1, fill: red)))
        let layer = CALayer()
        layer.delegate = displayer
        layer.frame = rect(0, 0, 10, 10)
        layer.setNeedsDisplay()
        r.layer.addSublayer(layer)
        #expect(try ViewRenderer.render(r).color(x: 5, y: 5) == red)
        #expect(!layer._hasBackingStore)
    }

    @Test func boundsChangesLayOutAndRedisplayWhenAsked() {
        final class Counting: CALayer {
            var layouts = 0, displays = 0
            override func layoutSublayers() { layouts += 1 }
            override func display() { displays += 1; super.display() }
        }
        let l = Counting()
        l.frame = rect(0, 0, 10, 10)
        #expect(l.needsLayout())
        l.layoutIfNeeded()
        l.layoutIfNeeded()
        #expect(l.layouts == 1)
        l.needsDisplayOnBoundsChange = true
        l.bounds = rect(0, 0, 20, 10)
        #expect(l.needsDisplay() && l.needsLayout())
        l.displayIfNeeded()
        l.displayIfNeeded()
        #expect(l.displays == 1)
        l.position = CGPoint(x: 50, y: 50)  // a move is not a size change
        #expect(!l.needsDisplay() && l.needsLayout())
    }

    @Test func actionsAreFoundAsCoreAnimationSearchesThem() {
        final class Vetoing: NSObject, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                event == "opacity" ? NSNull() : nil
            }
        }
        let l = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        l.actions = ["position": NSNull(), "opacity": fade, "bounds": fade]
        #expect(l.action(forKey: "position") == nil)  // NSNull ends the search
        #expect(l.action(forKey: "bounds") as? CABasicAnimation === fade)
        #expect(l.action(forKey: "hidden") == nil)
        let vetoing = Vetoing()
        l.delegate = vetoing
        #expect(l.action(forKey: "opacity") == nil)  // the delegate's NSNull first
        // An animation run as an action adds itself to the layer.
        fade.run(forKey: "bounds", object: l, arguments: nil)
        #expect((l.animation(forKey: "bounds") as? CABasicAnimation)?.keyPath == "opacity")
    }

    @Test func renderInDrawsALayerTreeIntoAnImageContext() throws {
        let v = UIView(frame: rect(0, 0, 4, 2))
        v.backgroundColor = .red
        let blue = UIView(frame: rect(2, 0, 2, 2))
        blue.backgroundColor = .blue
        v.addSubview(blue)
        UIGraphicsBeginImageContextWithOptions(v.bounds.size, false, 1)
        v.layer.render(in: try #require(UIGraphicsGetCurrentContext()))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let b = try #require(image).bitmap
        #expect(b.width == 4 && b.color(x: 0, y: 0) == red && b.color(x: 3, y: 1) == Color(red: 0, green: 0, blue: 255))
    }
}
