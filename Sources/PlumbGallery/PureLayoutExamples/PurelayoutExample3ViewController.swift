import Foundation
import PlumbUI
import PureLayout

/// PureLayout's example 3, Distributing Views: four views spread across the screen with equal
/// spacing and matched widths, aligned on their horizontal axes.
final class PurelayoutExample3ViewController: BaseViewControllerWithAutolayout {
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

    override var accessibilityIdentifier: String { "E3" }

    override func setupAndComposeView() {
        title = "3.Distributing Views"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1.0)
        [blueView, redView, yellowView, greenView].forEach { view.addSubview($0) }
    }

    override func setupConstraints() {
        let views: NSArray = [redView, blueView, yellowView, greenView]
        views.autoSetViewsDimension(.height, toSize: 40.0)
        // 10 between the views and at both ends, widths matched, aligned on their centre lines
        // (leading to trailing: the order flips in a right-to-left layout).
        views.autoDistributeViews(
            along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10.0,
            insetSpacing: true, matchedSizes: true)
        // Centring one centres them all, since they are aligned to each other.
        redView.autoAlignAxis(toSuperviewAxis: .horizontal)
    }
}
