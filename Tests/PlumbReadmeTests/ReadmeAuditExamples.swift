import PlumbTesting
import PlumbUI
import Testing

@MainActor func makeProfileCard() -> UIView {
    let title = UILabel()
    title.text = "Ada Lovelace"
    title.font = .preferredFont(forTextStyle: .headline)
    title.adjustsFontForContentSizeCategory = true
    title.numberOfLines = 0
    let badge = UILabel()
    badge.text = "BETA"
    badge.font = .boldSystemFont(ofSize: 11)
    badge.accessibilityIdentifier = "badge"
    let follow = UIButton(type: .system)
    follow.setTitle("Follow", for: .normal)
    follow.setTitleColor(.label, for: .normal)  // system blue on this grey is 3.59:1, under WCAG's 4.5:1
    follow.titleLabel?.font = .preferredFont(forTextStyle: .body)
    follow.titleLabel?.adjustsFontForContentSizeCategory = true
    follow.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
    let stack = UIStackView(arrangedSubviews: [title, badge, follow])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.isLayoutMarginsRelativeArrangement = true
    stack.backgroundColor = .secondarySystemBackground
    return stack
}

@MainActor @Suite struct ProfileCardAudit {
    @Test func profileCard() {
        assertAccessibilityAudit(
            of: makeProfileCard(), on: [.image(width: 320), .image(width: 320).rightToLeft],
            suppressing: [
                AccessibilityAuditSuppression(.dynamicType, element: "badge", reason: "a fixed-size tag, like the logo")
            ])
    }
}
