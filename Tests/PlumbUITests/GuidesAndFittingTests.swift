import Foundation
import Testing
@testable import PlumbUI

@MainActor @Suite struct GuidesAndFittingTests {
    func card() -> (UIView, UIView, IntrinsicView) {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let icon = UIView()
        icon.translatesAutoresizingMaskIntoConstraints = false
        let title = IntrinsicView(120, 20)
        card.addSubview(icon)
        card.addSubview(title)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            icon.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -16),
            icon.widthAnchor.constraint(equalToConstant: 40),
            icon.heightAnchor.constraint(equalToConstant: 40),
            title.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
        ])
        return (card, icon, title)
    }

    @Test func compressedFittingSizeHugsTheContent() {
        let (c, _, _) = card()
        #expect(c.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 72))
        #expect(c.frame == .zero, "fitting moves nothing")
    }

    @Test func requiredWidthFittingGivesTheHeightForThatWidth() {
        let (c, _, _) = card()
        let size = c.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 72))
    }

    @Test(arguments: directions)
    func safeAreaAndSystemMinimumMarginsInAWindow(_ dir: UITraitEnvironmentLayoutDirection) {
        let window = UIWindow(frame: rect(0, 0, 375, 812))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: dir, displayScale: 3)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let vc = UIViewController()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.trailingAnchor, constant: -4),
        ])
        window.rootViewController = vc
        window.layoutIfNeeded()
        #expect(vc.view.frame == rect(0, 0, 375, 812))
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(content.frame == mirrored(rect(16, 44, 339, 734), in: 375, dir))
        #expect(!content.hasAmbiguousLayout)
        window.frame = rect(0, 0, 414, 896)
        window.layoutIfNeeded()
        #expect(vc.view.frame == rect(0, 0, 414, 896))
        // Wider than 375 points: the system minimum side margins are 20 (seed 000's 414-point trace).
        #expect(content.frame == mirrored(rect(20, 44, 370, 818), in: 414, dir))
    }

    @Test func readableContentGuideIsCentredAndCappedOnAWideScreen() {
        let window = UIWindow(frame: rect(0, 0, 1024, 768))
        window.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        let vc = UIViewController()
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(text)
        let guide = vc.view.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.rootViewController = vc
        window.layoutIfNeeded()
        // A root view's top and bottom margins are 0 (UIKit's systemMinimumLayoutMargins).
        #expect(text.frame == rect(176, 0, 672, 10))
        window.frame = rect(0, 0, 600, 800)
        window.layoutIfNeeded()
        #expect(text.frame == rect(20, 0, 560, 10), "narrower than readable: the margins win")
    }

    @Test(arguments: directions)
    func directionalMarginsMirrorAndLeftRightFollow(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(200, 100, dir)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 30, bottom: 5, trailing: 10)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            v.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == mirrored(rect(30, 5, 160, 90), in: 200, dir))
        #expect(
            root.layoutMargins
                == (dir == .leftToRight
                    ? UIEdgeInsets(top: 5, left: 30, bottom: 5, right: 10)
                    : UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 30)))
        root.directionalLayoutMargins.leading = 50
        root.layoutIfNeeded()
        #expect(v.frame == mirrored(rect(50, 5, 140, 90), in: 200, dir))
    }
}
