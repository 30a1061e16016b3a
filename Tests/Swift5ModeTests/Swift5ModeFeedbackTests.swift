import Foundation
// Compiled in Swift 5 language mode: pre-concurrency code that keeps a feedback generator in a
// plain class and posts accessibility notifications from unannotated functions compiles against
// PlumbUI, as it does against UIKit.
import PlumbUI
import Testing

/// A wrapper in the style of apps that supported iOS 9 (a generator held as `Any`).
final class TickPlayer {
    private var generator: Any?

    init() {
        generator = UISelectionFeedbackGenerator()
    }

    func tick() {
        (generator as? UISelectionFeedbackGenerator)?.prepare()
        (generator as? UISelectionFeedbackGenerator)?.selectionChanged()
    }
}

/// An unannotated function announcing a result and focusing a view.
func announceSaved(focusing view: UIView) {
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    UIAccessibility.post(notification: .layoutChanged, argument: view)
    if !UIAccessibility.isReduceMotionEnabled {
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }
}

@MainActor @Suite struct Swift5ModeFeedbackTests {
    @Test func preconcurrencyFeedbackCodeRecordsItsHapticsAndPosts() {
        let view = UIView()
        let ((_, posted), haptics) = HapticFeedbackLog.collect {
            AccessibilityNotificationLog.collect {
                TickPlayer().tick()
                announceSaved(focusing: view)
            }
        }
        #expect(haptics.map(\.description) == ["prepare", "selectionChanged", "notification success"])
        #expect(posted.map(\.description) == ["announcement \"Saved\"", "layoutChanged UIView"])
    }
}
