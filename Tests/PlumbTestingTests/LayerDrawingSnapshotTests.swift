import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// A profile screen drawn the way older UIKit apps draw it: an avatar and a banner as layer
/// contents placed by their gravity, names in text layers, a pie chart drawn with Core
/// Graphics paths, and a star rating drawn with `UIBezierPath` and `addClip()`, in both
/// directions, against `Snapshots/PlumbTestingTests/LayerDrawingSnapshotTests/`.
@MainActor @Suite struct LayerDrawingSnapshotTests {
    /// A small landscape (sky, sun, two hills), 90 × 60 points at @2x.
    static let landscape: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 90, height: 60)).image { ctx in
        UIColor(red: 0.55, green: 0.78, blue: 0.95, alpha: 1).setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 90, height: 60))
        UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: 58, y: 8, width: 18, height: 18)).fill()
        let far = UIBezierPath()
        far.move(to: CGPoint(x: 0, y: 44))
        far.addQuadCurve(to: CGPoint(x: 90, y: 38), controlPoint: CGPoint(x: 40, y: 18))
        far.addLine(to: CGPoint(x: 90, y: 60))
        far.addLine(to: CGPoint(x: 0, y: 60))
        far.close()
        UIColor(red: 0.35, green: 0.62, blue: 0.35, alpha: 1).setFill()
        far.fill()
        let near = UIBezierPath()
        near.move(to: CGPoint(x: 0, y: 60))
        near.addQuadCurve(to: CGPoint(x: 90, y: 52), controlPoint: CGPoint(x: 20, y: 34))
        near.addLine(to: CGPoint(x: 90, y: 60))
        near.close()
        UIColor(red: 0.2, green: 0.45, blue: 0.25, alpha: 1).setFill()
        near.fill()
    }

    /// A white check mark on blue, 16 points at @2x (a "verified" badge).
    static let badge: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { ctx in
        let c = ctx.cgContext
        c.setFillColor(UIColor.systemBlue.cgColor)
        c.fillEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
        c.setStrokeColor(UIColor.white.cgColor)
        c.setLineWidth(2)
        c.setLineCap(.round)
        c.setLineJoin(.round)
        c.move(to: CGPoint(x: 4.5, y: 8.5))
        c.addLine(to: CGPoint(x: 7, y: 11))
        c.addLine(to: CGPoint(x: 11.5, y: 5.5))
        c.strokePath()
    }

    /// An avatar, a badge and two lines of text, all sublayers placed in `layoutSubviews` and
    /// mirrored in right-to-left, as a hand-laid-out header does.
    final class ProfileHeader: UIView {
        let avatar = CALayer(), badge = CALayer(), name = CATextLayer(), detail = CATextLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            avatar.contents = LayerDrawingSnapshotTests.landscape.cgImage
            avatar.contentsGravity = .resizeAspectFill
            avatar.cornerRadius = 28
            avatar.masksToBounds = true
            badge.contents = LayerDrawingSnapshotTests.badge.cgImage
            badge.contentsGravity = .center
            badge.contentsScale = 2
            badge.backgroundColor = UIColor.white.cgColor
            badge.cornerRadius = 11
            name.string = "Amira Haddad"
            name.font = UIFont.boldSystemFont(ofSize: 17)
            name.fontSize = 17
            name.truncationMode = .end
            detail.string = "Ceramics studio · Lisbon"
            detail.fontSize = 13
            detail.truncationMode = .end
            for text in [name, detail] { text.contentsScale = 2 }
            for sublayer in [avatar, badge, name, detail] { layer.addSublayer(sublayer) }
        }

        required init?(coder: NSCoder) { nil }

        override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 88) }

        override func layoutSubviews() {
            super.layoutSubviews()
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            func place(_ l: CALayer, _ r: CGRect) {
                l.frame = rtl ? CGRect(x: bounds.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
            }
            place(avatar, CGRect(x: 16, y: 16, width: 56, height: 56))
            place(badge, CGRect(x: 52, y: 52, width: 22, height: 22))
            place(name, CGRect(x: 88, y: 22, width: bounds.width - 104, height: 24))
            place(detail, CGRect(x: 88, y: 48, width: bounds.width - 104, height: 20))
            for text in [name, detail] { text.alignmentMode = rtl ? .right : .left }
            name.foregroundColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
            detail.foregroundColor = UIColor.secondaryLabel.resolvedColor(with: traitCollection).cgColor
        }
    }

    /// A pie chart of three shares with Core Graphics' path functions: each slice a move to the
    /// centre, an arc and a close, filled and stroked in the card's colour (a gap between
    /// slices); a ring of progress towards a goal stroked around it.
    final class PieChart: UIView {
        let shares: [(CGFloat, UIColor)] = [(0.5, .systemBlue), (0.3, .systemOrange), (0.2, .systemPink)]

        override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 120) }

        override func draw(_ rect: CGRect) {
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            let c = CGPoint(x: bounds.midX, y: bounds.midY)
            var angle = -CGFloat.pi / 2
            ctx.setStrokeColor(UIColor.secondarySystemGroupedBackground.cgColor)
            ctx.setLineWidth(2)
            ctx.setLineJoin(.round)
            for (share, color) in shares {
                let end = angle + 2 * .pi * share
                ctx.beginPath()
                ctx.move(to: c)
                // Core Graphics' flag in UIKit's flipped context: false turns clockwise on screen.
                ctx.addArc(center: c, radius: 50, startAngle: angle, endAngle: end, clockwise: false)
                ctx.closePath()
                ctx.setFillColor(color.cgColor)
                ctx.drawPath(using: .fillStroke)
                angle = end
            }
            // Progress towards a goal: three quarters, round caps, from 12 o'clock.
            ctx.setStrokeColor(UIColor.systemGreen.cgColor)
            ctx.setLineWidth(4)
            ctx.setLineCap(.round)
            ctx.addArc(center: c, radius: 57, startAngle: -.pi / 2, endAngle: .pi, clockwise: false)
            ctx.strokePath()
        }
    }

    /// Five stars; the rating fills them from the leading edge: each star is drawn grey, then
    /// its path becomes the clip and the filled part is painted over it (as Cosmos does).
    final class StarRating: UIView {
        var rating: CGFloat = 3.5
        let size: CGFloat = 26, spacing: CGFloat = 6

        override var intrinsicContentSize: CGSize { CGSize(width: 5 * size + 4 * spacing, height: size) }

        func star(in r: CGRect) -> UIBezierPath {
            let path = UIBezierPath()
            let c = CGPoint(x: r.midX, y: r.midY + r.height * 0.04)
            for i in 0..<10 {
                let radius = i % 2 == 0 ? r.width / 2 : r.width / 2 * 0.42
                let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let p = CGPoint(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.close()
            return path
        }

        override func draw(_ rect: CGRect) {
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            for i in 0..<5 {
                let x = CGFloat(i) * (size + spacing)
                let r = CGRect(x: rtl ? bounds.width - x - size : x, y: 0, width: size, height: size)
                let path = star(in: r)
                UIColor.systemGray4.setFill()
                path.fill()
                let filled = min(1, max(0, rating - CGFloat(i)))
                guard filled > 0 else { continue }
                ctx.saveGState()
                path.addClip()
                UIColor.systemYellow.setFill()
                let w = size * filled
                UIRectFill(CGRect(x: rtl ? r.maxX - w : r.minX, y: r.minY, width: w, height: size))
                ctx.restoreGState()
            }
        }
    }

    final class Screen: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            func card() -> UIView {
                let v = UIView()
                v.backgroundColor = .secondarySystemGroupedBackground
                v.layer.cornerRadius = 12
                v.clipsToBounds = true
                return v
            }
            let header = card()
            let profile = ProfileHeader()
            profile.isOpaque = false
            header.addSubview(profile)
            // The banner is the card's own layer contents, fitted inside it.
            let banner = card()
            banner.layer.contents = LayerDrawingSnapshotTests.landscape.cgImage
            banner.layer.contentsGravity = .resizeAspect
            banner.backgroundColor = .tertiarySystemFill
            let chartCard = card()
            let chart = PieChart()
            chart.isOpaque = false
            let legend = UIStackView()
            legend.axis = .vertical
            legend.spacing = 8
            for (label, color) in [
                ("Bowls 50 %", UIColor.systemBlue), ("Vases 30 %", .systemOrange), ("Tiles 20 %", .systemPink),
            ] {
                let dot = UIView()
                dot.backgroundColor = color
                dot.layer.cornerRadius = 5
                dot.widthAnchor.constraint(equalToConstant: 10).isActive = true
                dot.heightAnchor.constraint(equalToConstant: 10).isActive = true
                let text = UILabel()
                text.text = label
                text.font = .preferredFont(forTextStyle: .subheadline)
                let row = UIStackView(arrangedSubviews: [dot, text])
                row.spacing = 8
                row.alignment = .center
                legend.addArrangedSubview(row)
            }
            let chartRow = UIStackView(arrangedSubviews: [chart, legend])
            chartRow.spacing = 24
            chartRow.alignment = .center
            chartCard.addSubview(chartRow)
            let stars = StarRating()
            stars.isOpaque = false
            let reviews = UILabel()
            reviews.text = "3.5 · 128 reviews"
            reviews.font = .preferredFont(forTextStyle: .footnote)
            reviews.textColor = .secondaryLabel
            // A label made in code hugs at 250, as the stars do: the label hugs, the stars take the rest.
            reviews.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let ratingRow = UIStackView(arrangedSubviews: [stars, reviews])
            ratingRow.spacing = 12
            ratingRow.alignment = .center
            let column = UIStackView(arrangedSubviews: [header, banner, chartCard, ratingRow])
            column.axis = .vertical
            column.spacing = 16
            view.addSubview(column)
            for v in [column, profile, chartRow] { v.translatesAutoresizingMaskIntoConstraints = false }
            NSLayoutConstraint.activate([
                column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                profile.topAnchor.constraint(equalTo: header.topAnchor),
                profile.bottomAnchor.constraint(equalTo: header.bottomAnchor),
                profile.leadingAnchor.constraint(equalTo: header.leadingAnchor),
                profile.trailingAnchor.constraint(equalTo: header.trailingAnchor),
                banner.heightAnchor.constraint(equalToConstant: 110),
                chartRow.topAnchor.constraint(equalTo: chartCard.topAnchor, constant: 16),
                chartRow.bottomAnchor.constraint(equalTo: chartCard.bottomAnchor, constant: -16),
                chartRow.leadingAnchor.constraint(equalTo: chartCard.leadingAnchor, constant: 16),
            ])
        }
    }

    @Test func layerDrawingScreen() {
        assertSnapshot(of: Screen(), as: .image(on: .iPhoneSE))
        assertSnapshot(of: Screen(), as: .image(on: .iPhoneSE).rightToLeft)
    }
}
