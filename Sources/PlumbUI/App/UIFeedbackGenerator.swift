import Foundation

/// The superclass of UIKit's haptic feedback generators: UIKit's `UIFeedbackGenerator`.
///
/// Linux has no Taptic Engine: a generator plays nothing. What it was asked to play is recorded
/// in ``HapticFeedbackLog`` while one is collecting, so that a test can check that a selection
/// change ticked or a save reported success.
///
/// ```swift
/// let generator = UINotificationFeedbackGenerator()
/// generator.prepare()
/// generator.notificationOccurred(.success)
/// ```
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    /// Creates a generator.
    public override init() { super.init() }

    /// Wakes the Taptic Engine so that the next feedback plays without delay (recorded as
    /// ``HapticFeedbackLog/Event/prepare``; no other effect).
    open func prepare() {
        HapticFeedbackLog.record(.prepare)
    }
}
