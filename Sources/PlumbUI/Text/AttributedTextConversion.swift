import Foundation
import Typesetting

/// How the runs of one text style are drawn: what an attributed string's drawing attributes
/// become (colours, background, underline, strikethrough, shadow, attachment).
struct DrawStyle {
    var font: UIFont
    var color: UIColor
    var background: UIColor?
    var underline: NSUnderlineStyle = []
    var underlineColor: UIColor?
    var strikethrough: NSUnderlineStyle = []
    var strikethroughColor: UIColor?
    var shadow: (offset: CGSize, color: UIColor)?
    var attachment: NSTextAttachment?
    var isLink = false
}

/// The defaults an attributed string falls back on, and how the view shows links.
struct TextDefaults {
    var font: UIFont
    var color: UIColor
    /// The alignment for characters without a paragraph style (the label's `textAlignment`).
    var alignment: NSTextAlignment
    /// `.natural` resolved by the view's layout direction, or `nil` to follow each paragraph.
    var naturalAlignment: TextAlignment?
    /// The colour links are drawn in (UILabel: system blue; UITextView: its tint colour).
    var linkColor: UIColor
    /// Whether links are underlined (UILabel: yes; UITextView: no).
    var underlinesLinks: Bool
    /// What the warnings name ("<UILabel: 0x…>").
    var owner: String
}

/// An attributed string turned into Typesetting's styled text, with each style's drawing.
struct AttributedLayoutSource {
    var text: StyledText
    var draw: [DrawStyle]

    /// Converts `string`: unknown attributes are ignored; attributes of the wrong type are
    /// reported on ``LayoutDiagnostics`` (naming the attribute and range) and replaced by the
    /// default.
    init(_ string: NSAttributedString, defaults: TextDefaults) {
        var styles: [TextStyle] = []
        var draws: [DrawStyle] = []
        var paragraphStyles: [ParagraphStyle] = []
        var paragraphKeys: [NSParagraphStyle?] = []
        var runs: [StyledRun] = []
        var reported = Set<String>()
        func warn(_ key: NSAttributedString.Key, _ range: NSRange, _ value: Any, expected: String) {
            let message =
                "\(defaults.owner): attribute \(key.rawValue) at {\(range.location), \(range.length)} "
                + "is a \(type(of: value)), not \(expected); it is ignored."
            if reported.insert(message).inserted { LayoutDiagnostics.report(.warning, message) }
        }
        func color(_ key: NSAttributedString.Key, _ attrs: [NSAttributedString.Key: Any], _ range: NSRange) -> UIColor?
        {
            guard let value = attrs[key] else { return nil }
            if let c = value as? UIColor { return c }
            warn(key, range, value, expected: "a UIColor")
            return nil
        }
        func number(_ key: NSAttributedString.Key, _ attrs: [NSAttributedString.Key: Any], _ range: NSRange) -> CGFloat?
        {
            guard let value = attrs[key] else { return nil }
            if let n = AttributeValue.number(value), n.isFinite { return n }
            warn(key, range, value, expected: "a finite number")
            return nil
        }
        func underline(_ key: NSAttributedString.Key, _ attrs: [NSAttributedString.Key: Any], _ range: NSRange)
            -> NSUnderlineStyle
        {
            guard let value = attrs[key] else { return [] }
            if let u = AttributeValue.underline(value) { return u }
            warn(key, range, value, expected: "an NSUnderlineStyle")
            return []
        }

        string.enumerateAttributes(
            in: NSRange(location: 0, length: string.length),
            options: .longestEffectiveRangeNotRequired
        ) { attrs, range, _ in
            var font = defaults.font
            if let value = attrs[.font] {
                if let f = value as? UIFont { font = f } else { warn(.font, range, value, expected: "a UIFont") }
            }
            var draw = DrawStyle(font: font, color: color(.foregroundColor, attrs, range) ?? defaults.color)
            draw.background = color(.backgroundColor, attrs, range)
            draw.underline = underline(.underlineStyle, attrs, range)
            draw.underlineColor = color(.underlineColor, attrs, range)
            draw.strikethrough = underline(.strikethroughStyle, attrs, range)
            draw.strikethroughColor = color(.strikethroughColor, attrs, range)
            if let value = attrs[.link] {
                if value is URL || value is String || value is NSURL {
                    // UIKit draws links in its link colour whatever the foreground colour says.
                    draw.isLink = true
                    draw.color = defaults.linkColor
                    if defaults.underlinesLinks, draw.underline.isEmpty { draw.underline = .single }
                } else {
                    warn(.link, range, value, expected: "a URL or String")
                }
            }
            if let value = attrs[.shadow] {
                if let shadow = value as? NSShadow {
                    let c = (shadow.shadowColor as? UIColor) ?? UIColor(white: 0, alpha: 1.0 / 3)
                    draw.shadow = (shadow.shadowOffset, c)
                } else {
                    warn(.shadow, range, value, expected: "an NSShadow")
                }
            }
            var style = TextStyle(font: font.font)
            style.kern = Double(number(.kern, attrs, range) ?? number(.tracking, attrs, range) ?? 0)
            style.baselineOffset = Double(number(.baselineOffset, attrs, range) ?? 0)
            if let value = attrs[.attachment] {
                if let attachment = value as? NSTextAttachment {
                    let b = attachment.layoutBounds
                    draw.attachment = attachment
                    style.attachment = InlineObject(
                        width: Double(max(0, b.width)), height: Double(max(0, b.height)),
                        y: Double(b.minY))
                } else {
                    warn(.attachment, range, value, expected: "an NSTextAttachment")
                }
            }
            // The paragraph style (deduplicated by equality).
            var paragraph: NSParagraphStyle? = nil
            if let value = attrs[.paragraphStyle] {
                if let p = value as? NSParagraphStyle {
                    paragraph = p
                } else {
                    warn(.paragraphStyle, range, value, expected: "an NSParagraphStyle")
                }
            }
            let paragraphIndex: Int
            if let i = paragraphKeys.firstIndex(where: {
                ($0 == nil && paragraph == nil) || ($0 != nil && paragraph != nil && $0!.isEqual(paragraph!))
            }) {
                paragraphIndex = i
            } else {
                paragraphKeys.append(paragraph)
                let alignment = paragraph?.alignment ?? defaults.alignment
                let resolved: TextAlignment? = alignment == .natural ? defaults.naturalAlignment : alignment.typesetting
                paragraphStyles.append(
                    paragraph?.typesetting(alignment: resolved)
                        ?? ParagraphStyle(alignment: resolved))
                paragraphIndex = paragraphStyles.count - 1
            }
            // An attachment is its own style; others are shared when equal.
            let styleIndex: Int
            if draw.attachment == nil,
                let i = styles.indices.first(where: {
                    styles[$0] == style && draws[$0].attachment == nil && draws[$0].same(as: draw)
                })
            {
                styleIndex = i
            } else {
                styles.append(style)
                draws.append(draw)
                styleIndex = styles.count - 1
            }
            let r = range.location..<range.location + range.length
            if let last = runs.last, last.style == styleIndex, last.paragraphStyle == paragraphIndex {
                runs[runs.count - 1].range = last.range.lowerBound..<r.upperBound
            } else {
                runs.append(StyledRun(range: r, style: styleIndex, paragraphStyle: paragraphIndex))
            }
        }
        // A text style's font has leading (the HIG's line spacing; see `UIFont.leading`): TextKit
        // puts the largest leading of a paragraph's fonts between its lines, added to the
        // paragraph style's own line spacing.
        var fontLeading = [CGFloat](repeating: 0, count: paragraphStyles.count)
        for run in runs where draws[run.style].attachment == nil {
            fontLeading[run.paragraphStyle] = max(fontLeading[run.paragraphStyle], draws[run.style].font.leading)
        }
        for i in paragraphStyles.indices where fontLeading[i] > 0 {
            paragraphStyles[i].lineSpacing = max(0, paragraphStyles[i].lineSpacing) + Double(fontLeading[i])
        }
        if styles.isEmpty {
            styles = [TextStyle(font: defaults.font.font)]
            draws = [DrawStyle(font: defaults.font, color: defaults.color)]
            let resolved: TextAlignment? =
                defaults.alignment == .natural ? defaults.naturalAlignment : defaults.alignment.typesetting
            paragraphStyles = [ParagraphStyle(alignment: resolved)]
            if defaults.font.leading > 0 { paragraphStyles[0].lineSpacing = Double(defaults.font.leading) }
        }
        // NSAttributedString stores UTF-16 as given; the string Typesetting sees is the same length.
        text = StyledText(string: string.string, styles: styles, paragraphStyles: paragraphStyles, runs: runs)
        draw = draws
        if text.string.utf16.count != string.length {
            // An unpaired surrogate was repaired with U+FFFD (same length); anything else is one style.
            text = StyledText(text.string, style: styles[0], paragraphStyle: paragraphStyles[0])
        }
    }
}

extension DrawStyle {
    /// Whether two styles draw the same (colours compared by value, shadows and attachments by identity).
    func same(as other: DrawStyle) -> Bool {
        font == other.font && color == other.color && background == other.background && underline == other.underline
            && underlineColor == other.underlineColor && strikethrough == other.strikethrough
            && strikethroughColor == other.strikethroughColor && isLink == other.isLink
            && shadow?.offset == other.shadow?.offset && shadow?.color == other.shadow?.color
    }
}

extension NSTextAlignment {
    /// The Typesetting alignment (`.natural` stays natural).
    var typesetting: TextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        case .natural: .natural
        }
    }
}
