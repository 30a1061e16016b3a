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
///
/// Animation: ``animationImages`` with ``startAnimating()``, or an animated ``UIImage``
/// (``UIImage/animatedImage(with:duration:)``). Plumb has no clock: an animating image view
/// draws the first frame, so snapshots are deterministic.
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

    /// The image shown while ``isHighlighted`` (default `nil`: ``image``).
    open var highlightedImage: UIImage? { didSet { imageDidChange() } }
    /// Whether the view shows its highlighted image and animation images (default `false`).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { imageDidChange() } } }
    /// The frames shown while animating (default `nil`).
    open var animationImages: [UIImage]? { didSet { imageDidChange() } }
    /// The frames shown while animating and highlighted (default `nil`: ``animationImages``).
    open var highlightedAnimationImages: [UIImage]? { didSet { imageDidChange() } }
    /// How long one cycle of the frames lasts; 0 (the default) means 1/30 s per frame, as UIKit
    /// documents it. Kept; Plumb has no clock.
    open var animationDuration: TimeInterval = 0
    /// How many times the frames repeat; 0 (the default) means forever. Kept.
    open var animationRepeatCount = 0
    /// Whether ``startAnimating()`` was called and ``stopAnimating()`` has not been since.
    open private(set) var isAnimating = false

    /// Starts showing ``animationImages`` (in Plumb: the first of them; there is no clock). Does
    /// nothing without animation images, as in UIKit.
    open func startAnimating() {
        guard !(animationImages ?? []).isEmpty, !isAnimating else { return }
        isAnimating = true
        imageDidChange()
    }

    /// Stops the animation: the view shows ``image`` again.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        imageDidChange()
    }

    /// What the view draws now: the first animation frame while animating, else the highlighted
    /// or normal image.
    var displayedImage: UIImage? {
        if isAnimating, let frame = ((isHighlighted ? highlightedAnimationImages : nil) ?? animationImages)?.first {
            return frame
        }
        let shown = (isHighlighted ? highlightedImage : nil) ?? image
        if let config = preferredSymbolConfiguration, let shown, shown.isSymbolImage {
            return shown.withConfiguration(config)
        }
        return shown
    }

    /// The size of the symbol images the view shows (their placeholders in Plumb), instead of
    /// the images' own configuration.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { imageDidChange() } }

    private func imageDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Creates an image view sized to its image (its frame is the image's size at the origin).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Creates an image view with an image and a highlighted image, sized to the image.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Creates an empty image view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // Image views ignore touches by default (UIImageView's documentation: "New image view
        // objects are configured to disregard user events by default"), and are not opaque
        // (UIKit lists `opaque = NO` for them: swift-snapshot-testing's testUIView.2.txt).
        isUserInteractionEnabled = false
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// The size of the image drawn now (an animating view's first frame; estimate: UIKit does
    /// not document which frame sizes the view).
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    /// Where the displayed image goes in the bounds for the content mode.
    var imageRect: CGRect? {
        guard let image = displayedImage else { return nil }
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
            return CGRect(
                x: bounds.minX + (bounds.width - fw) / 2, y: bounds.minY + (bounds.height - fh) / 2, width: fw,
                height: fh)
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
