import Foundation

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

/// The keyboard's look (UIKit's `UIKeyboardAppearance`; stored only, Plumb has no keyboard).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// UIKit's deprecated name for `.dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// How the keyboard is set up for a text input: UIKit's `UITextInputTraits`. `UITextField` and
/// `UITextView` adopt it. Every member is optional in UIKit; the defaults here are UIKit's
/// documented defaults (`.default`, with `.sentences` for capitalisation and `false` for the
/// flags), and setting one on a type that does not store it does nothing.
///
/// ```swift
/// notes.keyboardType = .emailAddress
/// notes.returnKeyType = .done
/// ```
@MainActor @preconcurrency
public protocol UITextInputTraits: AnyObject {
    /// The keyboard to show.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's look.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// Automatic capitalisation.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Automatic correction.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Spell checking.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed.
    var isSecureTextEntry: Bool { get set }
    /// The meaning of the content, for autofill.
    var textContentType: UITextContentType? { get set }
}

extension UITextInputTraits {
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set {}
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set {}
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    public var textContentType: UITextContentType? {
        get { nil }
        set {}
    }
}
