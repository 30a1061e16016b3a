import Foundation

/// A key or button press: UIKit's `UIPress`, delivered to `pressesBegan(_:with:)` and its
/// siblings on `UIResponder`.
///
/// Plumb makes presses only when a test simulates a key (``UIResponder/simulateKeyPress(_:characters:charactersIgnoringModifiers:modifierFlags:)``).
///
/// ```swift
/// override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
///     guard let key = presses.first?.key, key.keyCode == .keyboardEscape else {
///         return super.pressesBegan(presses, with: event)
///     }
///     dismiss(animated: true)
/// }
/// ```
@MainActor @preconcurrency
open class UIPress: NSObject {
    /// Where a press is in its life (UIKit's `UIPress.Phase`, raw values from UIPress.h).
    public enum Phase: Int, Sendable {
        case began = 0, changed = 1, stationary = 2, ended = 3, cancelled = 4
    }

    /// What was pressed (UIKit's `UIPress.PressType`, raw values from UIPress.h). A keyboard key
    /// other than the arrows is none of the named types; Plumb gives it raw value -1 (an estimate:
    /// UIKit's value is undocumented).
    public struct PressType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let upArrow = PressType(rawValue: 0)
        public static let downArrow = PressType(rawValue: 1)
        public static let leftArrow = PressType(rawValue: 2)
        public static let rightArrow = PressType(rawValue: 3)
        public static let select = PressType(rawValue: 4)
        public static let menu = PressType(rawValue: 5)
        public static let playPause = PressType(rawValue: 6)
    }

    /// The press's phase.
    open internal(set) var phase: Phase = .began
    /// What was pressed.
    open internal(set) var type: PressType = PressType(rawValue: -1)
    /// How hard (0 or 1: keys are digital).
    open internal(set) var force: CGFloat = 0
    /// The keyboard key, for a press from a keyboard.
    open internal(set) var key: UIKey?
    /// When the press began or last changed, in seconds since boot.
    open internal(set) var timestamp: TimeInterval = 0
    /// The responder the press was delivered to.
    open internal(set) weak var responder: UIResponder?
}
