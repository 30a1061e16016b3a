import Foundation

/// The smallest element of a compositional layout, one cell: UIKit's `NSCollectionLayoutItem`.
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell within the item's slot (leading and trailing mirror in right to left).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Views anchored to each cell of this item (badges), laid out with it.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space around the item, between it and its neighbours in its group (default `nil`). Plumb
    /// applies it to items, not to groups nested in a group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of a size, with views anchored to each of its cells.
    ///
    /// `required`, so that an extension can make `Self` from it
    /// (`static func row() -> Self { .init(layoutSize: size) }`, which compiles against UIKit,
    /// whose Objective-C initializers are dynamically dispatched).
    public required init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
