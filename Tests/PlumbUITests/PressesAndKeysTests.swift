import Foundation
import Testing
@testable import PlumbUI

/// A controller that handles Escape and passes other keys on, as iOS code does.
@MainActor
private final class KeyController: UIViewController {
    var log: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, key.keyCode == .keyboardEscape else {
            log.append("passed on")
            return super.pressesBegan(presses, with: event)
        }
        log.append("escape began \(presses.first!.phase.rawValue) force=\(presses.first!.force)")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("ended \(presses.first!.key!.keyCode) phase=\(presses.first!.phase.rawValue)")
        super.pressesEnded(presses, with: event)
    }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "f", modifierFlags: .command) { [weak self] _ in self?.log.append("find") }]
    }
}

@MainActor private final class KeyView: UIView {
    var keys: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            let k = press.key!
            keys.append(
                "\(k.characters)|\(k.charactersIgnoringModifiers)|\(k.modifierFlags.rawValue)|\(k.keyCode.rawValue)|\(press.type.rawValue)"
            )
        }
        #expect(event?.type == .presses && event?.allPresses.count == 1)
        super.pressesBegan(presses, with: event)
    }
}

@MainActor @Suite struct PressesAndKeysTests {
    @Test func aKeyPressGoesToTheResponderThenUpTheChain() {
        let controller = KeyController()
        let child = KeyView()
        controller.view.addSubview(child)
        child.simulateKeyPress(.keyboardEscape)
        #expect(child.keys == ["||0|41|-1"])
        #expect(controller.log == ["escape began 0 force=1.0", "ended keyboardEscape phase=3"])
        controller.log = []
        child.simulateKeyPress(.keyboardA, characters: "A", charactersIgnoringModifiers: "a", modifierFlags: .shift)
        #expect(child.keys.last == "A|a|131072|4|-1")
        #expect(controller.log == ["passed on", "ended keyboardA phase=3"])
        child.simulateKeyPress(.keyboardUpArrow, characters: UIKeyCommand.inputUpArrow)
        #expect(child.keys.last == "UIKeyInputUpArrow|UIKeyInputUpArrow|0|82|0")
    }

    @Test func keyCommandsAreDeclaredAndRunThroughPerform() {
        let controller = KeyController()
        let command = controller.keyCommands!.first!
        #expect(command.input == "f" && command.modifierFlags == .command && command.title == "")
        #expect(!command.wantsPriorityOverSystemBehavior && command.state == .off)
        command.perform()
        #expect(controller.log == ["find"])
        #expect(UIView().keyCommands == nil)
    }

    @Test func rawValuesAreUIKits() {
        #expect(UIKeyModifierFlags.alphaShift.rawValue == 65536 && UIKeyModifierFlags.command.rawValue == 1_048_576)
        #expect(UIKeyModifierFlags.alternate.rawValue == 524_288 && UIKeyModifierFlags.control.rawValue == 262_144)
        #expect(
            UIKeyboardHIDUsage.keyboardTab.rawValue == 43 && UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 40)
        #expect(UIKeyboardHIDUsage.keyboardZ.rawValue == 29 && UIKeyboardHIDUsage.keyboard0.rawValue == 39)
        #expect(UIKeyboardHIDUsage.keyboardF12.rawValue == 69 && UIKeyboardHIDUsage.keyboardLeftArrow.rawValue == 80)
        #expect(UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 231)
        #expect(UIPress.PressType.select.rawValue == 4 && UIPress.Phase.cancelled.rawValue == 4)
        #expect(UIEvent.EventType.presses.rawValue == 3 && UIPressesEvent().type == .presses)
        #expect(UIKeyCommand.inputEscape == "UIKeyInputEscape")
    }
}
