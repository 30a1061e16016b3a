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
