import Foundation

/// A bar that shows how far a task has got: UIKit's `UIProgressView`.
///
/// It has an intrinsic height and no intrinsic width: give it a width with constraints. The
/// height is 4 points. On iOS 7 to 12 the bar was 2 points tall ("it defaults to 2 pairs of
/// pixels on iPhone 6"); current iOS draws a 4-point rounded bar, which is the value used here,
/// but Plumb could not confirm the 4-point intrinsic height from a published source.
///
/// It draws the track (``trackTintColor``) across its bounds and the bar (``progressTintColor``)
/// from the leading edge over ``progress`` of the width: from the right in right-to-left
/// layouts, as iOS mirrors it. Both are capsules (corner radius half the height).
///
/// ```swift
/// let progress = UIProgressView(progressViewStyle: .default)
/// progress.translatesAutoresizingMaskIntoConstraints = false
/// progress.progress = 0.4
/// ```
///
/// Where Plumb differs: no animation (`setProgress(_:animated:)` sets the value at once); the
/// `.bar` style has the same metrics and drawing as `.default`; the bar has no minimum width
/// (iOS never draws the filled part narrower than a few points).
open class UIProgressView: UIView {
    /// The progress view's look (stored; both draw the same in Plumb).
    public enum Style: Int, Sendable {
        /// The standard progress bar.
        case `default` = 0
        /// The style for toolbars.
        case bar = 1
    }

    /// The intrinsic height.
    static let height: CGFloat = 4

    /// The style (default `.default`).
    open var progressViewStyle: Style = .default
    /// The fraction done, clamped to 0...1 (default 0).
    open var progress: Float = 0 {
        didSet {
            let clamped = progress.isNaN ? 0 : min(1, max(0, progress))
            if clamped != progress { progress = clamped }
            if progress != oldValue { setNeedsDisplay() }
        }
    }
    /// The colour of the filled part (`nil`, the default, means the tint colour).
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the unfilled track (`nil`, the default, means `systemGray5`).
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Creates a progress view of a style.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Creates a progress view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        setInitialContentHugging(vertical: .defaultHigh)  // UIKit's default: hugs its height, stretches in width
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets ``progress`` (`animated` is ignored: Plumb does not animate).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIProgressView.height)
    }

    /// The filled part of the bounds: `progress` of the width from the leading edge.
    var barRect: CGRect {
        let b = bounds
        let w = b.width * CGFloat(progress)
        return CGRect(x: isLayoutRightToLeft ? b.maxX - w : b.minX, y: b.minY, width: w, height: b.height)
    }

    open override func draw(_ rect: CGRect) {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return }
        (trackTintColor ?? .systemGray5).setFill()
        UIBezierPath(roundedRect: b, cornerRadius: b.height / 2).fill()
        let bar = barRect
        guard bar.width > 0 else { return }
        (progressTintColor ?? tintColor ?? .systemBlue).setFill()
        UIBezierPath(roundedRect: bar, cornerRadius: b.height / 2).fill()
    }
}
