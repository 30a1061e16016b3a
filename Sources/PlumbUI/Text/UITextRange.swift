import Foundation

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
