/// A straight (non-premultiplied) sRGB colour with 8-bit channels: what callers paint with.
///
/// `Bitmap` stores premultiplied pixels; `Color.premultiplied` converts with exact rounding
/// (`c * a / 255` rounded to nearest), and `PremultipliedColor.straight` converts back
/// (`c * 255 / a` rounded to nearest), so premultiplied → straight → premultiplied is lossless.
///
/// ```swift
/// let tint = Color(red: 0, green: 122, blue: 255)          // iOS system blue
/// let faded = tint.withAlpha(128)                           // half transparent
/// ```
public struct Color: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a colour from straight 8-bit sRGB channels (alpha 255 = opaque).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey: `white` in 0 (black) ... 255 (white).
    public init(white: UInt8, alpha: UInt8 = 255) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 255)
    public static let red = Color(red: 255, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 255, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 255)

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: UInt8) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The premultiplied form, each colour channel `c * alpha / 255` rounded to nearest.
    public var premultiplied: PremultipliedColor {
        PremultipliedColor(
            red: mul255(red, alpha), green: mul255(green, alpha),
            blue: mul255(blue, alpha), alpha: alpha)
    }

    public var description: String { "Color(\(red), \(green), \(blue), \(alpha))" }
}

/// A premultiplied RGBA8 pixel as stored in a `Bitmap` (each colour channel ≤ alpha).
public struct PremultipliedColor: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a premultiplied pixel; colour channels above `alpha` are clamped to it.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = min(red, alpha)
        self.green = min(green, alpha)
        self.blue = min(blue, alpha)
        self.alpha = alpha
    }

    /// The straight colour: `c * 255 / alpha` rounded to nearest; fully transparent gives clear.
    public var straight: Color {
        Color(
            red: unpremultiply(red, alpha), green: unpremultiply(green, alpha),
            blue: unpremultiply(blue, alpha), alpha: alpha)
    }

    public var description: String { "PremultipliedColor(\(red), \(green), \(blue), \(alpha))" }
}

// MARK: exact integer helpers (shared by the compositor)

/// `x / 255` rounded to nearest, exact for 0 ... 65025 (and beyond, up to 2^16 · 255).
@inline(__always)
func div255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// `a * b / 255` rounded to nearest.
@inline(__always)
func mul255(_ a: UInt8, _ b: UInt8) -> UInt8 {
    UInt8(truncatingIfNeeded: div255(UInt32(a) &* UInt32(b)))
}

/// `c * 255 / a` rounded to nearest, clamped to 255; 0 when `a` is 0.
@inline(__always)
func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
    if a == 255 { return c }
    if a == 0 { return 0 }
    let v = (UInt32(c) &* 255 &+ UInt32(a) / 2) / UInt32(a)
    return UInt8(truncatingIfNeeded: min(v, 255))
}

/// An opacity in 0 ... 1 as an 8-bit alpha, rounded to nearest; NaN counts as 0.
@inline(__always)
func alphaByte(_ opacity: Double) -> UInt8 {
    guard opacity.isFinite else { return opacity == .infinity ? 255 : 0 }
    let v = (min(max(opacity, 0), 1) * 255).rounded()
    return UInt8(v)
}
