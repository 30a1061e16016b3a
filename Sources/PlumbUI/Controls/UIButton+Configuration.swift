import Foundation
import Raster

/// Edges of a rectangle in leading/trailing terms: UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIButton {
    /// How a configured button looks and lays out its title, subtitle and image: UIKit's
    /// `UIButton.Configuration` (iOS 15).
    ///
    /// The styles: `.plain()`/`.borderless()` (no background), `.gray()`/`.bordered()` (a grey
    /// fill), `.tinted()`/`.borderedTinted()` (a pale tint fill), `.filled()`/`.borderedProminent()`
    /// (a tint fill, white text). Medium buttons (the default size) have UIKit's default content
    /// insets of 7 points above and below and 12 at the sides ("The default content inset is
    /// (top = 7, leading = 12, bottom = 7, trailing = 12)", Apple Developer Forums thread 733541,
    /// confirmed by an Apple engineer) and a body-style (17-point) title, so a one-line button is
    /// 7 + 20.5 + 7 = 34.5 points tall at @2x (34.33 at @3x).
    ///
    /// ```swift
    /// var config = UIButton.Configuration.tinted()
    /// config.title = "Download"
    /// config.subtitle = "12 MB"
    /// config.image = UIImage(named: "arrow.down")
    /// config.imagePlacement = .top
    /// config.imagePadding = 6
    /// let button = UIButton(configuration: config)
    /// ```
    ///
    /// **Estimates** (not found published): the other sizes' insets and fonts (small: 5/10 and
    /// 15 pt, mini: 3/8 and 13 pt, large: 14/20 and 17 pt), a title's semibold weight next to a
    /// subtitle (15 pt), the corner radii of `.dynamic` (mini 4, small 5, medium 6, large 8) and
    /// of the named corner styles, the tinted fill (the tint at 15% opacity) and the grey fill
    /// (`tertiarySystemFill`). A title stays on one line.
    public struct Configuration: Sendable {
        /// A preset size: UIKit's `UIButton.Configuration.Size` (raw values as UIKit's).
        public enum Size: Int, Sendable { case medium = 0, small = 1, mini = 2, large = 3 }
        /// How the corners are rounded: UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic = 0, small, medium, large, capsule }
        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Int, Sendable { case automatic = 0, leading, center, trailing }

        enum Style: Sendable { case plain, gray, tinted, filled }
        let style: Style

        /// The title.
        public var title: String?
        /// The subtitle, under the title in a smaller font.
        public var subtitle: String?
        /// An attributed title (wins over ``title``).
        public var attributedTitle: AttributedString?
        /// An attributed subtitle.
        public var attributedSubtitle: AttributedString?
        /// The image.
        public var image: UIImage?
        /// Which side of the text the image is on (default `.leading`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Points between the image and the text (default 0).
        public var imagePadding: CGFloat = 0
        /// Points between the title and the subtitle (default 0).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align (default `.automatic`: centred).
        public var titleAlignment: TitleAlignment = .automatic
        /// The preset size (default `.medium`).
        public var buttonSize: Size = .medium
        /// The corner style (default `.dynamic`).
        public var cornerStyle: CornerStyle = .dynamic
        /// The text and image colour (`nil`: the style's).
        public var baseForegroundColor: UIColor?
        /// The background colour (`nil`: the style's).
        public var baseBackgroundColor: UIColor?
        /// The background.
        public var background = UIBackgroundConfiguration()
        /// Whether an activity indicator replaces the image (accepted, not drawn).
        public var showsActivityIndicator = false
        private var customInsets: NSDirectionalEdgeInsets?

        init(style: Style) { self.style = style }

        /// No background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A pale tint background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A tint background with white text.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background (the iOS 15 name of `.plain()`).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// A grey background (the iOS 15 name of `.gray()`).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// A pale tint background (`.tinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// A tint background (`.filled()`).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The space between the bounds and the content (default: the size's).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customInsets ?? defaultInsets }
            set { customInsets = newValue }
        }

        /// Goes back to the size's default content insets.
        public mutating func setDefaultContentInsets() { customInsets = nil }

        /// The configuration for a button's state (Plumb applies state styling when drawing).
        public func updated(for button: UIButton) -> Configuration { self }

        var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

        var defaultInsets: NSDirectionalEdgeInsets {
            switch buttonSize {
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)  // estimate
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)  // estimate
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)  // estimate
            }
        }

        var hasSubtitle: Bool { attributedSubtitle != nil || subtitle?.isEmpty == false }

        /// The title font: body for medium and large, smaller for small and mini, semibold over a subtitle.
        var titleFont: UIFont {
            let size: CGFloat =
                switch buttonSize {
                case .medium, .large: 17;
                case .small: 15;
                case .mini: 13
                }
            return .systemFont(ofSize: size, weight: hasSubtitle ? .semibold : .regular)
        }

        var subtitleFont: UIFont {
            let size: CGFloat =
                switch buttonSize {
                case .medium, .large: 15;
                case .small: 13;
                case .mini: 12
                }
            return .systemFont(ofSize: size)
        }

        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .capsule: height / 2
            case .small: 4
            case .medium: 6
            case .large: 8
            case .dynamic:
                switch buttonSize {
                case .mini: 4;
                case .small: 5;
                case .medium: 6;
                case .large: 8
                }
            }
        }

        func foreground(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        func backgroundFill(tint: UIColor) -> UIColor? {
            if let c = background.backgroundColor { return c }
            switch style {
            case .plain: return baseBackgroundColor
            case .gray: return baseBackgroundColor ?? .tertiarySystemFill
            case .tinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .filled: return baseBackgroundColor ?? tint
            }
        }
    }

    // MARK: Applying a configuration

    /// Puts the configuration's text, fonts, colours and image into the subviews.
    func applyConfiguration() {
        guard let configuration else { return }
        let foreground = enabledColor(configuration.foreground(tint: tintColor))
        if let attributed = configuration.attributedTitle {
            titleLabel?.attributedText = NSAttributedString(attributed)
        } else {
            titleLabel?.text = configuration.title
        }
        titleLabel?.font = configuration.titleFont
        titleLabel?.textColor = foreground
        titleLabel?.isEnabled = true
        let alignment: NSTextAlignment =
            switch configuration.titleAlignment {
            case .automatic, .center: .center
            case .leading: .natural
            case .trailing: isLayoutRightToLeft ? .left : .right
            }
        titleLabel?.textAlignment = alignment
        if configuration.hasSubtitle {
            let sub = ensureSubtitleLabel()
            if let attributed = configuration.attributedSubtitle {
                sub.attributedText = NSAttributedString(attributed)
            } else {
                sub.text = configuration.subtitle
            }
            sub.font = configuration.subtitleFont
            sub.textColor = foreground
            sub.textAlignment = alignment
            sub.isHidden = false
        } else {
            subtitleLabel?.isHidden = true
        }
        imageView?.image = configuration.image.map { templateIfSystem($0) }
        imageView?.tintColor = foreground
        imageView?.isHidden = configuration.image == nil
    }

    /// The sizes of the title, subtitle, image and the content block of a configuration.
    private func configurationParts(_ c: Configuration) -> (
        title: CGSize, subtitle: CGSize, image: CGSize, block: CGSize
    ) {
        let title = titleLabel?.text?.isEmpty == false ? titleLabel?.intrinsicContentSize ?? .zero : .zero
        let subtitle = c.hasSubtitle ? subtitleLabel?.intrinsicContentSize ?? .zero : .zero
        let image = c.image?.size ?? .zero
        let hasText = title != .zero || subtitle != .zero
        let text = CGSize(
            width: max(title.width, subtitle.width),
            height: title.height + (c.hasSubtitle && title != .zero ? c.titlePadding : 0) + subtitle.height)
        let gap = hasText && image != .zero ? c.imagePadding : 0
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        let block =
            vertical
            ? CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
            : CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
        return (title, subtitle, image, block)
    }

    func configurationSize(_ c: Configuration) -> CGSize {
        let block = configurationParts(c).block
        let i = c.contentInsets
        return CGSize(width: block.width + i.leading + i.trailing, height: block.height + i.top + i.bottom)
    }

    func layoutConfiguration(_ c: Configuration) {
        let parts = configurationParts(c)
        let scale = traitCollection.displayScale
        let rtl = isLayoutRightToLeft
        let i = c.contentInsets
        let inner = CGRect(
            x: rtl ? i.trailing : i.leading, y: i.top,
            width: max(0, bounds.width - i.leading - i.trailing), height: max(0, bounds.height - i.top - i.bottom))
        let block = CGRect(
            x: inner.midX - parts.block.width / 2, y: inner.midY - parts.block.height / 2,
            width: parts.block.width, height: parts.block.height)
        let textSize = CGSize(
            width: max(parts.title.width, parts.subtitle.width),
            height: parts.block.height
                - ((c.imagePlacement == .top || c.imagePlacement == .bottom)
                    ? parts.image.height + (parts.image == .zero ? 0 : c.imagePadding) : 0))
        let gap = parts.image != .zero && textSize.width > 0 ? c.imagePadding : 0
        var imageRect = CGRect.zero, textRect = CGRect.zero
        let leadingImage =
            c.imagePlacement == .leading
            || (c.imagePlacement != .trailing && c.imagePlacement != .top && c.imagePlacement != .bottom)
        switch c.imagePlacement {
        case .top:
            imageRect = CGRect(
                x: block.midX - parts.image.width / 2, y: block.minY, width: parts.image.width,
                height: parts.image.height)
            textRect = CGRect(
                x: block.midX - textSize.width / 2, y: imageRect.maxY + gap, width: textSize.width,
                height: parts.title.height + parts.subtitle.height + (c.hasSubtitle ? c.titlePadding : 0))
        case .bottom:
            let h = parts.title.height + parts.subtitle.height + (c.hasSubtitle ? c.titlePadding : 0)
            textRect = CGRect(x: block.midX - textSize.width / 2, y: block.minY, width: textSize.width, height: h)
            imageRect = CGRect(
                x: block.midX - parts.image.width / 2, y: textRect.maxY + gap, width: parts.image.width,
                height: parts.image.height)
        default:
            let h = parts.title.height + parts.subtitle.height + (c.hasSubtitle ? c.titlePadding : 0)
            let imageFirst = leadingImage != rtl  // the image is on the left
            let imageX = imageFirst ? block.minX : block.maxX - parts.image.width
            let textX = imageFirst ? block.minX + parts.image.width + gap : block.minX
            imageRect = CGRect(
                x: imageX, y: block.midY - parts.image.height / 2, width: parts.image.width, height: parts.image.height)
            textRect = CGRect(x: textX, y: block.midY - h / 2, width: textSize.width, height: h)
        }
        imageView?.frame = UIView.roundToPixels(imageRect, scale: scale)
        titleLabel?.frame = UIView.roundToPixels(
            CGRect(
                x: textRect.minX, y: textRect.minY, width: textRect.width,
                height: parts.title.height), scale: scale)
        subtitleLabel?.frame = UIView.roundToPixels(
            CGRect(
                x: textRect.minX, y: textRect.minY + parts.title.height + c.titlePadding,
                width: textRect.width, height: parts.subtitle.height), scale: scale)
    }

    func drawConfigurationBackground(_ c: Configuration) {
        guard let context = CGContext.current else { return }
        let canvas = context.canvas
        let radius = c.cornerRadius(height: bounds.height)
        let rect = Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height))
        let radii = CornerRadii(all: Double(radius)).clamped(to: rect)
        if let fill = c.backgroundFill(tint: tintColor) {
            canvas.fill(rect, cornerRadii: radii, color: enabledColor(fill).rasterColor)
        }
        if let stroke = c.background.strokeColor, c.background.strokeWidth > 0 {
            canvas.strokeBorder(
                rect, width: Double(c.background.strokeWidth), cornerRadii: radii,
                color: enabledColor(stroke).rasterColor)
        }
    }
}
