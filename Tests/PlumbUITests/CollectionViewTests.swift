import Foundation
import Testing
@testable import PlumbUI

/// A cell with a label pinned 8 points inside its content view.
final class LabelCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// Items of text, a section each array.
@MainActor final class TextItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[String]]
    var cellForItemCalls = 0
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cellForItemCalls += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath) as! LabelCell
        cell.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

@MainActor func makeCollection(
    _ layout: UICollectionViewLayout, width: CGFloat = 375, height: CGFloat = 667,
    _ dir: UITraitEnvironmentLayoutDirection = .leftToRight, data: TextItems
) -> (UIView, UICollectionView) {
    let root = makeRoot(width, height, dir)
    let cv = UICollectionView(frame: rect(0, 0, width, height), collectionViewLayout: layout)
    cv.register(LabelCell.self, forCellWithReuseIdentifier: "label")
    cv.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    cv.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
        withReuseIdentifier: "header")
    cv.dataSource = data
    cv.delegate = data
    root.addSubview(cv)
    root.layoutIfNeeded()
    return (root, cv)
}

func numbered(_ n: Int) -> [String] { (0..<n).map { "\($0)" } }

/// UICollectionView with flow and compositional layouts, lists, registrations and diffable data.
@MainActor @Suite struct CollectionViewTests {
    @Test(arguments: directions)
    func flowLinesShareTheirSpaceAndTheLastLineStartsAtTheLeadingEdge(_ dir: UITraitEnvironmentLayoutDirection) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (_, cv) = makeCollection(layout, width: 375, dir, data: TextItems([numbered(7)]))
        // Three 100-point items per 375-point line: 75 points left, 37.5 between items.
        let expected = [
            rect(0, 0, 100, 100), rect(137.5, 0, 100, 100), rect(275, 0, 100, 100),
            rect(0, 110, 100, 100), rect(137.5, 110, 100, 100), rect(275, 110, 100, 100),
            rect(0, 220, 100, 100),
        ]
        #expect(cv.visibleCells.map(\.frame) == expected.map { mirrored($0, in: 375, dir) })
        #expect(cv.contentSize == CGSize(width: 375, height: 320))
    }

    @Test(arguments: directions)
    func flowSectionInsetsHeadersAndFooters(_ dir: UITraitEnvironmentLayoutDirection) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        layout.minimumLineSpacing = 8
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let (_, cv) = makeCollection(layout, width: 375, dir, data: TextItems([numbered(4), numbered(1)]))
        #expect(
            cv.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == rect(0, 0, 375, 44))
        // 343 points wide: 3 items leave 43, 21.5 between them.
        let expected = [
            rect(16, 60, 100, 50), rect(137.5, 60, 100, 50), rect(259, 60, 100, 50), rect(16, 118, 100, 50),
            rect(16, 44 + 16 + 108 + 16 + 20 + 44 + 16, 100, 50),
        ]
        #expect(cv.visibleCells.map(\.frame) == expected.map { mirrored($0, in: 375, dir) })
        #expect(
            cv.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
                == rect(0, 184, 375, 20))
        #expect(cv.contentSize.height == CGFloat(204 + 44 + 16 + 50 + 16 + 20))
    }

    @Test func flowScrollsHorizontallyInColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.scrollDirection = .horizontal
        let (_, cv) = makeCollection(layout, width: 375, height: 300, data: TextItems([numbered(5)]))
        #expect(
            cv.visibleCells.map(\.frame) == [
                rect(0, 0, 100, 100), rect(0, 200, 100, 100), rect(110, 0, 100, 100),
                rect(110, 200, 100, 100), rect(220, 0, 100, 100),
            ])
        #expect(cv.contentSize == CGSize(width: 320, height: 300))
    }

    @Test func flowCellsSizeThemselvesWithAutomaticSize() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 10
        let data = TextItems([["Apple", "Fig", "Kiwi"]])
        let (_, cv) = makeCollection(layout, width: 375, data: data)
        let cells = cv.visibleCells.map { $0 as! LabelCell }
        #expect(cells.count == 3)
        for c in cells {
            let s = c.label.intrinsicContentSize
            #expect(c.frame.size == CGSize(width: s.width + 16, height: 20.5 + 16))
        }
        // One line, left-aligned as the last line of the section.
        #expect(cells[1].frame.minX == cells[0].frame.maxX + 10)
    }

    @Test(arguments: directions)
    func compositionalGridOfFractionalItems(_ dir: UITraitEnvironmentLayoutDirection) {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 15)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (_, cv) = makeCollection(layout, width: 390, dir, data: TextItems([numbered(7)]))
        // 360 points of content: 120-point slots, cells 116 × 96 inside them.
        let expected = [
            rect(17, 2, 116, 96), rect(137, 2, 116, 96), rect(257, 2, 116, 96),
            rect(17, 112, 116, 96), rect(137, 112, 116, 96), rect(257, 112, 116, 96), rect(17, 222, 116, 96),
        ]
        #expect(cv.visibleCells.map(\.frame) == expected.map { mirrored($0, in: 390, dir) })
        #expect(cv.contentSize == CGSize(width: 390, height: 320))
    }

    @Test(arguments: directions)
    func compositionalNestedGroups(_ dir: UITraitEnvironmentLayoutDirection) {
        let big = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
            subitem: small, count: 2)
        column.interItemSpacing = .fixed(10)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(210)),
            subitems: [big, column])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, cv) = makeCollection(layout, width: 390, dir, data: TextItems([numbered(4)]))
        let expected = [rect(0, 0, 260, 210), rect(260, 0, 130, 100), rect(260, 110, 130, 100), rect(0, 210, 260, 210)]
        #expect(cv.visibleCells.map(\.frame) == expected.map { mirrored($0, in: 390, dir) })
    }

    @Test func compositionalEstimatedHeightsAndHeadersSizeThemselves() throws {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let long =
            "Text long enough to wrap onto more than one line in a 375-point wide collection view cell, for sure."
        let (_, cv) = makeCollection(
            UICollectionViewCompositionalLayout(section: section), width: 375, data: TextItems([["One", long]]))
        let cells = cv.visibleCells.map { $0 as! LabelCell }
        let longHeight = cells[1].label.sizeThatFits(CGSize(width: 359, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(longHeight > 20.5)
        #expect(
            cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map(\.frame) == [
                rect(0, 0, 375, 30)
            ])
        #expect(cells.map(\.frame) == [rect(0, 30, 375, 36.5), rect(0, 66.5, 375, longHeight + 16)])
        #expect(cv.contentSize.height == 66.5 + longHeight + 16)
    }

    @Test(arguments: directions)
    func insetGroupedListRowsLookLikeTableRows(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout.list(using: config)
        let root = makeRoot(390, 844, dir)
        let cv = UICollectionView(frame: rect(0, 0, 390, 844), collectionViewLayout: layout)
        root.addSubview(cv)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, title in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["General", "Privacy", "Display"])
        dataSource.apply(snapshot, animatingDifferences: false)
        root.layoutIfNeeded()
        let cells = cv.visibleCells.map { $0 as! UICollectionViewListCell }
        #expect(cells.map(\.frame) == [rect(16, 35, 358, 44), rect(16, 79, 358, 44), rect(16, 123, 358, 44)])
        #expect(cv.backgroundColor == .systemGroupedBackground)
        #expect(cells[0].backgroundColor == .secondarySystemGroupedBackground)
        #expect(cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(cells[0].separatorView.frame == mirrored(rect(16, 43.5, 342, 0.5), in: 358, dir))
        #expect(cells[2].separatorView.superview == nil)
        #expect(cells[0].contentView.frame == mirrored(rect(0, 0, 358 - 16 - 8 - 10, 43.5), in: 358, dir))
        #expect(cv.contentSize.height == CGFloat(35 + 132 + 17.5))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Privacy")
    }

    @Test func onlyTheVisibleItemsOfTenThousandGetCells() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let data = TextItems([numbered(10_000)])
        let (root, cv) = makeCollection(layout, width: 375, height: 667, data: data)
        // 7 lines (0, 110, ..., 660) of 3 items intersect 667 points.
        #expect(data.cellForItemCalls == 21)
        #expect(cv.visibleCells.count == 21)
        cv.contentOffset = CGPoint(x: 0, y: 110 * 100)
        root.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.first == IndexPath(item: 300, section: 0))
        #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count == 21)
    }

    @Test func aCellThatWasNotDequeuedIsReportedWithUIKitsMessage() {
        final class Bad: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                UICollectionViewCell(frame: .zero)
            }
        }
        let bad = Bad()
        let (cv, messages) = LayoutDiagnostics.collect { () -> UICollectionView in
            let cv = UICollectionView(frame: rect(0, 0, 320, 300), collectionViewLayout: UICollectionViewFlowLayout())
            cv.dataSource = bad
            cv.layoutIfNeeded()
            return cv
        }
        #expect(cv.visibleCells.count == 1)
        #expect(
            messages.map(\.message).contains {
                $0.contains(
                    "reason: 'the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:'"
                )
            })
    }

    @Test func cellsHostTheirOwnEngine() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 60)
        let (root, cv) = makeCollection(layout, width: 320, data: TextItems([["A"]]))
        let cell = try #require(cv.visibleCells.first as? LabelCell)
        #expect(cell.label.frame == rect(8, 8, 84, 44))
        #expect(root._autolayoutTrace().contains("•LabelCell:\(cell.debugAddress)"))
    }
}
