import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// A scrolling article as a view controller whose view is a `UIScrollView`: on an iPhone X the
/// content starts below the sensor housing (the inset adjusted for the safe area), the text wraps
/// to the frame's width, and a floating button pinned to the frame layout guide stays in the
/// corner. References in `Snapshots/PlumbTestingTests/ArticleSnapshotTests/`.
@MainActor @Suite struct ArticleSnapshotTests {
    final class ArticleViewController: UIViewController {
        override func loadView() {
            let scroll = UIScrollView()
            scroll.backgroundColor = .systemBackground
            view = scroll
            let title = UILabel()
            title.text = "The Analytical Engine"
            title.font = .preferredFont(forTextStyle: .title1)
            title.numberOfLines = 0
            title.accessibilityIdentifier = "title"
            let paragraphs = (1...6).map { i -> UILabel in
                let p = UILabel()
                p.text =
                    "Paragraph \(i). The engine would have had a store of a thousand numbers of fifty digits each, a mill to operate on them, and punched cards to say what to do, the same cards Jacquard's looms used to weave patterns."
                p.font = .preferredFont(forTextStyle: .body)
                p.numberOfLines = 0
                p.accessibilityIdentifier = "paragraph\(i)"
                return p
            }
            let stack = UIStackView(arrangedSubviews: [title] + paragraphs)
            stack.axis = .vertical
            stack.spacing = 16
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
            stack.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(stack)
            let button = UILabel()
            button.text = "Share"
            button.textAlignment = .center
            button.textColor = .white
            button.font = .boldSystemFont(ofSize: 15)
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 22
            button.clipsToBounds = true
            button.accessibilityIdentifier = "share"
            button.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(button)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                button.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -20),
                button.bottomAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.bottomAnchor, constant: -12),
                button.widthAnchor.constraint(equalToConstant: 96),
                button.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
    }

    @Test func article() {
        assertSnapshot(of: ArticleViewController(), as: .image(on: .iPhoneX))
        assertSnapshot(of: ArticleViewController(), as: .image(on: .iPhoneX).rightToLeft)
        assertSnapshot(of: ArticleViewController(), as: .frames(on: .iPhoneX))
    }

    @Test func articleInDarkMode() {
        assertSnapshot(of: ArticleViewController(), as: .image(on: .iPhoneX).dark)
    }
}
