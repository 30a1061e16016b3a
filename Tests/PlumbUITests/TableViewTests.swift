import Foundation
import Testing
@testable import PlumbUI

/// UITableView: rows from the data source, reuse, the visible range, scrolling, queries.
@MainActor @Suite struct TableViewTests {
    @Test(arguments: directions)
    func defaultCellsAre44PointsWithTheirTextAtTheMargin(_ dir: UITraitEnvironmentLayoutDirection) {
        let data = StringRows([["One", "Two", "Three"]])
        let (_, table) = makeTable(width: 375, dir, data: data)
        let cells = table.visibleCells
        #expect(cells.count == 3)
        #expect(cells.map(\.frame) == [rect(0, 0, 375, 44), rect(0, 44, 375, 44), rect(0, 88, 375, 44)])
        let cell = cells[0]
        #expect(cell.contentView.frame == rect(0, 0, 375, 43.5))
        #expect(cell.textLabel?.frame == mirrored(rect(16, 11.5, 343, 20.5), in: 375, dir))
        #expect(cell.separatorView.frame == mirrored(rect(16, 43.5, 359, 0.5), in: 375, dir))
        #expect(table.contentSize == CGSize(width: 375, height: 132))
    }

    @Test func onlyTheRowsOnScreenGetCellsInATenThousandRowTable() {
        let data = StringRows([(0..<10_000).map { "Row \($0)" }])
        let (_, table) = makeTable(width: 375, height: 667, data: data)
        // 667 / 44 = 15.2: rows 0 through 15 intersect the screen.
        #expect(data.cellForRowCalls == (0...15).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == 16)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 16)
        // Rows not laid out count with the estimate (44, as laid-out rows here).
        #expect(table.contentSize == CGSize(width: 375, height: 440_000))
    }

    @Test func scrollingShowsTheRowsAtTheOffsetAndReusesCells() {
        let data = StringRows([(0..<100).map { "Row \($0)" }])
        let (root, table) = makeTable(width: 375, height: 440, data: data)
        let first = Set(table.visibleCells.map(ObjectIdentifier.init))
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        table.contentOffset = CGPoint(x: 0, y: 440)
        root.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == (10..<20).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.map { $0.textLabel?.text } == (10..<20).map { "Row \($0)" })
        #expect(table.visibleCells.map(\.frame.minY) == (10..<20).map { CGFloat($0) * 44 })
        // The cells that left the screen came back for the new rows: no new cell was made.
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == first)
    }

    @Test func scrollingHalfARowShowsBothPartialRows() {
        let data = StringRows([(0..<100).map { "Row \($0)" }])
        let (root, table) = makeTable(width: 375, height: 440, data: data)
        table.contentOffset = CGPoint(x: 0, y: 22)
        root.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 10, section: 0))
    }

    @Test func queriesAnswerForRowsOnScreen() throws {
        let data = StringRows([["A", "B"], ["C"]])
        let (_, table) = makeTable(width: 320, height: 400, data: data)
        let c = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(c.textLabel?.text == "C")
        #expect(table.indexPath(for: c) == IndexPath(row: 0, section: 1))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == rect(0, 88, 320, 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == IndexPath(row: 1, section: 0))
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(table.numberOfRows(inSection: 7) == 0)
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
    }

    @Test func reloadDataAsksForTheVisibleCellsAgain() {
        let data = StringRows([["A", "B"]])
        let (root, table) = makeTable(width: 320, height: 400, data: data)
        data.sections = [["X", "Y", "Z"]]
        table.reloadData()
        root.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["X", "Y", "Z"])
        #expect(data.cellForRowCalls.count == 5)
    }

    @Test func registeredCellsAreMadeOnceAndReused() {
        final class Counting: UITableViewCell {
            nonisolated(unsafe) static var made = 0
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                Counting.made += 1
                super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class DS: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
        }
        Counting.made = 0
        let root = makeRoot(320, 220, .leftToRight)
        let table = UITableView(frame: rect(0, 0, 320, 220), style: .plain)
        table.rowHeight = 44
        table.register(Counting.self, forCellReuseIdentifier: "c")
        let ds = DS()
        table.dataSource = ds
        root.addSubview(table)
        root.layoutIfNeeded()
        #expect(Counting.made == 5)
        #expect(
            table.visibleCells.allSatisfy { $0 is Counting && $0.cellStyle == .subtitle && $0.reuseIdentifier == "c" })
        for y in stride(from: 44, through: 880, by: 44) {
            table.contentOffset = CGPoint(x: 0, y: y)
            root.layoutIfNeeded()
        }
        // The row leaving the screen gives its cell to the row coming in.
        #expect(Counting.made == 5)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["20", "21", "22", "23", "24"])
    }

    @Test func tableHeaderAndFooterViewsFrameTheSections() {
        let data = StringRows([["A", "B"]])
        let root = makeRoot(320, 480, .leftToRight)
        let table = UITableView(frame: rect(0, 0, 320, 480), style: .plain)
        let header = UIView(frame: rect(0, 0, 10, 60))
        let footer = UIView(frame: rect(0, 0, 10, 30))
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.dataSource = data
        root.addSubview(table)
        root.layoutIfNeeded()
        #expect(header.frame == rect(0, 0, 320, 60))
        #expect(table.visibleCells.map(\.frame) == [rect(0, 60, 320, 44), rect(0, 104, 320, 44)])
        #expect(footer.frame == rect(0, 148, 320, 30))
        #expect(table.contentSize == CGSize(width: 320, height: 178))
        // A footer view stops the empty-row separators of a plain table.
        #expect(table.subviews.filter { $0 is _UITableViewCellSeparatorView }.isEmpty)
    }

    @Test func aPlainTableDrawsSeparatorsBelowItsLastRow() {
        let data = StringRows([["A"]])
        let (_, table) = makeTable(width: 320, height: 200, data: data)
        let extra = table.subviews.compactMap { $0 as? _UITableViewCellSeparatorView }.map(\.frame)
        // Rows end at 44; the empty rows below end at 88, 132 and 176 (200 is the bottom).
        #expect(extra == [rect(16, 87.5, 304, 0.5), rect(16, 131.5, 304, 0.5), rect(16, 175.5, 304, 0.5)])
    }

    @Test func aTableControllerIsItsTablesDataSourceAndDelegate() {
        final class Fruits: UITableViewController {
            let fruits = ["Apple", "Banana", "Cherry"]
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                fruits.count
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = fruits[indexPath.row]
                return cell
            }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        }
        let controller = Fruits(style: .insetGrouped)
        let window = UIWindow(frame: rect(0, 0, 390, 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.frame == rect(0, 0, 390, 844))
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        #expect(
            controller.tableView.visibleCells.map(\.frame) == [
                rect(16, 35, 358, 50), rect(16, 85, 358, 50), rect(16, 135, 358, 50),
            ])
    }

    @Test(arguments: directions)
    func aTableControllerInANavigationControllerStartsBelowTheBar(_ dir: UITraitEnvironmentLayoutDirection) throws {
        final class Rows: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: "c")
                    ?? UITableViewCell(style: .default, reuseIdentifier: "c")
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let rows = Rows(style: .plain)
        rows.title = "Rows"
        let nav = UINavigationController(rootViewController: rows)
        let window = UIWindow(frame: rect(0, 0, 375, 812))
        window.overrideTraitCollection = UITraitCollection(layoutDirection: dir, displayScale: 3)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        window.rootViewController = nav
        window.layoutIfNeeded()
        let table: UITableView = rows.tableView
        let barBottom = nav.navigationBar.convert(nav.navigationBar.bounds, to: nil).maxY
        // The table fills the screen under the bar; its content starts below the bar and the
        // status bar, as a table in a navigation controller does on iOS.
        #expect(table.superview?.convert(table.frame, to: nil) == rect(0, 0, 375, 812))
        #expect(table.adjustedContentInset.top == barBottom)
        #expect(table.contentOffset.y == -barBottom)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(first.bounds, to: nil).minY == barBottom)
        // Rows under the bar at the bottom of the screen are laid out too, no more.
        #expect(
            table.indexPathsForVisibleRows?.last
                == IndexPath(row: Int(((812 - barBottom) / 44).rounded(.up)) - 1, section: 0))
    }

    /// Seed 000's screen: a controller in a navigation controller whose view holds
    /// `profileTableView` (`configureForAutoLayout`), pinned to its edges in `updateViewConstraints`.
    @Test func seed000sTablePinnedInAControllerInANavigationController() throws {
        final class Profile: UIViewController, UITableViewDataSource {
            let profileTableView = UITableView(frame: .zero)
            var didSetupConstraints = false
            override func loadView() {
                super.loadView()
                profileTableView.translatesAutoresizingMaskIntoConstraints = false
                profileTableView.accessibilityIdentifier = "profileTableView"
                profileTableView.dataSource = self
                view.addSubview(profileTableView)
                view.setNeedsUpdateConstraints()
            }
            override func updateViewConstraints() {
                if !didSetupConstraints {
                    didSetupConstraints = true
                    NSLayoutConstraint.activate([
                        profileTableView.topAnchor.constraint(equalTo: view.topAnchor),
                        profileTableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        profileTableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        profileTableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
                super.updateViewConstraints()
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = "Entry \(indexPath.row)"
                cell.detailTextLabel?.text = "2018/12/13"
                return cell
            }
        }
        let profile = Profile()
        let nav = UINavigationController(rootViewController: profile)
        let window = UIWindow(frame: rect(0, 0, 414, 736))
        window.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.rootViewController = nav
        window.layoutIfNeeded()
        let table = profile.profileTableView
        let barBottom = nav.navigationBar.convert(nav.navigationBar.bounds, to: nil).maxY
        #expect(table.frame == profile.view.bounds)
        #expect(!table.hasAmbiguousLayout)
        #expect(table.visibleCells.count == 3)
        let first = try #require(table.visibleCells.first)
        #expect(first.convert(first.bounds, to: nil).minY == barBottom)
        #expect(first.frame.height == 64)
        #expect(window._autolayoutTrace().contains("*profileTableView:\(table.debugAddress)"))
    }

    @Test func cellsFollowTheTablesEditingMode() {
        final class EditingCell: UITableViewCell {
            var calls: [String] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append("\(editing) \(animated)")
            }
        }
        final class DS: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let root = makeRoot(320, 200, .leftToRight)
        let table = UITableView(frame: rect(0, 0, 320, 200), style: .plain)
        table.rowHeight = 50
        table.register(EditingCell.self, forCellReuseIdentifier: "cell")
        let ds = DS()
        table.dataSource = ds
        root.addSubview(table)
        root.layoutIfNeeded()
        let first = table.visibleCells.compactMap { $0 as? EditingCell }
        #expect(first.count == 4 && first.allSatisfy { !$0.isEditing && $0.calls.isEmpty })
        table.setEditing(true, animated: true)
        #expect(table.isEditing && first.allSatisfy { $0.isEditing && $0.calls == ["true true"] })
        table.contentOffset = CGPoint(x: 0, y: 400)
        root.layoutIfNeeded()
        let later = table.visibleCells.compactMap { $0 as? EditingCell }
        #expect(later.count == 4 && later.allSatisfy { $0.isEditing }, "cells shown later are in editing mode")
        table.isEditing = false
        #expect(later.allSatisfy { !$0.isEditing && $0.calls.last == "false false" })
        let cell = UITableViewCell()
        cell.isEditing = true
        #expect(cell.isEditing)
        withExtendedLifetime(ds) {}
    }

    @Test func aDiffableDataSourceShowsItsSnapshot() {
        let root = makeRoot(320, 400, .leftToRight)
        let table = UITableView(frame: rect(0, 0, 320, 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        root.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["Apple", "Banana"], toSection: "fruit")
        snapshot.appendItems(["Carrot"], toSection: "veg")
        dataSource.apply(snapshot, animatingDifferences: false)
        root.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Carrot"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Carrot")
        #expect(dataSource.indexPath(for: "Banana") == IndexPath(row: 1, section: 0))
        snapshot.deleteItems(["Apple"])
        snapshot.insertItems(["Avocado"], afterItem: "Banana")
        dataSource.apply(snapshot)
        root.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Banana", "Avocado", "Carrot"])
    }

    @Test func snapshotDuplicatesAreReportedAndDropped() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        let (_, messages) = LayoutDiagnostics.collect {
            snapshot.appendItems(["a"])
            snapshot.appendSections([0, 0])
            snapshot.appendItems(["a", "b", "a"])
        }
        #expect(snapshot.itemIdentifiers == ["a", "b"])
        #expect(snapshot.sectionIdentifiers == [0])
        #expect(
            messages.map(\.message) == [
                "NSDiffableDataSourceSnapshot: There are currently no sections in the data source. Please add a section first. (UIKit raises; Plumb reports it and goes on.)",
                "NSDiffableDataSourceSnapshot: Fatal: supplied section identifiers are not unique. Duplicate identifiers: [0] (UIKit raises; Plumb reports it and goes on.)",
                "NSDiffableDataSourceSnapshot: Fatal: supplied item identifiers are not unique. Duplicate identifiers: [\"a\"] (UIKit raises; Plumb reports it and goes on.)",
            ])
    }
}
