import Foundation

/// WCAG 2.x contrast: relative luminance and the contrast ratio of two sRGB colours.
///
/// Both formulas are WCAG 2.1's definitions (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance
/// and https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): each sRGB channel `c` (0 ... 1) is
/// linearised as `c / 12.92` when `c <= 0.03928`, else `((c + 0.055) / 1.055) ^ 2.4`;
/// `L = 0.2126 R + 0.7152 G + 0.0722 B`; the ratio is `(L1 + 0.05) / (L2 + 0.05)` with `L1` the
/// lighter colour's luminance.
///
/// ```swift
/// ContrastRatio.ratio(ContrastRatio.RGB(0x99, 0x99, 0x99), ContrastRatio.RGB(0xFF, 0xFF, 0xFF))  // 2.848...
/// ```
enum ContrastRatio {
    /// An opaque sRGB colour, 8 bits a channel.
    struct RGB: Hashable, Sendable {
        var r: UInt8, g: UInt8, b: UInt8
        init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { (self.r, self.g, self.b) = (r, g, b) }
        /// `#RRGGBB`.
        var hex: String { String(format: "#%02X%02X%02X", Int(r), Int(g), Int(b)) }
    }

    /// The minimum ratio for text (WCAG 2.1 success criterion 1.4.3, "Contrast (Minimum)",
    /// https://www.w3.org/TR/WCAG21/#contrast-minimum): 4.5:1, or 3:1 for large-scale text.
    static let minimum = 4.5
    static let minimumLargeText = 3.0

    /// WCAG's large-scale text (https://www.w3.org/TR/WCAG21/#dfn-large-scale): "at least 18
    /// point or 14 point bold". Plumb reads the font's point size (UIKit points) as WCAG's points,
    /// and bold as a weight of 700 (`UIFont.Weight.bold`) or more.
    static func isLarge(pointSize: CGFloat, bold: Bool) -> Bool {
        pointSize >= 18 || (bold && pointSize >= 14)
    }

    /// The relative luminance of a colour, 0 (black) ... 1 (white).
    static func luminance(_ c: RGB) -> Double {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// The contrast ratio of two colours, 1 ... 21, whichever is lighter.
    static func ratio(_ a: RGB, _ b: RGB) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `a` (straight, alpha 0 ... 1) drawn over the opaque `b`, rounded to 8 bits as the renderer's
    /// integer compositing does.
    static func over(_ a: (r: Double, g: Double, b: Double, a: Double), _ b: RGB) -> RGB {
        func mix(_ f: Double, _ g: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (f * 255 * a.a + Double(g) * (1 - a.a)).rounded())))
        }
        return RGB(mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b))
    }

    /// A ratio as messages write it: two decimals, rounded down so that a failing ratio never
    /// prints as the threshold (4.499 is `4.49:1`, not `4.50:1`).
    static func format(_ r: Double) -> String {
        String(format: "%.2f:1", (r * 100).rounded(.down) / 100)
    }
}
