import Foundation
import PlumbUI
import PureLayout

/// One row of the table: a person, their company and a paragraph about them.
struct CellModel {
    var name: String
    var company: String
    var content: String

    /// Sample rows of different lengths (the seed reads its rows from a plist of the same shape).
    static let samples: [CellModel] = [
        CellModel(
            name: "Ada Ruiz", company: "Northwind Studio",
            content:
                "Designs the onboarding screens. Prefers constraints to frames, and stack views to both, except when a table view is the better tool."
        ),
        CellModel(
            name: "Bo Lindqvist", company: "Harbor Apps",
            content: "Ships a weather app."),
        CellModel(
            name: "Chen Wei", company: "Lantern Labs",
            content:
                "Maintains the design system: colours, type ramp, spacing tokens and the layout helpers every team uses. Reviews every pull request that touches Auto Layout."
        ),
        CellModel(
            name: "Dana Okafor", company: "Pine & Pixel",
            content:
                "Writes the accessibility tests; makes sure every label grows with Dynamic Type and nothing is clipped."
        ),
        CellModel(
            name: "Eli Navarro", company: "Tidewater",
            content: "Keeps the release train on time."),
    ]
}

/// A table cell laid out in code (seed 001's CodeLayoutCell): an image on the left, then a name,
/// a multi-line paragraph and a company below each other; the row's height comes from the
/// constraints (`UITableView.automaticDimension`).
final class CodeLayoutCell: UITableViewCell {
    lazy var cellImageView: UIImageView = {
        let imageView = UIImageView().configureForAutoLayout("cellImageView")
        imageView.image = CodeLayoutCell.avatar
        return imageView
    }()
    lazy var nameLabel: UILabel = makeLabel("nameLabel", size: 14, lines: 1)
    lazy var contentLabel: UILabel = makeLabel("contentLabel", size: 12, lines: 0)
    lazy var companyLabel: UILabel = makeLabel("companyLabel", size: 10, lines: 1)

    /// A 60 × 60 placeholder picture (the seed bundles a photo).
    static let avatar: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { context in
        UIColor.systemTeal.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 60, height: 60)).fill()
        UIColor.white.setFill()
        UIBezierPath(ovalIn: CGRect(x: 20, y: 10, width: 20, height: 20)).fill()
        UIBezierPath(roundedRect: CGRect(x: 12, y: 34, width: 36, height: 20), cornerRadius: 10).fill()
    }

    func makeLabel(_ identifier: String, size: CGFloat, lines: Int) -> UILabel {
        let label = UILabel().configureForAutoLayout(identifier)
        label.textColor = .black
        label.font = .systemFont(ofSize: size)
        label.numberOfLines = lines
        label.lineBreakMode = .byTruncatingTail
        label.textAlignment = .left
        return label
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        configureForAutoLayout("CodeLayoutCell")
        [cellImageView, nameLabel, contentLabel, companyLabel].forEach { contentView.addSubview($0) }
        // bootstrap Auto Layout
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var didSetupConstraints = false
    override func updateConstraints() {
        if !didSetupConstraints {
            didSetupConstraints = true
            setupConstraints()
        }
        super.updateConstraints()
    }

    func setupConstraints() {
        // The picture 10 from the left and top; the row at least 10 below it.
        cellImageView.autoPinEdge(toSuperviewEdge: .left, withInset: 10)
        cellImageView.autoPinEdge(toSuperviewEdge: .top, withInset: 10)
        cellImageView.autoPinEdge(toSuperviewEdge: .bottom, withInset: 10, relation: .greaterThanOrEqual)
        // The name on one line, right of the picture.
        nameLabel.autoPinEdge(toSuperviewEdge: .top, withInset: 10)
        nameLabel.autoPinEdge(.left, to: .right, of: cellImageView, withOffset: 6)
        nameLabel.autoPinEdge(toSuperviewEdge: .right, withInset: 10, relation: .greaterThanOrEqual)
        // The paragraph below it, as many lines as it needs.
        contentLabel.autoPinEdge(.top, to: .bottom, of: nameLabel, withOffset: 6)
        contentLabel.autoPinEdge(.left, to: .left, of: nameLabel)
        contentLabel.autoPinEdge(toSuperviewEdge: .right, withInset: 10)
        // The company below that; the row ends at least 10 below it.
        companyLabel.autoPinEdge(.top, to: .bottom, of: contentLabel, withOffset: 6)
        companyLabel.autoPinEdge(.left, to: .left, of: nameLabel)
        companyLabel.autoPinEdge(toSuperviewEdge: .right, withInset: 10, relation: .greaterThanOrEqual)
        companyLabel.autoPinEdge(toSuperviewEdge: .bottom, withInset: 10, relation: .greaterThanOrEqual)
        // The labels may stretch rather than the picture; the picture is never compressed, nor
        // stretched sideways (the seed leaves its horizontal hugging at 250, the paragraph's, so
        // which of the two takes the row's spare width would be ambiguous).
        NSLayoutConstraint.autoSetPriority(UILayoutPriority(rawValue: 249)) {
            self.contentLabel.autoSetContentHuggingPriority(for: .vertical)
            self.companyLabel.autoSetContentHuggingPriority(for: .vertical)
        }
        NSLayoutConstraint.autoSetPriority(.required) {
            self.cellImageView.autoSetContentCompressionResistancePriority(for: .horizontal)
            self.cellImageView.autoSetContentCompressionResistancePriority(for: .vertical)
            self.cellImageView.autoSetContentHuggingPriority(for: .horizontal)
        }
    }

    func setLabelText(model: CellModel) {
        nameLabel.text = model.name
        contentLabel.text = model.content
        companyLabel.text = model.company
    }
}

/// Seed 001's "Table图片+多行文字": a table of self-sizing cells laid out with PureLayout; selecting
/// a row lengthens its paragraph, and the row grows in a `beginUpdates`/`endUpdates` animation.
final class CodeTableViewController: BaseViewControllerWithAutolayout, UITableViewDataSource, UITableViewDelegate {
    static let cellIdentifier = String(describing: CodeLayoutCell.self)
    var data: [CellModel] = CellModel.samples

    lazy var tableView: UITableView = {
        let tableView = UITableView(frame: .zero).configureForAutoLayout("tableView")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(CodeLayoutCell.self, forCellReuseIdentifier: CodeTableViewController.cellIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        return tableView
    }()

    override var accessibilityIdentifier: String { "CodeTableVC" }

    override func setupAndComposeView() {
        title = "纯代码布局tablecell"
        view.addSubview(tableView)
    }

    override func setupConstraints() {
        tableView.autoPinEdgesToSuperviewEdges()
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { data.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CodeTableViewController.cellIdentifier, for: indexPath)
        (cell as? CodeLayoutCell)?.setLabelText(model: data[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        data[indexPath.row].content += " Selected: this paragraph got longer, and the row grows to fit it."
        tableView.beginUpdates()
        (tableView.cellForRow(at: indexPath) as? CodeLayoutCell)?.setLabelText(model: data[indexPath.row])
        UIView.animate(withDuration: 0.5) { tableView.endUpdates() }
        print("\(title ?? "") row \(indexPath.row) grew")
    }
}
