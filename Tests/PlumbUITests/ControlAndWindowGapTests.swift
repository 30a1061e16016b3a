import Foundation
import Raster
import Testing
@testable import PlumbUI

/// An app-defined colour in an extension of the open `UIColor`, as TTGSnackbar declares them
/// (`class open var` there; Linux has no `@objc`, so Swift asks for `public`).
extension UIColor {
    class var gapTestAccent: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
}

/// Button rect override points, segmented-control title attributes, window levels, an open UIColor and Dynamic Type limits.
@MainActor @Suite struct ControlAndWindowGapTests {
    @Test func segmentTitleAttributesSetTheFontAndColourOfEachState() throws {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 0
        #expect(control.titleTextAttributes(for: .normal) == nil)
        let bold = UIFont.boldSystemFont(ofSize: 20)
        control.setTitleTextAttributes([.font: bold, .foregroundColor: UIColor.red], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(control.titleTextAttributes(for: .normal)?[.font] as? UIFont == bold)
        #expect(control.labels[0].textColor == .white && control.labels[0].font == bold)
        #expect(control.labels[1].textColor == .red && control.labels[1].font == bold)
        // The segments are measured with the new font: the widest title plus 8 on each side.
        let probe = UILabel()
        probe.font = bold
        probe.text = "One"
        let one = probe.intrinsicContentSize.width
        probe.text = "Two"
        let widest = max(one, probe.intrinsicContentSize.width)
        #expect(control.intrinsicContentSize == CGSize(width: 2 * (widest + 16), height: 32))
        control.selectedSegmentIndex = 1
        #expect(control.labels[0].textColor == .red && control.labels[1].textColor == .white)
        control.setTitleTextAttributes(nil, for: .normal)
        #expect(control.labels[0].textColor == .label && control.labels[0].font == UIFont.systemFont(ofSize: 13))
    }

    @Test func buttonLayoutAsksTheRectOverridePoints() {
        final class Stacked: UIButton {
            var contentRects: [CGRect] = []
            override func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 4, dy: 4) }
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                contentRects.append(contentRect)
                return CGRect(x: contentRect.minX, y: contentRect.maxY - 10, width: contentRect.width, height: 10)
            }
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.midX - 5, y: contentRect.minY, width: 10, height: 10)
            }
        }
        let button = Stacked(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        button.setTitle("Go", for: .normal)
        button.setImage(UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }, for: .normal)
        button.layoutIfNeeded()
        #expect(button.contentRects.last == CGRect(x: 4, y: 4, width: 52, height: 32))
        #expect(button.titleLabel?.frame == CGRect(x: 4, y: 26, width: 52, height: 10))
        #expect(button.imageView?.frame == CGRect(x: 25, y: 4, width: 10, height: 10))
        // The defaults are the classic layout: the title centred in the insets.
        let plain = UIButton(type: .custom)
        plain.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        plain.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        plain.setTitle("Go", for: .normal)
        plain.layoutIfNeeded()
        let content = plain.contentRect(forBounds: plain.bounds)
        #expect(content == CGRect(x: 10, y: 0, width: 60, height: 40))
        let title = plain.titleRect(forContentRect: content)
        #expect(title.midX == 40 && title.midY == 20)
        #expect(plain.titleLabel?.frame == UIView.roundToPixels(title, scale: plain.traitCollection.displayScale))
    }

    @Test func windowLevelsAreUIKitsNumbers() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(window.windowLevel == .normal)
        window.windowLevel = .statusBar + 1
        #expect(window.windowLevel.rawValue == 1001)
        #expect(UIWindow.Level.normal.rawValue == 0 && UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level.alert - 1 > .statusBar && UIWindow.Level(rawValue: 5) == UIWindow.Level(5))
    }

    @Test func colorIsOpenForSubclassesAndExtensions() {
        final class Brand: UIColor, @unchecked Sendable {}
        let brand = Brand(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(brand == UIColor.blue)
        #expect(UIColor.gapTestAccent == .red)
        let literal: UIColor = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(literal == .green)
    }

    @Test func contentSizeLimitsClampTheViewAndItsSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.overrideTraitCollection = UITraitCollection(
            preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let container = UIView(), label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        label.font = .preferredFont(forTextStyle: .body)
        container.addSubview(label)
        container.maximumContentSizeCategory = .extraExtraExtraLarge
        window.addSubview(container)
        #expect(label.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(label.font.pointSize == 23)  // body at XXXL (Apple's Dynamic Type sizes table)
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(
            label.appliedContentSizeCategoryLimitsDescription == """
                 3. <UIWindow:\(window.debugAddress)>: - <= (none->)AX-XXXL <= -
                 2. <UIView:\(container.debugAddress)>: - <= (AX-XXXL->)XXXL <= XXXL
                 1. <UILabel:\(label.debugAddress)>: - <= (XXXL->)XXXL <= -
                --> XXXL
                """)
        container.maximumContentSizeCategory = nil
        #expect(label.font.pointSize == 53)
        // A minimum above the maximum is not applied.
        label.minimumContentSizeCategory = .accessibilityMedium
        label.maximumContentSizeCategory = .medium
        #expect(label.traitCollection.preferredContentSizeCategory == .medium)
        #expect(label.font.pointSize == 16)
        window.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        label.maximumContentSizeCategory = nil
        #expect(label.minimumContentSizeCategory == .accessibilityMedium)
        #expect(label.font.pointSize == 28)
    }
}
