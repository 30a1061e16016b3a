import Foundation
import Typesetting

/// Scales fonts and values with the user's preferred text size (Dynamic Type): UIKit's
/// `UIFontMetrics`, for custom fonts and spacings that should grow and shrink as a text style
/// does.
///
/// A value is scaled by the ratio of the text style's size at the content size category to its
/// size at `.large` (the default), both from Apple's Human Interface Guidelines' Dynamic Type
/// tables (Typography → Specifications, the sizes ``UIFont/preferredFont(forTextStyle:compatibleWith:)``
/// uses): body at `.extraExtraExtraLarge` is 23 pt against 17, so 17 scales to 23 and 10 to
/// 10 × 23 / 17. That UIKit scales by exactly this ratio, without rounding, is an **estimate**
/// (it matches the text styles' own sizes, and UIKit documents no other rule).
///
/// Without a trait collection the category is `.large`, as for
/// `preferredFont(forTextStyle:)` without one (Plumb has no system-wide setting), so the
/// value comes back unchanged; pass the view's `traitCollection` to follow its category. A
/// label, text field or text view whose `adjustsFontForContentSizeCategory` is on scales a
/// font made here again when its category changes, as UIKit does.
///
/// ```swift
/// let brand = UIFont(name: "Brand-Regular", size: 17)!
/// label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: brand)
/// label.adjustsFontForContentSizeCategory = true
/// let spacing = UIFontMetrics.default.scaledValue(for: 8, compatibleWith: view.traitCollection)
/// ```
public final class UIFontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The text style whose sizes the metrics follow.
    let textStyle: UIFont.TextStyle

    /// Metrics that scale as a text style does (an unknown style scales as body).
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = UIFont.dynamicTypeSizes[textStyle] == nil ? .body : textStyle
    }

    /// A value scaled for a trait collection's content size category (`.large` for `nil`):
    /// `value × size at the category / size at .large`, multiplied first so that the style's
    /// own sizes come out exact (17 → 23).
    func scale(_ value: CGFloat, _ traitCollection: UITraitCollection?) -> CGFloat {
        let sizes = UIFont.dynamicTypeSizes[textStyle]!.0
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return value * sizes[min(category.index, sizes.count - 1)] / sizes[UIContentSizeCategory.large.index]
    }

    /// A font scaled for the default content size category (`.large`: the font's own size).
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// A font scaled for the default content size category, at most `maximumPointSize` points
    /// (0: no maximum).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// A font scaled for a trait collection's content size category.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// A font scaled for a trait collection's content size category, at most `maximumPointSize`
    /// points (0: no maximum).
    ///
    /// - Parameters:
    ///   - font: The font at the default content size category; a font that was itself scaled
    ///     is scaled from its original.
    ///   - maximumPointSize: The largest size to return, or 0 for no limit.
    ///   - traitCollection: The traits whose `preferredContentSizeCategory` to follow; `nil`
    ///     for `.large`.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat,
        compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let original = font.scaling?.original ?? font
        var size = scale(original.pointSize, traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return UIFont(
            original.font.withSize(Double(size)),
            scaling: FontScaling(textStyle: textStyle, original: original, maximumPointSize: maximumPointSize),
            design: original.design)
    }

    /// A value (a spacing, a height) scaled for the default content size category (`.large`:
    /// the value itself).
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// A value scaled for a trait collection's content size category.
    ///
    /// ```swift
    /// let large = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    /// UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: large)   // 23
    /// ```
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scale(value, traitCollection)
    }
}

/// How `UIFontMetrics` made a font: enough to make it again for another content size category.
struct FontScaling: Sendable {
    var textStyle: UIFont.TextStyle
    var original: UIFont
    var maximumPointSize: CGFloat
}

extension UIFont {
    /// The font a view that adjusts to the content size category shows for new traits: a text
    /// style's font for the new category, a `UIFontMetrics` font scaled again, or `nil` for
    /// any other font (left alone).
    func adjusted(to traitCollection: UITraitCollection) -> UIFont? {
        if let textStyle { return .preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection) }
        if let scaling {
            return UIFontMetrics(forTextStyle: scaling.textStyle).scaledFont(
                for: scaling.original, maximumPointSize: scaling.maximumPointSize, compatibleWith: traitCollection)
        }
        return nil
    }
}
