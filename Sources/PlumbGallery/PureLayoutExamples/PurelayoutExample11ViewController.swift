import Foundation
import PlumbUI
import PureLayout

/// PureLayout's example 11, Basic UIScrollView: a content view pinned to the scroll view's edges
/// and matched to the screen's width, so a multi-line label gives the scroll view its content
/// height.
final class PurelayoutExample11ViewController: BaseViewControllerWithAutolayout {
    lazy var scrollView = UIScrollView().configureForAutoLayout("scrollView")
    lazy var contentView = UIView().configureForAutoLayout("contentView")
    lazy var blueLabel: UILabel = {
        let label = UILabel().configureForAutoLayout("blueLabel")
        label.backgroundColor = .blue
        label.numberOfLines = 0
        label.lineBreakMode = .byClipping
        label.textColor = .white
        label.text = Array(
            repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
                + "incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation "
                + "ullamco laboris nisi ut aliquip ex ea commodo consequat.", count: 5
        ).joined(separator: " ")
        return label
    }()

    override var accessibilityIdentifier: String { "E11" }

    override func setupAndComposeView() {
        title = "11.Basic UIScrollView"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1.0)
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        contentView.addSubview(blueLabel)
    }

    override func setupConstraints() {
        scrollView.autoPinEdgesToSuperviewEdges(with: .zero)

        // The content view defines the content size: pinned to the scroll view's edges, as wide
        // as the screen, as tall as the label needs.
        contentView.autoPinEdgesToSuperviewEdges(with: .zero)
        contentView.autoMatch(.width, to: .width, of: view)

        blueLabel.autoPinEdge(toSuperviewEdge: .top, withInset: 20)
        blueLabel.autoPinEdge(toSuperviewEdge: .leading, withInset: 20)
        blueLabel.autoPinEdge(toSuperviewEdge: .trailing, withInset: 20)
        blueLabel.autoPinEdge(toSuperviewEdge: .bottom, withInset: 20)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Laid out by now, deepest views included: the label's height set the content size.
        print("\(title ?? "") contentSize: \(scrollView.contentSize)")
    }
}
