import Foundation
import PlumbUI
import PureLayout

/// PureLayout's example 4, Leading & Trailing Attributes: the same constraints mirror in a
/// right-to-left layout (leading is the right edge there).
final class PurelayoutExample4ViewController: BaseViewControllerWithAutolayout {
    lazy var blueLabel: UILabel = {
        let label = UILabel().configureForAutoLayout("blueLabel")
        label.backgroundColor = .blue
        label.numberOfLines = 1
        label.lineBreakMode = .byClipping
        label.textColor = .white
        label.text = NSLocalizedString("Lorem ipsum", comment: "")
        return label
    }()
    lazy var redLabel: UILabel = {
        let label = UILabel().configureForAutoLayout("redLabel")
        label.backgroundColor = .red
        label.numberOfLines = 0
        label.textColor = .white
        label.text = NSLocalizedString(
            "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
            comment: "")
        return label
    }()
    lazy var greenView: UIView = {
        let view = UIView().configureForAutoLayout("greenView")
        view.backgroundColor = .green
        return view
    }()

    override var accessibilityIdentifier: String { "E4" }

    override func setupAndComposeView() {
        title = "4.Leading & Trailing Attributes"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1.0)
        [blueLabel, redLabel, greenView].forEach { view.addSubview($0) }
    }

    override func setupConstraints() {
        let smallPadding: CGFloat = 20.0
        let largePadding: CGFloat = 50.0

        // The single-line blue label never compresses below its text's height, and hugs it more
        // tightly than the red label does: PureLayout's demo leaves both at the default 250, an
        // ambiguity (which label takes the spare height?) that `hasAmbiguousLayout` reports.
        blueLabel.setContentCompressionResistancePriority(.required, for: .vertical)
        NSLayoutConstraint.autoSetPriority(.defaultLow + 1) {
            self.blueLabel.autoSetContentHuggingPriority(for: .vertical)
        }
        blueLabel.autoPin(toTopLayoutGuideOf: self, withInset: smallPadding)
        blueLabel.autoPinEdge(toSuperviewEdge: .leading, withInset: smallPadding)
        blueLabel.autoPinEdge(toSuperviewEdge: .trailing, withInset: smallPadding)

        // The red label: 60% of the blue label's width, below it, on the leading side, down to
        // 50 above the bottom.
        redLabel.autoMatch(.width, to: .width, of: blueLabel, withMultiplier: 0.6)
        redLabel.autoPinEdge(.top, to: .bottom, of: blueLabel, withOffset: smallPadding)
        redLabel.autoPinEdge(toSuperviewEdge: .leading, withInset: smallPadding)
        redLabel.autoPinEdge(toSuperviewEdge: .bottom, withInset: largePadding)

        // The green view: between the red label and the trailing edge, square.
        greenView.autoPinEdge(.leading, to: .trailing, of: redLabel, withOffset: largePadding)
        greenView.autoPinEdge(.top, to: .bottom, of: blueLabel, withOffset: smallPadding)
        greenView.autoPinEdge(toSuperviewEdge: .trailing, withInset: smallPadding)
        greenView.autoMatch(.width, to: .height, of: greenView)
    }
}
