import Foundation
import PlumbUI
import PureLayout

/// PureLayout's example 10, Constraints Without Installing: two complete layouts made up front,
/// one installed (`autoCreateAndInstallConstraints`) and one kept aside
/// (`autoCreateConstraintsWithoutInstalling`); the button swaps them with
/// `autoRemoveConstraints` / `autoInstallConstraints`.
final class PurelayoutExample10ViewController: BaseViewControllerWithAutolayout {
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

    // Which layout is installed: the horizontal one to start with.
    var isHorizontalLayoutActive = true
    var horizontalLayoutConstraints: NSArray?
    var verticalLayoutConstraints: NSArray?

    override var accessibilityIdentifier: String { "E10" }

    override func setupAndComposeView() {
        title = "10.Constraints Without Installing"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1.0)
        [blueView, redView, yellowView, greenView, toggleConstraintsButton].forEach { view.addSubview($0) }
        toggleConstraintsButton.addAction(
            UIAction { [unowned self] _ in
                self.toggleConstraints(self.toggleConstraintsButton)
            }, for: .touchUpInside)
    }

    override func setupConstraints() {
        let views: NSArray = [redView, blueView, yellowView, greenView]

        // Installed: the horizontal layout, collected into one array.
        horizontalLayoutConstraints =
            NSLayoutConstraint.autoCreateAndInstallConstraints {
                views.autoSetViewsDimension(.height, toSize: 40.0)
                views.autoDistributeViews(
                    along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10.0,
                    insetSpacing: true, matchedSizes: true)
                self.redView.autoAlignAxis(toSuperviewAxis: .horizontal)
            } as NSArray

        // Made but not installed: the vertical layout.
        verticalLayoutConstraints =
            NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                views.autoSetViewsDimension(.width, toSize: 60.0)
                views.autoDistributeViews(
                    along: .vertical, alignedTo: .vertical, withFixedSpacing: 70.0,
                    insetSpacing: true, matchedSizes: true)
                self.redView.autoAlignAxis(toSuperviewAxis: .vertical)
            } as NSArray

        toggleConstraintsButton.autoPinEdge(toSuperviewEdge: .bottom, withInset: 10.0)
        toggleConstraintsButton.autoAlignAxis(toSuperviewAxis: .vertical)
    }

    /// The button's action: removes one layout's constraints and installs the other's.
    func toggleConstraints(_ sender: UIButton) {
        isHorizontalLayoutActive.toggle()
        if isHorizontalLayoutActive {
            verticalLayoutConstraints?.autoRemoveConstraints()
            horizontalLayoutConstraints?.autoInstallConstraints()
        } else {
            horizontalLayoutConstraints?.autoRemoveConstraints()
            verticalLayoutConstraints?.autoInstallConstraints()
        }
        print("\(title ?? "") toggled to the \(isHorizontalLayoutActive ? "horizontal" : "vertical") layout")
        UIView.animate(withDuration: 0.2) { self.view.layoutIfNeeded() }
    }
}
