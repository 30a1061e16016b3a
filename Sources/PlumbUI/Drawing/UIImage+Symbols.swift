import Foundation
import Raster

extension UIImage {
    /// The weight of a symbol image: UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The scale of a symbol image relative to its point size: UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// What an image is drawn for: UIKit's `UIImage.Configuration` (the traits an image
    /// resolves with; ``SymbolConfiguration`` adds a symbol's size, weight and colours).
    public class Configuration: NSObject, NSCopying, @unchecked Sendable {
        // Immutable once made: safe to share.
        /// The traits the image is for (`nil`: unspecified).
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// The same configuration for other traits.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            made(traits: traitCollection) as! Self
        }

        /// This configuration with what `otherConfiguration` specifies put over it.
        public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            merged(with: otherConfiguration) as! Self
        }

        /// A copy with other traits (each subclass makes its own type).
        func made(traits: UITraitCollection?) -> Configuration { Configuration(traitCollection: traits) }

        /// The merge behind `applying(_:)` (each subclass merges its own values).
        func merged(with other: Configuration?) -> Configuration {
            made(traits: other?.traitCollection ?? traitCollection)
        }

        /// The same configuration (configurations are immutable).
        public func copy(with zone: NSZone? = nil) -> Any { self }

        /// Configurations are equal when their traits are.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Configuration, type(of: other) == type(of: self) else { return false }
            return other.traitCollection == traitCollection
        }

        public override var hash: Int { traitCollection.hashValue }
    }

    /// How a symbol image is sized and coloured: UIKit's `UIImage.SymbolConfiguration` (point
    /// size, weight, scale, text style; iOS 15's hierarchical and palette colours).
    ///
    /// ```swift
    /// let big = UIImage.SymbolConfiguration(pointSize: 30, weight: .semibold)
    /// let red = UIImage.SymbolConfiguration(hierarchicalColor: .systemRed)
    /// icon.image = UIImage(systemName: "heart.fill", withConfiguration: big.applying(red))
    /// ```
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size (0: from the text style, else 17).
        public let pointSize: CGFloat
        /// The weight (kept; the placeholder has one weight).
        public let weight: SymbolWeight
        /// The scale.
        public let scale: SymbolScale
        /// The text style the point size comes from.
        public let textStyle: UIFont.TextStyle?
        /// iOS 15's hierarchical colour (the placeholder is drawn in it).
        let hierarchicalColor: UIColor?
        /// iOS 15's palette colours (the placeholder is drawn in the first).
        let paletteColors: [UIColor]?
        /// Whether multicolour rendering is preferred (kept).
        let prefersMulticolor: Bool

        init(
            pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
            textStyle: UIFont.TextStyle? = nil, hierarchicalColor: UIColor? = nil, paletteColors: [UIColor]? = nil,
            prefersMulticolor: Bool = false, traitCollection: UITraitCollection? = nil
        ) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.hierarchicalColor = hierarchicalColor
            self.paletteColors = paletteColors
            self.prefersMulticolor = prefersMulticolor
            super.init(traitCollection: traitCollection)
        }

        /// A configuration with a point size.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        /// A configuration with a point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        /// A configuration with a point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        /// A configuration with a weight.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
        /// A configuration with a scale.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        /// A configuration sized for a text style.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: 0, textStyle: textStyle) }
        /// A configuration sized for a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// A configuration sized for a font.
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
        /// A configuration sized for a font, at a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }
        /// Hierarchical rendering in shades of a colour (iOS 15; the placeholder is drawn in it,
        /// whatever the tint colour).
        public convenience init(hierarchicalColor: UIColor) {
            self.init(hierarchicalColor: hierarchicalColor, paletteColors: nil)
        }
        /// Palette rendering in colours for the symbol's layers (iOS 15; the placeholder is drawn
        /// in the first).
        public convenience init(paletteColors: [UIColor]) {
            self.init(hierarchicalColor: nil, paletteColors: paletteColors)
        }

        /// A configuration that prefers a symbol's own multicolour rendering (iOS 15; kept).
        public static func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(prefersMulticolor: true)
        }

        /// A configuration that specifies nothing.
        public static let unspecified = SymbolConfiguration()

        /// The same configuration without its text style.
        public func configurationWithoutTextStyle() -> SymbolConfiguration { with(textStyle: .some(nil)) }
        /// The same configuration without its scale.
        public func configurationWithoutScale() -> SymbolConfiguration { with(scale: .unspecified) }
        /// The same configuration without its weight.
        public func configurationWithoutWeight() -> SymbolConfiguration { with(weight: .unspecified) }
        /// The same configuration without its point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            with(pointSize: 0, weight: .unspecified)
        }

        /// Whether another configuration is equal to this one.
        public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool { isEqual(otherConfiguration as Any?) }

        func with(
            pointSize: CGFloat? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil,
            textStyle: UIFont.TextStyle?? = nil, traits: UITraitCollection?? = nil
        ) -> SymbolConfiguration {
            SymbolConfiguration(
                pointSize: pointSize ?? self.pointSize, weight: weight ?? self.weight, scale: scale ?? self.scale,
                textStyle: textStyle ?? self.textStyle, hierarchicalColor: hierarchicalColor,
                paletteColors: paletteColors, prefersMulticolor: prefersMulticolor,
                traitCollection: traits ?? traitCollection)
        }

        override func made(traits: UITraitCollection?) -> Configuration { with(traits: .some(traits)) }

        override func merged(with other: Configuration?) -> Configuration {
            guard let o = other as? SymbolConfiguration else { return super.merged(with: other) }
            return SymbolConfiguration(
                pointSize: o.pointSize > 0 ? o.pointSize : pointSize,
                weight: o.weight != .unspecified ? o.weight : weight,
                scale: o.scale != .unspecified ? o.scale : scale,
                textStyle: o.textStyle ?? (o.pointSize > 0 ? nil : textStyle),
                hierarchicalColor: o.hierarchicalColor ?? (o.paletteColors == nil ? hierarchicalColor : nil),
                paletteColors: o.paletteColors ?? (o.hierarchicalColor == nil ? paletteColors : nil),
                prefersMulticolor: o.prefersMulticolor || prefersMulticolor,
                traitCollection: o.traitCollection ?? traitCollection)
        }

        /// Configurations are equal when their size, weight, scale, text style, colours and
        /// traits are.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let b = object as? SymbolConfiguration else { return false }
            return pointSize == b.pointSize && weight == b.weight && scale == b.scale && textStyle == b.textStyle
                && hierarchicalColor == b.hierarchicalColor && paletteColors == b.paletteColors
                && prefersMulticolor == b.prefersMulticolor && traitCollection == b.traitCollection
        }

        public override var hash: Int {
            var h = Hasher()
            h.combine(pointSize)
            h.combine(weight)
            h.combine(scale)
            return h.finalize()
        }

        /// The colour the placeholder is drawn in instead of the tint colour, if any.
        var placeholderColor: UIColor? { paletteColors?.first ?? hierarchicalColor }

        /// The side of the placeholder square in points: the point size × 1.2, × 0.8 for
        /// `.small` and × 1.3 for `.large` (**estimates** of SF Symbols' image sizes), on the
        /// @3x grid.
        var side: CGFloat {
            var size =
                pointSize > 0
                ? pointSize
                : textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 17
            size *= 1.2
            switch scale {
            case .small: size *= 0.8
            case .large: size *= 1.3
            default: break
            }
            return (size * 3).rounded() / 3
        }
    }

    /// A placeholder for an SF Symbol, with a warning: Apple licenses SF Symbols for its own
    /// platforms only, so Plumb cannot ship them.
    ///
    /// The placeholder is a clearly marked box with a cross, as big as the symbol would roughly
    /// be (20 points at the default 17-point size, an **estimate**), drawn as a template (in the
    /// tint colour), like symbols. Layout that depends on a symbol's exact size differs from iOS.
    ///
    /// ```swift
    /// let icon = UIImage(systemName: "star.fill")   // a 20 × 20 pt placeholder box + a warning
    /// ```
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A placeholder for an SF Symbol at a configuration's size (see ``init(systemName:)``); a
    /// configuration that is not a symbol configuration sizes it as the default.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        LayoutDiagnostics.report(
            .warning,
            "UIImage(systemName: \"\(name)\"): SF Symbols cannot ship with Plumb "
                + "(Apple licenses them for Apple platforms only); a placeholder box is drawn instead.")
        let symbol = configuration as? SymbolConfiguration ?? SymbolConfiguration()
        var extras = ImageExtras()
        extras.symbolConfiguration = symbol
        self.init(
            bitmap: UIImage.symbolPlaceholder(side: symbol.side), scale: 3, renderingMode: .automatic,
            imageAsset: nil, isSymbolImage: true, extras: extras)
    }

    /// A placeholder for an SF Symbol (the traits are not used).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The image's configuration: a symbol image's symbol configuration (`nil` otherwise).
    public var configuration: Configuration? { extras.symbolConfiguration }

    /// A symbol image's symbol configuration (`nil` for other images).
    public var symbolConfiguration: SymbolConfiguration? { extras.symbolConfiguration }

    /// The same symbol with another configuration, which replaces its own (a placeholder of the
    /// new size); other images are returned as they are.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard isSymbolImage else { return self }
        return symbol(
            with: configuration as? SymbolConfiguration
                ?? SymbolConfiguration(traitCollection: configuration.traitCollection))
    }

    /// The same symbol with a configuration put over its own (what the new one specifies
    /// wins): how an image view applies its `preferredSymbolConfiguration`. Other images are
    /// returned as they are (an estimate: UIKit documents only symbols).
    ///
    /// ```swift
    /// let bold = icon.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold))
    /// ```
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return self }
        let base = extras.symbolConfiguration ?? SymbolConfiguration()
        return symbol(with: base.applying(configuration))
    }

    /// The placeholder for a configuration, keeping the rendering mode and the other extras.
    private func symbol(with configuration: SymbolConfiguration) -> UIImage {
        var e = extras
        e.symbolConfiguration = configuration
        return UIImage(
            bitmap: UIImage.symbolPlaceholder(side: configuration.side), scale: 3,
            renderingMode: renderingMode, imageAsset: nil, isSymbolImage: true, extras: e)
    }

    // MARK: System images (iOS 13)

    /// The "plus" symbol (a placeholder, with a warning).
    public static var add: UIImage { UIImage(systemName: "plus") ?? UIImage() }
    /// The "minus" symbol (a placeholder, with a warning).
    public static var remove: UIImage { UIImage(systemName: "minus") ?? UIImage() }
    /// The "ellipsis" symbol of action menus (a placeholder, with a warning).
    public static var actions: UIImage { UIImage(systemName: "ellipsis") ?? UIImage() }
    /// The "checkmark" symbol (a placeholder, with a warning).
    public static var checkmark: UIImage { UIImage(systemName: "checkmark") ?? UIImage() }
    /// The outlined "checkmark" symbol (a placeholder, with a warning).
    public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark") ?? UIImage() }

    /// The placeholder's pixels at @3x: a rounded box outline with both diagonals, in black
    /// (tinted when drawn).
    static func symbolPlaceholder(side: CGFloat) -> Bitmap {
        let s = Double(max(1, side))
        guard let canvas = try? Canvas(width: s, height: s, scale: 3) else {
            return try! Bitmap(width: 1, height: 1, scale: 3)
        }
        let line = max(1, s / 12)
        let inset = line / 2
        canvas.strokeBorder(
            Rect(x: 0, y: 0, width: s, height: s), width: line, cornerRadii: CornerRadii(all: s / 6),
            color: Color(red: 0, green: 0, blue: 0))
        var cross = Path()
        cross.move(to: Point(x: s * 0.28 + inset, y: s * 0.28 + inset))
        cross.addLine(to: Point(x: s * 0.72 - inset, y: s * 0.72 - inset))
        cross.move(to: Point(x: s * 0.72 - inset, y: s * 0.28 + inset))
        cross.addLine(to: Point(x: s * 0.28 + inset, y: s * 0.72 - inset))
        canvas.stroke(cross, color: Color(red: 0, green: 0, blue: 0), style: StrokeStyle(width: line, cap: .round))
        return canvas.bitmap
    }
}
