import Foundation
import Testing
@testable import PlumbUI

/// The iOS 14 list API that Apple's "Implementing Modern Collection Views" sample uses: section
/// snapshots and outlines, cell configuration state, background configurations, plus the table
/// editing, menu and colour API met in the same real-code run.
@MainActor @Suite struct ModernListAPITests {
    // MARK: Section snapshots

    func fruitOutline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["Fruit", "Vegetables"])
        s.append(["Apple", "Pear"], to: "Fruit")
        s.append(["Gala", "Fuji"], to: "Apple")
        s.append(["Leek"], to: "Vegetables")
        return s
    }

    @Test func aSectionSnapshotShowsRootsAndTheChildrenOfExpandedParents() {
        var s = fruitOutline()
        #expect(s.items == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Vegetables", "Leek"])
        #expect(s.rootItems == ["Fruit", "Vegetables"])
        #expect(s.visibleItems == ["Fruit", "Vegetables"])
        s.expand(["Fruit"])
        #expect(s.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(!s.isVisible("Gala"), "its parent Apple is collapsed")
        s.expand(["Apple"])
        #expect(s.visibleItems == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Vegetables"])
        #expect(s.level(of: "Fuji") == 2 && s.level(of: "Fruit") == 0 && s.level(of: "Kiwi") == -1)
        #expect(s.parent(of: "Gala") == "Apple" && s.parent(of: "Fruit") == nil)
        s.collapse(["Fruit"])
        #expect(
            s.visibleItems == ["Fruit", "Vegetables"] && s.isExpanded("Apple"),
            "collapsing keeps the children's own state")
    }

    @Test func insertingDeletingAndSubtreesKeepTheTree() {
        var s = fruitOutline()
        s.insert(["Banana"], after: "Apple")
        s.insert(["Cherry"], before: "Apple")
        #expect(s.snapshot(of: "Fruit").rootItems == ["Cherry", "Apple", "Banana", "Pear"])
        #expect(s.snapshot(of: "Apple", includingParent: true).items == ["Apple", "Gala", "Fuji"])
        s.delete(["Apple"])
        #expect(
            s.items == ["Fruit", "Cherry", "Banana", "Pear", "Vegetables", "Leek"], "an item goes with its children")
        #expect(!s.contains("Gala"))
        var more = NSDiffableDataSourceSectionSnapshot<String>()
        more.append(["Onion"])
        more.append(["Red"], to: "Onion")
        s.replace(childrenOf: "Vegetables", using: more)
        #expect(s.snapshot(of: "Vegetables").items == ["Onion", "Red"])
    }

    @Test func aDuplicateOrAMissingParentIsReportedAndLeavesTheSnapshotAlone() {
        var s = fruitOutline()
        let (_, messages) = LayoutDiagnostics.collect {
            s.append(["Pear"], to: "Vegetables")
            s.append(["Kale"], to: "Herbs")
        }
        #expect(
            messages.map(\.message) == [
                "NSDiffableDataSourceSectionSnapshot: Fatal: supplied item identifiers are not unique. Duplicate identifiers: [\"Pear\"] (UIKit raises; Plumb reports it and goes on.)",
                "NSDiffableDataSourceSectionSnapshot: Invalid parameter not satisfying: parent item Herbs does not exist in the section snapshot. (UIKit raises; Plumb reports it and goes on.)",
            ])
        #expect(s.items == fruitOutline().items)
    }

    /// An outline list in a collection view, with an outline disclosure on parents.
    func outlineList(_ dir: UITraitEnvironmentLayoutDirection) -> (
        UIView, UICollectionView, UICollectionViewDiffableDataSource<Int, String>
    ) {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let root = makeRoot(390, 844, dir)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        root.addSubview(cv)
        let parents: Set = ["Fruit", "Apple", "Vegetables"]
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = parents.contains(title) ? [.outlineDisclosure()] : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, title in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        return (root, cv, dataSource)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func anOutlineIndentsByLevelAndTurnsTheDisclosureOfExpandedParents(_ dir: UITraitEnvironmentLayoutDirection) throws
    {
        let (root, cv, dataSource) = outlineList(dir)
        var outline = fruitOutline()
        outline.expand(["Fruit"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        root.layoutIfNeeded()
        #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables"])
        let cells = cv.indexPathsForVisibleItems.sorted().map { cv.cellForItem(at: $0) as! UICollectionViewListCell }
        #expect(cells.map(\.indentationLevel) == [0, 1, 1, 0])
        // The text moves in by one 10-point level.
        let texts = cells.map { ($0.configurationView as! UIListContentView).textLabel.frame }
        #expect(texts[1].width == texts[0].width - 10)
        #expect(dir == .leftToRight ? texts[1].minX == texts[0].minX + 10 : texts[1].maxX == texts[0].maxX - 10)
        // Fruit is expanded: its chevron is turned down; Apple and Vegetables are collapsed.
        func chevron(_ c: UICollectionViewListCell) -> UIView {
            c.subviews.first { $0 is UITableViewCellAccessoryView }!
        }
        let turn = CGAffineTransform(rotationAngle: dir == .leftToRight ? .pi / 2 : -.pi / 2)
        #expect(chevron(cells[0]).transform == turn)
        #expect(chevron(cells[1]).transform.isIdentity && chevron(cells[3]).transform.isIdentity)
        #expect(cells[0].configurationState.isExpanded && !cells[1].configurationState.isExpanded)
        // The data source keeps the tree: expand Apple through it.
        var tree = dataSource.snapshot(for: 0)
        tree.expand(["Apple"])
        dataSource.apply(tree, to: 0, animatingDifferences: false)
        root.layoutIfNeeded()
        #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Vegetables"])
        let gala = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
        #expect(gala.indentationLevel == 2)
    }

    // MARK: Configuration state

    /// A cell that fills its content from a custom state, as Apple's custom list cell does.
    final class StateCell: UICollectionViewListCell {
        static var log: [String] = []
        var item: String?
        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[.item] = item
            return state
        }
        override func updateConfiguration(using state: UICellConfigurationState) {
            StateCell.log.append("update \(state[.item] as? String ?? "-") selected=\(state.isSelected)")
            var content = defaultContentConfiguration().updated(for: state)
            content.text = state[.item] as? String
            contentConfiguration = content
        }
    }

    @Test func aCellUpdatesItsConfigurationBeforeItIsMeasuredAndWhenItsStateChanges() {
        StateCell.log = []
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let root = makeRoot(390, 400, .leftToRight)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        root.addSubview(cv)
        let registration = UICollectionView.CellRegistration<StateCell, String> { cell, _, title in
            cell.item = title
            cell.setNeedsUpdateConfiguration()
            cell.configurationUpdateHandler = { _, state in StateCell.log.append("handler selected=\(state.isSelected)")
            }
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, title in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A long title that wraps onto a second line in a narrow list row, as the item says"])
        dataSource.apply(snapshot, animatingDifferences: false)
        root.layoutIfNeeded()
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! StateCell
        #expect(
            StateCell.log == [
                "update A long title that wraps onto a second line in a narrow list row, as the item says selected=false",
                "handler selected=false",
            ])
        // Measured with the text the update put in: two lines, taller than the 44-point row.
        #expect(cell.frame.height > 44)
        StateCell.log = []
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(StateCell.log.last == "handler selected=true" && StateCell.log.count == 2)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aBackgroundConfigurationDrawsItsFillCornersAndInsetsAndFollowsSelection(
        _ dir: UITraitEnvironmentLayoutDirection
    ) {
        let root = makeRoot(300, 100, dir)
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        root.addSubview(cell)
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.cornerRadius = 8
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 10, bottom: 2, trailing: 4)
        cell.backgroundConfiguration = background
        root.layoutIfNeeded()
        let v = cell.backgroundConfigurationView!
        #expect(v.frame == CGRect(x: dir == .leftToRight ? 10 : 4, y: 2, width: 286, height: 40))
        #expect(v.backgroundColor == .secondarySystemGroupedBackground && v.layer.cornerRadius == 8)
        #expect(cell.subviews.first === v && cell.backgroundColor == nil)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(
            cell.backgroundConfiguration?.backgroundColor == .systemGray4,
            "listGroupedCell's selected colour (estimate)")
        #expect(v.backgroundColor == .systemGray4)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theReorderGripShowsWhenAskedAlwaysAtTheTrailingMargin(_ dir: UITraitEnvironmentLayoutDirection) {
        let root = makeRoot(300, 100, dir)
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        root.addSubview(cell)
        cell.accessories = [.reorder(displayed: .always)]
        root.layoutIfNeeded()
        let grip = cell.subviews.first { $0 is ReorderGripView }!
        #expect(!grip.isHidden && grip.bounds.size == CGSize(width: 22, height: 15))
        // 16-point trailing margin, centred in the 44-point row.
        #expect(grip.frame == CGRect(x: dir == .leftToRight ? 262 : 16, y: 14.5, width: 22, height: 15))
        cell.accessories = [.reorder()]
        #expect(cell.subviews.first { $0 is ReorderGripView }!.isHidden, "shown only while editing by default")
    }

    @Test func theSeparatorGuideSitsAtTheInsetAndCanBeConstrainedToTheText() {
        let root = makeRoot(300, 100, .leftToRight)
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        root.addSubview(cell)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.image = solidImage(20, 20)
        cell.contentConfiguration = content
        let guide = cell.separatorLayoutGuide
        cell.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 16, y: 44, width: 284, height: 0))
        let list = cell.configurationView as! UIListContentView
        let (_, messages) = LayoutDiagnostics.collect {
            guide.leadingAnchor.constraint(equalTo: list.textLayoutGuide!.leadingAnchor).isActive = true
            cell.layoutIfNeeded()
            cell.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(guide.layoutFrame.minX == list.convert(list.textLabel.frame, to: cell).minX)
        #expect(!guide.hasAmbiguousLayout)
        let loose = UILayoutGuide()
        cell.addLayoutGuide(loose)
        loose.leadingAnchor.constraint(equalTo: cell.leadingAnchor).isActive = true
        #expect(loose.hasAmbiguousLayout, "only its leading edge is set")
    }

    // MARK: The rest of the real-code run

    @Test func hueSaturationBrightnessMakesUIKitsColours() {
        func rgb(_ c: UIColor) -> [UInt8] { let v = c.rgba8; return [v.r, v.g, v.b, v.a] }
        #expect(rgb(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [255, 0, 0, 255])
        #expect(rgb(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == [0, 255, 0, 255])
        #expect(rgb(UIColor(hue: 0.5, saturation: 0.5, brightness: 1, alpha: 0.5)) == [128, 255, 255, 128])
        #expect(
            rgb(UIColor(hue: 1, saturation: 1, brightness: 0.5, alpha: 1)) == [128, 0, 0, 255], "hue 1 wraps to red")
    }

    @Test func imagesAreEqualWhenTheyDrawTheSamePixels() {
        let a = solidImage(4, 4, .systemRed), b = solidImage(4, 4, .systemRed), c = solidImage(4, 4, .systemBlue)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != c && a != a.withRenderingMode(.alwaysTemplate))
        #expect(Set([a, b, c]).count == 2)
    }

    @Test func tableEditingDefaultsAreUIKits() {
        let controller = UITableViewController(style: .plain)
        let table = controller.tableView!
        let ip = IndexPath(row: 0, section: 0)
        #expect(controller.tableView(table, canEditRowAt: ip) && !controller.tableView(table, canMoveRowAt: ip))
        #expect(controller.tableView(table, editingStyleForRowAt: ip) == .delete)
        #expect(controller.tableView(table, sectionForSectionIndexTitle: "C", at: 2) == 2)
        let diffable = UITableViewDiffableDataSource<Int, String>(tableView: UITableView()) { _, _, _ in nil }
        #expect(!diffable.tableView(table, canEditRowAt: ip))
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let swipe = UISwipeActionsConfiguration(actions: [delete])
        #expect(swipe.actions.first?.style == .destructive && swipe.performsFirstActionWithFullSwipe)
    }

    @Test func menuStateAndOptionsAreKept() {
        let action = UIAction(title: "Sort", attributes: [.destructive], state: .on) { _ in }
        #expect(action.state == .on && action.attributes == .destructive)
        action.state = .off
        let menu = UIMenu(title: "", options: .displayInline, children: [action])
        #expect(menu.options == .displayInline && (menu.children.first as? UIAction)?.state == .off)
    }

    @Test func listContentLayoutGuidesFollowTheTextAndImage() {
        var content = UIListContentConfiguration.cell()
        content.text = "Wi-Fi"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        #expect(view.imageLayoutGuide == nil && view.secondaryTextLayoutGuide == nil)
        let guide = view.textLayoutGuide!
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(guide.layoutFrame == view.textLabel.frame)
        #expect(view.textLayoutGuide === guide)
    }
}

extension UIConfigurationStateCustomKey {
    fileprivate static let item = UIConfigurationStateCustomKey("com.plumb.tests.item")
}
