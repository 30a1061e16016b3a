import Foundation

/// The look of a list section of a compositional layout (the collection-view counterpart of a
/// table's style): UIKit's `UICollectionLayoutListConfiguration`.
///
/// ```swift
/// var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// config.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: config)
/// ```
///
/// Rows are full width with an estimated height of 44 and size themselves; grouped sections have
/// the table's spacing, inset-grouped ones the table's side inset and rounded corners (see
/// `TableMetrics`). Use `UICollectionViewListCell` for the rows: it draws the separators,
/// backgrounds and corners.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The list's style.
    public enum Appearance: Int, Sendable { case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable { case none = 0, supplementary, firstItemInSection }
    /// Where section footers come from.
    public enum FooterMode: Int, Sendable { case none = 0, supplementary }

    public var appearance: Appearance
    /// Whether rows have separators (default `true`).
    public var showsSeparators = true
    /// The list's background (nil: the appearance's, grouped background for grouped styles).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Extra space above headers (nil: none in Plumb, estimate).
    public var headerTopPadding: CGFloat?
    /// Makes the actions of a swipe on a row: UIKit's `SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// The actions of a swipe from the leading edge (kept: Plumb has no touches, rows are
    /// never swiped).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions of a swipe from the trailing edge (kept, as the leading ones).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) { self.appearance = appearance }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
    var resolvedBackground: UIColor {
        backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
    }
}

extension NSCollectionLayoutSection {
    /// A list section: full-width rows that size themselves (estimated 44 points), with the
    /// configuration's headers, footers, insets and styling.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> Self {
        let rowSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(TableMetrics.defaultRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [item])
        let section = self.init(group: group)
        let side: CGFloat = layoutEnvironment.traitCollection.horizontalSizeClass == .regular ? 20 : 16
        var insets = NSDirectionalEdgeInsets.zero
        if configuration.appearance == .insetGrouped {
            insets.leading = side
            insets.trailing = side
        }
        if configuration.isGrouped {
            if configuration.headerMode != .supplementary {
                insets.top = TableMetrics.groupedEmptyHeaderHeight(section: 1)
            }
            if configuration.footerMode != .supplementary { insets.bottom = TableMetrics.groupedEmptyFooterHeight }
        }
        section.contentInsets = insets
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let headerSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(TableMetrics.defaultRowHeight))
        if configuration.headerMode == .supplementary {
            boundary.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader,
                    alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            boundary.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter,
                    alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        section.listConfiguration = configuration
        return section
    }
}

/// How a list row is decorated at its place in its section (set by the compositional layout).
struct ListItemStyle: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var isFirst: Bool
    var isLast: Bool
    var showsSeparators: Bool
}
