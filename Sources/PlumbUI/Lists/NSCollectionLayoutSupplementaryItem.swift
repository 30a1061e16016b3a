import Foundation

/// A supplementary view anchored to each cell of an item (a badge): UIKit's
/// `NSCollectionLayoutSupplementaryItem`. The data source's `supplementaryViewProvider` makes
/// it for the cell's index path.
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Where it sits on its item (the centre when made without one).
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Kept (Plumb lines up the view's edges named by the container anchor).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// A supplementary item of no kind, at its item's centre (UIKit's inherited
    /// `init(layoutSize:)`; the data source is asked for a view of kind `""`).
    public required init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    ) {
        elementKind = ""
        containerAnchor = NSCollectionLayoutAnchor(edges: [])
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }
    /// A view of a kind at its item's centre.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = NSCollectionLayoutAnchor(edges: [])
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }
    /// A view anchored to its item.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor? = nil
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }
    open var zIndex = 1
}

/// A header, footer or other view at an edge of a section or of the whole layout: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
@MainActor @preconcurrency
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which edge (and corner) it sits at.
    public let alignment: NSRectAlignment
    /// An offset from that position.
    public let offset: CGPoint
    /// Whether it takes room (pushing the section's content), default `true`.
    open var extendsBoundary = true
    /// Whether it stays in view while its section scrolls under it.
    open var pinToVisibleBounds = false

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// A boundary item of no kind at the top (UIKit's inherited `init(layoutSize:)`).
    public required init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    ) {
        alignment = .top
        offset = .zero
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }
}
