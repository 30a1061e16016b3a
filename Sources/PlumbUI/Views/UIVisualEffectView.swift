import Foundation
import Raster

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
