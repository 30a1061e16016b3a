import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// The project's own snapshot tests: small layouts at two widths, left to right and right to
/// left, light and dark, against the references in `Snapshots/PlumbTestingTests/CardSnapshotTests/`.
///
/// Record missing references with `SNAPSHOT_TESTING_RECORD=missing swift test --filter CardSnapshotTests`;
/// under `CI=true` nothing is ever recorded.
@MainActor @Suite struct CardSnapshotTests {
    /// Two widths × two directions × light and dark, @2x, with every lint check (truncated or
    /// clipped labels, overlapping siblings, views outside their superview, RTL not the mirror of LTR).
    static let variants = VariantMatrix(
        sizes: [.width(320), .width(375)], directions: [.leftToRight, .rightToLeft],
        styles: [.light, .dark], lint: .all)

    /// A card: a round avatar, a bold title and a body label that wraps. Its background and body
    /// colours are dynamic (a light grey and dark grey text in light mode, `secondarySystemBackground`
    /// and light grey text in dark mode).
    final class Card: UIView {
        let avatar = UIView()
        let title = UILabel()
        let body = UILabel()

        init(title: String, body: String) {
            super.init(frame: .zero)
            backgroundColor = UIColor {
                $0.userInterfaceStyle == .dark ? .secondarySystemBackground : UIColor(white: 0.95, alpha: 1)
            }
            avatar.backgroundColor = .systemBlue
            avatar.layer.cornerRadius = 20
            avatar.accessibilityIdentifier = "avatar"
            self.title.text = title
            self.title.font = .boldSystemFont(ofSize: 17)
            self.title.accessibilityIdentifier = "title"
            self.body.text = body
            self.body.font = .systemFont(ofSize: 14)
            self.body.numberOfLines = 0
            self.body.textColor = UIColor { $0.userInterfaceStyle == .dark ? .lightGray : .darkGray }
            self.body.accessibilityIdentifier = "body"
            for v in [avatar, self.title, self.body] {
                v.translatesAutoresizingMaskIntoConstraints = false
                addSubview(v)
            }
            NSLayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                avatar.topAnchor.constraint(equalTo: topAnchor, constant: 16),
                avatar.widthAnchor.constraint(equalToConstant: 40),
                avatar.heightAnchor.constraint(equalToConstant: 40),
                bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 16),
                self.title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                self.title.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
                self.title.topAnchor.constraint(equalTo: topAnchor, constant: 16),
                self.body.leadingAnchor.constraint(equalTo: self.title.leadingAnchor),
                self.body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                self.body.topAnchor.constraint(equalTo: self.title.bottomAnchor, constant: 4),
                bottomAnchor.constraint(greaterThanOrEqualTo: self.body.bottomAnchor, constant: 16),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func card() {
        let card = Card(
            title: "Ada Lovelace",
            body: "Wrote the first program for the Analytical Engine, and saw that it could do more than arithmetic.")
        assertSnapshots(of: card, matrix: Self.variants)
    }

    @Test func arabicCard() {
        let card = Card(
            title: "آدا لوفليس",
            body: "كتبت أول برنامج للمحرك التحليلي، ورأت أنه يستطيع أن يفعل أكثر من الحساب.")
        assertSnapshots(of: card, matrix: Self.variants)
    }

    @Test func stackRow() {
        let row = UIStackView()
        row.axis = .horizontal
        row.spacing = 8
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let icon = UIView()
        icon.backgroundColor = .systemGreen
        icon.accessibilityIdentifier = "icon"
        icon.widthAnchor.constraint(equalToConstant: 24).isActive = true
        icon.heightAnchor.constraint(equalToConstant: 24).isActive = true
        let label = UILabel()
        label.text = "Notifications"
        label.font = .systemFont(ofSize: 17)
        label.accessibilityIdentifier = "label"
        let value = UILabel()
        value.text = "On"
        value.font = .systemFont(ofSize: 17)
        value.textColor = .gray
        value.accessibilityIdentifier = "value"
        value.setContentHuggingPriority(.required, for: .horizontal)
        for v in [icon, label, value] { row.addArrangedSubview(v) }
        assertSnapshots(of: row, matrix: Self.variants)
    }
}
