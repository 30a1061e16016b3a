import Foundation
import Raster

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
