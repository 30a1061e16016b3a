import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Sublayers, gradient and shape layers, masks, and their drawing order with subviews.
@MainActor @Suite struct LayerTests {
    let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255),
        green = Color(red: 0, green: 255, blue: 0)

    /// A 1x root of `w`×`h` points with a white background.
    func root(_ w: CGFloat = 10, _ h: CGFloat = 10) -> UIView {
        let r = UIView(frame: rect(0, 0, w, h))
        r.overrideTraitCollection = UITraitCollection(displayScale: 1)
        r.backgroundColor = .white
        return r
    }

    func square(_ color: UIColor, _ frame: CGRect = rect(0, 0, 10, 10)) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.backgroundColor = color
        return l
    }

    @Test func addedSublayersDrawAboveEarlierSubviewsAndBelowLaterOnes() throws {
        let r = root()
        let early = UIView(frame: rect(0, 0, 10, 10)), late = UIView(frame: rect(5, 0, 5, 10))
        early.backgroundColor = .red
        late.backgroundColor = .green
        r.addSubview(early)
        r.layer.addSublayer(square(.blue, rect(0, 0, 8, 10)))
        r.addSubview(late)
        let b = try ViewRenderer.render(r)
        #expect(b.color(x: 2, y: 5) == blue && b.color(x: 6, y: 5) == green && b.color(x: 9, y: 5) == green)
        #expect(
            r.layer.sublayers?.count == 3 && r.layer.sublayers?[0] === early.layer
                && r.layer.sublayers?[2] === late.layer)
    }

    @Test func aSublayerInsertedAtZeroIsBelowEverySubview() throws {
        let r = root()
        let v = UIView(frame: rect(0, 0, 5, 10))
        v.backgroundColor = .red
        r.addSubview(v)
        r.layer.insertSublayer(square(.blue), at: 0)
        let b = try ViewRenderer.render(r)
        #expect(b.color(x: 2, y: 5) == red && b.color(x: 7, y: 5) == blue)
        // Bringing a subview to the front puts it above every sublayer; sending it back, below.
        let top = square(.green)
        r.layer.addSublayer(top)
        #expect(try ViewRenderer.render(r).color(x: 2, y: 5) == green)
        r.bringSubviewToFront(v)
        #expect(try ViewRenderer.render(r).color(x: 2, y: 5) == red)
        r.sendSubviewToBack(v)
        #expect(try ViewRenderer.render(r).color(x: 2, y: 5) == green)
        top.removeFromSuperlayer()
        #expect(r.layer.sublayers?.count == 2)
        #expect(try ViewRenderer.render(r).color(x: 2, y: 5) == blue)
    }

    @Test func sublayersHaveTheirOwnOpacityHiddenStateAndSublayers() throws {
        let r = root()
        let parent = square(.clear, rect(2, 2, 6, 6))
        let child = square(.red, rect(1, 1, 2, 2))
        parent.addSublayer(child)
        r.layer.addSublayer(parent)
        var b = try ViewRenderer.render(r)
        #expect(b.color(x: 3, y: 3) == red && b.color(x: 2, y: 2) == Color.white)  // child at (2+1, 2+1)
        parent.opacity = 0.5
        b = try ViewRenderer.render(r)
        #expect(b.color(x: 3, y: 3) == Color(red: 255, green: 127, blue: 127))
        parent.isHidden = true
        #expect(try ViewRenderer.render(r).color(x: 3, y: 3) == Color.white)
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradient: CAGradientLayer { layer as! CAGradientLayer }
    }

    @Test func aViewBackedByAGradientLayerDrawsItsStopsAtPixelCentres() throws {
        let r = root(1, 4)
        let g = GradientView(frame: rect(0, 0, 1, 4))
        g.gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        g.gradient.locations = [0.125, 0.875]
        r.addSubview(g)
        let b = try ViewRenderer.render(r)
        // Rows 0 and 3 are the stops exactly; rows 1 and 2 a third and two thirds between them.
        #expect(
            (0..<4).map { b.color(x: 0, y: $0) } == [
                red, Color(red: 170, green: 0, blue: 85), Color(red: 85, green: 0, blue: 170), blue,
            ])
    }

    @Test func gradientLayerTypesFollowStartAndEndPoints() throws {
        let r = root(21, 21)
        let radial = CAGradientLayer()
        radial.frame = rect(0, 0, 21, 21)
        radial.type = .radial
        radial.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        r.layer.addSublayer(radial)
        var b = try ViewRenderer.render(r)
        // Centre (10.5, 10.5), radii 10.5: 5 points out in any axis direction is t = 5 / 10.5.
        let grey = b.color(x: 15, y: 10)
        #expect(grey == b.color(x: 5, y: 10) && grey == b.color(x: 10, y: 15) && grey.red == 134)
        #expect(b.color(x: 0, y: 0) == Color.black)  // beyond the ellipse: the last colour
        radial.type = .conic
        radial.endPoint = CGPoint(x: 0.5, y: 0)  // the first colour points up, then clockwise
        radial.colors = [
            UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor, UIColor.white.cgColor,
            UIColor.red.cgColor,
        ]
        b = try ViewRenderer.render(r)
        #expect(b.color(x: 10, y: 3) == red)  // up: t = 0
        #expect(b.color(x: 17, y: 10) == green)  // right: a quarter turn clockwise
        #expect(b.color(x: 10, y: 17) == blue)  // down: half a turn
        #expect(b.color(x: 3, y: 10) == Color.white)
    }

    @Test func badGradientsAreReportedNotDrawn() throws {
        let r = root()
        let g = CAGradientLayer()
        g.frame = rect(0, 0, 10, 10)
        g.colors = ["red", UIColor.blue.cgColor]
        g.locations = [0, 0.5, 1]
        r.layer.addSublayer(g)
        let empty = CAGradientLayer()
        empty.frame = rect(0, 0, 0, 10)
        empty.colors = [UIColor.red.cgColor, UIColor.green.cgColor]
        r.layer.addSublayer(empty)
        let many = CAGradientLayer()
        many.frame = rect(0, 0, 10, 1)
        many.colors = (0..<10_001).map { _ in UIColor.green.cgColor }
        r.layer.addSublayer(many)
        let (bitmap, diagnostics) = LayoutDiagnostics.collect { try? ViewRenderer.render(r) }
        #expect(
            diagnostics.map(\.message) == [
                "CAGradientLayer.colors: 1 of 2 entries are not colours (skipped)",
                "CAGradientLayer: 3 locations for 2 colours; the extra ones are ignored",
                "Rendering UIView:\(r.debugAddress): gradient has 10001 stops; only the first 10000 are used",
            ])
        #expect(bitmap?.color(x: 5, y: 5) == blue)
    }

    @Test func aShapeLayerFillsThenStrokesItsTrimmedPath() throws {
        let r = root(20, 10)
        let shape = CAShapeLayer()
        shape.frame = rect(0, 0, 20, 10)
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 5))
        p.addLine(to: CGPoint(x: 20, y: 5))
        shape.path = p
        shape.fillColor = nil
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 2
        shape.strokeEnd = 0.5
        r.layer.addSublayer(shape)
        var b = try ViewRenderer.render(r)
        #expect(b.color(x: 4, y: 4) == red && b.color(x: 9, y: 5) == red && b.color(x: 10, y: 5) == Color.white)
        shape.strokeEnd = 1
        shape.lineDashPattern = [4, 2]
        b = try ViewRenderer.render(r)
        #expect((0..<20).map { b.color(x: $0, y: 5) == red ? "#" : "." }.joined() == "####..####..####..##")
        shape.path = CGPath(rect: rect(2, 2, 6, 6))
        shape.lineDashPattern = nil
        shape.fillColor = UIColor.blue.cgColor
        shape.strokeColor = nil
        b = try ViewRenderer.render(r)
        #expect(b.color(x: 5, y: 5) == blue && b.color(x: 1, y: 1) == Color.white)
    }

    @Test func aMaskLayerKeepsOnlyWhereItIsOpaque() throws {
        let r = root()
        let v = UIView(frame: rect(0, 0, 10, 10))
        v.backgroundColor = .red
        let mask = CAShapeLayer()
        mask.path = CGPath(rect: rect(0, 0, 5, 10))
        v.layer.mask = mask
        r.addSubview(v)
        let b = try ViewRenderer.render(r)
        #expect(b.color(x: 2, y: 5) == red && b.color(x: 7, y: 5) == Color.white)
    }

    @Test func maskedCornersRoundOnlyTheCornersGiven() throws {
        let r = root(20, 20)
        let v = UIView(frame: rect(0, 0, 20, 20))
        v.backgroundColor = .red
        v.layer.cornerRadius = 10
        v.layer.maskedCorners = [.layerMinXMinYCorner]
        r.addSubview(v)
        let b = try ViewRenderer.render(r)
        #expect(b.color(x: 0, y: 0) == Color.white && b.color(x: 19, y: 0) == red && b.color(x: 0, y: 19) == red)
    }

    @Test func aDynamicBorderColourAssignedDirectlyFollowsTheStyle() throws {
        let r = root()
        r.overrideTraitCollection = UITraitCollection(displayScale: 1, userInterfaceStyle: .dark)
        let v = UIView(frame: rect(0, 0, 10, 10))
        v.layer.borderWidth = 1
        v.layer.borderColor = .systemBlue  // UIKit needs .cgColor; Plumb keeps it dynamic
        let fixed = UIView(frame: rect(0, 0, 10, 10))
        r.addSubview(v)
        let b = try ViewRenderer.render(r)
        #expect(b.color(x: 0, y: 5) == Color(red: 10, green: 132, blue: 255))
        fixed.layer.borderColor = UIColor.systemBlue.cgColor  // resolved now, in the default (light) traits
        #expect(fixed.layer.borderColor == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
    }

    @Test func drawInDrawsAGradientThroughCGContext() throws {
        final class Banner: UIView {
            override func draw(_ rect: CGRect) {
                let g = CGGradient(
                    colorsSpace: CGColorSpaceCreateDeviceRGB(),
                    colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                    locations: [0, 1])!
                UIGraphicsGetCurrentContext()?.drawLinearGradient(
                    g, start: .zero, end: CGPoint(x: 4, y: 0), options: [])
            }
        }
        let r = root(6, 2)
        r.addSubview(Banner(frame: rect(0, 0, 6, 2)))
        let b = try ViewRenderer.render(r)
        // Pixel centres 0.5 ... 3.5 of a 4-point axis: t = 0.125 ... 0.875; beyond the end, no
        // extension: the white background (and the view's bounds clip nothing more).
        #expect(b.color(x: 0, y: 0) == Color(red: 223, green: 0, blue: 32) && b.color(x: 5, y: 0) == Color.white)
    }
}
