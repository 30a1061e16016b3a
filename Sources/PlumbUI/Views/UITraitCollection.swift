import Foundation

/// The user's preferred text size (Dynamic Type).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest.
    public static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Index in ``ordered`` (`large`, the default, for unknown values).
    var index: Int { UIContentSizeCategory.ordered.firstIndex(of: self) ?? 3 }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { index >= 7 }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
}

/// Whether a size class is compact or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// The environment a view lays out and draws in: layout direction, display scale, Dynamic Type
/// size and size classes.
///
/// ```swift
/// let traits = UITraitCollection(layoutDirection: .rightToLeft, displayScale: 3)
/// ```
///
/// Where Plumb differs: a view tree without a window uses ``default`` (left to right, @2x,
/// `.large`) unless its root has an override (see `UIView.overrideTraitCollection`).
public struct UITraitCollection: Hashable, Sendable {
    /// The layout direction of the environment.
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// Pixels per point.
    public var displayScale: CGFloat
    /// The Dynamic Type size.
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// Width size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// Height size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle

    /// Creates a trait collection; unspecified traits take the ``default`` values.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                displayScale: CGFloat = 2,
                preferredContentSizeCategory: UIContentSizeCategory = .large,
                horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
                verticalSizeClass: UIUserInterfaceSizeClass = .regular,
                userInterfaceStyle: UIUserInterfaceStyle = .light)
    {
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 2
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Left to right, @2x, `.large` text, compact width, regular height, light.
    public static let `default` = UITraitCollection()

    /// The layout direction as a user-interface direction (unspecified means left to right).
    var userInterfaceDirection: UIUserInterfaceLayoutDirection {
        layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
