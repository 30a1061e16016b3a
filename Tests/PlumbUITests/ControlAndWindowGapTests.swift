import Foundation
import Raster
import Testing
@testable import PlumbUI

/// An app-defined colour in an extension of the open `UIColor`, as TTGSnackbar declares them
/// (`class open var` there; Linux has no `@objc`, so Swift asks for `public`).
extension UIColor {
    class var gapTestAccent: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
}

/// Segmented-control title attributes, window levels, an open UIColor and Dynamic Type limits.
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
        window.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let container = UIView(), label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        label.font = .preferredFont(forTextStyle: .body)
        container.addSubview(label)
        container.maximumContentSizeCategory = .extraExtraExtraLarge
        window.addSubview(container)
        #expect(label.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(label.font.pointSize == 23)   // body at XXXL (Apple's Dynamic Type sizes table)
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(label.appliedContentSizeCategoryLimitsDescription == """
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
