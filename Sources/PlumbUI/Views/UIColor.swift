import Foundation

/// A colour in the sRGB space with straight (not premultiplied) alpha, with UIKit's initialisers
/// and named colours.
///
/// ```swift
/// view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
/// label.textColor = .secondaryLabel
/// ```
///
/// Where Plumb differs: dynamic system colours (`.label`, `.systemBackground`, ...) resolve to
/// their light-mode values.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha in 0...1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A colour from sRGB components in 0...1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = UIColor.clamp(red)
        self.green = UIColor.clamp(green)
        self.blue = UIColor.clamp(blue)
        self.alpha = UIColor.clamp(alpha)
    }

    /// A grey from a white level and alpha in 0...1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components as 8-bit values, rounded to nearest.
    var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func b(_ v: CGFloat) -> UInt8 { UInt8((v * 255).rounded()) }
        return (b(red), b(green), b(blue), b(alpha))
    }

    private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }

    public static func == (a: UIColor, b: UIColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }
    public func hash(into h: inout Hasher) { h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha) }

    public var description: String {
        "UIExtendedSRGBColorSpace \(fmt(red)) \(fmt(green)) \(fmt(blue)) \(fmt(alpha))"
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    // iOS system colours, light appearance.
    public static let systemRed = rgb(255, 59, 48)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemCyan = rgb(50, 173, 230)
    public static let systemBlue = rgb(0, 122, 255)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemBrown = rgb(162, 132, 94)
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)
    public static let label = UIColor(white: 0, alpha: 1)
    public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    public static let tertiaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    public static let link = rgb(0, 122, 255)
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
    public static let systemGroupedBackground = rgb(242, 242, 247)
    public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    public static let quaternaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18)
    public static let placeholderText = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    public static let opaqueSeparator = rgb(198, 198, 200)
    public static let systemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    public static let secondarySystemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
    public static let tertiarySystemFill = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    public static let quaternarySystemFill = UIColor(red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08)
}
