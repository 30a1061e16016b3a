import Foundation

// UIKit's dynamic system colours with their light, dark, increased-contrast and elevated values.
//
// Sources (8-bit sRGB components, alpha as UIKit reports it):
// - [W] WebKit's iOS layout test LayoutTests/fast/css/ios/system-color-for-css-value-expected.txt
//   (WebKit/WebKit @ c59bf160): the colours UIKit resolves on iOS, light and dark, base and
//   elevated: backgrounds, labels, separators and the hues. The elevated column below is from it.
// - [H] Apple's Human Interface Guidelines, "Color" (iOS 15–18 table: Default and Increased
//   contrast, light and dark), as transcribed in Nycolaide/webkit-colors-system
//   (src/libs/basic.ts, src/libs/system.ts); its mint "112, 129, 123" is a typo for the HIG's
//   12, 129, 123 (as the other transcriptions have it).
// - [C] noahsark769/ColorCompatibility (Sources/ColorCompatibility.swift): the light values of
//   the fills, labels and separators as UIKit prints them (alpha 0.6, 0.3, 0.18, 0.29, 0.2 ...).
// - [D] A published dump of UIKit's values with light, dark, and increased-contrast variants of
//   the semantic colours (fills, labels, separators, backgrounds); the dark fills agree with a
//   second, independent dump. Its increased-contrast values for semantic colours have no second
//   source here: treat them as unconfirmed.
// Elevated values exist only for the six background colours [W]; elevated with increased
// contrast is not published and uses the elevated value (estimate).

/// 8-bit components and an alpha, for the tables.
struct RGBA8: Sendable, Hashable {
    var r: UInt8, g: UInt8, b: UInt8
    var a: CGFloat = 1

    var color: UIColor { UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a) }
}

private func c(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: CGFloat = 1) -> RGBA8 { RGBA8(r: r, g: g, b: b, a: a) }

extension UIColor {
    /// A system colour: light and dark values, optionally their increased-contrast variants and
    /// a dark elevated value.
    static func system(
        _ name: String, light: RGBA8, dark: RGBA8, lightHC: RGBA8? = nil, darkHC: RGBA8? = nil,
        darkElevated: RGBA8? = nil
    ) -> UIColor {
        let l = light.color, d = dark.color
        let lhc = (lightHC ?? light).color, dhc = (darkHC ?? dark).color
        let de = darkElevated?.color
        return UIColor(systemName: name) { t in
            let high = t.accessibilityContrast == .high
            guard t.userInterfaceStyle == .dark else { return high ? lhc : l }
            if t.userInterfaceLevel == .elevated, let de { return de }
            return high ? dhc : d
        }
    }

    // MARK: Hues [H], [W]

    public static let systemRed = system(
        "systemRed", light: c(255, 59, 48), dark: c(255, 69, 58), lightHC: c(215, 0, 21), darkHC: c(255, 105, 97))
    public static let systemOrange = system(
        "systemOrange", light: c(255, 149, 0), dark: c(255, 159, 10), lightHC: c(201, 52, 0), darkHC: c(255, 179, 64))
    public static let systemYellow = system(
        "systemYellow", light: c(255, 204, 0), dark: c(255, 214, 10), lightHC: c(178, 80, 0), darkHC: c(255, 212, 38))
    public static let systemGreen = system(
        "systemGreen", light: c(52, 199, 89), dark: c(48, 209, 88), lightHC: c(36, 138, 61), darkHC: c(48, 219, 91))
    public static let systemMint = system(
        "systemMint", light: c(0, 199, 190), dark: c(99, 230, 226), lightHC: c(12, 129, 123), darkHC: c(102, 212, 207))
    public static let systemTeal = system(
        "systemTeal", light: c(48, 176, 199), dark: c(64, 200, 224), lightHC: c(0, 130, 153), darkHC: c(93, 230, 255))
    public static let systemCyan = system(
        "systemCyan", light: c(50, 173, 230), dark: c(100, 210, 255), lightHC: c(0, 113, 164), darkHC: c(112, 215, 255))
    public static let systemBlue = system(
        "systemBlue", light: c(0, 122, 255), dark: c(10, 132, 255), lightHC: c(0, 64, 221), darkHC: c(64, 156, 255))
    public static let systemIndigo = system(
        "systemIndigo", light: c(88, 86, 214), dark: c(94, 92, 230), lightHC: c(54, 52, 163), darkHC: c(125, 122, 255))
    public static let systemPurple = system(
        "systemPurple", light: c(175, 82, 222), dark: c(191, 90, 242), lightHC: c(137, 68, 171),
        darkHC: c(218, 143, 255))
    public static let systemPink = system(
        "systemPink", light: c(255, 45, 85), dark: c(255, 55, 95), lightHC: c(211, 15, 69), darkHC: c(255, 100, 130))
    public static let systemBrown = system(
        "systemBrown", light: c(162, 132, 94), dark: c(172, 142, 104), lightHC: c(127, 101, 69),
        darkHC: c(181, 148, 105))

    // MARK: Greys [H]

    public static let systemGray = system(
        "systemGray", light: c(142, 142, 147), dark: c(142, 142, 147), lightHC: c(108, 108, 112),
        darkHC: c(174, 174, 178))
    public static let systemGray2 = system(
        "systemGray2", light: c(174, 174, 178), dark: c(99, 99, 102), lightHC: c(142, 142, 147),
        darkHC: c(124, 124, 128))
    public static let systemGray3 = system(
        "systemGray3", light: c(199, 199, 204), dark: c(72, 72, 74), lightHC: c(174, 174, 178), darkHC: c(84, 84, 86))
    public static let systemGray4 = system(
        "systemGray4", light: c(209, 209, 214), dark: c(58, 58, 60), lightHC: c(188, 188, 192), darkHC: c(68, 68, 70))
    public static let systemGray5 = system(
        "systemGray5", light: c(229, 229, 234), dark: c(44, 44, 46), lightHC: c(216, 216, 220), darkHC: c(54, 54, 56))
    public static let systemGray6 = system(
        "systemGray6", light: c(242, 242, 247), dark: c(28, 28, 30), lightHC: c(235, 235, 240), darkHC: c(36, 36, 38))

    // MARK: Labels [W], [C]; increased contrast [D]

    public static let label = system("label", light: c(0, 0, 0), dark: c(255, 255, 255))
    public static let secondaryLabel = system(
        "secondaryLabel", light: c(60, 60, 67, 0.6), dark: c(235, 235, 245, 0.6),
        lightHC: c(60, 60, 67, 0.8), darkHC: c(235, 235, 245, 0.7))
    public static let tertiaryLabel = system(
        "tertiaryLabel", light: c(60, 60, 67, 0.3), dark: c(235, 235, 245, 0.3),
        lightHC: c(60, 60, 67, 0.7), darkHC: c(235, 235, 245, 0.55))
    public static let quaternaryLabel = system(
        "quaternaryLabel", light: c(60, 60, 67, 0.18), dark: c(235, 235, 245, 0.16),
        lightHC: c(60, 60, 67, 0.55), darkHC: c(235, 235, 245, 0.4))
    public static let placeholderText = system(
        "placeholderText", light: c(60, 60, 67, 0.3), dark: c(235, 235, 245, 0.3),
        lightHC: c(60, 60, 67, 0.7), darkHC: c(235, 235, 245, 0.55))
    /// Links: systemBlue's light value, (9, 132, 255) in dark [D].
    public static let link = system("link", light: c(0, 122, 255), dark: c(9, 132, 255))

    // MARK: Separators [W], [C]; increased contrast [D]

    public static let separator = system(
        "separator", light: c(60, 60, 67, 0.29), dark: c(84, 84, 88, 0.6),
        lightHC: c(60, 60, 67, 94.0 / 255), darkHC: c(84, 84, 88, 174.0 / 255))
    public static let opaqueSeparator = system("opaqueSeparator", light: c(198, 198, 200), dark: c(56, 56, 58))

    // MARK: Backgrounds [W] (with the elevated values); increased contrast [D]

    public static let systemBackground = system(
        "systemBackground", light: c(255, 255, 255), dark: c(0, 0, 0),
        darkElevated: c(28, 28, 30))
    public static let secondarySystemBackground = system(
        "secondarySystemBackground", light: c(242, 242, 247), dark: c(28, 28, 30),
        lightHC: c(235, 235, 240), darkHC: c(36, 36, 38), darkElevated: c(44, 44, 46))
    public static let tertiarySystemBackground = system(
        "tertiarySystemBackground", light: c(255, 255, 255), dark: c(44, 44, 46),
        darkHC: c(54, 54, 56), darkElevated: c(58, 58, 60))
    public static let systemGroupedBackground = system(
        "systemGroupedBackground", light: c(242, 242, 247), dark: c(0, 0, 0),
        lightHC: c(235, 235, 240), darkElevated: c(28, 28, 30))
    public static let secondarySystemGroupedBackground = system(
        "secondarySystemGroupedBackground", light: c(255, 255, 255), dark: c(28, 28, 30),
        darkHC: c(36, 36, 38), darkElevated: c(44, 44, 46))
    public static let tertiarySystemGroupedBackground = system(
        "tertiarySystemGroupedBackground", light: c(242, 242, 247), dark: c(44, 44, 46),
        lightHC: c(235, 235, 240), darkHC: c(54, 54, 56), darkElevated: c(58, 58, 60))

    // MARK: Fills [C] light, [D] dark and increased contrast

    public static let systemFill = system(
        "systemFill", light: c(120, 120, 128, 0.2), dark: c(120, 120, 128, 0.36),
        lightHC: c(120, 120, 128, 71.0 / 255), darkHC: c(120, 120, 128, 112.0 / 255))
    public static let secondarySystemFill = system(
        "secondarySystemFill", light: c(120, 120, 128, 0.16), dark: c(120, 120, 128, 0.32),
        lightHC: c(120, 120, 128, 61.0 / 255), darkHC: c(120, 120, 128, 102.0 / 255))
    public static let tertiarySystemFill = system(
        "tertiarySystemFill", light: c(118, 118, 128, 0.12), dark: c(118, 118, 128, 0.24),
        lightHC: c(118, 118, 128, 51.0 / 255), darkHC: c(118, 118, 128, 81.0 / 255))
    public static let quaternarySystemFill = system(
        "quaternarySystemFill", light: c(116, 116, 128, 0.08), dark: c(118, 118, 128, 0.18),
        lightHC: c(118, 118, 128, 40.0 / 255), darkHC: c(118, 118, 128, 66.0 / 255))

}
