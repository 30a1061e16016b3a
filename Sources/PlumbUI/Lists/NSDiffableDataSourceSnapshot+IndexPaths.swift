import Foundation

extension NSDiffableDataSourceSnapshot {
    /// The section identifier at an index, or `nil` outside the sections.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// The number of items in the section at an index (0 outside the sections).
    func numberOfItems(inSectionAt index: Int) -> Int {
        sectionIdentifier(at: index).map(numberOfItems(inSection:)) ?? 0
    }

    /// The item at a two-index path (section, then row or item), or `nil` where there is none:
    /// what both diffable data sources answer for `itemIdentifier(for:)`.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, let section = sectionIdentifier(at: indexPath.section) else { return nil }
        let items = itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// The two-index path (section, then row or item) of an item, or `nil` if it is not in the
    /// snapshot.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionIdentifier(containingItem: item), let s = indexOfSection(section),
            let i = itemIdentifiers(inSection: section).firstIndex(of: item)
        else { return nil }
        return IndexPath(indexes: [s, i])
    }
}
