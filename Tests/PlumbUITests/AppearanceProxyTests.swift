import Foundation
import Testing
@testable import PlumbUI

// Appearance proxies are global, as in UIKit: these tests use classes of their own so that the
// proxies they set apply to nothing else in the test run.
final class ProxyLabel: UILabel {}
final class ProxyBadge: UIView {}
class ProxyPanel: UIView {}
final class ProxySubpanel: ProxyPanel {}
final class ProxyCard: UIView {}
final class ProxyController: UIViewController {}
final class ProxyBarItem: UIBarButtonItem {}
final class ProxyNavigationController: UINavigationController {}

extension UIAppearance {
    /// The kind of helper iOS code adds to every appearance class.
    func style(_ f: (Self) -> Void) -> Self {
        f(self)
        return self
    }
}

/// `UIAppearance`: proxies are instances of their class, and the properties Plumb applies
/// (`backgroundColor`, `tintColor`, a label's `textColor` and `font`, bar tints) reach instances
/// as they enter a window, scoped by class, containers and traits.
@MainActor @Suite struct AppearanceProxyTests {
    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

    @Test func proxiesAreInstancesOfTheirClassMadeOnce() {
        let label: ProxyLabel = ProxyLabel.appearance()
        #expect(label === ProxyLabel.appearance())
        #expect(type(of: UILabel.appearance()) == UILabel.self)
        #expect(UILabel.appearance() !== UILabel.appearance(whenContainedInInstancesOf: [ProxyCard.self]))
        #expect(
            UILabel.appearance(whenContainedInInstancesOf: [ProxyCard.self])
                === UILabel.appearance(whenContainedInInstancesOf: [ProxyCard.self]))
        let item: ProxyBarItem = ProxyBarItem.appearance()
        item.tintColor = .systemRed
        #expect(ProxyBarItem.appearance().tintColor == .systemRed)
        let styled = ProxyBadge.appearance(for: UITraitCollection(displayScale: 3)).style { $0.layer.cornerRadius = 4 }
        #expect(styled.layer.cornerRadius == 4)
    }

    @Test func aLabelTakesItsProxysColourAndFontAsItEntersAWindow() {
        ProxyLabel.appearance().textColor = .systemPink
        ProxyLabel.appearance().font = .systemFont(ofSize: 20, weight: .semibold)
        let label = ProxyLabel(), plain = UILabel()
        label.textColor = .systemBlue  // set before the window: the proxy replaces it, as on iOS
        #expect(label.textColor == .systemBlue && label.font == .systemFont(ofSize: 17))
        let w = window()
        w.addSubview(label)
        w.addSubview(plain)
        #expect(label.textColor == .systemPink && label.font == .systemFont(ofSize: 20, weight: .semibold))
        #expect(plain.textColor == .label && plain.font == .systemFont(ofSize: 17))
        label.textColor = .systemTeal  // set inside the window: kept
        w.layoutIfNeeded()
        #expect(label.textColor == .systemTeal)
        let moved = UIView()
        w.addSubview(moved)
        moved.addSubview(label)  // a move inside the window is not an entry
        #expect(label.textColor == .systemTeal)
        label.removeFromSuperview()
        w.addSubview(label)  // entering again applies again
        #expect(label.textColor == .systemPink)
    }

    @Test func viewsAlreadyInAWindowKeepTheirValues() {
        let w = window()
        let badge = ProxyBadge()
        w.addSubview(badge)
        ProxyBadge.appearance().tintColor = .systemIndigo
        #expect(badge.tintColor == .systemBlue)
        let later = ProxyBadge()
        let holder = UIView()
        holder.addSubview(later)
        #expect(later.tintColor == .systemBlue, "not in a window yet")
        w.addSubview(holder)
        #expect(later.tintColor == .systemIndigo && holder.tintColor == .systemBlue)
    }

    @Test func containmentScopesAProxyNearestContainerFirst() {
        let inCard = UILabel.appearance(whenContainedInInstancesOf: [ProxyCard.self])
        inCard.textColor = .systemGreen
        UILabel.appearance(whenContainedInInstancesOf: [ProxyCard.self, ProxyController.self]).textColor = .systemOrange
        let w = window()
        let controller = ProxyController()
        w.rootViewController = controller
        let cardInController = ProxyCard(), looseCard = ProxyCard()
        let a = UILabel(), b = UILabel(), c = UILabel()
        let wrapper = UIView()
        wrapper.addSubview(a)
        cardInController.addSubview(wrapper)  // not a direct subview: still contained
        looseCard.addSubview(b)
        controller.view.addSubview(cardInController)
        w.addSubview(looseCard)
        w.addSubview(c)
        #expect(a.textColor == .systemOrange, "two containers beat one")
        #expect(b.textColor == .systemGreen)
        #expect(c.textColor == .label)
        // The wrong order does not match.
        UILabel.appearance(whenContainedInInstancesOf: [ProxyController.self, ProxyCard.self]).textColor = .systemBrown
        let d = UILabel()
        cardInController.addSubview(d)
        #expect(d.textColor == .systemOrange)
    }

    @Test func aControllersRootViewIsInsideItsController() {
        ProxyPanel.appearance(whenContainedInInstancesOf: [ProxyController.self]).backgroundColor = .systemYellow
        let controller = ProxyController()
        let panel = ProxyPanel()
        controller.view = panel
        let w = window()
        w.rootViewController = controller
        #expect(panel.backgroundColor == .systemYellow)
    }

    @Test func aSubclassProxyBeatsItsSuperclasssAndTraitsScope() {
        ProxyPanel.appearance().tintColor = .systemRed
        ProxySubpanel.appearance().tintColor = .systemPurple
        ProxyPanel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).backgroundColor = .black
        ProxyPanel.appearance(for: UITraitCollection(userInterfaceStyle: .light)).backgroundColor = .white
        let light = window(), dark = window()
        dark.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
        let p = ProxyPanel(), s = ProxySubpanel(), q = ProxyPanel()
        light.addSubview(p)
        light.addSubview(s)
        dark.addSubview(q)
        #expect(p.tintColor == .systemRed && s.tintColor == .systemPurple && q.tintColor == .systemRed)
        #expect(p.backgroundColor == .white && s.backgroundColor == .white && q.backgroundColor == .black)
    }

    @Test func barsTakeTheirProxysTints() {
        UINavigationBar.appearance(whenContainedInInstancesOf: [ProxyNavigationController.self]).barTintColor =
            .systemMint
        UINavigationBar.appearance(whenContainedInInstancesOf: [ProxyNavigationController.self]).tintColor = .systemCyan
        let nav = ProxyNavigationController(rootViewController: UIViewController())
        let w = window()
        w.rootViewController = nav
        w.makeKeyAndVisible()
        #expect(nav.navigationBar.barTintColor == .systemMint && nav.navigationBar.tintColor == .systemCyan)
        let other = UINavigationController(rootViewController: UIViewController())
        let w2 = window()
        w2.rootViewController = other
        #expect(other.navigationBar.barTintColor == nil)
    }
}
