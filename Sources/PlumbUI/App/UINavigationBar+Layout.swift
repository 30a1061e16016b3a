import Foundation

extension UINavigationBar {
    /// Which side of the bar a button sits on.
    enum ButtonRole { case back, leading, trailing }

    /// Rebuilds the buttons and title for the current items.
    func rebuildContent() {
        for b in buttons { b.removeFromSuperview() }
        buttons = []
        let top = topItem
        titleLabel.text = top?.title
        largeTitleView.label.text = top?.title
        if let titleView = top?.titleView {
            titleLabel.isHidden = true
            if titleView.superview !== contentView { contentView.addSubview(titleView) }
        } else {
            titleLabel.isHidden = false
        }
        for v in contentView.subviews where v !== titleLabel && v !== top?.titleView && !(v is _UIButtonBarButton) {
            v.removeFromSuperview()  // a previous item's title view
        }
        guard let top else { return }
        let left = (top.leftBarButtonItems ?? []).filter { !$0.isHidden }
        if let back = backItem, !top.hidesBackButton, left.isEmpty || top.leftItemsSupplementBackButton {
            buttons.append(
                makeBackButton(
                    title: back.backButtonText, mode: top.backButtonDisplayMode, generic: back.backButtonTitle != nil))
        }
        for item in left { buttons.append(makeButton(for: item, role: .leading)) }
        for item in (top.rightBarButtonItems ?? []).filter({ !$0.isHidden }) {
            buttons.append(makeButton(for: item, role: .trailing))
        }
        // The buttons go under the title (UIKit's order: seed 000 lists the title label last).
        for (i, b) in buttons.enumerated() { contentView.insertSubview(b, at: i) }
    }

    private func makeBackButton(title: String, mode: UINavigationItem.BackButtonDisplayMode, generic: Bool)
        -> _UIButtonBarButton
    {
        let b = _UIButtonBarButton(frame: .zero)
        b.role = .back
        let chevron = _UIModernBarButton(frame: .zero)
        b.glyph = chevron
        b.addSubview(chevron)
        switch mode {
        case .minimal: b.label.text = nil
        case .generic: b.label.text = generic ? "Back" : title
        case .default: b.label.text = title
        }
        b.addSubview(b.label)
        return b
    }

    private func makeButton(for item: UIBarButtonItem, role: ButtonRole) -> _UIButtonBarButton {
        item.observe(self)
        let b = _UIButtonBarButton(item: item)
        b.role = role
        return b
    }

    /// The outline Plumb draws for a symbol system item (UIKit draws an SF Symbol).
    static func glyph(for item: UIBarButtonItem.SystemItem) -> _UIModernBarButton.Shape? {
        switch item {
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: nil
        case .add: .plus
        case .close, .stop: .cross
        case .search: .magnifier
        default: .box
        }
    }

    /// Places the background, the content row, the large title, the buttons and the title.
    func layoutBar() {
        let traits = traitCollection
        let w = bounds.width, h = bounds.height
        let searchHeight = shownSearchBar == nil ? 0 : min(h, BarMetrics.searchBarHeight)
        let rowHeight = searchCollapsesRow ? 0 : min(h - searchHeight, BarMetrics.navigationBarHeight(for: traits))
        let bg = CGRect(x: 0, y: -backgroundExtension, width: w, height: h + backgroundExtension)
        background.setManualFrame(bg)
        let appearance = appearanceInEffect
        applyBackgroundAndTitles(appearance)
        let row = CGRect(x: 0, y: 0, width: w, height: rowHeight)
        contentView.setManualFrame(row)
        contentView.isHidden = searchCollapsesRow
        layoutSearchBar(width: w, height: h, searchHeight: searchHeight, traits: traits)

        let rtl = isLayoutRightToLeft
        let safe = safeAreaInsets
        let leadingInset = rtl ? safe.right : safe.left, trailingInset = rtl ? safe.left : safe.right
        let margin = BarMetrics.sideMargin(width: window?.bounds.width ?? w, traits: traits)
        let tint: UIColor = tintColor
        func place(_ b: _UIButtonBarButton, leadingPosition pos: CGFloat, width: CGFloat) {
            let x = rtl ? w - pos - width : pos
            let f = CGRect(x: x, y: 0, width: width, height: rowHeight)
            b.setManualFrame(f)
        }

        // Leading side: the back button at the edge, then the leading items.
        var leadingEnd = leadingInset + margin - BarMetrics.itemPadding
        var sawBack = false
        for b in buttons where b.role != .trailing {
            if b.role == .back {
                let width = layoutBackButton(b, rowHeight: rowHeight, rtl: rtl, tint: tint, appearance: appearance)
                place(b, leadingPosition: leadingInset, width: width)
                leadingEnd = leadingInset + width
                sawBack = true
            } else {
                if sawBack { leadingEnd += BarMetrics.backToItemsGap; sawBack = false }
                let width = layoutItemButton(b, rowHeight: rowHeight, tint: tint, appearance: appearance)
                place(b, leadingPosition: leadingEnd, width: width)
                leadingEnd += width
            }
        }
        // Trailing side: from the edge inwards.
        var trailingStart = w - trailingInset - margin + BarMetrics.itemPadding
        for b in buttons where b.role == .trailing {
            let width = layoutItemButton(b, rowHeight: rowHeight, tint: tint, appearance: appearance)
            trailingStart -= width
            place(b, leadingPosition: trailingStart, width: width)
        }

        // The title: centred on the bar, moved or narrowed to stay clear of the buttons.
        let titleView: UIView = topItem?.titleView ?? titleLabel
        let natural: CGSize = {
            if titleView === titleLabel { return titleLabel.intrinsicContentSize }
            let f = titleView.frame.size
            if f.width > 0, f.height > 0 { return f }
            let i = titleView.intrinsicContentSize
            return CGSize(width: max(0, i.width), height: max(0, i.height))
        }()
        let lo = max(leadingEnd, leadingInset + margin), hi = min(trailingStart, w - trailingInset - margin)
        let room = max(0, hi - lo)
        let tw = min(natural.width, room)
        var pos = (w - tw) / 2
        pos = min(max(pos, lo), hi - tw)
        let th = min(natural.height, rowHeight)
        let scale = max(1, traits.displayScale)
        // The appearance's offset moves the title (right and down in both directions).
        let shift = appearance.titlePositionAdjustment
        let titleFrame = UIView.roundToPixels(
            CGRect(
                x: (rtl ? w - pos - tw : pos) + shift.horizontal, y: (rowHeight - th) / 2 + shift.vertical,
                width: tw, height: th), scale: scale)
        titleView.setManualFrame(titleFrame)
        titleLabel.alpha = showsLargeTitle ? 0 : 1

        // The large title row.
        largeTitleView.isHidden = !showsLargeTitle
        let large = CGRect(x: 0, y: rowHeight, width: w, height: max(0, h - rowHeight - searchHeight))
        largeTitleView.setManualFrame(large)
        if showsLargeTitle {
            let label = largeTitleView.label
            let lw = max(0, w - leadingInset - trailingInset - 2 * margin)
            let lh = label.intrinsicContentSize.height
            let lx = leadingInset + margin
            let f = CGRect(
                x: rtl ? w - lx - lw : lx, y: large.height - BarMetrics.largeTitleBottomInset - lh, width: lw,
                height: lh)
            label.textAlignment = .natural
            label.setManualFrame(f)
        }
    }

    /// Lays a back button's chevron and title out; returns its width.
    private func layoutBackButton(
        _ b: _UIButtonBarButton, rowHeight: CGFloat, rtl: Bool, tint: UIColor,
        appearance: UINavigationBarAppearance
    ) -> CGFloat {
        // A custom back indicator takes the chevron's place at its own size.
        let custom = appearance.hasCustomBackIndicator ? appearance.backIndicatorImage : nil
        let chevron = custom?.size ?? BarMetrics.chevronSize
        var width = BarMetrics.chevronInset + chevron.width
        if let g = b.glyph {
            g.shape = .chevron(pointsRight: rtl)
            g.color = tint
            g.image = custom
        }
        var textWidth: CGFloat = 0
        let attributes = appearance.backButtonAppearance.titleAttributes(enabled: true)
        let offset = appearance.backButtonAppearance.titleOffset(enabled: true)
        if b.label.text != nil {
            b.label.font = attributes[.font] as? UIFont ?? BarMetrics.itemFont
            b.label.textColor = attributes[.foregroundColor] as? UIColor ?? tint
            textWidth = b.label.intrinsicContentSize.width
            width += BarMetrics.chevronGap + textWidth + BarMetrics.backTrailingPadding
        } else {
            width += BarMetrics.chevronInset
        }
        let scale = max(1, traitCollection.displayScale)
        width = (width * scale).rounded(.up) / scale
        func x(_ pos: CGFloat, _ size: CGFloat) -> CGFloat { rtl ? width - pos - size : pos }
        b.glyph?.setManualFrame(
            CGRect(
                x: x(BarMetrics.chevronInset, chevron.width), y: (rowHeight - chevron.height) / 2,
                width: chevron.width, height: chevron.height))
        if b.label.text != nil {
            let lh = b.label.intrinsicContentSize.height
            let lx = BarMetrics.chevronInset + chevron.width + BarMetrics.chevronGap
            b.label.setManualFrame(
                UIView.roundToPixels(
                    CGRect(
                        x: x(lx, textWidth) + offset.horizontal, y: (rowHeight - lh) / 2 + offset.vertical,
                        width: textWidth, height: lh), scale: scale))
        }
        return width
    }

    /// Lays an item button's content out; returns its width.
    private func layoutItemButton(
        _ b: _UIButtonBarButton, rowHeight: CGFloat, tint: UIColor,
        appearance: UINavigationBarAppearance
    ) -> CGFloat {
        let pad = BarMetrics.itemPadding
        let color = b.item?.tintColor ?? tint
        var offset = UIOffset.zero
        let scale = max(1, traitCollection.displayScale)
        var content: CGSize
        let view: UIView
        if let custom = b.item?.customView, custom.superview === b {
            let f = custom.frame.size
            let i = custom.intrinsicContentSize
            content = f.width > 0 || f.height > 0 ? f : CGSize(width: max(0, i.width), height: max(0, i.height))
            view = custom
            let f2 = CGRect(x: 0, y: (rowHeight - content.height) / 2, width: content.width, height: content.height)
            custom.setManualFrame(f2)
            return max(content.width, b.item?.width ?? 0)
        } else if let iv = b.imageView {
            content = iv.image?.size ?? .zero
            view = iv
        } else if let g = b.glyph {
            content = CGSize(width: 22, height: 22)  // estimate of a symbol item's glyph box
            g.color = b.item?.isEnabled == false ? color.withAlphaComponent(color.alpha / 2) : color
            view = g
        } else {
            // The appearance's attributes for the item's state win over the defaults (17-point
            // regular, semibold for `.done`, in the item's or the bar's tint colour).
            let title = appearance.titleStyle(of: b.item, tint: tint)
            b.label.font = title.font
            b.label.textColor = title.color
            offset = title.offset
            content = b.label.intrinsicContentSize
            view = b.label
        }
        content.width = max(content.width, b.item?.width ?? 0)
        let f = UIView.roundToPixels(
            CGRect(
                x: pad + offset.horizontal, y: (rowHeight - content.height) / 2 + offset.vertical,
                width: content.width, height: content.height), scale: scale)
        view.setManualFrame(f)
        return (((content.width + 2 * pad) * scale).rounded(.up)) / scale
    }
}

extension UINavigationBar {
    /// The navigation item's search bar, under the title (and the large title), as iOS 11 and
    /// later draw it: a direct subview of the bar (UIKit's `_UINavigationBarLayout` lays its
    /// `_searchBar` out with the content and large-title rows), `BarMetrics.searchBarHeight`
    /// tall, its field aligned with the bar's margins (estimate).
    func layoutSearchBar(width w: CGFloat, height h: CGFloat, searchHeight: CGFloat, traits: UITraitCollection) {
        for v in subviews where v is UISearchBar && v !== shownSearchBar { v.removeFromSuperview() }
        guard let bar = shownSearchBar else { return }
        if bar.superview !== self { addSubview(bar) }
        let margin = BarMetrics.sideMargin(width: window?.bounds.width ?? w, traits: traits)
        let safe = safeAreaInsets
        // UISearchBar insets its field by 8 points; the bar moves it to the margins.
        let inset = max(0, margin - 8)
        bar.translatesAutoresizingMaskIntoConstraints = true
        bar.setManualFrame(
            CGRect(
                x: safe.left + inset, y: h - searchHeight, width: max(0, w - safe.left - safe.right - 2 * inset),
                height: searchHeight))
    }
}
