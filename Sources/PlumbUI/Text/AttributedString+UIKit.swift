import Foundation

extension AttributeScopes {
    /// UIKit's attributes for Swift's `AttributedString` (`string.font = .boldSystemFont(ofSize: 17)`).
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// The attribute scope UIKit adds to `AttributedString`: fonts, colours, paragraph styles,
    /// kerning, underlines, strikethroughs, baseline offsets, attachments and shadows, plus
    /// Foundation's (`.link`).
    ///
    /// ```swift
    /// var text = AttributedString("Hello")
    /// text.font = .boldSystemFont(ofSize: 20)
    /// text.foregroundColor = .systemRed
    /// label.attributedText = NSAttributedString(text)
    /// ```
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let attachment: AttachmentAttribute
        public let shadow: ShadowAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font (`NSAttributedString.Key.font`).
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// The text colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// The colour behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        /// The paragraph style.
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
        /// Points after each character.
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        /// Points between characters.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }
        /// The underline style.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        /// The underline colour.
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        /// The strikethrough style.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        /// The strikethrough colour.
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
        /// Points the baseline is raised.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        /// An inline image.
        public enum AttachmentAttribute: AttributedStringKey {
            public typealias Value = NSTextAttachment
            public static let name = NSAttributedString.Key.attachment.rawValue
        }
        /// A text shadow.
        public enum ShadowAttribute: AttributedStringKey {
            public typealias Value = NSShadow
            public static let name = NSAttributedString.Key.shadow.rawValue
        }
    }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name on `AttributedString` and its runs.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// An attributed string from Swift's `AttributedString`, with UIKit's and Foundation's
    /// attributes (UIKit's `NSAttributedString(_:)` with the UIKit scope).
    public convenience init(_ attrStr: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attrStr.runs {
            let text = String(attrStr.characters[run.range])
            result.append(NSAttributedString(string: text, attributes: NSAttributedString.uiKitAttributes(of: run)))
        }
        self.init(attributedString: result)
    }

    /// ``init(_:)`` naming the scope, as UIKit code often does (`including: \.uiKit`).
    public convenience init<S: AttributeScope>(
        _ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>
    ) {
        self.init(attrStr)
    }

    static func uiKitAttributes(of run: AttributedString.Runs.Run) -> [NSAttributedString.Key: Any] {
        typealias A = AttributeScopes.UIKitAttributes
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let v = run[A.FontAttribute.self] { attributes[.font] = v }
        if let v = run[A.ForegroundColorAttribute.self] { attributes[.foregroundColor] = v }
        if let v = run[A.BackgroundColorAttribute.self] { attributes[.backgroundColor] = v }
        if let v = run[A.ParagraphStyleAttribute.self] { attributes[.paragraphStyle] = v }
        if let v = run[A.KernAttribute.self] { attributes[.kern] = v }
        if let v = run[A.TrackingAttribute.self] { attributes[.tracking] = v }
        if let v = run[A.UnderlineStyleAttribute.self] { attributes[.underlineStyle] = v.rawValue }
        if let v = run[A.UnderlineColorAttribute.self] { attributes[.underlineColor] = v }
        if let v = run[A.StrikethroughStyleAttribute.self] { attributes[.strikethroughStyle] = v.rawValue }
        if let v = run[A.StrikethroughColorAttribute.self] { attributes[.strikethroughColor] = v }
        if let v = run[A.BaselineOffsetAttribute.self] { attributes[.baselineOffset] = v }
        if let v = run[A.AttachmentAttribute.self] { attributes[.attachment] = v }
        if let v = run[A.ShadowAttribute.self] { attributes[.shadow] = v }
        if let v = run.link { attributes[.link] = v }
        return attributes
    }
}

extension AttributedString {
    /// An `AttributedString` from an attributed string, keeping the attributes the UIKit scope
    /// knows (others are dropped).
    public init(_ nsStr: NSAttributedString) {
        self.init()
        typealias A = AttributeScopes.UIKitAttributes
        nsStr.enumerateAttributes(in: NSRange(location: 0, length: nsStr.length)) { attrs, range, _ in
            let text = nsStr.attributedSubstring(from: range).string
            var piece = AttributedString(text)
            if let v = attrs[.font] as? UIFont { piece[A.FontAttribute.self] = v }
            if let v = attrs[.foregroundColor] as? UIColor { piece[A.ForegroundColorAttribute.self] = v }
            if let v = attrs[.backgroundColor] as? UIColor { piece[A.BackgroundColorAttribute.self] = v }
            if let v = attrs[.paragraphStyle] as? NSParagraphStyle { piece[A.ParagraphStyleAttribute.self] = v }
            if let v = AttributeValue.number(attrs[.kern]) { piece[A.KernAttribute.self] = v }
            if let v = AttributeValue.number(attrs[.tracking]) { piece[A.TrackingAttribute.self] = v }
            if let v = AttributeValue.underline(attrs[.underlineStyle]) { piece[A.UnderlineStyleAttribute.self] = v }
            if let v = attrs[.underlineColor] as? UIColor { piece[A.UnderlineColorAttribute.self] = v }
            if let v = AttributeValue.underline(attrs[.strikethroughStyle]) {
                piece[A.StrikethroughStyleAttribute.self] = v
            }
            if let v = attrs[.strikethroughColor] as? UIColor { piece[A.StrikethroughColorAttribute.self] = v }
            if let v = AttributeValue.number(attrs[.baselineOffset]) { piece[A.BaselineOffsetAttribute.self] = v }
            if let v = attrs[.attachment] as? NSTextAttachment { piece[A.AttachmentAttribute.self] = v }
            if let v = attrs[.shadow] as? NSShadow { piece[A.ShadowAttribute.self] = v }
            if let v = attrs[.link] as? URL {
                piece.link = v
            } else if let s = attrs[.link] as? String, let v = URL(string: s) {
                piece.link = v
            }
            self.append(piece)
        }
    }

    /// ``init(_:)`` naming the scope (`including: \.uiKit`).
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>)
        throws
    {
        self.init(nsStr)
    }
}

/// Reading attribute values of the types UIKit accepts.
enum AttributeValue {
    /// A number from any of the types code passes (`CGFloat`, `Double`, `Int`, `NSNumber` ...).
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    /// An underline style from its raw value (`Int`, `NSNumber`) or the style itself.
    static func underline(_ value: Any?) -> NSUnderlineStyle? {
        switch value {
        case let v as NSUnderlineStyle: v
        case let v as Int: NSUnderlineStyle(rawValue: v)
        case let v as NSNumber: NSUnderlineStyle(rawValue: v.intValue)
        default: nil
        }
    }
}
