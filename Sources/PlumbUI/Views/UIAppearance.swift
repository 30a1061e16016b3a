import Foundation

/// An object that appearance proxies can be scoped to: UIKit's `UIAppearanceContainer`, adopted
/// by `UIView` and `UIViewController`.
@MainActor @preconcurrency
public protocol UIAppearanceContainer: NSObjectProtocol {}

/// A class with appearance proxies: UIKit's `UIAppearance`, adopted by `UIView` and `UIBarItem`.
///
/// Set a property on a class's proxy and every instance that enters a window afterwards takes
/// the value (UIKit: "iOS applies appearance changes when a view enters a window, but it doesn't
/// change the appearance of a view that's already in a window").
///
/// ```swift
/// UILabel.appearance().textColor = .secondaryLabel
/// UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).font = .preferredFont(forTextStyle: .body)
/// UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemOrange
/// ```
///
/// What Plumb applies, when a view enters a window (each time it does, before its
/// `didMoveToWindow()`): `UIView`'s `backgroundColor` and `tintColor`, `UILabel`'s `textColor`
/// and `font`, and `barTintColor` and `UITabBar.unselectedItemTintColor` on the bars. A proxy
/// applies to instances of its class and subclasses; scoped to containers
/// (`whenContainedInInstancesOf:`, nearest first, in "ascending hierarchical order" as UIKit's
/// documentation puts it) when the view's superviews and their view controllers contain them in
/// that order; scoped to traits when the view's traits have the values the collection gives.
/// When several proxies set one property, the one with more containers wins, then the one for a
/// subclass, then the one set up last. A value the proxy sets replaces one set on the view before
/// it entered the window (as iOS does: an appearance overrides a colour set in Interface Builder,
/// openradar 24470115); set a value after that to keep it.
///
/// Where Plumb differs: other properties set on a proxy (those of your own subclasses included)
/// are kept on the proxy and not applied; `UIBarItem` proxies are kept and not applied. A proxy
/// is a real instance of the class, made with `init?(coder:)` (the initializer every subclass
/// has): a subclass's `init?(coder:)` that traps (`fatalError`) traps in `appearance()` too, and
/// one that returns `nil` is a programmer error (a precondition failure).
@MainActor @preconcurrency
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances inside containers of these classes, nearest first.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose traits have the values `trait` gives.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances with these traits inside containers of these classes.
    static func appearance(
        for trait: UITraitCollection,
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}

extension UIViewController: UIAppearanceContainer {}

extension UIView: UIAppearanceContainer, UIAppearance {
    /// The proxy for every instance of the class (see ``UIAppearance``).
    public static func appearance() -> Self { AppearanceRegistry.proxy(self, [], nil) }
    /// The proxy for instances inside containers of these classes, nearest first.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(self, containerTypes, nil)
    }
    /// The proxy for instances whose traits have the values `trait` gives.
    public static func appearance(for trait: UITraitCollection) -> Self { AppearanceRegistry.proxy(self, [], trait) }
    /// The proxy for instances with these traits inside containers of these classes.
    public static func appearance(
        for trait: UITraitCollection,
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceRegistry.proxy(self, containerTypes, trait)
    }

    /// Notes a property set on this view when it is an appearance proxy.
    func recordAppearance(_ property: String, _ apply: @escaping (UIView) -> Void) {
        _appearance?.proxy?.record(property) { ($0 as? UIView).map(apply) }
    }

    /// Applies the matching proxies' properties: called as the view enters a window.
    func applyAppearanceProxies() {
        guard !AppearanceRegistry.proxies.isEmpty else { return }
        for proxy in AppearanceRegistry.matching(self) { proxy.apply(to: self) }
    }

    /// The appearance containers around the view, nearest first: its own controller (for a
    /// controller's root view), then each superview and its controller.
    var appearanceContainers: [AnyObject] {
        var result: [AnyObject] = []
        if isViewControllerRoot, let vc = _viewController { result.append(vc) }
        var v = superview
        while let s = v {
            result.append(s)
            if s.isViewControllerRoot, let vc = s._viewController { result.append(vc) }
            v = s.superview
        }
        return result
    }
}

extension UIBarItem: UIAppearance {
    /// The proxy for every instance of the class (see ``UIAppearance``).
    public static func appearance() -> Self { AppearanceRegistry.proxy(self, [], nil) }
    /// The proxy for instances inside containers of these classes, nearest first.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(self, containerTypes, nil)
    }
    /// The proxy for instances whose traits have the values `trait` gives.
    public static func appearance(for trait: UITraitCollection) -> Self { AppearanceRegistry.proxy(self, [], trait) }
    /// The proxy for instances with these traits inside containers of these classes.
    public static func appearance(
        for trait: UITraitCollection,
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceRegistry.proxy(self, containerTypes, trait)
    }
}

/// A class whose proxies Plumb can make: one with a required `init?(coder:)`.
@MainActor
protocol AppearanceProxyConstructible: AnyObject {
    init?(coder: NSCoder)
}

extension UIView: AppearanceProxyConstructible {}
extension UIBarItem: AppearanceProxyConstructible {}

/// One appearance proxy: the instance handed out and the properties set on it, in order.
@MainActor
final class AppearanceProxy {
    let object: AnyObject
    let typeID: ObjectIdentifier
    let containers: [any UIAppearanceContainer.Type]
    let traits: UITraitCollection?
    /// Whether an object is an instance of the proxy's class (or a subclass).
    let matchesClass: (AnyObject) -> Bool
    private(set) var setters: [(property: String, apply: (AnyObject) -> Void)] = []

    init(
        object: AnyObject, typeID: ObjectIdentifier, containers: [any UIAppearanceContainer.Type],
        traits: UITraitCollection?, matchesClass: @escaping (AnyObject) -> Bool
    ) {
        self.object = object
        self.typeID = typeID
        self.containers = containers
        self.traits = traits
        self.matchesClass = matchesClass
    }

    func record(_ property: String, _ apply: @escaping (AnyObject) -> Void) {
        setters.removeAll { $0.property == property }
        setters.append((property, apply))
    }

    func apply(to object: AnyObject) {
        for s in setters { s.apply(object) }
    }

    /// Whether a view is in this proxy's containers (in order, nearest first, not necessarily
    /// adjacent) and has its traits.
    func matches(_ view: UIView) -> Bool {
        guard matchesClass(view) else { return false }
        if let traits, !view.traitCollection.has(traits) { return false }
        guard !containers.isEmpty else { return true }
        var i = 0
        for candidate in view.appearanceContainers where isInstance(candidate, of: containers[i]) {
            i += 1
            if i == containers.count { return true }
        }
        return false
    }

    private func isInstance(_ object: AnyObject, of type: any UIAppearanceContainer.Type) -> Bool {
        func check<T: UIAppearanceContainer>(_ t: T.Type) -> Bool { object is T }
        return check(type)
    }
}

/// Every appearance proxy made, in the order they were made.
@MainActor
enum AppearanceRegistry {
    static var proxies: [AppearanceProxy] = []

    /// The proxy of a class for containers and traits, made on first use.
    static func proxy<T: AppearanceProxyConstructible>(
        _ type: T.Type, _ containers: [any UIAppearanceContainer.Type],
        _ traits: UITraitCollection?
    ) -> T {
        let id = ObjectIdentifier(type)
        let containerIDs = containers.map { ObjectIdentifier($0) }
        if let existing = proxies.first(where: {
            $0.typeID == id && $0.containers.map { ObjectIdentifier($0) } == containerIDs && $0.traits == traits
                && $0.traits?.given == traits?.given
        }), let object = existing.object as? T {
            return object
        }
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let coder: NSCoder = (try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)) ?? archiver
        guard let object = type.init(coder: coder) else {
            preconditionFailure(
                "\(type).appearance(): init?(coder:) returned nil; Plumb makes appearance proxies with it.")
        }
        let proxy = AppearanceProxy(
            object: object, typeID: id, containers: containers, traits: traits,
            matchesClass: { $0 is T })
        if let view = object as? UIView {
            if view._appearance == nil { view._appearance = ViewAppearance() }
            view._appearance?.proxy = proxy
        }
        proxies.append(proxy)
        return object
    }

    /// The proxies that apply to a view, in the order to apply them (the winner last).
    static func matching(_ view: UIView) -> [AppearanceProxy] {
        let found = proxies.enumerated().filter { $0.element.matches(view) }
        func depth(_ p: AppearanceProxy) -> Int {
            proxies.count { $0 !== p && $0.typeID != p.typeID && $0.matchesClass(p.object) }
        }
        return found.sorted { a, b in
            let (pa, pb) = (a.element, b.element)
            if pa.containers.count != pb.containers.count { return pa.containers.count < pb.containers.count }
            let (da, db) = (depth(pa), depth(pb))
            if da != db { return da < db }
            return a.offset < b.offset
        }.map(\.element)
    }
}

extension UITraitCollection {
    /// Whether this collection has every trait `other` gives, with the same value.
    func has(_ other: UITraitCollection) -> Bool {
        let g = other.given
        if g.contains(.layoutDirection), layoutDirection != other.layoutDirection { return false }
        if g.contains(.displayScale), displayScale != other.displayScale { return false }
        if g.contains(.contentSize), preferredContentSizeCategory != other.preferredContentSizeCategory { return false }
        if g.contains(.horizontalSizeClass), horizontalSizeClass != other.horizontalSizeClass { return false }
        if g.contains(.verticalSizeClass), verticalSizeClass != other.verticalSizeClass { return false }
        // An unspecified style draws as light, so a light proxy applies to it.
        func drawn(_ s: UIUserInterfaceStyle) -> UIUserInterfaceStyle { s == .unspecified ? .light : s }
        if g.contains(.userInterfaceStyle), drawn(userInterfaceStyle) != drawn(other.userInterfaceStyle) {
            return false
        }
        if g.contains(.userInterfaceLevel), userInterfaceLevel != other.userInterfaceLevel { return false }
        if g.contains(.accessibilityContrast), accessibilityContrast != other.accessibilityContrast { return false }
        if g.contains(.legibilityWeight), legibilityWeight != other.legibilityWeight { return false }
        if g.contains(.userInterfaceIdiom), userInterfaceIdiom != other.userInterfaceIdiom { return false }
        return true
    }
}
