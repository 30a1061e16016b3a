import Foundation

/// The presses of one moment: UIKit's `UIPressesEvent`.
@MainActor @preconcurrency
open class UIPressesEvent: UIEvent {
    /// `.presses`.
    open override var type: EventType { .presses }
    /// The event's presses.
    open internal(set) var allPresses: Set<UIPress> = []
}
