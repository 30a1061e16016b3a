import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Dynamic colours, appearance traits and where UIKit makes traits current.
@MainActor @Suite struct DarkModeTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    func rgba(_ c: UIColor, _ t: UITraitCollection) -> [UInt8] {
        let v = c.rgba8(t)
        return [v.r, v.g, v.b, v.a]
    }

    @Test func systemColoursHaveUIKitsLightAndDarkValues() {
        // WebKit's iOS test of UIKit's values (see UIColor+System.swift).
        #expect(
            rgba(.systemBackground, light) == [255, 255, 255, 255] && rgba(.systemBackground, dark) == [0, 0, 0, 255])
        #expect(rgba(.secondarySystemBackground, dark) == [28, 28, 30, 255])
        #expect(
            rgba(.systemGroupedBackground, light) == [242, 242, 247, 255]
                && rgba(.systemGroupedBackground, dark) == [0, 0, 0, 255])
        #expect(rgba(.secondarySystemGroupedBackground, dark) == [28, 28, 30, 255])
        #expect(rgba(.label, light) == [0, 0, 0, 255] && rgba(.label, dark) == [255, 255, 255, 255])
        // 0.6 × 255 = 153
        #expect(
            rgba(.secondaryLabel, light) == [60, 60, 67, 153] && rgba(.secondaryLabel, dark) == [235, 235, 245, 153])
        // 0.29 × 255 = 73.95 → 74; 0.6 × 255 = 153
        #expect(rgba(.separator, light) == [60, 60, 67, 74] && rgba(.separator, dark) == [84, 84, 88, 153])
        #expect(rgba(.systemBlue, light) == [0, 122, 255, 255] && rgba(.systemBlue, dark) == [10, 132, 255, 255])
        #expect(rgba(.systemGreen, dark) == [48, 209, 88, 255] && rgba(.systemRed, dark) == [255, 69, 58, 255])
        #expect(rgba(.systemGray6, dark) == [28, 28, 30, 255] && rgba(.systemGray, dark) == [142, 142, 147, 255])
        // 0.36 × 255 = 91.8 → 92
        #expect(rgba(.systemFill, dark) == [120, 120, 128, 92])
    }

    @Test func anUnspecifiedStyleResolvesAsLight() {
        #expect(rgba(.systemBackground, UITraitCollection()) == [255, 255, 255, 255])
        #expect(rgba(.label, .default) == [0, 0, 0, 255])
    }

    @Test func elevatedDarkBackgroundsAreLighter() {
        let elevated = UITraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated)
        #expect(rgba(.systemBackground, elevated) == [28, 28, 30, 255])
        #expect(rgba(.secondarySystemBackground, elevated) == [44, 44, 46, 255])
        #expect(rgba(.tertiarySystemGroupedBackground, elevated) == [58, 58, 60, 255])
        // Light is the same at both levels; hues have no elevated variant.
        #expect(
            rgba(.systemBackground, UITraitCollection(userInterfaceStyle: .light, userInterfaceLevel: .elevated)) == [
                255, 255, 255, 255,
            ])
        #expect(rgba(.systemBlue, elevated) == [10, 132, 255, 255])
    }

    @Test func increasedContrastUsesTheAccessibleVariants() {
        let hcLight = UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high)
        let hcDark = UITraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)
        // Apple's HIG: Increased contrast (light) and (dark).
        #expect(rgba(.systemBlue, hcLight) == [0, 64, 221, 255] && rgba(.systemBlue, hcDark) == [64, 156, 255, 255])
        #expect(rgba(.systemMint, hcLight) == [12, 129, 123, 255])
        #expect(rgba(.systemGray2, hcDark) == [124, 124, 128, 255])
        #expect(rgba(.label, hcDark) == [255, 255, 255, 255])
    }

    @Test func aProviderColourResolvesPerTraitCollection() {
        let accent = UIColor { $0.userInterfaceStyle == .dark ? .systemTeal : .systemBlue }
        #expect(accent.resolvedColor(with: dark) == UIColor.systemTeal.resolvedColor(with: dark))
        #expect(rgba(accent, light) == [0, 122, 255, 255])
        #expect(accent.isDynamic && !accent.resolvedColor(with: dark).isDynamic)
        // A colour with an alpha stays dynamic and keeps the alpha.
        #expect(rgba(accent.withAlphaComponent(0.5), dark) == [64, 200, 224, 128])
        // A provider that never settles resolves to clear instead of looping.
        final class Box: @unchecked Sendable { var color: UIColor? }
        let box = Box()
        let loop = UIColor { _ in box.color! }
        box.color = loop
        #expect(loop.resolvedColor(with: dark) == .clear)
    }

    @Test func dynamicColoursAreEqualOnlyToThemselvesOrTheSameSystemColour() {
        let a = UIColor { _ in .red }, b = UIColor { _ in .red }
        #expect(a == a && a != b)
        #expect(
            UIColor.systemBlue == UIColor.systemBlue
                && UIColor.systemBlue != UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(UIColor.label.description == "<UIDynamicSystemColor: name = labelColor>")
    }

    @Test func componentsAndCGColorUseTheCurrentTraits() {
        #expect(UIColor.label.red == 0)
        dark.performAsCurrent {
            #expect(UIColor.label.red == 1)
            #expect(UIColor.systemBackground.cgColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        }
        #expect(UITraitCollection.current == .default)
        // A CGColor is fixed: taken in light mode, it stays light.
        let border = UIColor.separator.cgColor
        #expect(!border.isDynamic && rgba(border, dark) == [60, 60, 67, 74])
    }

    @Test func traitsFromTakesOnlyTheTraitsEachCollectionGave() {
        let base = UITraitCollection(layoutDirection: .rightToLeft, displayScale: 3, userInterfaceStyle: .dark)
        let t = UITraitCollection(traitsFrom: [
            base, UITraitCollection(userInterfaceStyle: .light), UITraitCollection(accessibilityContrast: .high),
        ])
        #expect(
            t
                == UITraitCollection(
                    layoutDirection: .rightToLeft, displayScale: 3, userInterfaceStyle: .light,
                    accessibilityContrast: .high))
        // The default values can override too when given.
        let ltr = UITraitCollection(traitsFrom: [
            base, UITraitCollection(layoutDirection: .leftToRight, displayScale: 2),
        ])
        #expect(ltr.layoutDirection == .leftToRight && ltr.displayScale == 2)
        #expect(t.hasDifferentColorAppearance(comparedTo: base) && !base.hasDifferentColorAppearance(comparedTo: base))
    }

    // MARK: Overrides and trait changes

    final class Recorder: UIView {
        var changes: [(UIUserInterfaceStyle?, UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
        var borderAtDraw: [UInt8] = []
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            changes.append(
                (
                    previous?.userInterfaceStyle, traitCollection.userInterfaceStyle,
                    UITraitCollection.current.userInterfaceStyle
                ))
            layer.borderColor = UIColor.separator.cgColor
        }
        override func draw(_ rect: CGRect) {
            let c = UIColor.label.cgColor.rgba8(.default)
            borderAtDraw = [c.r, c.g, c.b, c.a]
        }
    }

    @Test func overrideUserInterfaceStyleAppliesToTheSubtreeAndNotifiesIt() {
        let window = UIWindow(frame: rect(0, 0, 100, 100))
        window.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .light)
        let parent = UIView(frame: rect(0, 0, 100, 100)), child = Recorder(frame: rect(0, 0, 10, 10))
        window.addSubview(parent)
        parent.addSubview(child)
        child.changes.removeAll()
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.changes.count == 1 && child.changes[0] == (.light, .dark, .dark))
        // traitCollectionDidChange ran with the new traits current: the CGColor is dark.
        #expect(rgba(child.layer.borderColor!, .default) == [84, 84, 88, 153])
        // The window's style no longer reaches the overridden subtree.
        window.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
        window.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .light)
        #expect(child.changes.count == 1)
        parent.overrideUserInterfaceStyle = .unspecified
        #expect(child.traitCollection.userInterfaceStyle == .light && child.changes.count == 2)
    }

    @Test func aControllersStyleOverrideReachesItsView() {
        let vc = UIViewController()
        let window = UIWindow(frame: rect(0, 0, 100, 100))
        window.rootViewController = vc
        vc.overrideUserInterfaceStyle = .dark
        #expect(vc.view.traitCollection.userInterfaceStyle == .dark && vc.traitCollection.userInterfaceStyle == .dark)
        // A view's own override beats its controller's.
        vc.view.overrideUserInterfaceStyle = .light
        #expect(vc.view.traitCollection.userInterfaceStyle == .light)
        // Set before the view loads, it applies when it does.
        let later = UIViewController()
        later.overrideUserInterfaceStyle = .dark
        #expect(later.view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aControllersHandlerRunsWhenItsViewChangesStyle() {
        let vc = UIViewController()
        let window = UIWindow(frame: rect(0, 0, 100, 100))
        window.rootViewController = vc
        var seen: [UIUserInterfaceStyle] = []
        vc.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (c: UIViewController, _: UITraitCollection) in
            seen.append(c.traitCollection.userInterfaceStyle)
        }
        window.overrideUserInterfaceStyle = .dark
        vc.overrideUserInterfaceStyle = .light
        vc.overrideUserInterfaceStyle = .light  // no change, no call
        #expect(seen == [.dark, .light])
    }

    @Test func registeredHandlersRunForTheirTraitsOnly() {
        let window = UIWindow(frame: rect(0, 0, 100, 100))
        let view = UIView(frame: rect(0, 0, 10, 10))
        window.addSubview(view)
        var calls: [String] = []
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (v: UIView, previous: UITraitCollection) in
            calls.append(
                "\(previous.userInterfaceStyle.rawValue)→\(v.traitCollection.userInterfaceStyle.rawValue) current \(UITraitCollection.current.userInterfaceStyle.rawValue)"
            )
        }
        let sizeReg = view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
            (_: UIView, _: UITraitCollection) in calls.append("size")
        }
        window.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
        window.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular, userInterfaceStyle: .dark)
        view.unregisterForTraitChanges(sizeReg)
        window.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .compact, userInterfaceStyle: .dark)
        #expect(calls == ["0→2 current 2", "size"])
    }

    @Test func customDrawingResolvesColoursWithTheViewsTraits() throws {
        let root = UIView(frame: rect(0, 0, 20, 20))
        root.overrideTraitCollection = UITraitCollection(displayScale: 1, userInterfaceStyle: .dark)
        let r = Recorder(frame: rect(0, 0, 20, 20))
        root.addSubview(r)
        _ = try ViewRenderer.render(root)
        #expect(r.borderAtDraw == [255, 255, 255, 255])
    }

    @Test func viewsDrawTheirColoursInTheirStyle() throws {
        let root = UIView(frame: rect(0, 0, 4, 2))
        root.overrideTraitCollection = UITraitCollection(displayScale: 1)
        let left = UIView(frame: rect(0, 0, 2, 2)), right = UIView(frame: rect(2, 0, 2, 2))
        left.backgroundColor = .secondarySystemBackground
        right.backgroundColor = .secondarySystemBackground
        right.overrideUserInterfaceStyle = .dark
        root.addSubview(left)
        root.addSubview(right)
        let b = try ViewRenderer.render(root)
        #expect(
            b.color(x: 0, y: 0) == Color(red: 242, green: 242, blue: 247)
                && b.color(x: 3, y: 1) == Color(red: 28, green: 28, blue: 30))
    }
}
