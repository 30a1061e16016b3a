import Foundation

/// The environment a view lays out and draws in: layout direction, display scale, Dynamic Type
/// size, size classes and appearance (light or dark, base or elevated, contrast, bold text).
///
/// ```swift
/// let traits = UITraitCollection(layoutDirection: .rightToLeft, displayScale: 3)
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.label.resolvedColor(with: dark)            // white
/// ```
///
/// Where Plumb differs: a `struct`, not a class. A view tree without a window uses ``default``
/// (left to right, @2x, `.large`, compact width, regular height, the phone idiom, unspecified
/// style: drawn as light) unless its root has an override (see `UIView.overrideTraitCollection`). The traits an
/// initialiser was given are remembered, so that ``init(traitsFrom:)`` lets only those override
/// (UIKit's unspecified traits); equality ignores which traits were given.
public struct UITraitCollection: Hashable, Sendable {
    /// The layout direction of the environment.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { didSet { given.insert(.layoutDirection) } }
    /// Pixels per point.
    public var displayScale: CGFloat { didSet { given.insert(.displayScale) } }
    /// The Dynamic Type size.
    public var preferredContentSizeCategory: UIContentSizeCategory { didSet { given.insert(.contentSize) } }
    /// Width size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { didSet { given.insert(.horizontalSizeClass) } }
    /// Height size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { didSet { given.insert(.verticalSizeClass) } }
    /// Light or dark (`.unspecified` draws as light).
    public var userInterfaceStyle: UIUserInterfaceStyle { didSet { given.insert(.userInterfaceStyle) } }
    /// Base or elevated (presented content in dark mode uses the elevated background colours).
    public var userInterfaceLevel: UIUserInterfaceLevel { didSet { given.insert(.userInterfaceLevel) } }
    /// Normal or increased contrast (Settings › Accessibility › Increase Contrast).
    public var accessibilityContrast: UIAccessibilityContrast { didSet { given.insert(.accessibilityContrast) } }
    /// Regular or bold text (Settings › Accessibility › Bold Text). Stored; Plumb's fonts do
    /// not change weight with it.
    public var legibilityWeight: UILegibilityWeight { didSet { given.insert(.legibilityWeight) } }
    /// The kind of device: `.phone` unless given (Plumb's default environment is an iPhone's, as
    /// ``default``'s size classes are); snapshot devices give `.pad` for iPads.
    ///
    /// Where Plumb differs: UIKit reports `.unspecified` for a view outside any window; Plumb's
    /// ``default`` is concrete (as its size classes are).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { didSet { given.insert(.userInterfaceIdiom) } }

    /// Which traits were given explicitly (at initialisation or by assignment).
    package var given: Given

    /// Creates a trait collection; traits not given take the ``default`` values and do not
    /// override in ``init(traitsFrom:)``.
    public init(
        layoutDirection: UITraitEnvironmentLayoutDirection? = nil,
        displayScale: CGFloat? = nil,
        preferredContentSizeCategory: UIContentSizeCategory? = nil,
        horizontalSizeClass: UIUserInterfaceSizeClass? = nil,
        verticalSizeClass: UIUserInterfaceSizeClass? = nil,
        userInterfaceStyle: UIUserInterfaceStyle? = nil,
        userInterfaceLevel: UIUserInterfaceLevel? = nil,
        accessibilityContrast: UIAccessibilityContrast? = nil,
        legibilityWeight: UILegibilityWeight? = nil,
        userInterfaceIdiom: UIUserInterfaceIdiom? = nil
    ) {
        var g: Given = []
        if layoutDirection != nil { g.insert(.layoutDirection) }
        if displayScale != nil { g.insert(.displayScale) }
        if preferredContentSizeCategory != nil { g.insert(.contentSize) }
        if horizontalSizeClass != nil { g.insert(.horizontalSizeClass) }
        if verticalSizeClass != nil { g.insert(.verticalSizeClass) }
        if userInterfaceStyle != nil { g.insert(.userInterfaceStyle) }
        if userInterfaceLevel != nil { g.insert(.userInterfaceLevel) }
        if accessibilityContrast != nil { g.insert(.accessibilityContrast) }
        if legibilityWeight != nil { g.insert(.legibilityWeight) }
        if userInterfaceIdiom != nil { g.insert(.userInterfaceIdiom) }
        given = g
        self.layoutDirection = layoutDirection ?? .leftToRight
        let scale = displayScale ?? 2
        self.displayScale = scale > 0 && scale.isFinite ? scale : 2
        self.preferredContentSizeCategory = preferredContentSizeCategory ?? .large
        self.horizontalSizeClass = horizontalSizeClass ?? .compact
        self.verticalSizeClass = verticalSizeClass ?? .regular
        self.userInterfaceStyle = userInterfaceStyle ?? .unspecified
        self.userInterfaceLevel = userInterfaceLevel ?? .unspecified
        self.accessibilityContrast = accessibilityContrast ?? .unspecified
        self.legibilityWeight = legibilityWeight ?? .unspecified
        self.userInterfaceIdiom = userInterfaceIdiom ?? .phone
    }

    /// Left to right, @2x, `.large` text, compact width, regular height, phone idiom;
    /// appearance traits unspecified (drawn as light, base level, normal contrast).
    public static let `default` = UITraitCollection()

    /// The layout direction as a user-interface direction (unspecified means left to right).
    var userInterfaceDirection: UIUserInterfaceLayoutDirection {
        layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Equal when every trait is equal (which traits were given does not matter).
    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.layoutDirection == b.layoutDirection && a.displayScale == b.displayScale
            && a.preferredContentSizeCategory == b.preferredContentSizeCategory
            && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.userInterfaceStyle == b.userInterfaceStyle && a.userInterfaceLevel == b.userInterfaceLevel
            && a.accessibilityContrast == b.accessibilityContrast && a.legibilityWeight == b.legibilityWeight
            && a.userInterfaceIdiom == b.userInterfaceIdiom
    }

    public func hash(into h: inout Hasher) {
        h.combine(layoutDirection)
        h.combine(displayScale)
        h.combine(preferredContentSizeCategory)
        h.combine(horizontalSizeClass)
        h.combine(verticalSizeClass)
        h.combine(userInterfaceStyle)
        h.combine(userInterfaceLevel)
        h.combine(accessibilityContrast)
        h.combine(legibilityWeight)
        h.combine(userInterfaceIdiom)
    }

    /// The traits an initialiser or an assignment gave.
    package struct Given: OptionSet, Sendable, Hashable {
        package let rawValue: UInt16
        package init(rawValue: UInt16) { self.rawValue = rawValue }
        package static let layoutDirection = Given(rawValue: 1 << 0)
        package static let displayScale = Given(rawValue: 1 << 1)
        package static let contentSize = Given(rawValue: 1 << 2)
        package static let horizontalSizeClass = Given(rawValue: 1 << 3)
        package static let verticalSizeClass = Given(rawValue: 1 << 4)
        package static let userInterfaceStyle = Given(rawValue: 1 << 5)
        package static let userInterfaceLevel = Given(rawValue: 1 << 6)
        package static let accessibilityContrast = Given(rawValue: 1 << 7)
        package static let legibilityWeight = Given(rawValue: 1 << 8)
        package static let userInterfaceIdiom = Given(rawValue: 1 << 9)
    }
}
