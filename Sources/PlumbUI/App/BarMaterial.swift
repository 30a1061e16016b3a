import Foundation
import Raster

/// The flat colours Plumb draws for a bar's blur effect (there is no blur in a bar).
@MainActor
enum BarMaterial {
    private static var cache: [UIBlurEffect.Style: UIColor] = [:]

    /// `.systemChromeMaterial`, UIKit's default bar material, is `BarMetrics.background`
    /// (Plumb's long-standing estimate of the material over plain content); another style is its
    /// material's tint (see `UIBlurEffect`) without the blur.
    static func flatColor(for effect: UIBlurEffect) -> UIColor {
        if effect.style == .systemChromeMaterial { return BarMetrics.background }
        if let c = cache[effect.style] { return c }
        let style = effect.style
        let c = UIColor { traits in
            let tint = UIBlurEffect(style: style).material(dark: traits.userInterfaceStyle == .dark).tint
            return UIColor(
                red: CGFloat(tint.red) / 255, green: CGFloat(tint.green) / 255,
                blue: CGFloat(tint.blue) / 255, alpha: CGFloat(tint.alpha) / 255)
        }
        cache[effect.style] = c
        return c
    }
}
