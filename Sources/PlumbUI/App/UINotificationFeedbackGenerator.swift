import Foundation

/// Haptics for the outcome of a task: UIKit's `UINotificationFeedbackGenerator`.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome (UIKit's raw values, in declaration order).
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }

    /// Plays the haptic of an outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        HapticFeedbackLog.record(.notification(notificationType))
    }
}
