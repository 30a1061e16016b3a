import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// A settings screen as a view controller on device presets: the safe area, Dynamic Type with
/// `adjustsFontForContentSizeCategory`, doubled strings (longer translations) and a `.frames`
/// text snapshot, against the references in `Snapshots/PlumbTestingTests/SettingsSnapshotTests/`.
@MainActor @Suite struct SettingsSnapshotTests {
    /// A title, then rows of icon, label and value in a vertical stack inside the safe area.
    final class SettingsViewController: UIViewController {
        let rows: [(String, String, UIColor)] = [
            ("Notifications", "On", .systemRed), ("Appearance", "Automatic", .systemBlue),
            ("Language", "English", .systemGreen), ("Storage", "12.4 GB", .systemGray),
        ]

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let title = UILabel()
            title.text = "Settings"
            title.font = .preferredFont(forTextStyle: .largeTitle)
            title.adjustsFontForContentSizeCategory = true
            title.accessibilityIdentifier = "title"
            let stack = UIStackView(arrangedSubviews: [title] + rows.map(makeRow))
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
                stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            ])
        }

        func makeRow(_ row: (String, String, UIColor)) -> UIView {
            let icon = UIView()
            icon.backgroundColor = row.2
            icon.layer.cornerRadius = 6
            icon.accessibilityIdentifier = "icon"
            NSLayoutConstraint.activate([
                icon.widthAnchor.constraint(equalToConstant: 28),
                icon.heightAnchor.constraint(equalToConstant: 28),
            ])
            let label = UILabel()
            label.text = row.0
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            label.accessibilityIdentifier = "label"
            let value = UILabel()
            value.text = row.1
            value.font = .preferredFont(forTextStyle: .body)
            value.adjustsFontForContentSizeCategory = true
            value.textColor = .secondaryLabel
            value.accessibilityIdentifier = "value"
            value.setContentHuggingPriority(.required, for: .horizontal)
            value.setContentCompressionResistancePriority(.required, for: .horizontal)
            let stack = UIStackView(arrangedSubviews: [icon, label, value])
            stack.spacing = 12
            stack.alignment = .center
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
            stack.backgroundColor = .secondarySystemGroupedBackground
            stack.layer.cornerRadius = 10
            stack.accessibilityIdentifier = "row"
            return stack
        }
    }

    @Test func settings() {
        for device in [Device.iPhoneSE, .iPhoneX] {
            assertSnapshot(of: SettingsViewController(), as: .image(on: device))
            assertSnapshot(of: SettingsViewController(), as: .image(on: device).rightToLeft)
        }
    }

    @Test func settingsInDarkMode() {
        assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhoneX).dark)
        assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhoneSE).rightToLeft.dark)
    }

    @Test func settingsAtAccessibilitySizes() {
        assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhoneSE).contentSize(.accessibilityLarge))
    }

    @Test func settingsWithDoubledStrings() {
        assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhoneSE).doubled.rightToLeft)
    }

    @Test func settingsFrames() {
        assertSnapshot(of: SettingsViewController(), as: .frames(on: .iPhoneSE))
        assertSnapshot(of: SettingsViewController(), as: .frames(on: .iPhoneSE).rightToLeft)
    }
}
