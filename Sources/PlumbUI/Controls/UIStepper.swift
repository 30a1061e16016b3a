import Foundation

/// A control that increments or decrements a value: UIKit's `UIStepper`.
///
/// Its size is 94 × 32 points whatever its frame, as on iOS 13 and later (estimate: the size
/// Interface Builder and `UIStepper().frame` report since iOS 13's redesign, 94 × 29 before; no
/// Apple document states it). It draws a rounded, filled track split in two by a divider, with a
/// minus on the leading segment and a plus on the trailing one (so the plus is on the left in
/// right-to-left layouts, as iOS mirrors it); a segment whose step is impossible draws dimmed.
///
/// ```swift
/// let copies = UIStepper()
/// copies.minimumValue = 1
/// copies.maximumValue = 10
/// copies.addAction(UIAction { _ in label.text = "\(Int(copies.value))" }, for: .valueChanged)
/// copies.increment()   // Plumb: as a tap on "+"; value 2, .valueChanged sent
/// ```
///
/// Where Plumb differs: no touches (``increment()`` and ``decrement()`` stand in for taps on the
/// segments); images per state are not supported; drawing is flat.
open class UIStepper: UIControl {
    /// The stepper's size (estimate: see the type's documentation).
    static let size = CGSize(width: 94, height: 32)
    /// Corner radius of the track (estimate from iOS 13+ screenshots).
    static let cornerRadius: CGFloat = 8

    /// The value, kept between ``minimumValue`` and ``maximumValue`` (default 0).
    open var value: Double {
        get { _value }
        set {
            let v = newValue.isFinite ? min(max(newValue, minimumValue), maximumValue) : _value
            if v != _value { _value = v; setNeedsDisplay() }
        }
    }
    private var _value: Double = 0
    /// The lowest value (default 0). Setting it above the maximum raises the maximum to it, as
    /// UIKit does ("both values are set to the new value").
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = _value
        }
    }
    /// The highest value (default 100). Setting it below the minimum lowers the minimum to it.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = _value
        }
    }
    /// How much a tap changes the value (default 1). UIKit raises for a value of 0 or less;
    /// Plumb reports it on `LayoutDiagnostics` and keeps the old step.
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0) {
                LayoutDiagnostics.report(
                    .warning, "UIStepper stepValue must be greater than 0 (got \(stepValue)); keeping \(oldValue).")
                stepValue = oldValue
            }
        }
    }
    /// Whether stepping past one end wraps to the other (default `false`).
    open var wraps: Bool = false
    /// Whether holding repeats (default `true`; kept).
    open var autorepeat: Bool = true
    /// Whether changes are sent while the user holds (default `true`; kept).
    open var isContinuous: Bool = true

    /// Creates a stepper, 94 × 32 at the frame's origin.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
        setInitialContentHugging(horizontal: .defaultHigh, vertical: .defaultHigh)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: CGSize { UIStepper.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    /// Adds ``stepValue`` as a tap on "+" does (Plumb), wrapping if ``wraps``, and sends
    /// `.valueChanged` when the value changed.
    public func increment() { step(by: stepValue) }
    /// Subtracts ``stepValue`` as a tap on "−" does (Plumb).
    public func decrement() { step(by: -stepValue) }
    /// VoiceOver's swipe up: as a tap on "+" (``increment()``).
    open override func accessibilityIncrement() { increment() }
    /// VoiceOver's swipe down: as a tap on "−" (``decrement()``).
    open override func accessibilityDecrement() { decrement() }

    private func step(by delta: Double) {
        guard isEnabled else { return }
        let old = _value
        var v = _value + delta
        if wraps {
            if v > maximumValue { v = minimumValue } else if v < minimumValue { v = maximumValue }
        }
        value = v
        if _value != old { sendActions(for: .valueChanged) }
    }

    /// Where the stepper draws: 94 × 32 at the top leading corner of larger bounds.
    var trackRect: CGRect {
        let b = bounds
        let w = min(b.width, UIStepper.size.width), h = min(b.height, UIStepper.size.height)
        return CGRect(x: isLayoutRightToLeft ? b.maxX - w : b.minX, y: b.minY, width: w, height: h)
    }

    open override func draw(_ rect: CGRect) {
        let t = trackRect
        guard t.width > 0, t.height > 0 else { return }
        enabledColor(UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)).setFill()
        UIBezierPath(roundedRect: t, cornerRadius: min(UIStepper.cornerRadius, t.height / 2)).fill()
        // The divider: 1 point wide, half the height, centred (estimate).
        enabledColor(UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)).setFill()
        UIBezierPath(rect: CGRect(x: t.midX - 0.5, y: t.minY + t.height / 4, width: 1, height: t.height / 2)).fill()
        let rtl = isLayoutRightToLeft
        let half = t.width / 2
        let minusCenter = CGPoint(x: rtl ? t.maxX - half / 2 : t.minX + half / 2, y: t.midY)
        let plusCenter = CGPoint(x: rtl ? t.minX + half / 2 : t.maxX - half / 2, y: t.midY)
        let canDecrement = wraps || _value > minimumValue, canIncrement = wraps || _value < maximumValue
        // Glyphs: 14-point bars, 2 points thick (estimate of the SF Symbols minus and plus).
        let arm: CGFloat = 7, thick: CGFloat = 2
        let ink = UIColor.label
        enabledColor(canDecrement ? ink : ink.withAlphaComponent(0.3)).setFill()
        UIBezierPath(rect: CGRect(x: minusCenter.x - arm, y: minusCenter.y - thick / 2, width: 2 * arm, height: thick))
            .fill()
        enabledColor(canIncrement ? ink : ink.withAlphaComponent(0.3)).setFill()
        UIBezierPath(rect: CGRect(x: plusCenter.x - arm, y: plusCenter.y - thick / 2, width: 2 * arm, height: thick))
            .fill()
        UIBezierPath(rect: CGRect(x: plusCenter.x - thick / 2, y: plusCenter.y - arm, width: thick, height: 2 * arm))
            .fill()
    }

    override var descriptionText: String? { "value = \(value)" }
}
