import Foundation
import Raster

/// The bar of tabs at the bottom of a tab bar controller: UIKit's `UITabBar`, drawn as iOS draws
/// it — equal-width items (icon above a 10-point title in a regular height, beside it in a compact
/// height or on iPad), the selected item in the tint colour, the others grey, badges, the
/// translucent background reaching under the home indicator and the hairline above it; the items
/// run right to left in a right-to-left layout.
///
/// ```swift
/// tabs.tabBar.tintColor = .systemPink
/// tabs.tabBar.unselectedItemTintColor = .gray
/// ```
///
/// Its look comes from ``UITabBarAppearance`` objects (``standardAppearance``,
/// ``scrollEdgeAppearance``), or from the legacy properties (``barTintColor``,
/// ``isTranslucent``, ``shadowImage``) while no standard appearance was set; item colours not set
/// by the appearance come from ``tintColor`` and ``unselectedItemTintColor``.
open class UITabBar: UIView, BarItemObserver {
    /// The items, in order.
    open var items: [UITabBarItem]? { didSet { itemsChanged() } }
    /// The highlighted item.
    open var selectedItem: UITabBarItem? { didSet { if selectedItem !== oldValue { itemsChanged() } } }
    /// The colour of unselected items (`systemGray` when `nil`).
    open var unselectedItemTintColor: UIColor? {
        didSet {
            itemsChanged()
            recordAppearance("unselectedItemTintColor") { [unselectedItemTintColor] in
                ($0 as? UITabBar)?.unselectedItemTintColor = unselectedItemTintColor
            }
        }
    }
    /// The bar's background colour (legacy: used until a ``standardAppearance`` is set; it
    /// replaces the translucent default).
    open var barTintColor: UIColor? {
        didSet {
            setNeedsLayout()
            recordAppearance("barTintColor") { [barTintColor] in ($0 as? UITabBar)?.barTintColor = barTintColor }
        }
    }
    /// Whether the bar is translucent (the default) or opaque. An opaque bar keeps the selected
    /// controller's view above it; until a ``standardAppearance`` is set it is also drawn opaque.
    open var isTranslucent = true { didSet { setNeedsLayout() } }
    /// A custom hairline image (legacy: used until a ``standardAppearance`` is set). Where Plumb
    /// differs: any image hides the default hairline.
    open var shadowImage: UIImage? { didSet { setNeedsLayout() } }

    let background = _UIBarBackground()
    var buttons: [UITabBarButton] = []

    var _standardAppearance = UITabBarAppearance()
    var _scrollEdgeAppearance: UITabBarAppearance?
    /// Whether ``standardAppearance`` was set or changed (then the legacy properties are ignored).
    var standardAppearanceIsCustom = false
    let standardAppearanceWatcher = StandardAppearanceWatcher()
    /// Whether the selected controller's content rests at its bottom edge (set by the tab bar
    /// controller; `nil` for a bar no tab bar controller manages).
    var atScrollEdge: Bool? { didSet { if atScrollEdge != oldValue { setNeedsLayout() } } }

    /// Creates a tab bar (a tab bar controller makes its own).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isOpaque = false
        watchStandardAppearance()
        background.hairlineAtTop = true
        addSubview(background)
    }

    /// Sets ``items``.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    func barItemChanged() { itemsChanged() }

    /// Rebuilds the buttons for the items.
    func itemsChanged() {
        for b in buttons { b.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            item.observe(self)
            let b = UITabBarButton(item: item)
            addSubview(b)
            return b
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        let bg = CGRect(x: 0, y: 0, width: w, height: h)
        background.setManualFrame(bg)
        let appearance = appearanceInEffect
        background.apply(appearance)
        guard !buttons.isEmpty else { return }
        let traits = traitCollection
        let items = appearance.itemAppearance(for: traits)
        let safe = safeAreaInsets
        let rowHeight = min(h, BarMetrics.tabBarHeight(for: traits))
        let inline = traits.verticalSizeClass == .compact || traits.horizontalSizeClass == .regular
        let usable = max(0, w - safe.left - safe.right)
        let itemWidth = usable / CGFloat(buttons.count)
        let scale = max(1, traits.displayScale)
        let rtl = isLayoutRightToLeft
        for (i, b) in buttons.enumerated() {
            let slot = rtl ? buttons.count - 1 - i : i
            let f = UIView.roundToPixels(
                CGRect(x: safe.left + CGFloat(slot) * itemWidth, y: 0, width: itemWidth, height: rowHeight),
                scale: scale)
            b.setManualFrame(f)
            let selected = b.item === selectedItem
            let state = items.resolved(selected: selected, enabled: b.item.isEnabled)
            b.layoutContent(
                inline: inline, rtl: rtl,
                defaultColor: selected ? tintColor : (unselectedItemTintColor ?? BarMetrics.tabUnselected),
                state: state, selected: selected, scale: scale)
        }
    }
}

/// One item of a tab bar (UIKit's `UITabBarButton`): icon (`UITabBarSwappableImageView`), title
/// (`UITabBarButtonLabel`) and badge.
final class UITabBarButton: UIView {
    let item: UITabBarItem
    let imageView = UITabBarSwappableImageView(frame: .zero)
    let label = UITabBarButtonLabel()
    var badge: _UIBadgeView?

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        label.text = item.title
        label.textAlignment = .center
        addSubview(imageView)
        addSubview(label)
        if let value = item.badgeValue {
            let badge = _UIBadgeView(text: value, color: item.badgeColor ?? .systemRed)
            addSubview(badge)
            self.badge = badge
        }
    }

    required init?(coder: NSCoder) { nil }

    override var descriptionText: String? { item.title }

    /// Icon above the title (stacked), or beside it (inline); both centred in the button.
    /// Positions are estimates of iOS 13+ (no public source gives them). The appearance state's
    /// colours, title font and offsets win; what it leaves out is the default (`defaultColor`,
    /// at half its alpha for a disabled item; the layout's title font).
    func layoutContent(
        inline: Bool, rtl: Bool, defaultColor: UIColor, state: ResolvedTabItemState, selected: Bool, scale: CGFloat
    ) {
        let color = item.isEnabled ? defaultColor : defaultColor.withAlphaComponent(defaultColor.alpha / 2)
        label.font = state.titleFont ?? (inline ? BarMetrics.tabTitleFontInline : BarMetrics.tabTitleFont)
        label.textColor = state.titleColor ?? color
        imageView.image = (selected ? item.selectedImage : nil) ?? item.image
        imageView.tint = state.iconColor ?? color
        let b = bounds
        let text = label.intrinsicContentSize
        let icon = inline ? BarMetrics.tabIconSizeInline : BarMetrics.tabIconSize
        var iconFrame: CGRect, labelFrame: CGRect
        if inline {
            let gap: CGFloat = 6  // estimate
            let total = icon + gap + text.width
            let x0 = (b.width - total) / 2
            let iconX = rtl ? x0 + text.width + gap : x0
            let textX = rtl ? x0 : x0 + icon + gap
            iconFrame = CGRect(x: iconX, y: (b.height - icon) / 2, width: icon, height: icon)
            labelFrame = CGRect(x: textX, y: (b.height - text.height) / 2, width: text.width, height: text.height)
        } else {
            // Icon 25 points from y = 4; title under it, its bottom 3 points above the bar's
            // (estimates of iOS 13+ stacked items).
            iconFrame = CGRect(x: (b.width - icon) / 2, y: 4, width: icon, height: icon)
            let tw = min(text.width, b.width)
            labelFrame = CGRect(x: (b.width - tw) / 2, y: b.height - 3 - text.height, width: tw, height: text.height)
        }
        labelFrame = labelFrame.offsetBy(dx: state.titleOffset.horizontal, dy: state.titleOffset.vertical)
        imageView.setManualFrame(UIView.roundToPixels(iconFrame, scale: scale))
        label.setManualFrame(UIView.roundToPixels(labelFrame, scale: scale))
        if let badge {
            // The item's own badgeColor wins over the appearance's (it is the more specific).
            badge.backgroundColor = item.badgeColor ?? state.badgeColor ?? .systemRed
            badge.label.textColor = state.badgeAttributes[.foregroundColor] as? UIColor ?? .white
            badge.label.font = state.badgeAttributes[.font] as? UIFont ?? _UIBadgeView.font
            let size = badge.fittingSize
            // The badge's leading edge sits at the icon's centre plus 6 points, 2 points above the
            // icon's top (estimate).
            let x = (rtl ? iconFrame.midX - 6 - size.width : iconFrame.midX + 6) + state.badgeOffset.horizontal
            badge.setManualFrame(
                UIView.roundToPixels(
                    CGRect(
                        x: x, y: iconFrame.minY - 2 + state.badgeOffset.vertical,
                        width: size.width, height: size.height), scale: scale))
        }
    }
}

/// A tab item's icon, drawn as a template in the item's colour: its alpha in the tint (UIKit's
/// `UITabBarSwappableImageView`).
final class UITabBarSwappableImageView: UIView {
    var image: UIImage? { didSet { setNeedsDisplay() } }
    var tint: UIColor = .systemBlue { didSet { if tint != oldValue { setNeedsDisplay() } } }
    override func draw(_ rect: CGRect) {
        guard let source = self.image, let context = UIGraphicsGetCurrentContext() else { return }
        let image = source.templateTinted(tint)
        let s = image.size
        guard s.width > 0, s.height > 0 else { return }
        let k = min(bounds.width / s.width, bounds.height / s.height, 1)
        let w = s.width * k, h = s.height * k
        context.draw(image, in: CGRect(x: (bounds.width - w) / 2, y: (bounds.height - h) / 2, width: w, height: h))
    }
}

/// A tab item's title (UIKit's `UITabBarButtonLabel`).
final class UITabBarButtonLabel: UILabel {}

/// A red badge with white text (UIKit's `_UIBadgeView`): 18 points tall, 13-point text, at least
/// as wide as tall (estimates).
final class _UIBadgeView: UIView {
    let label = UILabel()
    init(text: String, color: UIColor) {
        super.init(frame: .zero)
        backgroundColor = color
        layer.cornerRadius = 9
        label.text = text
        label.font = _UIBadgeView.font
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    /// The badge text's default font.
    static let font = UIFont.systemFont(ofSize: 13, weight: .regular)
    var fittingSize: CGSize {
        let t = label.intrinsicContentSize
        return CGSize(width: max(18, t.width + 10), height: 18)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.setManualFrame(bounds)
    }
    override var descriptionText: String? { label.text }
}

extension UIImage {
    /// The image as a template: every pixel in `color`, with the pixel's own alpha (how bars draw
    /// their items' images).
    func templateTinted(_ color: UIColor) -> UIImage {
        let c = color.rgba8
        var px = bitmap.pixels
        var i = 0
        while i < px.count {
            let a = Int(px[i + 3]) * Int(c.a) / 255
            px[i] = UInt8(Int(c.r) * a / 255)
            px[i + 1] = UInt8(Int(c.g) * a / 255)
            px[i + 2] = UInt8(Int(c.b) * a / 255)
            px[i + 3] = UInt8(a)
            i += 4
        }
        guard
            let tinted = try? Bitmap(
                width: bitmap.width, height: bitmap.height, scale: bitmap.scale, premultipliedPixels: px)
        else { return self }
        return UIImage(bitmap: tinted, scale: scale)
    }
}
