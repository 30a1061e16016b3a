import Foundation

extension UIView {
    /// How a view's content is laid out in its bounds (used by `UIImageView`).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which parts of a view's frame stretch when its superview's bounds change; turned into
    /// `NSAutoresizingMaskLayoutConstraint`s while `translatesAutoresizingMaskIntoConstraints` is on.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The intrinsic dimension of a view that has none on that axis (−1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size `systemLayoutSizeFitting` targets for the smallest fitting size: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size `systemLayoutSizeFitting` targets for the largest fitting size: (10000, 10000).
    public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

    /// The writing direction a semantic content attribute resolves to, given the direction
    /// of the context around the view.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

/// Whether a view's content flips in a right-to-left layout.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction (flips in RTL).
    case unspecified = 0
    /// Playback controls: never flips.
    case playback = 1
    /// Directional controls: never flips.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The direction user interface content flows in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

/// The direction of the text in a trait collection (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// Axes of a layout: UIKit's `UIAxis`.
public struct UIAxis: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
