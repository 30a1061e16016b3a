import Foundation

/// Loads the data of items before they show: UIKit's `UICollectionViewDataSourcePrefetching`.
///
/// Where Plumb differs: a collection view keeps its `prefetchDataSource` but never calls it
/// (Plumb lays out only the items on screen, at once; there is nothing to load ahead of).
@MainActor @preconcurrency
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Items that will show soon.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items that no longer need their data loaded (default: nothing).
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}

extension UICollectionView {
    /// A whole section's index path in an update item: the item is `NSNotFound`, as in UIKit.
    static func sectionPath(_ section: Int) -> IndexPath { IndexPath(item: NSNotFound, section: section) }

    /// Keeps updates for the layout's `prepare(forCollectionViewUpdates:)` and reloads the data
    /// (outside `performBatchUpdates`, which reloads once at its end).
    func recordUpdates(_ updates: [(UICollectionViewUpdateItem.Action, IndexPath?, IndexPath?)]) {
        if cellsBeforeUpdates == nil { cellsBeforeUpdates = Set(visibleCellsByPath.keys) }
        pendingUpdates += updates.map { UICollectionViewUpdateItem(action: $0.0, before: $0.1, after: $0.2) }
        if batchDepth == 0 { reloadData() }
    }

    /// Asks the layout where deleted items' views end and inserted items' views start, between
    /// `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()` (Apple's
    /// documentation of `finalLayoutAttributesForDisappearingItem(at:)` and
    /// `initialLayoutAttributesForAppearingItem(at:)`: "called after the
    /// prepare(forCollectionViewUpdates:) method and before the finalizeCollectionViewUpdates()
    /// method for any items that are about to be" deleted or inserted). Plumb asks about the
    /// items on screen: deleted ones (an item or its section deleted) that had a cell, by index
    /// path before the update, then inserted ones (an item or its section inserted) the layout
    /// now shows, by index path after it, each in index path order (the order between and within
    /// the two groups is Plumb's). Moves and reloads are not asked about.
    func askLayoutAboutDisappearingAndAppearingItems(_ updates: [UICollectionViewUpdateItem]) {
        var deletedItems = Set<IndexPath>(), insertedItems = Set<IndexPath>()
        var deletedSections = IndexSet(), insertedSections = IndexSet()
        for u in updates {
            switch u.updateAction {
            case .delete:
                guard let p = u.indexPathBeforeUpdate else { continue }
                if p.item == NSNotFound { deletedSections.insert(p.section) } else { deletedItems.insert(p) }
            case .insert:
                guard let p = u.indexPathAfterUpdate else { continue }
                if p.item == NSNotFound { insertedSections.insert(p.section) } else { insertedItems.insert(p) }
            case .move, .reload, .none:
                continue
            }
        }
        let layout = collectionViewLayout
        let before = cellsBeforeUpdates ?? []
        cellsBeforeUpdates = nil
        for p in before.sorted() where deletedItems.contains(p) || deletedSections.contains(p.section) {
            _ = layout.finalLayoutAttributesForDisappearingItem(at: p)
        }
        appearingAttributes = [:]
        let shown = visibleAttributes().filter { $0.representedElementCategory == .cell && isValid($0.indexPath) }.map(
            \.indexPath)
        for p in shown.sorted() where insertedItems.contains(p) || insertedSections.contains(p.section) {
            if let a = displayed(layout.initialLayoutAttributesForAppearingItem(at: p)) { appearingAttributes[p] = a }
        }
    }
}
