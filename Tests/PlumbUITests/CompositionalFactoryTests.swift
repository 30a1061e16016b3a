import Foundation
import Testing
@testable import PlumbUI

// Extensions that return `Self` from the compositional layout's factories, as iOS code writes them.
extension NSCollectionLayoutDimension {
    static func fullWidth() -> Self { .fractionalWidth(1) }
    static func row(_ points: CGFloat) -> Self { .absolute(points) }
}

extension NSCollectionLayoutSpacing {
    static func standard() -> Self { .fixed(8) }
}

extension NSCollectionLayoutSize {
    static func square(_ points: CGFloat) -> Self {
        .init(widthDimension: .absolute(points), heightDimension: .absolute(points))
    }
}

extension NSCollectionLayoutEdgeSpacing {
    static func leading(_ points: CGFloat) -> Self {
        .init(leading: .fixed(points), top: nil, trailing: nil, bottom: nil)
    }
}

extension NSCollectionLayoutItem {
    static func filling() -> Self {
        .init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }
}

extension NSCollectionLayoutGroup {
    static func row(of items: [NSCollectionLayoutItem], height: CGFloat) -> Self {
        .horizontal(layoutSize: .init(widthDimension: .fullWidth(), heightDimension: .row(height)), subitems: items)
    }
}

extension NSCollectionLayoutSection {
    static func strip() -> Self { .init(group: .row(of: [.filling()], height: 44)) }
}

extension NSCollectionLayoutDecorationItem {
    static func card() -> Self { .background(elementKind: "card") }
}

final class RowGroup: NSCollectionLayoutGroup {}

/// The compositional layout's factories return `Self`, as UIKit declares them (`instancetype`),
/// and items take `edgeSpacing`.
@MainActor @Suite struct CompositionalFactoryTests {
    @Test func selfReturningExtensionsGiveTheValuesTheyAskFor() {
        let d = NSCollectionLayoutDimension.fullWidth()
        #expect(d.isFractionalWidth && d.dimension == 1)
        #expect(NSCollectionLayoutDimension.row(44).isAbsolute && NSCollectionLayoutDimension.row(44).dimension == 44)
        #expect(
            NSCollectionLayoutSpacing.standard().spacing == 8 && NSCollectionLayoutSpacing.standard().isFixedSpacing)
        #expect(NSCollectionLayoutSize.square(50).widthDimension.dimension == 50)
        let edge = NSCollectionLayoutEdgeSpacing.leading(6)
        #expect(edge.leading?.spacing == 6 && edge.top == nil && edge.trailing == nil && edge.bottom == nil)
        let section = NSCollectionLayoutSection.strip()
        #expect(section.group.subitems.count == 1 && section.group.layoutSize.heightDimension.dimension == 44)
        #expect(NSCollectionLayoutDecorationItem.card().elementKind == "card")
        #expect(NSCollectionLayoutItem.filling().layoutSize.heightDimension.isFractionalHeight)
    }

    @Test func factoriesCalledOnASubclassMakeTheSubclass() {
        let item = NSCollectionLayoutItem(layoutSize: .square(10))
        let row: RowGroup = RowGroup.horizontal(layoutSize: .square(100), subitems: [item])
        #expect(type(of: row) == RowGroup.self && row.subitems.count == 1 && row.subitems[0] === item)
        let counted = RowGroup.vertical(layoutSize: .square(100), subitem: item, count: 0)
        #expect(counted.count == 1, "a count below 1 is 1")
        let list = NSCollectionLayoutSection.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain),
            layoutEnvironment: LayoutEnvironment(
                container: NSCollectionLayoutContainerValue(
                    contentSize: CGSize(width: 320, height: 480),
                    effectiveContentSize: CGSize(width: 320, height: 480),
                    contentInsets: .zero, effectiveContentInsets: .zero),
                traitCollection: UITraitCollection()))
        #expect(list.group.subitems.count == 1 && list.contentInsets == .zero)
    }

    @Test(arguments: directions)
    func edgeSpacingSurroundsEachItemsSlot(_ dir: UITraitEnvironmentLayoutDirection) {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: .flexible(3))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(10)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, cv) = makeCollection(layout, width: 390, dir, data: TextItems([numbered(4)]))
        // 110-point slots: three fit in 390; each row is 5 + 50 + 3 tall.
        let expected = [rect(10, 5, 100, 50), rect(120, 5, 100, 50), rect(230, 5, 100, 50), rect(10, 63, 100, 50)]
        #expect(cv.visibleCells.map(\.frame) == expected.map { mirrored($0, in: 390, dir) })
        #expect(cv.contentSize == CGSize(width: 390, height: 116))
    }

    @Test func aGroupWithoutSubitemsPlacesNothing() {
        let empty = NSCollectionLayoutGroup(layoutSize: .square(100))
        #expect(empty.subitems.isEmpty)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: empty))
        let (_, cv) = makeCollection(layout, data: TextItems([numbered(3)]))
        #expect(cv.visibleCells.isEmpty && cv.contentSize.height == 0)
    }
}
