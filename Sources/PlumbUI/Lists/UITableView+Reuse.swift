import Foundation

extension UITableView {
    // MARK: Registration

    /// Registers a cell class for a reuse identifier; `dequeueReusableCell(withIdentifier:for:)`
    /// creates cells of it with `init(style: .default, reuseIdentifier:)` when none can be reused.
    /// `nil` unregisters.
    ///
    /// A subclass of `UITableViewCell` that overrides `init(style:reuseIdentifier:)` (and
    /// `init?(coder:)`, which Swift requires anyway) is created through that initializer, as in
    /// UIKit. A class that is not a `UITableViewCell` is reported and ignored.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerReusableClass(
            cellClass, for: identifier, identifier: identifier, method: "register(_:forCellReuseIdentifier:)",
            classes: &cellClasses, nibs: &cellNibs)
    }

    /// Registers a header or footer class (a `UITableViewHeaderFooterView` subclass).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerReusableClass(
            aClass, for: identifier, identifier: identifier, method: "register(_:forHeaderFooterViewReuseIdentifier:)",
            classes: &headerFooterClasses, nibs: &headerFooterNibs)
    }

    /// Registers a nib for a reuse identifier, replacing a class registered for it (`nil`
    /// unregisters).
    ///
    /// Plumb cannot load nibs: dequeuing a cell for `identifier` reports UIKit's "Could not load
    /// NIB in bundle" exception message and returns a plain `UITableViewCell` (see ``UINib``).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
        cellNibs[identifier] = nib
    }

    /// Registers a nib for header or footer views, replacing a class registered for
    /// `identifier` (`nil` unregisters). Dequeuing one reports UIKit's "Could not load NIB in
    /// bundle" message and returns a plain `UITableViewHeaderFooterView`.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = nil
        headerFooterNibs[identifier] = nib
    }

    // MARK: Dequeuing

    /// A cell to reuse for a row: one that left the screen, else a new one of the registered class.
    ///
    /// Without a registered class UIKit raises "unable to dequeue a cell with identifier … - must
    /// register a nib or a class for the identifier or connect a prototype cell in a storyboard";
    /// Plumb reports that message on ``LayoutDiagnostics`` and returns a plain
    /// `UITableViewCell` so the table keeps drawing.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            return cell
        }
        LayoutDiagnostics.report(
            .warning,
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard' (Plumb reports it and returns a plain cell.)"
        )
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        dequeuedCells.insert(ObjectIdentifier(cell))
        return cell
    }

    /// A cell to reuse, a new one of the registered class, or `nil` when the identifier has no
    /// registered class and no cell waits in its queue (the pre-iOS 6 pattern).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reusableCells[identifier], let cell = queue.popLast() {
            reusableCells[identifier] = queue
            cell.prepareForReuse()
            dequeuedCells.insert(ObjectIdentifier(cell))
            return cell
        }
        if let nib = cellNibs[identifier] {
            nib.reportUnloadable(fallback: "returns a plain cell")
            let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
            dequeuedCells.insert(ObjectIdentifier(cell))
            return cell
        }
        guard let type = cellClasses[identifier] else { return nil }
        let cell = type.init(registeredStyle: .default, reuseIdentifier: identifier)
        dequeuedCells.insert(ObjectIdentifier(cell))
        return cell
    }

    /// A header or footer view to reuse, or a new one of the registered class (`nil` when the
    /// identifier is not registered).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = reusableHeaderFooters[identifier], let view = queue.popLast() {
            reusableHeaderFooters[identifier] = queue
            view.prepareForReuse()
            return view
        }
        if let nib = headerFooterNibs[identifier] {
            nib.reportUnloadable(fallback: "returns a plain header footer view")
            return UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
        guard let type = headerFooterClasses[identifier] else { return nil }
        return type.init(registeredReuseIdentifier: identifier)
    }

    // MARK: Recycling

    /// Takes a cell off screen: into its reuse queue (cells without an identifier are dropped).
    func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        cell.tableViewPosition = nil
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let id = cell.reuseIdentifier {
            reusableCells[id, default: []].append(cell)
        }
    }

    /// Takes a header or footer view off screen.
    func recycleHeaderFooter(_ view: UIView) {
        view.removeFromSuperview()
        if let v = view as? UITableViewHeaderFooterView, let id = v.reuseIdentifier {
            reusableHeaderFooters[id, default: []].append(v)
        }
    }

    /// Asks the data source for a row's cell and checks what comes back.
    func obtainCell(at indexPath: IndexPath, inUse: [IndexPath: UITableViewCell]) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        dequeuedCells.remove(ObjectIdentifier(cell))
        if let other = inUse.first(where: { $0.value === cell && $0.key != indexPath })?.key {
            LayoutDiagnostics.report(
                .warning,
                "UITableView \(debugAddress): the data source returned the same cell (\(cell.itemDescription)) for the rows at \(UITableView.describe(other)) and \(UITableView.describe(indexPath)); a view shows in one place only, so the row at \(UITableView.describe(indexPath)) is left empty. Return a dequeued (or new) cell for each row."
            )
            return nil
        }
        return cell
    }

    /// `{section, row}` as UIKit prints an index path's indexes.
    nonisolated static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }
}
