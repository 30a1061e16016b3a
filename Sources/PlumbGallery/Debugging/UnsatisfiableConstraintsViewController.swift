import Foundation
import PlumbUI
import PureLayout

/// Seed 003's unsatisfiable layout (Apple's "Debugging Tricks and Tips"): a Name label and a text
/// field in a row between the root view's margins, 8 points apart, and the label at least 400
/// wide: impossible on a phone, so Auto Layout breaks a constraint and logs the conflict. With
/// ``identifiesConstraints`` every constraint carries a name, as in the guide's second log.
final class UnsatisfiableConstraintsViewController: UIViewController {
    let nameLabel = UILabel()
    let textField = UITextField()
    /// Whether the constraints get identifiers ('Label Leading', 'Label Width', ...).
    let identifiesConstraints: Bool

    init(identifiesConstraints: Bool) {
        self.identifiesConstraints = identifiesConstraints
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = identifiesConstraints ? "Unsatisfiable, identified" : "Unsatisfiable"
        view.backgroundColor = .white
        nameLabel.text = "Name"
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        textField.placeholder = "Enter your name"
        textField.borderStyle = .roundedRect
        textField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameLabel)
        view.addSubview(textField)

        // As Interface Builder makes them: to the root view's margin attributes, the standard
        // spacing between the two, the label at least 400 wide.
        let leading = NSLayoutConstraint(
            item: nameLabel, attribute: .leading, relatedBy: .equal,
            toItem: view, attribute: .leadingMargin, multiplier: 1, constant: 0)
        let width = nameLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 400)
        let spacing = textField.leadingAnchor.constraint(
            equalToSystemSpacingAfter: nameLabel.trailingAnchor, multiplier: 1)
        let trailing = NSLayoutConstraint(
            item: textField, attribute: .trailing, relatedBy: .equal,
            toItem: view, attribute: .trailingMargin, multiplier: 1, constant: 0)
        let baseline = textField.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor)
        let top = nameLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
        if identifiesConstraints {
            leading.identifier = "Label Leading"
            width.identifier = "Label Width"
            spacing.identifier = "Space Between Controls"
            trailing.identifier = "Text Field Trailing"
        }
        NSLayoutConstraint.activate([width, leading, spacing, trailing, baseline, top])
    }
}

/// The classic mistake behind NSAutoresizingMaskLayoutConstraint conflicts (seed 003): a view made
/// in code keeps `translatesAutoresizingMaskIntoConstraints = true`, so its frame becomes
/// constraints (`h=--& v=--&`: fixed left margin and width, flexible right margin; the same
/// vertically) that fight the constraints added for it.
final class AutoresizingMaskConflictViewController: UIViewController {
    let badge = UIView(frame: CGRect(x: 20, y: 100, width: 50, height: 50))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Autoresizing mask conflict"
        view.backgroundColor = .white
        badge.backgroundColor = .systemRed
        // Forgot: badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        badge.autoresizingMask = []  // the default mask, printed h=--& v=--&
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            badge.heightAnchor.constraint(equalToConstant: 100),
        ])
        // PureLayout would have turned the translation off: this is why it always does.
        print("badge.translatesAutoresizingMaskIntoConstraints = \(badge.translatesAutoresizingMaskIntoConstraints)")
    }
}

/// An ambiguous layout (seeds 000 and 003): a view with a size and a vertical position but no
/// horizontal one. `hasAmbiguousLayout`, `_autolayoutTrace()` (which marks it AMBIGUOUS) and
/// `exerciseAmbiguityInLayout()` (which moves it to another solution) show what is missing.
final class AmbiguousLayoutViewController: UIViewController {
    let knownView = UIView().configureForAutoLayout("knownView")
    let lostView = UIView().configureForAutoLayout("lostView")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Ambiguous layout"
        view.backgroundColor = .white
        knownView.backgroundColor = .systemGreen
        lostView.backgroundColor = .systemOrange
        view.addSubview(knownView)
        view.addSubview(lostView)
        knownView.autoSetDimensions(to: CGSize(width: 120, height: 60))
        knownView.autoPinEdge(toSuperviewSafeArea: .top, withInset: 40)
        knownView.autoAlignAxis(toSuperviewAxis: .vertical)
        // Size and vertical position only: where along the row is not said.
        lostView.autoSetDimensions(to: CGSize(width: 120, height: 60))
        lostView.autoPinEdge(.top, to: .bottom, of: knownView, withOffset: 40)
    }

    /// Prints what UIKit's debugging methods report (seed 000's `print(view.value(forKey: "_autolayoutTrace"))`).
    func printDiagnosis() {
        print("lostView.hasAmbiguousLayout = \(lostView.hasAmbiguousLayout)")
        print(view._autolayoutTrace())
        print("lostView.frame = \(lostView.frame)")
    }

    /// Toggles the ambiguous view to another valid solution and prints where it went.
    func exerciseAmbiguity() {
        lostView.exerciseAmbiguityInLayout()
        print("after exerciseAmbiguityInLayout: lostView.frame = \(lostView.frame)")
    }
}
