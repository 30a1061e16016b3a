import Foundation

// Simulated editing of a text field: what a tap, key presses and dismissing the keyboard do on
// iOS, in the order UIKit's UITextField documentation gives ("Managing the editing of text":
// `textFieldShouldBeginEditing(_:)`, the field becomes first responder, then
// `textFieldDidBeginEditing(_:)` and `textDidBeginEditingNotification`; "whenever the current
// text changes, it calls `textField(_:shouldChangeCharactersIn:replacementString:)` and posts
// `textDidChangeNotification`"; `textFieldShouldEndEditing(_:)`, the field resigns, then
// `textFieldDidEndEditing(_:)` and `textDidEndEditingNotification`). Where the control event
// goes among them (after the delegate, before the notification) is an estimate.

extension UITextField {
    /// Posted after a field began editing (UIKit's `UITextFieldTextDidBeginEditingNotification`);
    /// the object is the field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted after a field's text changed by editing (UIKit's `UITextFieldTextDidChangeNotification`);
    /// the object is the field. Setting `text` in code posts nothing, as in UIKit.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after a field ended editing (UIKit's `UITextFieldTextDidEndEditingNotification`).
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
        /// Editing was cancelled (not produced by Plumb).
        case cancelled = 1
    }

    var textInputModel: TextInputModel { TextInputModel(length: (text ?? "").utf16.count) }

    /// The selection, clamped to the current text.
    var clampedSelection: NSRange {
        let m = textInputModel
        let lo = m.clamp(editingSelection.location)
        return NSRange(location: lo, length: m.clamp(editingSelection.location + editingSelection.length) - lo)
    }

    /// Setting `text` puts the caret at the end of the new text (UIKit moves it there, estimate
    /// for a field not being edited, where there is no selection to see).
    func selectionFollowsNewText() {
        editingSelection = NSRange(location: textInputModel.length, length: 0)
    }

    func setSelection(_ range: UITextRange?) {
        guard isEditing, let range else { return }
        let new = textInputModel.nsRange(of: range)
        guard new != clampedSelection else { return }
        editingSelection = new
        delegate?.textFieldDidChangeSelection(self)
    }

    /// `becomeFirstResponder()`'s work; `becomeFirst` is the responder's own (super's) step.
    func beginEditingSession(_ becomeFirst: () -> Bool) -> Bool {
        guard !isFirstResponder else { return true }
        // A disabled field does not begin editing (estimate).
        guard canBecomeFirstResponder, isEnabled else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard becomeFirst() else { return false }
        if clearsOnBeginEditing { text = "" }
        // The caret goes to the end of the text (estimate of what a programmatic
        // becomeFirstResponder() does; a tap puts it where the finger was).
        editingSelection = NSRange(location: textInputModel.length, length: 0)
        overlaysDidChange()  // .whileEditing views appear, .unlessEditing ones go
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// `resignFirstResponder()`'s work; `resign` is the responder's own (super's) step.
    func endEditingSession(_ resign: () -> Bool) -> Bool {
        guard isFirstResponder else { return resign() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard resign() else { return false }
        finishEditing()
        return true
    }

    /// The end of editing after `endEditing(true)`: the delegate is told, not asked.
    func finishEditing() {
        overlaysDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// Replaces a range as code does: no delegate call and no notification; the caret goes
    /// after the new text.
    func replaceText(in range: NSRange, with replacement: String) {
        let old = text ?? ""
        text = TextInputModel.replacing(old, range, with: replacement)
        editingSelection = NSRange(location: range.location + replacement.utf16.count, length: 0)
    }

    /// A key press: asks the delegate, changes the text, tells the delegate the selection
    /// moved, then the `.editingChanged` actions and `textDidChangeNotification`.
    func applyKeyboardEdit(_ range: NSRange, _ replacement: String) {
        guard isEditing else {
            LayoutDiagnostics.report(
                .warning,
                "\(itemDescription): typed into a text field that is not editing; call becomeFirstResponder() first.")
            return
        }
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) {
            return
        }
        replaceText(in: range, with: replacement)
        // The caret moved: iOS 13's textFieldDidChangeSelection(_:) follows every key press
        // (its place before the control event is an estimate).
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func typeText(_ typed: String) {
        applyKeyboardEdit(clampedSelection, typed)
    }

    func typeDeleteBackward() {
        guard let range = TextInputModel.backspaceRange(text ?? "", selection: clampedSelection) else { return }
        applyKeyboardEdit(range, "")
    }

    /// Presses the return key: asks `textFieldShouldReturn(_:)`; when it agrees, sends
    /// `.editingDidEndOnExit`, and a field with actions for that event then ends editing (UIKit
    /// dismisses the keyboard for a "Did End On Exit" action; that it resigns after the actions
    /// run is an estimate). The usual "next field" delegate works:
    ///
    /// ```swift
    /// func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    ///     passwordField.becomeFirstResponder()
    ///     return false
    /// }
    /// ```
    public func simulateReturnKey() {
        guard isEditing else {
            LayoutDiagnostics.report(
                .warning,
                "\(itemDescription): pressed return in a text field that is not editing; call becomeFirstResponder() first."
            )
            return
        }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let exits = registeredActions.contains { $0.events.contains(.editingDidEndOnExit) }
        sendActions(for: .editingDidEndOnExit)
        if exits { resignFirstResponder() }
    }

    /// Types each character of `text` as a separate key press, after tapping the field (it
    /// becomes the first responder) if it is not editing yet: Plumb's stand-in for the keyboard.
    ///
    /// ```swift
    /// field.simulateTyping("hi")
    /// // delegate: shouldBeginEditing, didBeginEditing,
    /// //           shouldChangeCharactersIn {0, 0} "h", shouldChangeCharactersIn {1, 0} "i"
    /// ```
    public func simulateTyping(_ text: String) {
        guard isEditing || becomeFirstResponder() else { return }
        for character in text { insertText(String(character)) }
    }
}

extension UITextField: EditingEndsWhenForced {
    func editingWasForcedToEnd() { finishEditing() }
}
