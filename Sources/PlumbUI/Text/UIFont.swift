import Foundation
import Typesetting

/// A font: UIKit's `UIFont`, backed by the fonts bundled with Plumb.
///
/// The system font is Inter (regular, medium, semibold, bold); Arabic and Hebrew fall back to
/// Noto Sans Arabic UI and Noto Sans Hebrew, everything else to DejaVu Sans. Metrics follow
/// UIKit's definitions: `lineHeight = ascender − descender + leading`.
///
/// ```swift
/// label.font = .systemFont(ofSize: 15, weight: .semibold)
/// label.font = .preferredFont(forTextStyle: .body)   // 17 pt at the default size
/// ```
///
/// Where Plumb differs: San Francisco is not available on Linux; Inter stands in for it, so
/// text is a little wider than on iOS. Weights lighter than regular use regular, heavier than
/// bold use bold.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// A font weight with UIKit's values (−1 ultra light ... 1 black).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// The bundled face nearest to this weight.
        var face: FontWeight {
            if rawValue < 0.2 { return .regular }
            if rawValue < 0.28 { return .medium }
            if rawValue < 0.35 { return .semibold }
            return .bold
        }
    }

    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The Typesetting font.
    let font: Font
    /// The metrics, read once.
    private let metrics: FontMetrics?

    /// The Dynamic Type style the font was made for (`preferredFont(forTextStyle:)`), which
    /// `adjustsFontForContentSizeCategory` uses to pick the size for a new content size category.
    let textStyle: TextStyle?

    init(_ font: Font, textStyle: TextStyle? = nil) {
        self.font = font
        self.textStyle = textStyle
        metrics = try? font.metrics()
    }

    /// The system font (Inter) at a size and weight.
    public class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(.system(size: Double(size), weight: weight.face))
    }

    /// The regular system font at a size.
    public class func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }

    /// The bold system font at a size.
    public class func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    /// The font for a text style at the content size category of `traitCollection` (`.large`
    /// when `nil`), with UIKit's Dynamic Type sizes (body: 14, 15, 16, 17, 19, 21, 23, then 28 ...
    /// 53 for the accessibility sizes).
    public class func preferredFont(forTextStyle style: TextStyle,
                                    compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let (sizes, weight) = dynamicTypeSizes[style] ?? dynamicTypeSizes[.body]!
        return UIFont(.system(size: Double(sizes[min(category.index, sizes.count - 1)]), weight: weight.face), textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(font.withSize(Double(size))) }

    /// The size in points.
    public var pointSize: CGFloat { CGFloat(font.size) }
    /// The family name ("Inter").
    public var familyName: String { "Inter" }
    /// The face name, e.g. "Inter-SemiBold".
    public var fontName: String { font.face.rawValue.replacingOccurrences(of: ".otf", with: "") }
    /// Distance from the baseline to the top of the tallest glyphs (positive).
    public var ascender: CGFloat { CGFloat(metrics?.ascender ?? 0) }
    /// Distance from the baseline to the bottom of the lowest glyphs (negative).
    public var descender: CGFloat { CGFloat(metrics?.descender ?? 0) }
    /// Extra space between lines.
    public var leading: CGFloat { CGFloat(metrics?.leading ?? 0) }
    /// The height of one line: `ascender − descender + leading`.
    public var lineHeight: CGFloat { CGFloat(metrics?.lineHeight ?? 0) }
    /// The height of capital letters.
    public var capHeight: CGFloat { CGFloat(metrics?.capHeight ?? 0) }
    /// The height of lowercase x.
    public var xHeight: CGFloat { CGFloat(metrics?.xHeight ?? 0) }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font }
    public func hash(into h: inout Hasher) { h.combine(font) }

    public var description: String {
        "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(font.weight); font-size: \(fmt(pointSize))pt"
    }

    /// Point sizes per content size category (xS ... AX5) and the weight of each text style.
    static let dynamicTypeSizes: [TextStyle: ([CGFloat], Weight)] = [
        .largeTitle: ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], .regular),
        .title1: ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], .regular),
        .title2: ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], .regular),
        .title3: ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], .regular),
        .headline: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .semibold),
        .body: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .regular),
        .callout: ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], .regular),
        .subheadline: ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], .regular),
        .footnote: ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], .regular),
        .caption1: ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], .regular),
        .caption2: ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], .regular),
    ]
}
