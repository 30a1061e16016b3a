import Foundation
import Testing
@testable import PlumbUI

/// A cell whose content is a box of a fixed height pinned 10 points inside the content view, and
/// optionally a multi-line label below it (constraints made in `updateConstraints`, as seed 001's
/// cells do).
final class BoxCell: UITableViewCell {
    let box = UIView()
    let label = UILabel()
    var boxHeight: CGFloat = 100 { didSet { heightConstraint?.constant = boxHeight } }
    private var heightConstraint: NSLayoutConstraint?
    private var didSetupConstraints = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        box.accessibilityIdentifier = "box"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        contentView.addSubview(box)
        contentView.addSubview(label)
        setNeedsUpdateConstraints()
    }
    required init?(coder: NSCoder) { fatalError() }

    override func updateConstraints() {
        if !didSetupConstraints {
            didSetupConstraints = true
            let h = box.heightAnchor.constraint(equalToConstant: boxHeight)
            heightConstraint = h
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                box.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 60),
                h,
                label.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }
        super.updateConstraints()
    }
}

@MainActor final class BoxRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var texts: [String]
    var boxHeight: CGFloat = 100
    var fixedHeight: CGFloat?
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath) as! BoxCell
        cell.label.text = texts[indexPath.row]
        cell.boxHeight = boxHeight
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        fixedHeight ?? UITableView.automaticDimension
    }
}

/// Self-sizing rows, headers and footers, grouped spacing, and bad input.
@MainActor @Suite struct TableSelfSizingTests {
    func boxTable(
        _ rows: BoxRows, width: CGFloat = 375, height: CGFloat = 667,
        _ dir: UITraitEnvironmentLayoutDirection = .leftToRight
    ) -> (UIView, UITableView) {
        let root = makeRoot(width, height, dir)
        let table = UITableView(frame: rect(0, 0, width, height), style: .plain)
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        table.dataSource = rows
        table.delegate = rows
        root.addSubview(table)
        root.layoutIfNeeded()
        return (root, table)
    }

    @Test(arguments: directions)
    func rowsTakeTheHeightTheirConstraintsGive(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let text =
            "A multi-line label in a self-sizing cell wraps at the width of the content view's margins and grows the row."
        let rows = BoxRows([text, "Short"])
        let (_, table) = boxTable(rows, dir)
        let cells = table.visibleCells.map { $0 as! BoxCell }
        let labelHeight = try #require(cells.first).label.sizeThatFits(
            CGSize(width: 343, height: CGFloat.greatestFiniteMagnitude)
        ).height
        #expect(labelHeight == 61)  // three 17-point lines of 20.287, ceiled to the pixel
        // 10 + 100 + 8 + label + 10, plus the separator.
        #expect(cells[0].frame == rect(0, 0, 375, 128 + 61 + 0.5))
        #expect(cells[1].frame == rect(0, 189.5, 375, 128 + 20.5 + 0.5))
        #expect(cells[0].contentView.frame == rect(0, 0, 375, 189))
        #expect(cells[0].box.frame == mirrored(rect(16, 10, 60, 100), in: 375, dir))
        #expect(cells[0].label.frame == mirrored(rect(16, 118, 343, 61), in: 375, dir))
        #expect(table.contentSize.height == CGFloat(189.5 + 149))
    }

    @Test func contentSizeCountsLaidOutRowsAndEstimatesForTheRest() {
        let rows = BoxRows(Array(repeating: "One line", count: 100))
        let (_, table) = boxTable(rows, height: 667)
        // Each row: 10 + 100 + 8 + 20.5 + 10 + 0.5 = 149. Rows 0–4 fill 745 > 667; the other 95
        // count with the 44-point estimate.
        #expect(table.visibleCells.count == 5)
        #expect(table.contentSize.height == CGFloat(5 * 149 + 95 * 44))
    }

    @Test func aRowTakesItsNewHeightAfterEndUpdates() throws {
        let rows = BoxRows(["A", "B"])
        let (root, table) = boxTable(rows)
        let cell = try #require(table.visibleCells.first as? BoxCell)
        cell.boxHeight = 40
        table.beginUpdates()
        table.endUpdates()
        root.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame.height) == [89, 149])
    }

    @Test func aRowHeightThatConflictsLogsTheContentViewsEncapsulatedHeight() throws {
        let rows = BoxRows(["A"])
        rows.fixedHeight = 44
        let (result, messages) = LayoutDiagnostics.collect { () -> UITableView in
            let (_, table) = boxTable(rows)
            return table
        }
        let cell = try #require(result.visibleCells.first)
        #expect(cell.frame == rect(0, 0, 375, 44))
        let conflict = try #require(messages.first { $0.kind == .unsatisfiableConstraints })
        #expect(
            conflict.message.contains(
                "'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:\(cell.contentView.debugAddress).height == 43.5   (active)>"
            ))
        #expect(conflict.message.hasPrefix("Unable to simultaneously satisfy constraints."))
    }

    @Test func contentViewsHostTheirOwnEngines() throws {
        let rows = BoxRows(["A"])
        let (root, table) = boxTable(rows)
        let cell = try #require(table.visibleCells.first)
        #expect(
            root._autolayoutTrace().contains("|   |   |   •UITableViewCellContentView:\(cell.contentView.debugAddress)")
        )
        #expect(
            cell.contentView.constraintsAffectingLayout(for: .vertical).contains {
                $0.identifier == "UIView-Encapsulated-Layout-Height"
            })
        #expect(!cell.hasAmbiguousLayout && !(cell as! BoxCell).box.hasAmbiguousLayout)
    }

    @Test func aContentViewWithoutAHeightGetsTheStandardOneWithUIKitsWarning() throws {
        final class Empty: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(UIView())
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class DS: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "e", for: indexPath)
            }
        }
        let ds = DS()
        let (table, messages) = LayoutDiagnostics.collect { () -> UITableView in
            let root = makeRoot(320, 300, .leftToRight)
            let table = UITableView(frame: rect(0, 0, 320, 300), style: .plain)
            table.register(Empty.self, forCellReuseIdentifier: "e")
            table.dataSource = ds
            root.addSubview(table)
            root.layoutIfNeeded()
            return table
        }
        #expect(table.visibleCells.first?.frame == rect(0, 0, 320, 44))
        #expect(
            messages.map(\.message).contains {
                $0.hasPrefix(
                    "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead."
                )
            })
    }

    @Test(arguments: [CGFloat(-5), .nan, .infinity])
    func invalidRowHeightsAreReportedAndTheRowSizesItself(_ bad: CGFloat) {
        let data = StringRows([["A", "B"]])
        data.heights[IndexPath(row: 1, section: 0)] = bad
        let ((_, table), messages) = LayoutDiagnostics.collect { makeTable(width: 320, height: 300, data: data) }
        #expect(table.visibleCells.map(\.frame) == [rect(0, 0, 320, 44), rect(0, 44, 320, 44)])
        #expect(
            messages.map(\.message).contains {
                $0.contains("invalid height \(bad) for the row at <NSIndexPath> {length = 2, path = 0 - 1}")
            })
    }

    @Test func outOfRangeIndexPathsAreReportedNotCrashed() {
        let data = StringRows([["A", "B"]])
        let (_, table) = makeTable(width: 320, height: 300, data: data)
        let (_, messages) = LayoutDiagnostics.collect {
            table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
            _ = table.rectForRow(at: IndexPath(row: 0, section: 3))
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        }
        #expect(messages.count == 3)
        #expect(
            messages[0].message.contains(
                "reason: 'Attempted to scroll the table view to an out-of-bounds row (9) when there are only 2 rows in section 0. Table view: <UITableView: "
            ))
        #expect(
            messages[1].message.contains(
                "reason: 'Request for rect at invalid index path (<NSIndexPath> {length = 2, path = 3 - 0})'"))
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 5)) == nil)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func theSameCellForTwoRowsIsReportedAndTheTableKeepsDrawing() {
        final class Shared: NSObject, UITableViewDataSource {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
        }
        let ds = Shared()
        let (table, messages) = LayoutDiagnostics.collect { () -> UITableView in
            let root = makeRoot(320, 300, .leftToRight)
            let table = UITableView(frame: rect(0, 0, 320, 300), style: .plain)
            table.dataSource = ds
            root.addSubview(table)
            root.layoutIfNeeded()
            return table
        }
        #expect(table.visibleCells.count == 1)
        #expect(
            messages.map(\.message).contains {
                $0.contains("the data source returned the same cell") && $0.contains("path = 0 - 1")
            })
    }

    @Test func dequeuingAnUnregisteredIdentifierReportsUIKitsMessage() {
        final class DS: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "nope", for: indexPath)
            }
        }
        let ds = DS()
        let (table, messages) = LayoutDiagnostics.collect { () -> UITableView in
            let table = UITableView(frame: rect(0, 0, 320, 300), style: .plain)
            table.dataSource = ds
            table.layoutIfNeeded()
            return table
        }
        #expect(table.visibleCells.count == 1)
        #expect(
            messages.map(\.message) == [
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'unable to dequeue a cell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard' (Plumb reports it and returns a plain cell.)"
            ])
    }
}
