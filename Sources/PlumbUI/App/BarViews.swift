import Foundation

extension UIView {
    /// Sets a frame placed by hand in `layoutSubviews`, unless it differs from the current one only
    /// by floating-point noise (the engine's pixel rounding of an edge far from the origin): a
    /// container must not fight the solved frame it already has, or layout never settles.
    func setManualFrame(_ f: CGRect) {
        let c = frame
        let eps: CGFloat = 1e-6
        if abs(c.minX - f.minX) < eps, abs(c.minY - f.minY) < eps, abs(c.width - f.width) < eps,
            abs(c.height - f.height) < eps
        {
            return
        }
        frame = f
    }
}

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

/// The row of a navigation bar that holds the back button, the bar button items and the title
/// (UIKit's `_UINavigationBarContentView`).
final class _UINavigationBarContentView: UIView {
    weak var bar: UINavigationBar?
    override var descriptionText: String? { bar?.topItem?.title }
}

/// The part of a navigation bar under the content row that shows a large title (UIKit's
/// `_UINavigationBarLargeTitleView`).
final class _UINavigationBarLargeTitleView: UIView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = BarMetrics.largeTitleFont
        label.textColor = .label
        addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override var descriptionText: String? { label.text }
}

/// A button of a bar: the back button or a bar button item (UIKit's `_UIButtonBarButton`).
final class _UIButtonBarButton: UIView {
    /// The item it shows (`nil` for the back button).
    weak var item: UIBarButtonItem?
    var role: UINavigationBar.ButtonRole = .leading
    let label = UILabel()
    /// The chevron of a back button, or a glyph for a symbol item.
    var glyph: _UIModernBarButton?
    var imageView: UIImageView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = BarMetrics.itemFont
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override var descriptionText: String? { label.text ?? item?.title }
}

/// What a bar button draws besides text: the back chevron, or a simple glyph for a symbol
/// system item (UIKit's `_UIModernBarButton` holds an SF Symbol; Plumb has no symbol font and
/// draws a plain outline instead).
final class _UIModernBarButton: UIView {
    enum Shape { case chevron(pointsRight: Bool), plus, cross, magnifier, box }
    var shape: Shape = .chevron(pointsRight: false) { didSet { setNeedsDisplay() } }
    var color: UIColor = .systemBlue { didSet { setNeedsDisplay() } }
    /// An image drawn instead of the shape (a custom back indicator), tinted with ``color``
    /// unless it is `.alwaysOriginal`, mirrored when the chevron points right.
    var image: UIImage? { didSet { if image !== oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let b = bounds
        if let image, let context = UIGraphicsGetCurrentContext() {
            let drawn = image.renderingMode == .alwaysOriginal ? image : image.templateTinted(color)
            if case .chevron(true) = shape {
                context.saveGState()
                context.translateBy(x: b.width, y: 0)
                context.scaleBy(x: -1, y: 1)
                context.draw(drawn, in: b)
                context.restoreGState()
            } else {
                context.draw(drawn, in: b)
            }
            return
        }
        let path = UIBezierPath()
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        switch shape {
        case .chevron(let right):
            // A bold "<" filling the box (estimate of SF Symbols' `chevron.backward`).
            path.lineWidth = 3
            let (xTip, xEnd) = right ? (b.maxX - 1.5, b.minX + 1.5) : (b.minX + 1.5, b.maxX - 1.5)
            path.move(to: CGPoint(x: xEnd, y: b.minY + 1.5))
            path.addLine(to: CGPoint(x: xTip, y: b.midY))
            path.addLine(to: CGPoint(x: xEnd, y: b.maxY - 1.5))
        case .plus:
            path.lineWidth = 2
            path.move(to: CGPoint(x: b.midX, y: b.minY + 2))
            path.addLine(to: CGPoint(x: b.midX, y: b.maxY - 2))
            path.move(to: CGPoint(x: b.minX + 2, y: b.midY))
            path.addLine(to: CGPoint(x: b.maxX - 2, y: b.midY))
        case .cross:
            path.lineWidth = 2
            path.move(to: CGPoint(x: b.minX + 4, y: b.minY + 4))
            path.addLine(to: CGPoint(x: b.maxX - 4, y: b.maxY - 4))
            path.move(to: CGPoint(x: b.maxX - 4, y: b.minY + 4))
            path.addLine(to: CGPoint(x: b.minX + 4, y: b.maxY - 4))
        case .magnifier:
            // A 15-point glyph 8 points in from the leading edge, centred vertically (estimates
            // of `magnifyingglass` in a search field), mirrored in right-to-left.
            path.lineWidth = 2
            let side: CGFloat = 15, inset: CGFloat = 8
            let x = isLayoutRightToLeft ? b.maxX - inset - side : b.minX + inset
            let box = CGRect(x: x, y: b.midY - side / 2, width: side, height: side)
            let r: CGFloat = 5.5
            let c = CGPoint(x: isLayoutRightToLeft ? box.maxX - 1 - r : box.minX + 1 + r, y: box.minY + 1 + r)
            path.addArc(withCenter: c, radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            let dx: CGFloat = isLayoutRightToLeft ? -1 : 1
            path.move(to: CGPoint(x: c.x + dx * r * 0.71, y: c.y + r * 0.71))
            path.addLine(to: CGPoint(x: isLayoutRightToLeft ? box.minX + 1 : box.maxX - 1, y: box.maxY - 1))
        case .box:
            path.lineWidth = 2
            let inset = b.insetBy(dx: 3, dy: 3)
            path.move(to: CGPoint(x: inset.minX, y: inset.minY))
            path.addLine(to: CGPoint(x: inset.maxX, y: inset.minY))
            path.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
            path.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
            path.close()
        }
        color.setStroke()
        path.stroke()
    }
}

/// A navigation controller's view, the tab bar controller's and a presentation's top view
/// (UIKit's `UILayoutContainerView`); lays its controller's bars and content out.
final class UILayoutContainerView: UIView {
    weak var container: ContainerLayout?
    override func layoutSubviews() {
        super.layoutSubviews()
        container?.layoutContainer()
    }
}

/// A container controller that places its bars and child views by hand.
@MainActor
protocol ContainerLayout: AnyObject {
    func layoutContainer()
}

/// The view a navigation controller shows its top controller's view in (UIKit's
/// `UINavigationTransitionView`).
final class UINavigationTransitionView: UIView {}

/// The view between a container's transition view and a child's view (UIKit's
/// `UIViewControllerWrapperView`).
final class UIViewControllerWrapperView: UIView {
    /// Puts `new`'s view in this wrapper in place of `old`'s, resizing with it, and asks
    /// `container` (the controller's view) for a layout; with no `new`, only removes `old`'s.
    /// `UINavigationController` and `UITabBarController` show their child this way.
    ///
    /// - Parameters:
    ///   - new: The controller whose view to show, or `nil`.
    ///   - old: The controller whose view to remove, if it is in this wrapper.
    ///   - container: The view to lay out again once `new`'s view is in place.
    func install(_ new: UIViewController?, replacing old: UIViewController?, invalidating container: UIView?) {
        if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
        guard let new else { return }
        let v: UIView = new.view
        v.translatesAutoresizingMaskIntoConstraints = true
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.frame = bounds
        addSubview(v)
        container?.setNeedsLayout()
    }
}
