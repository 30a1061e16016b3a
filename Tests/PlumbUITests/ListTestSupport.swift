import Foundation
@testable import PlumbUI

/// A data source of string rows in sections, with optional titles, for table tests.
@MainActor final class StringRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var style: UITableViewCell.CellStyle = .default
    var details: [[String]] = []
    var accessory: UITableViewCell.AccessoryType = .none
    var heights: [IndexPath: CGFloat] = [:]
    var cellForRowCalls: [IndexPath] = []
    var configure: ((UITableViewCell, IndexPath) -> Void)?

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellForRowCalls.append(indexPath)
        let id = "cell-\(style.rawValue)"
        let cell =
            tableView.dequeueReusableCell(withIdentifier: id) ?? UITableViewCell(style: style, reuseIdentifier: id)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        if details.indices.contains(indexPath.section) {
            cell.detailTextLabel?.text = details[indexPath.section][indexPath.row]
        }
        cell.accessoryType = accessory
        configure?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles.indices.contains(section) ? footerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
}

/// A table of a size and direction in a root view (traits from the root), laid out.
@MainActor func makeTable(
    _ style: UITableView.Style = .plain, width: CGFloat = 375, height: CGFloat = 667,
    _ direction: UITraitEnvironmentLayoutDirection = .leftToRight, data: StringRows
) -> (UIView, UITableView) {
    let root = makeRoot(width, height, direction)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
    table.dataSource = data
    table.delegate = data
    root.addSubview(table)
    root.layoutIfNeeded()
    return (root, table)
}

/// A solid image of a size (1× scale), for image views in cells.
func solidImage(_ width: Int, _ height: Int, _ color: UIColor = .systemBlue) -> UIImage {
    let r = UIGraphicsImageRenderer(size: CGSize(width: width, height: height))
    return r.image { ctx in
        ctx.cgContext.setFillColor(color)
        ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
}
