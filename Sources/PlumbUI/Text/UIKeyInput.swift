import Foundation

/// What a keyboard needs from a responder: UIKit's `UIKeyInput` (text to insert, backspace).
@MainActor @preconcurrency
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts text at the caret, replacing the selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}
