import Foundation
import Raster

/// An effect a `UIVisualEffectView` applies: UIKit's `UIVisualEffect`.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    // Immutable after initialisation.
    public override init() { super.init() }
}

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

/// Vibrancy for content over a blur: UIKit's `UIVibrancyEffect`.
///
/// Where Plumb differs: vibrancy is not drawn; content in a vibrancy effect view draws normally.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy goes with.
    public let blurEffect: UIBlurEffect
    /// A vibrancy effect for a blur.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A view that blurs what lies behind it: UIKit's `UIVisualEffectView`. Put content in its
/// ``contentView``.
///
/// It draws a deterministic approximation of a material: the pixels already drawn behind its
/// bounds (rounded by its layer's `cornerRadius`), blurred by three box passes per axis (the
/// SVG approximation of a Gaussian, as Apple's sample code blurs with vImage), saturated, then
/// the style's tint over them (see `UIBlurEffect.material`). Adaptive styles follow the view's
/// `userInterfaceStyle`.
///
/// ```swift
/// let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// bar.contentView.addSubview(titleLabel)
/// ```
///
/// Where Plumb differs: iOS blurs on the GPU with its own kernels and adds vibrancy and noise;
/// the result here is close in colour but not pixel-identical. Inside a view with `alpha < 1` or
/// a shadow the backdrop is only what that view has drawn so far (its offscreen group).
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The effect (nil draws nothing).
    open var effect: UIVisualEffect? { didSet { setNeedsDisplay() } }
    /// The view to add content to; it fills the effect view.
    public let contentView = UIView()

    /// Creates an effect view with an effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

extension ViewRenderer {
    /// A visual effect view's blur and tint, under its content.
    static func drawEffect(of view: UIVisualEffectView, in canvas: Canvas) {
        let blur = (view.effect as? UIBlurEffect) ?? (view.effect as? UIVibrancyEffect)?.blurEffect
        guard let blur, view.effect is UIBlurEffect else { return }
        let bounds = Rect(x: 0, y: 0, width: Double(view.bounds.width), height: Double(view.bounds.height))
        let radii = view._layer.map { cornerRadii($0, bounds) } ?? .zero
        let m = blur.material(dark: view.traitCollection.userInterfaceStyle == .dark)
        canvas.blurBackdrop(bounds, cornerRadii: radii, radius: m.radius, saturation: m.saturation)
        canvas.fill(bounds, cornerRadii: radii, color: m.tint)
    }
}
