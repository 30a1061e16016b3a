import Foundation

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
