import Foundation
import PlumbUI
import PureLayout

/// The seed app's first screen (seed 000's ViewController): the examples in a grouped list inside
/// a navigation controller; selecting one shows it. Its root view keeps its autoresizing mask
/// (the seeds' best practice), and the table is pinned to it with PureLayout, so its printed
/// constraints are the ones seed 000 shows.
final class ExampleListViewController: BaseViewControllerWithAutolayout, UITableViewDataSource, UITableViewDelegate {
    struct Entry {
        var name: String
        var make: @MainActor () -> UIViewController
    }

    let sections: [(header: String, entries: [Entry])] = [
        (
            "布局尺寸",
            [
                Entry(name: "尺寸拉伸") { HuggingExampleViewController() },
                Entry(name: "尺寸压缩") { CompressionExampleViewController() },
                Entry(name: "Table图片+多行文字") { CodeTableViewController() },
            ]
        ),
        (
            "Apple官方例子",
            [
                Entry(name: "Dynamic Stack View") { DynamicStackViewController() }
            ]
        ),
        (
            "Purelayout例子",
            [
                Entry(name: "1.Basic Auto Layout") { PurelayoutExample1ViewController() },
                Entry(name: "2.Working with Arrays of Views") { PurelayoutExample2ViewController() },
                Entry(name: "3.Distributing Views") { PurelayoutExample3ViewController() },
                Entry(name: "4.Leading & Trailing Attributes") { PurelayoutExample4ViewController() },
                Entry(name: "5.Cross-Attribute Constraints") { PurelayoutExample5ViewController() },
                Entry(name: "6.Priorities & Inequalities") { PurelayoutExample6ViewController() },
                Entry(name: "7.Animating Constraints") { PurelayoutExample7ViewController() },
                Entry(name: "8.Constraint Identifiers (iOS 7.0+)") { PurelayoutExample8ViewController() },
                Entry(name: "9.Layout Margins (iOS 8.0+)") { PurelayoutExample9ViewController() },
                Entry(name: "10.Constraints Without Installing") { PurelayoutExample10ViewController() },
                Entry(name: "11.Basic UIScrollView") { PurelayoutExample11ViewController() },
                Entry(name: "12.Basic Auto Layout with Constraint toggle") { PurelayoutExample12ViewController() },
            ]
        ),
    ]

    static let cellIdentifier = String(describing: UITableViewCell.self)

    lazy var tableView: UITableView = {
        let tableView = UITableView(frame: .zero).configureForAutoLayout("tableView")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: ExampleListViewController.cellIdentifier)
        return tableView
    }()

    override var accessibilityIdentifier: String { "Main" }

    override func setupAndComposeView() {
        title = "Example List"
        view.addSubview(tableView)
    }

    override func setupConstraints() {
        tableView.autoPinEdgesToSuperviewEdges()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Seed 000's debugging output: this view's constraints, its superview's, and the trace.
        view.printConstraints()
        view.superview?.printConstraints()
        print(view._autolayoutTrace())
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].entries.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: ExampleListViewController.cellIdentifier, for: indexPath)
        cell.textLabel?.font = UIFont.boldSystemFont(ofSize: 17)
        cell.textLabel?.text = sections[indexPath.section].entries[indexPath.row].name
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        show(sections[indexPath.section].entries[indexPath.row].make(), sender: nil)
    }
}
