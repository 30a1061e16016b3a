#if canImport(UIKit)
    import UIKit
#else
    import PlumbUI
#endif

/// A profile card: an avatar, a name and a role, laid out with a stack view.
@MainActor public final class ProfileCard: UIView {
    /// The space between the avatar and the text (the consumer check changes it to make a snapshot fail).
    public static let spacing: CGFloat = 12

    public init(name: String, role: String) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        let avatar = UIView()
        avatar.backgroundColor = .systemTeal
        avatar.layer.cornerRadius = 24
        avatar.translatesAutoresizingMaskIntoConstraints = false
        let nameLabel = UILabel()
        nameLabel.text = name
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.numberOfLines = 0
        let roleLabel = UILabel()
        roleLabel.text = role
        roleLabel.font = .preferredFont(forTextStyle: .subheadline)
        roleLabel.textColor = .secondaryLabel
        roleLabel.numberOfLines = 0
        let text = UIStackView(arrangedSubviews: [nameLabel, roleLabel])
        text.axis = .vertical
        text.spacing = 4
        let row = UIStackView(arrangedSubviews: [avatar, text])
        row.alignment = .center
        row.spacing = Self.spacing
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalToConstant: 48),
            row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
