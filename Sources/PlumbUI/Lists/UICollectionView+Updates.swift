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
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UICollectionView {
    /// A whole section's index path in an update item: the item is `NSNotFound`, as in UIKit.
    static func sectionPath(_ section: Int) -> IndexPath { IndexPath(item: NSNotFound, section: section) }

    /// Keeps updates for the layout's `prepare(forCollectionViewUpdates:)` and reloads the data
    /// (outside `performBatchUpdates`, which reloads once at its end).
    func recordUpdates(_ updates: [(UICollectionViewUpdateItem.Action, IndexPath?, IndexPath?)]) {
        pendingUpdates += updates.map { UICollectionViewUpdateItem(action: $0.0, before: $0.1, after: $0.2) }
        if batchDepth == 0 { reloadData() }
    }
}
