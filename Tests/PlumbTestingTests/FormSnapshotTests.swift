import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// A form with UIKit's controls (text fields, a segmented control, a switch row, a slider and a
/// progress bar) in a stack view, at 375 points in both directions, light and dark. References in
/// `Snapshots/PlumbTestingTests/FormSnapshotTests/`.
@MainActor @Suite struct FormSnapshotTests {
    final class Form: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBackground
            let name = UITextField()
            name.borderStyle = .roundedRect
            name.placeholder = "Name"
            name.accessibilityIdentifier = "name"
            let email = UITextField()
            email.borderStyle = .roundedRect
            email.text = "ada@example.com"
            email.accessibilityIdentifier = "email"
            email.accessibilityLabel = "Email"  // a field with text and no placeholder needs a name (lint: .all)
            let plan = UISegmentedControl(items: ["Free", "Pro", "Team"])
            plan.selectedSegmentIndex = 1
            plan.accessibilityIdentifier = "plan"
            let label = UILabel()
            label.text = "Newsletter"
            label.accessibilityIdentifier = "newsletter"
            let toggle = UISwitch()
            toggle.isOn = true
            toggle.accessibilityIdentifier = "toggle"
            toggle.accessibilityLabel = "Newsletter"
            let row = UIStackView(arrangedSubviews: [label, toggle])
            row.alignment = .center
            row.accessibilityIdentifier = "row"
            let slider = UISlider()
            slider.value = 0.3
            slider.accessibilityIdentifier = "slider"
            slider.accessibilityLabel = "Volume"
            let progress = UIProgressView()
            progress.progress = 0.7
            progress.accessibilityIdentifier = "progress"
            let stack = UIStackView(arrangedSubviews: [name, email, plan, row, slider, progress])
            stack.axis = .vertical
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
                stack.topAnchor.constraint(equalTo: topAnchor, constant: 20),
                bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 20),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func form() {
        assertSnapshots(
            of: Form(),
            matrix: VariantMatrix(
                sizes: [.width(375)], styles: [.light, .dark],
                lint: .all.subtracting(.overlappingSiblings)))
        assertSnapshot(of: Form(), as: .frames(width: 375))
    }
}
