import Foundation

/// How a run of styled text is drawn and measured: what an attributed string's character
/// attributes become for layout (`.font`, `.kern`, `.baselineOffset`, `.attachment`).
///
/// Colours, underlines and backgrounds do not change the layout; the caller keeps them and
/// finds them again through ``GlyphRun/style``.
///
/// ```swift
/// let bold = TextStyle(font: .system(size: 17, weight: .bold))
/// let raised = TextStyle(font: .system(size: 12), baselineOffset: 6)
/// ```
public struct TextStyle: Hashable, Sendable {
    /// The font; its metrics size every line the run is on.
    public var font: Font
    /// Points added after every grapheme cluster, the last one included (`NSAttributedString.Key.kern`).
    public var kern: Double
    /// Points the glyphs are raised (negative lowers them); the line grows to keep them inside.
    public var baselineOffset: Double
    /// An inline object (an image attachment) drawn in place of each character of the run
    /// (U+FFFC in an attributed string); nothing is shaped for it.
    public var attachment: InlineObject?

    /// A style with a font and optional kerning, baseline offset and attachment.
    public init(font: Font, kern: Double = 0, baselineOffset: Double = 0, attachment: InlineObject? = nil) {
        self.font = font
        self.kern = kern
        self.baselineOffset = baselineOffset
        self.attachment = attachment
    }
}

/// An inline object's box: `NSTextAttachment.bounds` (`y` is the bottom edge relative to the
/// baseline; negative values hang below it).
public struct InlineObject: Hashable, Sendable {
    /// The advance width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// The bottom edge, in points above the baseline (negative: below).
    public var y: Double

    /// An object `width` × `height` points whose bottom edge is `y` points above the baseline.
    public init(width: Double, height: Double, y: Double = 0) {
        self.width = width
        self.height = height
        self.y = y
    }
}

/// Paragraph attributes: what `NSParagraphStyle` contributes to layout. A paragraph takes the
/// style of its first character, as TextKit does.
///
/// Vertical spacing follows TextKit 1 (UILabel, NSString drawing, UITextView):
/// - A line's natural height is the largest ascender plus the largest descender (plus leading)
///   of the fonts on it. `lineHeightMultiple` (if positive) multiplies it, then
///   `minimumLineHeight`/`maximumLineHeight` (if positive) clamp it. The glyphs stay at the
///   bottom of the line: extra height goes above them, and a shorter line cuts into the top
///   ("each line receives padding at the top of the text" for a line height multiple, Stack
///   Overflow "Core Text NSAttributedString line height done right"; the same for a minimum line
///   height, whose common fix is a positive `baselineOffset`).
/// - `lineSpacing` is added below every line but the last ("a padding is added to the bottom of
///   the text", same source); `paragraphSpacing` after a paragraph and `paragraphSpacingBefore`
///   before one, never above the first line or below the last (**estimate**: TextKit's handling
///   of the first and last paragraph was not found documented).
/// - `firstLineHeadIndent` indents a paragraph's first line, `headIndent` the others, from the
///   leading edge; a positive `tailIndent` is the line's end measured from the leading edge, a
///   zero or negative one is measured back from the trailing edge (Apple's `tailIndent`
///   documentation).
public struct ParagraphStyle: Hashable, Sendable {
    /// The alignment, or `nil` for the layout's.
    public var alignment: TextAlignment?
    /// The wrapping and truncation mode, or `nil` for the layout's.
    public var lineBreakMode: LineBreakMode?
    /// The paragraph's direction, or `nil` for the layout's.
    public var baseWritingDirection: WritingDirection?
    /// Points below each line but the last.
    public var lineSpacing: Double = 0
    /// Points after the paragraph (not after the last one).
    public var paragraphSpacing: Double = 0
    /// Points before the paragraph (not before the first one).
    public var paragraphSpacingBefore: Double = 0
    /// Multiplies the natural line height when positive.
    public var lineHeightMultiple: Double = 0
    /// The smallest line height when positive.
    public var minimumLineHeight: Double = 0
    /// The largest line height when positive.
    public var maximumLineHeight: Double = 0
    /// The first line's indent from the leading edge.
    public var firstLineHeadIndent: Double = 0
    /// The other lines' indent from the leading edge.
    public var headIndent: Double = 0
    /// Positive: the line end from the leading edge; zero or negative: from the trailing edge.
    public var tailIndent: Double = 0

    /// The default style: nothing changed.
    public init(
        alignment: TextAlignment? = nil, lineBreakMode: LineBreakMode? = nil,
        baseWritingDirection: WritingDirection? = nil
    ) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.baseWritingDirection = baseWritingDirection
    }

    /// The default paragraph style.
    public static let `default` = ParagraphStyle()

    /// Whether the style changes nothing vertically or horizontally beyond alignment.
    var isPlain: Bool {
        lineSpacing == 0 && paragraphSpacing == 0 && paragraphSpacingBefore == 0 && lineHeightMultiple <= 0
            && minimumLineHeight <= 0 && maximumLineHeight <= 0 && firstLineHeadIndent == 0 && headIndent == 0
            && tailIndent == 0
    }
}

/// A run of styled text: a UTF-16 range with a character style and a paragraph style, both
/// indices into the ``StyledText``'s arrays.
public struct StyledRun: Hashable, Sendable {
    /// The UTF-16 range of ``StyledText/string``.
    public var range: Range<Int>
    /// The index of the run's ``TextStyle`` in ``StyledText/styles``.
    public var style: Int
    /// The index of the run's ``ParagraphStyle`` in ``StyledText/paragraphStyles``.
    public var paragraphStyle: Int

    /// A run.
    public init(range: Range<Int>, style: Int, paragraphStyle: Int = 0) {
        self.range = range
        self.style = style
        self.paragraphStyle = paragraphStyle
    }
}

/// Text with several styles: the input of
/// ``Typesetter/layout(_:width:numberOfLines:lineBreakMode:alignment:direction:language:)``
/// for attributed strings.
///
/// The runs cover the string in order, without gaps or overlaps. Every run is shaped on its
/// own (with the whole paragraph as context, so Arabic letters still join across a colour
/// change), then one line breaker fills lines across runs and bidi reorders them per line.
///
/// ```swift
/// let text = StyledText(string: "Hello مرحبا world",
///                       styles: [TextStyle(font: .system(size: 17)),
///                                TextStyle(font: .system(size: 17, weight: .bold))],
///                       runs: [StyledRun(range: 0..<6, style: 0), StyledRun(range: 6..<11, style: 1),
///                              StyledRun(range: 11..<17, style: 0)])
/// let layout = try Typesetter.layout(text, width: 120, numberOfLines: 0)
/// ```
public struct StyledText: Hashable, Sendable {
    /// The text.
    public var string: String
    /// The character styles runs refer to (at least one).
    public var styles: [TextStyle]
    /// The paragraph styles runs refer to (at least one).
    public var paragraphStyles: [ParagraphStyle]
    /// The runs, in order, covering the string's UTF-16 view.
    public var runs: [StyledRun]

    /// Styled text from its parts (checked by the layout).
    public init(
        string: String, styles: [TextStyle], paragraphStyles: [ParagraphStyle] = [.default],
        runs: [StyledRun]
    ) {
        self.string = string
        self.styles = styles
        self.paragraphStyles = paragraphStyles
        self.runs = runs
    }

    /// A string in one style.
    public init(_ string: String, style: TextStyle, paragraphStyle: ParagraphStyle = .default) {
        self.string = string
        styles = [style]
        paragraphStyles = [paragraphStyle]
        runs = [StyledRun(range: 0..<string.utf16.count, style: 0, paragraphStyle: 0)]
    }

    /// Checks that runs cover the string in order and refer to existing styles.
    func validated() throws(TypesettingError) -> StyledText {
        guard !styles.isEmpty else { throw .invalidStyledText("no text style") }
        guard !paragraphStyles.isEmpty else { throw .invalidStyledText("no paragraph style") }
        for style in styles { _ = try style.font.validated() }
        let count = string.utf16.count
        var expected = 0
        for (i, run) in runs.enumerated() {
            guard run.range.lowerBound == expected else {
                throw .invalidStyledText("run \(i) starts at \(run.range.lowerBound), expected \(expected)")
            }
            guard styles.indices.contains(run.style), paragraphStyles.indices.contains(run.paragraphStyle) else {
                throw .invalidStyledText("run \(i) refers to a missing style")
            }
            expected = run.range.upperBound
        }
        guard expected == count else {
            throw .invalidStyledText("runs end at \(expected), the text has \(count) UTF-16 units")
        }
        return self
    }
}
