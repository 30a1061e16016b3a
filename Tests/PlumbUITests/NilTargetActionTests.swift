import Foundation
import Testing
@testable import PlumbUI

/// The target/action forms real code keeps with `nil` after the Linux edit.
@MainActor @Suite struct NilTargetActionTests {
    @Test func barButtonItemsWithANilActionAreTheirClosureForms() {
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        #expect(space.systemItem == .flexibleSpace && space.primaryAction == nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: nil)
        #expect(done.title == "Done" && done.style == .done)
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        #expect(save.title == "Save" && save.style == .done && save.primaryAction == nil && save.systemItem == nil)
        let image = UIImage()
        let icon = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        #expect(icon.image === image && icon.style == .plain && icon.title == nil)
    }

    @Test func removeTargetWithNilRemovesTheActionsForThoseEvents() {
        let field = UITextField()
        var log: [String] = []
        field.addAction(UIAction { _ in log.append("changed") }, for: .editingChanged)
        field.addAction(UIAction { _ in log.append("both") }, for: [.editingChanged, .editingDidEnd])
        field.addAction(UIAction { _ in log.append("ended") }, for: .editingDidEnd)
        field.removeTarget(nil, action: nil, for: .editingChanged)
        field.sendActions(for: .editingChanged)
        field.sendActions(for: .editingDidEnd)
        #expect(log == ["both", "ended"])  // "both" stays for .editingDidEnd
        field.removeTarget(nil, action: nil, for: .allEvents)
        field.sendActions(for: .allEvents)
        #expect(log == ["both", "ended"])
    }
}
