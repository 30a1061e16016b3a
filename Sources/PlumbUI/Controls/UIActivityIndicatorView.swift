import Foundation

/// A spinner for work of unknown length: UIKit's `UIActivityIndicatorView`.
///
/// Its intrinsic size is 20 × 20 points for ``Style-swift.enum/medium`` (and the old `.white`
/// and `.gray`) and 37 × 37 for ``Style-swift.enum/large`` (and `.whiteLarge`), iOS's sizes
/// ("a default size of 20 × 20 or 37 × 37, depending on its style").
///
/// With ``hidesWhenStopped`` (the default) the view is hidden while it is not animating, as on
/// iOS: a new indicator is hidden until ``startAnimating()``. Laid out larger than its style's
/// size, it draws at that size, centred. It draws 12 spokes in a ring (the
/// iOS spinner has 12), the one at 12 o'clock solid and the
/// others fading counter-clockwise behind it, like one frame of iOS's clockwise spin, in ``color``.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.translatesAutoresizingMaskIntoConstraints = false
/// spinner.startAnimating()
/// ```
///
/// Where Plumb differs: nothing moves; the spinner is drawn as one static frame. The default
/// colour is `systemGray` (iOS uses a dynamic grey close to it in light mode).
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and, for the deprecated styles, colour.
    public enum Style: Int, Sendable {
        /// Large and white (deprecated on iOS 13).
        case whiteLarge = 0
        /// Medium and white (deprecated on iOS 13).
        case white = 1
        /// Medium and grey (deprecated on iOS 13).
        case gray = 2
        /// 20 × 20 points.
        case medium = 100
        /// 37 × 37 points.
        case large = 101

        var isLarge: Bool { self == .large || self == .whiteLarge }
    }

    /// The style (default `.medium`).
    open var style: Style = .medium {
        didSet { if style != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }
    /// The spokes' colour (default `systemGray`, white for `.white` and `.whiteLarge`).
    open var color: UIColor! {
        get { _color ?? (style == .white || style == .whiteLarge ? .white : .systemGray) }
        set { _color = newValue; setNeedsDisplay() }
    }
    private var _color: UIColor?

    /// Whether the view is hidden while stopped (default `true`).
    open var hidesWhenStopped: Bool = true { didSet { updateHidden() } }
    /// Whether ``startAnimating()`` was called and ``stopAnimating()`` has not been since.
    open private(set) var isAnimating: Bool = false

    /// Creates a stopped indicator of a style (hidden, as `hidesWhenStopped` is on).
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isOpaque = false
        // UIKit's default for activity indicators.
        setInitialContentHugging(horizontal: .defaultHigh, vertical: .defaultHigh)
        frame.size = intrinsicContentSize
        updateHidden()
    }

    /// Creates a stopped, medium indicator (hidden, as `hidesWhenStopped` is on).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        // UIKit's default for activity indicators.
        setInitialContentHugging(horizontal: .defaultHigh, vertical: .defaultHigh)
        updateHidden()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts the animation and shows the view.
    open func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    /// Stops the animation and, with ``hidesWhenStopped``, hides the view.
    open func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    private func updateHidden() {
        if isAnimating { isHidden = false } else { isHidden = hidesWhenStopped }
    }

    open override var intrinsicContentSize: CGSize {
        style.isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The number of spokes.
    static let spokes = 12

    open override func draw(_ rect: CGRect) {
        let b = bounds
        // The style's size, centred; smaller bounds shrink it.
        let side = min(b.width, b.height, intrinsicContentSize.width)
        guard side > 0 else { return }
        let c = CGPoint(x: b.midX, y: b.midY)
        let outer = side / 2
        let inner = outer * 0.5
        let width = side * 0.1
        let base = color ?? .systemGray
        for i in 0..<UIActivityIndicatorView.spokes {
            // Spoke 0 points up; the rest go counter-clockwise (the trail), each a little fainter.
            let angle = -CGFloat.pi / 2 - CGFloat(i) * 2 * .pi / CGFloat(UIActivityIndicatorView.spokes)
            let dx = cos(angle), dy = sin(angle)
            let r0 = inner + width / 2, r1 = outer - width / 2
            let p = UIBezierPath()
            p.move(to: CGPoint(x: c.x + dx * r0, y: c.y + dy * r0))
            p.addLine(to: CGPoint(x: c.x + dx * r1, y: c.y + dy * r1))
            p.lineWidth = width
            p.lineCapStyle = .round
            let fade = 1 - CGFloat(i) / CGFloat(UIActivityIndicatorView.spokes) * 0.75
            base.withAlphaComponent(base.alpha * fade).setStroke()
            p.stroke()
        }
    }
}
