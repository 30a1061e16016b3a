import Foundation

extension UICollectionViewDiffableDataSource {
    /// A list cell of an outline: its indentation level from the item's depth, and whether its
    /// item is expanded (for the outline disclosure's direction).
    func applyOutlineState(to cell: UICollectionViewCell, item: ItemIdentifierType, section index: Int) {
        guard let listCell = cell as? UICollectionViewListCell, current.sectionIdentifiers.indices.contains(index),
            let tree = sectionSnapshots[current.sectionIdentifiers[index]]
        else { return }
        listCell.indentationLevel = max(0, tree.level(of: item))
        listCell.isOutlineExpanded = tree.isExpanded(item)
    }
}

extension UICollectionViewDiffableDataSource {
    /// What an outline's expanding and collapsing does: UIKit's
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    /// What reordering does: UIKit's `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }
}

/// The change a reorder made: UIKit's `NSDiffableDataSourceTransaction`.
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// A transaction from one snapshot to another (the difference of their items).
    public init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
        self.sectionTransactions = sectionTransactions
    }
}

/// The change a reorder made in one section: UIKit's `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>

    /// A section's transaction from one section snapshot to another.
    public init(
        sectionIdentifier: SectionIdentifierType,
        initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        self.sectionIdentifier = sectionIdentifier
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.items.difference(from: initialSnapshot.items)
    }
}
