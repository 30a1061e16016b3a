import Foundation
import Testing
@testable import PlumbUI

/// `UIViewController.editButtonItem`: "Edit" / "Done", and a tap (`triggerPrimaryAction()`)
/// calls `setEditing(!isEditing, animated: true)`.
@MainActor @Suite struct EditButtonItemTests {
    final class Notes: UIViewController {
        var calls: [(Bool, Bool)] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            calls.append((editing, animated))
        }
    }

    @Test func theItemTogglesEditingAndItsTitle() {
        let notes = Notes()
        let item = notes.editButtonItem
        #expect(item === notes.editButtonItem)
        #expect(item.title == "Edit" && item.style == .plain && !notes.isEditing)
        item.triggerPrimaryAction()
        #expect(notes.isEditing && item.title == "Done" && item.style == .done)
        #expect(notes.calls.map(\.0) == [true] && notes.calls.map(\.1) == [true])
        item.triggerPrimaryAction()
        #expect(!notes.isEditing && item.title == "Edit" && item.style == .plain)
        #expect(notes.calls.map(\.0) == [true, false])
    }

    @Test func settingIsEditingCallsSetEditingWithoutAnimationAndUpdatesTheItem() {
        let notes = Notes()
        notes.isEditing = true
        #expect(notes.calls.count == 1 && notes.calls[0] == (true, false))
        #expect(notes.editButtonItem.title == "Done", "an item made while editing says Done")
        notes.setEditing(false, animated: true)
        #expect(notes.editButtonItem.title == "Edit" && !notes.isEditing)
    }

    @Test func aTableViewControllerEditsItsTable() {
        let list = UITableViewController(style: .plain)
        list.loadViewIfNeeded()
        list.editButtonItem.triggerPrimaryAction()
        #expect(list.isEditing && list.tableView.isEditing)
        list.isEditing = false
        #expect(!list.tableView.isEditing)
    }

    @Test func theItemShowsInTheNavigationBar() {
        let notes = Notes()
        notes.navigationItem.rightBarButtonItem = notes.editButtonItem
        let nav = UINavigationController(rootViewController: notes)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        #expect(nav.navigationBar.topItem?.rightBarButtonItem?.title == "Edit")
        nav.navigationBar.topItem?.rightBarButtonItem?.triggerPrimaryAction()
        #expect(notes.isEditing && nav.navigationBar.topItem?.rightBarButtonItem?.title == "Done")
    }

    @Test func theItemDoesNotKeepItsControllerAlive() {
        weak var gone: Notes?
        var item: UIBarButtonItem?
        do {
            let notes = Notes()
            gone = notes
            item = notes.editButtonItem
        }
        #expect(gone == nil)
        item?.triggerPrimaryAction()  // nothing to edit: no crash
        #expect(item?.title == "Edit")
    }
}
