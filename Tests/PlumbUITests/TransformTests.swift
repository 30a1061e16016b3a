import Foundation
import Raster
import Testing
@testable import PlumbUI

/// `CGAffineTransform`, `CATransform3D`, `UIView.transform` and `CALayer.transform`: the
/// arithmetic, the geometry UIKit reports (frame, bounds, centre, conversions, description),
/// Auto Layout ignoring the transform, and drawing through it.
@MainActor @Suite struct TransformTests {
    // MARK: Arithmetic

    @Test func aQuarterTurnMapsTheXAxisOntoTheYAxis() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(t)
        #expect(abs(p.x) < 1e-15)
        #expect(p.y == 1)
        #expect(t.b == 1 && t.c == -1)
    }

    @Test func buildersPutTheNewStepBeforeTheReceiverAndConcatenatingAfter() {
        // CGAffineTransformTranslate(scale 2, 10, 0): translate first, then scale.
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 0))
        // concatenating: self first, then the argument.
        let u = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint.zero.applying(u) == CGPoint(x: 10, y: 0))
        #expect(
            CGPoint(x: 1, y: 1).applying(CGAffineTransform(scaleX: 3, y: 4).scaledBy(x: 2, y: 0.5))
                == CGPoint(x: 6, y: 2))
    }

    @Test func invertingUndoesAndASingularMatrixComesBackUnchanged() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: -8)
        let i = t.inverted()
        #expect(i == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: 2))
        #expect(CGPoint(x: 3, y: 7).applying(t).applying(i) == CGPoint(x: 3, y: 7))
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        #expect(CGAffineTransform().a == 0 && CGAffineTransform().d == 0, "the zero initialiser is not the identity")
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test func sizesAndRectanglesMapAsCoreGraphicsMapsThem() {
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        let s = CGSize(width: 100, height: 50).applying(turn)
        #expect(abs(s.width + 50) < 1e-12 && abs(s.height - 100) < 1e-12)
        let r = CGRect(x: -50, y: -50, width: 100, height: 100).applying(CGAffineTransform(rotationAngle: .pi / 8))
        #expect(fmt(r.minX) == "-65.3281" && fmt(r.width) == "130.656")
        #expect(CGRect.null.applying(turn).isNull)
    }

    @Test func threeDimensionalTransformsKeepTheirAffinePart() {
        let rz = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(CATransform3DGetAffineTransform(rz) == CGAffineTransform(rotationAngle: .pi / 2))
        let s = CATransform3DScale(CATransform3DMakeTranslation(10, 20, 0), 2, 3, 1)
        #expect(CATransform3DGetAffineTransform(s) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(CATransform3DIsAffine(s))
        let inv = CATransform3DInvert(s)
        #expect(
            CATransform3DGetAffineTransform(inv)
                == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 1.0 / 3, tx: -5, ty: -20.0 / 3))
        let product = CATransform3DConcat(s, inv).rows.joined()
        #expect(zip(product, CATransform3DIdentity.rows.joined()).allSatisfy { abs($0 - $1) < 1e-15 })
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity, "a zero axis is no rotation")
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(p))
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D(), "a singular matrix comes back unchanged")
    }

    // MARK: View geometry

    @Test func aScaledViewsFrameGrowsAboutItsCentreAndItsBoundsStay() {
        // Swift by Sundell, "UIView bounds and transforms": prints (-50, -50, 200, 200) and (0, 0, 100, 100).
        let view = UIView()
        view.frame.size = CGSize(width: 100, height: 100)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aRotatedViewDescribesItsBoxAndTransformAsUIKitDoes() {
        // UIKit's own log of a 100 × 100 view turned by π/8 (a public project's comment):
        // frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, ...]
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 8)
        let d = view.description
        #expect(
            d.contains(
                "frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]>"
            ), "\(d)")
        let moved = UIView(frame: CGRect(x: 141, y: 508, width: 136, height: 102))
        moved.transform = CGAffineTransform(translationX: 30, y: -60)
        #expect(
            moved.description.contains("frame = (171 448; 136 102); transform = [1, 0, 0, 1, 30, -60]"),
            "\(moved.description)")
        #expect(!UIView().description.contains("transform"), "no transform, no field")
    }

    @Test func settingTheFrameUnderAScaleSetsTheCentreAndTheBoundsItStandsFor() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 100, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        let turned = UIView()
        turned.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        turned.frame = CGRect(x: 10, y: 10, width: 40, height: 100)
        #expect(turned.bounds.size == CGSize(width: 100, height: 40), "a quarter turn swaps the sides")
    }

    @Test func settingTheBoundsSizeKeepsTheCentreWithOrWithoutATransform() {
        // Apple's UIView.bounds: a new size "grows or shrinks the view relative to its center point".
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        plain.bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
        #expect(plain.frame == CGRect(x: -40, y: 40, width: 200, height: 40))
        #expect(plain.center == CGPoint(x: 60, y: 60))
        let scaled = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scaled.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(scaled.center == CGPoint(x: 60, y: 60))
        #expect(scaled.frame == CGRect(x: 10, y: 40, width: 100, height: 40))
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func autoLayoutPlacesTheCentreAndBoundsAndIgnoresTheTransform(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(300, 200, dir)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 50),
        ])
        badge.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.layoutIfNeeded()
        let x: CGFloat = dir == .leftToRight ? 20 : 180
        #expect(badge.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(badge.center == CGPoint(x: x + 50, y: 45))
        #expect(badge.frame == CGRect(x: x - 50, y: -5, width: 200, height: 100))
        // Changing the transform asks for no layout; the solved values stay.
        badge.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.layoutIfNeeded()
        #expect(badge.center == CGPoint(x: x + 50, y: 45))
        #expect(badge.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func conversionsGoThroughTheTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.addSubview(box)
        let dot = UIView(frame: CGRect(x: 10, y: 5, width: 4, height: 4))
        box.addSubview(dot)
        box.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)  // a quarter turn
        // (0, 0) is (−50, −25) from the centre (50, 25); turned: (25, −50); back: (75, −25).
        #expect(box.convert(CGPoint.zero, to: root) == CGPoint(x: 75, y: -25))
        #expect(root.convert(CGPoint(x: 75, y: -25), to: box) == .zero)
        #expect(box.convert(CGPoint(x: 75, y: -25), from: root) == .zero)
        #expect(dot.convert(CGPoint.zero, to: nil) == CGPoint(x: 70, y: -15))
        #expect(dot.convert(CGPoint(x: 70, y: -15), from: nil) == .zero)
        #expect(
            box.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: root)
                == CGRect(x: 25, y: -25, width: 50, height: 100))
        #expect(box.convert(box.bounds, to: root) == box.frame)
    }

    @Test func nonFiniteTransformsAreIgnoredWithAWarning() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = "spinner"
        let (_, diagnostics) = LayoutDiagnostics.collect {
            view.transform = CGAffineTransform(scaleX: .nan, y: 1)
        }
        #expect(view.transform.isIdentity)
        #expect(diagnostics.map(\.message) == ["Ignoring non-finite transform [nan, 0, 0, 1, 0, 0] for spinner"])
    }

    @Test func aLayersTransformIsTheViewsTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        #expect(view.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(view.frame == CGRect(x: 10, y: 5, width: 20, height: 10))
        view.layer.setAffineTransform(.identity)
        #expect(view.transform3D == CATransform3DIdentity)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 1))
        #expect(layer.frame == CGRect(x: -20, y: 0, width: 80, height: 20))
    }

    // MARK: Drawing

    /// A 40 × 20 red bar centred in a 100 × 100 white square.
    func bar(_ t: CGAffineTransform) -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 30, y: 40, width: 40, height: 20))
        bar.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(bar)
        bar.transform = t
        return (root, bar)
    }

    func redPixels(_ b: Bitmap) -> Int {
        var n = 0
        for y in 0..<b.height {
            for x in 0..<b.width where b.color(x: x, y: y) == Color(red: 255, green: 0, blue: 0) { n += 1 }
        }
        return n
    }

    @Test func aQuarterTurnDrawsTheBarUprightPixelForPixel() throws {
        let (root, _) = bar(CGAffineTransform(rotationAngle: .pi / 2))
        let b = try ViewRenderer.render(root, scale: 1)
        // Upright: x 40 ..< 60, y 30 ..< 70; pixel centres map onto pixel centres, so the edges stay sharp.
        #expect(redPixels(b) == 800)
        #expect(b.color(x: 40, y: 30) == Color(red: 255, green: 0, blue: 0))
        #expect(b.color(x: 59, y: 69) == Color(red: 255, green: 0, blue: 0))
        #expect(b.color(x: 39, y: 50) == Color(red: 255, green: 255, blue: 255))
        #expect(b.color(x: 35, y: 50) == Color(red: 255, green: 255, blue: 255), "where the unturned bar was")
        #expect(b.color(x: 50, y: 29) == Color(red: 255, green: 255, blue: 255))
    }

    @Test func aHalfScaleDrawsTheBarSmallerAboutItsCentre() throws {
        let (root, _) = bar(CGAffineTransform(scaleX: 0.5, y: 0.5))
        let b = try ViewRenderer.render(root, scale: 2)
        // 20 × 10 points about (50, 50): x 40 ..< 60, y 45 ..< 55, 40 × 20 device pixels.
        #expect(redPixels(b) == 800)
        #expect(b.color(x: 80, y: 90) == Color(red: 255, green: 0, blue: 0))
        #expect(b.color(x: 79, y: 90) == Color(red: 255, green: 255, blue: 255))
        #expect(b.color(x: 119, y: 109) == Color(red: 255, green: 0, blue: 0))
        #expect(b.color(x: 120, y: 109) == Color(red: 255, green: 255, blue: 255))
    }

    @Test func anEighthTurnBlendsItsEdgesAndKeepsItsArea() throws {
        let (root, _) = bar(CGAffineTransform(rotationAngle: .pi / 4))
        let b = try ViewRenderer.render(root, scale: 1)
        // The centre stays red; the unturned bar's corner (30, 60) is now outside it.
        #expect(b.color(x: 50, y: 50) == Color(red: 255, green: 0, blue: 0))
        #expect(b.color(x: 31, y: 59) == Color(red: 255, green: 255, blue: 255))
        // The red ink sums to about the bar's 800 px² (bilinear resampling spreads it over the edges).
        var ink = 0.0
        for y in 0..<b.height {
            for x in 0..<b.width { ink += Double(255 - Int(b.color(x: x, y: y).green)) / 255 }
        }
        #expect(abs(ink - 800) < 8, "ink \(ink)")
    }

    @Test func aFlattenedViewDrawsNothingAndTheRenderIsTheSameEveryTime() throws {
        let (root, _) = bar(CGAffineTransform(scaleX: 0, y: 1))
        #expect(redPixels(try ViewRenderer.render(root, scale: 1)) == 0)
        let (a, _) = bar(CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.7))
        let (c, _) = bar(CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.7))
        #expect(try ViewRenderer.render(a, scale: 3).pixels == ViewRenderer.render(c, scale: 3).pixels)
    }

    // MARK: Animation

    @Test func halfWayThroughATurnIsHalfTheTurnNotAShrunkenMatrix() {
        let start = CGAffineTransform.identity, end = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        let mid = start.interpolated(to: end, 0.5)
        let expected = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 1.5, y: 1.5)
        for (x, y) in [(mid.a, expected.a), (mid.b, expected.b), (mid.c, expected.c), (mid.d, expected.d)] {
            #expect(abs(x - y) < 1e-12, "\(mid) against \(expected)")
        }
        #expect(start.interpolated(to: end, 0) == start && start.interpolated(to: end, 1) == end)
        // The shorter way round: from 170° to −170° passes 180°, not 0°.
        let wrap = CGAffineTransform(rotationAngle: 170 * .pi / 180).interpolated(
            to: CGAffineTransform(rotationAngle: -170 * .pi / 180), 0.5)
        #expect(abs(wrap.a + 1) < 1e-12 && abs(wrap.b) < 1e-12)
    }

    @Test func theFilmstripDrawsATransformHalfWayAndPutsItBack() throws {
        let (root, bar) = bar(.identity)
        let recorder = AnimationRecorder()
        recorder.root = root
        recorder.record {
            UIView.animate(withDuration: 0.3) { bar.transform = CGAffineTransform(rotationAngle: .pi / 2) }
        }
        let change = try #require(recorder.changes.first)
        #expect(change.isVisible, "a transform alone is a visible change")
        let canvas = try Canvas(width: 100, height: 100, scale: 1)
        recorder.draw(change, at: 0.5, in: canvas)
        // Half-way the bar is turned 45°: the centre is red, both unturned ends are white.
        #expect(canvas.bitmap.color(x: 50, y: 50) == Color(red: 255, green: 0, blue: 0))
        #expect(canvas.bitmap.color(x: 32, y: 50) == Color(red: 255, green: 255, blue: 255))
        #expect(canvas.bitmap.color(x: 50, y: 32) == Color(red: 255, green: 255, blue: 255))
        #expect(bar.transform == CGAffineTransform(rotationAngle: .pi / 2), "the end state is put back")
        #expect(bar.bounds.size == CGSize(width: 40, height: 20) && bar.center == CGPoint(x: 50, y: 50))
        // cos(π/2) is 6.1e-17 in doubles, so the box is 20.000000000000007 wide, as on iOS.
        #expect(abs(bar.frame.width - 20) < 1e-12 && bar.frame.height == 40)
    }
}
