import Foundation
import Testing
@testable import PlumbUI

/// UITableViewCell: the classic styles, content configurations, accessories, separators,
/// selection and margins, each in both directions.
@MainActor @Suite struct TableCellStyleTests {
    /// A one-row table of a cell style, laid out.
    func oneRow(
        _ style: UITableViewCell.CellStyle, text: String = "Wi-Fi", detail: String? = nil, image: UIImage? = nil,
        accessory: UITableViewCell.AccessoryType = .none, width: CGFloat = 375,
        _ dir: UITraitEnvironmentLayoutDirection
    ) -> UITableViewCell {
        let data = StringRows([[text]])
        data.style = style
        data.configure = { cell, _ in
            if let detail { cell.detailTextLabel?.text = detail }
            if let image { cell.imageView?.image = image }
            cell.accessoryType = accessory
        }
        let (_, table) = makeTable(width: width, height: 300, dir, data: data)
        return table.visibleCells[0]
    }

    @Test(arguments: directions)
    func subtitleStacksTheDetailBelowTheText(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let cell = oneRow(.subtitle, detail: "Connected", dir)
        // 11 + 20.5 (17-pt body) + 3 + 18 (15-pt subheadline) + 11 = 63.5, plus the separator.
        #expect(cell.frame == rect(0, 0, 375, 64))
        #expect(cell.contentView.frame == rect(0, 0, 375, 63.5))
        #expect(cell.textLabel?.frame == mirrored(rect(16, 11, 343, 20.5), in: 375, dir))
        #expect(cell.detailTextLabel?.frame == mirrored(rect(16, 34.5, 343, 18), in: 375, dir))
        #expect(cell.detailTextLabel?.font == .preferredFont(forTextStyle: .subheadline))
    }

    @Test(arguments: directions)
    func value1PutsTheDetailAtTheTrailingMargin(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let cell = oneRow(.value1, text: "Storage", detail: "12.4 GB", dir)
        let detail = try #require(cell.detailTextLabel)
        let text = try #require(cell.textLabel)
        let dw = detail.intrinsicContentSize.width, tw = text.intrinsicContentSize.width
        #expect(cell.frame == rect(0, 0, 375, 44))
        #expect(text.frame == mirrored(rect(16, 11.5, tw, 20.5), in: 375, dir))
        #expect(detail.frame == mirrored(rect(359 - dw, 11.5, dw, 20.5), in: 375, dir))
        #expect(detail.textColor == .secondaryLabel)
        #expect(detail.textAlignment == (dir == .rightToLeft ? .left : .right))
    }

    @Test(arguments: directions)
    func value2PutsTheTextInATintedColumn(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let cell = oneRow(.value2, text: "mobile", detail: "555-0100", dir)
        let detail = try #require(cell.detailTextLabel)
        let text = try #require(cell.textLabel)
        let dw = detail.intrinsicContentSize.width
        #expect(cell.imageView == nil)
        // The 18-point text centred in 43.5 rounds to 13 at @2x; the 20.5-point detail to 11.5.
        #expect(text.frame == mirrored(rect(16, 13, 67, 18), in: 375, dir))
        #expect(detail.frame == mirrored(rect(91, 11.5, dw, 20.5), in: 375, dir))
        #expect(text.textColor == .systemBlue)
    }

    @Test(arguments: directions)
    func anImagePushesTheTextAndTheSeparator(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let cell = oneRow(.default, image: solidImage(29, 29), dir)
        #expect(cell.imageView?.frame == mirrored(rect(16, 7.5, 29, 29), in: 375, dir))
        // Text after the image and 16 points; the separator starts where the text does.
        #expect(cell.textLabel?.frame == mirrored(rect(61, 11.5, 298, 20.5), in: 375, dir))
        #expect(cell.separatorView.frame == mirrored(rect(61, 43.5, 314, 0.5), in: 375, dir))
    }

    @Test(arguments: directions)
    func theDisclosureIndicatorNarrowsTheContentView(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let cell = oneRow(.default, accessory: .disclosureIndicator, dir)
        // Trailing margin 16, the 8-point chevron, 10 points before the content view.
        #expect(cell.standardAccessory?.frame == mirrored(rect(351, 15.5, 8, 13), in: 375, dir))
        #expect(cell.contentView.frame == mirrored(rect(0, 0, 341, 43.5), in: 375, dir))
        #expect(cell.textLabel?.frame == mirrored(rect(16, 11.5, 309, 20.5), in: 341, dir))
    }

    @Test(arguments: directions)
    func aCustomAccessoryViewKeepsItsSize(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let data = StringRows([["Airplane Mode"]])
        let toggle = UISwitch()
        data.configure = { cell, _ in cell.accessoryView = toggle }
        let (_, table) = makeTable(width: 375, height: 300, dir, data: data)
        let cell = table.visibleCells[0]
        let s = toggle.bounds.size
        #expect(s == CGSize(width: 51, height: 31))
        #expect(toggle.frame == mirrored(rect(375 - 16 - 51, 6.5, 51, 31), in: 375, dir))
        #expect(cell.contentView.frame == mirrored(rect(0, 0, 375 - 16 - 51 - 10, 43.5), in: 375, dir))
    }

    @Test(arguments: [
        (UITableViewCell.AccessoryType.checkmark, CGSize(width: 14, height: 11), CGFloat(16.5)),
        (.detailButton, CGSize(width: 22, height: 22), 11),
        (.detailDisclosureButton, CGSize(width: 40, height: 22), 11),
    ])
    func standardAccessoriesHaveTheirSizes(_ type: UITableViewCell.AccessoryType, _ size: CGSize, _ y: CGFloat) throws {
        let cell = oneRow(.default, accessory: type, .leftToRight)
        #expect(cell.standardAccessory?.frame == rect(359 - size.width, y, size.width, size.height))
        #expect(cell.contentView.frame == rect(0, 0, 359 - size.width - 10, 43.5))
    }

    @Test(arguments: directions)
    func aListContentConfigurationLaysOutLikeAValueCell(_ dir: UITraitEnvironmentLayoutDirection) throws {
        let data = StringRows([["ignored"]])
        data.configure = { cell, _ in
            cell.textLabel?.text = nil
            var content = UIListContentConfiguration.valueCell()
            content.text = "Language"
            content.secondaryText = "English"
            content.image = solidImage(29, 29)
            cell.contentConfiguration = content
        }
        let (_, table) = makeTable(width: 375, height: 300, dir, data: data)
        let cell = table.visibleCells[0]
        let view = try #require(cell.configurationView as? UIListContentView)
        #expect(cell.frame == rect(0, 0, 375, 44))
        #expect(view.frame == rect(0, 0, 375, 43.5))
        #expect(view.imageView.frame == mirrored(rect(16, 7.5, 29, 29), in: 375, dir))
        let tw = view.textLabel.intrinsicContentSize.width, sw = view.secondaryTextLabel.intrinsicContentSize.width
        #expect(view.textLabel.frame == mirrored(rect(61, 11.5, tw, 20.5), in: 375, dir))
        #expect(view.secondaryTextLabel.frame == mirrored(rect(359 - sw, 11.5, sw, 20.5), in: 375, dir))
        #expect(cell.separatorView.frame == mirrored(rect(61, 43.5, 314, 0.5), in: 375, dir))
    }

    @Test func listContentPresetsHaveUIKitsRoles() {
        #expect(UIListContentConfiguration.cell().textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(
            UIListContentConfiguration.subtitleCell().secondaryTextProperties.font
                == .preferredFont(forTextStyle: .subheadline))
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(
            UIListContentConfiguration.groupedHeader().textProperties.font == .preferredFont(forTextStyle: .footnote))
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.plainHeader().textProperties.font == .preferredFont(forTextStyle: .headline))
    }

    @Test func aSelectedCellDrawsItsSelectedBackground() throws {
        let data = StringRows([["A", "B"]])
        let (root, table) = makeTable(width: 320, height: 200, data: data)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        root.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let background = try #require(cell.visibleSelectedBackground)
        #expect(cell.isSelected)
        #expect(background.frame == rect(0, 0, 320, 44))
        #expect(background.backgroundColor == .systemGray4)
        #expect(cell.subviews.firstIndex(of: background)! < cell.subviews.firstIndex(of: cell.contentView)!)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        cell.selectionStyle = .none
        #expect(cell.visibleSelectedBackground == nil)
        #expect(background.superview == nil)
    }

    @Test(arguments: directions)
    func separatorInsetsFlipInRightToLeft(_ dir: UITraitEnvironmentLayoutDirection) {
        let data = StringRows([["A", "B"]])
        data.configure = { cell, p in
            if p.row == 1 { cell.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10) }
        }
        let root = makeRoot(320, 200, dir)
        let table = UITableView(frame: rect(0, 0, 320, 200), style: .plain)
        table.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        table.dataSource = data
        root.addSubview(table)
        root.layoutIfNeeded()
        #expect(table.visibleCells[0].separatorView.frame == rect(0, 43.5, 320, 0.5))
        #expect(table.visibleCells[1].separatorView.frame == mirrored(rect(40, 43.5, 270, 0.5), in: 320, dir))
    }

    @Test func cellMarginsAreUIKits() {
        let cell = oneRow(.default, .leftToRight)
        #expect(cell.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        let regular = UITableViewCell(style: .default, reuseIdentifier: nil)
        regular.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        let table = UITableView(frame: rect(0, 0, 700, 300), style: .plain)
        table.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        let data = StringRows([["A"]])
        table.dataSource = data
        table.layoutIfNeeded()
        #expect(
            table.visibleCells[0].contentView.layoutMargins == UIEdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
        #expect(table.visibleCells[0].textLabel?.frame.minX == 20)
    }

    @Test func marginsYouSetAreKept() {
        let data = StringRows([["A"]])
        data.configure = { cell, _ in
            cell.contentView.layoutMargins = UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 30)
        }
        let (_, table) = makeTable(width: 320, height: 200, data: data)
        #expect(table.visibleCells[0].contentView.layoutMargins == UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 30))
        #expect(table.visibleCells[0].textLabel?.frame.minX == 30)
    }
}
