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

    /// How a symbol image is sized: UIKit's `UIImage.SymbolConfiguration` (point size, weight,
    /// scale, text style).
    public final class SymbolConfiguration: Sendable, Hashable {
        /// The point size (0: from the text style, else 17).
        public let pointSize: CGFloat
        /// The weight (accepted; the placeholder has one weight).
        public let weight: SymbolWeight
        /// The scale.
        public let scale: SymbolScale
        /// The text style the point size comes from.
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
             textStyle: UIFont.TextStyle? = nil) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        /// A configuration with a point size.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        /// A configuration with a point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
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
        /// A configuration sized for a font.
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
        /// A configuration sized for a font, at a scale.
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale) }
        /// A configuration sized for a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// Configurations are equal when their size, weight, scale and text style are.
        public static func == (a: SymbolConfiguration, b: SymbolConfiguration) -> Bool {
            a.pointSize == b.pointSize && a.weight == b.weight && a.scale == b.scale && a.textStyle == b.textStyle
        }

        public func hash(into h: inout Hasher) {
            h.combine(pointSize)
            h.combine(weight)
            h.combine(scale)
        }

        /// The side of the placeholder square in points: the point size × 1.2, × 0.8 for
        /// `.small` and × 1.3 for `.large` (**estimates** of SF Symbols' image sizes).
        var side: CGFloat {
            var size = pointSize > 0 ? pointSize
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

    /// A placeholder for an SF Symbol at a configuration's size (see ``init(systemName:)``).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        LayoutDiagnostics.report(.warning, "UIImage(systemName: \"\(name)\"): SF Symbols cannot ship with Plumb "
            + "(Apple licenses them for Apple platforms only); a placeholder box is drawn instead.")
        let side = (configuration ?? SymbolConfiguration()).side
        self.init(bitmap: UIImage.symbolPlaceholder(side: side), scale: 3, renderingMode: .automatic,
                  imageAsset: nil, isSymbolImage: true)
    }

    /// A placeholder for an SF Symbol (the traits are not used).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The same placeholder at another configuration's size.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard isSymbolImage else { return self }
        return UIImage(bitmap: UIImage.symbolPlaceholder(side: configuration.side), scale: 3,
                       renderingMode: renderingMode, imageAsset: nil, isSymbolImage: true)
    }

    /// The placeholder's pixels at @3x: a rounded box outline with both diagonals, in black
    /// (tinted when drawn).
    static func symbolPlaceholder(side: CGFloat) -> Bitmap {
        let s = Double(max(1, side))
        guard let canvas = try? Canvas(width: s, height: s, scale: 3) else {
            return try! Bitmap(width: 1, height: 1, scale: 3)
        }
        let line = max(1, s / 12)
        let inset = line / 2
        canvas.strokeBorder(Rect(x: 0, y: 0, width: s, height: s), width: line, cornerRadii: CornerRadii(all: s / 6),
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
