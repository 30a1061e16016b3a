import Foundation

/// Items laid out in a row (horizontal) or a column (vertical), repeated until the section's
/// items are placed: UIKit's `NSCollectionLayoutGroup`.
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    private(set) var isHorizontal = true
    /// The items (or groups) of the group, in order; repeated while they fit.
    public private(set) var subitems: [NSCollectionLayoutItem] = []
    /// A fixed number of copies of the one subitem, sized to fill the group.
    private(set) var count: Int?
    /// The space between the group's items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// A group with no items (UIKit's inherited `init(layoutSize:)`; it places nothing). Make
    /// groups with ``horizontal(layoutSize:subitems:)`` and the other factories.
    public required init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    ) {
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// A group of `Self`'s class, as UIKit's factories return (`instancetype`).
    private static func make(
        _ layoutSize: NSCollectionLayoutSize, horizontal: Bool, _ subitems: [NSCollectionLayoutItem],
        count: Int?
    ) -> Self {
        let group = self.init(layoutSize: layoutSize)
        group.isHorizontal = horizontal
        group.subitems = subitems
        group.count = count
        return group
    }

    /// A row of items, repeated while they fit the group's width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        make(layoutSize, horizontal: true, subitems, count: nil)
    }
    /// A column of items, repeated while they fit the group's height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        make(layoutSize, horizontal: false, subitems, count: nil)
    }
    /// `count` items in a row, each as wide as the row allows.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> Self
    {
        make(layoutSize, horizontal: true, [subitem], count: max(1, count))
    }
    /// `count` items in a column.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    {
        make(layoutSize, horizontal: false, [subitem], count: max(1, count))
    }
    /// `count` copies of an item in a row (iOS 16's name).
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    /// `count` copies of an item in a column (iOS 16's name).
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}
