import Foundation

/// A bar of buttons: UIKit's `UIToolbar`, drawn like Plumb's other bars.
///
/// It is 44 points tall (hacknicity: "the navigation bar and toolbar are 44 points tall"; see
/// `BarMetrics`); pinned to the bottom of the safe area, its background reaches down under the
/// home indicator when you extend it there, as iOS does with `UIBarPosition.bottom`. Items are
/// laid out from the leading margin: text items take their title's width plus 8 points each
/// side, fixed spaces their ``UIBarButtonItem/width``, and flexible spaces share what is left;
/// in right-to-left layouts the items run from the right.
///
/// ```swift
/// let toolbar = UIToolbar()
/// toolbar.items = [UIBarButtonItem(systemItem: .trash), .flexibleSpace(),
///                  UIBarButtonItem(title: "Archive", style: .plain)]
/// ```
///
/// Its look comes from ``UIToolbarAppearance`` objects (``standardAppearance``,
/// ``compactAppearance``), or from the legacy ``barTintColor`` and ``isTranslucent`` while no
/// standard appearance was set.
///
/// Where Plumb differs: `UINavigationController`'s own toolbar (`isToolbarHidden = false`) is
/// not drawn; add a `UIToolbar` yourself. Such a toolbar is managed by no navigation controller,
/// so, as in UIKit, its scroll-edge appearances are kept and not used.
open class UIToolbar: UIView {
    /// The items, leading to trailing.
    open var items: [UIBarButtonItem]? { didSet { rebuild() } }
    /// The background colour (legacy: used until a ``standardAppearance`` is set; default: the
    /// translucent bar colour).
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Whether the bar is translucent (default `true`; legacy: until a ``standardAppearance`` is
    /// set, an opaque toolbar is drawn in `systemBackground`).
    open var isTranslucent: Bool = true { didSet { setNeedsLayout() } }
    /// The bar style (kept).
    open var barStyle: UIBarStyle = .default

    var _standardAppearance = UIToolbarAppearance()
    var _compactAppearance: UIToolbarAppearance?
    var _scrollEdgeAppearance: UIToolbarAppearance?
    var _compactScrollEdgeAppearance: UIToolbarAppearance?
    /// Whether ``standardAppearance`` was set or changed (then the legacy properties are ignored).
    var standardAppearanceIsCustom = false
    let standardAppearanceWatcher = StandardAppearanceWatcher()

    let background = _UIBarBackground()
    private var buttons: [_UIButtonBarButton] = []

    /// Creates a toolbar, 44 points tall unless `frame` says otherwise.
    public override init(frame: CGRect) {
        var f = frame
        if f.height == 0 { f.size.height = BarMetrics.navigationBarHeight }
        super.init(frame: f)
        watchStandardAppearance()
        background.hairlineAtTop = true
        addSubview(background)
        setInitialContentHugging(horizontal: .defaultLow, vertical: .defaultHigh)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        watchStandardAppearance()
    }

    /// Sets the items (`animated` is ignored).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.navigationBarHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.navigationBarHeight)
    }

    private func rebuild() {
        for b in buttons { b.removeFromSuperview() }
        buttons = []
        for item in items ?? [] where !item.isHidden {
            let b = _UIButtonBarButton(item: item)
            addSubview(b)
            buttons.append(b)
        }
        setNeedsLayout()
    }

    /// The width an item takes (flexible spaces: `nil`).
    private func width(of b: _UIButtonBarButton) -> CGFloat? {
        guard let item = b.item else { return 0 }
        if item.systemItem == .flexibleSpace { return nil }
        if item.systemItem == .fixedSpace { return max(0, item.width) }
        if let custom = item.customView {
            return custom.intrinsicContentSize.width > 0 ? custom.intrinsicContentSize.width : custom.bounds.width
        }
        if item.width > 0 { return item.width }
        if let iv = b.imageView { return (iv.image?.size.width ?? 0) + 2 * BarMetrics.itemPadding }
        if b.glyph != nil { return 28 + 2 * BarMetrics.itemPadding }  // a 28-point glyph box (estimate)
        return b.label.intrinsicContentSize.width + 2 * BarMetrics.itemPadding
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, rowHeight = min(bounds.height, BarMetrics.navigationBarHeight)
        // The background covers the bar and anything below it in the superview's safe area.
        let below = max(0, (superview?.bounds.height ?? bounds.maxY) - frame.maxY)
        background.setManualFrame(CGRect(x: 0, y: 0, width: w, height: bounds.height + below))
        let appearance = appearanceInEffect
        background.apply(appearance)
        // Title fonts first: they decide the items' widths.
        for b in buttons where b.label.superview === b {
            b.label.font = appearance.titleStyle(of: b.item, tint: tintColor).font
        }
        let safe = safeAreaInsets, rtl = isLayoutRightToLeft
        let margin =
            BarMetrics.sideMargin(width: window?.bounds.width ?? w, traits: traitCollection) - BarMetrics.itemPadding
        let start = (rtl ? safe.right : safe.left) + margin
        let end = w - (rtl ? safe.left : safe.right) - margin
        let widths = buttons.map(width(of:))
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        let flexible = widths.filter { $0 == nil }.count
        let share = flexible > 0 ? max(0, end - start - fixed) / CGFloat(flexible) : 0
        var pos = start
        for (b, width) in zip(buttons, widths) {
            let bw = width ?? share
            let x = rtl ? w - pos - bw : pos
            b.setManualFrame(CGRect(x: x, y: 0, width: bw, height: rowHeight))
            layoutContent(of: b, appearance: appearance)
            pos += bw
        }
    }

    private func layoutContent(of b: _UIButtonBarButton, appearance: UIToolbarAppearance) {
        let bb = b.bounds
        let title = appearance.titleStyle(of: b.item, tint: tintColor)
        b.label.textColor = title.color
        if let g = b.glyph {
            g.color = b.item?.tintColor ?? tintColor
            g.setManualFrame(CGRect(x: (bb.midX - 14).rounded(), y: (bb.midY - 14).rounded(), width: 28, height: 28))
        }
        if let iv = b.imageView {
            let s = iv.image?.size ?? .zero
            iv.setManualFrame(
                CGRect(
                    x: (bb.midX - s.width / 2).rounded(), y: (bb.midY - s.height / 2).rounded(), width: s.width,
                    height: s.height))
        }
        if let custom = b.item?.customView {
            let s = custom.intrinsicContentSize.width > 0 ? custom.intrinsicContentSize : custom.bounds.size
            custom.frame = CGRect(
                x: (bb.midX - s.width / 2).rounded(), y: (bb.midY - s.height / 2).rounded(), width: s.width,
                height: s.height)
        }
        if b.label.superview === b {
            let s = b.label.intrinsicContentSize
            b.label.setManualFrame(
                CGRect(
                    x: (bb.midX - s.width / 2).rounded() + title.offset.horizontal,
                    y: (bb.midY - s.height / 2).rounded() + title.offset.vertical,
                    width: s.width, height: s.height))
        }
    }
}
