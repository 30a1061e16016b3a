import Foundation
import PlumbUI
import PureLayout

/// PureLayout's example 1, Basic Auto Layout: centring, fixed sizes, edges pinned to other
/// views and to the superview, a matched dimension with a multiplier.
final class PurelayoutExample1ViewController: BaseViewControllerWithAutolayout {
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

    override var accessibilityIdentifier: String { "E1" }

    override func setupAndComposeView() {
        title = "1.Basic Auto Layout"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1.0)
        [blueView, redView, yellowView, greenView].forEach { view.addSubview($0) }
    }

    override func setupConstraints() {
        // Blue: centred, 50 × 50.
        blueView.autoCenterInSuperview()
        blueView.autoSetDimensions(to: CGSize(width: 50.0, height: 50.0))

        // Red: at the blue view's bottom right corner, as wide as blue, 40 tall.
        redView.autoPinEdge(.top, to: .bottom, of: blueView)
        redView.autoPinEdge(.left, to: .right, of: blueView)
        redView.autoMatch(.width, to: .width, of: blueView)
        redView.autoSetDimension(.height, toSize: 40.0)

        // Yellow: 10 below red, across the screen 20 from each side, 25 tall.
        yellowView.autoPinEdge(.top, to: .bottom, of: redView, withOffset: 10.0)
        yellowView.autoSetDimension(.height, toSize: 25.0)
        yellowView.autoPinEdge(toSuperviewEdge: .left, withInset: 20.0)
        yellowView.autoPinEdge(toSuperviewEdge: .right, withInset: 20.0)

        // Green: 10 below yellow, centred, twice yellow's height, 150 wide.
        greenView.autoPinEdge(.top, to: .bottom, of: yellowView, withOffset: 10.0)
        greenView.autoAlignAxis(toSuperviewAxis: .vertical)
        greenView.autoMatch(.height, to: .height, of: yellowView, withMultiplier: 2.0)
        greenView.autoSetDimension(.width, toSize: 150.0)
    }
}
