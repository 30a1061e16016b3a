import Foundation
import PlumbUI
import PureLayout

/// PureLayout's example 2, Working with Arrays of Views: sizes set and matched for an array at
/// once, then a staircase of views chained edge to edge below the top layout guide.
final class PurelayoutExample2ViewController: BaseViewControllerWithAutolayout {
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

    override var accessibilityIdentifier: String { "E2" }

    override func setupAndComposeView() {
        title = "2.Working with Arrays of Views"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1.0)
        [blueView, redView, yellowView, greenView].forEach { view.addSubview($0) }
    }

    override func setupConstraints() {
        // Two views 50 tall, two 70 tall, all as wide as each other.
        ([redView, yellowView] as NSArray).autoSetViewsDimension(.height, toSize: 50.0)
        ([blueView, greenView] as NSArray).autoSetViewsDimension(.height, toSize: 70.0)
        let views = [redView, blueView, yellowView, greenView]
        (views as NSArray).autoMatchViewsDimension(.width)

        // The red view 20 below the top layout guide; each next view at the previous one's
        // bottom right corner, the first and last touching the screen's sides.
        redView.autoPin(toTopLayoutGuideOf: self, withInset: 20.0)
        views.first?.autoPinEdge(toSuperviewEdge: .left)
        var previousView: UIView?
        for view in views {
            if let previousView {
                view.autoPinEdge(.left, to: .right, of: previousView)
                view.autoPinEdge(.top, to: .bottom, of: previousView)
            }
            previousView = view
        }
        views.last?.autoPinEdge(toSuperviewEdge: .right)
    }
}
