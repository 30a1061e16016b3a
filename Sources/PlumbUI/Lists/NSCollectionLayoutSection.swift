import Foundation

/// How a section scrolls across the layout's direction (kept; Plumb lays such sections out in
/// place): UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout: a group repeated until its items are placed, with
/// insets, spacing and boundary views: UIKit's `NSCollectionLayoutSection`.
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// Headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary views follow `contentInsets` (default `true`, iOS 16).
    open var supplementariesFollowContentInsets = true
    /// Kept for source compatibility (see `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Views behind the section (backgrounds).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The list styling of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section that repeats `group`. `required`, so that an extension can make `Self` from it,
    /// as it can against UIKit.
    public required init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
