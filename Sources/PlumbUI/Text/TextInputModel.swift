import Foundation

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
