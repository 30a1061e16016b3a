import Foundation
import Testing
@testable import PlumbUI

/// Records what a text field or text view tells its delegate, its actions and observers, in order.
@MainActor final class EditingLog {
    var entries: [String] = []
    private var tokens: [NSObjectProtocol] = []

    /// Observes `names` posted by `object` on the default centre until ``stop()``.
    func observe(_ names: [Notification.Name], object: AnyObject) {
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
                    let raw = note.name.rawValue
                    MainActor.assumeIsolated { self?.entries.append("note " + raw) }
                })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
    }
}

@MainActor final class FieldDelegate: UITextFieldDelegate {
    let log: EditingLog
    var allowsBegin = true, allowsEnd = true
    var refuses: Set<String> = []
    init(_ log: EditingLog) { self.log = log }
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.entries.append("shouldBegin"); return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.entries.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.entries.append("shouldEnd"); return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.entries.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        log.entries.append("shouldChange {\(range.location), \(range.length)} \"\(string)\"")
        return !refuses.contains(string)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.entries.append("didChangeSelection") }
}

@MainActor final class ScrollOnlyDelegate: NSObject, UIScrollViewDelegate {}

@MainActor final class ViewDelegate: NSObject, UITextViewDelegate {
    let log: EditingLog
    var allowsEnd = true
    init(_ log: EditingLog) { self.log = log }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.entries.append("didScroll \(scrollView.contentOffset.y)")
    }
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.entries.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.entries.append("shouldEnd"); return allowsEnd }
    func textViewDidEndEditing(_ textView: UITextView) { log.entries.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.entries.append("shouldChange {\(range.location), \(range.length)} \"\(text)\"")
        return text != "!"
    }
    func textViewDidChange(_ textView: UITextView) { log.entries.append("didChange \(textView.text ?? "")") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        log.entries.append("didChangeSelection {\(textView.selectedRange.location), \(textView.selectedRange.length)}")
    }
}

/// UITextInput's positions and ranges on UITextField and UITextView: UTF-16 offsets, `nil` past
/// either end, clamped ranges.
@MainActor @Suite struct TextInputPositionTests {
    @Test func positionsAreUTF16OffsetsAndOutOfRangeGivesNil() throws {
        let field = UITextField()
        field.text = "a😀b"  // 😀 is two UTF-16 units: length 4
        let start = field.beginningOfDocument, end = field.endOfDocument
        #expect(field.offset(from: start, to: end) == 4)
        #expect(field.offset(from: end, to: start) == -4)
        #expect(field.position(from: start, offset: 5) == nil)
        #expect(field.position(from: start, offset: -1) == nil)
        #expect(field.position(from: end, offset: Int.max) == nil)
        let three = try #require(field.position(from: start, offset: 3))
        #expect(field.offset(from: start, to: three) == 3)
        #expect(field.compare(start, to: three) == .orderedAscending)
        #expect(field.compare(end, to: three) == .orderedDescending)
        let alsoThree = try #require(field.position(from: end, offset: -1))
        #expect(field.compare(three, to: alsoThree) == .orderedSame)
        let one = try #require(field.position(from: start, offset: 1))
        let emoji = try #require(field.textRange(from: three, to: one))  // reversed: ordered
        #expect(field.offset(from: start, to: emoji.start) == 1 && field.offset(from: start, to: emoji.end) == 3)
        #expect(!emoji.isEmpty && field.text(in: emoji) == "😀")
        let caret = try #require(field.textRange(from: one, to: one))
        #expect(caret.isEmpty)
        #expect(field.markedTextRange == nil)
        #expect(field.hasText && !UITextField().hasText)
    }

    @Test func replaceEditsByUTF16RangeWithoutTellingTheDelegate() throws {
        let log = EditingLog()
        let view = UITextView()
        let delegate = ViewDelegate(log)
        view.delegate = delegate
        view.text = "hello world"
        let start = view.beginningOfDocument
        let six = try #require(view.position(from: start, offset: 6))
        let range = try #require(view.textRange(from: six, to: view.endOfDocument))
        #expect(view.text(in: range) == "world")
        view.replace(range, withText: "there")
        #expect(view.text == "hello there")
        #expect(view.selectedRange == NSRange(location: 11, length: 0))
        #expect(log.entries.isEmpty)
    }

    @Test func aTextViewKeepsItsSelectionClampedAndReportsChanges() throws {
        let log = EditingLog()
        let view = UITextView()
        let delegate = ViewDelegate(log)
        view.delegate = delegate
        #expect(view.selectedRange == NSRange(location: 0, length: 0))
        view.text = "abcdef"
        #expect(view.selectedRange == NSRange(location: 6, length: 0))  // setting text: caret at the end
        view.selectedRange = NSRange(location: 2, length: 2)
        let selection = try #require(view.selectedTextRange)
        #expect(view.text(in: selection) == "cd")
        view.selectedRange = NSRange(location: 4, length: 100)  // clamped
        #expect(view.selectedRange == NSRange(location: 4, length: 2))
        view.selectedRange = NSRange(location: 4, length: 2)  // unchanged: not reported
        let start = view.beginningOfDocument
        view.selectedTextRange = view.textRange(from: start, to: start)
        #expect(view.selectedRange == NSRange(location: 0, length: 0))
        #expect(log.entries == ["didChangeSelection {2, 2}", "didChangeSelection {4, 2}", "didChangeSelection {0, 0}"])
    }

    @Test func aFieldHasASelectionOnlyWhileEditing() throws {
        let field = UITextField()
        field.text = "1234"
        #expect(field.selectedTextRange == nil)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(field.selectedTextRange == nil)
        #expect(field.becomeFirstResponder())
        defer { field.resignFirstResponder() }
        let caret = try #require(field.selectedTextRange)
        #expect(caret.isEmpty && field.offset(from: field.beginningOfDocument, to: caret.start) == 4)
        let two = try #require(field.position(from: field.beginningOfDocument, offset: 2))
        field.selectedTextRange = field.textRange(from: two, to: two)
        field.insertText("x")
        #expect(field.text == "12x34")
        let after = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: after.start) == 3)
    }

    @Test func textViewsAndFieldsHaveUIKitsInputTraitDefaults() {
        let view = UITextView(usingTextLayoutManager: false)
        #expect(view.frame == .zero && view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.keyboardType == .default && view.returnKeyType == .default && view.keyboardAppearance == .default)
        #expect(view.autocapitalizationType == .sentences && view.autocorrectionType == .default)
        #expect(view.spellCheckingType == .default && view.textContentType == nil)
        #expect(!view.enablesReturnKeyAutomatically && !view.isSecureTextEntry)
        view.keyboardType = .emailAddress
        view.returnKeyType = .done
        let traits: any UITextInputTraits = view
        #expect(traits.keyboardType == .emailAddress && traits.returnKeyType == .done)
        let field: any UITextInput = UITextField()
        field.keyboardAppearance = .dark
        #expect(field.keyboardAppearance == .dark && field.autocapitalizationType == .sentences)
    }
}

/// Simulated editing of a text field: UIKit's order of delegate calls, control events and
/// notifications.
@MainActor @Suite struct TextFieldEditingTests {
    @Test func beginTypeDeleteAndEndInUIKitsOrder() {
        let log = EditingLog()
        let field = UITextField()
        let delegate = FieldDelegate(log)
        field.delegate = delegate
        field.text = "a"
        field.addAction(UIAction { _ in log.entries.append("editingDidBegin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in log.entries.append("editingChanged") }, for: .editingChanged)
        field.addAction(UIAction { _ in log.entries.append("editingDidEnd") }, for: .editingDidEnd)
        log.observe(
            [
                UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                UITextField.textDidEndEditingNotification,
            ], object: field)
        defer { log.stop() }
        #expect(!field.isEditing)
        #expect(field.becomeFirstResponder())
        #expect(field.isEditing && field.isFirstResponder)
        field.insertText("b")
        field.deleteBackward()
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing && field.text == "a")
        #expect(
            log.entries == [
                "shouldBegin", "didBegin", "editingDidBegin", "note UITextFieldTextDidBeginEditingNotification",
                "shouldChange {1, 0} \"b\"", "didChangeSelection", "editingChanged",
                "note UITextFieldTextDidChangeNotification",
                "shouldChange {1, 1} \"\"", "didChangeSelection", "editingChanged",
                "note UITextFieldTextDidChangeNotification",
                "shouldEnd", "didEnd", "editingDidEnd", "note UITextFieldTextDidEndEditingNotification",
            ])
    }

    @Test func theDelegateCanRefuseBeginningChangesAndEnding() {
        let log = EditingLog()
        let field = UITextField()
        let delegate = FieldDelegate(log)
        field.delegate = delegate
        delegate.allowsBegin = false
        #expect(!field.becomeFirstResponder() && !field.isEditing)
        delegate.allowsBegin = true
        delegate.refuses = ["7"]
        field.simulateTyping("172")
        #expect(field.text == "12")
        delegate.allowsEnd = false
        #expect(!field.resignFirstResponder() && field.isEditing)
        delegate.allowsEnd = true
        #expect(field.resignFirstResponder())
        #expect(
            log.entries == [
                "shouldBegin", "shouldBegin", "didBegin",
                "shouldChange {0, 0} \"1\"", "didChangeSelection", "shouldChange {1, 0} \"7\"",
                "shouldChange {1, 0} \"2\"", "didChangeSelection", "shouldEnd", "shouldEnd", "didEnd",
            ])
    }

    @Test func backspaceDeletesAWholeCharacterAndTheSelection() throws {
        let field = UITextField()
        field.text = "e😀"
        #expect(field.becomeFirstResponder())
        defer { field.resignFirstResponder() }
        field.deleteBackward()
        #expect(field.text == "e")
        field.text = "hello"
        let one = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        field.selectedTextRange = field.textRange(from: one, to: try #require(field.position(from: one, offset: 3)))
        field.deleteBackward()
        #expect(field.text == "ho")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        field.deleteBackward()  // at the start: nothing to delete
        #expect(field.text == "ho")
    }

    @Test func movingToAnotherFieldEndsTheFirstThenBeginsTheSecond() {
        let log = EditingLog()
        let first = UITextField(), second = UITextField()
        let d1 = FieldDelegate(EditingLog()), d2 = FieldDelegate(EditingLog())
        first.delegate = d1
        second.delegate = d2
        #expect(first.becomeFirstResponder())
        d1.log.entries = []
        first.addAction(UIAction { _ in log.entries.append("first editingDidEnd") }, for: .editingDidEnd)
        second.addAction(UIAction { _ in log.entries.append("second editingDidBegin") }, for: .editingDidBegin)
        #expect(second.becomeFirstResponder())
        defer { second.resignFirstResponder() }
        #expect(!first.isEditing && second.isEditing)
        #expect(d1.log.entries == ["shouldEnd", "didEnd"] && d2.log.entries == ["shouldBegin", "didBegin"])
        #expect(log.entries == ["first editingDidEnd", "second editingDidBegin"])
    }

    @MainActor final class NextFieldDelegate: UITextFieldDelegate {
        let next: UITextField
        var log: [String] = []
        init(next: UITextField) { self.next = next }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("shouldReturn")
            next.becomeFirstResponder()
            return false
        }
    }

    @Test func returnMovesToTheNextFieldOrEndsEditingOnExit() {
        let email = UITextField(), password = UITextField()
        let delegate = NextFieldDelegate(next: password)
        email.delegate = delegate
        var exits = 0
        email.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        #expect(email.becomeFirstResponder())
        email.simulateReturnKey()
        #expect(delegate.log == ["shouldReturn"] && exits == 0)
        #expect(!email.isEditing && password.isEditing)
        email.delegate = nil
        #expect(email.becomeFirstResponder())
        email.simulateReturnKey()
        #expect(exits == 1 && !email.isEditing && !password.isEditing)
        // Without an action for .editingDidEndOnExit, return leaves the field editing.
        #expect(password.becomeFirstResponder())
        password.simulateReturnKey()
        #expect(password.isEditing)
        #expect(password.resignFirstResponder())
    }

    @Test func aForcedEndEditingTellsTheDelegateWithoutAskingIt() {
        let log = EditingLog()
        let root = UIView()
        let field = UITextField(), notes = UITextView()
        root.addSubview(field)
        root.addSubview(notes)
        let fieldDelegate = FieldDelegate(log), notesDelegate = ViewDelegate(log)
        field.delegate = fieldDelegate
        notes.delegate = notesDelegate
        field.addAction(UIAction { _ in log.entries.append("editingDidEnd") }, for: .editingDidEnd)
        fieldDelegate.allowsEnd = false
        #expect(field.becomeFirstResponder())
        log.entries = []
        #expect(!root.endEditing(false) && field.isEditing)
        #expect(root.endEditing(true) && !field.isEditing)
        #expect(log.entries == ["shouldEnd", "didEnd", "editingDidEnd"])
        log.entries = []
        #expect(notes.becomeFirstResponder())
        #expect(root.endEditing(true) && !notes.isFirstResponder)
        #expect(log.entries == ["shouldBegin", "didBegin", "didEnd"])
    }

    @Test func overlayViewsFollowTheirModeWhileEditing() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        let search = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let clear = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        field.leftView = search
        field.leftViewMode = .whileEditing
        field.rightView = clear
        field.rightViewMode = .unlessEditing
        field.layoutIfNeeded()
        #expect(search.superview == nil && clear.superview === field)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 177, height: 34))
        #expect(field.becomeFirstResponder())
        field.layoutIfNeeded()
        #expect(search.superview === field && clear.superview == nil)
        #expect(search.frame == CGRect(x: 0, y: 7, width: 20, height: 20))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 173, height: 34))
        #expect(field.resignFirstResponder())
        #expect(search.superview == nil && clear.superview === field)
    }

    @Test func typingIntoAFieldThatIsNotEditingIsReported() {
        let field = UITextField()
        field.accessibilityIdentifier = "phone"
        let (_, messages) = LayoutDiagnostics.collect { field.insertText("x") }
        #expect(field.text == "")
        #expect(
            messages.map(\.message) == [
                "phone: typed into a text field that is not editing; call becomeFirstResponder() first."
            ])
    }
}

/// Simulated editing of a text view: UITextViewDelegate in UIKit's order, notifications, and a
/// text view that is not editable.
@MainActor @Suite struct TextViewEditingTests {
    @Test func beginTypeAndEndInUIKitsOrder() {
        let log = EditingLog()
        let view = UITextView()
        let delegate = ViewDelegate(log)
        view.delegate = delegate
        view.text = "hi"
        log.observe(
            [
                UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
                UITextView.textDidEndEditingNotification,
            ], object: view)
        defer { log.stop() }
        view.simulateTyping("!.")
        view.deleteBackward()
        #expect(view.resignFirstResponder())
        #expect(view.text == "hi")
        #expect(
            log.entries == [
                "shouldBegin", "didBegin", "note UITextViewTextDidBeginEditingNotification",
                "shouldChange {2, 0} \"!\"",
                "shouldChange {2, 0} \".\"", "didChangeSelection {3, 0}", "didChange hi.",
                "note UITextViewTextDidChangeNotification",
                "shouldChange {2, 1} \"\"", "didChangeSelection {2, 0}", "didChange hi",
                "note UITextViewTextDidChangeNotification",
                "shouldEnd", "didEnd", "note UITextViewTextDidEndEditingNotification",
            ])
    }

    @Test func theTextViewsDelegateIsTheScrollViewsDelegate() {
        // UIKit: UITextViewDelegate inherits UIScrollViewDelegate, and UITextView.delegate is the
        // scroll view's delegate property seen with the text view's type.
        let log = EditingLog()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let delegate = ViewDelegate(log)
        view.delegate = delegate
        #expect((view as UIScrollView).delegate === delegate)
        view.contentOffset = CGPoint(x: 0, y: 30)
        #expect(log.entries == ["didScroll 30.0"])
        let plain = ScrollOnlyDelegate()
        (view as UIScrollView).delegate = plain
        #expect(view.delegate == nil, "a scroll delegate that is not a text view delegate")
    }

    @Test func typingKeepsTheAttributesOfTheTextBeforeTheCaret() throws {
        let view = UITextView()
        let red = UIColor.systemRed
        view.attributedText = NSAttributedString(string: "ab", attributes: [.foregroundColor: red])
        view.selectedRange = NSRange(location: 1, length: 0)
        #expect(view.becomeFirstResponder())
        defer { view.resignFirstResponder() }
        view.insertText("X")
        let text = try #require(view.attributedText)
        #expect(text.string == "aXb")
        #expect(text.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == red)
        #expect(view.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func aViewThatIsNotEditableIsSelectedWithoutEditing() {
        let log = EditingLog()
        let view = UITextView()
        let delegate = ViewDelegate(log)
        view.delegate = delegate
        view.isEditable = false
        view.accessibilityIdentifier = "terms"
        #expect(view.becomeFirstResponder())
        let (_, messages) = LayoutDiagnostics.collect { view.insertText("x") }
        #expect(view.resignFirstResponder())
        #expect(log.entries.isEmpty && view.text == "")
        #expect(
            messages.map(\.message) == [
                "terms: typed into a text view that is not editing; call becomeFirstResponder() first (and keep isEditable true)."
            ])
        view.isSelectable = false
        #expect(!view.canBecomeFirstResponder && !view.becomeFirstResponder())
    }

    @Test func aRefusedEndKeepsTheViewEditing() {
        let log = EditingLog()
        let view = UITextView()
        let delegate = ViewDelegate(log)
        view.delegate = delegate
        #expect(view.becomeFirstResponder())
        delegate.allowsEnd = false
        #expect(!view.resignFirstResponder() && view.isFirstResponder)
        delegate.allowsEnd = true
        #expect(view.resignFirstResponder() && !view.isFirstResponder)
        #expect(log.entries == ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd"])
    }
}
