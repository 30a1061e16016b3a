import Foundation
import Raster
import Testing
@testable import PlumbUI

final class ShadowedView: UIView {
    // A view whose drawing includes a 4-point shadow below and 2 to the right: Auto Layout
    // aligns the content, not the shadow.
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 2) }
}

@MainActor @Suite struct MiscLayoutTests {
    @Test(arguments: directions)
    func forcedLeftToRightDoesNotMirrorInARightToLeftEnvironment(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(300, 100, dir)
        let player = UIView(frame: rect(0, 0, 300, 100))
        player.semanticContentAttribute = .forceLeftToRight
        root.addSubview(player)
        let play = UIView()
        play.translatesAutoresizingMaskIntoConstraints = false
        player.addSubview(play)
        NSLayoutConstraint.activate([
            play.leadingAnchor.constraint(equalTo: player.leadingAnchor, constant: 10),
            play.topAnchor.constraint(equalTo: player.topAnchor),
            play.widthAnchor.constraint(equalToConstant: 40),
            play.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(player.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(play.frame == rect(10, 0, 40, 40))
    }

    @Test(arguments: directions)
    func layoutGuidesSpaceViewsEvenly(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(300, 100, dir)
        let a = IntrinsicView(50, 20), b = IntrinsicView(50, 20)
        let g1 = UILayoutGuide(), g2 = UILayoutGuide(), g3 = UILayoutGuide()
        root.addSubview(a)
        root.addSubview(b)
        for g in [g1, g2, g3] { root.addLayoutGuide(g) }
        #expect(root.layoutGuides.count == 3)
        NSLayoutConstraint.activate([
            g1.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: g1.trailingAnchor),
            g2.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: g2.trailingAnchor),
            g3.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            g3.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            g2.widthAnchor.constraint(equalTo: g1.widthAnchor),
            g3.widthAnchor.constraint(equalTo: g1.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // (300 − 100) / 3 = 66.67 per gap, on the @2x grid.
        #expect(a.frame == mirrored(rect(66.5, 0, 50, 20), in: 300, dir))
        #expect(b.frame == mirrored(rect(183.5, 0, 50, 20), in: 300, dir))
        #expect(abs(g2.layoutFrame.width - 200.0 / 3) < 1e-9, "guides are not rounded: they have no pixels")
        #expect(g1.layoutFrame.minY == 0)
    }

    @Test(arguments: directions)
    func alignmentRectInsetsAlignTheContentNotTheFrame(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(200, 200, dir)
        let v = ShadowedView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            v.widthAnchor.constraint(equalToConstant: 50),
            v.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        // Alignment rect (10, 160, 50, 30) LTR; the frame adds 2 on the right and 4 below.
        #expect(v.frame == (dir == .leftToRight ? rect(10, 160, 52, 34) : rect(140, 160, 52, 34)))
        #expect(
            v.alignmentRect(forFrame: v.frame) == (dir == .leftToRight ? rect(10, 160, 50, 30) : rect(140, 160, 50, 30))
        )
    }

    @Test(arguments: directions)
    func preservedSuperviewMarginsApplyWhereTheyOverlap(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(300, 200, dir)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40)
        let child = UIView(frame: rect(0, 0, 300, 200))
        child.preservesSuperviewLayoutMargins = true
        root.addSubview(child)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: child.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == rect(40, 0, 220, 10))
        child.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        #expect(content.frame == rect(8, 0, 284, 10))
    }

    @Test func preferredFontFollowsTheContentSizeCategory() {
        let large = UIFont.preferredFont(forTextStyle: .body)
        #expect(large.pointSize == 17)
        let xxl = UIFont.preferredFont(
            forTextStyle: .body,
            compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraLarge))
        #expect(xxl.pointSize == 21)
        let ax5 = UIFont.preferredFont(
            forTextStyle: .footnote,
            compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(ax5.pointSize == 44)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter-SemiBold")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "Inter-Bold")
    }

    @Test func sizeToFitSizesALabelToItsText() {
        let label = UILabel(frame: rect(5, 5, 0, 0))
        label.text = "Hello, World"
        label.sizeToFit()
        #expect(label.frame == rect(5, 5, 97, 20.5))  // one 17-pt line: 20.287 → 20.5
        #expect(label.sizeThatFits(CGSize(width: 50, height: 0)).width <= 50)
    }

    @Test func hiddenViewsAreNotDrawnAndOverlaysOutlineAmbiguousViews() throws {
        let root = UIView(frame: rect(0, 0, 20, 20))
        root.overrideTraitCollection = UITraitCollection(displayScale: 1)
        root.backgroundColor = .white
        let hidden = UIView(frame: rect(0, 0, 10, 10))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        root.addSubview(hidden)
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        loose.widthAnchor.constraint(equalToConstant: 10).isActive = true
        root.addSubview(loose)
        loose.heightAnchor.constraint(equalToConstant: 10).isActive = true
        let plain = try ViewRenderer.render(root)
        #expect(plain.color(x: 2, y: 2) == Color(red: 255, green: 255, blue: 255))
        let outlined = try ViewRenderer.render(root, overlays: [.ambiguousViews])
        #expect(loose.hasAmbiguousLayout)
        let f = loose.frame
        #expect(outlined.color(x: Int(f.minX), y: Int(f.minY) + 5) == Color(red: 255, green: 0, blue: 0))
    }
}
