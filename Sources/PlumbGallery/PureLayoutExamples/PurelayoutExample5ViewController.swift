import Foundation
import PlumbUI
import PureLayout

/// PureLayout's example 5, Cross-Attribute Constraints: an axis constrained to an edge, and a
/// label's baseline to another view's top edge.
final class PurelayoutExample5ViewController: BaseViewControllerWithAutolayout {
    lazy var blueView: UIView = {
        let view = UIView().configureForAutoLayout("blueView")
        view.backgroundColor = .blue
        view.layer.borderColor = UIColor.lightGray.cgColor
        view.layer.borderWidth = 0.5
        return view
    }()
    lazy var redView: UIView = {
        let view = UIView().configureForAutoLayout("redView")
        view.backgroundColor = .red
        return view
    }()
    lazy var purpleLabel: UILabel = {
        let label = UILabel().configureForAutoLayout("purpleLabel")
        label.backgroundColor = UIColor(red: 1.0, green: 0, blue: 1.0, alpha: 0.3)  // semi-transparent purple
        label.textColor = .white
        label.text = "The quick brown fox jumps over the lazy dog"
        return label
    }()

    override var accessibilityIdentifier: String { "E5" }

    override func setupAndComposeView() {
        title = "5.Cross-Attribute Constraints"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1.0)
        [blueView, redView, purpleLabel].forEach { view.addSubview($0) }
    }

    override func setupConstraints() {
        blueView.autoCenterInSuperview()
        blueView.autoSetDimensions(to: CGSize(width: 150.0, height: 150.0))

        // The red view's horizontal axis (centre line) on the blue view's bottom edge.
        redView.autoConstrainAttribute(.horizontal, to: .bottom, of: blueView)
        redView.autoAlignAxis(.vertical, toSameAxisOf: blueView)
        redView.autoSetDimensions(to: CGSize(width: 50.0, height: 50.0))

        // The label's baseline on the blue view's top edge.
        purpleLabel.autoConstrainAttribute(.baseline, to: .top, of: blueView)
        purpleLabel.autoAlignAxis(.vertical, toSameAxisOf: blueView)
    }
}
