import Foundation

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

    /// A button for a bar button item, as navigation bars and toolbars show one: the item's
    /// custom view, else its image, else the glyph of a symbol system item, else its title
    /// (in the `.done` font for a `.done` item, dimmed when the item is disabled).
    ///
    /// - Parameter item: The item to show.
    convenience init(item: UIBarButtonItem) {
        self.init(frame: .zero)
        self.item = item
        if let custom = item.customView {
            addSubview(custom)
        } else if let image = item.image {
            let iv = UIImageView(image: image)
            imageView = iv
            addSubview(iv)
        } else if let shape = item.systemItem.flatMap(UINavigationBar.glyph(for:)) {
            let g = _UIModernBarButton(frame: .zero)
            g.shape = shape
            glyph = g
            addSubview(g)
        } else {
            label.text = item.title
            label.font = item.style == .done ? BarMetrics.doneItemFont : BarMetrics.itemFont
            label.isEnabled = item.isEnabled
            addSubview(label)
        }
    }

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
