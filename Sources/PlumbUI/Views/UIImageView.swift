import Foundation

/// Shows an image: UIKit's `UIImageView`.
///
/// Its intrinsic size is the image's size in points (none on either axis when it has no
/// image); ``UIView/contentMode`` places the image in the bounds: `.scaleToFill` (the default)
/// stretches it, `.scaleAspectFit` fits it whole, `.scaleAspectFill` covers the bounds (cropped
/// when `clipsToBounds`), `.center` and the edge modes keep its size.
///
/// ```swift
/// let avatar = UIImageView(image: UIImage(contentsOfFile: "avatar@2x.png"))
/// avatar.contentMode = .scaleAspectFill
/// avatar.clipsToBounds = true
/// ```
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet {
            if image !== oldValue {
                invalidateIntrinsicContentSize()
                setNeedsDisplay()
            }
        }
    }

    /// Creates an image view sized to its image (its frame is the image's size at the origin).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// Creates an empty image view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// Where the image goes in the bounds for the content mode.
    var imageRect: CGRect? {
        guard let image else { return nil }
        return UIImageView.rect(for: image.size, in: bounds, mode: contentMode)
    }

    /// The rectangle an image of `size` occupies in `bounds` under a content mode.
    static func rect(for size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        let w = size.width, h = size.height
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let fw = w * s, fh = h * s
            return CGRect(x: bounds.minX + (bounds.width - fw) / 2, y: bounds.minY + (bounds.height - fh) / 2, width: fw, height: fh)
        case .center:
            return CGRect(x: (bounds.width - w) / 2, y: (bounds.height - h) / 2, width: w, height: h)
        case .top:
            return CGRect(x: (bounds.width - w) / 2, y: 0, width: w, height: h)
        case .bottom:
            return CGRect(x: (bounds.width - w) / 2, y: bounds.height - h, width: w, height: h)
        case .left:
            return CGRect(x: 0, y: (bounds.height - h) / 2, width: w, height: h)
        case .right:
            return CGRect(x: bounds.width - w, y: (bounds.height - h) / 2, width: w, height: h)
        case .topLeft:
            return CGRect(x: 0, y: 0, width: w, height: h)
        case .topRight:
            return CGRect(x: bounds.width - w, y: 0, width: w, height: h)
        case .bottomLeft:
            return CGRect(x: 0, y: bounds.height - h, width: w, height: h)
        case .bottomRight:
            return CGRect(x: bounds.width - w, y: bounds.height - h, width: w, height: h)
        }
    }
}

/// A tappable control with a title: UIKit's `UIButton`, for layout and drawing.
///
/// Its intrinsic size is its title's size plus ``contentEdgeInsets``; with zero insets the
/// system type adds 6 points above and below the title, as iOS's system button does (a
/// 15-point title gives a 30-point-tall button on iOS). The title is centred.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Continue", for: .normal)
/// ```
///
/// It is a ``UIControl``: `isEnabled = false` draws the title at half opacity, and actions
/// added with `addAction(_:for:)` run through `sendActions(for:)`.
///
/// Where Plumb differs: there is no touch handling; states other than `.normal` are stored but
/// the button draws its `.normal` title and colour.
open class UIButton: UIControl {
    /// The kind of button.
    public enum ButtonType: Int, Sendable { case custom = 0, system = 1 }

    /// The button's type.
    public let buttonType: ButtonType
    /// The label that shows the title (its font is the button's title font).
    public let titleLabel: UILabel?
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    /// Space around the title (UIKit's `contentEdgeInsets`).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    /// Creates a button of a type (`.system` draws its title in the tint colour).
    public init(type: ButtonType) {
        buttonType = type
        let label = UILabel()
        label.font = .systemFont(ofSize: 15, weight: type == .system ? .medium : .regular)
        label.textAlignment = .center
        titleLabel = label
        super.init(frame: .zero)
        addSubview(label)
    }

    /// Creates a custom button with a frame.
    public override convenience init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        titleLabel = UILabel()
        super.init(coder: coder)
    }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title for a state (the normal title when that state has none).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// The title colour for a state: the one set, else the tint colour (system) or white (custom).
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .system ? tintColor : .white)
    }

    open override var isEnabled: Bool {
        didSet { titleLabel?.isEnabled = isEnabled }
    }

    /// The title currently shown.
    public var currentTitle: String? { title(for: .normal) }

    private func updateTitle() {
        titleLabel?.text = currentTitle
        titleLabel?.textColor = titleColor(for: .normal)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var padding: UIEdgeInsets {
        contentEdgeInsets == .zero && buttonType == .system
            ? UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets
    }

    open override var intrinsicContentSize: CGSize {
        let title = titleLabel?.intrinsicContentSize ?? .zero
        let p = padding
        return CGSize(width: title.width + p.left + p.right, height: title.height + p.top + p.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let label = titleLabel else { return }
        let inner = padding.inset(bounds)
        let t = label.intrinsicContentSize
        let w = min(t.width, max(0, inner.width)), h = min(t.height, max(0, inner.height))
        let centred = CGRect(x: inner.minX + (inner.width - w) / 2, y: inner.minY + (inner.height - h) / 2, width: w, height: h)
        label.frame = UIView.roundToPixels(centred, scale: traitCollection.displayScale)
    }

    override var descriptionText: String? { currentTitle }
    override var firstBaselineOffsetFromTop: CGFloat { padding.top + (titleLabel?.firstBaselineOffsetFromTop ?? 0) }
    override var lastBaselineOffsetFromBottom: CGFloat { padding.bottom + (titleLabel?.lastBaselineOffsetFromBottom ?? 0) }
}
