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

/// The presses of one moment: UIKit's `UIPressesEvent`.
@MainActor @preconcurrency
open class UIPressesEvent: UIEvent {
    /// `.presses`.
    open override var type: EventType { .presses }
    /// The event's presses.
    open internal(set) var allPresses: Set<UIPress> = []
}

/// A key on a hardware keyboard: UIKit's `UIKey` (iOS 13.4).
@MainActor @preconcurrency
open class UIKey: NSObject {
    /// The text the key types, modifiers applied ("A" with Shift).
    open internal(set) var characters: String = ""
    /// The text the key types without modifiers ("a").
    open internal(set) var charactersIgnoringModifiers: String = ""
    /// The modifier keys held.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The key's USB HID usage.
    open internal(set) var keyCode: UIKeyboardHIDUsage = .keyboardErrorUndefined
}

/// Modifier keys (UIKit's `UIKeyModifierFlags`, raw values from UICommand.h).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

extension UIResponder {
    /// Simulates a hardware key going down then up, as a test's stand-in for a keyboard (Plumb
    /// has none): `pressesBegan(_:with:)` then `pressesEnded(_:with:)` on this responder (call
    /// it on the first responder, where UIKit delivers presses), each with one press carrying
    /// the key. Key commands are not matched.
    ///
    /// ```swift
    /// controller.simulateKeyPress(.keyboardEscape)
    /// field.simulateKeyPress(.keyboardA, characters: "A", charactersIgnoringModifiers: "a", modifierFlags: .shift)
    /// ```
    /// - Parameters:
    ///   - keyCode: The key's HID usage.
    ///   - characters: What the key types with the modifiers.
    ///   - charactersIgnoringModifiers: What it types without (`nil`: `characters`).
    ///   - modifierFlags: The modifier keys held.
    public func simulateKeyPress(
        _ keyCode: UIKeyboardHIDUsage, characters: String = "",
        charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = []
    ) {
        let key = UIKey()
        key.keyCode = keyCode
        key.characters = characters
        key.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        key.modifierFlags = modifierFlags
        let press = UIPress()
        press.key = key
        press.type =
            switch keyCode {
            case .keyboardUpArrow: .upArrow
            case .keyboardDownArrow: .downArrow
            case .keyboardLeftArrow: .leftArrow
            case .keyboardRightArrow: .rightArrow
            default: UIPress.PressType(rawValue: -1)
            }
        press.force = 1
        press.responder = self
        press.timestamp = ProcessInfo.processInfo.systemUptime
        let event = UIPressesEvent()
        event.allPresses = [press]
        event.timestamp = press.timestamp
        pressesBegan([press], with: event)
        press.phase = .ended
        press.force = 0
        pressesEnded([press], with: event)
    }
}

/// A keyboard shortcut: UIKit's `UIKeyCommand` (a `UIMenuElement`), with a closure for the
/// action as Plumb's conventions have it (Linux has no selectors).
///
/// ```swift
/// // UIKit: UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find))
/// override var keyCommands: [UIKeyCommand]? {
///     [UIKeyCommand(input: "f", modifierFlags: .command) { [weak self] _ in self?.find() }]
/// }
/// ```
///
/// Where Plumb differs: commands are stored, not matched against simulated presses; call
/// ``perform()`` to run one.
@MainActor @preconcurrency
open class UIKeyCommand: UIMenuElement {
    /// The key's input: a character ("f") or one of the special inputs (``inputEscape``...).
    open private(set) var input: String?
    /// The modifier keys that must be held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The command's title (in menus and the shortcut overlay).
    open var title: String
    /// The command's image.
    open var image: UIImage?
    /// A title for the shortcut overlay.
    open var discoverabilityTitle: String?
    /// Whether the command is disabled, destructive or hidden.
    open var attributes: UIMenuElement.Attributes
    /// Whether it shows a checkmark.
    open var state: UIMenuElement.State
    /// Whether the command runs when a view further down the chain would handle the key
    /// (iOS 15; default `false`, stored).
    open var wantsPriorityOverSystemBehavior = false
    let handler: (UIKeyCommand) -> Void

    /// Creates a command for a key and modifiers, with a closure for UIKit's action selector.
    public init(
        title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping (UIKeyCommand) -> Void
    ) {
        self.title = title
        self.image = image
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }

    /// Runs the command's closure (what choosing it does).
    public func perform() { handler(self) }

    // The special inputs: the strings UIKit's constants hold (UIResponder.h's `UIKeyInput...`).
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
}
