import Foundation

extension UITableView {
    // MARK: Loading

    /// Asks the data source for the sections, rows and titles (after `reloadData`), recycling the
    /// cells on screen. Heights start as estimates; rows get their real height when laid out.
    func loadDataIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (p, c) in visibleCellsByPath { recycle(c, at: p) }
        visibleCellsByPath = [:]
        for v in visibleHeaders.values { recycleHeaderFooter(v) }
        for v in visibleFooters.values { recycleHeaderFooter(v) }
        visibleHeaders = [:]
        visibleFooters = [:]
        var g = TableGeometry()
        let sectionCount = dataSource.map { checkedCount($0.numberOfSections(in: self), "numberOfSections(in:)") } ?? 0
        g.sections.reserveCapacity(sectionCount)
        for s in 0..<sectionCount {
            var sec = TableGeometry.Section()
            let rows =
                dataSource.map {
                    checkedCount(
                        $0.tableView(self, numberOfRowsInSection: s), "tableView(_:numberOfRowsInSection: \(s))")
                } ?? 0
            sec.rowCount = rows
            sec.headerTitle = dataSource?.tableView(self, titleForHeaderInSection: s)
            sec.footerTitle = dataSource?.tableView(self, titleForFooterInSection: s)
            sec.rowHeights = [CGFloat](repeating: 0, count: rows)
            sec.rowIsFinal = [Bool](repeating: false, count: rows)
            g.sections.append(sec)
        }
        geometry = g
        geometryWidth = nil
        selectedPaths.removeAll { p in
            !(geometry.sections.indices.contains(p.section) && p.row < geometry.sections[p.section].rowCount)
        }
    }

    private func checkedCount(_ n: Int, _ method: String) -> Int {
        if n < 0 {
            LayoutDiagnostics.report(
                .warning,
                "UITableView \(debugAddress): the data source returned \(n) from \(method); a count cannot be negative, so 0 is used."
            )
            return 0
        }
        return n
    }

    /// Re-measures every row (after `endUpdates`, when self-sizing content changed).
    func remeasureRows() {
        geometryWidth = nil
        setNeedsLayout()
    }

    /// Forgets every measured height (the width changed, or `endUpdates`): rows, headers and
    /// footers get estimates again until laid out.
    private func resetHeights() {
        for s in geometry.sections.indices {
            for r in 0..<geometry.sections[s].rowCount {
                geometry.sections[s].rowHeights[r] = estimatedHeight(forRowAt: IndexPath(row: r, section: s))
                geometry.sections[s].rowIsFinal[r] = false
            }
            geometry.sections[s].headerHeight = estimatedHeaderFooterHeight(s, footer: false)
            geometry.sections[s].footerHeight = estimatedHeaderFooterHeight(s, footer: true)
            geometry.sections[s].headerIsFinal = false
            geometry.sections[s].footerIsFinal = false
        }
    }

    // MARK: Heights

    /// A row's height from the delegate (or ``rowHeight``); `nil` means it sizes itself.
    func requestedRowHeight(_ p: IndexPath) -> CGFloat? {
        let h = delegate?.tableView(self, heightForRowAt: p) ?? rowHeight
        if h == UITableView.automaticDimension { return nil }
        guard h.isFinite, h >= 0 else {
            LayoutDiagnostics.report(
                .warning,
                "UITableView \(debugAddress): invalid height \(h) for the row at \(UITableView.describe(p)); a row height must be a finite number ≥ 0 or UITableView.automaticDimension (UIKit fails on it: 'CALayer position contains NaN'). Plumb sizes the row itself."
            )
            return nil
        }
        return h
    }

    /// The height a row counts with until it is laid out.
    func estimatedHeight(forRowAt p: IndexPath) -> CGFloat {
        var e = delegate?.tableView(self, estimatedHeightForRowAt: p) ?? estimatedRowHeight
        if e == 0 {
            // Estimates off: the real height now (UIKit asks every row's height at once).
            return requestedRowHeight(p) ?? TableMetrics.defaultRowHeight
        }
        if e == UITableView.automaticDimension {
            e =
                rowHeight != UITableView.automaticDimension && rowHeight >= 0 && rowHeight.isFinite
                ? rowHeight : TableMetrics.defaultRowHeight
        }
        guard e.isFinite, e >= 0 else {
            LayoutDiagnostics.report(
                .warning,
                "UITableView \(debugAddress): invalid estimated height \(e) for the row at \(UITableView.describe(p)); using \(fmt(TableMetrics.defaultRowHeight))."
            )
            return TableMetrics.defaultRowHeight
        }
        return e
    }

    /// A header's or footer's height until it is laid out.
    func estimatedHeaderFooterHeight(_ s: Int, footer: Bool) -> CGFloat {
        let requested =
            footer
            ? (delegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight)
            : (delegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight)
        if requested != UITableView.automaticDimension, requested.isFinite, requested >= 0 { return requested }
        let title = footer ? geometry.sections[s].footerTitle : geometry.sections[s].headerTitle
        if title != nil {
            return style == .plain ? 33 : footer ? 38 : TableMetrics.groupedHeaderTopPadding(section: s) + 22
        }
        return emptyHeaderFooterHeight(s, footer: footer)
    }

    /// The height of a header or footer with no title and no view.
    func emptyHeaderFooterHeight(_ s: Int, footer: Bool) -> CGFloat {
        guard style != .plain else { return 0 }
        return footer ? TableMetrics.groupedEmptyFooterHeight : TableMetrics.groupedEmptyHeaderHeight(section: s)
    }

    // MARK: Managed views

    /// Whether the table places a subview itself (rows, headers, separators, table header and
    /// footer views, the background view).
    func isManagedByTable(_ v: UIView) -> Bool {
        v is UITableViewCell || v is _UITableViewCellSeparatorView || v === tableHeaderView || v === tableFooterView
            || v === backgroundView || visibleHeaders.values.contains { $0 === v }
            || visibleFooters.values.contains { $0 === v }
    }

    /// The horizontal extent of rows: the full width, or inset by the side margin in an
    /// inset-grouped table.
    var rowXRange: (x: CGFloat, width: CGFloat) {
        let w = bounds.width
        guard style == .insetGrouped else { return (0, w) }
        let inset = TableMetrics.sideMargin(self)
        return (inset, max(0, w - 2 * inset))
    }

    // MARK: Rows

    /// Lays out the visible part of the table (see `layoutSubviews()`).
    func layoutRows() {
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        let width = bounds.width
        if geometryWidth != width {
            resetHeights()
            geometryWidth = width
        }
        layoutTableHeaderAndFooter(width: width)
        if let bg = backgroundView {
            if bg.superview !== self { insertSubview(bg, at: 0) }
            bg.frame = bounds
        }
        var previous = visibleCellsByPath
        var cells: [IndexPath: UITableViewCell] = [:]
        var headers: [Int: UIView] = [:], footers: [Int: UIView] = [:]
        var oldHeaders = visibleHeaders, oldFooters = visibleFooters
        let (rowX, rowWidth) = rowXRange
        var newlyShown: [IndexPath] = []
        // Rows that left the screen go back to the queue first, so the rows coming in reuse them.
        geometry.computeOffsets()
        let initial = Set(geometry.rows(from: bounds.minY, to: bounds.maxY))
        for (p, c) in previous where !initial.contains(p) {
            previous[p] = nil
            recycle(c, at: p)
        }
        for _ in 0..<10_000 {
            geometry.computeOffsets()
            var changed = false
            let (minY, maxY) = (bounds.minY, bounds.maxY)
            for s in geometry.sections.indices {
                let (top, bottom) = geometry.sectionRange(s)
                guard bottom >= minY, top <= maxY else { continue }
                for footer in [false, true] {
                    let extent = footer ? geometry.footerExtent(s) : geometry.headerExtent(s)
                    let visible = extent.y < maxY && extent.y + extent.height > minY || style == .plain && !footer
                    guard visible, (footer ? footers[s] : headers[s]) == nil else { continue }
                    let reuse = footer ? oldFooters.removeValue(forKey: s) : oldHeaders.removeValue(forKey: s)
                    let (height, view) = resolveHeaderFooter(s, footer: footer, reuse: reuse, width: width)
                    if footer {
                        if let view { footers[s] = view }
                        if height != geometry.sections[s].footerHeight {
                            geometry.sections[s].footerHeight = height; changed = true
                        }
                        geometry.sections[s].footerIsFinal = true
                    } else {
                        if let view { headers[s] = view }
                        if height != geometry.sections[s].headerHeight {
                            geometry.sections[s].headerHeight = height; changed = true
                        }
                        geometry.sections[s].headerIsFinal = true
                    }
                }
            }
            if changed { continue }
            for p in geometry.rows(from: minY, to: maxY) where cells[p] == nil {
                let cell: UITableViewCell
                if let c = previous.removeValue(forKey: p) {
                    cell = c
                } else if let c = obtainCell(at: p, inUse: cells) {
                    cell = c
                    newlyShown.append(p)
                } else {
                    continue
                }
                cell.tableViewPosition = position(for: p)
                cell.applySystemMargins(side: TableMetrics.sideMargin(self))
                cell.applyDefaultBackground(grouped: style != .plain)
                if cell.superview !== self { addSubview(cell) }
                let y = geometry.rowExtent(p).y
                if cell.frame.width != rowWidth || cell.frame.minX != rowX {
                    cell.frame = CGRect(
                        x: rowX, y: y, width: rowWidth, height: geometry.sections[p.section].rowHeights[p.row])
                }
                cell.setSelected(selectedPaths.contains(p), animated: false)
                if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
                cells[p] = cell
                if !geometry.sections[p.section].rowIsFinal[p.row] {
                    let h = requestedRowHeight(p) ?? cell.measuredHeight(forWidth: rowWidth)
                    geometry.sections[p.section].rowIsFinal[p.row] = true
                    if h != geometry.sections[p.section].rowHeights[p.row] {
                        geometry.sections[p.section].rowHeights[p.row] = h
                        // The rows below moved: find the visible ones again before measuring more.
                        changed = true
                        break
                    }
                }
            }
            if !changed { break }
        }
        geometry.computeOffsets()
        // Rows that measured taller pushed others off screen: back to the queue.
        let onScreen = Set(geometry.rows(from: bounds.minY, to: bounds.maxY))
        for (p, c) in cells where !onScreen.contains(p) {
            cells[p] = nil
            recycle(c, at: p)
        }
        for (p, c) in previous { recycle(c, at: p) }
        for v in oldHeaders.values { recycleHeaderFooter(v) }
        for v in oldFooters.values { recycleHeaderFooter(v) }
        visibleCellsByPath = cells
        for (p, cell) in cells {
            let e = geometry.rowExtent(p)
            cell.frame = CGRect(x: rowX, y: e.y, width: rowWidth, height: e.height)
        }
        for p in newlyShown.sorted() {
            if let cell = cells[p] { delegate?.tableView(self, willDisplay: cell, forRowAt: p) }
        }
        placeHeadersAndFooters(headers, footers, width: width)
        layoutExtraSeparators(width: width)
        contentSize = CGSize(width: width, height: geometry.contentHeight)
    }

    /// The decoration of a row at its place in its section.
    func position(for p: IndexPath) -> TableCellPosition {
        let count = geometry.sections[p.section].rowCount
        return TableCellPosition(
            style: style, isFirstInSection: p.row == 0, isLastInSection: p.row == count - 1,
            separatorInset: separatorInset, separatorColor: separatorColor,
            showsSeparators: separatorStyle != .none, sideMargin: TableMetrics.sideMargin(self))
    }

    // MARK: Headers and footers

    /// A section header's or footer's height and view (from the delegate, or made for its title).
    private func resolveHeaderFooter(_ s: Int, footer: Bool, reuse: UIView?, width: CGFloat) -> (CGFloat, UIView?) {
        let requested =
            footer
            ? (delegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight)
            : (delegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight)
        var view =
            footer
            ? delegate?.tableView(self, viewForFooterInSection: s)
            : delegate?.tableView(self, viewForHeaderInSection: s)
        let title = footer ? geometry.sections[s].footerTitle : geometry.sections[s].headerTitle
        if view == nil, let title {
            let v = (reuse as? UITableViewHeaderFooterView).flatMap { $0.isTitleView ? $0 : nil } ?? makeTitleView()
            configure(v, section: s, footer: footer)
            var c = v.defaultContentConfiguration()
            c.text = title
            v.contentConfiguration = c
            view = v
        } else if let v = view as? UITableViewHeaderFooterView {
            configure(v, section: s, footer: footer)
        }
        if let reuse, reuse !== view { recycleHeaderFooter(reuse) }
        var height: CGFloat
        if requested != UITableView.automaticDimension {
            if requested.isFinite, requested >= 0 {
                height = requested
            } else {
                LayoutDiagnostics.report(
                    .warning,
                    "UITableView \(debugAddress): invalid \(footer ? "footer" : "header") height \(requested) for section \(s); using \(UITableView.self).automaticDimension."
                )
                height = measure(view, s, footer, width)
            }
        } else {
            height = measure(view, s, footer, width)
        }
        if height == 0 { view = nil }
        return (height, view)
    }

    private func measure(_ view: UIView?, _ s: Int, _ footer: Bool, _ width: CGFloat) -> CGFloat {
        guard let view else { return emptyHeaderFooterHeight(s, footer: footer) }
        if view.superview !== self { addSubview(view) }
        if let hf = view as? UITableViewHeaderFooterView { return hf.measuredHeight(forWidth: width) }
        return view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    private func makeTitleView() -> UITableViewHeaderFooterView {
        let id = "_UITableViewHeaderFooterView-title"
        if var queue = reusableHeaderFooters[id], let v = queue.popLast() {
            reusableHeaderFooters[id] = queue
            return v
        }
        let v = UITableViewHeaderFooterView(reuseIdentifier: id)
        v.isTitleView = true
        return v
    }

    private func configure(_ v: UITableViewHeaderFooterView, section s: Int, footer: Bool) {
        // A plain table's title headers float over the rows they pin above, on the table's
        // background (estimate: iOS 15 shows it once pinned; Plumb always draws it).
        if v.isTitleView { v.backgroundColor = style == .plain ? backgroundColor : nil }
        v.tableStyle = style
        v.isFooter = footer
        v.section = s
        v.textInset = TableMetrics.sideMargin(self) + (style == .insetGrouped ? TableMetrics.sideMargin(self) : 0)
    }

    private func placeHeadersAndFooters(_ headers: [Int: UIView], _ footers: [Int: UIView], width: CGFloat) {
        let pinTop = contentOffset.y + adjustedContentInset.top
        for (s, v) in headers {
            let e = geometry.headerExtent(s)
            var y = e.y
            if style == .plain {
                // Plain headers stay at the top while their section scrolls under them.
                let sectionBottom = geometry.footerExtent(s).y
                y = min(max(e.y, pinTop), sectionBottom - e.height)
                y = max(y, e.y)
            }
            let isNew = visibleHeaders[s] !== v
            if v.superview !== self { addSubview(v) } else { bringSubviewToFront(v) }
            v.frame = CGRect(x: 0, y: y, width: width, height: e.height)
            if isNew { delegate?.tableView(self, willDisplayHeaderView: v, forSection: s) }
        }
        for (s, v) in footers {
            let e = geometry.footerExtent(s)
            let isNew = visibleFooters[s] !== v
            if v.superview !== self { addSubview(v) } else { bringSubviewToFront(v) }
            v.frame = CGRect(x: 0, y: e.y, width: width, height: e.height)
            if isNew { delegate?.tableView(self, willDisplayFooterView: v, forSection: s) }
        }
        // Headers and footers not shown any more.
        for (s, v) in visibleHeaders where headers[s] !== v {
            if v.superview === self, !headers.values.contains(where: { $0 === v }) { recycleHeaderFooter(v) }
        }
        for (s, v) in visibleFooters where footers[s] !== v {
            if v.superview === self, !footers.values.contains(where: { $0 === v }) { recycleHeaderFooter(v) }
        }
        visibleHeaders = headers
        visibleFooters = footers
    }

    // MARK: Table header, footer, separators

    private func layoutTableHeaderAndFooter(width: CGFloat) {
        if let h = tableHeaderView {
            if h.superview !== self { addSubview(h) }
            h.frame = CGRect(x: 0, y: 0, width: width, height: h.frame.height)
            geometry.tableHeaderHeight = h.frame.height
        } else {
            geometry.tableHeaderHeight = 0
        }
        geometry.computeOffsets()
        if let f = tableFooterView {
            if f.superview !== self { addSubview(f) }
            f.frame = CGRect(x: 0, y: geometry.contentHeight, width: width, height: f.frame.height)
            geometry.tableFooterHeight = f.frame.height
        } else {
            geometry.tableFooterHeight = 0
        }
    }

    /// A plain table without a footer view draws separators below its last row, one standard row
    /// apart, down to the bottom of the screen (UIKit's "extra" separators, which Apple's
    /// `separatorInset` documentation mentions).
    private func layoutExtraSeparators(width: CGFloat) {
        if let f = tableFooterView {
            f.frame.origin.y = geometry.contentHeight - geometry.tableFooterHeight
        }
        var wanted: [CGRect] = []
        if style == .plain, tableFooterView == nil, separatorStyle != .none {
            let pitch = rowHeight > 0 && rowHeight.isFinite ? rowHeight : TableMetrics.defaultRowHeight
            let hair = TableMetrics.hairline(self)
            let inset = separatorInset
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let left = rtl ? inset.right : inset.left, right = rtl ? inset.left : inset.right
            var y = geometry.contentHeight + pitch
            while y - hair < bounds.maxY, wanted.count < 200 {
                if y > bounds.minY {
                    wanted.append(CGRect(x: left, y: y - hair, width: max(0, width - left - right), height: hair))
                }
                y += pitch
            }
        }
        while extraSeparators.count > wanted.count { extraSeparators.removeLast().removeFromSuperview() }
        while extraSeparators.count < wanted.count {
            let v = _UITableViewCellSeparatorView()
            extraSeparators.append(v)
        }
        for (v, r) in zip(extraSeparators, wanted) {
            v.backgroundColor = separatorColor ?? .separator
            if v.superview !== self { addSubview(v) }
            v.frame = r
        }
    }

    // MARK: Rectangles

    /// A row's rectangle in the table's content (estimated where not laid out yet).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard checkIndexPath(indexPath, "rectForRowAtIndexPath:") else { return .zero }
        geometry.computeOffsets()
        let e = geometry.rowExtent(indexPath)
        let (x, w) = rowXRange
        return CGRect(x: x, y: e.y, width: w, height: e.height)
    }

    /// A section's rectangle (header, rows and footer).
    public func rect(forSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        geometry.computeOffsets()
        let r = geometry.sectionRange(section)
        return CGRect(x: 0, y: r.top, width: bounds.width, height: r.bottom - r.top)
    }

    /// A section header's rectangle.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        geometry.computeOffsets()
        let e = geometry.headerExtent(section)
        return CGRect(x: 0, y: e.y, width: bounds.width, height: e.height)
    }

    /// A section footer's rectangle.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        geometry.computeOffsets()
        let e = geometry.footerExtent(section)
        return CGRect(x: 0, y: e.y, width: bounds.width, height: e.height)
    }

    /// The row at a point of the content, if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        geometry.computeOffsets()
        return geometry.rows(from: point.y, to: point.y + 0.001).first
    }

    /// The rows that intersect a rectangle of the content.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        geometry.computeOffsets()
        return geometry.rows(from: rect.minY, to: rect.maxY)
    }
}
