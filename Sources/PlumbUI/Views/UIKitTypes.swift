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

/// The few `CALayer` properties that views draw with: corner radius, border and masking.
///
/// Plumb draws the border inside the bounds, above the content, as Core Animation does.
public final class CALayer {
    /// Radius of the rounded corners, in points (clamped to half the shorter side when drawn).
    public var cornerRadius: CGFloat = 0
    /// Which corners ``cornerRadius`` rounds (default all four).
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Width of the border drawn inside the bounds, in points.
    public var borderWidth: CGFloat = 0
    /// Colour of the border (`nil` draws none; UIKit's default is opaque black).
    public var borderColor: UIColor? = .black
    /// Whether sublayers (subviews) are clipped to the bounds and corner radius.
    public var masksToBounds: Bool = false
    /// Opacity of the layer (the view's `alpha` is drawn through the view).
    public var opacity: Float = 1
    /// Shadow colour. Where Plumb differs: shadows are kept for source compatibility but not
    /// drawn (a snapshot shows the view without its shadow).
    public var shadowColor: UIColor? = .black
    /// Shadow opacity (not drawn; see ``shadowColor``).
    public var shadowOpacity: Float = 0
    /// Shadow blur radius (not drawn; see ``shadowColor``).
    public var shadowRadius: CGFloat = 3
    /// Shadow offset (not drawn; see ``shadowColor``).
    public var shadowOffset = CGSize(width: 0, height: -3)
    init() {}
}

/// The corners of a layer that `cornerRadius` rounds: Core Animation's `CACornerMask`.
///
/// ```swift
/// card.layer.cornerRadius = 10
/// card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // the top two only
/// ```
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
