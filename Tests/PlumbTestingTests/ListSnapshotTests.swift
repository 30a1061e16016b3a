import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// A rounded square of a colour with a white circle in it: a stand-in for an icon or a photo.
@MainActor func tile(_ size: CGFloat, _ color: UIColor, corner: CGFloat) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: size, height: size))
    return renderer.image { ctx in
        let c = ctx.cgContext
        c.setFillColor(color)
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: size, height: size), cornerRadius: corner)
        path.fill()
        c.setFillColor(UIColor(white: 1, alpha: 0.85))
        c.fillEllipse(in: CGRect(x: size * 0.3, y: size * 0.3, width: size * 0.4, height: size * 0.4))
    }
}

/// Lists drawn as iOS draws them: a settings screen (inset-grouped table), seed 001's "Table
/// image + multi-line text" table of self-sizing custom cells, and a compositional grid; each on a
/// device showing the rows on screen, and the opt-in whole-content variant.
@MainActor @Suite struct ListSnapshotTests {
    // MARK: Settings

    final class SettingsController: UITableViewController {
        struct Row { var title: String; var value: String?; var color: UIColor; var toggle = false }
        let sections: [(String?, [Row], String?)] = [
            (
                nil,
                [
                    Row(title: "Airplane Mode", value: nil, color: .systemOrange, toggle: true),
                    Row(title: "Wi-Fi", value: "Home", color: .systemBlue),
                    Row(title: "Bluetooth", value: "On", color: .systemBlue),
                ], nil
            ),
            (
                "Notifications",
                [
                    Row(title: "Notifications", value: nil, color: .systemRed),
                    Row(title: "Sounds & Haptics", value: nil, color: .systemPink),
                    Row(title: "Focus", value: nil, color: .systemIndigo),
                ],
                "Choose which apps can send you notifications."
            ),
            (
                "General",
                [
                    Row(title: "Display & Brightness", value: nil, color: .systemBlue),
                    Row(title: "Storage", value: "12.4 GB", color: .systemGray),
                    Row(title: "Language", value: "English", color: .systemGreen),
                ], nil
            ),
        ]

        init() { super.init(style: .insetGrouped) }
        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].1.count
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections[section].0
        }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            sections[section].2
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let row = sections[indexPath.section].1[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = row.value
            content.image = tile(29, row.color, corner: 7)
            cell.contentConfiguration = content
            if row.toggle {
                let toggle = UISwitch()
                toggle.isOn = true
                cell.accessoryView = toggle
            } else {
                cell.accessoryView = nil
                cell.accessoryType = .disclosureIndicator
            }
            return cell
        }
    }

    @Test func settings() {
        assertSnapshot(of: SettingsController(), as: .image(on: .iPhoneX))
        assertSnapshot(of: SettingsController(), as: .image(on: .iPhoneX).rightToLeft)
    }

    // MARK: Classic styles

    /// A plain table of the four classic cell styles and the four standard accessories, one row
    /// selected.
    final class StylesDataSource: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Styles" : "Accessories"
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            if indexPath.section == 0 {
                let style: UITableViewCell.CellStyle = [.default, .subtitle, .value1, .value2][indexPath.row]
                let cell = UITableViewCell(style: style, reuseIdentifier: nil)
                cell.textLabel?.text = ["Default", "Subtitle", "Value 1", "Value 2"][indexPath.row]
                cell.detailTextLabel?.text = "Detail"
                return cell
            }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let types: [UITableViewCell.AccessoryType] = [
                .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton,
            ]
            cell.accessoryType = types[indexPath.row]
            cell.textLabel?.text =
                ["Disclosure indicator", "Checkmark", "Detail button", "Detail disclosure button"][indexPath.row]
            return cell
        }
    }

    @Test func cellStylesAndAccessories() {
        let ds = StylesDataSource()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = ds
        table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
        assertSnapshot(of: table, as: .image(width: 375, height: 600))
        assertSnapshot(of: table, as: .image(width: 375, height: 600).rightToLeft)
        assertSnapshot(of: table, as: .image(width: 375, height: 600).dark)
    }

    /// The grouped settings table and seed 001's table in dark mode.
    @Test func tablesInDarkMode() {
        assertSnapshot(of: SettingsController(), as: .image(on: .iPhoneX).dark)
        assertSnapshot(of: ImageTextController(), as: .image(on: .iPhoneX).rightToLeft.dark)
    }

    // MARK: Seed 001: "Table图片+多行文字"

    /// Seed 001's cell: an image on the left and, on the right, a title and a multi-line text that
    /// sizes the row; constraints set up once in `updateConstraints()`, as the seed does.
    final class ImageTextCell: UITableViewCell {
        let photo = UIImageView()
        let title = UILabel()
        let body = UILabel()
        private var didSetupConstraints = false

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            photo.contentMode = .scaleAspectFill
            photo.clipsToBounds = true
            photo.layer.cornerRadius = 8
            title.font = .preferredFont(forTextStyle: .headline)
            body.font = .preferredFont(forTextStyle: .subheadline)
            body.textColor = .secondaryLabel
            body.numberOfLines = 0
            for (v, id) in [(photo, "photo"), (title, "title"), (body, "body")] as [(UIView, String)] {
                v.translatesAutoresizingMaskIntoConstraints = false
                v.accessibilityIdentifier = id
                contentView.addSubview(v)
            }
            setNeedsUpdateConstraints()
        }
        required init?(coder: NSCoder) { fatalError() }

        override func updateConstraints() {
            if !didSetupConstraints {
                didSetupConstraints = true
                let m = contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    photo.leadingAnchor.constraint(equalTo: m.leadingAnchor),
                    photo.topAnchor.constraint(equalTo: m.topAnchor),
                    photo.widthAnchor.constraint(equalToConstant: 60),
                    photo.heightAnchor.constraint(equalToConstant: 60),
                    photo.bottomAnchor.constraint(lessThanOrEqualTo: m.bottomAnchor),
                    title.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 12),
                    title.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                    title.topAnchor.constraint(equalTo: m.topAnchor),
                    body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                    body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                    body.bottomAnchor.constraint(lessThanOrEqualTo: m.bottomAnchor),
                ])
            }
            super.updateConstraints()
        }
    }

    final class ImageTextController: UITableViewController {
        let items: [(String, String, UIColor)] = [
            ("尺寸拉伸", "使用 ContentHuggingPriority 的例子：标签在有多余空间时如何拉伸。", .systemBlue),
            (
                "Table 图片 + 多行文字",
                "An image on the left and text on the right; the text wraps onto as many lines as it needs and the row grows to fit it, measured by Auto Layout.",
                .systemOrange
            ),
            ("Dynamic Stack View", "A scroll view and a stack view imitating a table.", .systemGreen),
            ("Basic Auto Layout", "PureLayout's first example.", .systemPurple),
            (
                "Leading & Trailing",
                "Layouts that follow the reading direction: in Arabic or Hebrew the image moves to the right and the text is right-aligned.",
                .systemTeal
            ),
            ("Priorities & Inequalities", "A square built from a relation and a priority.", .systemRed),
            ("Constraint Identifiers", "Identified constraints read better in logs.", .systemIndigo),
            ("Layout Margins", "Views pinned to the margins of their superview.", .systemPink),
        ]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(ImageTextCell.self, forCellReuseIdentifier: "cell")
            tableView.estimatedRowHeight = 88
            tableView.rowHeight = UITableView.automaticDimension
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! ImageTextCell
            let item = items[indexPath.row]
            cell.title.text = item.0
            cell.body.text = item.1
            cell.photo.image = tile(60, item.2, corner: 0)
            return cell
        }
    }

    @Test func imageAndTextTable() {
        assertSnapshot(of: ImageTextController(), as: .image(on: .iPhoneX))
        assertSnapshot(of: ImageTextController(), as: .image(on: .iPhoneX).rightToLeft)
    }

    @Test func imageAndTextTableWholeContent() {
        assertSnapshot(of: ImageTextController(), as: .image(on: .iPhone8).wholeContent)
    }

    @Test func imageAndTextCellAlone() {
        let cell = ImageTextCell(style: .default, reuseIdentifier: nil)
        cell.title.text = "Table 图片 + 多行文字"
        cell.body.text =
            "A cell on its own at a width takes the height its constraints give it: the text wraps and the cell grows."
        cell.photo.image = tile(60, .systemOrange, corner: 0)
        assertSnapshot(of: cell, as: .image(width: 320))
        assertSnapshot(of: cell, as: .image(width: 320).rightToLeft)
    }

    // MARK: Grid

    final class TileCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 12
            contentView.clipsToBounds = true
            label.font = .preferredFont(forTextStyle: .headline)
            label.textColor = .white
            label.textAlignment = .center
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class GridController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
        let colors: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo,
            .systemPurple, .systemPink,
        ]

        override func loadView() {
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 12, trailing: 12)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading)
            section.boundarySupplementaryItems = [header]
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            let cell = UICollectionView.CellRegistration<TileCell, Int> { [colors] cell, _, n in
                cell.contentView.backgroundColor = colors[n % colors.count]
                cell.label.text = "\(n + 1)"
            }
            let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { header, _, indexPath in
                var content = UIListContentConfiguration.groupedHeader()
                content.text = indexPath.section == 0 ? "Recent" : "Favourites"
                content.textProperties.transform = .none
                content.textProperties.font = .preferredFont(forTextStyle: .title3)
                content.textProperties.color = .label
                content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 4, bottom: 8, trailing: 4)
                header.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                cv, indexPath, n in
                cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: n)
            }
            dataSource.supplementaryViewProvider = { cv, _, indexPath in
                cv.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(0..<7), toSection: 0)
            snapshot.appendItems(Array(7..<500), toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
            view = collectionView
        }
    }

    @Test func grid() {
        assertSnapshot(of: GridController(), as: .image(on: .iPhone8))
        assertSnapshot(of: GridController(), as: .image(on: .iPhone8).rightToLeft)
    }
}
