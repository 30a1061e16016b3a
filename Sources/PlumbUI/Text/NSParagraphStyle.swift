import Foundation
import Typesetting

/// UIKit's attribute names on Foundation's `NSAttributedString.Key` (swift-corelibs-foundation
/// has the type but not UIKit's keys). Foundation's `NSAttributedString` and
/// `NSMutableAttributedString` are used as they are: their mutators trap on a range outside the
/// string, as they raise `NSRangeException` on iOS.
extension NSAttributedString.Key {
    // Raw values as UIKit's (NSAttributedString.h: NSFontAttributeName = @"NSFont" ...).
    /// A `UIFont` (default: Helvetica 12 in UIKit; Plumb's labels and drawing use the 17-point system font).
    public static let font = NSAttributedString.Key("NSFont")
    /// An ``NSParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The text colour, a `UIColor` (default black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text, a `UIColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Ligatures on or off, an `Int` (accepted; Plumb always uses the font's default ligatures).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Points added after each character, a number.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points added between characters (iOS 14), a number; treated like `.kern`.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// An ``NSUnderlineStyle`` raw value (`Int`) or the style itself.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// An ``NSUnderlineStyle`` raw value (`Int`) or the style itself.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The outline colour (accepted, not drawn).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline width (accepted, not drawn).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// An ``NSShadow`` (drawn as an unblurred copy of the glyphs).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A text effect (accepted, not drawn).
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// An ``NSTextAttachment`` shown in place of U+FFFC.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A `URL` or `String`: drawn in the tint colour (underlined in a label), as UIKit draws links.
    public static let link = NSAttributedString.Key("NSLink")
    /// Points the baseline is raised (negative lowers), a number.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The underline colour, a `UIColor` (default: the text colour).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough colour, a `UIColor` (default: the text colour).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Skew (accepted, not drawn).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// Horizontal stretch (accepted, not drawn).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// Bidi embedding overrides (accepted; use Unicode bidi controls in the string instead).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}

/// Underline and strikethrough styles: UIKit's `NSUnderlineStyle` (raw values from
/// NSAttributedString.h).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line (twice the font's thickness).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Dotted (drawn solid by Plumb).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed (drawn solid by Plumb).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dash-dot (drawn solid by Plumb).
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dash-dot-dot (drawn solid by Plumb).
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not spaces (drawn under everything by Plumb).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

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

/// An inline image in attributed text: UIKit's `NSTextAttachment`, shown where the string has
/// U+FFFC (``NSTextAttachment/character``).
///
/// ```swift
/// let star = NSTextAttachment(image: UIImage(named: "star")!)
/// star.bounds = CGRect(x: 0, y: -3, width: 16, height: 16)   // y below 0 hangs under the baseline
/// text.append(NSAttributedString(attachment: star))
/// ```
///
/// Where Plumb differs: a plain Swift class compared by identity (see `NSParagraphStyle`).
open class NSTextAttachment: Hashable, @unchecked Sendable {
    /// The object replacement character attachments stand for.
    public static let character: Int = 0xFFFC
    /// The image drawn.
    open var image: UIImage?
    /// The image's box: origin.y is its bottom edge relative to the baseline. `.zero` (the
    /// default) means the image's size sitting on the baseline.
    open var bounds: CGRect = .zero

    /// An attachment with no image.
    public init() {}

    public static func == (a: NSTextAttachment, b: NSTextAttachment) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// An attachment showing an image.
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// The box used for layout.
    var layoutBounds: CGRect {
        if bounds != .zero { return bounds }
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }
}

/// A shadow behind text: UIKit's `NSShadow` (drawn by Plumb without its blur; a plain Swift
/// class compared by identity, see `NSParagraphStyle`).
open class NSShadow: Hashable, @unchecked Sendable {
    /// The offset (default (0, −3), as in UIKit).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius (accepted; Plumb draws a sharp copy).
    open var shadowBlurRadius: CGFloat = 0
    /// The colour (default: black at one third opacity, as in UIKit).
    open var shadowColor: Any?
    /// A shadow with UIKit's defaults.
    public init() {}

    public static func == (a: NSShadow, b: NSShadow) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSAttributedString {
    /// A one-character string (U+FFFC) showing an attachment.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
