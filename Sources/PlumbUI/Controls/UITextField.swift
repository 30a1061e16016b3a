import Foundation
import Typesetting

/// A single line of editable text: UIKit's `UITextField`, for layout and drawing.
///
/// Its intrinsic size comes from the text it shows (``text``, or ``placeholder`` when the text
/// is empty) measured in ``font`` as UILabel measures it, plus the border style's padding:
///
/// | `borderStyle` | height | width |
/// |---|---|---|
/// | `.none` | the font's line height, rounded up to the pixel | text width |
/// | `.line`, `.bezel` | line height + 4, rounded up to the pixel | text width + 4 |
/// | `.roundedRect` | line height rounded up to a whole point, + 13 | text width + 14 |
///
/// The `.roundedRect` rule reproduces iOS's heights with San Francisco: 30 points at 14 pt
/// (Interface Builder's default field; Xamarin.Forms PR 987 notes a rounded field "always
/// returns 30 as fitting size") and 34 points at 17 pt; it is derived from those two values,
/// not from a published formula. The 7-point horizontal inset of `.roundedRect` and
/// the 2-point insets of `.line` and `.bezel` are Plumb's estimates. With Inter's metrics a
/// 17-point rounded field is also 34 points tall.
///
/// The text is drawn in ``textColor``, the placeholder in `placeholderText` grey, vertically
/// centred in ``textRect(forBounds:)`` and aligned per ``textAlignment`` (`.natural` follows
/// the layout direction). `.roundedRect` draws a white rounded rectangle (radius 5) with a
/// hairline grey border, `.line` a 1-point dark border, `.bezel` a 1-point grey border.
///
/// ```swift
/// let email = UITextField()
/// email.borderStyle = .roundedRect
/// email.placeholder = "Email"
/// email.translatesAutoresizingMaskIntoConstraints = false
/// ```
///
/// Its first and last baselines are the text's (or placeholder's) baseline as drawn at the
/// intrinsic height, so a label can be aligned with it by `firstBaselineAnchor`.
///
/// ``leftView`` and ``rightView`` sit at the leading and trailing edges (swapped in
/// right-to-left layouts), centred vertically, and the text rectangle keeps clear of them.
///
/// Editing is simulated without a keyboard: `becomeFirstResponder()` begins editing,
/// ``insertText(_:)`` and ``deleteBackward()`` do what a key press does, and
/// `resignFirstResponder()` ends editing, each calling the delegate, sending the editing control
/// events and posting UIKit's notifications in UIKit's order (Controls/UITextField+Editing.swift).
///
/// Where Plumb differs: no keyboard, cursor or clear button is drawn (the text input traits such
/// as `keyboardType` are stored only); the bezel is drawn flat.
open class UITextField: UIControl, UITextInput {
    /// How the field's border is drawn (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezelled rectangle (drawn flat in Plumb).
        case bezel = 2
        /// A rounded rectangle, as most iOS forms use.
        case roundedRect = 3
    }

    /// The label that draws the text or placeholder.
    let textLabel = UILabel()
    /// The hairline of `.roundedRect`: white 0.8 in light mode; white 0.24 in dark mode (an
    /// estimate, not a published value).
    static let roundedBorderColor = UIColor.system(
        "textFieldBorder", light: RGBA8(r: 204, g: 204, b: 204),
        dark: RGBA8(r: 61, g: 61, b: 61))

    /// The text (default `""`; setting `nil` stores `""`, as UIKit does).
    open var text: String? {
        get { _text }
        set { _text = newValue ?? ""; _attributedText = nil; contentDidChange(); selectionFollowsNewText() }
    }
    /// The selection while editing, in UTF-16 units (Controls/UITextField+Editing.swift).
    var editingSelection = NSRange(location: 0, length: 0)
    private var _text = ""
    private var _attributedText: NSAttributedString?
    /// The text with attributes (its runs keep their fonts and colours; attributes it lacks
    /// fall back on the field's). Setting it sets ``text`` to its string.
    open var attributedText: NSAttributedString? {
        get {
            _attributedText
                ?? NSAttributedString(string: _text, attributes: [.font: _font, .foregroundColor: _textColor])
        }
        set {
            _text = newValue?.string ?? ""
            _attributedText = newValue.map { NSAttributedString(attributedString: $0) }
            contentDidChange()
            selectionFollowsNewText()
        }
    }
    /// A placeholder with attributes (wins over ``placeholder``).
    open var attributedPlaceholder: NSAttributedString? { didSet { contentDidChange() } }
    /// The text shown in grey while ``text`` is empty.
    /// Text fields can become the first responder, as in UIKit (Plumb shows no keyboard).
    open override var canBecomeFirstResponder: Bool { true }

    open var placeholder: String? { didSet { contentDidChange() } }
    /// The font (default the 17-point system font; `nil` restores it).
    open var font: UIFont? {
        get { _font }
        set { _font = newValue ?? .systemFont(ofSize: 17); contentDidChange() }
    }
    private var _font = UIFont.systemFont(ofSize: 17)
    /// The text colour (default `.label`; `nil` restores it).
    open var textColor: UIColor? {
        get { _textColor }
        set { _textColor = newValue ?? .label; contentDidChange() }
    }
    private var _textColor = UIColor.label
    /// The horizontal alignment (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// The border (default `.none`).
    open var borderStyle: BorderStyle = .none { didSet { contentDidChange() } }
    /// Whether the text is shown as bullets (default `false`).
    open var isSecureTextEntry: Bool = false { didSet { contentDidChange() } }

    /// A view at the leading edge (the left in left-to-right layouts, the right in
    /// right-to-left ones), sized by its frame, or its fitting size when the frame is empty.
    open var leftView: UIView? {
        didSet { if leftView !== oldValue { oldValue?.removeFromSuperview(); overlaysDidChange() } }
    }
    /// When ``leftView`` shows (default `.never`).
    open var leftViewMode: ViewMode = .never { didSet { overlaysDidChange() } }
    /// A view at the trailing edge, sized as ``leftView`` is.
    open var rightView: UIView? {
        didSet { if rightView !== oldValue { oldValue?.removeFromSuperview(); overlaysDidChange() } }
    }
    /// When ``rightView`` shows (default `.never`).
    open var rightViewMode: ViewMode = .never { didSet { overlaysDidChange() } }
    /// When the clear button shows (default `.never`; stored, never drawn).
    open var clearButtonMode: ViewMode = .never

    /// The delegate, told about editing (see ``UITextFieldDelegate``).
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is being edited (it is the first responder).
    open var isEditing: Bool { isFirstResponder }
    /// The keyboard's look (default `.default`; stored only).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// A view shown instead of the keyboard while the field edits (a picker, say); settable here
    /// as in UIKit. Kept, not drawn: Plumb shows no keyboard.
    open override var inputView: UIView? {
        get { _inputView }
        set { _inputView = newValue }
    }
    /// A view shown above the keyboard while the field edits (a toolbar with Done). Kept, not drawn.
    open override var inputAccessoryView: UIView? {
        get { _inputAccessoryView }
        set { _inputAccessoryView = newValue }
    }
    private var _inputView: UIView?
    private var _inputAccessoryView: UIView?
    /// The keyboard type (default `.default`; stored only).
    open var keyboardType: UIKeyboardType = .default
    /// The return key (default `.default`; stored only).
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalisation (default `.sentences`; stored only).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Automatic correction (default `.default`; stored only).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking (default `.default`; stored only).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The content's meaning for autofill (default `nil`; stored only).
    open var textContentType: UITextContentType?
    /// Whether the return key is disabled while the text is empty (default `false`; stored only).
    open var enablesReturnKeyAutomatically: Bool = false
    /// Whether beginning to edit clears the text (default `false`).
    open var clearsOnBeginEditing: Bool = false
    /// Whether the font shrinks to fit the width (default `false`; stored, not applied).
    open var adjustsFontSizeToFitWidth: Bool = false
    /// The smallest font size when shrinking (default 0; stored only).
    open var minimumFontSize: CGFloat = 0
    /// Whether a Dynamic Type font follows the content size category, as ``UILabel``'s does:
    /// a font made by `UIFont.preferredFont(forTextStyle:)` is replaced by the same style's font
    /// for the new category when the traits change, and one made by `UIFontMetrics` is scaled
    /// again (default `false`).
    open var adjustsFontForContentSizeCategory: Bool = false

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let category = traitCollection.preferredContentSizeCategory
        if adjustsFontForContentSizeCategory, previousTraitCollection?.preferredContentSizeCategory != category,
            let adjusted = _font.adjusted(to: traitCollection)
        {
            font = adjusted
        }
    }

    /// Creates an empty field without a border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textLabel.isUserInteractionEnabled = false
        addSubview(textLabel)
        contentDidChange()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Text input (UIKit's UITextInput; the work is in Controls/UITextField+Editing.swift)

    /// Begins editing: asks `textFieldShouldBeginEditing(_:)`, then tells the delegate, the
    /// `.editingDidBegin` actions and `textDidBeginEditingNotification`; the caret goes to the end.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingSession { super.becomeFirstResponder() } }
    /// Ends editing: asks `textFieldShouldEndEditing(_:)`, then tells the delegate, the
    /// `.editingDidEnd` actions and `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingSession { super.resignFirstResponder() } }
    /// The selection while editing; `nil` while the field is not being edited, as in UIKit.
    open var selectedTextRange: UITextRange? {
        get { isEditing ? IndexedTextRange(clampedSelection) : nil }
        set { setSelection(newValue) }
    }
    /// Text being composed by an input method: always `nil` (Plumb has none).
    open var markedTextRange: UITextRange? { nil }
    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    /// The position after the last character (the text's length in UTF-16 units).
    open var endOfDocument: UITextPosition { IndexedTextPosition(textInputModel.length) }
    /// The text in a range (clamped to the text).
    open func text(in range: UITextRange) -> String? {
        TextInputModel.substring(_text, textInputModel.nsRange(of: range))
    }
    /// Replaces the text in a range, as code does: no delegate call (estimate); the caret follows it.
    open func replace(_ range: UITextRange, withText text: String) {
        replaceText(in: textInputModel.nsRange(of: range), with: text)
    }
    /// The range between two positions (ordered, clamped to the text).
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        textInputModel.range(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 units away, or `nil` outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        textInputModel.position(from: position, offset: offset)
    }
    /// The UTF-16 units from one position to another.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        textInputModel.offset(of: toPosition) - textInputModel.offset(of: from)
    }
    /// How two positions are ordered.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> Foundation.ComparisonResult {
        textInputModel.compare(position, other)
    }
    /// Whether the field has text.
    open var hasText: Bool { !_text.isEmpty }
    /// Types text at the caret as the keyboard does (see ``UITextFieldDelegate``).
    open func insertText(_ text: String) { typeText(text) }
    /// Deletes the selection or the character before the caret, as the delete key does.
    open func deleteBackward() { typeDeleteBackward() }

    func overlaysDidChange() {
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            guard let view else { continue }
            if mode.shows(editing: isEditing) {
                if view.superview !== self { addSubview(view) }
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// An overlay view's size if it shows: its frame's size, or its fitting size when that is empty.
    private func overlaySize(_ view: UIView?, _ mode: ViewMode) -> CGSize? {
        guard let view, mode.shows(editing: isEditing) else { return nil }
        if view.frame.width > 0 || view.frame.height > 0 { return view.frame.size }
        return view.systemLayoutSizeFitting(.zero)
    }

    /// Where ``leftView`` goes: at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = overlaySize(leftView, leftViewMode) else { return .zero }
        let x = isLayoutRightToLeft ? bounds.maxX - size.width : bounds.minX
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where ``rightView`` goes: at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = overlaySize(rightView, rightViewMode) else { return .zero }
        let x = isLayoutRightToLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open override var isEnabled: Bool {
        didSet { textLabel.isEnabled = isEnabled }
    }

    /// Whether the placeholder is shown instead of the text.
    var showsPlaceholder: Bool { _text.isEmpty }

    private func contentDidChange() {
        // Font and alignment first: setting a label's font restyles its whole attributed text.
        textLabel.font = _font
        textLabel.textAlignment = textAlignment
        if showsPlaceholder {
            if let attributedPlaceholder {
                textLabel.textColor = .placeholderText
                textLabel.attributedText = attributedPlaceholder
            } else {
                textLabel.text = placeholder
                textLabel.textColor = .placeholderText
            }
        } else if let _attributedText, !isSecureTextEntry {
            textLabel.textColor = _textColor
            textLabel.attributedText = _attributedText
        } else {
            textLabel.text = isSecureTextEntry ? String(repeating: "\u{2022}", count: _text.count) : _text
            textLabel.textColor = _textColor
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The padding around the text for the border style.
    var textInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: .zero
        case .line, .bezel: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case .roundedRect: UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
        }
    }

    private func ceilToPixel(_ v: CGFloat) -> CGFloat {
        let s = traitCollection.displayScale
        return (v * s).rounded(.up) / s
    }

    open override var intrinsicContentSize: CGSize {
        let lineHeight = _font.lineHeight
        let height: CGFloat =
            switch borderStyle {
            case .none: ceilToPixel(lineHeight)
            case .line, .bezel: ceilToPixel(lineHeight + 4)
            case .roundedRect: lineHeight.rounded(.up) + 13
            }
        let insets = textInsets
        let overlays =
            (overlaySize(leftView, leftViewMode)?.width ?? 0) + (overlaySize(rightView, rightViewMode)?.width ?? 0)
        return CGSize(
            width: textLabel.intrinsicContentSize.width + insets.left + insets.right + overlays, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The rectangle the text is drawn in: the bounds inside the border style's padding and
    /// beside the left and right views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let r = textInsets.inset(bounds)
        var minX = r.minX, maxX = r.maxX
        for overlay in [leftViewRect(forBounds: bounds), rightViewRect(forBounds: bounds)] where overlay.width > 0 {
            if overlay.midX < bounds.midX { minX = max(minX, overlay.maxX) } else { maxX = min(maxX, overlay.minX) }
        }
        return CGRect(x: minX, y: r.minY, width: max(0, maxX - minX), height: max(0, r.height))
    }

    /// The rectangle the placeholder is drawn in (the text rectangle).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the border is drawn in (the bounds).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let r = showsPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
        let scale = traitCollection.displayScale
        textLabel.frame = UIView.roundToPixels(r, scale: scale)
        if let leftView, leftView.superview === self {
            leftView.frame = UIView.roundToPixels(leftViewRect(forBounds: bounds), scale: scale)
        }
        if let rightView, rightView.superview === self {
            rightView.frame = UIView.roundToPixels(rightViewRect(forBounds: bounds), scale: scale)
        }
    }

    open override func draw(_ rect: CGRect) {
        let b = borderRect(forBounds: bounds)
        guard b.width > 0, b.height > 0 else { return }
        switch borderStyle {
        case .none:
            return
        case .line, .bezel:
            let path = UIBezierPath(rect: b.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            enabledColor(borderStyle == .line ? .darkGray : .systemGray).setStroke()
            path.stroke()
        case .roundedRect:
            enabledColor(.systemBackground).setFill()
            UIBezierPath(roundedRect: b, cornerRadius: 5).fill()
            let hairline = 1 / max(1, traitCollection.displayScale)
            let border = UIBezierPath(
                roundedRect: b.insetBy(dx: hairline / 2, dy: hairline / 2), cornerRadius: 5 - hairline / 2)
            border.lineWidth = hairline
            enabledColor(UITextField.roundedBorderColor).setStroke()
            border.stroke()
        }
    }

    /// The distance from the top to the text's first baseline at the intrinsic height, where
    /// the label draws it (vertically centred in the text rectangle, on the pixel grid).
    override var firstBaselineOffsetFromTop: CGFloat {
        let size = intrinsicContentSize
        let r = textRect(forBounds: CGRect(origin: .zero, size: size))
        let s = Double(traitCollection.displayScale)
        guard let layout = textLabel.textLayout(width: nil) else {
            return r.minY + (r.height - _font.lineHeight) / 2 + _font.ascender
        }
        let offset = ((Double(r.height) - Double(layout.size.height)) / 2 * s).rounded() / s
        return r.minY + CGFloat(offset + Double(layout.firstBaseline))
    }

    override var lastBaselineOffsetFromBottom: CGFloat {
        intrinsicContentSize.height - firstBaselineOffsetFromTop
    }

    override var descriptionText: String? { _text.isEmpty ? placeholder : _text }
}
