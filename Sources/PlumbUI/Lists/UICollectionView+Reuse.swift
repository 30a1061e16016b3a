import Foundation

extension UICollectionView {
    // MARK: Registration

    /// Registers a cell class for a reuse identifier (`nil` unregisters). Cells are created with
    /// `init(frame:)`, your override included.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerReusableClass(
            cellClass, for: identifier, identifier: identifier, method: "register(_:forCellWithReuseIdentifier:)",
            classes: &cellClasses, nibs: &cellNibs)
    }

    /// Registers a supplementary view class for a kind and reuse identifier.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registerReusableClass(
            viewClass, for: SupplementaryKey(kind: elementKind, identifier: identifier), identifier: identifier,
            method: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)", classes: &supplementaryClasses,
            nibs: &supplementaryNibs)
    }

    /// Registers a nib for a cell reuse identifier, replacing a class registered for it (`nil`
    /// unregisters).
    ///
    /// Plumb cannot load nibs: dequeuing a cell for `identifier` reports UIKit's "Could not load
    /// NIB in bundle" exception message and returns a plain `UICollectionViewCell` (see ``UINib``).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
        cellNibs[identifier] = nib
    }

    /// Registers a nib for a kind of supplementary view, replacing a class registered for it
    /// (`nil` unregisters). Dequeuing one reports UIKit's "Could not load NIB in bundle" message
    /// and returns a plain `UICollectionReusableView`.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)
    {
        let key = SupplementaryKey(kind: kind, identifier: identifier)
        supplementaryClasses[key] = nil
        supplementaryNibs[key] = nib
    }

    // MARK: Dequeuing

    /// A cell to reuse for an item, or a new one of the registered class.
    ///
    /// Without a registered class UIKit raises "could not dequeue a view of kind:
    /// UICollectionElementKindCell with identifier … - must register a nib or a class for the
    /// identifier or connect a prototype cell in a storyboard"; Plumb reports it and returns a
    /// plain cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell: UICollectionViewCell
        if var queue = reusableCells[identifier], let c = queue.popLast() {
            reusableCells[identifier] = queue
            c.prepareForReuse()
            cell = c
        } else if let type = cellClasses[identifier] {
            cell = type.init(registeredFrame: .zero)
        } else if let nib = cellNibs[identifier] {
            nib.reportUnloadable(fallback: "returns a plain cell")
            cell = UICollectionViewCell(frame: .zero)
        } else {
            LayoutDiagnostics.report(
                .warning,
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard' (Plumb reports it and returns a plain cell.)"
            )
            cell = UICollectionViewCell(frame: .zero)
        }
        cell.reuseIdentifier = identifier
        dequeuedViews.insert(ObjectIdentifier(cell))
        return cell
    }

    /// A supplementary view to reuse, or a new one of the registered class.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = SupplementaryKey(kind: elementKind, identifier: identifier)
        let view: UICollectionReusableView
        if var queue = reusableSupplementaries[key], let v = queue.popLast() {
            reusableSupplementaries[key] = queue
            v.prepareForReuse()
            view = v
        } else if let type = supplementaryClasses[key] {
            view = type.init(registeredFrame: .zero)
        } else if let nib = supplementaryNibs[key] {
            nib.reportUnloadable(fallback: "returns a plain view")
            view = UICollectionReusableView(frame: .zero)
        } else {
            LayoutDiagnostics.report(
                .warning,
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard' (Plumb reports it and returns a plain view.)"
            )
            view = UICollectionReusableView(frame: .zero)
        }
        view.reuseIdentifier = identifier
        dequeuedViews.insert(ObjectIdentifier(view))
        return view
    }

    // MARK: Registrations (iOS 14)

    /// How to make and configure a cell for an item: UIKit's `UICollectionView.CellRegistration`.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = name
    ///     cell.contentConfiguration = content
    /// }
    /// let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    /// ```
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for its item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let identifier: String

        /// Creates a registration that configures cells with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = "CellRegistration-\(String(describing: Cell.self))-\(ObjectIDs.next())"
        }
    }

    /// How to make and configure a supplementary view: UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let handler: Handler
        let identifier: String
        /// The kind of view the registration makes.
        public let elementKind: String

        /// Creates a registration for a kind of supplementary view.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            identifier = "SupplementaryRegistration-\(String(describing: Supplementary.self))-\(ObjectIDs.next())"
        }
    }

    /// A cell for an item, made or reused through a registration and configured by its handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
        item: Item?
    ) -> Cell {
        if !registeredRegistrations.contains(registration.identifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
            registeredRegistrations.insert(registration.identifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let cell = dequeued as? Cell else { return Cell(registeredFrame: .zero) }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view made or reused through a registration and configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>,
        for indexPath: IndexPath
    ) -> Supplementary {
        if !registeredRegistrations.contains(registration.identifier) {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                withReuseIdentifier: registration.identifier)
            registeredRegistrations.insert(registration.identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
            for: indexPath)
        guard let view = dequeued as? Supplementary else { return Supplementary(registeredFrame: .zero) }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    // MARK: Recycling

    func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let id = cell.reuseIdentifier { reusableCells[id, default: []].append(cell) }
    }

    func recycleSupplementary(_ view: UICollectionReusableView, kind: String) {
        view.removeFromSuperview()
        if let id = view.reuseIdentifier {
            reusableSupplementaries[SupplementaryKey(kind: kind, identifier: id), default: []].append(view)
        }
    }

    /// Asks the data source for an item's cell and checks it was dequeued (UIKit raises otherwise).
    func obtainCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        guard dequeuedViews.remove(ObjectIdentifier(cell)) != nil else {
            LayoutDiagnostics.report(
                .warning,
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:' (cell \(cell.itemDescription) at \(UITableView.describe(indexPath)); Plumb draws it anyway.)"
            )
            return cell
        }
        return cell
    }

    /// Asks the data source for a supplementary view.
    /// A decoration view of a kind, made from the class the layout registered (UIKit makes and
    /// reuses them without the data source).
    func obtainDecoration(kind: String) -> UICollectionReusableView? {
        guard let type = collectionViewLayout.decorationClasses[kind] else {
            LayoutDiagnostics.report(
                .warning,
                "UICollectionView: could not dequeue a decoration view of kind: \(kind) - no class registered with the layout's register(_:forDecorationViewOfKind:); it is not drawn."
            )
            return nil
        }
        let view = type.init(registeredFrame: .zero)
        view.reuseIdentifier = kind
        return view
    }

    func obtainSupplementary(kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        dequeuedViews.remove(ObjectIdentifier(view))
        return view
    }
}
