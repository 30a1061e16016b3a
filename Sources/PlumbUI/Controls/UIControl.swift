import Foundation

/// The base class of controls: UIKit's `UIControl`, for layout and drawing.
///
/// Carries the state flags controls draw with (``isEnabled``, ``isSelected``,
/// ``isHighlighted``). `UIButton`, `UISwitch`, `UISlider`, `UISegmentedControl` and
/// `UITextField` inherit from it, as on iOS.
///
/// ```swift
/// let toggle = UISwitch()
/// toggle.isEnabled = false   // drawn at half opacity
/// ```
///
/// Touches reach a control only when a test simulates one
/// (``simulateTouch(at:movingThrough:cancelled:)``), which goes through UIKit's tracking methods
/// and sends the touch events (`.touchDown`, `.touchUpInside`...), so a subclass that overrides
/// `beginTracking(_:with:)` and its siblings works as on iOS.
///
/// Where Plumb differs: the standard controls do not react to simulated touches beyond sending
/// the touch events (a switch does not toggle, a slider's thumb does not move); selector-based
/// targets are not supported (there is no Objective-C runtime on Linux).
open class UIControl: UIView {
    /// Control states (UIKit's `UIControl.State`; buttons keep titles and colours per state).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The control's current state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var s = State.normal
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }

    /// Whether the control is enabled (default `true`); a disabled control draws at half opacity.
    open var isEnabled: Bool = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// Whether the control is selected (default `false`).
    open var isSelected: Bool = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// Whether the control is highlighted (default `false`; stored, not drawn).
    open var isHighlighted: Bool = false
    /// Where content sits horizontally (UIKit's `UIControl.ContentHorizontalAlignment`; default `.center`).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// Where content sits vertically (default `.center`).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// Horizontal placement of a control's content (raw values from UIControl.h).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left = 1, right = 2, fill = 3, leading = 4, trailing = 5
    }

    /// Vertical placement of a control's content (raw values from UIControl.h).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top = 1, bottom = 2, fill = 3
    }

    // MARK: Tracking (the touch handling is in UIControl+Tracking.swift)

    /// Whether the control is tracking a touch: what ``beginTracking(_:with:)`` returned, until
    /// ``continueTracking(_:with:)`` returns `false` or the touch ends.
    open internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control's bounds (`point(inside:with:)`).
    open internal(set) var isTouchInside = false

    /// Called when a touch enters the control; return whether to track it (the default does, as
    /// UIKit's). The result becomes ``isTracking``.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called for each move of a tracked touch; return whether to keep tracking (default `true`).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when a tracked touch ends (default: nothing).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when a tracked touch is cancelled (default: nothing).
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackBegan(touches, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackMoved(touches, with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackEnded(touches, with: event) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackCancelled(with: event) }

    /// Actions added with `addAction(_:for:)`.
    var registeredActions: [(action: UIAction, events: Event)] = []

    /// Creates a control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `color`, at half its alpha when the control is disabled.
    func enabledColor(_ color: UIColor) -> UIColor {
        let c = color.resolvedColor(with: traitCollection)
        return isEnabled ? c : c.withAlphaComponent(c.alpha / 2)
    }
}

extension UIView {
    /// Whether the view's effective layout direction is right to left.
    var isLayoutRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
