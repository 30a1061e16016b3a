import Foundation
import Testing
@testable import PlumbUI

/// Compositional layouts' badges (supplementary items anchored to cells) and section backgrounds
/// (decoration items), as Apple's "Item Badges" and "Section Background Decoration" samples use
/// them, and Display P3 colours from the same samples.
@MainActor @Suite struct CompositionalDecorationTests {
    static let badgeKind = "badge-element-kind"
    static let backgroundKind = "background-element-kind"

    final class Background: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemGray5
            layer.cornerRadius = 12
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    /// Four 100-point items in a row, each badged at its top trailing corner (20 × 20, out by
    /// 30 % of its size), in a section with 10-point insets and a background inset by 5.
    func badgedGrid(_ dir: UITraitEnvironmentLayoutDirection) -> (UIView, UICollectionView, TextItems) {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: Self.badgeKind, containerAnchor: anchor)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(Background.self, forDecorationViewOfKind: Self.backgroundKind)
        let data = TextItems([["A", "B", "C", "D"]])
        let root = makeRoot(420, 300, dir)
        let cv = UICollectionView(frame: rect(0, 0, 420, 300), collectionViewLayout: layout)
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        cv.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: Self.badgeKind, withReuseIdentifier: "header")
        cv.dataSource = data
        root.addSubview(cv)
        root.layoutIfNeeded()
        return (root, cv, data)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func badgesSitAtTheirCellsCornerAndTheBackgroundBehindTheSection(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let (_, cv, _) = badgedGrid(dir)
        // Items are 100 wide from x = 10; cells inset by 5: (15, 15, 90, 90), (115, ...) ...
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == mirrored(rect(15, 15, 90, 90), in: 420, dir))
        // The badge: trailing edge on the cell's (105), then 6 points out: x = 105 − 20 + 6, y = 15 − 6.
        let badge = try #require(
            cv.supplementaryView(forElementKind: Self.badgeKind, at: IndexPath(item: 0, section: 0)))
        #expect(badge.frame == mirrored(rect(91, 9, 20, 20), in: 420, dir))
        let fourth = try #require(
            cv.supplementaryView(forElementKind: Self.badgeKind, at: IndexPath(item: 3, section: 0)))
        #expect(fourth.frame == mirrored(rect(391, 9, 20, 20), in: 420, dir))
        // The background: the section (0 ... 420 × 0 ... 120) inset by 5, behind every cell.
        let background = try #require(cv.subviews.first { $0 is Background })
        #expect(background.frame == rect(5, 5, 410, 110))
        let order = cv.subviews
        #expect(order.firstIndex(of: background)! < order.firstIndex(of: first)!)
        #expect(order.firstIndex(of: badge)! > order.firstIndex(of: first)!, "badges draw over their cells")
        #expect(
            cv.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: Self.backgroundKind, at: IndexPath(item: 0, section: 0))?.frame
                == rect(5, 5, 410, 110))
    }

    @Test func anUnregisteredDecorationKindIsReportedAndNotDrawn() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.decorationItems = [.background(elementKind: "missing")]
        let (result, messages) = LayoutDiagnostics.collect {
            makeCollection(UICollectionViewCompositionalLayout(section: section), data: TextItems([["A"]]))
        }
        #expect(result.1.visibleCells.count == 1)
        #expect(
            messages.map(\.message).contains(
                "UICollectionView: could not dequeue a decoration view of kind: missing - no class registered with the layout's register(_:forDecorationViewOfKind:); it is not drawn."
            ))
    }

    @Test func displayP3ColoursAreConvertedToSRGB() {
        func rgb(_ c: UIColor) -> [UInt8] { let v = c.rgba8; return [v.r, v.g, v.b, v.a] }
        #expect(
            rgb(UIColor(displayP3Red: 0.6, green: 0.6, blue: 0.6, alpha: 1)) == [153, 153, 153, 255],
            "greys are the same in both")
        #expect(rgb(UIColor(displayP3Red: 0.8, green: 0.2, blue: 0.2, alpha: 1)) == [222, 24, 41, 255])
        #expect(
            rgb(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5)) == [255, 0, 0, 128],
            "P3's red is outside sRGB: clamped")
    }
}
