import Foundation

/// A control for picking a value from a continuous range: UIKit's `UISlider`.
///
/// It has an intrinsic height and no intrinsic width: give it a width with constraints. The
/// height is 31 points, an unconfirmed value: Plumb found no published source for the current
/// intrinsic height (older reports give 23 points on iPhone OS 2 and 3, and a 34-point frame
/// logged on iOS 8.1). 31 leaves room for the 28-point thumb and its shadow and matches the
/// switch's height; check it against a device before relying on it.
///
/// ``value`` is always kept within ``minimumValue``...``maximumValue`` (defaults 0, 0 and 1).
/// It draws a 4-point track across the bounds, filled with ``minimumTrackTintColor`` from the
/// leading edge to the thumb and ``maximumTrackTintColor`` beyond it, and a 28-point circular
/// thumb (``thumbTintColor``, white) with a thin grey outline. In right-to-left layouts the
/// minimum is on the right, as iOS mirrors sliders.
///
/// ```swift
/// let volume = UISlider()
/// volume.translatesAutoresizingMaskIntoConstraints = false
/// volume.value = 0.25
/// ```
///
/// Where Plumb differs: no touch handling or animation; no value images; the thumb is drawn
/// flat (an outline in place of iOS's shadow).
open class UISlider: UIControl {
    /// The intrinsic height (unconfirmed, see the type's documentation).
    static let height: CGFloat = 31
    /// The thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness.
    static let trackHeight: CGFloat = 4

    /// The current value, kept within the minimum and maximum (default 0).
    open var value: Float {
        get { _value }
        set { _value = clamp(newValue); setNeedsDisplay() }
    }
    private var _value: Float = 0

    /// VoiceOver's swipe up: a tenth of the range more (an estimate of UIKit's step: its
    /// accessibility value is a percentage and moves in tens), then `.valueChanged`.
    open override func accessibilityIncrement() { accessibilityStep(by: 1) }
    /// VoiceOver's swipe down: a tenth of the range less, then `.valueChanged`.
    open override func accessibilityDecrement() { accessibilityStep(by: -1) }

    private func accessibilityStep(by direction: Float) {
        let old = _value
        value = _value + direction * (maximumValue - minimumValue) / 10
        if _value != old { sendActions(for: .valueChanged) }
    }

    /// The lowest value (default 0). Raising it above ``maximumValue`` raises the maximum too.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            _value = clamp(_value)
            setNeedsDisplay()
        }
    }
    /// The highest value (default 1). Lowering it below ``minimumValue`` lowers the minimum too.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            _value = clamp(_value)
            setNeedsDisplay()
        }
    }
    /// The colour of the track before the thumb (`nil`, the default, means the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the track after the thumb (`nil`, the default, means `systemGray5`).
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's colour (`nil`, the default, means white).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether value changes are reported continuously (stored; Plumb has no events).
    open var isContinuous: Bool = true

    /// Creates a slider at 0 in 0...1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets ``value`` (`animated` is ignored: Plumb does not animate).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    private func clamp(_ v: Float) -> Float {
        v.isNaN ? minimumValue : min(maximumValue, max(minimumValue, v))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UISlider.height)
    }

    /// The track's rectangle: the bounds' width, 4 points tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX, y: bounds.midY - UISlider.trackHeight / 2, width: bounds.width, height: UISlider.trackHeight
        )
    }

    /// The thumb's rectangle for a value: the thumb travels the track's width minus its own.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = UISlider.thumbDiameter
        let span = maximumValue - minimumValue
        let f = span > 0 ? CGFloat((min(maximumValue, max(minimumValue, value)) - minimumValue) / span) : 0
        let travel = max(0, rect.width - d)
        let x = isLayoutRightToLeft ? rect.maxX - d - travel * f : rect.minX + travel * f
        return CGRect(x: x, y: bounds.midY - d / 2, width: d, height: d)
    }

    /// A part of the track from `x0` to `x1`, rounded at its outer end and square at the thumb.
    private func trackPiece(_ track: CGRect, from x0: CGFloat, to x1: CGFloat, roundedLeft: Bool) -> UIBezierPath {
        let r = track.height / 2, top = track.minY, bottom = track.maxY, mid = track.midY
        let p = UIBezierPath()
        guard x1 - x0 > r else { return p }
        if roundedLeft {
            p.move(to: CGPoint(x: x1, y: top))
            p.addLine(to: CGPoint(x: x1, y: bottom))
            p.addLine(to: CGPoint(x: x0 + r, y: bottom))
            p.addArc(
                withCenter: CGPoint(x: x0 + r, y: mid), radius: r, startAngle: .pi / 2, endAngle: 3 * .pi / 2,
                clockwise: true)
        } else {
            p.move(to: CGPoint(x: x0, y: bottom))
            p.addLine(to: CGPoint(x: x0, y: top))
            p.addLine(to: CGPoint(x: x1 - r, y: top))
            p.addArc(
                withCenter: CGPoint(x: x1 - r, y: mid), radius: r, startAngle: -.pi / 2, endAngle: .pi / 2,
                clockwise: true)
        }
        p.close()
        return p
    }

    open override func draw(_ rect: CGRect) {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return }
        let track = trackRect(forBounds: b)
        let thumb = thumbRect(forBounds: b, trackRect: track, value: value)
        let r = track.height / 2
        let minimumColor = enabledColor(minimumTrackTintColor ?? tintColor ?? .systemBlue)
        let maximumColor = enabledColor(maximumTrackTintColor ?? .systemGray5)
        let (leftColor, rightColor) = isLayoutRightToLeft ? (maximumColor, minimumColor) : (minimumColor, maximumColor)
        if isEnabled {
            // The opaque thumb hides where the two parts meet.
            rightColor.setFill()
            UIBezierPath(roundedRect: track, cornerRadius: r).fill()
            leftColor.setFill()
            UIBezierPath(
                roundedRect: CGRect(
                    x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height),
                cornerRadius: r
            ).fill()
        } else {
            // A half-transparent thumb must not show the track through it (iOS fades the whole
            // control as a group): each part stops where the thumb's circle meets the track.
            let d = thumb.width / 2
            let inset = d - (d * d - r * r).squareRoot()
            leftColor.setFill()
            trackPiece(track, from: track.minX, to: thumb.minX + inset, roundedLeft: true).fill()
            rightColor.setFill()
            trackPiece(track, from: thumb.maxX - inset, to: track.maxX, roundedLeft: false).fill()
        }
        let outline = UIBezierPath(ovalIn: thumb.insetBy(dx: 0.25, dy: 0.25))
        outline.lineWidth = 0.5
        enabledColor(UIColor(white: 0, alpha: 0.15)).setStroke()
        enabledColor(thumbTintColor ?? .white).setFill()
        outline.fill()
        outline.stroke()
    }
}
