import Foundation

extension UITableViewCell {
    // MARK: Geometry

    /// The cell's parts for a width and height, in the cell's coordinates, left to right (the
    /// caller mirrors them for a right-to-left layout).
    struct Parts {
        var content: CGRect
        var accessory: CGRect?
        var separator: CGRect?
        var topSeparator: CGRect?
    }

    /// The separator's thickness when the cell draws one at its bottom, else 0.
    var bottomSeparatorThickness: CGFloat {
        guard let p = tableViewPosition, p.showsSeparators else { return 0 }
        // The last row of an inset-grouped section has no separator (its corners are rounded).
        if p.style == .insetGrouped && p.isLastInSection { return 0 }
        return TableMetrics.hairline(self)
    }

    /// The width the content view gets in a cell of `width` (the accessory takes the rest).
    func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        guard let acc = currentAccessory else { return width }
        let margin = layoutMargins.right
        return max(0, width - margin - acc.size.width - TableMetrics.accessoryPadding)
    }

    func parts(width: CGFloat, height: CGFloat) -> Parts {
        let sep = bottomSeparatorThickness
        let contentHeight = max(0, height - sep)
        var parts = Parts(content: CGRect(x: 0, y: 0, width: contentWidth(forCellWidth: width), height: contentHeight))
        if let acc = currentAccessory {
            let x = width - layoutMargins.right - acc.size.width
            let y = roundToPixel((contentHeight - acc.size.height) / 2)
            parts.accessory = CGRect(x: x, y: y, width: acc.size.width, height: acc.size.height)
        }
        if sep > 0 {
            // Only left and right insets count (Apple's separatorInset documentation); they are
            // measured from the cell's edges (iOS 11's default reference).
            var inset = separatorInset
            if _separatorInset == nil, let textX = builtInTextLeading {
                // A cell with an image: the separator starts where the text does (UIKit aligns
                // separators with the text of cells that show an image).
                inset.left = textX
            }
            let left = min(width, max(0, inset.left)), right = min(width - left, max(0, inset.right))
            parts.separator = CGRect(x: left, y: height - sep, width: width - left - right, height: sep)
        }
        if let p = tableViewPosition, p.showsSeparators, p.style == .grouped, p.isFirstInSection {
            parts.topSeparator = CGRect(x: 0, y: 0, width: width, height: TableMetrics.hairline(self))
        }
        if let p = tableViewPosition, p.showsSeparators, p.style == .grouped, p.isLastInSection, let s = parts.separator
        {
            // A grouped section ends with a full-width line.
            parts.separator = CGRect(x: 0, y: s.minY, width: width, height: s.height)
        }
        return parts
    }

    func roundToPixel(_ v: CGFloat) -> CGFloat {
        let s = max(1, traitCollection.displayScale)
        return (v * s).rounded() / s
    }

    func layoutCellParts() {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let w = bounds.width, h = bounds.height
        func place(_ r: CGRect) -> CGRect {
            rtl ? CGRect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        let p = parts(width: w, height: h)
        _contentView.frame = place(p.content)
        if let acc = currentAccessory, let r = p.accessory { acc.view.frame = place(r) }
        if let r = p.separator {
            separatorView.backgroundColor = tableViewPosition?.separatorColor ?? .separator
            if separatorView.superview !== self { addSubview(separatorView) }
            separatorView.frame = place(r)
        } else if separatorView.superview != nil {
            separatorView.removeFromSuperview()
        }
        if let r = p.topSeparator {
            let v = topSeparatorView ?? _UITableViewCellSeparatorView()
            topSeparatorView = v
            v.backgroundColor = tableViewPosition?.separatorColor ?? .separator
            if v.superview !== self { addSubview(v) }
            v.frame = place(r)
        } else {
            topSeparatorView?.removeFromSuperview()
        }
        backgroundView?.frame = bounds
        visibleSelectedBackground?.frame = bounds
        layoutBuiltInContent()
        updateCornerMask()
    }

    /// Inset-grouped sections round the corners of their first and last rows (UIKit sets the
    /// cell layer's `maskedCorners`).
    private func updateCornerMask() {
        guard let p = tableViewPosition, p.style == .insetGrouped, p.isFirstInSection || p.isLastInSection else {
            if roundsSectionCorners {
                layer.cornerRadius = 0
                layer.masksToBounds = false
                roundsSectionCorners = false
            }
            return
        }
        var corners: CACornerMask = []
        if p.isFirstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if p.isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.cornerRadius = TableMetrics.insetGroupedCornerRadius
        layer.maskedCorners = corners
        layer.masksToBounds = true
        roundsSectionCorners = true
    }

    // MARK: Self-sizing

    /// The height of the row for a width, as `UITableView` asks when the row height is
    /// ``UITableView/automaticDimension``: the content view's height at its width (from the
    /// built-in layout, or its constraints solved with the height at fitting priority) plus the
    /// separator.
    ///
    /// A content view whose constraints give it no height gets the standard height, with UIKit's
    /// warning ("Detected a case where constraints ambiguously suggest a height of zero for a table
    /// view cell's content view").
    func measuredHeight(forWidth width: CGFloat) -> CGFloat {
        updateConstraintsIfNeeded()
        let cw = contentWidth(forCellWidth: width)
        var content: CGFloat = 0
        if let builtIn = builtInContentHeight(forContentWidth: cw) {
            content = builtIn
        }
        if hasConstraintContent {
            let solved = _contentView.fittingHeightOfOwnEngine(forWidth: cw)
            content = max(content, solved)
        }
        if content <= 0, !hasConstraintContent {
            // An empty cell: the standard height.
            content = TableMetrics.defaultRowHeight - bottomSeparatorThickness
        } else if content <= 0 {
            LayoutDiagnostics.report(
                .warning,
                "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead. Cell: \(itemDescription)"
            )
            content = TableMetrics.defaultRowHeight - bottomSeparatorThickness
        }
        return content + bottomSeparatorThickness
    }

    /// Whether the content view has views of yours (laid out by its constraints).
    var hasConstraintContent: Bool {
        _contentView.subviews.contains { v in
            v !== _textLabel && v !== _detailTextLabel && v !== _imageView
                && !(v === configurationView && v is UIListContentView)
        }
    }
}
