import Foundation
import Raster
import Testing
@testable import PlumbUI

/// Which appearance a bar draws (the item's over the bar's, compact, scroll edge, the legacy
/// properties) and what it draws from it: background, hairline, titles, button titles, tab items.
@MainActor @Suite struct BarAppearanceDrawingTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// An opaque appearance of one colour.
    func opaque(_ color: UIColor) -> UINavigationBarAppearance {
        let a = UINavigationBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = color
        return a
    }

    /// A plain controller with a white view, titled.
    final class Plain: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
    }

    /// A controller whose view is a scroll view 2000 points tall.
    final class Scrolling: UIViewController {
        override func loadView() {
            let scroll = UIScrollView()
            scroll.contentSize = CGSize(width: 375, height: 2000)
            scroll.backgroundColor = .white
            view = scroll
        }
        var scroll: UIScrollView { view as! UIScrollView }
    }

    func show(
        _ vc: UIViewController, _ dir: UITraitEnvironmentLayoutDirection = .leftToRight,
        vertical: UIUserInterfaceSizeClass = .regular
    ) -> UIWindow {
        let window =
            vertical == .compact
            ? makeWindow(667, 375, dir, vertical: .compact)
            : makeWindow(375, 667, safeArea: seSafeArea, dir)
        window.rootViewController = vc
        window.makeKeyAndVisible()
        return window
    }

    /// The colour the bar's background resolves to (its own, or the colour laid over an effect).
    func drawnBackground(_ bar: UINavigationBar) -> UIColor? {
        bar.background.subviews.first { !($0 is _UIBarBackgroundShadowView) && !($0 is UIImageView) }?.backgroundColor
            ?? bar.background.backgroundColor
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theStandardAppearanceIsDrawn(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let root = Plain("Inbox")
        let nav = UINavigationController(rootViewController: root)
        let a = opaque(Self.red)
        a.shadowColor = nil
        a.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 17)]
        nav.navigationBar.standardAppearance = a
        nav.navigationBar.scrollEdgeAppearance = a
        let window = show(nav, dir)
        let bar = nav.navigationBar
        #expect(bar.background.backgroundColor == Self.red && bar.background.shadowView.isHidden)
        #expect(bar.titleLabel.textColor == .white && bar.titleLabel.font == UIFont.boldSystemFont(ofSize: 17))
        #expect(bar.titleLabel.frame.midX == 187.5, "still centred")
        let image = try ViewRenderer.render(window)
        #expect(image.color(x: 20, y: 10) == Color(red: 255, green: 0, blue: 0), "red under the status bar")
        #expect(image.color(x: 20, y: 126) == Color(red: 255, green: 0, blue: 0), "red in the bar's last row")
        #expect(image.color(x: 20, y: 128) == Color(red: 255, green: 255, blue: 255), "no hairline under the bar")
    }

    @Test func theDefaultAppearanceDrawsTheMaterialAndTheHairline() throws {
        let nav = UINavigationController(rootViewController: Plain("Inbox"))
        let window = show(nav)
        let bar = nav.navigationBar
        #expect(bar.background.backgroundColor == BarMetrics.background && !bar.background.shadowView.isHidden)
        #expect(bar.titleLabel.font == BarMetrics.titleFont && bar.titleLabel.textColor == .label)
        let image = try ViewRenderer.render(window)
        #expect(
            image.color(x: 20, y: 128) == Color(red: 178, green: 178, blue: 178),
            "black at alpha 77 over white: 255 - 77")
    }

    @Test func theTopItemsAppearanceWinsOverTheBars() {
        let root = Plain("A"), next = Plain("B")
        root.navigationItem.standardAppearance = opaque(Self.green)
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.standardAppearance = opaque(Self.red)
        let window = show(nav)
        #expect(drawnBackground(nav.navigationBar) == Self.green)
        nav.pushViewController(next, animated: false)
        window.layoutIfNeeded()
        #expect(drawnBackground(nav.navigationBar) == Self.red, "B has no appearance of its own")
        nav.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(drawnBackground(nav.navigationBar) == Self.green)
    }

    /// In a compact height: the item's compact appearance, the bar's, then the standard one
    /// (UIKit's `compactAppearance` documentation).
    @Test func aCompactHeightUsesTheCompactAppearance() {
        let root = Plain("A")
        root.navigationItem.standardAppearance = opaque(Self.green)
        let nav = UINavigationController(rootViewController: root)
        let window = show(nav, vertical: .compact)
        #expect(nav.navigationBar.frame.height == 32)
        #expect(drawnBackground(nav.navigationBar) == Self.green, "no compact appearance: the item's standard one")
        nav.navigationBar.compactAppearance = opaque(Self.blue)
        window.layoutIfNeeded()
        #expect(drawnBackground(nav.navigationBar) == Self.blue)
        root.navigationItem.compactAppearance = opaque(Self.red)
        window.layoutIfNeeded()
        #expect(drawnBackground(nav.navigationBar) == Self.red)
    }

    @Test func theScrollEdgeAppearanceAppliesWhileTheContentRestsAtTheTop() {
        let list = Scrolling()
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.standardAppearance = opaque(Self.red)
        nav.navigationBar.scrollEdgeAppearance = opaque(Self.blue)
        let window = show(nav)
        #expect(list.scroll.contentOffset.y == -64 && nav.navigationBar.atScrollEdge == true)
        #expect(drawnBackground(nav.navigationBar) == Self.blue)
        list.scroll.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        #expect(drawnBackground(nav.navigationBar) == Self.red, "scrolled: the standard appearance")
        list.scroll.contentOffset = CGPoint(x: 0, y: -64)
        window.layoutIfNeeded()
        #expect(drawnBackground(nav.navigationBar) == Self.blue)
        let item = opaque(Self.green)
        list.navigationItem.scrollEdgeAppearance = item
        window.layoutIfNeeded()
        #expect(drawnBackground(nav.navigationBar) == Self.green, "the item's scroll-edge appearance wins")
    }

    @Test func withoutAScrollViewTheContentIsAtTheEdgeAndABareBarIgnoresTheEdge() {
        let nav = UINavigationController(rootViewController: Plain("A"))
        nav.navigationBar.standardAppearance = opaque(Self.red)
        let window = show(nav)
        #expect(nav.navigationBar.atScrollEdge == true)
        #expect(
            drawnBackground(nav.navigationBar) == Self.red, "Plumb: no scroll-edge appearance keeps the standard one")
        nav.navigationBar.scrollEdgeAppearance = opaque(Self.blue)
        window.layoutIfNeeded()
        #expect(drawnBackground(nav.navigationBar) == Self.blue)
        let bare = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        bare.pushItem(UINavigationItem(title: "Bare"), animated: false)
        bare.standardAppearance = opaque(Self.red)
        bare.scrollEdgeAppearance = opaque(Self.blue)
        bare.layoutIfNeeded()
        #expect(
            bare.atScrollEdge == nil && drawnBackground(bare) == Self.red,
            "no navigation controller: the standard appearance")
    }

    @Test func legacyPropertiesApplyUntilAStandardAppearanceIsSet() {
        let nav = UINavigationController(rootViewController: Plain("A"))
        let bar = nav.navigationBar
        bar.barTintColor = Self.green
        bar.titleTextAttributes = [.foregroundColor: Self.blue]
        let line = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2)).image { _ in }
        bar.shadowImage = line
        let window = show(nav)
        #expect(bar.background.backgroundColor == Self.green && !bar.background.shadowView.isHidden)
        #expect(
            bar.background.shadowView.subviews.isEmpty, "a custom shadow image needs a custom background image (UIKit)")
        #expect(bar.titleLabel.textColor == Self.blue)
        bar.setBackgroundImage(line, for: .default)
        window.layoutIfNeeded()
        #expect(bar.background.backgroundColor == nil && bar.background.subviews.contains { $0 is UIImageView })
        #expect(bar.background.shadowView.subviews.count == 1 && bar.background.shadowView.frame.height == 2)
        bar.setBackgroundImage(nil, for: .default)
        bar.standardAppearance = UINavigationBarAppearance()
        window.layoutIfNeeded()
        #expect(bar.background.backgroundColor == BarMetrics.background && !bar.background.shadowView.isHidden)
        #expect(bar.titleLabel.textColor == .label, "the appearance object wins over the legacy properties")
    }

    @Test func changingTheBarsOwnAppearanceInPlaceRedraws() throws {
        let nav = UINavigationController(rootViewController: Plain("A"))
        nav.navigationBar.barTintColor = Self.green
        let window = show(nav)
        nav.navigationBar.standardAppearance.backgroundColor = Self.red
        let image = try ViewRenderer.render(window)
        #expect(
            image.color(x: 20, y: 60) == Color(red: 255, green: 0, blue: 0),
            "red over the material, the legacy tint ignored")
        #expect(
            nav.navigationBar.background.backgroundColor == BarMetrics.background
                && drawnBackground(nav.navigationBar) == Self.red)
    }

    @Test func aTransparentAppearanceDrawsNothing() throws {
        let root = Plain("A")
        root.view.backgroundColor = .systemTeal
        let nav = UINavigationController(rootViewController: root)
        let a = UINavigationBarAppearance()
        a.configureWithTransparentBackground()
        nav.navigationBar.standardAppearance = a
        let window = show(nav)
        #expect(nav.navigationBar.background.backgroundColor == nil && nav.navigationBar.background.shadowView.isHidden)
        let image = try ViewRenderer.render(window)
        let teal = UIColor.systemTeal.rgba8(window.traitCollection)
        #expect(
            image.color(x: 20, y: 60) == Color(red: teal.r, green: teal.g, blue: teal.b), "the content shows through")
        #expect(image.color(x: 20, y: 128) == Color(red: teal.r, green: teal.g, blue: teal.b), "no hairline")
    }

    @Test func buttonTitlesFollowTheButtonAppearances() {
        let root = Plain("A"), next = Plain("B")
        let edit = UIBarButtonItem(title: "Edit", style: .plain)
        let save = UIBarButtonItem(title: "Save", style: .done)
        let off = UIBarButtonItem(title: "Off", style: .plain)
        off.isEnabled = false
        next.navigationItem.rightBarButtonItems = [save, edit, off]
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(next, animated: false)
        let a = UINavigationBarAppearance()
        a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Self.green]
        a.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: Self.red]
        a.doneButtonAppearance.normal.titleTextAttributes = [
            .foregroundColor: Self.blue, .font: UIFont.boldSystemFont(ofSize: 20),
        ]
        a.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        nav.navigationBar.standardAppearance = a
        let window = show(nav)
        let bar = nav.navigationBar
        func label(_ item: UIBarButtonItem) -> UILabel? { bar.buttons.first { $0.item === item }?.label }
        #expect(label(edit)?.textColor == Self.green && label(edit)?.font == BarMetrics.itemFont)
        #expect(label(off)?.textColor == Self.red, "the disabled state")
        #expect(label(save)?.textColor == Self.blue && label(save)?.font == UIFont.boldSystemFont(ofSize: 20))
        let back = bar.buttons.first { $0.role == .back }
        #expect(back?.label.text == "A" && back?.label.textColor == .systemPink)
        #expect(back?.glyph?.color == bar.tintColor, "the chevron keeps the tint colour")
        let before = (title: bar.titleLabel.frame, edit: label(edit)?.frame ?? .zero)
        let moved = nav.navigationBar.standardAppearance
        moved.titlePositionAdjustment = UIOffset(horizontal: 10, vertical: -2)
        moved.buttonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: -3, vertical: 1)
        window.layoutIfNeeded()
        #expect(bar.titleLabel.frame == before.title.offsetBy(dx: 10, dy: -2))
        #expect(label(edit)?.frame == before.edit.offsetBy(dx: -3, dy: 1))
    }

    @Test func aCustomBackIndicatorReplacesTheChevron() {
        let root = Plain("A"), next = Plain("B")
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(next, animated: false)
        let arrow = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 16)).image { _ in }
        let a = UINavigationBarAppearance()
        a.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
        nav.navigationBar.standardAppearance = a
        _ = show(nav)
        let glyph = nav.navigationBar.buttons.first { $0.role == .back }?.glyph
        #expect(glyph?.image === arrow && glyph?.frame.size == CGSize(width: 10, height: 16))
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func tabItemsFollowTheTabBarAppearance(_ dir: UITraitEnvironmentLayoutDirection) {
        let a = Plain("A"), b = Plain("B"), c = Plain("C")
        a.tabBarItem = UITabBarItem(title: "A", image: nil, tag: 0)
        b.tabBarItem = UITabBarItem(title: "B", image: nil, tag: 1)
        c.tabBarItem = UITabBarItem(title: "C", image: nil, tag: 2)
        c.tabBarItem.badgeValue = "1"
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, c]
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.iconColor = Self.red
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: Self.red]
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = Self.blue
        appearance.stackedLayoutAppearance.selected.iconColor = Self.green
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [
            .foregroundColor: Self.green, .font: UIFont.boldSystemFont(ofSize: 11),
        ]
        appearance.compactInlineLayoutAppearance.selected.iconColor = Self.blue
        tabs.tabBar.standardAppearance = appearance
        let window = show(tabs, dir)
        let buttons = tabs.tabBar.buttons
        #expect(buttons[0].imageView.tint == Self.green && buttons[0].label.textColor == Self.green)
        #expect(buttons[0].label.font == UIFont.boldSystemFont(ofSize: 11))
        #expect(
            buttons[1].imageView.tint == Self.red && buttons[1].label.textColor == Self.red
                && buttons[1].label.font == BarMetrics.tabTitleFont)
        #expect(buttons[2].badge?.backgroundColor == Self.blue)
        let title = buttons[1].label.frame
        appearance.stackedLayoutAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
        tabs.tabBar.standardAppearance = appearance
        window.layoutIfNeeded()
        #expect(tabs.tabBar.buttons[1].label.frame == title.offsetBy(dx: 0, dy: -4))
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(
            tabs.tabBar.buttons[1].imageView.tint == Self.green && tabs.tabBar.buttons[0].imageView.tint == Self.red)
        // In a compact height the compact inline layout's states apply; what they leave out is
        // the bar's default (tint colour, gray).
        let landscape = show(tabs, dir, vertical: .compact)
        landscape.layoutIfNeeded()
        #expect(tabs.tabBar.buttons[1].imageView.tint == Self.blue)
        #expect(tabs.tabBar.buttons[1].label.textColor == tabs.tabBar.tintColor)
        #expect(tabs.tabBar.buttons[0].imageView.tint == BarMetrics.tabUnselected)
    }

    @Test func aTabBarUsesItsScrollEdgeAppearanceWhenTheContentReachesItsBottomEdge() {
        let list = Scrolling()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: list), Plain("B")]
        let standard = UITabBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = Self.red
        let edge = UITabBarAppearance()
        edge.configureWithTransparentBackground()
        tabs.tabBar.standardAppearance = standard
        tabs.tabBar.scrollEdgeAppearance = edge
        let window = show(tabs)
        #expect(
            tabs.tabBar.atScrollEdge == false && tabs.tabBar.background.backgroundColor == Self.red,
            "the list goes on under the bar")
        list.scroll.contentOffset = CGPoint(x: 0, y: 2000 - 667 + 49)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.atScrollEdge == true && tabs.tabBar.background.backgroundColor == nil)
        #expect(tabs.tabBar.background.shadowView.isHidden)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(tabs.tabBar.atScrollEdge == true, "no scroll view: at the edge")
    }

    @Test func aToolbarFollowsItsAppearance() {
        let window = makeWindow(375, 667)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let archive = UIBarButtonItem(title: "Archive", style: .plain)
        toolbar.items = [archive]
        window.addSubview(toolbar)
        toolbar.barTintColor = Self.green
        window.layoutIfNeeded()
        #expect(toolbar.background.backgroundColor == Self.green, "legacy tint")
        let a = UIToolbarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = Self.red
        a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Self.blue]
        toolbar.standardAppearance = a
        window.layoutIfNeeded()
        let label = toolbar.subviews.compactMap { $0 as? _UIButtonBarButton }.first?.label
        #expect(toolbar.background.backgroundColor == Self.red && label?.textColor == Self.blue)
        let compact = UIToolbarAppearance()
        compact.configureWithTransparentBackground()
        toolbar.compactAppearance = compact
        window.overrideTraitCollection = UITraitCollection(displayScale: 2, verticalSizeClass: .compact)
        window.layoutIfNeeded()
        #expect(toolbar.background.backgroundColor == nil && toolbar.background.shadowView.isHidden)
    }
}

extension BarAppearanceDrawingTests {
    /// `UIImage()` is UIKit's empty image: zero size, no PNG data, no intrinsic size in an image
    /// view. Apps pass it as the bar's background image and shadow image to remove both: the
    /// content shows through the bar and there is no hairline.
    @Test func emptyImagesRemoveTheBarsBackgroundAndHairline() throws {
        let empty = UIImage()
        #expect(empty.size == .zero && empty.scale == 1 && empty.pngData() == nil)
        #expect(UIImageView(image: empty).intrinsicContentSize == .zero)
        let pixel = UIImage(bitmap: try Bitmap(width: 1, height: 1), scale: 1)
        #expect(empty == UIImage() && empty != pixel, "equal to another empty image, not to a transparent pixel")
        let root = Plain("A")
        root.view.backgroundColor = .systemTeal
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.setBackgroundImage(UIImage(), for: .default)
        nav.navigationBar.shadowImage = UIImage()
        let window = show(nav)
        #expect(nav.navigationBar.background.shadowView.isHidden)
        let image = try ViewRenderer.render(window)
        let teal = UIColor.systemTeal.rgba8(window.traitCollection)
        #expect(
            image.color(x: 20, y: 60) == Color(red: teal.r, green: teal.g, blue: teal.b), "the content shows through")
        #expect(image.color(x: 20, y: 128) == Color(red: teal.r, green: teal.g, blue: teal.b), "no hairline")
    }
}
