import Foundation
import Raster

/// An on/off switch: UIKit's `UISwitch`.
///
/// Its intrinsic size is 51 × 31 points whatever its state, the size iOS gives a switch
/// (a `UISwitch()` logs `frame = {{0, 0}, {51, 31}}`, and `UISwitch(frame:)` with a 120 × 60
/// frame logs the same; Open Radar 31777116 reports iOS 10.3 returning an intrinsic width of
/// 49 while drawing 51, which Plumb does not reproduce). Plumb's initialisers do the same; a frame set later, or one Auto Layout
/// solves, is kept (iOS would keep 51 × 31).
///
/// Laid out larger than that, it still draws at 51 × 31, at the top leading corner (which
/// corner iOS uses in right-to-left layouts is not confirmed). It draws a rounded track (``onTintColor`` when on, a light grey when off) and a circular
/// thumb (``thumbTintColor``, white by default) 2 points inside the track: on the trailing
/// side when on, on the leading side when off, so in right-to-left layouts an "on" thumb sits
/// on the left, as iOS mirrors it.
///
/// ```swift
/// let toggle = UISwitch()
/// toggle.translatesAutoresizingMaskIntoConstraints = false
/// toggle.isOn = true
/// row.addSubview(toggle)
/// toggle.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor).isActive = true
/// toggle.centerYAnchor.constraint(equalTo: row.centerYAnchor).isActive = true
/// ```
///
/// In dark mode the off track is `secondarySystemFill`'s dark value and the thumb stays white.
///
/// Where Plumb differs: no touch handling and no animation (`setOn(_:animated:)` changes the
/// state at once); drawing is flat (no thumb shadow, no off-state border).
open class UISwitch: UIControl {
    /// The size of every switch on iOS.
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's inset from the track's edge.
    static let thumbInset: CGFloat = 2
    /// The track colour when off: `secondarySystemFill` (translucent grey; over white it is
    /// (233, 233, 235), the off track of iOS's light-mode switch, so UIKit evidently uses this
    /// fill; its dark value (120, 120, 128, 0.32) is the same assumption in dark mode).
    static let offTrackColor = UIColor.secondarySystemFill

    /// Whether the switch is on (default `false`).
    open var isOn: Bool = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    /// The track colour when on (`nil`, the default, means `systemGreen`).
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb colour (`nil`, the default, means white).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Creates a switch that is off, 51 × 31 points at the frame's origin whatever its size.
    /// Hugs its size at 750 on both axes, as UIKit's switch does (a label beside it stretches).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        setInitialContentHugging(horizontal: .defaultHigh, vertical: .defaultHigh)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Turns the switch on or off (`animated` is ignored: Plumb does not animate).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { UISwitch.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    /// Where the switch is drawn: 51 × 31 points at the top leading corner of larger bounds
    /// (iOS keeps drawing a switch at its own size), the bounds when they are smaller.
    var trackRect: CGRect {
        let b = bounds
        let w = min(b.width, UISwitch.size.width), h = min(b.height, UISwitch.size.height)
        return CGRect(x: isLayoutRightToLeft ? b.maxX - w : b.minX, y: b.minY, width: w, height: h)
    }

    /// Where the thumb is drawn: a circle 2 points inside the track, at the trailing end when on.
    var thumbRect: CGRect {
        let b = trackRect
        let d = max(0, b.height - 2 * UISwitch.thumbInset)
        let trailing = isOn != isLayoutRightToLeft
        let x = trailing ? b.maxX - UISwitch.thumbInset - d : b.minX + UISwitch.thumbInset
        return CGRect(x: x, y: b.minY + UISwitch.thumbInset, width: d, height: d)
    }

    open override func draw(_ rect: CGRect) {
        let b = trackRect
        guard b.width > 0, b.height > 0 else { return }
        enabledColor(isOn ? (onTintColor ?? .systemGreen) : UISwitch.offTrackColor).setFill()
        let track = UIBezierPath(roundedRect: b, cornerRadius: b.height / 2)
        if !isEnabled {
            // Half-transparent parts must not overlap (as under iOS's group opacity): the track
            // leaves a hole for the thumb.
            track.path.addEllipse(in: thumbRect.raster)
            track.usesEvenOddFillRule = true
        }
        track.fill()
        enabledColor(thumbTintColor ?? .white).setFill()
        UIBezierPath(ovalIn: thumbRect).fill()
    }

    override var descriptionText: String? { isOn ? "on" : "off" }
}
