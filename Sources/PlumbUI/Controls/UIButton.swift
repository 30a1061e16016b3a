import Foundation

/// A tappable control with a title and an image: UIKit's `UIButton`, for layout and drawing.
///
/// Without a ``configuration`` (the classic button), its intrinsic size is its image and title
/// side by side plus ``contentEdgeInsets``; with zero insets a button with a title adds 6 points
/// above and below it ("UIKit insets the title label by 6-pts on the Top and Bottom", Stack
/// Overflow 70778238: a 15-point title gives a 30-point-tall system button), and the title is
/// as tall as its line rounded up to whole points. A custom button (`UIButton()`) titles in the
/// 18-point system font: on iOS 15 and later it is 34 points tall with its title 22 points tall
/// at y 6 (recorded on an iOS simulator, issue 29: 6 + ⌈18 × 1.193359375⌉ + 6; the 18-point size
/// is derived from that record, an **estimate** not printed by Apple). Titles, title
/// colours, images and background images are kept per state (`.normal`, `.highlighted`,
/// `.selected`, `.disabled`), and the button shows those of its current `state` (falling back
/// on `.normal`'s). ``titleEdgeInsets`` and ``imageEdgeInsets`` move the title and image without
/// changing the size, as in UIKit.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Continue", for: .normal)
/// button.setTitle("Sent", for: .selected)
/// button.setImage(UIImage(named: "arrow"), for: .normal)
/// ```
///
/// With a ``configuration`` (iOS 15, `UIButton(configuration:)`), the configuration lays out the
/// title, subtitle and image and draws the background; see ``UIButton/Configuration``.
///
/// It is a ``UIControl``: `isEnabled = false` draws the title at half opacity, and actions
/// added with `addAction(_:for:)` run through `sendActions(for:)`.
///
/// Where Plumb differs: there is no touch handling (set `isHighlighted` to see that state).
open class UIButton: UIControl {
    /// The kind of button: UIKit's `UIButton.ButtonType` (raw values from UIButton.h).
    public enum ButtonType: Int, Sendable {
        /// No styling: titles white, images as they are.
        case custom = 0
        /// Titles and template images in the tint colour.
        case system = 1
        /// A circled "i" in the tint colour (the same image as the info buttons since iOS 7).
        case detailDisclosure = 2
        /// A circled "i".
        case infoLight = 3
        /// A circled "i".
        case infoDark = 4
        /// A circled "+".
        case contactAdd = 5
        /// A button without a background (tvOS; drawn like `.system`).
        case plain = 6
        /// A grey circle with a cross (iOS 13).
        case close = 7
    }

    /// The button's type (`.custom` for a button made with `init(frame:)`).
    public private(set) var buttonType: ButtonType
    /// The label that shows the title (its font is the button's title font).
    public let titleLabel: UILabel?
    /// The label that shows a configuration's subtitle (hidden otherwise).
    public private(set) var subtitleLabel: UILabel?
    /// The view that shows the image (hidden without one).
    public let imageView: UIImageView?

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// Space around the content (UIKit's `contentEdgeInsets`; ignored with a configuration).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
    /// Moves the title inside the content (does not change the size).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves the image inside the content (does not change the size).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether a disabled button dims its image (default `true`).
    open var adjustsImageWhenDisabled = true
    /// Whether a highlighted button darkens its image (default `true`; not drawn).
    open var adjustsImageWhenHighlighted = true

    /// The configuration that styles the button (iOS 15); `nil` for a classic button.
    open var configuration: Configuration? {
        didSet {
            if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
            contentDidChange()
        }
    }
    /// Called to update ``configuration`` when the state changes.
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the button updates its configuration itself on state changes (default `true`).
    open var automaticallyUpdatesConfiguration = true
    private var isUpdatingConfiguration = false

    /// Creates a custom button with a frame: the designated initializer, as in UIKit, so a
    /// subclass can override it (`override init(frame: CGRect) { super.init(frame: frame) … }`)
    /// and still be made with `init()` and `init(type:)`.
    ///
    /// ```swift
    /// final class PillButton: UIButton {
    ///     override init(frame: CGRect) {
    ///         super.init(frame: frame)
    ///         layer.cornerRadius = 16
    ///     }
    ///     required init?(coder: NSCoder) { super.init(coder: coder) }
    /// }
    /// let pill = PillButton(type: .system)   // a PillButton; its init(frame:) ran with .zero
    /// ```
    public override init(frame: CGRect) {
        buttonType = .custom
        let label = UIButtonLabel()
        label.font = .systemFont(ofSize: 18, weight: .regular)
        label.textAlignment = .center
        titleLabel = label
        let image = UIImageView()
        image.isHidden = true
        imageView = image
        super.init(frame: frame)
        addSubview(image)
        addSubview(label)
    }

    /// Creates a button of a type (`.system` draws its title in the tint colour).
    ///
    /// A convenience initializer, as UIKit imports `+buttonWithType:`: it runs `init(frame: .zero)`
    /// (a subclass's override included), then applies the type, so `MyButton(type: .system)` is a
    /// `MyButton` of type `.system`. (On iOS 7 and later `buttonWithType:` sent to a subclass
    /// returns an instance of the subclass; before iOS 7 it did not. Observed behaviour, not
    /// documented by Apple: an estimate.)
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        adopt(type)
    }

    /// Gives a button made by `init(frame:)` the title font and built-in image of `type`.
    private func adopt(_ type: ButtonType) {
        buttonType = type
        titleLabel?.font =
            type == .custom
            ? .systemFont(ofSize: 18, weight: .regular)
            : .systemFont(ofSize: 15, weight: type == .system ? .medium : .regular)
        if let builtIn = ButtonImages.image(for: type) {
            images[0] = builtIn
            // A glyph button has no title label in its hierarchy until it gets a title (iOS
            // makes the label lazily; recorded hierarchies of `.contactAdd` show only the image).
            if titles.isEmpty, attributedTitles.isEmpty { titleLabel?.removeFromSuperview() }
            updateContent()
            frame.size = builtIn.size
        }
    }

    /// Creates a system button styled by a configuration (iOS 15).
    ///
    /// ```swift
    /// var config = UIButton.Configuration.filled()
    /// config.title = "Buy"
    /// let buy = UIButton(configuration: config)   // 7 + 20.5 + 7 = 34.5 points tall at @2x
    /// ```
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        // Property observers do not run inside the class's own initializers.
        setNeedsUpdateConfiguration()
        updateContent()
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        titleLabel = UIButtonLabel()
        imageView = UIImageView()
        super.init(coder: coder)
    }

    // MARK: Per-state content

    private func value<T>(_ table: [UInt: T], _ state: State) -> T? { table[state.rawValue] ?? table[0] }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title for a state (the normal title when that state has none).
    open func title(for state: State) -> String? { value(titles, state) }

    /// Sets an attributed title for a state (it wins over the plain title).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateContent()
    }

    /// The attributed title for a state.
    open func attributedTitle(for state: State) -> NSAttributedString? { value(attributedTitles, state) }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for a state: the one set, else the tint colour (system) or white (custom).
    open func titleColor(for state: State) -> UIColor? {
        value(titleColors, state) ?? (buttonType == .custom ? .white : tintColor)
    }

    /// Sets the title shadow colour for a state.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state.rawValue] = color
        updateContent()
    }

    /// The title shadow colour for a state.
    open func titleShadowColor(for state: State) -> UIColor? { value(titleShadowColors, state) }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for a state.
    open func image(for state: State) -> UIImage? { value(images, state) }

    /// Sets the background image for a state (drawn filling the bounds; nine-slice when resizable).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateContent()
    }

    /// The background image for a state.
    open func backgroundImage(for state: State) -> UIImage? { value(backgroundImages, state) }

    /// The title currently shown.
    public var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// The attributed title currently shown.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour currently used.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    /// The image currently shown.
    public var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    /// The background image currently shown.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }

    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    private func stateDidChange() {
        titleLabel?.isEnabled = isEnabled
        imageView?.alpha = isEnabled || !adjustsImageWhenDisabled ? 1 : 0.5
        setNeedsUpdateConfiguration()
        updateContent()
    }

    /// Asks for ``updateConfiguration()`` (Plumb runs it at once: there is no run loop).
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        updateConfiguration()
    }

    /// Runs ``configurationUpdateHandler`` (UIKit also refreshes the configuration for the state).
    open func updateConfiguration() {
        guard let handler = configurationUpdateHandler else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        handler(self)
    }

    func contentDidChange() {
        updateContent()
    }

    /// Puts the current state's content into the title label and image view.
    func updateContent() {
        if configuration != nil {
            applyConfiguration()
        } else {
            let s = state
            if let attributed = attributedTitle(for: s) {
                titleLabel?.attributedText = attributed
            } else {
                titleLabel?.text = title(for: s)
                titleLabel?.textColor = titleColor(for: s)
            }
            if let label = titleLabel, label.superview == nil, label.text?.isEmpty == false {
                addSubview(label)
            }
            titleLabel?.shadowColor = titleShadowColor(for: s)
            let image = image(for: s)
            imageView?.image = image.map { templateIfSystem($0) }
            imageView?.isHidden = image == nil
            subtitleLabel?.isHidden = true
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// System buttons draw images as templates in the tint colour unless they are `.alwaysOriginal`.
    func templateIfSystem(_ image: UIImage) -> UIImage {
        guard buttonType != .custom, image.renderingMode == .automatic, buttonType != .close else { return image }
        return image.withRenderingMode(.alwaysTemplate)
    }

    /// The subtitle label, made when a configuration first needs it.
    func ensureSubtitleLabel() -> UILabel {
        if let subtitleLabel { return subtitleLabel }
        let label = UILabel()
        label.textAlignment = .center
        addSubview(label)
        subtitleLabel = label
        return label
    }

    // MARK: Classic layout

    private var padding: UIEdgeInsets {
        let hasTitle = titleLabel?.text?.isEmpty == false
        return contentEdgeInsets == .zero && (buttonType == .system || buttonType == .custom) && hasTitle
            ? UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets
    }

    private var classicImageSize: CGSize {
        guard let image = imageView?.image, imageView?.isHidden == false else { return .zero }
        return image.size
    }

    private var classicTitleSize: CGSize {
        guard titleLabel?.text?.isEmpty == false, let size = titleLabel?.intrinsicContentSize else { return .zero }
        // UIKit sizes the title to whole points in height (a 15-point title: 17.9 -> 18; an
        // 18-point one: 21.48 -> 22, as recorded).
        return CGSize(width: size.width, height: size.height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        if let configuration { return configurationSize(configuration) }
        let title = classicTitleSize, image = classicImageSize
        let p = padding
        return CGSize(
            width: title.width + image.width + p.left + p.right,
            height: max(title.height, image.height) + p.top + p.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Colours that follow the tint colour, refreshed at layout (the tint is inherited).
    private func refreshColors() {
        if let configuration {
            let foreground = enabledColor(configuration.foreground(tint: tintColor))
            titleLabel?.textColor = foreground
            subtitleLabel?.textColor = foreground
            imageView?.tintColor = foreground
        } else if attributedTitle(for: state) == nil {
            titleLabel?.textColor = titleColor(for: state)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshColors()
        if let configuration {
            layoutConfiguration(configuration)
            return
        }
        guard let label = titleLabel else { return }
        let scale = traitCollection.displayScale
        let inner = contentRect(forBounds: bounds)
        if let imageView, !imageView.isHidden {
            imageView.frame = UIView.roundToPixels(imageRect(forContentRect: inner), scale: scale)
        }
        label.frame = UIView.roundToPixels(titleRect(forContentRect: inner), scale: scale)
    }

    /// The rectangle the image and title are laid out in (UIKit's override point): the bounds
    /// inset by ``contentEdgeInsets`` (and, for a system or custom button with a title and no insets, by 6
    /// points above and below, Plumb's model of its height). The classic layout (no
    /// configuration) places its parts with it; override it to move them.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { padding.inset(bounds) }

    /// Where the title goes in the content rectangle (UIKit's override point): after the image
    /// (before it in right to left), the pair placed by the content alignments, moved by
    /// ``titleEdgeInsets``. The classic layout sets the title label's frame from it.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { classicRects(in: contentRect).title }

    /// Where the image goes in the content rectangle (UIKit's override point), moved by
    /// ``imageEdgeInsets``; the classic layout sets the image view's frame from it.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { classicRects(in: contentRect).image }

    /// The image's and the title's rectangles in `inner`, unrounded.
    private func classicRects(in inner: CGRect) -> (image: CGRect, title: CGRect) {
        let image = classicImageSize
        let t = classicTitleSize
        let w = min(t.width, max(0, inner.width - image.width)), h = min(t.height, max(0, inner.height))
        let total = image.width + w
        let rtl = isLayoutRightToLeft
        // The content block (image then title, mirrored in right to left) per the alignment.
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .left: x = inner.minX
        case .right: x = inner.maxX - total
        case .leading: x = rtl ? inner.maxX - total : inner.minX
        case .trailing: x = rtl ? inner.minX : inner.maxX - total
        default: x = inner.minX + (inner.width - total) / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: inner.minY
            case .bottom: inner.maxY - height
            default: inner.minY + (inner.height - height) / 2
            }
        }
        // Edge insets shift a part by half their difference, as UIKit's centred layout does.
        func shifted(_ r: CGRect, _ e: UIEdgeInsets) -> CGRect {
            r.offsetBy(dx: (e.left - e.right) / 2, dy: (e.top - e.bottom) / 2)
        }
        let imageX = rtl ? x + w : x
        let titleX = rtl ? x : x + image.width
        return (
            shifted(CGRect(x: imageX, y: y(image.height), width: image.width, height: image.height), imageEdgeInsets),
            shifted(CGRect(x: titleX, y: y(h), width: w, height: h), titleEdgeInsets)
        )
    }

    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        if let configuration {
            drawConfigurationBackground(configuration)
        } else if let background = currentBackgroundImage {
            background.resolved(for: traitCollection).draw(in: bounds)
        }
    }

    override var descriptionText: String? { currentTitle }
    override var firstBaselineOffsetFromTop: CGFloat {
        let top = configuration.map { $0.effectiveContentInsets.top } ?? padding.top
        return top + (titleLabel?.firstBaselineOffsetFromTop ?? 0)
    }
    override var lastBaselineOffsetFromBottom: CGFloat {
        let bottom = configuration.map { $0.effectiveContentInsets.bottom } ?? padding.bottom
        return bottom + (titleLabel?.lastBaselineOffsetFromBottom ?? 0)
    }
}
