import Foundation
import Testing
@testable import PlumbUI

/// The iOS 13 bar appearance objects: their defaults, the `configureWith…` methods and UIKit's
/// copy semantics. Sources: Apple's documentation of each property (`UIBarAppearance.h`,
/// `UINavigationBarAppearance.h`, `UITabBarAppearance.h`, `UIBarButtonItemAppearance.h`:
/// attributes "If the font or color are unspecified, appropriate defaults are supplied", content
/// mode "Defaults to UIViewContentModeScaleToFill"); the default blur is the one an Apple engineer
/// names on the Apple Developer Forums (thread 707084); the hairline colour is Plumb's estimate.
@MainActor @Suite struct BarAppearanceTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// A one-point transparent image.
    func dot() -> UIImage { UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in } }

    func rgba(_ c: UIColor?, _ traits: UITraitCollection) -> [UInt8]? {
        c.map {
            let v = $0.rgba8(traits); return [v.r, v.g, v.b, v.a]
        }
    }

    @Test func aNewAppearanceHasTheDefaultBackgroundAndHairline() {
        let a = UIBarAppearance()
        #expect(a.idiom == .phone)
        #expect(a.backgroundEffect?.style == .systemChromeMaterial)
        #expect(a.backgroundColor == nil && a.backgroundImage == nil && a.shadowImage == nil)
        #expect(a.backgroundImageContentMode == .scaleToFill)
        #expect(rgba(a.shadowColor, light) == [0, 0, 0, 77], "black at 30 %")
        #expect(rgba(a.shadowColor, dark) == [255, 255, 255, 38], "white at 15 % in dark mode")
        #expect(UIBarAppearance(idiom: .pad).idiom == .pad)
    }

    @Test func configureMethodsResetOnlyBackgroundAndShadow() {
        let a = UINavigationBarAppearance()
        a.titleTextAttributes = [.foregroundColor: UIColor.white]
        a.backgroundImage = dot()
        a.configureWithOpaqueBackground()
        #expect(a.backgroundEffect == nil && a.backgroundImage == nil)
        #expect(a.backgroundColor == .systemBackground)
        #expect(
            rgba(a.backgroundColor, light) == [255, 255, 255, 255] && rgba(a.backgroundColor, dark) == [0, 0, 0, 255])
        #expect(rgba(a.shadowColor, light) == [0, 0, 0, 77])
        a.configureWithTransparentBackground()
        #expect(a.backgroundEffect == nil && a.backgroundColor == nil && a.shadowColor == nil && a.shadowImage == nil)
        #expect(a.hasTransparentBackground)
        a.configureWithDefaultBackground()
        #expect(a.backgroundEffect?.style == .systemChromeMaterial && a.backgroundColor == nil)
        #expect(a.titleTextAttributes[.foregroundColor] as? UIColor == .white, "titles are not background or shadow")
    }

    @Test func navigationBarAppearanceDefaults() {
        let a = UINavigationBarAppearance()
        #expect(a.titleTextAttributes.isEmpty && a.largeTitleTextAttributes.isEmpty)
        #expect(a.titlePositionAdjustment == .zero && a.titlePositionAdjustment == UIOffset(horizontal: 0, vertical: 0))
        for b in [a.buttonAppearance, a.doneButtonAppearance, a.backButtonAppearance] {
            for s in [b.normal, b.highlighted, b.disabled, b.focused] {
                #expect(s.titleTextAttributes.isEmpty && s.titlePositionAdjustment == .zero)
                #expect(s.backgroundImage == nil && s.backgroundImagePositionAdjustment == .zero)
            }
        }
        #expect(a.backIndicatorImage.size == CGSize(width: 13, height: 21))
        #expect(a.backIndicatorImage.renderingMode == .alwaysTemplate && !a.hasCustomBackIndicator)
        #expect(a.backIndicatorTransitionMaskImage === a.backIndicatorImage)
    }

    @Test func backIndicatorImagesAreSetTogetherOrReset() {
        let a = UINavigationBarAppearance()
        let arrow = dot(), mask = dot()
        a.setBackIndicatorImage(arrow, transitionMaskImage: mask)
        #expect(
            a.backIndicatorImage === arrow && a.backIndicatorTransitionMaskImage === mask && a.hasCustomBackIndicator)
        a.setBackIndicatorImage(arrow, transitionMaskImage: nil)
        #expect(
            !a.hasCustomBackIndicator && a.backIndicatorTransitionMaskImage === a.backIndicatorImage,
            "either image nil resets both (UINavigationBarAppearance.h)")
    }

    @Test func tabBarAppearanceDefaults() {
        let a = UITabBarAppearance()
        #expect(a.backgroundEffect?.style == .systemChromeMaterial)
        #expect(a.selectionIndicatorTintColor == nil && a.selectionIndicatorImage == nil)
        #expect(a.stackedItemPositioning == .automatic && a.stackedItemWidth == 0 && a.stackedItemSpacing == 0)
        let layouts = [a.stackedLayoutAppearance, a.inlineLayoutAppearance, a.compactInlineLayoutAppearance]
        #expect(Set(layouts.map(ObjectIdentifier.init)).count == 3, "three separate layouts")
        for layout in layouts {
            for s in [layout.normal, layout.selected, layout.disabled, layout.focused] {
                #expect(s.iconColor == nil && s.badgeBackgroundColor == nil)
                #expect(s.titleTextAttributes.isEmpty && s.badgeTextAttributes.isEmpty)
                #expect(
                    s.titlePositionAdjustment == .zero && s.badgePositionAdjustment == .zero
                        && s.badgeTitlePositionAdjustment == .zero)
            }
        }
        let toolbar = UIToolbarAppearance()
        #expect(
            toolbar.buttonAppearance.normal.titleTextAttributes.isEmpty
                && toolbar.backgroundEffect?.style == .systemChromeMaterial)
    }

    @Test func copyIsADeepIndependentCopyOfTheSameClass() {
        let a = UINavigationBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = .systemRed
        a.titleTextAttributes = [.foregroundColor: UIColor.white]
        a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        let c = a.copy()  // typed UINavigationBarAppearance, as in UIKit
        #expect(c !== a && c.backgroundColor == .systemRed && c.backgroundEffect == nil)
        #expect(c.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(c.buttonAppearance !== a.buttonAppearance)
        #expect(c.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemYellow)
        c.backgroundColor = .systemBlue
        c.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(a.backgroundColor == .systemRed, "the original does not follow the copy")
        #expect(a.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemYellow)
        let untyped = (a as NSObject).copy()
        #expect(untyped is UINavigationBarAppearance && (untyped as AnyObject) !== a)
        let tabs = UITabBarAppearance()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemOrange
        let tabsCopy = tabs.copy()
        tabsCopy.stackedLayoutAppearance.selected.iconColor = .systemGreen
        #expect(tabs.stackedLayoutAppearance.selected.iconColor == .systemOrange)
    }

    @Test func barsStoreACopyWhenAnAppearanceIsAssigned() {
        let a = UINavigationBarAppearance()
        a.backgroundColor = .systemRed
        let bar = UINavigationBar()
        bar.standardAppearance = a
        bar.scrollEdgeAppearance = a
        #expect(
            bar.standardAppearance !== a && bar.scrollEdgeAppearance !== a
                && bar.standardAppearance !== bar.scrollEdgeAppearance)
        a.backgroundColor = .systemBlue
        #expect(
            bar.standardAppearance.backgroundColor == .systemRed, "later changes to the original do not reach the bar")
        let item = UINavigationItem(title: "A")
        item.compactAppearance = a
        #expect(item.compactAppearance !== a && item.compactAppearance?.backgroundColor == .systemBlue)
        let settings = UIBarButtonItemAppearance(style: .done)
        settings.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        a.doneButtonAppearance = settings
        settings.normal.titleTextAttributes = [:]
        #expect(a.doneButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
        let tabBar = UITabBar()
        let t = UITabBarAppearance()
        tabBar.standardAppearance = t
        #expect(tabBar.standardAppearance !== t && tabBar.scrollEdgeAppearance == nil)
        let toolbar = UIToolbar()
        toolbar.compactAppearance = UIToolbarAppearance()
        #expect(
            toolbar.compactAppearance != nil && toolbar.scrollEdgeAppearance == nil
                && toolbar.compactScrollEdgeAppearance == nil)
    }

    @Test func anAppearanceMadeFromAnotherBarTypeSharesBackgroundAndButtons() {
        let toolbar = UIToolbarAppearance()
        toolbar.configureWithTransparentBackground()
        toolbar.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        let nav = UINavigationBarAppearance(barAppearance: toolbar)
        #expect(nav.backgroundEffect == nil && nav.shadowColor == nil)
        #expect(nav.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemPink)
        #expect(nav.buttonAppearance !== toolbar.buttonAppearance)
        let tabs = UITabBarAppearance(barAppearance: nav)
        #expect(tabs.backgroundEffect == nil && tabs.shadowColor == nil && tabs.idiom == .phone)
    }

    @Test func disabledStatesFallBackToTheNormalOne() {
        let b = UIBarButtonItemAppearance()
        b.normal.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 17)]
        b.disabled.titleTextAttributes = [.foregroundColor: UIColor.gray]
        let disabled = b.titleAttributes(enabled: false)
        #expect(
            disabled[.foregroundColor] as? UIColor == .gray
                && disabled[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 17))
        let t = UITabBarItemAppearance()
        t.normal.iconColor = .gray
        t.selected.titleTextAttributes = [.foregroundColor: UIColor.orange]
        #expect(t.resolved(selected: false, enabled: false).iconColor == .gray)
        #expect(
            t.resolved(selected: true, enabled: true).iconColor == nil,
            "the selected state does not inherit the normal colours")
        #expect(t.resolved(selected: true, enabled: true).titleColor == .orange)
    }
}
