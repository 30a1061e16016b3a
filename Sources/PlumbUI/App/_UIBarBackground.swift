import Foundation

// The private views UIKit builds bars from, under UIKit's names so that `_autolayoutTrace()` and
// `.frames` snapshots read as on iOS (seed 000 shows them in a navigation stack's trace).

/// A bar's background, extended under the status bar, with its hairline (UIKit's
/// `_UIBarBackground`), drawn from a ``UIBarAppearance``: the effect's flat stand-in as its own
/// colour, the appearance's colour over it (in a subview only when both are present), the image
/// over both, then the hairline.
final class _UIBarBackground: UIView {
    let shadowView = _UIBarBackgroundShadowView()
    /// The appearance's colour when it lies over an effect.
    private var colorView: UIView?
    /// The appearance's background image.
    private var imageView: UIImageView?
    /// The hairline's height in points (0: one pixel).
    private var shadowHeight: CGFloat = 0

    /// Where the hairline goes: under the background (navigation bar) or above it (tab bar).
    var hairlineAtTop = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        shadowView.backgroundColor = BarMetrics.hairline
        addSubview(shadowView)
    }

    required init?(coder: NSCoder) { nil }

    /// Draws an appearance's background and hairline.
    func apply(_ a: UIBarAppearance) {
        let effect = a.backgroundEffect.map(BarMaterial.flatColor(for:))
        if let effect, let color = a.backgroundColor {
            backgroundColor = effect
            let v = colorView ?? UIView()
            if v.superview !== self { insertSubview(v, at: 0) }
            v.backgroundColor = color
            colorView = v
        } else {
            backgroundColor = a.backgroundColor ?? effect
            colorView?.removeFromSuperview()
            colorView = nil
        }
        if let image = a.backgroundImage {
            let v = imageView ?? UIImageView()
            if v.superview !== self { insertSubview(v, belowSubview: shadowView) }
            v.image = image
            v.contentMode = a.backgroundImageContentMode == .redraw ? .scaleToFill : a.backgroundImageContentMode
            v.clipsToBounds = true
            imageView = v
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        applyShadow(color: a.shadowColor, image: a.shadowImage)
        setNeedsLayout()
    }

    /// UIKit's rule: no image → a one-pixel line in the colour (none when it is `nil` or clear);
    /// a template image → tinted with the colour (none when it is `nil` or clear); another image
    /// → drawn as it is.
    private func applyShadow(color: UIColor?, image: UIImage?) {
        let visibleColor = color.flatMap { $0.isClear ? nil : $0 }
        if let image {
            let template = image.renderingMode == .alwaysTemplate
            shadowView.isHidden = template && visibleColor == nil
            shadowView.backgroundColor = nil
            shadowView.setImage(image, tint: template ? visibleColor : nil)
            shadowHeight = image.size.height
        } else {
            shadowView.isHidden = visibleColor == nil
            shadowView.backgroundColor = visibleColor
            shadowView.setImage(nil, tint: nil)
            shadowHeight = 0
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let h = shadowHeight > 0 ? shadowHeight : 1 / max(1, traitCollection.displayScale)
        let f =
            hairlineAtTop
            ? CGRect(x: 0, y: -h, width: bounds.width, height: h)
            : CGRect(x: 0, y: bounds.height, width: bounds.width, height: h)
        shadowView.setManualFrame(f)
        colorView?.setManualFrame(bounds)
        imageView?.setManualFrame(bounds)
    }
}

/// The hairline of a bar (UIKit's `_UIBarBackgroundShadowView`), a colour or an image.
final class _UIBarBackgroundShadowView: UIView {
    private var imageView: UIImageView?

    func setImage(_ image: UIImage?, tint: UIColor?) {
        guard let image else {
            imageView?.removeFromSuperview()
            imageView = nil
            return
        }
        let v = imageView ?? UIImageView()
        if v.superview !== self { addSubview(v) }
        v.image = image
        v.contentMode = .scaleToFill
        v.tintColor = tint
        imageView = v
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView?.setManualFrame(bounds)
    }
}
