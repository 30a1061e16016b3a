import Foundation

// Simulated editing of a text view, in the order UIKit's UITextView documentation gives
// ("Managing the keyboard" and `UITextViewDelegate`): `textViewShouldBeginEditing(_:)`, the view
// becomes first responder, `textViewDidBeginEditing(_:)` and
// `textDidBeginEditingNotification`; for each key press
// `textView(_:shouldChangeTextIn:replacementText:)`, the change, `textViewDidChangeSelection(_:)`
// (the caret moved; on iOS it comes before `textViewDidChange`, an ordering app code depends on
// but Apple does not document: estimate), `textViewDidChange(_:)` and `textDidChangeNotification`;
// `textViewShouldEndEditing(_:)`, resigning, `textViewDidEndEditing(_:)` and
// `textDidEndEditingNotification`.

/// The keyboard settings a text view stores (UIKit's `UITextInputTraits` defaults:
/// capitalisation `.sentences`, everything else `.default`, `false` or `nil`).
struct TextInputTraitValues {
    var keyboardType = UIKeyboardType.default
    var keyboardAppearance = UIKeyboardAppearance.default
    var returnKeyType = UIReturnKeyType.default
    var autocapitalizationType = UITextAutocapitalizationType.sentences
    var autocorrectionType = UITextAutocorrectionType.default
    var spellCheckingType = UITextSpellCheckingType.default
    var enablesReturnKeyAutomatically = false
    var isSecureTextEntry = false
    var textContentType: UITextContentType?
}

extension UITextView {
    /// The keyboard type (default `.default`; stored only).
    public var keyboardType: UIKeyboardType {
        get { inputTraits.keyboardType }
        set { inputTraits.keyboardType = newValue }
    }
    /// The keyboard's look (default `.default`; stored only).
    public var keyboardAppearance: UIKeyboardAppearance {
        get { inputTraits.keyboardAppearance }
        set { inputTraits.keyboardAppearance = newValue }
    }
    /// The return key (default `.default`; stored only).
    public var returnKeyType: UIReturnKeyType {
        get { inputTraits.returnKeyType }
        set { inputTraits.returnKeyType = newValue }
    }
    /// Automatic capitalisation (default `.sentences`; stored only).
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { inputTraits.autocapitalizationType }
        set { inputTraits.autocapitalizationType = newValue }
    }
    /// Automatic correction (default `.default`; stored only).
    public var autocorrectionType: UITextAutocorrectionType {
        get { inputTraits.autocorrectionType }
        set { inputTraits.autocorrectionType = newValue }
    }
    /// Spell checking (default `.default`; stored only).
    public var spellCheckingType: UITextSpellCheckingType {
        get { inputTraits.spellCheckingType }
        set { inputTraits.spellCheckingType = newValue }
    }
    /// Whether the return key is disabled while there is no text (default `false`; stored only).
    public var enablesReturnKeyAutomatically: Bool {
        get { inputTraits.enablesReturnKeyAutomatically }
        set { inputTraits.enablesReturnKeyAutomatically = newValue }
    }
    /// Whether typed text is hidden (default `false`; stored only: a text view draws its text).
    public var isSecureTextEntry: Bool {
        get { inputTraits.isSecureTextEntry }
        set { inputTraits.isSecureTextEntry = newValue }
    }
    /// The content's meaning for autofill (default `nil`; stored only).
    public var textContentType: UITextContentType? {
        get { inputTraits.textContentType }
        set { inputTraits.textContentType = newValue }
    }

    var textInputModel: TextInputModel { TextInputModel(length: (text ?? "").utf16.count) }

    /// The selection, clamped to the current text.
    var clampedSelection: NSRange {
        let m = textInputModel
        let lo = m.clamp(storedSelection.location)
        return NSRange(location: lo, length: m.clamp(storedSelection.location + storedSelection.length) - lo)
    }

    /// Setting the text puts the caret at its end (estimate of UIKit's behaviour).
    func selectionFollowsNewText() {
        storedSelection = NSRange(location: textInputModel.length, length: 0)
    }

    /// Sets the selection (clamped); the delegate hears of a change.
    func setSelection(_ range: NSRange) {
        let m = textInputModel
        let lo = m.clamp(range.location)
        let new = NSRange(location: lo, length: m.clamp(range.location + max(0, range.length)) - lo)
        guard new != clampedSelection else { return }
        storedSelection = new
        delegate?.textViewDidChangeSelection(self)
    }

    /// `becomeFirstResponder()`'s work; `becomeFirst` is the responder's own (super's) step.
    /// A view that is selectable but not editable becomes first responder without editing.
    func beginEditingSession(_ becomeFirst: () -> Bool) -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder else { return false }
        guard isEditable else { return becomeFirst() }
        if let delegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard becomeFirst() else { return false }
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// `resignFirstResponder()`'s work; `resign` is the responder's own (super's) step.
    func endEditingSession(_ resign: () -> Bool) -> Bool {
        guard isFirstResponder, isEditable else { return resign() }
        if let delegate, !delegate.textViewShouldEndEditing(self) { return false }
        guard resign() else { return false }
        finishEditing()
        return true
    }

    /// The end of editing: the delegate and observers are told.
    func finishEditing() {
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    /// Replaces a range as code does (no delegate call, no notification); the new text takes
    /// the attributes of the text it follows, as typing attributes do; the caret goes after it.
    func replaceText(in range: NSRange, with replacement: String) {
        let current = attributedText ?? NSAttributedString(string: "")
        let m = textInputModel
        let lo = m.clamp(range.location)
        let clamped = NSRange(location: lo, length: m.clamp(range.location + range.length) - lo)
        let attributes =
            current.length == 0 ? [:] : current.attributes(at: max(0, min(lo, current.length) - 1), effectiveRange: nil)
        let edited = NSMutableAttributedString(attributedString: current)
        edited.replaceCharacters(in: clamped, with: NSAttributedString(string: replacement, attributes: attributes))
        attributedText = edited
        storedSelection = NSRange(location: lo + replacement.utf16.count, length: 0)
    }

    /// A key press: asks the delegate, changes the text, tells the delegate the selection and
    /// the text changed, then posts `textDidChangeNotification`.
    func applyKeyboardEdit(_ range: NSRange, _ replacement: String) {
        guard isFirstResponder, isEditable else {
            LayoutDiagnostics.report(
                .warning,
                "\(itemDescription): typed into a text view that is not editing; call becomeFirstResponder() first (and keep isEditable true)."
            )
            return
        }
        if let delegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) { return }
        replaceText(in: range, with: replacement)
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func typeText(_ typed: String) {
        applyKeyboardEdit(clampedSelection, typed)
    }

    func typeDeleteBackward() {
        guard let range = TextInputModel.backspaceRange(text ?? "", selection: clampedSelection) else { return }
        applyKeyboardEdit(range, "")
    }

    /// Types each character of `text` as a separate key press, after tapping the view (it
    /// becomes the first responder) if it is not editing yet: Plumb's stand-in for the keyboard.
    ///
    /// ```swift
    /// notes.simulateTyping("ok")   // shouldChangeTextIn, didChangeSelection, didChange, twice
    /// ```
    public func simulateTyping(_ text: String) {
        guard isFirstResponder || becomeFirstResponder() else { return }
        for character in text { insertText(String(character)) }
    }
}

extension UITextView: EditingEndsWhenForced {
    func editingWasForcedToEnd() { if isEditable { finishEditing() } }
}
