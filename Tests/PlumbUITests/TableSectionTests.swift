import Foundation
import Testing
@testable import PlumbUI

/// Sections: headers and footers (titles, views, self-sizing), grouped spacing, inset-grouped
/// insets and corners, plain headers that stay at the top.
@MainActor @Suite struct TableSectionTests {
    @Test(arguments: directions)
    func groupedSectionsAreSpacedAsOnIOS(_ dir: UITraitEnvironmentLayoutDirection) {
        let data = StringRows([["A", "B"], ["C", "D"]])
        let (_, table) = makeTable(.grouped, width: 375, height: 667, dir, data: data)
        // 35 above the first section, 17.5 + 17.5 between sections, 17.5 at the end.
        #expect(
            table.visibleCells.map(\.frame) == [
                rect(0, 35, 375, 44), rect(0, 79, 375, 44), rect(0, 158, 375, 44), rect(0, 202, 375, 44),
            ])
        #expect(table.rectForHeader(inSection: 1) == rect(0, 140.5, 375, 17.5))
        #expect(table.rectForFooter(inSection: 0) == rect(0, 123, 375, 17.5))
        #expect(table.contentSize == CGSize(width: 375, height: 263.5))
        #expect(table.backgroundColor == .systemGroupedBackground)
        #expect(table.visibleCells.allSatisfy { $0.backgroundColor == .secondarySystemGroupedBackground })
        // A grouped section starts with a full-width line and ends with one; rows between are inset.
        let first = table.visibleCells[0], last = table.visibleCells[1]
        #expect(first.topSeparatorView?.frame == rect(0, 0, 375, 0.5))
        #expect(first.separatorView.frame == mirrored(rect(16, 43.5, 359, 0.5), in: 375, dir))
        #expect(last.separatorView.frame == rect(0, 43.5, 375, 0.5))
    }

    @Test(arguments: directions)
    func groupedTitlesAreFootnoteCapitals(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let data = StringRows([["Wi-Fi"], ["Bluetooth"]])
        data.headerTitles = ["Network", "Devices"]
        data.footerTitles = [nil, "Turn Bluetooth off to save power."]
        let (_, table) = makeTable(.grouped, width: 375, height: 667, dir, data: data)
        let header0 = try #require(table.headerView(forSection: 0))
        let header1 = try #require(table.headerView(forSection: 1))
        // A footnote line is 16 at @2x (13 × 1.19336 = 15.51, ceiled): 34.5 + 16 + 6 above the first
        // section, 17 + 16 + 6 above the others.
        #expect(header0.frame == rect(0, 0, 375, 56.5))
        let label0 = try #require((header0.configurationView as? UIListContentView)?.textLabel)
        #expect(label0.text == "NETWORK")
        #expect(label0.frame == mirrored(rect(16, 34.5, 343, 16), in: 375, dir))
        #expect(table.visibleCells[0].frame == rect(0, 56.5, 375, 44))
        #expect(table.rectForFooter(inSection: 0) == rect(0, 100.5, 375, 17.5))
        #expect(header1.frame == rect(0, 118, 375, 39))
        #expect(table.visibleCells[1].frame == rect(0, 157, 375, 44))
        let footer1 = try #require(table.footerView(forSection: 1))
        let footerLabel = try #require((footer1.configurationView as? UIListContentView)?.textLabel)
        #expect(footerLabel.text == "Turn Bluetooth off to save power.")
        #expect(footer1.frame == rect(0, 201, 375, 6 + 16 + 17))
    }

    @Test(arguments: directions)
    func insetGroupedSectionsAreInsetAndRounded(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let data = StringRows([["A", "B", "C"]])
        data.headerTitles = ["Header"]
        let (_, table) = makeTable(.insetGrouped, width: 390, height: 844, dir, data: data)
        let cells = table.visibleCells
        #expect(cells.map(\.frame) == [rect(16, 56.5, 358, 44), rect(16, 100.5, 358, 44), rect(16, 144.5, 358, 44)])
        #expect(cells[0].layer.cornerRadius == 10)
        #expect(cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(cells[1].layer.cornerRadius == 0)
        #expect(cells[2].layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        // No separator under the last row; the header's text lines up with the rows' text.
        #expect(cells[2].separatorView.superview == nil)
        #expect(cells[2].contentView.frame == rect(0, 0, 358, 44))
        #expect(
            cells[0].textLabel?.convert(cells[0].textLabel!.bounds, to: table).minX
                == (dir == .rightToLeft ? 374 - 16 - cells[0].textLabel!.bounds.width : 32))
        let header = try #require(table.headerView(forSection: 0))
        let label = try #require((header.configurationView as? UIListContentView)?.textLabel)
        #expect(label.frame == mirrored(rect(32, 34.5, 326, 16), in: 390, dir))
    }

    @Test func plainTitleHeadersStayAtTheTopWhileTheirSectionScrolls() throws {
        let data = StringRows([(0..<20).map { "A\($0)" }, (0..<20).map { "B\($0)" }])
        data.headerTitles = ["A", "B"]
        let (root, table) = makeTable(.plain, width: 320, height: 400, data: data)
        let header = try #require(table.headerView(forSection: 0))
        // A headline (17-pt semibold, 20.5) with 6 points above and below.
        #expect(header.frame == rect(0, 0, 320, 32.5))
        table.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame == rect(0, 300, 320, 32.5))
        // Near the end of the section the next header pushes it up.
        table.contentOffset = CGPoint(x: 0, y: 32.5 + 20 * 44 - 10)
        root.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame == rect(0, 32.5 + 20 * 44 - 32.5, 320, 32.5))
        #expect(table.headerView(forSection: 1)?.frame == rect(0, 32.5 + 20 * 44, 320, 32.5))
    }

    @Test func headerViewsFromTheDelegateSizeThemselves() throws {
        final class Delegate: NSObject, UITableViewDataSource, UITableViewDelegate {
            let header = UILabel()
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                header.numberOfLines = 0
                header.text = "A section header long enough to wrap onto a second line at this width"
                return header
            }
        }
        let d = Delegate()
        let root = makeRoot(320, 400, .leftToRight)
        let table = UITableView(frame: rect(0, 0, 320, 400), style: .plain)
        table.dataSource = d
        table.delegate = d
        root.addSubview(table)
        root.layoutIfNeeded()
        let h = d.header.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(h > 20.5)  // more than one line
        #expect(d.header.frame == rect(0, 0, 320, h))
        #expect(table.visibleCells.first?.frame == rect(0, h, 320, 44))
    }

    @Test func fixedSectionHeightsAreKept() {
        final class Heights: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                section == 0 ? 0 : 10
            }
            func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
        }
        let d = Heights()
        let table = UITableView(frame: rect(0, 0, 320, 400), style: .grouped)
        table.dataSource = d
        table.delegate = d
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame) == [rect(0, 0, 320, 44), rect(0, 54, 320, 44)])
    }
}
