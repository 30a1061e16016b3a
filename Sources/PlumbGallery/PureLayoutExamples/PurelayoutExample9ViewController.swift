import Foundation
import PlumbUI
import PureLayout

/// PureLayout's example 9, Layout Margins: views pinned to their superview's margins, a margin
/// axis, inherited margins (`preservesSuperviewLayoutMargins`) and the default 8-point margins.
///
/// The seed notes that nested, the result is not what the demo's comments predict: the red view
/// inherits its superview's margins only where they overlap it, and it sits exactly inside
/// them, so it keeps its own 8 points (UIKit's rule, reproduced here).
final class PurelayoutExample9ViewController: BaseViewControllerWithAutolayout {
    lazy var blueView: UIView = {
        let view = UIView().configureForAutoLayout("blueView")
        view.backgroundColor = .blue
        return view
    }()
    lazy var redView: UIView = {
        let view = UIView().configureForAutoLayout("redView")
        view.backgroundColor = .red
        return view
    }()
    lazy var yellowView: UIView = {
        let view = UIView().configureForAutoLayout("yellowView")
        view.backgroundColor = .yellow
        return view
    }()
    lazy var greenView: UIView = {
        let view = UIView().configureForAutoLayout("greenView")
        view.backgroundColor = .green
        return view
    }()

    override var accessibilityIdentifier: String { "E9" }

    override func setupAndComposeView() {
        title = "9.Layout Margins (iOS 8.0+)"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1.0)
        view.addSubview(blueView)
        blueView.addSubview(redView)
        redView.addSubview(yellowView)
        yellowView.addSubview(greenView)
    }

    override func setupConstraints() {
        // Padding the old way: insets from the superview's edges.
        blueView.autoPin(toTopLayoutGuideOf: self, withInset: 10.0)
        blueView.autoPinEdgesToSuperviewEdges(
            with: UIEdgeInsets(top: 0, left: 10.0, bottom: 10.0, right: 10.0), excludingEdge: .top)

        // The blue view's margins place the red view.
        blueView.layoutMargins = UIEdgeInsets(top: 10.0, left: 20.0, bottom: 80.0, right: 20.0)
        redView.autoPinEdgesToSuperviewMargins()

        // The yellow view on the red view's left and right margins, centred between its top and
        // bottom margins, half its height.
        redView.preservesSuperviewLayoutMargins = true
        yellowView.autoPinEdge(toSuperviewMargin: .left)
        yellowView.autoPinEdge(toSuperviewMargin: .right)
        yellowView.autoAlignAxis(toSuperviewMarginAxis: .horizontal)
        yellowView.autoMatch(.height, to: .height, of: redView, withMultiplier: 0.5)

        // The yellow view keeps the default 8-point margins: the green view sits inside them.
        greenView.autoPinEdges(toSuperviewMarginsExcludingEdge: .bottom)
        greenView.autoSetDimension(.height, toSize: 50.0)
    }
}
