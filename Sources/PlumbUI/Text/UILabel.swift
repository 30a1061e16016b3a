import Foundation
import Typesetting

/// Horizontal text alignment (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How a label wraps and truncates (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var typesetting: LineBreakMode {
        switch self {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }
}

/// A view that shows one or more lines of text: UIKit's `UILabel`.
///
/// Its intrinsic size is the size of its text: the widest line × (lines × line height), rounded
/// up to the pixel. A multi-line label (`numberOfLines != 1`) gets its height from its width:
/// from ``preferredMaxLayoutWidth`` when you set it, otherwise automatically from the width
/// Auto Layout gives it, in a second pass inside the same `layoutIfNeeded()` (iOS 8 behaviour).
///
/// ```swift
/// let label = UILabel()
/// label.translatesAutoresizingMaskIntoConstraints = false
/// label.numberOfLines = 0
/// label.text = "A long description that wraps onto several lines"
/// container.addSubview(label)
/// NSLayoutConstraint.activate([
///     label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
///     label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
///     label.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
/// ])
/// ```
///
/// The text is drawn vertically centred when the label is taller than its text, aligned per
/// ``textAlignment`` (`.natural` follows the view's effective layout direction) and truncated per
/// ``lineBreakMode``.
open class UILabel: UIView {
    /// The text shown (`nil` shows nothing and has a zero intrinsic size). Setting it replaces
    /// ``attributedText`` with the text in the label's font, colour and alignment.
    open var text: String? {
        get { storedAttributedText?.string ?? plainText }
        set {
            let old = text
            storedAttributedText = nil
            plainText = newValue
            if newValue != old { textDidChange() }
        }
    }
    private var plainText: String?
    /// The attributed text, when one was set (`nil` for plain text).
    var storedAttributedText: NSAttributedString?
    /// The font (default: the 17-point system font). Setting it applies it to the whole
    /// ``attributedText`` too, as UIKit does.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            if font != oldValue {
                applyToAttributedText(.font, font as Any)
                textDidChange()
            }
            recordAppearance("font") { [font] in ($0 as? UILabel)?.font = font }
        }
    }
    /// The colour of the text (default `.label`). Setting it applies it to the whole
    /// ``attributedText`` too.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            if textColor != oldValue, storedAttributedText != nil {
                applyToAttributedText(.foregroundColor, textColor as Any)
                textDidChange()
            }
            setNeedsDisplay()
            recordAppearance("textColor") { [textColor] in ($0 as? UILabel)?.textColor = textColor }
        }
    }
    /// The horizontal alignment (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            guard textAlignment != oldValue else { return }
            if storedAttributedText != nil { textDidChange() } else { setNeedsDisplay() }
        }
    }
    /// The text with its attributes (`nil` when there is no text). Plain text reads back with
    /// the label's font, colour and alignment; setting `nil` removes the text.
    ///
    /// Runs in several fonts and scripts lay out as one paragraph: each run is shaped on its
    /// own, one line breaker fills lines across runs, bidi reorders each line. The intrinsic
    /// size comes from the attributed content. Attributes missing from the string fall back on
    /// ``font``, ``textColor`` and ``textAlignment``; links are drawn in the system blue,
    /// underlined (UILabel's link style: "displayed in a different color and underlined",
    /// cocoanetics.com, "Customizing UILabel Hyperlinks").
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let plainText else { return nil }
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            style.lineBreakMode = lineBreakMode
            return NSAttributedString(
                string: plainText,
                attributes: [
                    .font: font as Any, .foregroundColor: textColor as Any,
                    .paragraphStyle: style,
                ])
        }
        set {
            plainText = nil
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            if storedAttributedText?.length == 0 { storedAttributedText = nil; plainText = "" }
            textDidChange()
        }
    }
    /// Whether a single-line label shrinks its font to fit its width (multi-line labels: to fit
    /// their lines and height), down to ``minimumScaleFactor``. Default `false`. Only drawing
    /// uses the smaller font; the intrinsic size keeps the label's.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest scale `adjustsFontSizeToFitWidth` may use (0, the default, means the
    /// current size: no shrinking, as UIKit documents).
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Whether letters may move closer before the text is truncated. Default `false`.
    open var allowsDefaultTighteningForTruncation = false { didSet { setNeedsDisplay() } }
    /// Where a shrunk single line goes vertically (default `.alignBaselines`).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
    /// The colour of a shadow under the text (default `nil`: none).
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The shadow's offset (default (0, −1), as UIKit reports it).
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// The text colour while ``isHighlighted`` (default `nil`: ``textColor``).
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the label draws in ``highlightedTextColor`` (default `false`).
    open var isHighlighted = false { didSet { setNeedsDisplay() } }

    /// The rectangle the text occupies inside `bounds`, with at most `numberOfLines` lines (0:
    /// no limit): a hook subclasses override (with ``drawText(in:)``) to pad the text. The
    /// intrinsic size and `sizeThatFits(_:)` ask it with an unlimited height.
    ///
    /// ```swift
    /// final class PaddedLabel: UILabel {
    ///     var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    ///     override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines n: Int) -> CGRect {
    ///         let r = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: n)
    ///         return r.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    ///     }
    ///     override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    /// }
    /// ```
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        baseTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Draws the text in `rect` (vertically centred in it, clipped to the bounds): the hook
    /// `draw(_:)` calls with the bounds. Override it to move the text (call `super`).
    open func drawText(in rect: CGRect) {
        renderText(in: rect)
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }
    /// The maximum number of lines; 0 means no limit (default 1).
    open var numberOfLines: Int = 1 {
        didSet {
            if numberOfLines < 0 { numberOfLines = 0 }
            if numberOfLines != oldValue { textDidChange() }
        }
    }
    /// How lines wrap and how the last line is truncated (default `.byTruncatingTail`).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }
    /// The width a multi-line label wraps at when measuring its intrinsic size. 0 (the default)
    /// means automatic: the width the label is laid out at.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
    }
    /// Whether the label draws in its enabled colour (a disabled label is drawn at half opacity).
    open var isEnabled: Bool = true
    /// Whether the font follows the content size category (UIKit's
    /// `UIContentSizeCategoryAdjusting`): when the traits' `preferredContentSizeCategory`
    /// changes, a font made by `UIFont.preferredFont(forTextStyle:)` is replaced by the same
    /// style's font for the new category, and one made by `UIFontMetrics.scaledFont(for:)` is
    /// scaled again. Other fonts are left alone. Default `false`.
    open var adjustsFontForContentSizeCategory: Bool = false

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let category = traitCollection.preferredContentSizeCategory
        if adjustsFontForContentSizeCategory, previousTraitCollection?.preferredContentSizeCategory != category,
            let adjusted = font.adjusted(to: traitCollection)
        {
            font = adjusted
        }
    }

    private var cache: [LayoutKey: TextLayout] = [:]
    /// The unlimited one-line size of long plain text, measured without a layout (`nil`: not measured yet).
    private var singleLineMeasure: CGSize?? = nil
    /// The attributed text converted for layout (built once per change).
    var attributedSource: AttributedLayoutSource?
    /// The layout direction `attributedSource` resolved natural alignment with.
    var attributedSourceIsRTL = false

    struct LayoutKey: Hashable {
        var width: Double?
        var scale: CGFloat
        var maxLines: Int?
        var alignment: TextAlignment
        /// A font size other than the label's (`adjustsFontSizeToFitWidth`), and tightening.
        var fontScale: Double = 1
        var tightening: Double = 0
        /// Apple's system fonts the layout was made with (`SystemFonts.contentHash`, "" for Inter).
        var systemFonts = SystemFonts.current.contentHash
    }

    /// Creates an empty label.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        // UILabel's documentation of `isUserInteractionEnabled`: "This class changes the default
        // value of this property to false."
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    func textDidChange() {
        cache.removeAll()
        singleLineMeasure = nil
        attributedSource = nil
        invalidateIntrinsicContentSize()
        if usesBaselineConstraints { structureDidChange() }
        setNeedsDisplay()
    }

    /// The width intrinsic sizes are measured at, or `nil` for unwrapped text.
    private var measuringWidth: Double? {
        if preferredMaxLayoutWidth > 0 { return Double(preferredMaxLayoutWidth) }
        if numberOfLines != 1, let w = engineLayoutWidth, w > 0 { return Double(w) }
        return nil
    }

    /// The text laid out for a width (cached; `nil` if there is no text or it cannot be laid out).
    ///
    /// - Parameters:
    ///   - fontScale: The factor `adjustsFontSizeToFitWidth` shrinks the font by (1: none).
    ///   - tightening: Points of negative kerning per character (`allowsDefaultTighteningForTruncation`).
    ///   - exactLines: A line limit that replaces `numberOfLines` (`textRect(forBounds:limitedToNumberOfLines:)`).
    func textLayout(
        width: Double?, maxLines: Int? = nil, fontScale: Double = 1, tightening: Double = 0,
        exactLines: Int? = nil
    ) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        let width = width.flatMap { $0.isFinite && $0 > 0 && $0 < 1e7 ? $0 : nil }
        let key = LayoutKey(
            width: width, scale: traitCollection.displayScale, maxLines: exactLines.map { -1 - $0 } ?? maxLines,
            alignment: resolvedAlignment, fontScale: fontScale, tightening: tightening)
        if let hit = cache[key] { return hit }
        do {
            let lines = exactLines ?? maxLines.map { numberOfLines == 0 ? $0 : min($0, numberOfLines) } ?? numberOfLines
            let layout: TextLayout
            // A text style's font (nonzero leading) goes through the styled path, which puts
            // the leading between lines.
            if storedAttributedText != nil || fontScale != 1 || tightening != 0 || font.leading > 0 {
                layout = try Typesetter.layout(
                    styledText(fontScale: fontScale, tightening: tightening), width: width,
                    numberOfLines: lines, lineBreakMode: lineBreakMode.typesetting,
                    alignment: resolvedAlignment, direction: .natural)
            } else {
                layout = try Typesetter.layout(
                    text, font: font.font, width: width, numberOfLines: lines,
                    lineBreakMode: lineBreakMode.typesetting, alignment: resolvedAlignment,
                    direction: .natural)
            }
            if cache.count > 8 { cache.removeAll() }
            cache[key] = layout
            return layout
        } catch {
            LayoutDiagnostics.report(.warning, "\(itemDescription): cannot lay out text: \(error)")
            return nil
        }
    }

    /// The size of the text on one line with no width limit, measured without laying it out
    /// (`Typesetter.singleLineSize`), for long plain text; `nil` when the label must lay it out
    /// (short, attributed or styled text, a text-style font, or characters the measure does not
    /// handle). A one-line label's intrinsic width is its whole text's: for megabytes of text a
    /// layout would hold every glyph of it.
    func singleLineSize() -> CGSize? {
        if let known = singleLineMeasure { return known }
        var size: CGSize? = nil
        if let text, storedAttributedText == nil, font.leading == 0 {
            size = try? Typesetter.singleLineSize(
                text, font: font.font, lineBreakMode: lineBreakMode.typesetting, direction: .natural)
        }
        singleLineMeasure = .some(size)
        return size
    }

    /// `.natural` resolved with the view's effective layout direction.
    var resolvedAlignment: TextAlignment {
        switch textAlignment {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        case .natural: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        }
    }

    func ceilToPixel(_ v: CGFloat) -> CGFloat {
        let s = traitCollection.displayScale
        return (v * s).rounded(.up) / s
    }

    open override var intrinsicContentSize: CGSize {
        guard text?.isEmpty == false else { return .zero }
        let width = measuringWidth.map { CGFloat($0) } ?? .greatestFiniteMagnitude
        return textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
            limitedToNumberOfLines: numberOfLines
        ).size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard text?.isEmpty == false else { return .zero }
        let width: CGFloat = size.width > 0 && size.width.isFinite ? size.width : .greatestFiniteMagnitude
        return textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
            limitedToNumberOfLines: numberOfLines
        ).size
    }

    override var hasWidthDependentIntrinsicSize: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    override var firstBaselineOffsetFromTop: CGFloat {
        CGFloat(textLayout(width: measuringWidth)?.firstBaseline ?? 0)
    }

    override var lastBaselineOffsetFromBottom: CGFloat {
        guard let layout = textLayout(width: measuringWidth) else { return 0 }
        return ceilToPixel(layout.size.height) - CGFloat(layout.lastBaseline)
    }

    override var descriptionText: String? { text }

    override var viewDescription: String {
        var s = super.viewDescription
        s.removeLast()
        return s + "; text = '\(text ?? "")'>"
    }
}
