import Foundation
import Testing
@testable import PlumbUI

/// The README's closure form of a selector-based observer: the block runs on the posting thread
/// (`queue: nil`), `MainActor.assumeIsolated` checks that it is the main actor's, and the
/// notification (not `Sendable` in Swift 6) is handed over as `nonisolated(unsafe)`. It compiles
/// without warnings in Swift 6 (`PLUMB_WARNINGS_AS_ERRORS=1` builds this file with
/// `-warnings-as-errors`) and calls the controller's method. (`queue: .main` is also correct on
/// iOS, but on Linux a post from the main actor to a `.main` observer deadlocks:
/// swift-corelibs-foundation waits for the main operation queue from a thread it does not
/// recognise as the main queue's.)
@MainActor @Suite struct NotificationIsolationTests {
    final class FormController: UIViewController {
        private(set) var shownHeights: [CGFloat] = []
        private var observer: (any NSObjectProtocol)?

        override func viewDidLoad() {
            super.viewDidLoad()
            observer = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil,
                queue: nil
            ) { [weak self] note in
                nonisolated(unsafe) let note = note  // used on the posting (main) thread only
                MainActor.assumeIsolated { self?.keyboardWillShow(note) }
            }
        }

        func keyboardWillShow(_ note: Notification) {
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            shownHeights.append(frame.height)
        }

        func stopObserving() {
            if let observer { NotificationCenter.default.removeObserver(observer) }
        }
    }

    @Test func theClosureObserverRunsTheMainActorMethod() {
        let form = FormController()
        form.loadViewIfNeeded()
        defer { form.stopObserving() }
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 376, width: 375, height: 291))
            ])
        #expect(form.shownHeights == [291])
    }
}
