import Foundation
import PlumbUI
import PureLayout

/// Apple's Dynamic Stack View sample (seed 001): a vertical stack in a scroll view, sized by its
/// arranged views, with an "Add Entry" button that inserts rows (a date, an identifier and a
/// Delete button) and each row's button removing it, like a table without a table view.
final class DynamicStackViewController: BaseViewControllerWithAutolayout {
    lazy var scrollView = UIScrollView().configureForAutoLayout("scrollView")
    lazy var stackView: UIStackView = {
        let stack = UIStackView().configureForAutoLayout("stackView")
        stack.axis = .vertical
        stack.spacing = 8
        return stack
    }()
    lazy var addButton: UIButton = {
        let button = UIButton(type: .system).configureForAutoLayout("addButton")
        button.setTitle("Add Entry", for: .normal)
        return button
    }()

    /// How many entries have been added (numbers the rows deterministically).
    var entryCount = 0

    override var accessibilityIdentifier: String { "DynamicStackView" }

    override func setupAndComposeView() {
        title = "Dynamic Stack View"
        view.backgroundColor = .white
        view.addSubview(scrollView)
        scrollView.addSubview(stackView)
        stackView.addArrangedSubview(addButton)
        addButton.addAction(UIAction { [unowned self] _ in self.addEntry() }, for: .touchUpInside)
    }

    override func setupConstraints() {
        scrollView.autoPinEdgesToSuperviewSafeArea()
        // The stack fills the scroll view's content and is as wide as the scroll view: its
        // height becomes the content height. (Arranged views need no top or bottom constraints:
        // the stack view makes them; adding one conflicts with its UISV-canvas-connection.)
        stackView.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        stackView.autoMatch(.width, to: .width, of: scrollView, withOffset: -32)
    }

    /// Inserts a row above the Add Entry button (the sample's `addEntry(_:)`).
    func addEntry() {
        entryCount += 1
        let row = makeEntryView(number: entryCount)
        stackView.insertArrangedSubview(row, at: stackView.arrangedSubviews.count - 1)
        print("\(title ?? "") added entry \(entryCount); \(stackView.arrangedSubviews.count - 1) entries")
    }

    func makeEntryView(number: Int) -> UIView {
        let date = UILabel()
        date.text = String(format: "2018/12/%02d", 10 + number)
        date.font = .preferredFont(forTextStyle: .body)
        let identifier = UILabel()
        // A fixed identifier per row (the sample shows a random UUID's first part).
        identifier.text = String(
            format: "%d:%04X-%04X-%04X", number, 0x8FA8 + number * 0x111, 0x0A06 * number, 0x1464 + number)
        identifier.font = .preferredFont(forTextStyle: .caption1)
        identifier.textColor = .secondaryLabel
        identifier.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let delete = UIButton(type: .system)
        delete.setTitle("Delete", for: .normal)
        let row = UIStackView(arrangedSubviews: [date, identifier, delete])
        row.spacing = 8
        row.alignment = .firstBaseline
        delete.addAction(
            UIAction { [unowned row] _ in
                row.isHidden = true
                row.removeFromSuperview()
            }, for: .touchUpInside)
        return row
    }
}
