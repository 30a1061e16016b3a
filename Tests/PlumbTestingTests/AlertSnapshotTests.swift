import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// Alerts and action sheets drawn as iOS draws them, presented over a screen of rows, on iPhone
/// SE and iPhone X in both directions, against `Snapshots/PlumbTestingTests/AlertSnapshotTests/`.
@MainActor @Suite struct AlertSnapshotTests {
    /// A screen with a few rows that presents `makeAlert()` once it has appeared.
    final class Presenter: UIViewController {
        let makeAlert: () -> UIAlertController
        init(_ makeAlert: @escaping () -> UIAlertController) {
            self.makeAlert = makeAlert
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            for text in ["Drafts", "Lunch on Friday?", "Slides for the review", "All 412 tests passed"] {
                let label = UILabel()
                label.text = text
                label.font = .systemFont(ofSize: 17)
                stack.addArrangedSubview(label)
            }
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            present(makeAlert(), animated: true)
        }
    }

    static func twoButtons() -> UIAlertController {
        let alert = UIAlertController(
            title: "Delete Draft?", message: "This draft will be deleted. This cannot be undone.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return alert
    }

    static func threeStacked() -> UIAlertController {
        let alert = UIAlertController(
            title: "Save Changes?", message: "Your changes will be lost if you don't save them.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Don't Save", style: .destructive))
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(save)
        alert.preferredAction = save
        return alert
    }

    static func textField() -> UIAlertController {
        let alert = UIAlertController(
            title: "New Folder", message: "Enter a name for this folder.", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(save)
        alert.preferredAction = save
        return alert
    }

    static func actionSheet() -> UIAlertController {
        let sheet = UIAlertController(
            title: "Lunch on Friday?", message: "Choose what to do with this message.",
            preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Reply", style: .default))
        sheet.addAction(UIAlertAction(title: "Forward", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return sheet
    }

    func check(_ make: @escaping () -> UIAlertController, function: String = #function) {
        for device in [Device.iPhoneSE, .iPhoneX] {
            assertSnapshot(of: Presenter(make), as: .image(on: device), function: function)
            assertSnapshot(of: Presenter(make), as: .image(on: device).rightToLeft, function: function)
        }
    }

    @Test func alertWithTwoButtons() { check(Self.twoButtons) }
    @Test func alertWithThreeStackedButtons() { check(Self.threeStacked) }
    @Test func alertWithTextField() { check(Self.textField) }
    @Test func actionSheetWithCancel() { check(Self.actionSheet) }
}
