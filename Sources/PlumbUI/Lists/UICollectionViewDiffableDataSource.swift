import Foundation

/// A collection view data source driven by snapshots of identifiers: UIKit's
/// `UICollectionViewDiffableDataSource`. It becomes the collection view's `dataSource` (keep a
/// reference: the collection view does not retain it).
///
/// ```swift
/// let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
///     var content = cell.defaultContentConfiguration()
///     content.text = name
///     cell.contentConfiguration = content
/// }
/// let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { cv, indexPath, name in
///     cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: name)
/// }
/// ```
///
/// Where Plumb differs: applying a snapshot reloads at once (no animation).
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UICollectionViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (headers, footers).
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The section snapshots applied with `apply(_:to:)`, by section (see
    /// UICollectionViewDiffableDataSource+Sections.swift).
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Makes supplementary views; required once the layout has some.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What expanding and collapsing an outline's parents does (kept: Plumb has no touches, so
    /// parents change only through `apply(_:to:)`).
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// What reordering items does (kept: Plumb has no touches, so nothing is dragged).
    open var reorderingHandlers = ReorderingHandlers()

    /// Creates the data source and makes it the collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows a snapshot (the collection view reloads).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        sectionSnapshots = [:]
        collectionView?.reloadData()
        completion?()
    }

    /// Shows a snapshot without animation (the same as `apply` in Plumb).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows a section snapshot's visible items in a section (the section is appended when the
    /// snapshot has none), and remembers its tree: list cells are indented by their item's
    /// level, and an outline disclosure shows whether its item is expanded.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current.setItems(snapshot.visibleItems, inSection: section)
        sectionSnapshots[section] = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// The section snapshot of a section: the one applied to it, or its items as roots.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let s = sectionSnapshots[section] { return s }
        var s = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        s.append(current.itemIdentifiers(inSection: section))
        return s
    }

    /// The item at an index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// The index path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section identifier at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            applyOutlineState(to: cell, item: item, section: indexPath.section)
            return cell
        }
        LayoutDiagnostics.report(
            .warning,
            "UICollectionViewDiffableDataSource: the cell provider returned nil for \(UITableView.describe(indexPath)); the item is left empty."
        )
        collectionView.register(
            UICollectionViewCell.self, forCellWithReuseIdentifier: "_UICollectionViewDiffableDataSource-empty")
        return collectionView.dequeueReusableCell(
            withReuseIdentifier: "_UICollectionViewDiffableDataSource-empty", for: indexPath)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let v = supplementaryViewProvider?(collectionView, kind, indexPath) { return v }
        LayoutDiagnostics.report(
            .warning,
            "UICollectionViewDiffableDataSource: no supplementaryViewProvider made a '\(kind)' view for \(UITableView.describe(indexPath)); it is left empty."
        )
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
            withReuseIdentifier: "_UICollectionViewDiffableDataSource-empty")
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "_UICollectionViewDiffableDataSource-empty", for: indexPath)
    }
}
