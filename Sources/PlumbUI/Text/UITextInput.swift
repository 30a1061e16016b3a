import Foundation

/// Positions, ranges and the selection of editable text: the part of UIKit's `UITextInput` that
/// app code calls on `UITextField` and `UITextView`. Positions are UTF-16 offsets, as in UIKit;
/// out-of-range positions give `nil` (``position(from:offset:)``) or are clamped to the text.
///
/// ```swift
/// // Keep the caret where it was while reformatting a phone number:
/// let caret = field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start)
/// field.text = formatted
/// if let p = field.position(from: field.beginningOfDocument, offset: caret) {
///     field.selectedTextRange = field.textRange(from: p, to: p)
/// }
/// ```
///
/// Where Plumb differs: there is no marked (IME) text, so ``markedTextRange`` is `nil`.
@MainActor @preconcurrency
public protocol UITextInput: UIKeyInput {
    /// The selection (a caret when empty), or `nil` where there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The text being composed by an input method, if any.
    var markedTextRange: UITextRange? { get }
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The text in a range.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in a range.
    func replace(_ range: UITextRange, withText text: String)
    /// A range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` UTF-16 units from another, or `nil` outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The UTF-16 units from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> Foundation.ComparisonResult
}
