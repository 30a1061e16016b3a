import Foundation
import Raster
import Testing
@testable import PlumbUI

/// UIButton: types, per-state content, edge insets, and configurations with UIKit's sizes.
@MainActor @Suite struct ButtonTests {
    func ceilPx(_ v: CGFloat, _ s: CGFloat = 2) -> CGFloat { (v * s).rounded(.up) / s }
    func titleSize(_ text: String, _ font: UIFont, scale: CGFloat = 2) -> CGSize {
        let s = text.size(withAttributes: [.font: font])
        return CGSize(width: ceilPx(s.width, scale), height: ceilPx(s.height, scale))
    }

    @Test func everyButtonTypeHasUIKitsRawValue() {
        let types: [UIButton.ButtonType] = [
            .custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close,
        ]
        #expect(types.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(UIButton.ButtonType.roundedRect == .system)
        for type in [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd] {
            let b = UIButton(type: type)
            // The SF Symbol's size at @3x, recorded on iOS for .contactAdd: 24.33 × 23.67.
            let glyph = CGSize(width: 73.0 / 3, height: 71.0 / 3)
            #expect(b.intrinsicContentSize == glyph && b.frame.size == glyph)
            #expect(b.currentImage?.renderingMode == .alwaysTemplate)
        }
        #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test func theCurrentStatesContentIsShownWithNormalAsTheFallback() {
        let b = UIButton(type: .system)
        b.setTitle("Follow", for: .normal)
        b.setTitle("Following", for: .selected)
        b.setTitleColor(.systemRed, for: .highlighted)
        #expect(b.titleLabel?.text == "Follow" && b.titleLabel?.textColor == .systemBlue)
        b.isSelected = true
        #expect(b.titleLabel?.text == "Following" && b.currentTitle == "Following")
        b.isSelected = false
        b.isHighlighted = true
        #expect(b.titleLabel?.text == "Follow" && b.titleLabel?.textColor == .systemRed)
        b.isHighlighted = false
        b.isEnabled = false
        #expect(b.title(for: .disabled) == "Follow" && b.titleLabel?.isEnabled == false)
        let custom = UIButton(type: .custom)
        custom.setTitle("White", for: .normal)
        #expect(custom.titleColor(for: .normal) == .white)
        custom.setAttributedTitle(NSAttributedString(string: "Styled", attributes: [.kern: 2]), for: .normal)
        #expect(custom.titleLabel?.text == "Styled")
    }

    @Test(arguments: directions)
    func anImageAndATitleSitSideBySideMirroredInRightToLeft(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = makeRoot(300, 100, dir)
        let image = UIImage(bitmap: try Bitmap(width: 20, height: 20, scale: 1), scale: 1)
        let b = UIButton(type: .custom)
        b.setTitle("Play", for: .normal)
        b.setImage(image, for: .normal)
        b.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        root.addSubview(b)
        // A custom button's 18-point title, as tall as its line rounded up to whole points: 22.
        let t = titleSize("Play", .systemFont(ofSize: 18))
        #expect(b.intrinsicContentSize == CGSize(width: 20 + t.width + 16, height: 22 + 8))
        b.frame = rect(0, 0, 20 + t.width + 16, 30)
        b.layoutIfNeeded()
        let w = b.frame.width
        #expect(b.imageView?.frame == mirrored(rect(8, 5, 20, 20), in: w, dir))
        #expect(b.titleLabel?.frame == mirrored(rect(28, 4, t.width, 22), in: w, dir))
        // Edge insets move the parts without changing the size.
        b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        b.layoutIfNeeded()
        #expect(b.intrinsicContentSize.width == 20 + t.width + 16)
        #expect(b.titleLabel?.frame.minX == mirrored(rect(28, 0, t.width, 1), in: w, dir).minX + 10)
    }

    @Test func aLeftAlignedButtonPutsItsContentAtTheEdge() {
        let b = UIButton(type: .system)
        b.setTitle("Left", for: .normal)
        b.contentHorizontalAlignment = .left
        b.frame = rect(0, 0, 200, 40)
        b.layoutIfNeeded()
        #expect(b.titleLabel?.frame.minX == 0)
        b.contentHorizontalAlignment = .trailing
        b.layoutIfNeeded()
        #expect(b.titleLabel?.frame.maxX == 200)
    }

    @Test(arguments: [2, 3] as [CGFloat])
    func configurationButtonsHaveUIKitsMediumSize(_ scale: CGFloat) {
        // A body-style title with the default insets 7/12: 34.5 points tall at @2x, 34.33 at @3x.
        for config in [
            UIButton.Configuration.plain(), .gray(), .tinted(), .filled(), .borderless(), .bordered(),
            .borderedTinted(), .borderedProminent(),
        ] {
            var c = config
            c.title = "Continue"
            let b = UIButton(configuration: c)
            b.overrideTraitCollection = UITraitCollection(displayScale: scale)
            let t = titleSize("Continue", .systemFont(ofSize: 17), scale: scale)
            #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
            #expect(b.intrinsicContentSize == CGSize(width: t.width + 24, height: t.height + 14))
        }
        #expect(ceilPx(2444 * 17 / 2048, 3) == 61.0 / 3, "20.33 + 14 = 34.33 points at @3x")
    }

    @Test func configurationLayoutsPlaceImageTitleAndSubtitle() {
        let image = UIImage(bitmap: try! Bitmap(width: 24, height: 24, scale: 2), scale: 2)  // 12 × 12 pt
        var c = UIButton.Configuration.filled()
        c.title = "Download"
        c.subtitle = "12 MB"
        c.image = image
        c.imagePadding = 6
        c.titlePadding = 2
        c.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let b = UIButton(configuration: c)
        let title = titleSize("Download", .systemFont(ofSize: 17, weight: .semibold))
        let sub = titleSize("12 MB", .systemFont(ofSize: 15))
        let textW = max(title.width, sub.width), textH = title.height + 2 + sub.height
        #expect(b.intrinsicContentSize == CGSize(width: 12 + 6 + textW + 20, height: textH + 20))
        b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
        b.layoutIfNeeded()
        #expect(b.imageView?.frame.minX == 10 && b.titleLabel?.frame.minX == 28)
        #expect(b.subtitleLabel?.frame.minY == 10 + title.height + 2)
        // Image on top: stacked, centred.
        c.imagePlacement = .top
        b.configuration = c
        #expect(b.intrinsicContentSize == CGSize(width: textW + 20, height: 12 + 6 + textH + 20))
        b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
        b.layoutIfNeeded()
        #expect(b.imageView?.frame == rect(((textW + 20 - 12) / 2 * 2).rounded() / 2, 10, 12, 12))
        #expect(b.titleLabel?.frame.minY == 28)
    }

    @Test(arguments: directions)
    func aTrailingImageGoesAfterTheTitleInEachDirection(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(300, 100, dir)
        var c = UIButton.Configuration.plain()
        c.title = "Next"
        c.image = UIImage(bitmap: try! Bitmap(width: 20, height: 20, scale: 2), scale: 2)
        c.imagePlacement = .trailing
        c.imagePadding = 4
        let b = UIButton(configuration: c)
        root.addSubview(b)
        b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
        b.layoutIfNeeded()
        let image = b.imageView!.frame, title = b.titleLabel!.frame
        if dir == .leftToRight { #expect(image.minX == title.maxX + 4) } else { #expect(title.minX == image.maxX + 4) }
    }

    @Test func filledButtonsDrawTheirBackgroundWithRoundedCorners() throws {
        var c = UIButton.Configuration.filled()
        c.title = "OK"
        c.baseBackgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.cornerStyle = .capsule
        let b = UIButton(configuration: c)
        b.frame = rect(0, 0, 100, 40)
        let bitmap = try ViewRenderer.render(b)
        #expect(bitmap.color(x: 100, y: 2) == Color(red: 255, green: 0, blue: 0))
        #expect(bitmap.color(x: 0, y: 0).alpha == 0, "a capsule's corner is empty")
        #expect(c.cornerRadius(height: 40) == 20)
        c.cornerStyle = .fixed
        c.background.cornerRadius = 3
        #expect(c.cornerRadius(height: 40) == 3)
    }

    @Test func anUpdateHandlerRunsWhenTheStateChanges() {
        var c = UIButton.Configuration.plain()
        c.title = "Off"
        let b = UIButton(configuration: c)
        var calls = 0
        b.configurationUpdateHandler = { button in
            calls += 1
            var updated = button.configuration!
            updated.title = button.isSelected ? "On" : "Off"
            button.configuration = updated
        }
        let before = calls
        b.isSelected = true
        #expect(calls == before + 1 && b.titleLabel?.text == "On")
    }
}
