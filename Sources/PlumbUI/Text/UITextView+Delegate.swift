import Foundation

/// The object a text view reports editing to: UIKit's `UITextViewDelegate`.
///
/// Every method has a default implementation, as the optional methods of UIKit's protocol. Plumb
/// calls them when editing is simulated, in UIKit's order:
///
/// | step | calls |
/// |---|---|
/// | `becomeFirstResponder()` | `textViewShouldBeginEditing`, `textViewDidBeginEditing` |
/// | `insertText(_:)`, `deleteBackward()` | `textView(_:shouldChangeTextIn:replacementText:)`, `textViewDidChangeSelection`, `textViewDidChange` |
/// | `selectedRange = …` | `textViewDidChangeSelection` |
/// | `resignFirstResponder()` | `textViewShouldEndEditing`, `textViewDidEndEditing` |
///
/// Setting `text` in code calls none of them, as in UIKit ("This method is not called in
/// response to programmatically initiated changes", `textViewDidChange(_:)` documentation).
///
/// ```swift
/// final class Counter: NSObject, UITextViewDelegate {
///     func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
///         let current = textView.text as NSString
///         return current.replacingCharacters(in: range, with: text).count <= 140
///     }
/// }
/// ```
///
/// It inherits `UIScrollViewDelegate`, as UIKit's does: the text view is a scroll view and its
/// delegate hears the scroll callbacks too. Where Plumb differs: link and attachment
/// interaction methods are not declared (Plumb has no touches).
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (default `true`).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (default `true`).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began (the view is the first responder).
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a typed change may happen (default `true`): `range` is the selection, or the
    /// character before the caret for backspace; `text` is what replaces it.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by editing.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView {
    /// Posted after a text view began editing (UIKit's `UITextViewTextDidBeginEditingNotification`);
    /// the object is the text view.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted after a text view's text changed by editing (UIKit's
    /// `UITextViewTextDidChangeNotification`). Setting `text` in code posts nothing, as in UIKit.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after a text view ended editing (UIKit's `UITextViewTextDidEndEditingNotification`).
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// Creates a text view that uses TextKit 2 (`true`) or TextKit 1 (iOS 16). Plumb lays text out
    /// the same way either way; this is `init(frame: .zero, textContainer: nil)`.
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
    }
}
