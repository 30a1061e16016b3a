#if canImport(UIKit)
    import UIKit
#else
    import PlumbUI
#endif

/// A settings screen: a view controller with a title and a switch row.
@MainActor public final class SettingsScreen: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel()
        title.text = "Notifications"
        title.font = .preferredFont(forTextStyle: .title2)
        let label = UILabel()
        label.text = "Send me a summary every morning"
        label.numberOfLines = 0
        let toggle = UISwitch()
        toggle.isOn = true
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.alignment = .center
        row.spacing = 8
        let column = UIStackView(arrangedSubviews: [title, row])
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}
