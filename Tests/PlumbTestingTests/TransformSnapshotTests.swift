import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// Views drawn through `transform` as real screens use it: a corner ribbon turned 45°, a
/// disclosure chevron turned a quarter (an expanded row), a pressed card scaled to 96 %, and a
/// vertical label turned −90°, in both directions, against
/// `Snapshots/PlumbTestingTests/TransformSnapshotTests/`.
@MainActor @Suite struct TransformSnapshotTests {
    /// A disclosure chevron pointing right, drawn in `draw(_:)` (SF Symbols are placeholders in Plumb).
    final class Chevron: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 16) }
        override func draw(_ rect: CGRect) {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 2, y: 2))
            path.addLine(to: CGPoint(x: 8, y: 8))
            path.addLine(to: CGPoint(x: 2, y: 14))
            path.lineWidth = 2.5
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.tertiaryLabel.setStroke()
            path.stroke()
        }
    }

    final class Screen: UIViewController {
        let ribbon = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let card = UIView()
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 12
            card.clipsToBounds = true
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            let title = UILabel()
            title.text = "Winter sale"
            title.font = .preferredFont(forTextStyle: .headline)
            let detail = UILabel()
            detail.text = "Everything in the shop, this week only."
            detail.font = .preferredFont(forTextStyle: .subheadline)
            detail.textColor = .secondaryLabel
            detail.numberOfLines = 0
            let chevron = Chevron()
            chevron.isOpaque = false
            chevron.setContentHuggingPriority(.required, for: .horizontal)
            chevron.setContentCompressionResistancePriority(.required, for: .horizontal)
            chevron.transform = CGAffineTransform(rotationAngle: .pi / 2)  // expanded
            ribbon.text = "−30 %"
            ribbon.textAlignment = .center
            ribbon.font = .systemFont(ofSize: 12, weight: .bold)
            ribbon.textColor = .white
            ribbon.backgroundColor = .systemRed
            for v in [title, detail, chevron, ribbon] {
                v.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(v)
            }
            let pressed = UIButton(configuration: .filled())
            pressed.configuration?.title = "Shop now"
            pressed.transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
            pressed.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pressed)
            let side = UILabel()
            side.text = "NEW ARRIVALS"
            side.font = .systemFont(ofSize: 11, weight: .semibold)
            side.textColor = .systemBlue
            side.transform = CGAffineTransform(rotationAngle: -.pi / 2)
            side.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(side)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                detail.trailingAnchor.constraint(equalTo: chevron.leadingAnchor, constant: -12),
                detail.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
                chevron.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -44),
                chevron.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                // A band across the trailing top corner: 120 wide, its centre 24 pt in from the corner.
                ribbon.widthAnchor.constraint(equalToConstant: 120),
                ribbon.heightAnchor.constraint(equalToConstant: 22),
                ribbon.centerYAnchor.constraint(equalTo: card.topAnchor, constant: 24),
                pressed.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 20),
                pressed.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                pressed.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                side.centerXAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                side.topAnchor.constraint(equalTo: pressed.bottomAnchor, constant: 60),
            ])
            // Mixed with a trailing anchor, the centre's constant is mirrored with it in right-to-left.
            ribbon.centerXAnchor.constraint(equalTo: card.trailingAnchor, constant: -24).isActive = true
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            // Turned 45° clockwise across the trailing corner; the turn is mirrored in
            // right-to-left here, where the traits are known.
            let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            ribbon.transform = CGAffineTransform(rotationAngle: rtl ? -.pi / 4 : .pi / 4)
        }
    }

    @Test func transformedViewsScreen() {
        assertSnapshot(of: Screen(), as: .image(on: .iPhoneSE))
        assertSnapshot(of: Screen(), as: .image(on: .iPhoneSE).rightToLeft)
    }
}
