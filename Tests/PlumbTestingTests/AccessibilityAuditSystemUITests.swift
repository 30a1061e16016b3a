import Foundation
import PlumbUI
import Testing
@testable import PlumbSnapshotCore
@testable import PlumbTesting

/// What the accessibility audit says of UIKit's own text: bar text keeps its size on iOS (the
/// Large Content Viewer shows it), and list cells' default labels grow as on iOS, so neither is a
/// Dynamic Type finding; text the screen sets in a fixed font still is.
@MainActor @Suite struct AccessibilityAuditSystemUI {
    /// A fixed 15 pt label under a navigation bar titled "Inbox" with an "Edit" item.
    func barScreen() -> UINavigationController {
        let content = UIViewController()
        content.title = "Inbox"
        content.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: nil, action: nil)
        content.view.backgroundColor = .white
        let fixed = UILabel()
        (fixed.text, fixed.font, fixed.accessibilityIdentifier) = ("Fixed", .systemFont(ofSize: 15), "fixed")
        fixed.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(fixed)
        NSLayoutConstraint.activate([
            fixed.leadingAnchor.constraint(equalTo: content.view.layoutMarginsGuide.leadingAnchor),
            fixed.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        return UINavigationController(rootViewController: content)
    }

    /// Before: the title ("17 pt at l and at ax5") and the item ("17 pt ...") were findings too.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func barTitlesAndItemsAreNotDynamicTypeFindings(direction: UITraitEnvironmentLayoutDirection) throws {
        let strategy = Snapshotting.image(on: .iPhoneSE).direction(direction)
        let result = try AccessibilityAudit.run(.controller(barScreen()), as: strategy, for: .dynamicType)
        #expect(
            result.issues.map { "\($0.text ?? "") \($0.measured) | \($0.threshold)" } == [
                "Fixed 15 pt at l and at ax5 | a size that grows with the content size category (a text style or UIFontMetrics font, and adjustsFontForContentSizeCategory)"
            ])
    }

    @Test func onlyNavigationTabAndToolbarTextIsFixedSizeBarText() {
        let bar = UINavigationBar()
        let inBar = UILabel()
        bar.addSubview(inBar)
        let search = UISearchBar()
        let inSearch = UILabel()
        search.addSubview(inSearch)
        bar.addSubview(search)
        let tabs = UITabBar()
        let inTabs = UILabel()
        tabs.addSubview(inTabs)
        let toolbar = UIToolbar()
        let inToolbar = UILabel()
        toolbar.addSubview(inToolbar)
        let plain = UIView()
        let inPlain = UILabel()
        plain.addSubview(inPlain)
        #expect(
            [inBar, inSearch, inTabs, inToolbar, inPlain].map(TextFit.isInFixedSizeBar) == [
                true, false, true, true, false,
            ])
    }

    /// A classic cell's labels and a list configuration's text take their text style's size at the
    /// content size category they are shown at: body 17 pt at the default size, 53 pt at AX5;
    /// subheadline 15 and 49 (Apple's Dynamic Type table, as `UIFont.dynamicTypeSizes` has it).
    @Test func listCellLabelsFollowTheContentSizeCategory() {
        let ax5 = UIView()
        ax5.overrideTraitCollection = UITraitCollection(
            preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        // Labels made before the cell is shown, and made while it is.
        let before = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        before.textLabel?.text = "Title"
        before.detailTextLabel?.text = "Detail"
        ax5.addSubview(before)
        let after = UITableViewCell(style: .default, reuseIdentifier: nil)
        ax5.addSubview(after)
        after.textLabel?.text = "Row"
        let configured = UITableViewCell(style: .default, reuseIdentifier: nil)
        ax5.addSubview(configured)
        var c = configured.defaultContentConfiguration()
        (c.text, c.secondaryText) = ("Text", "Secondary")
        configured.contentConfiguration = c
        let fixedCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        ax5.addSubview(fixedCell)
        var f = fixedCell.defaultContentConfiguration()
        f.text = "Fixed"
        f.textProperties.adjustsFontForContentSizeCategory = false
        fixedCell.contentConfiguration = f
        #expect(
            [
                before.textLabel?.font.pointSize, before.detailTextLabel?.font.pointSize,
                after.textLabel?.font.pointSize, size(of: "Text", in: configured),
                size(of: "Secondary", in: configured),
                size(of: "Fixed", in: fixedCell),
            ] == [53, 49, 53, 53, 49, 17])
        // Back at the default size.
        ax5.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: .large)
        #expect(
            [before.textLabel?.font.pointSize, after.textLabel?.font.pointSize, size(of: "Text", in: configured)]
                == [17, 17, 17])
    }

    /// The point size of the label showing `text` in `view`'s tree.
    func size(of text: String, in view: UIView) -> CGFloat? {
        if let l = view as? UILabel, l.text == text { return l.font.pointSize }
        return view.subviews.lazy.compactMap { size(of: text, in: $0) }.first
    }

    /// Before: both cells' labels were findings ("17 pt at l and at ax5").
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func defaultCellLabelsAreNotDynamicTypeFindings(direction: UITraitEnvironmentLayoutDirection) throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 132))
        root.backgroundColor = .white
        let classic = UITableViewCell(style: .default, reuseIdentifier: nil)
        classic.textLabel?.text = "Classic"
        let configured = UITableViewCell(style: .default, reuseIdentifier: nil)
        var c = configured.defaultContentConfiguration()
        c.text = "Configured"
        configured.contentConfiguration = c
        let fixed = UILabel()
        (fixed.text, fixed.font) = ("Fixed", .systemFont(ofSize: 15))
        for (i, v) in [classic, configured, fixed].enumerated() {
            v.frame = CGRect(x: 0, y: CGFloat(i) * 44, width: 320, height: 44)
            root.addSubview(v)
        }
        let strategy = Snapshotting.image(width: 320, height: 132).direction(direction)
        let result = try AccessibilityAudit.run(.view(root), as: strategy, for: .dynamicType)
        #expect(result.issues.map { "\($0.text ?? "") \($0.measured)" } == ["Fixed 15 pt at l and at ax5"])
    }
}

/// A table's self-sizing rows are measured again when the content size category changes.
@MainActor @Suite struct TableContentSizeCategoryTests {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// At the default size a body row is UIKit's 44 pt minimum (43.5 pt of content and the 0.5 pt
    /// separator); at AX5 its 53 pt text is one line of (1950 + 494) / 2048 em = 63.24 pt, 63.5 on
    /// the @2x grid, with the cell's 11 pt margins above and below and the separator: 86 pt.
    /// Before, the row kept its 44 pt and the text was cut (the audit's "cut by
    /// UITableView/UITableViewCell[0]").
    @Test func selfSizingRowsGrowAtAccessibilitySizes() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.dataSource = rows
        table.overrideTraitCollection = UITraitCollection(displayScale: 2, preferredContentSizeCategory: .large)
        table.layoutIfNeeded()
        let before = table.visibleCells.map(\.frame.height)
        table.overrideTraitCollection = UITraitCollection(
            displayScale: 2, preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        table.layoutIfNeeded()
        #expect(before == [44, 44])
        #expect(table.visibleCells.map(\.frame.height) == [86, 86])
        #expect(table.visibleCells.map { $0.textLabel?.font.pointSize } == [53, 53])
    }
}
