import Foundation
import Testing
@testable import PlumbUI

@MainActor @Suite struct ConstraintLayoutTests {
    @Test(arguments: directions)
    func leadingAndTopPinFollowTheLayoutDirection(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 480, dir)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == mirrored(rect(20, 30, 100, 50), in: 320, dir))
    }

    @Test(arguments: directions)
    func leftAndRightDoNotMirror(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 480, dir)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            box.rightAnchor.constraint(equalTo: root.centerXAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == rect(20, 0, 140, 70))
    }

    @Test(arguments: directions)
    func itemAttributeInitializerWithMultiplierAndMargins(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(300, 200, dir)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        root.addConstraints([
            NSLayoutConstraint(
                item: v, attribute: .leading, relatedBy: .equal, toItem: root,
                attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: v, attribute: .width, relatedBy: .equal, toItem: root,
                attribute: .width, multiplier: 0.5, constant: -10),
            NSLayoutConstraint(
                item: v, attribute: .top, relatedBy: .equal, toItem: root,
                attribute: .topMargin, multiplier: 1, constant: 2),
            NSLayoutConstraint(
                item: v, attribute: .bottom, relatedBy: .equal, toItem: root,
                attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == mirrored(rect(8, 10, 140, 182), in: 300, dir))
    }

    @Test(arguments: directions)
    func contentHuggingBelowTheOtherViewsStretchesThatView(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 100, dir)
        let a = IntrinsicView(100, 30), b = IntrinsicView(100, 30)
        root.addSubview(a)
        root.addSubview(b)
        a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == mirrored(rect(8, 0, 196, 30), in: 320, dir))
        #expect(b.frame == mirrored(rect(212, 0, 100, 30), in: 320, dir))
        #expect(!a.hasAmbiguousLayout)
        #expect(!b.hasAmbiguousLayout)
    }

    @Test(arguments: directions)
    func compressionResistanceBelowTheOtherViewsShrinksThatView(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(150, 100, dir)
        let a = IntrinsicView(100, 30), b = IntrinsicView(100, 30)
        root.addSubview(a)
        root.addSubview(b)
        b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == mirrored(rect(8, 0, 100, 30), in: 150, dir))
        #expect(b.frame == mirrored(rect(116, 0, 26, 30), in: 150, dir))
    }

    @Test func intrinsicSizeMakesFourContentSizeConstraints() {
        let root = makeRoot(320, 100, .leftToRight)
        let v = IntrinsicView(100, 30, id: "chip")
        root.addSubview(v)
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        v.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        let h = v.constraintsAffectingLayout(for: .horizontal).compactMap { $0 as? NSContentSizeLayoutConstraint }
        let vert = v.constraintsAffectingLayout(for: .vertical).compactMap { $0 as? NSContentSizeLayoutConstraint }
        let describe = { (c: NSContentSizeLayoutConstraint) in
            "\(c.firstAttribute.name) \(c.relation.symbol) \(fmt(c.constant)) @\(c.priority.logValue) \(c.role)"
        }
        #expect(h.map(describe) == ["width <= 100 @250 Hug", "width >= 100 @750 CompressionResistance"])
        #expect(vert.map(describe) == ["height <= 30 @250 Hug", "height >= 30 @750 CompressionResistance"])
        #expect(v.frame == rect(0, 0, 100, 30))
    }

    @Test(arguments: directions)
    func constantChangesRelayoutIncrementally(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(320, 100, dir)
        let v = IntrinsicView(50, 20)
        root.addSubview(v)
        let lead = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([lead, v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(v.frame == mirrored(rect(10, 0, 50, 20), in: 320, dir))
        // 42.25 is half a pixel at @2x: both edges round away from zero, in root coordinates,
        // so LTR lands on 42.5 and RTL on 228 (320 - 42.25 - 50 = 227.75).
        lead.constant = 42.25
        root.layoutIfNeeded()
        #expect(v.frame == (dir == .leftToRight ? rect(42.5, 0, 50, 20) : rect(228, 0, 50, 20)))
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(v.frame == (dir == .leftToRight ? rect(42.5, 0, 50, 20) : rect(308, 0, 50, 20)))
    }

    @Test func framesRoundToThePixelGridOfTheScale() {
        for (scale, expected) in [(CGFloat(1), CGFloat(174)), (2, 173.5), (3, 521.0 / 3)] {
            let root = UIView(frame: rect(0, 0, 400, 100))
            root.overrideTraitCollection = UITraitCollection(displayScale: scale)
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v.topAnchor.constraint(equalTo: root.topAnchor),
                v.widthAnchor.constraint(equalToConstant: 173.5),
                v.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(v.frame.width == expected, "scale \(scale)")
        }
    }
}
