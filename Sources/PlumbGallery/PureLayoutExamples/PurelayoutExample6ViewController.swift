import Foundation
import PlumbUI
import PureLayout

/// PureLayout's example 6, Priorities & Inequalities: the largest square that keeps 20 points
/// from every edge, from an impossible high-priority size and required inequalities.
final class PurelayoutExample6ViewController: BaseViewControllerWithAutolayout {
    lazy var blueView: UIView = {
        let view = UIView().configureForAutoLayout("blueView")
        view.backgroundColor = .blue
        return view
    }()

    override var accessibilityIdentifier: String { "E6" }

    override func setupAndComposeView() {
        title = "6.Priorities & Inequalities"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1.0)
        view.addSubview(blueView)
    }

    override func setupConstraints() {
        // Centred, as wide as it is tall.
        blueView.autoCenterInSuperview()
        blueView.autoMatch(.width, to: .height, of: blueView)

        // Always at least 20 from every edge (the layout guides at the top and bottom).
        blueView.autoPin(toTopLayoutGuideOf: self, withInset: 20.0, relation: .greaterThanOrEqual)
        blueView.autoPin(toBottomLayoutGuideOf: self, withInset: 20.0, relation: .greaterThanOrEqual)
        blueView.autoPinEdge(toSuperviewEdge: .left, withInset: 20.0, relation: .greaterThanOrEqual)
        blueView.autoPinEdge(toSuperviewEdge: .right, withInset: 20.0, relation: .greaterThanOrEqual)

        // A ridiculously large size below required priority: broken as far as the edges demand.
        NSLayoutConstraint.autoSetPriority(.defaultHigh) {
            self.blueView.autoSetDimensions(to: CGSize(width: 10000.0, height: 10000.0))
        }
    }
}
