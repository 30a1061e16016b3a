import Foundation
import Typesetting

/// A writing direction: UIKit's `NSWritingDirection`.
public enum NSWritingDirection: Int, Sendable {
    /// From the text (the first strong character).
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1

    var typesetting: WritingDirection {
        switch self {
        case .natural: .natural
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }
}

/// Paragraph attributes: UIKit's `NSParagraphStyle` (immutable; see ``NSMutableParagraphStyle``).
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 4
/// style.paragraphSpacing = 12
/// style.alignment = .justified
/// text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
/// ```
///
/// A paragraph takes the style of its first character. How each value moves lines is described
/// in Typesetting's `ParagraphStyle`.
///
/// Where Plumb differs: it is a plain Swift class (`Hashable`, `NSCopying`, with `copy()`,
/// `mutableCopy()` and `isEqual(_:)`), not an `NSObject` subclass: swift-corelibs-foundation's
/// `NSAttributedString` crashes comparing runs whose values are Swift `NSObject` subclasses
/// (`__CFBasicHashesAreEqual`), so UIKit's attribute objects here are not ones. Do not put your
/// own `NSObject` subclasses in attributed strings on Linux for the same reason.
open class NSParagraphStyle: Hashable, NSCopying, NSMutableCopying, @unchecked Sendable {
    // Stored once here; NSMutableParagraphStyle makes the properties settable.
    var _alignment: NSTextAlignment = .natural
    var _lineSpacing: CGFloat = 0
    var _paragraphSpacing: CGFloat = 0
    var _paragraphSpacingBefore: CGFloat = 0
    var _headIndent: CGFloat = 0
    var _tailIndent: CGFloat = 0
    var _firstLineHeadIndent: CGFloat = 0
    var _minimumLineHeight: CGFloat = 0
    var _maximumLineHeight: CGFloat = 0
    var _lineHeightMultiple: CGFloat = 0
    var _lineBreakMode: NSLineBreakMode = .byWordWrapping
    var _baseWritingDirection: NSWritingDirection = .natural
    var _hyphenationFactor: Float = 0
    var _allowsDefaultTighteningForTruncation = false
    var _defaultTabInterval: CGFloat = 0

    /// The default style (natural alignment, word wrapping, no spacing).
    public init() {}

    /// The default paragraph style.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction of a language (`nil`: the process's; Plumb answers `.natural`
    /// unless the language is Arabic, Hebrew, Persian or Urdu, which are right to left).
    public class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let code = languageName?.lowercased().split(separator: "-").first else { return .natural }
        return ["ar", "he", "fa", "ur", "yi", "ps"].contains(String(code)) ? .rightToLeft : .leftToRight
    }

    /// The alignment (default `.natural`).
    open var alignment: NSTextAlignment { _alignment }
    /// Points between lines.
    open var lineSpacing: CGFloat { _lineSpacing }
    /// Points after the paragraph.
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    /// Points before the paragraph.
    open var paragraphSpacingBefore: CGFloat { _paragraphSpacingBefore }
    /// The indent of lines after the first, from the leading edge.
    open var headIndent: CGFloat { _headIndent }
    /// Positive: the line end from the leading edge; zero or negative: from the trailing edge.
    open var tailIndent: CGFloat { _tailIndent }
    /// The indent of the first line.
    open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
    /// The smallest line height (0: none).
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    /// The largest line height (0: none).
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    /// Multiplies the natural line height (0: none).
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }
    /// How lines wrap (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    /// The paragraph direction (default `.natural`).
    open var baseWritingDirection: NSWritingDirection { _baseWritingDirection }
    /// Hyphenation (accepted; Plumb does not hyphenate).
    open var hyphenationFactor: Float { _hyphenationFactor }
    /// Whether the system may tighten letters before truncating (see `UILabel`).
    open var allowsDefaultTighteningForTruncation: Bool { _allowsDefaultTighteningForTruncation }
    /// The tab interval (accepted; tabs are laid out as spaces).
    open var defaultTabInterval: CGFloat { _defaultTabInterval }

    func copyValues(to other: NSParagraphStyle) -> NSParagraphStyle {
        other._alignment = _alignment
        other._lineSpacing = _lineSpacing
        other._paragraphSpacing = _paragraphSpacing
        other._paragraphSpacingBefore = _paragraphSpacingBefore
        other._headIndent = _headIndent
        other._tailIndent = _tailIndent
        other._firstLineHeadIndent = _firstLineHeadIndent
        other._minimumLineHeight = _minimumLineHeight
        other._maximumLineHeight = _maximumLineHeight
        other._lineHeightMultiple = _lineHeightMultiple
        other._lineBreakMode = _lineBreakMode
        other._baseWritingDirection = _baseWritingDirection
        other._hyphenationFactor = _hyphenationFactor
        other._allowsDefaultTighteningForTruncation = _allowsDefaultTighteningForTruncation
        other._defaultTabInterval = _defaultTabInterval
        return other
    }

    open func copy(with zone: NSZone? = nil) -> Any { copyValues(to: NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(to: NSMutableParagraphStyle()) }
    /// An immutable copy (`NSObject.copy()` in UIKit).
    open func copy() -> Any { copy(with: nil) }
    /// A mutable copy: `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`.
    open func mutableCopy() -> Any { mutableCopy(with: nil) }

    var values: [AnyHashable] {
        [
            _alignment, _lineSpacing, _paragraphSpacing, _paragraphSpacingBefore, _headIndent, _tailIndent,
            _firstLineHeadIndent, _minimumLineHeight, _maximumLineHeight, _lineHeightMultiple, _lineBreakMode,
            _baseWritingDirection, _hyphenationFactor, _allowsDefaultTighteningForTruncation, _defaultTabInterval,
        ]
    }

    /// Whether another object is a paragraph style with the same values.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    public static func == (a: NSParagraphStyle, b: NSParagraphStyle) -> Bool { a.values == b.values }
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }

    /// The Typesetting paragraph style (alignment resolved by the caller's direction).
    func typesetting(alignment resolved: TextAlignment?) -> ParagraphStyle {
        var style = ParagraphStyle(
            alignment: resolved, lineBreakMode: nil,
            baseWritingDirection: baseWritingDirection == .natural ? nil : baseWritingDirection.typesetting)
        style.lineSpacing = Double(lineSpacing)
        style.paragraphSpacing = Double(paragraphSpacing)
        style.paragraphSpacingBefore = Double(paragraphSpacingBefore)
        style.lineHeightMultiple = Double(lineHeightMultiple)
        style.minimumLineHeight = Double(minimumLineHeight)
        style.maximumLineHeight = Double(maximumLineHeight)
        style.firstLineHeadIndent = Double(firstLineHeadIndent)
        style.headIndent = Double(headIndent)
        style.tailIndent = Double(tailIndent)
        return style
    }
}

/// A paragraph style you can change: UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { _alignment }
        set { _alignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { _lineSpacing }
        set { _lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { _paragraphSpacing }
        set { _paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { _paragraphSpacingBefore }
        set { _paragraphSpacingBefore = newValue }
    }
    open override var headIndent: CGFloat {
        get { _headIndent }
        set { _headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { _tailIndent }
        set { _tailIndent = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { _firstLineHeadIndent }
        set { _firstLineHeadIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { _minimumLineHeight }
        set { _minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { _maximumLineHeight }
        set { _maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { _lineHeightMultiple }
        set { _lineHeightMultiple = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set { _lineBreakMode = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { _baseWritingDirection }
        set { _baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float {
        get { _hyphenationFactor }
        set { _hyphenationFactor = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { _allowsDefaultTighteningForTruncation }
        set { _allowsDefaultTighteningForTruncation = newValue }
    }
    open override var defaultTabInterval: CGFloat {
        get { _defaultTabInterval }
        set { _defaultTabInterval = newValue }
    }

    /// Copies every value of another style.
    open func setParagraphStyle(_ other: NSParagraphStyle) { _ = other.copyValues(to: self) }
}
