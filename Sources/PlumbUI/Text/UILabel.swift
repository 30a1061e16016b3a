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
    /// The text shown (`nil` shows nothing and has a zero intrinsic size).
    open var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font (default: the 17-point system font).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            if font != oldValue { textDidChange() }
        }
    }
    /// The colour of the text (default `.label`).
    open var textColor: UIColor! = .label { didSet { if textColor == nil { textColor = .label } } }
    /// The horizontal alignment (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural
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
    /// style's font for the new category. Other fonts are left alone. Default `false`.
    open var adjustsFontForContentSizeCategory: Bool = false

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let category = traitCollection.preferredContentSizeCategory
        if adjustsFontForContentSizeCategory, let style = font.textStyle,
           previousTraitCollection?.preferredContentSizeCategory != category
        {
            font = .preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        }
    }

    private var cache: [LayoutKey: TextLayout] = [:]

    struct LayoutKey: Hashable {
        var width: Double?
        var scale: CGFloat
        var maxLines: Int?
        var alignment: TextAlignment
    }

    /// Creates an empty label.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func textDidChange() {
        cache.removeAll()
        invalidateIntrinsicContentSize()
        if usesBaselineAttributes { structureDidChange() }
        setNeedsDisplay()
    }

    /// The width intrinsic sizes are measured at, or `nil` for unwrapped text.
    private var measuringWidth: Double? {
        if preferredMaxLayoutWidth > 0 { return Double(preferredMaxLayoutWidth) }
        if numberOfLines != 1, let w = layoutWidthForIntrinsic, w > 0 { return Double(w) }
        return nil
    }

    /// The text laid out for a width (cached; `nil` if there is no text or it cannot be laid out).
    func textLayout(width: Double?, maxLines: Int? = nil) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        let key = LayoutKey(width: width, scale: traitCollection.displayScale, maxLines: maxLines, alignment: resolvedAlignment)
        if let hit = cache[key] { return hit }
        do {
            let lines = maxLines.map { numberOfLines == 0 ? $0 : min($0, numberOfLines) } ?? numberOfLines
            let layout = try Typesetter.layout(text, font: font.font, width: width, numberOfLines: lines,
                                               lineBreakMode: lineBreakMode.typesetting, alignment: resolvedAlignment,
                                               direction: .natural)
            if cache.count > 8 { cache.removeAll() }
            cache[key] = layout
            return layout
        } catch {
            LayoutDiagnostics.report(.warning, "\(itemDescription): cannot lay out text: \(error)")
            return nil
        }
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

    private func ceilToPixel(_ v: CGFloat) -> CGFloat {
        let s = traitCollection.displayScale
        return (v * s).rounded(.up) / s
    }

    open override var intrinsicContentSize: CGSize {
        guard let layout = textLayout(width: measuringWidth) else { return .zero }
        return CGSize(width: ceilToPixel(layout.size.width), height: ceilToPixel(layout.size.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: Double? = size.width > 0 && size.width.isFinite ? Double(size.width) : nil
        guard let layout = textLayout(width: width) else { return .zero }
        return CGSize(width: ceilToPixel(layout.size.width), height: ceilToPixel(layout.size.height))
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
