import Foundation

/// Shows a `UIListContentConfiguration`: UIKit's `UIListContentView`. Use it inside any view, or
/// let a cell make it (`cell.contentConfiguration = content`).
///
/// It lays its image and labels out itself and has an intrinsic height for its width (like a
/// multi-line label), so constraints that pin it to its superview's edges size a self-sizing cell.
///
/// ```swift
/// var content = UIListContentConfiguration.valueCell()
/// content.text = "Storage"
/// content.secondaryText = "12.4 GB"
/// let row = UIListContentView(configuration: content)
/// ```
open class UIListContentView: UIView, UIContentView {
    private var _configuration: UIListContentConfiguration
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let imageView = UIImageView()

    /// Creates a view showing a configuration.
    public init(configuration: UIListContentConfiguration) {
        _configuration = configuration
        super.init(frame: .zero)
        isOpaque = false
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(v) }
        apply()
    }

    public required init?(coder: NSCoder) {
        _configuration = .cell()
        super.init(coder: coder)
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(v) }
        apply()
    }

    /// The configuration shown (a `UIListContentConfiguration`; others are ignored).
    open var configuration: UIContentConfiguration {
        get { _configuration }
        set {
            guard let c = newValue as? UIListContentConfiguration else {
                LayoutDiagnostics.report(
                    .warning,
                    "UIListContentView \(debugAddress) can only show a UIListContentConfiguration, not \(type(of: newValue))."
                )
                return
            }
            _configuration = c
            apply()
        }
    }

    /// The list configuration shown.
    public var listConfiguration: UIListContentConfiguration {
        get { _configuration }
        set { configuration = newValue }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// A layout guide on the text (nil when the configuration has none): constrain your views
    /// to where the list draws its text.
    public var textLayoutGuide: UILayoutGuide? { _configuration.text == nil ? nil : guide(for: textLabel, \.textGuide) }
    /// A layout guide on the secondary text (nil when there is none).
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        _configuration.secondaryText == nil ? nil : guide(for: secondaryTextLabel, \.secondaryTextGuide)
    }
    /// A layout guide on the image (nil when there is none).
    public var imageLayoutGuide: UILayoutGuide? {
        _configuration.image == nil ? nil : guide(for: imageView, \.imageGuide)
    }

    private var textGuide: UILayoutGuide?
    private var secondaryTextGuide: UILayoutGuide?
    private var imageGuide: UILayoutGuide?

    /// The guide over `part` (made on first use): its edges are the part's frame, which the
    /// list lays out (through the part's autoresizing constraints).
    private func guide(for part: UIView, _ slot: ReferenceWritableKeyPath<UIListContentView, UILayoutGuide?>)
        -> UILayoutGuide
    {
        if let g = self[keyPath: slot] { return g }
        let g = UILayoutGuide()
        addLayoutGuide(g)
        NSLayoutConstraint.activate([
            g.leadingAnchor.constraint(equalTo: part.leadingAnchor),
            g.trailingAnchor.constraint(equalTo: part.trailingAnchor),
            g.topAnchor.constraint(equalTo: part.topAnchor), g.bottomAnchor.constraint(equalTo: part.bottomAnchor),
        ])
        self[keyPath: slot] = g
        return g
    }

    private func apply() {
        let c = _configuration
        c.textProperties.apply(to: textLabel, text: c.text)
        c.secondaryTextProperties.apply(to: secondaryTextLabel, text: c.secondaryText)
        imageView.image = c.image
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        textLabel.isHidden = c.text == nil
        secondaryTextLabel.isHidden = c.secondaryText == nil
        imageView.isHidden = c.image == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    var listMetrics: ListContentLayout.Metrics {
        let c = _configuration
        var image: CGSize?
        if let img = c.image {
            var s = img.size
            let maxSize = c.imageProperties.maximumSize
            if maxSize.width > 0, s.width > maxSize.width {
                s = CGSize(width: maxSize.width, height: s.height * maxSize.width / max(s.width, 1))
            }
            if maxSize.height > 0, s.height > maxSize.height {
                s = CGSize(width: s.width * maxSize.height / max(s.height, 1), height: maxSize.height)
            }
            image = s
        }
        return ListContentLayout.Metrics(
            margins: c.directionalLayoutMargins, imageSize: image,
            reservedImageSize: c.imageProperties.reservedLayoutSize,
            imageToText: c.imageToTextPadding, verticalSpacing: c.textToSecondaryTextVerticalPadding,
            horizontalSpacing: c.textToSecondaryTextHorizontalPadding,
            sideBySide: c.prefersSideBySideTextAndSecondaryText, minimumHeight: c.minimumHeight)
    }

    private var labels: (UILabel?, UILabel?) {
        (_configuration.text == nil ? nil : textLabel, _configuration.secondaryText == nil ? nil : secondaryTextLabel)
    }

    /// The content's height at a width (at least the configuration's minimum).
    func height(forWidth width: CGFloat) -> CGFloat {
        let (t, s) = labels
        return ListContentLayout.layout(
            width: width, height: nil, metrics: listMetrics, text: t, secondary: s, scale: traitCollection.displayScale
        ).height
    }

    /// The content's own height at a width, without the configuration's minimum.
    func naturalHeight(forWidth width: CGFloat) -> CGFloat {
        let (t, s) = labels
        var m = listMetrics
        m.minimumHeight = 0
        return ListContentLayout.layout(
            width: width, height: nil, metrics: m, text: t, secondary: s, scale: traitCollection.displayScale
        ).height
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let (t, s) = labels
        let l = ListContentLayout.layout(
            width: bounds.width, height: bounds.height, metrics: listMetrics, text: t, secondary: s,
            scale: traitCollection.displayScale)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ r: CGRect) -> CGRect {
            rtl ? CGRect(x: bounds.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        if let r = l.image { imageView.frame = place(r) }
        if let r = l.text { textLabel.frame = place(r) }
        if let r = l.secondary { secondaryTextLabel.frame = place(r) }
    }

    open override var intrinsicContentSize: CGSize {
        guard let w = engineLayoutWidth, w > 0 else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return CGSize(width: UIView.noIntrinsicMetric, height: height(forWidth: w))
    }

    override var hasWidthDependentIntrinsicSize: Bool { true }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height(forWidth: size.width))
    }
}

/// The standard list row layout, shared by `UIListContentView` and the classic cell styles: an
/// image at the leading margin, then the text and secondary text, stacked or side by side,
/// centred vertically in the content height. Frames are left to right; callers mirror them.
enum ListContentLayout {
    struct Metrics {
        var margins: NSDirectionalEdgeInsets
        var imageSize: CGSize?
        var reservedImageSize: CGSize = .zero
        var imageToText: CGFloat
        var verticalSpacing: CGFloat
        var horizontalSpacing: CGFloat
        var sideBySide: Bool
        var minimumHeight: CGFloat
        /// A fixed column for the text (the classic `.value2` layout), right-aligned.
        var textColumnWidth: CGFloat?
    }

    struct Result {
        var image: CGRect?
        var text: CGRect?
        var secondary: CGRect?
        var height: CGFloat
    }

    @MainActor
    static func layout(
        width: CGFloat, height: CGFloat?, metrics m: Metrics, text: UILabel?, secondary: UILabel?,
        scale: CGFloat
    ) -> Result {
        func ceilPx(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.up) / scale }
        func roundPx(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        var x = m.margins.leading
        let right = width - m.margins.trailing
        var result = Result(height: 0)
        var imageBox: CGSize?
        if let s = m.imageSize {
            let reserved = CGSize(
                width: max(s.width, m.reservedImageSize.width), height: max(s.height, m.reservedImageSize.height))
            imageBox = reserved
            x += reserved.width + m.imageToText
        }
        let available = max(0, right - x)
        func fit(_ label: UILabel?, _ w: CGFloat) -> CGSize {
            guard let label, w > 0 else { return .zero }
            let s = label.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
            return CGSize(width: min(w, s.width), height: s.height)
        }
        var textSize = CGSize.zero, secondarySize = CGSize.zero
        let textX = x
        var secondaryX = x
        var blockHeight: CGFloat
        if let column = m.textColumnWidth {
            // value2: the text right-aligned in a column, the secondary text after it.
            textSize = fit(text, column)
            textSize.width = column
            secondaryX = x + column + m.horizontalSpacing
            secondarySize = fit(secondary, max(0, right - secondaryX))
            blockHeight = max(textSize.height, secondarySize.height)
        } else if m.sideBySide {
            let natural = fit(secondary, available)
            let textNatural = fit(text, available)
            if textNatural.width + m.horizontalSpacing + natural.width <= available || secondary == nil || text == nil {
                textSize = textNatural
                secondarySize = natural
            } else {
                // Not enough room: the secondary text gets at most half, the text the rest.
                let sw = min(natural.width, (available - m.horizontalSpacing) / 2)
                secondarySize = fit(secondary, sw)
                textSize = fit(text, max(0, available - m.horizontalSpacing - secondarySize.width))
            }
            secondaryX = right - secondarySize.width
            blockHeight = max(textSize.height, secondarySize.height)
        } else {
            textSize = fit(text, available)
            secondarySize = fit(secondary, available)
            let gap = text != nil && secondary != nil ? m.verticalSpacing : 0
            blockHeight = textSize.height + gap + secondarySize.height
            // Stacked texts take the whole width (their alignment places them).
            textSize.width = text == nil ? 0 : available
            secondarySize.width = secondary == nil ? 0 : available
        }
        // The image needs only its own height (a 29-point icon sits in a 44-point row, as in the
        // Settings app); the texts need the margins too.
        let imageHeight = imageBox?.height ?? 0
        let natural = ceilPx(max(m.margins.top + blockHeight + m.margins.bottom, imageHeight))
        result.height = max(natural, m.minimumHeight)
        let h = height ?? result.height
        let top = m.margins.top, bottom = h - m.margins.bottom
        let mid = (top + bottom) / 2
        if let box = imageBox, let s = m.imageSize {
            result.image = CGRect(
                x: roundPx(m.margins.leading + (box.width - s.width) / 2), y: roundPx(mid - s.height / 2),
                width: s.width, height: s.height)
        }
        if m.sideBySide || m.textColumnWidth != nil {
            if text != nil {
                result.text = CGRect(
                    x: textX, y: roundPx(mid - textSize.height / 2), width: textSize.width, height: textSize.height)
            }
            if secondary != nil {
                result.secondary = CGRect(
                    x: secondaryX, y: roundPx(mid - secondarySize.height / 2),
                    width: secondarySize.width, height: secondarySize.height)
            }
        } else {
            let gap = text != nil && secondary != nil ? m.verticalSpacing : 0
            var y = roundPx(mid - blockHeight / 2)
            if text != nil {
                result.text = CGRect(x: textX, y: y, width: textSize.width, height: textSize.height)
                y += textSize.height + gap
            }
            if secondary != nil {
                result.secondary = CGRect(x: secondaryX, y: y, width: secondarySize.width, height: secondarySize.height)
            }
        }
        return result
    }
}
