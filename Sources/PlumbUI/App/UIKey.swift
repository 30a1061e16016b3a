import Foundation

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
