import Foundation
import Typesetting

/// A font: UIKit's `UIFont`, backed by the fonts bundled with Plumb.
///
/// The system font is Inter (regular, medium, semibold, bold) drawn inside San Francisco's
/// vertical metrics: ascender, descender, leading, line height, cap and x height are the values
/// UIKit reports for `systemFont(ofSize:weight:)` (17 pt: lineHeight 20.287109375), so labels
/// are as tall and baselines sit where they do on iOS. Arabic and Hebrew fall back to Noto Sans
/// Arabic UI and Noto Sans Hebrew, Chinese, Japanese and Korean to Droid Sans Fallback, emoji to
/// Noto Color Emoji, everything else to DejaVu Sans.
///
/// ```swift
/// label.font = .systemFont(ofSize: 15, weight: .semibold)
/// label.font = .preferredFont(forTextStyle: .body)   // 17 pt at the default size
/// ```
///
/// `monospacedSystemFont(ofSize:weight:)` draws with DejaVu Sans Mono, `withDesign(.serif)` with
/// DejaVu Serif (see ``UIFontDescriptor``), and the fonts an app ships draw once registered
/// (``register(contentsOf:)``, ``init(name:size:)``).
///
/// Where Plumb differs: San Francisco is not available on Linux; Inter stands in for it, so
/// text is a little wider than on iOS (heights are the same). Weights lighter than regular use regular, heavier than
/// bold use bold. The italic system font is Inter slanted by a synthetic oblique.
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

    /// The Human Interface Guidelines' leading for the text style at its content size category.
    let textStyleLeading: CGFloat?

    /// How a font made by `UIFontMetrics.scaledFont(for:)` was made: the metrics' text style, the
    /// font it scaled and the maximum size, so that a label that adjusts to the content size
    /// category can scale the same font again.
    let scaling: FontScaling?

    /// The system design a font made by `UIFontDescriptor.withDesign(_:)` was made with, for
    /// its `fontDescriptor`.
    let design: UIFontDescriptor.SystemDesign?

    init(
        _ font: Font, textStyle: TextStyle? = nil, textStyleLeading: CGFloat? = nil, scaling: FontScaling? = nil,
        design: UIFontDescriptor.SystemDesign? = nil
    ) {
        self.font = font
        self.textStyle = textStyle
        self.textStyleLeading = textStyleLeading
        self.scaling = scaling
        self.design = design
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

    /// The italic system font at a size: Inter regular slanted by FreeType's synthetic oblique
    /// (about 12°; San Francisco's italic is its own design).
    public class func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        var font = Font.system(size: Double(size))
        font.isOblique = true
        return UIFont(font)
    }

    /// A monospaced font at a size and weight: UIKit's SF Mono, drawn with DejaVu Sans Mono
    /// (regular below semibold, bold from semibold up), with DejaVu Sans Mono's own metrics.
    ///
    /// ```swift
    /// label.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
    /// label.font.fontName   // "DejaVuSansMono"
    /// ```
    public class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        var font = Font(family: .dejaVuSansMono, size: Double(size), weight: weight.face)
        // SF Mono when Apple's fonts are given (`SystemFonts`).
        font.systemDesign = .monospaced
        return UIFont(font, design: .monospaced)
    }

    /// The system font with figures of one width (OpenType `tnum`), so that changing numbers
    /// (a timer, a counter, a column of prices) do not move: letters are the system font's own.
    ///
    /// ```swift
    /// timerLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .medium)
    /// ```
    public class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        var font = Font.system(size: Double(size), weight: weight.face)
        font.features = .tabularFigures
        return UIFont(font)
    }

    /// The font for a text style at the content size category of `traitCollection` (`.large`
    /// when `nil`), with UIKit's Dynamic Type sizes (body: 14, 15, 16, 17, 19, 21, 23, then 28 ...
    /// 53 for the accessibility sizes).
    public class func preferredFont(
        forTextStyle style: TextStyle,
        compatibleWith traitCollection: UITraitCollection? = nil
    ) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let (sizes, leadings, weight) = dynamicTypeSizes[style] ?? dynamicTypeSizes[.body]!
        let i = min(category.index, sizes.count - 1)
        return UIFont(
            .system(size: Double(sizes[i]), weight: weight.face), textStyle: style,
            textStyleLeading: leadings[i])
    }

    /// The same font (face, slant, figures, design) at another size; no longer a text style's
    /// font, so a label that adjusts to the content size category leaves it alone.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(font.withSize(Double(size)), design: design) }

    /// The size in points.
    public var pointSize: CGFloat { CGFloat(font.size) }
    /// The family name of the face drawn ("Inter" for the system font; see `init(name:size:)`).
    public var familyName: String { FontRegistry.description(of: font.drawnFace).familyName }
    /// The PostScript name of the face drawn, e.g. "Inter-SemiBold", "DejaVuSansMono-Bold"
    /// (with Apple's fonts, see `SystemFonts`, e.g. "SFProText-Regular").
    public var fontName: String { FontRegistry.description(of: font.drawnFace).postScriptName }
    /// Distance from the baseline to the top of the tallest glyphs (positive).
    public var ascender: CGFloat { CGFloat(metrics?.ascender ?? 0) }
    /// Distance from the baseline to the bottom of the lowest glyphs (negative).
    public var descender: CGFloat { CGFloat(metrics?.descender ?? 0) }
    /// Extra space between lines: 0 for the system font at a size, and for a text style's font
    /// (`preferredFont(forTextStyle:)`) the Human Interface Guidelines' line spacing for the
    /// style at its content size category minus the bare line height, so that its lines are as
    /// far apart as on iOS (caption1 at the default size: 16 − 14.3203125 = 1.6796875).
    ///
    /// A label, a text view and `NSAttributedString` drawing put it between lines, not below
    /// the last one: a five-line caption1 label is 4 × 16 + 14.3203125 = 78.3203125 points, 78.33
    /// on the @3x grid, as recorded on iOS (issue 29), and a one-line label is as tall as with
    /// the system font.
    ///
    /// Where Plumb differs (**estimate**): where the HIG's spacing is smaller than the bare line
    /// height (caption1 and caption2 at the three smallest categories: 13 < 13.127 at 11 pt), the
    /// leading is 0, not negative; what iOS reports there was not confirmed.
    public var leading: CGFloat {
        if let spacing = textStyleLeading { return max(0, spacing - bareLineHeight) }
        return CGFloat(metrics?.leading ?? 0)
    }
    /// The height of one line of the font's glyphs: `ascender − descender` plus the font file's
    /// own line gap (0 for the system font). A text style's ``leading`` is not included
    /// (**estimate**: a one-line text-style label on iOS is as tall as this, so the spacing is
    /// taken to go between lines only; iOS's own `lineHeight` for a text style was not confirmed).
    public var lineHeight: CGFloat { bareLineHeight }
    /// `ascender − descender` plus the file's line gap.
    var bareLineHeight: CGFloat { CGFloat(metrics?.lineHeight ?? 0) }
    /// The height of capital letters.
    public var capHeight: CGFloat { CGFloat(metrics?.capHeight ?? 0) }
    /// The height of lowercase x.
    public var xHeight: CGFloat { CGFloat(metrics?.xHeight ?? 0) }

    /// Plumb addition (not UIKit API): the baseline-to-baseline spacing Apple's Human Interface
    /// Guidelines give for the text style this font was made for, at its content size category
    /// (body at the default size: 22), or `nil` for a font not made by
    /// `preferredFont(forTextStyle:)`.
    ///
    /// Labels, text views and attributed-string drawing apply it: a text style's lines are this
    /// far apart, baseline to baseline (see ``leading``).
    ///
    /// ```swift
    /// UIFont.preferredFont(forTextStyle: .body).textStyleLineSpacing   // 22
    /// ```
    public var textStyleLineSpacing: CGFloat? { textStyleLeading }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font }
    public func hash(into h: inout Hasher) { h.combine(font) }

    public var description: String {
        "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(font.weight); font-size: \(fmt(pointSize))pt"
    }

    /// Point sizes and leadings per content size category (xS, S, M, L, xL, xxL, xxxL, AX1 ... AX5)
    /// and the weight of each text style: Apple's Human Interface Guidelines, Typography,
    /// "Specifications → iOS, iPadOS Dynamic Type sizes" and "larger accessibility type sizes"
    /// (developer.apple.com/design/human-interface-guidelines/typography#Specifications), every
    /// size and leading as printed there.
    static let dynamicTypeSizes: [TextStyle: ([CGFloat], [CGFloat], Weight)] = [
        .largeTitle: (
            [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70], .regular
        ),
        .title1: (
            [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68], .regular
        ),
        .title2: (
            [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66], .regular
        ),
        .title3: (
            [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65], .regular
        ),
        .headline: (
            [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62], .semibold
        ),
        .body: (
            [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62], .regular
        ),
        .callout: (
            [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60], .regular
        ),
        .subheadline: (
            [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58], .regular
        ),
        .footnote: (
            [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52], .regular
        ),
        .caption1: (
            [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51], .regular
        ),
        .caption2: (
            [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
            [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48], .regular
        ),
    ]
}
