import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// The content real screens draw: a rich-text article (attributed labels and a self-sizing
/// text view), a gallery of buttons (types, states, configurations) and a grid of images (PNG
/// and JPEG by name, templates, nine-slice, symbol placeholders), in both directions.
/// References in `Snapshots/PlumbTestingTests/ContentSnapshotTests/`.
@MainActor @Suite struct ContentSnapshotTests {
    // MARK: Rich text

    static func article() -> UIView {
        let root = UIView()
        root.backgroundColor = .white
        let headline = UILabel()
        headline.numberOfLines = 0
        let title = NSMutableAttributedString(
            string: "Typesetting ", attributes: [.font: UIFont.boldSystemFont(ofSize: 28)])
        title.append(
            NSAttributedString(
                string: "on Linux",
                attributes: [
                    .font: UIFont.systemFont(ofSize: 28),
                    .foregroundColor: UIColor.systemIndigo,
                ]))
        headline.attributedText = title
        let byline = UILabel()
        byline.numberOfLines = 0
        let by = NSMutableAttributedString(
            string: "By Ada L. · ",
            attributes: [
                .font: UIFont.systemFont(ofSize: 13),
                .foregroundColor: UIColor.secondaryLabel,
            ])
        by.append(
            NSAttributedString(
                string: "Read the source",
                attributes: [
                    .font: UIFont.systemFont(ofSize: 13),
                    .link: URL(string: "https://example.com")!,
                ]))
        byline.attributedText = by

        let body = UITextView()
        body.isEditable = false
        body.isScrollEnabled = false
        body.backgroundColor = .clear
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 3
        paragraph.paragraphSpacing = 10
        paragraph.firstLineHeadIndent = 16
        let base: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 16), .paragraphStyle: paragraph,
            .foregroundColor: UIColor.label,
        ]
        let text = NSMutableAttributedString(string: "Each run is shaped on its own: ", attributes: base)
        text.append(
            NSAttributedString(
                string: "bold words", attributes: base.merging([.font: UIFont.boldSystemFont(ofSize: 16)]) { $1 }))
        text.append(NSAttributedString(string: ", ", attributes: base))
        text.append(
            NSAttributedString(
                string: "underlined",
                attributes: base.merging([.underlineStyle: NSUnderlineStyle.single.rawValue]) { $1 }))
        text.append(NSAttributedString(string: ", ", attributes: base))
        text.append(
            NSAttributedString(
                string: "struck",
                attributes: base.merging([
                    .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                    .strikethroughColor: UIColor.systemRed,
                ]) { $1 }))
        text.append(NSAttributedString(string: ", ", attributes: base))
        text.append(
            NSAttributedString(
                string: "highlighted", attributes: base.merging([.backgroundColor: UIColor.systemYellow]) { $1 }))
        text.append(NSAttributedString(string: ", E = mc", attributes: base))
        text.append(
            NSAttributedString(
                string: "2",
                attributes: base.merging([.font: UIFont.systemFont(ofSize: 10), .baselineOffset: 7]) { $1 }))
        text.append(
            NSAttributedString(string: " and a s p a c e d word. One line breaker fills the lines.\n", attributes: base)
        )
        let arabic = NSMutableParagraphStyle()
        arabic.baseWritingDirection = .rightToLeft
        arabic.alignment = .natural
        arabic.lineSpacing = 3
        arabic.paragraphSpacing = 10
        let rtl: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 16), .paragraphStyle: arabic,
            .foregroundColor: UIColor.label,
        ]
        text.append(NSAttributedString(string: "يعرض النص ", attributes: rtl))
        text.append(
            NSAttributedString(
                string: "Plumb",
                attributes: rtl.merging([
                    .font: UIFont.boldSystemFont(ofSize: 16),
                    .foregroundColor: UIColor.systemBlue,
                ]) { $1 }))
        text.append(NSAttributedString(string: " بخطوط متعددة في فقرة واحدة.\n", attributes: rtl))
        let quote = NSMutableParagraphStyle()
        quote.headIndent = 24
        quote.firstLineHeadIndent = 24
        quote.tailIndent = -24
        quote.lineHeightMultiple = 1.2
        text.append(
            NSAttributedString(
                string: "“A quoted paragraph, indented at both ends, with a taller line height.”",
                attributes: [
                    .font: UIFont.systemFont(ofSize: 15), .paragraphStyle: quote,
                    .foregroundColor: UIColor.secondaryLabel,
                ]))
        body.attributedText = text

        let stack = UIStackView(arrangedSubviews: [headline, byline, body])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
        ])
        return root
    }

    @Test func richTextArticle() {
        assertSnapshot(of: Self.article(), as: .image(width: 375), named: "article")
        assertSnapshot(of: Self.article(), as: .image(width: 375).rightToLeft, named: "article")
    }

    // MARK: Buttons

    static func buttonGallery() -> UIView {
        let root = UIView()
        root.backgroundColor = .white
        func row(_ views: [UIView]) -> UIStackView {
            let s = UIStackView(arrangedSubviews: views)
            s.axis = .horizontal
            s.spacing = 12
            s.alignment = .center
            return s
        }
        let system = UIButton(type: .system)
        system.setTitle("System", for: .normal)
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.backgroundColor = .systemGreen
        custom.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        custom.layer.cornerRadius = 8
        let selected = UIButton(type: .system)
        selected.setTitle("Follow", for: .normal)
        selected.setTitle("Following", for: .selected)
        selected.isSelected = true
        let types = [UIButton(type: .detailDisclosure), UIButton(type: .contactAdd), UIButton(type: .close)]

        func configured(
            _ c: UIButton.Configuration, _ title: String, _ change: (inout UIButton.Configuration) -> Void = { _ in }
        ) -> UIButton {
            var c = c
            c.title = title
            change(&c)
            return UIButton(configuration: c)
        }
        let styles = [
            configured(.plain(), "Plain"), configured(.gray(), "Gray"), configured(.tinted(), "Tinted"),
            configured(.filled(), "Filled"),
        ]
        let star = UIImage(systemName: "star.fill")
        let fancy = [
            configured(.filled(), "Download") {
                $0.subtitle = "12 MB"; $0.image = star; $0.imagePadding = 8
            },
            configured(.tinted(), "Top") {
                $0.image = star; $0.imagePlacement = .top; $0.imagePadding = 4
            },
            configured(.filled(), "Capsule") {
                $0.cornerStyle = .capsule; $0.baseBackgroundColor = .systemPink
            },
        ]
        let sizes = [
            configured(.filled(), "Mini") { $0.buttonSize = .mini },
            configured(.filled(), "Small") { $0.buttonSize = .small },
            configured(.filled(), "Medium"), configured(.filled(), "Large") { $0.buttonSize = .large },
        ]
        let trailing = configured(.bordered(), "Next") {
            $0.image = star; $0.imagePlacement = .trailing; $0.imagePadding = 6
        }
        // Rows placed with constraints, one under the other from the leading edge.
        let rows = [
            row([system, disabled, custom, selected]), row(types), row(styles), row(fancy), row(sizes), row([trailing]),
        ]
        var above: NSLayoutYAxisAnchor = root.topAnchor
        for r in rows {
            r.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(r)
            NSLayoutConstraint.activate([
                r.topAnchor.constraint(equalTo: above, constant: 16),
                r.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                r.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
            ])
            above = r.bottomAnchor
        }
        rows.last!.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -16).isActive = true
        return root
    }

    @Test func buttonGallery() {
        // The symbol placeholders warn; the warnings are expected here.
        _ = LayoutDiagnostics.collect {
            assertSnapshot(of: Self.buttonGallery(), as: .image(width: 390), named: "buttons")
            assertSnapshot(of: Self.buttonGallery(), as: .image(width: 390).rightToLeft, named: "buttons")
        }
    }

    // MARK: Images

    static func imageGrid() -> UIView {
        let root = UIView()
        root.backgroundColor = .systemGroupedBackground
        let bundle = Bundle.module
        func tile(
            _ image: UIImage?, _ mode: UIView.ContentMode, tint: UIColor? = nil, height: CGFloat = 75,
            rounded: Bool = true
        ) -> UIImageView {
            let v = UIImageView(image: image)
            v.contentMode = mode
            v.clipsToBounds = true
            v.backgroundColor = .white
            v.layer.cornerRadius = rounded ? 8 : 0
            if let tint { v.tintColor = tint }
            v.translatesAutoresizingMaskIntoConstraints = false
            v.widthAnchor.constraint(equalToConstant: 100).isActive = true
            v.heightAnchor.constraint(equalToConstant: height).isActive = true
            return v
        }
        let landscape = UIImage(named: "landscape", in: bundle, compatibleWith: nil)
        let bubble = UIImage(named: "bubble", in: bundle, compatibleWith: nil)?
            .resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
        let tiled = UIImage(named: "bubble", in: bundle, compatibleWith: nil)?
            .resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        let rows: [[UIImageView]] = [
            // A 4:3 JPEG in square tiles: cropped, letterboxed, squashed.
            [
                tile(landscape, .scaleAspectFill, height: 100), tile(landscape, .scaleAspectFit, height: 100),
                tile(landscape, .scaleToFill, height: 100),
            ],
            // Templates in their tint colour: an asset catalog set, a PNG made a template, a symbol placeholder.
            [
                tile(UIImage(named: "star", in: bundle, compatibleWith: nil), .center, tint: .systemOrange),
                tile(
                    UIImage(named: "mask", in: bundle, compatibleWith: nil)?.withRenderingMode(.alwaysTemplate),
                    .center, tint: .systemTeal),
                tile(UIImage(systemName: "heart.fill"), .center, tint: .systemRed),
            ],
            // Nine-slice (stretched, tiled) with red/green/blue/yellow corners, and the @2x/@3x dot.
            [
                tile(bubble, .scaleToFill, rounded: false), tile(tiled, .scaleToFill, rounded: false),
                tile(UIImage(named: "dot", in: bundle, compatibleWith: nil), .center),
            ],
        ]
        let grid = UIStackView(
            arrangedSubviews: rows.map { r -> UIStackView in
                let s = UIStackView(arrangedSubviews: r)
                s.spacing = 12
                return s
            })
        grid.axis = .vertical
        grid.spacing = 12
        grid.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(grid)
        NSLayoutConstraint.activate([
            grid.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            grid.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            grid.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
        ])
        return root
    }

    @Test func imageGrid() {
        _ = LayoutDiagnostics.collect {
            assertSnapshot(of: Self.imageGrid(), as: .image(width: 360), named: "images")
            assertSnapshot(of: Self.imageGrid(), as: .image(width: 360, scale: 3).rightToLeft, named: "images")
        }
    }
}
