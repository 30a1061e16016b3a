import Foundation
import PlumbUI
import PureLayout

/// The root view of the flow demo: prints when UIKit asks it to update its constraints and to
/// lay out its subviews, so the log shows where those steps fall among the controller's.
final class FlowRootView: UIView {
    override func updateConstraints() {
        print("[FlowRootView updateConstraints]")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        print("[FlowRootView layoutSubviews]")
        super.layoutSubviews()
    }
}

/// A card sized by its content (seed 004's AutoSizeViewController): two labels pinned to the
/// card's edges and nothing giving the card a size, so its constraints make it as large as the
/// labels need, and `systemLayoutSizeFitting` reports that size.
final class AutoSizeCard: UIView {
    let titleLabel = UILabel().configureForAutoLayout("cardTitle")
    let bodyLabel = UILabel().configureForAutoLayout("cardBody")

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.text = "AutoSize"
        bodyLabel.font = .systemFont(ofSize: 14)
        bodyLabel.numberOfLines = 0
        bodyLabel.preferredMaxLayoutWidth = 200
        bodyLabel.text = "The card's size comes from its labels: systemLayoutSizeFitting asks the constraints."
        addSubview(titleLabel)
        addSubview(bodyLabel)
        titleLabel.autoPinEdgesToSuperviewEdges(
            with: UIEdgeInsets(top: 12, left: 12, bottom: 0, right: 12), excludingEdge: .bottom)
        bodyLabel.autoPinEdge(.top, to: .bottom, of: titleLabel, withOffset: 6)
        bodyLabel.autoPinEdgesToSuperviewEdges(
            with: UIEdgeInsets(top: 0, left: 12, bottom: 12, right: 12), excludingEdge: .top)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Seed 004's AutoLayoutFlowDemo: the order of the steps from constraints to frames, printed as
/// they happen (initWithNibName, loadView, viewDidLoad, viewWillAppear, the update-constraints
/// pass, layout, viewDidAppear); a scroll view whose content size comes from its subviews'
/// constraints; a box whose bounds change in an animation block (`setNeedsLayout` +
/// `layoutIfNeeded` inside `UIView.animate`); and a card sized by `systemLayoutSizeFitting`.
final class AutoLayoutFlowViewController: UIViewController {
    let scrollView = UIScrollView().configureForAutoLayout("scrollView")
    let contentView = UIView().configureForAutoLayout("contentView")
    let introLabel = UILabel().configureForAutoLayout("introLabel")
    let boxView = UIView().configureForAutoLayout("boxView")
    let card = AutoSizeCard().configureForAutoLayout("card")
    var boxHeightConstraint: NSLayoutConstraint?
    private var didSetupConstraints = false

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        print("initWithNibName")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        print("loadView")
        view = FlowRootView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        view.backgroundColor = .white
        title = "AutoLayoutFlowDemo"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("viewDidLoad")
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        introLabel.numberOfLines = 0
        introLabel.text =
            "Constraints are updated bottom-up, then frames are laid out top-down, then the screen is drawn."
        boxView.backgroundColor = .systemBlue
        [introLabel, boxView, card].forEach { contentView.addSubview($0) }
        view.setNeedsUpdateConstraints()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("viewWillAppear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        print("viewWillLayoutSubviews")
    }

    override func updateViewConstraints() {
        print("updateViewConstraints")
        if !didSetupConstraints {
            didSetupConstraints = true
            scrollView.autoPinEdgesToSuperviewSafeArea()
            // The content view's edges define the content size; its width is the scroll view's.
            contentView.autoPinEdgesToSuperviewEdges()
            contentView.autoMatch(.width, to: .width, of: scrollView)
            introLabel.autoPinEdgesToSuperviewEdges(
                with: UIEdgeInsets(top: 20, left: 20, bottom: 0, right: 20), excludingEdge: .bottom)
            boxView.autoPinEdge(.top, to: .bottom, of: introLabel, withOffset: 20)
            boxView.autoAlignAxis(toSuperviewAxis: .vertical)
            boxView.autoSetDimension(.width, toSize: 120)
            boxHeightConstraint = boxView.autoSetDimension(.height, toSize: 60)
            // The card below the box, centred, sized by its own content; the content ends 300
            // below it, so the content height follows the box's and the card's.
            card.autoPinEdge(.top, to: .bottom, of: boxView, withOffset: 20)
            card.autoAlignAxis(toSuperviewAxis: .vertical)
            card.autoPinEdge(toSuperviewEdge: .bottom, withInset: 300)
        }
        super.updateViewConstraints()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Only the root view's subviews have their frames here: the box and the card, deeper
        // down, get theirs when their own superviews lay out, after this (top-down).
        print("viewDidLayoutSubviews: scrollView \(scrollView.frame)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("viewDidAppear: box \(boxView.frame), card \(card.frame), contentSize \(scrollView.contentSize)")
        print(
            "card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) = \(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize))"
        )
    }

    /// Grows the box inside an animation block: the constraint changes, then `setNeedsLayout`
    /// and `layoutIfNeeded` apply it (at once in Plumb: the end state).
    func animateBounds() {
        print("animateBounds: box height 60 -> 180")
        boxHeightConstraint?.constant = 180
        UIView.animate(
            withDuration: 0.4,
            animations: {
                self.view.setNeedsLayout()
                self.view.layoutIfNeeded()
            },
            completion: { _ in
                print("animation completed: box \(self.boxView.frame), contentSize \(self.scrollView.contentSize)")
            })
    }
}
