import Foundation

/// A place in a text input's text: UIKit's `UITextPosition`, an opaque object (abstract in
/// UIKit). A text field's or text view's positions are UTF-16 offsets into its text, as UIKit's
/// are; get them from the input (``UITextInput/beginningOfDocument``,
/// ``UITextInput/position(from:offset:)``) and measure them with ``UITextInput/offset(from:to:)``.
///
/// ```swift
/// let start = field.beginningOfDocument
/// if let third = field.position(from: start, offset: 2) {
///     field.selectedTextRange = field.textRange(from: third, to: third)   // caret after two units
/// }
/// ```
@MainActor @preconcurrency
open class UITextPosition: NSObject {
    /// Creates a position (subclass it to build your own text input, as in UIKit).
    public override init() { super.init() }
}

/// A range of a text input's text: UIKit's `UITextRange`, from ``start`` to ``end``.
@MainActor @preconcurrency
open class UITextRange: NSObject {
    /// Creates a range (subclass it to build your own text input, as in UIKit).
    public override init() { super.init() }
    /// The range's first position (a subclass overrides it; the base class has none).
    open var start: UITextPosition { UITextPosition() }
    /// The position just past the range.
    open var end: UITextPosition { UITextPosition() }
    /// Whether the range holds no text (a caret).
    open var isEmpty: Bool { false }
}

/// The position UITextField and UITextView hand out: a UTF-16 offset into their text.
final class IndexedTextPosition: UITextPosition {
    nonisolated let offset: Int
    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
    nonisolated override var description: String { "<UITextPosition: \(offset)>" }
    nonisolated override func isEqual(_ object: Any?) -> Bool { (object as? IndexedTextPosition)?.offset == offset }
    nonisolated override var hash: Int { offset }
}

/// The range UITextField and UITextView hand out: UTF-16 offsets, `start <= end`.
final class IndexedTextRange: UITextRange {
    nonisolated let range: NSRange
    init(_ range: NSRange) {
        self.range = range
        super.init()
    }
    override var start: UITextPosition { IndexedTextPosition(range.location) }
    override var end: UITextPosition { IndexedTextPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
    nonisolated override var description: String { "<UITextRange: {\(range.location), \(range.length)}>" }
    nonisolated override func isEqual(_ object: Any?) -> Bool { (object as? IndexedTextRange)?.range == range }
    nonisolated override var hash: Int { range.location &* 31 &+ range.length }
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

/// A text input told when `endEditing(true)` took first-responder status away without asking
/// it: UIKit then calls `textFieldDidEndEditing(_:)` / `textViewDidEndEditing(_:)` anyway
/// ("may be called if forced even if shouldEndEditing returns NO (e.g. view removed from
/// window) or endEditing:YES called", UITextField.h).
@MainActor
protocol EditingEndsWhenForced: AnyObject {
    func editingWasForcedToEnd()
}

/// The text-input arithmetic UITextField and UITextView share: UTF-16 offsets into a string.
@MainActor
struct TextInputModel {
    /// The text's length in UTF-16 units.
    var length: Int

    /// An offset clamped to the text.
    func clamp(_ offset: Int) -> Int { min(max(0, offset), length) }

    /// A position's offset (positions from elsewhere count as the start), clamped to the text.
    func offset(of position: UITextPosition) -> Int {
        clamp((position as? IndexedTextPosition)?.offset ?? 0)
    }

    /// A range's UTF-16 range, clamped to the text.
    func nsRange(of range: UITextRange) -> NSRange {
        let a = offset(of: range.start), b = offset(of: range.end)
        return NSRange(location: min(a, b), length: abs(b - a))
    }

    /// UIKit's rule: "If the computed text position is less than 0 or greater than the length of
    /// the backing string, return nil" (`UITextInput.position(from:offset:)` documentation).
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let p = position as? IndexedTextPosition else { return nil }
        let (sum, overflow) = p.offset.addingReportingOverflow(offset)
        guard !overflow, sum >= 0, sum <= length else { return nil }
        return IndexedTextPosition(sum)
    }

    func range(from a: UITextPosition, to b: UITextPosition) -> UITextRange? {
        guard let a = a as? IndexedTextPosition, let b = b as? IndexedTextPosition else { return nil }
        let x = clamp(a.offset), y = clamp(b.offset)
        return IndexedTextRange(NSRange(location: min(x, y), length: abs(y - x)))
    }

    func compare(_ a: UITextPosition, _ b: UITextPosition) -> Foundation.ComparisonResult {
        let x = offset(of: a), y = offset(of: b)
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }

    /// The substring of `text` in a UTF-16 range (clamped).
    static func substring(_ text: String, _ range: NSRange) -> String {
        let units = Array(text.utf16)
        let lo = min(max(0, range.location), units.count)
        let hi = min(max(lo, range.location + range.length), units.count)
        return String(decoding: units[lo..<hi], as: UTF16.self)
    }

    /// `text` with a UTF-16 range (clamped) replaced.
    static func replacing(_ text: String, _ range: NSRange, with replacement: String) -> String {
        let units = Array(text.utf16)
        let lo = min(max(0, range.location), units.count)
        let hi = min(max(lo, range.location + range.length), units.count)
        return String(decoding: Array(units[..<lo]) + Array(replacement.utf16) + Array(units[hi...]), as: UTF16.self)
    }

    /// The range backspace deletes: the selection, else the character (grapheme cluster)
    /// before the caret, as a key press deletes a whole emoji; `nil` at the start.
    static func backspaceRange(_ text: String, selection: NSRange) -> NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let units = text.utf16
        let caret = units.index(units.startIndex, offsetBy: min(selection.location, units.count))
        let index = String.Index(caret, within: text) ?? caret
        guard index > text.startIndex else { return nil }
        let before = text.index(before: index)
        let lo = units.distance(from: units.startIndex, to: before)
        return NSRange(location: lo, length: selection.location - lo)
    }
}
