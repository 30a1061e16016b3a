import Foundation

/// Haptics for a change of selection (a picker's wheel ticking): UIKit's `UISelectionFeedbackGenerator`.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the tick of a selection change.
    open func selectionChanged() {
        HapticFeedbackLog.record(.selectionChanged)
    }
}
