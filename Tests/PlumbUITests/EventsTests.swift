import Foundation
import Testing
@testable import PlumbUI

/// UIKit's closure API for events: what replaces `@objc` and `#selector` on Linux.
@MainActor @Suite struct EventsTests {
    @Test func buttonWithAPrimaryAction() {
        var taps = 0
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Save") { action in
                taps += 1
                #expect((action.sender as? UIButton)?.currentTitle == "Save")
            })
        #expect(button.currentTitle == "Save" && button.buttonType == .system)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 0, "the primary action is for .primaryActionTriggered, as in UIKit")
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
        let plain = UIButton(primaryAction: UIAction { _ in taps += 10 })
        #expect(plain.buttonType == .system && plain.currentTitle == nil)
        plain.sendActions(for: .primaryActionTriggered)
        #expect(taps == 11)
    }

    @Test func addActionAndSendActionsReplaceTargetAction() {
        var log: [String] = []
        let button = UIButton(type: .custom)
        let first = UIAction(identifier: UIAction.Identifier("first")) { _ in log.append("first") }
        button.addAction(first, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("second") }, for: [.touchUpInside, .touchDown])
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchDown)
        button.removeAction(identifiedBy: UIAction.Identifier("first"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["first", "second", "second", "second"])
    }

    @Test func barButtonItemsRunTheirPrimaryAction() {
        var log: [String] = []
        let save = UIBarButtonItem(
            title: "Save",
            primaryAction: UIAction { action in
                log.append("save from \((action.sender as? UIBarButtonItem)?.title ?? "?")")
            })
        let cancel = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in log.append("cancel") })
        let fromAction = UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in log.append("share") })
        #expect(cancel.title == "Cancel" && cancel.systemItem == .cancel && fromAction.title == "Share")
        save.triggerPrimaryAction()
        cancel.triggerPrimaryAction()
        fromAction.triggerPrimaryAction()
        save.isEnabled = false
        save.triggerPrimaryAction()
        #expect(log == ["save from Save", "cancel", "share"])
        #expect(UIBarButtonItem(systemItem: .done).style == .done)
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
    }

    @Test func controlWithAPrimaryAction() {
        var ran = false
        let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in ran = true })
        toggle.sendActions(for: .primaryActionTriggered)
        #expect(ran)
    }
}
