import Foundation
import Typesetting
import Raster

/// The area text is laid out in: UIKit's `NSTextContainer`, as a text view uses it.
open class NSTextContainer: NSObject, @unchecked Sendable {
    /// The container's size (a text view keeps the width in step with its own; height unlimited).
    open var size: CGSize
    /// Points inset from each end of every line (default 5, UIKit's: "The default value of this
    /// property is 5.0", `NSTextContainer.lineFragmentPadding` documentation).
    open var lineFragmentPadding: CGFloat = 5 { didSet { onChange?() } }
    /// The most lines laid out (0, the default: no limit).
    open var maximumNumberOfLines: Int = 0 { didSet { onChange?() } }
    /// How the last line is cut when `maximumNumberOfLines` stops the text (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { onChange?() } }
    /// Whether the width follows the text view (default `true` for a text view's container).
    open var widthTracksTextView = true
    /// Whether the height follows the text view (default `false`).
    open var heightTracksTextView = false
    /// Called when a value that changes layout changes (the owning text view relays out).
    var onChange: (() -> Void)?

    /// A container of a size.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container with an unlimited size.
    public override convenience init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }
}

/// A view that shows (and on iOS edits) several lines of text: UIKit's `UITextView`, for
/// display.
///
/// The text sits inside ``textContainerInset`` (UIKit's default: 8 points above and below, 0 at
/// the sides, "By default the value of this property is (8, 0, 8, 0)", UIKit's documentation)
/// and each line is inset by the container's `lineFragmentPadding` (5 points) at both ends. Its
/// `contentSize` is the text's height plus the insets, rounded up to whole points (measured on
/// iOS: an empty view with a 10-point font is `ceil(11.93 + 16) = 28` tall, tiandabao.com,
/// "UITextView心得").
///
/// The common self-sizing pattern works: with `isScrollEnabled = false` the intrinsic height
/// follows the width Auto Layout gives the view, like a multi-line label.
///
/// ```swift
/// let textView = UITextView()
/// textView.isEditable = false
/// textView.isScrollEnabled = false            // grows with its text
/// textView.attributedText = article
/// stack.addArrangedSubview(textView)
/// ```
///
/// Editing is simulated without a keyboard, as for `UITextField`: `becomeFirstResponder()`,
/// ``insertText(_:)``, ``deleteBackward()`` and `resignFirstResponder()` call the
/// ``delegate`` and post UIKit's notifications in UIKit's order (Text/UITextView+Editing.swift).
///
/// Where Plumb differs: no caret, selection highlight, keyboard or placeholder is drawn; links are drawn in the tint colour, not underlined (**estimate** of UIKit's
/// `linkTextAttributes` default); the default font is the 12-point system font (**estimate**:
/// UIKit's text drawing defaults to Helvetica 12).
open class UITextView: UIScrollView, UITextInput {
    private var storage = NSAttributedString(string: "")
    private var hasAttributedText = false
    private var cache: [Double: TextLayout] = [:]
    private var source: AttributedLayoutSource?
    private var sourceIsRTL = false

    /// The text (plain).
    open var text: String! {
        get { storage.string }
        set {
            storage = NSAttributedString(string: newValue ?? "")
            hasAttributedText = false
            textDidChange()
            selectionFollowsNewText()
        }
    }

    /// The text with its attributes; attributes it lacks fall back on ``font``, ``textColor``
    /// and ``textAlignment``.
    open var attributedText: NSAttributedString! {
        get { storage }
        set {
            storage = NSAttributedString(attributedString: newValue ?? NSAttributedString(string: ""))
            hasAttributedText = true
            textDidChange()
            selectionFollowsNewText()
        }
    }

    /// The delegate, told about editing and selection changes (see ``UITextViewDelegate``) and,
    /// as the scroll view's delegate seen with the text view's type, about scrolling. Not retained.
    open var delegate: (any UITextViewDelegate)? {
        get { _scrollDelegate as? any UITextViewDelegate }
        set { _scrollDelegate = newValue }
    }
    /// The selection in UTF-16 units (a caret when its length is 0); setting `text` puts it at
    /// the end of the text. Values outside the text are clamped.
    open var selectedRange: NSRange {
        get { clampedSelection }
        set { setSelection(newValue) }
    }
    var storedSelection = NSRange(location: 0, length: 0)
    /// The keyboard settings (UITextInputTraits; Text/UITextView+Editing.swift).
    var inputTraits = TextInputTraitValues()

    /// The font of text without a font attribute (`nil`: the 12-point system font).
    open var font: UIFont? { didSet { textDidChange() } }
    /// A view shown instead of the keyboard while the text view edits; settable as in UIKit.
    /// Kept, not drawn: Plumb shows no keyboard.
    open override var inputView: UIView? {
        get { _inputView }
        set { _inputView = newValue }
    }
    /// A view shown above the keyboard while the text view edits. Kept, not drawn.
    open override var inputAccessoryView: UIView? {
        get { _inputAccessoryView }
        set { _inputAccessoryView = newValue }
    }
    private var _inputView: UIView?
    private var _inputAccessoryView: UIView?
    /// The colour of text without a colour attribute (`nil`: `.label`).
    open var textColor: UIColor? { didSet { textDidChange() } }
    /// The alignment of paragraphs without a paragraph style (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange() } }
    /// Whether the text can be edited (default `true`; Plumb never edits).
    open var isEditable = true
    /// Whether the text can be selected (default `true`; Plumb never selects).
    open var isSelectable = true
    /// The attributes links are drawn with (default: the tint colour).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:] { didSet { textDidChange() } }
    /// The inset of the text container inside the view (default (8, 0, 8, 0)).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textDidChange() } }
    }
    /// The container the text is laid out in (its `lineFragmentPadding` insets each line).
    public let textContainer = NSTextContainer()
    /// Whether a font from `preferredFont(forTextStyle:)` follows the content size category.
    open var adjustsFontForContentSizeCategory = false

    /// Creates a text view with a frame and a container: the designated initializer, as in UIKit
    /// ("This is the designated initializer for `UITextView` objects", Apple's documentation of
    /// `init(frame:textContainer:)`), so a subclass overrides this one and `init(coder:)`.
    /// Plumb keeps its own container and copies the given one's padding and limits.
    ///
    /// ```swift
    /// final class NotesView: UITextView {
    ///     override init(frame: CGRect, textContainer: NSTextContainer?) {
    ///         super.init(frame: frame, textContainer: textContainer)
    ///         font = .preferredFont(forTextStyle: .body)
    ///     }
    ///     required init?(coder: NSCoder) { super.init(coder: coder) }
    /// }
    /// let notes = NotesView()   // init() and init(frame:) are inherited
    /// ```
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
        commonInit()
        if let textContainer {
            self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding
            self.textContainer.maximumNumberOfLines = textContainer.maximumNumberOfLines
            self.textContainer.lineBreakMode = textContainer.lineBreakMode
        }
    }

    /// Creates a text view with a frame and its own container (a convenience initializer, as in
    /// UIKit: it runs `init(frame:textContainer:)`).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .systemBackground
        textContainer.onChange = { [weak self] in
            MainActor.assumeIsolated { self?.textDidChange() }
        }
    }

    // MARK: Text input (UIKit's UITextInput; the work is in Text/UITextView+Editing.swift)

    /// Whether the view can become first responder: while it is editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    /// Begins editing when editable: asks `textViewShouldBeginEditing(_:)`, then tells the
    /// delegate and posts `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingSession { super.becomeFirstResponder() } }
    /// Ends editing: asks `textViewShouldEndEditing(_:)`, then tells the delegate and posts
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingSession { super.resignFirstResponder() } }
    /// The selection as a text range (always present in a text view).
    open var selectedTextRange: UITextRange? {
        get { IndexedTextRange(clampedSelection) }
        set { if let newValue { setSelection(textInputModel.nsRange(of: newValue)) } }
    }
    /// Text being composed by an input method: always `nil` (Plumb has none).
    open var markedTextRange: UITextRange? { nil }
    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    /// The position after the last character (the text's length in UTF-16 units).
    open var endOfDocument: UITextPosition { IndexedTextPosition(textInputModel.length) }
    /// The text in a range (clamped to the text).
    open func text(in range: UITextRange) -> String? {
        TextInputModel.substring(storage.string, textInputModel.nsRange(of: range))
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
    /// Whether the view has text.
    open var hasText: Bool { storage.length > 0 }
    /// Types text at the caret as the keyboard does (see ``UITextViewDelegate``).
    open func insertText(_ text: String) { typeText(text) }
    /// Deletes the selection or the character before the caret, as the delete key does.
    open func deleteBackward() { typeDeleteBackward() }

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { textDidChange() } }
    }

    private func textDidChange() {
        cache.removeAll()
        source = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The text converted for layout.
    private var layoutSource: AttributedLayoutSource {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let source, sourceIsRTL == rtl { return source }
        if source != nil { cache.removeAll() }
        var linkColor = tintColor ?? .systemBlue
        var underlines = false
        if let c = linkTextAttributes?[.foregroundColor] as? UIColor { linkColor = c }
        if let u = linkTextAttributes?[.underlineStyle], AttributeValue.underline(u).map({ !$0.isEmpty }) == true {
            underlines = true
        }
        let defaults = TextDefaults(
            font: font ?? .systemFont(ofSize: 12), color: textColor ?? .label, alignment: textAlignment,
            naturalAlignment: rtl ? .right : .left,
            linkColor: linkColor, underlinesLinks: underlines, owner: itemDescription)
        let s = AttributedLayoutSource(storage, defaults: defaults)
        source = s
        sourceIsRTL = rtl
        return s
    }

    /// The text laid out for a text view `width` points wide (nil for empty text).
    func textLayout(viewWidth width: CGFloat?) -> TextLayout? {
        guard storage.length > 0 else { return nil }
        let padding = max(0, textContainer.lineFragmentPadding)
        let inner: Double? = width.flatMap { w in
            let v = Double(w - textContainerInset.left - textContainerInset.right - 2 * padding)
            return w.isFinite && w < 1e7 ? max(1, v) : nil
        }
        let key = inner ?? -1
        if let hit = cache[key] { return hit }
        do {
            let layout = try Typesetter.layout(
                layoutSource.text, width: inner, numberOfLines: max(0, textContainer.maximumNumberOfLines),
                lineBreakMode: textContainer.lineBreakMode.typesetting, alignment: .natural, direction: .natural)
            cache[key] = layout
            return layout
        } catch {
            LayoutDiagnostics.report(.warning, "\(itemDescription): cannot lay out text: \(error)")
            return nil
        }
    }

    /// The size the text view needs at a width: the text plus insets and padding, rounded up
    /// to whole points; empty text counts as one line of the font.
    func fittingSize(width: CGFloat?) -> CGSize {
        let padding = max(0, textContainer.lineFragmentPadding)
        let layout = textLayout(viewWidth: width)
        let textHeight = layout.map { CGFloat($0.size.height) } ?? (font ?? .systemFont(ofSize: 12)).lineHeight
        let textWidth = layout.map { CGFloat($0.size.width) } ?? 0
        let w = textWidth + 2 * padding + textContainerInset.left + textContainerInset.right
        let h = textHeight + textContainerInset.top + textContainerInset.bottom
        return CGSize(width: w.rounded(.up), height: h.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let width = engineLayoutWidth.flatMap { $0 > 0 ? $0 : nil }
        let size = fittingSize(width: width)
        return CGSize(width: width ?? size.width, height: size.height)
    }

    override var hasWidthDependentIntrinsicSize: Bool { !isScrollEnabled }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = size.width > 0 && size.width.isFinite ? size.width : nil
        let fit = fittingSize(width: width)
        return CGSize(width: width ?? fit.width, height: fit.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let fit = fittingSize(width: bounds.width)
        contentSize = CGSize(width: bounds.width, height: fit.height)
    }

    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard let context = CGContext.current, let layout = textLayout(viewWidth: bounds.width) else { return }
        let canvas = context.canvas
        let scale = canvas.transform.scaleY
        let padding = max(0, textContainer.lineFragmentPadding)
        // The view's own drawing is in its frame's coordinates; the text scrolls with the offset.
        let x = textContainerInset.left + padding - contentOffset.x
        let y = ((textContainerInset.top - contentOffset.y) * scale).rounded() / scale
        // Clipped to the bounds by the renderer (a layer's backing store); a second clip to the
        // same rectangle would fade its anti-aliased edge twice.
        AttributedTextDrawing.draw(
            layout, styles: layoutSource.draw, plainColor: textColor ?? .label,
            at: CGPoint(x: x, y: y), in: canvas, options: .init(), owner: itemDescription)
    }

    override var descriptionText: String? { storage.string }
}
