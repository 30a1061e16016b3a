import Foundation
import Testing
@testable import PlumbUI

/// UIKit's hit testing (`hitTest(_:with:)`, `point(inside:with:)`), the gesture drivers that go
/// through it, `UIView.gestureRecognizerShouldBegin(_:)`, and `layoutSublayers(of:)` in the
/// layout pass.
@MainActor @Suite struct HitTestingTests {
    /// A 300 × 200 root with a 100 × 100 card pinned 20 points from the leading edge (laid out
    /// in `direction`), a 40 × 40 badge in the card's top-trailing corner sticking 20 points out.
    private func scene(_ direction: UITraitEnvironmentLayoutDirection) -> (root: UIView, card: UIView, badge: UIView) {
        let root = makeRoot(300, 200, direction)
        let card = UIView(), badge = UIView()
        for v in [card, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(card)
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: -20),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        return (root, card, badge)
    }

    @Test(arguments: directions) func theFrontmostViewContainingThePointIsHit(
        _ direction: UITraitEnvironmentLayoutDirection
    ) {
        let (root, card, badge) = scene(direction)
        let x = { (ltr: CGFloat) in direction == .rightToLeft ? 300 - ltr : ltr }
        #expect(card.frame == mirrored(rect(20, 50, 100, 100), in: 300, direction))
        #expect(root.hitTest(CGPoint(x: x(30), y: 140), with: nil) === card)
        #expect(root.hitTest(CGPoint(x: x(110), y: 60), with: nil) === badge, "the badge is in front of the card")
        // The badge's part outside the card is outside the card's bounds: never reported (UIKit).
        #expect(root.hitTest(CGPoint(x: x(130), y: 40), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: x(5), y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 301, y: 5), with: nil) == nil, "outside the root")
        // point(inside:with:) is the card's own bounds, in its coordinates.
        #expect(card.point(inside: CGPoint(x: 99.5, y: 0), with: nil))
        #expect(!card.point(inside: CGPoint(x: 100, y: 0), with: nil))
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkippedWithTheirSubviews() {
        let (root, card, badge) = scene(.leftToRight)
        let inBadge = CGPoint(x: 110, y: 60)
        badge.isHidden = true
        #expect(root.hitTest(inBadge, with: nil) === card)
        badge.isHidden = false
        badge.alpha = 0.009
        #expect(root.hitTest(inBadge, with: nil) === card, "alpha below 0.01 is skipped")
        badge.alpha = 0.01
        #expect(root.hitTest(inBadge, with: nil) === badge, "alpha 0.01 is hit")
        card.isUserInteractionEnabled = false
        #expect(root.hitTest(inBadge, with: nil) === root, "a view that takes no touches hides its subviews too")
        card.isUserInteractionEnabled = true
        #expect(UILabel().isUserInteractionEnabled == false && UIImageView().isUserInteractionEnabled == false)
    }

    /// A view whose touch area is 10 points larger than its bounds on each side.
    final class WideTarget: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -10, dy: -10).contains(point)
        }
    }

    @Test func overridesOfPointInsideAndHitTestAreUsed() {
        let root = UIView(frame: rect(0, 0, 200, 200))
        let target = WideTarget(frame: rect(50, 50, 20, 20))
        root.addSubview(target)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === target)
        #expect(root.hitTest(CGPoint(x: 39, y: 45), with: nil) === root)
        // Scroll offsets and transforms are converted on the way down.
        let scroll = UIScrollView(frame: rect(0, 100, 200, 100))
        scroll.contentSize = CGSize(width: 200, height: 400)
        let row = UIView(frame: rect(0, 250, 200, 50))
        scroll.addSubview(row)
        root.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        #expect(root.hitTest(CGPoint(x: 10, y: 160), with: nil) === row, "content y 260 at offset 200")
        #expect(root.hitTest(CGPoint(x: 10, y: 140), with: nil) === scroll)
        let scaled = UIView(frame: rect(100, 0, 40, 40))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)  // covers (80, -20) ... (160, 60)
        root.addSubview(scaled)
        #expect(root.hitTest(CGPoint(x: 85, y: 5), with: nil) === scaled)
        #expect(root.hitTest(CGPoint(x: 165, y: 5), with: nil) === root)
    }

    @Test(arguments: directions) func aSimulatedTouchReachesOnlyTheRecognizersOfTheViewItHits(
        _ direction: UITraitEnvironmentLayoutDirection
    ) {
        let (root, card, badge) = scene(direction)
        var log: [String] = []
        let cardTap = UITapGestureRecognizer { _ in log.append("card") }
        card.addGestureRecognizer(cardTap)
        let rootTap = UITapGestureRecognizer { _ in log.append("root") }
        root.addGestureRecognizer(rootTap)
        let x = { (ltr: CGFloat) in direction == .rightToLeft ? 100 - ltr : ltr }
        // In the card: its recognizer and its ancestor's see the touch.
        #expect(cardTap.simulate(.recognized, at: CGPoint(x: x(10), y: 90)) == .ended)
        #expect(rootTap.simulate(.recognized, at: card.convert(CGPoint(x: x(10), y: 90), to: root)) == .ended)
        // On the badge (a subview of the card): the card's recognizer still sees it.
        #expect(cardTap.simulate(.recognized, at: CGPoint(x: x(90), y: 10)) == .ended)
        // Outside the card: the touch goes elsewhere, the recognizer stays .possible, no action.
        #expect(cardTap.simulate(.recognized, at: CGPoint(x: x(10), y: 120)) == .possible)
        // Covered by an overlay in front: the touch goes to the overlay.
        let overlay = UIView(frame: root.bounds)
        root.addSubview(overlay)
        #expect(cardTap.simulate(.recognized, at: CGPoint(x: x(10), y: 90)) == .possible)
        overlay.isUserInteractionEnabled = false
        #expect(cardTap.simulate(.recognized, at: CGPoint(x: x(10), y: 90)) == .ended)
        // Without a location the driver does not hit-test (the gesture is where it last was).
        overlay.isUserInteractionEnabled = true
        #expect(cardTap.simulate(.recognized) == .ended)
        #expect(log == ["card", "root", "card", "card", "card"])
        _ = badge
    }

    /// A view that refuses recognizers and logs being asked.
    final class Picky: UIView {
        var allows = true
        var log: [String] = []
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            log.append("view")
            return allows
        }
    }

    final class Delegate: NSObject, UIGestureRecognizerDelegate {
        let onAsk: () -> Void
        init(_ onAsk: @escaping () -> Void) { self.onAsk = onAsk }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            onAsk()
            return true
        }
    }

    @Test func theViewIsAskedBeforeTheDelegate() {
        let view = Picky(frame: rect(0, 0, 100, 100))
        var ran = 0
        let pan = UIPanGestureRecognizer { _ in ran += 1 }
        let delegate = Delegate { view.log.append("delegate") }
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        #expect(pan.simulate(.began, at: CGPoint(x: 10, y: 10)) == .began)
        pan.simulate(.ended)
        #expect(view.log == ["view", "delegate"] && ran == 2)
        view.log = []
        view.allows = false
        #expect(pan.simulate(.began, at: CGPoint(x: 10, y: 10)) == .failed)
        #expect(view.log == ["view"], "the delegate is not asked once the view refused")
        #expect(ran == 2)
        #expect(UIView().gestureRecognizerShouldBegin(pan))
    }

    /// A view with a gradient-like sublayer sized after its subviews are laid out.
    final class Banner: UIView {
        let stripe = CALayer()
        var log: [String] = []
        var callsSuper = true
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.addSublayer(stripe)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.append("layoutSubviews")
        }
        override func layoutSublayers(of layer: CALayer) {
            log.append("sublayers \(layer === self.layer)")
            if callsSuper { super.layoutSublayers(of: layer) }
            stripe.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 4)
        }
    }

    /// A view that never touched its layer.
    final class Plain: UIView {
        var log: [String] = []
        override func layoutSublayers(of layer: CALayer) {
            log.append("sublayers")
            super.layoutSublayers(of: layer)
            layer.cornerRadius = bounds.height / 2
        }
    }

    @Test func layoutSublayersOfLayerRunsInTheLayoutPassAroundLayoutSubviews() {
        let banner = Banner(frame: rect(0, 0, 120, 40))
        banner.layoutIfNeeded()
        #expect(banner.log == ["sublayers true", "layoutSubviews"])
        #expect(banner.stripe.frame == rect(0, 0, 120, 4))
        banner.frame.size.width = 200
        banner.callsSuper = false
        banner.log = []
        banner.layoutIfNeeded()
        #expect(banner.log == ["sublayers true"], "without super, layoutSubviews does not run (as in UIKit)")
        #expect(banner.stripe.frame == rect(0, 0, 200, 4))
        let pill = Plain(frame: rect(0, 0, 80, 30))
        pill.layoutIfNeeded()
        #expect(
            pill.log == ["sublayers"] && pill.layer.cornerRadius == 15,
            "a subclass gets the call even before it made its layer")
    }
}
