import Foundation

/// The standard content of a list row, header or footer: an image, a text and a secondary text,
/// with UIKit's presets for each role: UIKit's `UIListContentConfiguration` (iOS 14).
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.image = icon
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
///
/// The fonts are Dynamic Type styles (`.body` text; `.subheadline` secondary text below it;
/// `.footnote` in grouped headers and footers); margins are 11 points above and below and 16 (20
/// in a regular width) at the sides. Values without a published source are marked "estimate" in
/// `TableMetrics` and in the presets below.
public struct UIListContentConfiguration: Hashable, Sendable {
    /// How a text is drawn.
    public struct TextProperties: Hashable, Sendable {
        /// How the text's letter case is changed when drawn.
        public enum TextTransform: Int, Hashable, Sendable { case none, capitalized, lowercase, uppercase }
        /// Text alignment (UIKit's `TextAlignment`: natural, centre, justified).
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0 means as many lines as the text needs (the default).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
        /// Whether the text may tighten its letters before truncating (kept; default `true`).
        public var allowsDefaultTighteningForTruncation = true
        /// The smallest font scale when `adjustsFontSizeToFitWidth` (0: none).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether a truncated text shows in full when hovered over (kept).
        public var showsExpansionTextWhenTruncated = false

        /// The colour the text is drawn in.
        public func resolvedColor() -> UIColor { color }

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        @MainActor func apply(to label: UILabel, text: String?) {
            // UIKit's `adjustsFontForContentSizeCategory` (default true: "UIListContentConfiguration.
            // TextProperties", Apple's documentation): the label follows the content size category,
            // starting from the one it is shown at now.
            label.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
            label.font =
                adjustsFontForContentSizeCategory ? font.adjusted(to: label.traitCollection) ?? font : font
            label.textColor = color
            label.numberOfLines = numberOfLines
            label.lineBreakMode = lineBreakMode
            label.textAlignment =
                switch alignment {
                case .natural: .natural
                case .center: .center
                case .justified: .justified
                }
            label.text = text.map(transformed)
        }

        func transformed(_ s: String) -> String {
            switch transform {
            case .none: s
            case .capitalized: s.capitalized
            case .lowercase: s.lowercased()
            case .uppercase: s.uppercased()
            }
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable, Sendable {
        /// The tint of template images (kept; Plumb draws images as they are).
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (zero: no limit).
        public var maximumSize: CGSize = .zero
        /// The room kept for the image, even when smaller (zero: the image's size).
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        /// The symbol configuration of a symbol image (its size; Plumb draws placeholders).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// A `reservedLayoutSize` dimension meaning "the system's standard size".
        public static let standardDimension: CGFloat = -1

        /// The tint a template image is drawn in: ``tintColor``, else the view's.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }

    /// The image shown at the leading side.
    public var image: UIImage?
    /// The main text.
    public var text: String?
    /// The secondary text (below the text, or beside it in a value cell).
    public var secondaryText: String?
    public var imageProperties = ImageProperties()
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    /// The margins around the content (leading/trailing follow the cell's).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Kept for source compatibility (the margins above already follow the cell's).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = TableMetrics.imageToTextPadding
    /// The space between the texts when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the texts when stacked (estimate: 3 points).
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Whether the secondary text goes beside the text (value cells).
    public var prefersSideBySideTextAndSecondaryText = false
    /// The least height of the content (44 less the separator for cells; 0 for headers).
    var minimumHeight: CGFloat = 0

    init(
        textFont: UIFont, textColor: UIColor, secondaryFont: UIFont, secondaryColor: UIColor,
        margins: NSDirectionalEdgeInsets
    ) {
        textProperties = TextProperties(font: textFont, color: textColor)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
    }

    private static var cellMargins: NSDirectionalEdgeInsets {
        let v = TableMetrics.cellVerticalMargin
        return NSDirectionalEdgeInsets(top: v, leading: 16, bottom: v, trailing: 16)
    }

    // MARK: Presets

    /// A cell: body text, subheadline secondary text below it in grey.
    public static func cell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .body), textColor: .label,
            secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel,
            margins: cellMargins)
        c.minimumHeight = TableMetrics.defaultRowHeight
        return c
    }

    /// A cell with the secondary text below the text (the classic `.subtitle` layout).
    public static func subtitleCell() -> UIListContentConfiguration { cell() }

    /// A cell with the secondary text at the trailing side in grey (the classic `.value1` layout).
    public static func valueCell() -> UIListContentConfiguration {
        var c = cell()
        c.secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }

    /// A sidebar row (iPad sidebars, `.sidebar` list appearance): body text, the image in the
    /// tint colour (metrics as `.cell()`; an estimate).
    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    /// A sidebar row with the secondary text below the text (estimate: as ``sidebarCell()``).
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { cell() }
    /// A sidebar row beside other content (estimate: as ``sidebarCell()``).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    /// A sidebar row beside other content, with a secondary text (estimate: as ``sidebarCell()``).
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { cell() }
    /// A sidebar section header: headline text in the label colour (estimate; as ``plainHeader()``).
    public static func sidebarHeader() -> UIListContentConfiguration { plainHeader() }

    /// A plain table's section header: headline text (estimate: 17-point semibold, 6 points above
    /// and below).
    public static func plainHeader() -> UIListContentConfiguration {
        let p = TableMetrics.plainHeaderVerticalPadding
        return UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .headline), textColor: .label,
            secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: p, leading: 16, bottom: p, trailing: 16))
    }

    /// A plain table's section footer: footnote text in grey (estimate).
    public static func plainFooter() -> UIListContentConfiguration {
        let p = TableMetrics.plainHeaderVerticalPadding
        return UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel,
            secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: p, leading: 16, bottom: p, trailing: 16))
    }

    /// A grouped section's header: footnote text in grey, upper case (estimate: 17 points above,
    /// 6 below).
    public static func groupedHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel,
            secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(
                top: TableMetrics.groupedHeaderTopPadding(section: 1), leading: 16,
                bottom: TableMetrics.groupedHeaderBottomPadding, trailing: 16))
        c.textProperties.transform = .uppercase
        return c
    }

    /// A grouped section's footer: footnote text in grey (estimate: 6 points above, 17 below).
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel,
            secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(
                top: TableMetrics.groupedFooterTopPadding, leading: 16,
                bottom: TableMetrics.groupedFooterBottomPadding, trailing: 16))
    }

    /// An inset-grouped section's prominent header: title3 bold text (estimate).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = groupedHeader()
        c.textProperties = TextProperties(font: .systemFont(ofSize: 20, weight: .bold), color: .label)
        return c
    }

    /// An inset-grouped section's extra-prominent header: title2 bold text (estimate).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = groupedHeader()
        c.textProperties = TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label)
        return c
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.image === b.image && a.text == b.text && a.secondaryText == b.secondaryText
            && a.imageProperties == b.imageProperties && a.textProperties == b.textProperties
            && a.secondaryTextProperties == b.secondaryTextProperties
            && a.directionalLayoutMargins == b.directionalLayoutMargins
            && a.imageToTextPadding == b.imageToTextPadding
            && a.textToSecondaryTextVerticalPadding == b.textToSecondaryTextVerticalPadding
            && a.textToSecondaryTextHorizontalPadding == b.textToSecondaryTextHorizontalPadding
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
            && a.minimumHeight == b.minimumHeight
    }

    public func hash(into h: inout Hasher) {
        h.combine(text)
        h.combine(secondaryText)
    }
}

extension UIListContentConfiguration: UIContentConfiguration {
    /// A `UIListContentView` showing the configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
}
