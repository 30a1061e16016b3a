import Foundation
import PlumbUI
import PureLayout

/// PureLayout's example 7, Animating Constraints: constraints made once in `setupConstraints()`,
/// adjusted on every update pass in `modifyConstraints()` (a constant changed, one constraint
/// swapped for another), and the change animated by laying out inside `UIView.animate`.
final class PurelayoutExample7ViewController: BaseViewControllerWithAutolayout {
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

    /// Whether the layout is (or is animating to) the end state.
    var isAnimatingToEndState = false
    /// Whether the controller animates to the end state when its view appears (the demo does;
    /// turn it off to see the start state).
    var animatesWhenVisible = true

    // The constraints the animation changes.
    var blueViewHeightConstraint: NSLayoutConstraint?
    var redViewEdgeConstraint: NSLayoutConstraint?

    let blueViewInitialHeight: CGFloat = 40.0
    let blueViewEndHeight: CGFloat = 100.0

    override var accessibilityIdentifier: String { "E7" }

    override func setupAndComposeView() {
        title = "7.Animating Constraints"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1.0)
        [blueView, redView].forEach { view.addSubview($0) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The first constraint setup and layout pass have happened: animate from there.
        if animatesWhenVisible { animateLayoutWithSpringAnimation() }
    }

    override func setupConstraints() {
        blueView.autoPin(toTopLayoutGuideOf: self, withInset: 20.0)
        blueView.autoAlignAxis(toSuperviewAxis: .vertical)
        blueView.autoSetDimension(.width, toSize: 50.0)
        blueViewHeightConstraint = blueView.autoSetDimension(.height, toSize: blueViewInitialHeight)

        redView.autoSetDimension(.height, toSize: 50.0)
        redView.autoMatch(.width, to: .height, of: blueView, withMultiplier: 1.5)
        redView.autoAlignAxis(toSuperviewAxis: .vertical)
    }

    override func modifyConstraints() {
        // Runs on every update pass: a constant is cheap to change; a different relation needs
        // the old constraint removed before the new one is made.
        redViewEdgeConstraint?.autoRemove()
        if isAnimatingToEndState {
            blueViewHeightConstraint?.constant = blueViewEndHeight
            redViewEdgeConstraint = redView.autoPinEdge(toSuperviewEdge: .bottom, withInset: 150.0)
        } else {
            blueViewHeightConstraint?.constant = blueViewInitialHeight
            redViewEdgeConstraint = redView.autoPinEdge(.top, to: .bottom, of: blueView, withOffset: 20.0)
        }
    }

    /// Switches to the end state (or back) and animates the layout there with a spring.
    func animateLayoutWithSpringAnimation() {
        isAnimatingToEndState.toggle()
        // Ask for an update pass (updateViewConstraints -> modifyConstraints) now...
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        // ...and lay out inside the animation block.
        UIView.animate(
            withDuration: 1.0, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
            animations: { self.view.layoutIfNeeded() },
            completion: { finished in print("\(self.title ?? "") animation finished: \(finished)") })
    }
}
