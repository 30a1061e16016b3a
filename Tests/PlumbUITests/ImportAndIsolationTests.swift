import Foundation
import PlumbUI  // alone, as `import UIKit`: Foundation comes with it
import Testing

/// `import PlumbUI` brings Foundation as `import UIKit` does, and PlumbUI's classes are main-actor
/// isolated as UIKit's are; iOS code written for Swift 6 compiles and runs unchanged.
@MainActor @Suite struct ImportAndIsolation {
    /// A controller as iOS code in Swift 6 mode writes it.
    @MainActor final class NotesViewController: UIViewController {
        var log: [String] = []
        let label = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Notes"
            view.addSubview(label)
            log.append("viewDidLoad")
        }
        func reload() async {
            // Back on the main actor after an await, as in UIKit code.
            await Task.yield()
            label.text = "Reloaded"
            log.append("reload")
        }
    }

    @Test func foundationTypesComeWithTheImport() {
        let path = IndexPath(row: 2, section: 1)
        let width: CGFloat = 320
        let when = Date(timeIntervalSince1970: 0)
        let archiver = NSKeyedArchiver()
        #expect(path.row == 2 && path.section == 1)
        #expect(width == 320)
        #expect(when.timeIntervalSince1970 == 0)
        #expect(UIView(coder: archiver) != nil)  // init?(coder:) takes Foundation's NSCoder
    }

    @Test func mainActorSubclassesAndTasksWork() async {
        let controller = NotesViewController()
        controller.loadViewIfNeeded()
        await Task { @MainActor in await controller.reload() }.value
        #expect(controller.log == ["viewDidLoad", "reload"])
        #expect(controller.label.text == "Reloaded")
    }

    @Test func viewsAndConstraintsAreObjectsAsInUIKit() {
        // NSObject subclasses: identity equality, hashing, NSObjectProtocol.
        let a = UIView(), b = UIView()
        let set: Set<UIView> = [a, b, a]
        #expect(set.count == 2)
        #expect(a == a && a != b)
        #expect(a.isEqual(a))
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        #expect([c].firstIndex(of: c) == 0)
        let delegate: any NSObjectProtocol = NotesViewController()
        #expect(delegate.isEqual(delegate) && delegate is UIViewController)
    }

    @Test func descriptionsWorkFromAnyContext() async {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        let onMain = view.description
        // NSObject's description is nonisolated, as in UIKit: readable off the main actor too.
        let detached = await Task.detached { [view] in view.description }.value
        #expect(onMain == detached)
        #expect(onMain.hasSuffix("; frame = (1 2; 30 40)>"))
    }

    @Test func theResponderChainFollowsUIKitsRule() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = NotesViewController()
        window.rootViewController = controller
        #expect(controller.label.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next == nil)
        let field = UITextField()
        controller.view.addSubview(field)
        #expect(!controller.label.becomeFirstResponder())  // labels cannot become first responder
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder)
        withExtendedLifetime(window) {}
    }
}
