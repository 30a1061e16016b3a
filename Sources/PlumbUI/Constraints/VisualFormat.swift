import Foundation

extension NSLayoutConstraint {
    /// Options for ``constraints(withVisualFormat:options:metrics:views:)``: how to align the
    /// views of a format across its axis, which edges a horizontal format uses, and how vertical
    /// spacing is measured.
    ///
    /// The alignment options are `1 << attribute`, as in UIKit. A horizontal format takes vertical
    /// alignments (`.alignAllTop`, `.alignAllCenterY`, `.alignAllLastBaseline`, ...) and a vertical
    /// format horizontal ones (`.alignAllLeading`, `.alignAllCenterX`, ...).
    ///
    /// ```swift
    /// let row = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[icon]-[title]-|",
    ///                                          options: .alignAllCenterY, metrics: nil,
    ///                                          views: ["icon": icon, "title": title])
    /// ```
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align the left edges of all views.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the right edges of all views.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the top edges of all views.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the bottom edges of all views.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the leading edges of all views.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the trailing edges of all views.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the horizontal centres of all views.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the vertical centres of all views.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the last baselines of all views.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align the first baselines of all views.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// `alignAllLastBaseline`, the name UIKit keeps for compatibility.
        public static let alignAllBaseline = alignAllLastBaseline
        /// The bits that hold alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats run from the leading to the trailing edge (the default; flips in
        /// right-to-left layouts).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right, whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left, whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Vertical spacing runs from one view's bottom edge to the next view's top (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing between sibling views runs from one view's last baseline to the next
        /// view's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that hold the spacing option.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// Creates the constraints a Visual Format Language string describes, unactivated.
    ///
    /// The grammar is Apple's: an optional orientation (`H:` or `V:`, horizontal when omitted),
    /// an optional superview edge `|`, views in brackets with optional size predicates
    /// (`[button(>=50)]`, `[b1(==b2)]`, `[v(>=70,<=100@750)]`), and connections between them
    /// (`-50-`, `-(>=8@750)-`, `-metric-`; nothing means flush). A bare `-` is the standard space:
    /// 8 points between siblings (printed `NSSpace(8)`) and, as on iOS 8 and later, the
    /// superview's layout margin at its edges (`view.leading == superview.leadingMargin`).
    /// Horizontal formats use leading and trailing edges unless `options` asks for
    /// `.directionLeftToRight` or `.directionRightToLeft`.
    ///
    /// The parser reads what UIKit's reads and fails where it fails, with its messages: the format
    /// must be ASCII, names are C identifiers, whitespace is not skipped, and numbers are read as
    /// `strtod_l` reads them in the C locale (from a digit or `-`), whatever the process locale.
    /// The constraints come back in UIKit's order: for each view, the connection before it and
    /// then its size predicates; alignment constraints last.
    ///
    /// ```swift
    /// let constraints = NSLayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[name]-(>=8)-[value(==80@750)]-|",
    ///     options: .alignAllFirstBaseline, metrics: nil, views: ["name": name, "value": value])
    /// NSLayoutConstraint.activate(constraints)
    /// ```
    ///
    /// Where Plumb differs: UIKit raises `NSInvalidArgumentException` ("Unable to parse constraint
    /// format: …" with the format and a caret under the offending column) for a format it cannot
    /// read. Plumb reports that same text on ``LayoutDiagnostics`` (kind `.invalidConstraint`) and
    /// returns no constraints. Use ``visualFormatConstraints(_:options:metrics:views:)`` to get the
    /// error as a typed Swift error instead.
    ///
    /// - Parameters:
    ///   - format: the format string.
    ///   - opts: alignment, direction and spacing options.
    ///   - metrics: numbers the format names (`Int`, `Double`, `CGFloat`, `Float`, `NSNumber` or
    ///     ``UILayoutPriority`` values).
    ///   - views: the views the format names (`UIView` values).
    /// - Returns: the constraints, not yet active; none if the format is invalid.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try visualFormatConstraints(format, options: opts, metrics: metrics, views: views)
        } catch {
            LayoutDiagnostics.report(.invalidConstraint, error.description)
            return []
        }
    }

    /// Creates the constraints a Visual Format Language string describes, unactivated, or throws
    /// an error that says what is wrong and where.
    ///
    /// Plumb's Swift-native form of ``constraints(withVisualFormat:options:metrics:views:)``:
    /// the same grammar and constraints, but an invalid format throws instead of being reported.
    ///
    /// ```swift
    /// do {
    ///     let c = try NSLayoutConstraint.visualFormatConstraints("V:|-[title]-[body]-|",
    ///                                                            views: ["title": title, "body": body])
    ///     NSLayoutConstraint.activate(c)
    /// } catch {
    ///     print(error.message, error.column)   // "body is not a key in the views dictionary.", 17
    /// }
    /// ```
    ///
    /// - Throws: ``VisualFormatError`` with UIKit's message, the format and the column where
    ///   reading stopped (UIKit's caret).
    public static func visualFormatConstraints(
        _ format: String, options: FormatOptions = [],
        metrics: [String: Any]? = nil,
        views: [String: Any]
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format, metrics: metrics ?? [:], views: views, options: options)
        let parsed = try parser.parse()
        return VisualFormatBuilder(parsed, options: options).constraints()
    }
}

/// A Visual Format Language string that cannot be read: UIKit's "Unable to parse constraint
/// format" exception as a Swift error.
///
/// ```swift
/// // message: "blackBox is not a key in the views dictionary.", column: 11
/// try NSLayoutConstraint.visualFormatConstraints("H:[blackBox]", views: [:])
/// ```
///
/// ``description`` is the text UIKit puts in the exception's reason, caret line included:
///
/// ```
/// Unable to parse constraint format:
/// blackBox is not a key in the views dictionary.
/// H:[blackBox]
///            ^
/// ```
///
/// The messages are those of UIKit's parser today. Apple's Auto Layout Guide shows an older
/// wording for one of them ("Unable to find view with name blackBox" is now "blackBox is not a
/// key in the views dictionary."); the others it documents are unchanged. An empty or non-ASCII
/// format is refused as a whole, without a caret line:
///
/// ```
/// Unable to parse constraint format: It contains non-ASCII characters.
/// ```
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in UIKit's words (Plumb's own where UIKit does not check: a views value
    /// that is not a `UIView`, a metric that is not a finite number).
    public let message: String
    /// The format string.
    public let format: String
    /// The 0-based column where reading stopped, as UIKit's caret shows it: usually just after the
    /// token that could not be used (a missing view's name, a priority out of range), at the
    /// unexpected character otherwise, or the length of the format when it ended too soon. For a
    /// non-ASCII format, the column (in characters) of the first non-ASCII character.
    public let column: Int

    /// Whether the error is about the format as a whole (empty, or not ASCII): UIKit prints no
    /// format line and no caret for those.
    let wholeFormat: Bool

    /// Creates an error.
    public init(message: String, format: String, column: Int) {
        self.init(message: message, format: format, column: column, wholeFormat: false)
    }

    init(message: String, format: String, column: Int, wholeFormat: Bool) {
        self.message = message
        self.format = format
        self.column = column
        self.wholeFormat = wholeFormat
    }

    /// UIKit's exception reason: the header, the message, the format and a caret under ``column``
    /// (only the header and the message when the format is empty or not ASCII).
    public var description: String {
        if wholeFormat { return "Unable to parse constraint format: \(message)" }
        return "Unable to parse constraint format: \n\(message) \n\(format) \n"
            + String(repeating: " ", count: max(0, column)) + "^"
    }
}
