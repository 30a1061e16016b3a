import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// Shadows, gradients, a shape-layer ring and a blur material on one screen, light and dark,
/// in both directions. References in `Snapshots/PlumbTestingTests/AppearanceSnapshotTests/`.
@MainActor @Suite struct AppearanceSnapshotTests {
    /// A card with a shadow (from its content), a gradient sublayer behind its labels and a
    /// progress ring drawn by a shape layer.
    final class StatCard: UIView {
        let gradient = CAGradientLayer()
        let ring = CAShapeLayer()
        let track = CAShapeLayer()
        let title = UILabel()
        let value = UILabel()

        init(title: String, value: String, progress: CGFloat, colors: [UIColor]) {
            super.init(frame: .zero)
            backgroundColor = .secondarySystemGroupedBackground
            layer.cornerRadius = 14
            layer.shadowOpacity = 0.18
            layer.shadowRadius = 8
            layer.shadowOffset = CGSize(width: 0, height: 4)
            gradient.colors = colors.map(\.cgColor)
            gradient.startPoint = CGPoint(x: 0, y: 0)
            gradient.endPoint = CGPoint(x: 1, y: 1)
            gradient.cornerRadius = 14
            gradient.masksToBounds = true
            layer.insertSublayer(gradient, at: 0)
            for (shape, color, end) in [
                (track, UIColor.white.withAlphaComponent(0.3), CGFloat(1)), (ring, UIColor.white, progress),
            ] {
                shape.fillColor = nil
                shape.strokeColor = color.cgColor
                shape.lineWidth = 5
                shape.lineCap = .round
                shape.strokeEnd = end
                layer.addSublayer(shape)
            }
            self.title.text = title
            self.title.font = .systemFont(ofSize: 15, weight: .semibold)
            self.title.textColor = .white
            self.value.text = value
            self.value.font = .boldSystemFont(ofSize: 28)
            self.value.textColor = .white
            for v in [self.title, self.value] {
                v.translatesAutoresizingMaskIntoConstraints = false
                addSubview(v)
            }
            NSLayoutConstraint.activate([
                self.title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                self.title.topAnchor.constraint(equalTo: topAnchor, constant: 14),
                self.value.leadingAnchor.constraint(equalTo: self.title.leadingAnchor),
                self.value.topAnchor.constraint(equalTo: self.title.bottomAnchor, constant: 4),
                bottomAnchor.constraint(equalTo: self.value.bottomAnchor, constant: 14),
            ])
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            gradient.frame = bounds
            // The ring sits at the trailing edge: the layers do not mirror themselves.
            let d: CGFloat = 44
            let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? 16 : bounds.width - 16 - d
            let circle = UIBezierPath(
                arcCenter: CGPoint(x: x + d / 2, y: bounds.midY), radius: d / 2,
                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
            ).cgPath
            track.path = circle
            ring.path = circle
        }
    }

    /// A list of cards under a blurred bar with a hairline.
    final class Dashboard: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemGroupedBackground
            let cards = [
                StatCard(title: "Steps", value: "8,432", progress: 0.84, colors: [.systemBlue, .systemIndigo]),
                StatCard(title: "Sleep", value: "7 h 12 min", progress: 0.6, colors: [.systemPurple, .systemPink]),
                StatCard(title: "Water", value: "1.4 L", progress: 0.35, colors: [.systemTeal, .systemGreen]),
            ]
            let stack = UIStackView(arrangedSubviews: cards)
            stack.axis = .vertical
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            addSubview(stack)
            let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
            bar.translatesAutoresizingMaskIntoConstraints = false
            let heading = UILabel()
            heading.text = "Today"
            heading.font = .boldSystemFont(ofSize: 17)
            heading.translatesAutoresizingMaskIntoConstraints = false
            bar.contentView.addSubview(heading)
            let hairline = UIView()
            hairline.backgroundColor = .separator
            hairline.translatesAutoresizingMaskIntoConstraints = false
            bar.contentView.addSubview(hairline)
            addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: topAnchor),
                bar.leadingAnchor.constraint(equalTo: leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 52),
                heading.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
                heading.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
                hairline.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
                hairline.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
                hairline.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
                hairline.heightAnchor.constraint(equalToConstant: 0.5),
                // The first card starts under the bar, so the bar blurs it.
                stack.topAnchor.constraint(equalTo: topAnchor, constant: 36),
                stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
                bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 28),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func dashboard() {
        assertSnapshots(
            of: Dashboard(), matrix: VariantMatrix(sizes: [.width(375)], styles: [.light, .dark], lint: .default))
    }
}
