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
/// by the appearance come from `tintColor` and ``unselectedItemTintColor``.
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
