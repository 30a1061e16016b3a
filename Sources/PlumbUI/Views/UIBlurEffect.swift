import Foundation
import Raster

/// A blur of what lies behind a view, with a tint: UIKit's `UIBlurEffect`.
///
/// ```swift
/// let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
/// ```
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur styles (UIKit's raw values).
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9,
            systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style.
    public let style: Style

    /// A blur effect of a style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// How Plumb draws the style for a user interface style: the blur's standard deviation in
    /// points, the saturation factor and the tint laid over the blur.
    ///
    /// `.light`, `.extraLight` and `.dark` are the parameters of Apple's `UIImage+ImageEffects`
    /// sample code (WWDC 2013): radius 30, white at 30 %; radius 20, white 0.97 at 82 %; radius
    /// 20, white 0.11 at 73 %; all with saturation 1.8. Apple publishes nothing for the adaptive
    /// styles and the system materials: Plumb uses the light and dark sample effects for
    /// `.regular`, `.extraLight` for a light `.prominent`, and for the materials the same blur
    /// and saturation with a tint that grows more opaque from ultra-thin to chrome: estimates.
    func material(dark: Bool) -> (radius: Double, saturation: Double, tint: Color) {
        func white(_ w: Double, _ a: Double) -> Color {
            Color(white: UInt8((w * 255).rounded()), alpha: UInt8((a * 255).rounded()))
        }
        let light = (30.0, 1.8, white(1, 0.3)), extraLight = (20.0, 1.8, white(0.97, 0.82)),
            darkEffect = (20.0, 1.8, white(0.11, 0.73))
        func thickness(_ level: Int, isDark: Bool) -> (Double, Double, Color) {
            // ultra-thin, thin, regular, thick, chrome (estimates; see above)
            let lightAlpha = [0.3, 0.5, 0.7, 0.85, 0.82], darkAlpha = [0.45, 0.6, 0.73, 0.85, 0.8]
            return isDark
                ? (20, 1.8, white(0.11, darkAlpha[level])) : (30, 1.8, white(level == 4 ? 0.97 : 1, lightAlpha[level]))
        }
        switch style {
        case .extraLight: return extraLight
        case .light: return light
        case .dark: return darkEffect
        case .regular: return dark ? darkEffect : light
        case .prominent: return dark ? darkEffect : extraLight
        case .systemUltraThinMaterial: return thickness(0, isDark: dark)
        case .systemThinMaterial: return thickness(1, isDark: dark)
        case .systemMaterial: return thickness(2, isDark: dark)
        case .systemThickMaterial: return thickness(3, isDark: dark)
        case .systemChromeMaterial: return thickness(4, isDark: dark)
        case .systemUltraThinMaterialLight: return thickness(0, isDark: false)
        case .systemThinMaterialLight: return thickness(1, isDark: false)
        case .systemMaterialLight: return thickness(2, isDark: false)
        case .systemThickMaterialLight: return thickness(3, isDark: false)
        case .systemChromeMaterialLight: return thickness(4, isDark: false)
        case .systemUltraThinMaterialDark: return thickness(0, isDark: true)
        case .systemThinMaterialDark: return thickness(1, isDark: true)
        case .systemMaterialDark: return thickness(2, isDark: true)
        case .systemThickMaterialDark: return thickness(3, isDark: true)
        case .systemChromeMaterialDark: return thickness(4, isDark: true)
        }
    }
}
