import Foundation
import Testing
@testable import PlumbUI

/// UITableView: rows from the data source, reuse, the visible range, queries.
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
}
