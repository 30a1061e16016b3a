import Foundation

/// The object a text field reports editing to: UIKit's `UITextFieldDelegate`.
///
/// Every method has a default implementation, as the optional methods of UIKit's protocol.
/// Plumb calls them when editing is simulated (`becomeFirstResponder()`, `insertText(_:)`,
/// `deleteBackward()`, `resignFirstResponder()`), in UIKit's order.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (default `true`).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (default `true`).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with why (iOS 10; the default calls `textFieldDidEndEditing(_:)`, as UIKit
    /// does for a delegate that implements only that one).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// The selection changed (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether a change to the text may happen (default `true`).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Whether the clear button may clear the text (default `true`).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key is handled (default `true`).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
