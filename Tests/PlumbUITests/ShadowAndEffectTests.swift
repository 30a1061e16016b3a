import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Layer shadows and blur effect views, drawn through the view renderer.
@MainActor @Suite struct ShadowAndEffectTests {
    /// A 60×30 root (@1x, white) with a 20×10 card 10 points from the leading edge, its shadow
    /// 4 points right and 2 down.
    func scene(_ dir: UITraitEnvironmentLayoutDirection, configure: (UIView) -> Void = { _ in }) -> (UIView, UIView) {
        let root = UIView(frame: rect(0, 0, 60, 30))
        root.overrideTraitCollection = UITraitCollection(layoutDirection: dir, displayScale: 1)
        root.backgroundColor = .white
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 1
        card.layer.shadowOffset = CGSize(width: 4, height: 2)
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 20),
            card.heightAnchor.constraint(equalToConstant: 10),
        ])
        configure(card)
        return (root, card)
    }

    @Test(arguments: directions)
    func theShadowOffsetIsTheSameInBothDirections(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let (root, card) = scene(dir)
        let b = try ViewRenderer.render(root)
        let f = card.frame
        #expect(f.minX == (dir == .leftToRight ? 10 : 30))
        // 4 points to the right and 2 down: dark beyond the right and bottom edges, light on the left.
        let right = b.color(x: Int(f.maxX) + 2, y: Int(f.midY)), left = b.color(x: Int(f.minX) - 2, y: Int(f.midY))
        #expect(right.red < 100 && left.red > 200)
        #expect(
            b.color(x: Int(f.midX), y: Int(f.maxY) + 1).red < 150
                && b.color(x: Int(f.midX), y: Int(f.minY) - 2).red > 240)
        // The card covers its own shadow.
        #expect(b.color(x: Int(f.midX), y: Int(f.midY)) == Color.white)
    }

    @Test func aShadowPathCastsTheSameShadowAsTheLayersContent() throws {
        let (content, _) = scene(.leftToRight) { $0.layer.cornerRadius = 4 }
        let (path, card) = scene(.leftToRight) { $0.layer.cornerRadius = 4 }
        path.layoutIfNeeded()
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 4).cgPath
        #expect(try ViewRenderer.render(content) == ViewRenderer.render(path))
    }

    @Test func aCardWithItsContentInsideItsBackgroundCastsTheSameShadowWithoutAnOffscreenBuffer() throws {
        final class Twin: UIView {}  // not a plain UIView: always drawn through an offscreen group
        func render(_ card: UIView) throws -> (Bitmap, Bool) {
            let root = UIView(frame: rect(0, 0, 80, 60))
            root.overrideTraitCollection = UITraitCollection(displayScale: 3)
            root.backgroundColor = .systemGroupedBackground
            card.frame = rect(10, 10, 60, 36)
            card.backgroundColor = .white
            card.layer.cornerRadius = 10
            card.layer.shadowOpacity = 0.3
            card.layer.shadowRadius = 4
            card.layer.shadowOffset = CGSize(width: 0, height: 3)
            let dot = UIView(frame: rect(8, 8, 20, 20))
            dot.backgroundColor = .systemBlue
            dot.layer.cornerRadius = 10
            card.addSubview(dot)
            root.addSubview(card)
            let fast = ViewRenderer.backgroundCastsShadow(
                card, bounds: Rect(x: 0, y: 0, width: 60, height: 36), traits: card.traitCollection, scale: 3)
            return (try ViewRenderer.render(root), fast)
        }
        let (plain, fast) = try render(UIView())
        let (twin, twinFast) = try render(Twin())
        #expect(fast && !twinFast)
        #expect(plain == twin)
        // A subview reaching into a rounded corner (or out of the card) needs the content's alpha.
        let poking = UIView()
        _ = try render(poking)
        poking.subviews[0].frame = rect(1, 1, 20, 20)
        #expect(
            !ViewRenderer.backgroundCastsShadow(
                poking, bounds: Rect(x: 0, y: 0, width: 60, height: 36), traits: poking.traitCollection, scale: 3))
    }

    @Test func masksToBoundsClipsTheShadow() throws {
        let (root, card) = scene(.leftToRight) { $0.clipsToBounds = true }
        let b = try ViewRenderer.render(root)
        #expect(b.color(x: Int(card.frame.maxX) + 2, y: 15) == Color.white)
    }

    @Test func aSubviewOutsideTheBoundsCastsItsPartOfTheShadow() throws {
        let (root, card) = scene(.leftToRight)
        let tab = UIView(frame: rect(0, -6, 6, 6))  // sticks out above the card
        tab.backgroundColor = .white
        card.addSubview(tab)
        let b = try ViewRenderer.render(root)
        // Above the card, right of the tab by the 4-point offset: the tab's shadow.
        #expect(b.color(x: 10 + 6 + 2, y: 10 - 6 + 2).red < 100)
    }

    @Test func theShadowColourResolvesPerStyleAndMultipliesTheOpacity() throws {
        let (root, card) = scene(.leftToRight) {
            $0.layer.shadowColor = .systemRed  // dynamic, given directly
            $0.layer.shadowOpacity = 0.5
            $0.layer.shadowRadius = 0
        }
        root.overrideUserInterfaceStyle = .dark
        root.backgroundColor = .black
        let b = try ViewRenderer.render(root)
        // A hard shadow 4 points right: dark systemRed (255, 69, 58) at 50 % over black.
        #expect(b.color(x: Int(card.frame.maxX) + 2, y: 15) == Color(red: 128, green: 35, blue: 29))
    }

    @Test func badShadowValuesAreReportedAndClamped() throws {
        let (root, _) = scene(.leftToRight) {
            $0.layer.shadowOffset = CGSize(width: CGFloat.nan, height: 2)
            $0.layer.shadowRadius = 10_000
        }
        let (bitmap, diagnostics) = LayoutDiagnostics.collect { try? ViewRenderer.render(root) }
        #expect(bitmap != nil)
        #expect(
            diagnostics.map(\.message) == [
                "Rendering UIView:\(root.debugAddress): drawShadow(of:): shadow radius 10000.0 is 10000.0 px; clamped to 256.0 px",
                "Rendering UIView:\(root.debugAddress): drawShadow(of:): shadow offset width nan (treated as 0)",
            ])
    }

    @Test func aBlurEffectViewBlursWhatIsBehindItAndTintsIt() throws {
        let root = UIView(frame: rect(0, 0, 40, 10))
        root.overrideTraitCollection = UITraitCollection(displayScale: 1)
        root.backgroundColor = .white
        let black = UIView(frame: rect(20, 0, 20, 10))
        black.backgroundColor = .black
        root.addSubview(black)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        effect.frame = rect(10, 0, 20, 10)
        root.addSubview(effect)
        let lightImage = try ViewRenderer.render(root)
        // Outside: untouched. Inside: the edge is blurred (greys) and the light tint lifts the black.
        #expect(
            lightImage.color(x: 5, y: 5) == Color.white
                && lightImage.color(x: 35, y: 5) == Color(red: 0, green: 0, blue: 0))
        // (A 30-point blur at 1x spreads the white/black edge over the whole strip.)
        let inside = (10..<30).map { Int(lightImage.color(x: $0, y: 5).red) }
        #expect(inside.allSatisfy { $0 > 100 && $0 < 200 })
        #expect(zip(inside, inside.dropFirst()).allSatisfy { $0 > $1 })  // white to dark, strictly
        // The same view in dark mode uses the dark tint: darker everywhere.
        root.overrideUserInterfaceStyle = .dark
        let darkImage = try ViewRenderer.render(root)
        #expect((10..<30).allSatisfy { darkImage.color(x: $0, y: 5).red < lightImage.color(x: $0, y: 5).red })
    }

    @Test func aCoreGraphicsShadowBlurIsTwiceTheLayersShadowRadius() throws {
        final class Drawn: UIView {
            override func draw(_ rect: CGRect) {
                let c = UIGraphicsGetCurrentContext()!
                c.setShadow(offset: CGSize(width: 3, height: 2), blur: 4, color: UIColor.black.cgColor)
                c.setFillColor(UIColor.systemTeal.cgColor)
                c.fill(CGRect(x: 10, y: 8, width: 20, height: 10))
            }
        }
        func root(_ child: UIView) -> UIView {
            let r = UIView(frame: rect(0, 0, 50, 30))
            r.overrideTraitCollection = UITraitCollection(displayScale: 2)
            r.backgroundColor = .white
            r.addSubview(child)
            return r
        }
        let drawn = Drawn(frame: rect(0, 0, 50, 30))
        drawn.backgroundColor = .clear
        let layered = UIView(frame: rect(10, 8, 20, 10))
        layered.backgroundColor = .systemTeal
        layered.layer.shadowOpacity = 1
        layered.layer.shadowRadius = 2
        layered.layer.shadowOffset = CGSize(width: 3, height: 2)
        let a = try ViewRenderer.render(root(drawn)), b = try ViewRenderer.render(root(layered))
        #expect(a == b)
        #expect(a.color(x: 62, y: 40).red < 200)  // below and right of the rectangle: shadowed
    }
}
