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
