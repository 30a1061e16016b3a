import Foundation

extension UITextField {
    /// When an overlay view (left, right, clear button) is shown: UIKit's `UITextField.ViewMode`.
    ///
    /// `.always` shows the view, `.whileEditing` only while the field is being edited,
    /// `.unlessEditing` only while it is not, `.never` never.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always

        /// Whether the view shows in a field that is (or is not) being edited.
        func shows(editing: Bool) -> Bool {
            self == .always || self == (editing ? .whileEditing : .unlessEditing)
        }
    }
}

/// The keyboard a text input asks for (stored only: Plumb has no keyboard).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
        emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the return key (stored only).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalisation (stored only).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Automatic correction (stored only).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Spell checking (stored only).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// The semantic meaning of a field's content, for autofill (stored only).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
}

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
