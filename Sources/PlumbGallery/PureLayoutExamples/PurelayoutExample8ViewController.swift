import Foundation
import PlumbUI
import PureLayout

/// PureLayout's example 8, Constraint Identifiers: every constraint named (a block for a group,
/// `autoIdentifyConstraints` for an array, `autoIdentify` for one), so logs say what each is for.
final class PurelayoutExample8ViewController: BaseViewControllerWithAutolayout {
    lazy var containerView: UIView = {
        let view = UIView().configureForAutoLayout("containerView")
        view.backgroundColor = UIColor(white: 0.3, alpha: 1.0)
        return view
    }()
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

    override var accessibilityIdentifier: String { "E8" }

    override func setupAndComposeView() {
        title = "8.Constraint Identifiers (iOS 7.0+)"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1.0)
        view.addSubview(containerView)
        [blueView, redView, yellowView, greenView].forEach { containerView.addSubview($0) }
    }

    override func setupConstraints() {
        NSLayoutConstraint.autoSetIdentifier("Pin Container View Edges") {
            self.containerView.autoPin(toTopLayoutGuideOf: self, withInset: 10.0)
            self.containerView.autoPinEdgesToSuperviewEdges(
                with: UIEdgeInsets(top: 0.0, left: 10.0, bottom: 10.0, right: 10.0),
                excludingEdge: .top)
        }

        let views: NSArray = [redView, blueView, yellowView, greenView]
        (views.autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSize: 40.0) as NSArray)
            .autoIdentifyConstraints("Distribute Views Vertically")

        // The identify methods return what they identified, so the constraints can be kept.
        let constraints = (views.autoSetViewsDimension(.width, toSize: 60.0) as NSArray).autoIdentifyConstraints(
            "Set Width of All Views")
        print("Just added \(constraints.count) constraints!")
        let constraint = redView.autoAlignAxis(toSuperviewAxis: .vertical).autoIdentify(
            "Align Red View to Superview Vertical Axis")
        print("Just added one constraint with the identifier: \(constraint.identifier ?? "")")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The container's constraints, each printed with its identifier.
        containerView.printConstraints()
    }
}
