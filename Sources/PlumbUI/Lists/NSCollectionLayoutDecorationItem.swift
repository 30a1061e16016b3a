import Foundation

/// A view behind a whole section (a background): UIKit's `NSCollectionLayoutDecorationItem`.
/// Register its class with the layout's `register(_:forDecorationViewOfKind:)`.
@MainActor @preconcurrency
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public private(set) var elementKind = ""
    /// Kept (default 0); Plumb draws every decoration view behind the cells, as a section
    /// background is drawn.
    open var zIndex = 0

    /// A decoration of no kind (UIKit's inherited `init(layoutSize:)`); make backgrounds with
    /// ``background(elementKind:)``.
    public required init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    ) {
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// A background covering the section (its content insets inset it).
    public class func background(elementKind: String) -> Self {
        let item = self.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.elementKind = elementKind
        return item
    }
}
