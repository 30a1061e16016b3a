import Foundation
import PlumbUI
import PureLayout

/// The seed's example 12, Basic Auto Layout with Constraint toggle: example 1's layout, whose
/// green view's height constraint changes its constant (a multiplier cannot change) when the
/// button is tapped, animated.
final class PurelayoutExample12ViewController: BaseViewControllerWithAutolayout {
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
    lazy var toggleConstraintsButton: UIButton = {
        let button = UIButton().configureForAutoLayout("toggleConstraintsButton")
        button.setTitle("Toggle Constraints", for: UIControl.State())
        button.setTitleColor(.white, for: UIControl.State())
        button.setTitleColor(.gray, for: .highlighted)
        return button
    }()

    var greenViewHeightConstraint: NSLayoutConstraint?
    // Whether the height is only the multiplier's (constant 0) or 100 more.
    var isMultiplierActive = true

    override var accessibilityIdentifier: String { "E12" }

    override func setupAndComposeView() {
        title = "12.Basic Auto Layout with Constraint toggle"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1.0)
        [blueView, redView, yellowView, greenView, toggleConstraintsButton].forEach { view.addSubview($0) }
        toggleConstraintsButton.addAction(
            UIAction { [unowned self] _ in
                self.toggleConstraints(self.toggleConstraintsButton)
            }, for: .touchUpInside)
    }

    override func setupConstraints() {
        blueView.autoCenterInSuperview()
        blueView.autoSetDimensions(to: CGSize(width: 50.0, height: 50.0))

        redView.autoPinEdge(.top, to: .bottom, of: blueView)
        redView.autoPinEdge(.left, to: .right, of: blueView)
        redView.autoMatch(.width, to: .width, of: blueView)
        redView.autoSetDimension(.height, toSize: 40.0)

        yellowView.autoPinEdge(.top, to: .bottom, of: redView, withOffset: 10.0)
        yellowView.autoSetDimension(.height, toSize: 25.0)
        yellowView.autoPinEdge(toSuperviewEdge: .left, withInset: 20.0)
        yellowView.autoPinEdge(toSuperviewEdge: .right, withInset: 20.0)

        greenView.autoPinEdge(.top, to: .bottom, of: yellowView, withOffset: 10.0)
        greenView.autoAlignAxis(toSuperviewAxis: .vertical)
        greenViewHeightConstraint = greenView.autoMatch(.height, to: .height, of: yellowView, withMultiplier: 2.0)
        greenView.autoSetDimension(.width, toSize: 150.0)

        toggleConstraintsButton.autoPinEdge(toSuperviewEdge: .bottom, withInset: 10.0)
        toggleConstraintsButton.autoAlignAxis(toSuperviewAxis: .vertical)
    }

    /// The button's action: the height constraint's constant toggles between 0 and 100.
    func toggleConstraints(_ sender: UIButton) {
        isMultiplierActive.toggle()
        greenViewHeightConstraint?.constant = isMultiplierActive ? 0 : 100
        UIView.animate(withDuration: 0.5) { self.view.layoutIfNeeded() }
    }
}
