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
