import Foundation
import PlumbUI
import PureLayout

/// The seeds' view controller template (seed 001, "BaseViewControllerWithAutolayout.swift"):
/// the root view keeps its autoresizing mask, subclasses compose their views in
/// ``setupAndComposeView()``, make their constraints once in ``setupConstraints()`` and adjust
/// them on every update pass in ``modifyConstraints()``; Auto Layout is bootstrapped with
/// `view.setNeedsUpdateConstraints()`. Every step prints `title step~~~` on entry and
/// `title step...` on exit, as the seed's DEBUG build does, so the gallery log shows the order.
///
/// ```swift
/// final class ExampleViewController: BaseViewControllerWithAutolayout {
///     let blueView = UIView().configureForAutoLayout("blueView")
///     override var accessibilityIdentifier: String { "E1" }
///     override func setupAndComposeView() { title = "Example"; view.addSubview(blueView) }
///     override func setupConstraints() { blueView.autoCenterInSuperview() }
/// }
/// ```
class BaseViewControllerWithAutolayout: UIViewController {
    /// The identifier of the root view in constraint logs.
    var accessibilityIdentifier: String { "VC" }

    /// Whether the lifecycle steps are printed (the seed prints them in DEBUG builds).
    var printsLifecycle = true

    private var didSetupConstraints = false

    func log(_ step: String) {
        if printsLifecycle { print("\(title ?? "") \(step)") }
    }

    override func loadView() {
        log("loadView~~~")
        super.loadView()
        view.configureForAutoresizingMask(accessibilityIdentifier)
        log("setupAndComposeView.")
        setupAndComposeView()
        // bootstrap Auto Layout
        view.setNeedsUpdateConstraints()
        log("loadView...")
    }

    override func viewDidLoad() {
        log("viewDidLoad~~~")
        super.viewDidLoad()
        log("viewDidLoad...")
    }

    override func viewWillAppear(_ animated: Bool) {
        log("viewWillAppear(\(animated))~~~")
        super.viewWillAppear(animated)
        log("viewWillAppear(\(animated))...")
    }

    override func viewDidAppear(_ animated: Bool) {
        log("viewDidAppear(\(animated))~~~")
        super.viewDidAppear(animated)
        log("viewDidAppear(\(animated))...")
    }

    override func viewWillLayoutSubviews() {
        log("viewWillLayoutSubviews~~~")
        super.viewWillLayoutSubviews()
        log("viewWillLayoutSubviews...")
    }

    override func viewDidLayoutSubviews() {
        log("viewDidLayoutSubviews~~~")
        super.viewDidLayoutSubviews()
        log("viewDidLayoutSubviews...")
    }

    override func updateViewConstraints() {
        log("updateViewConstraints~~~")
        if !didSetupConstraints {
            didSetupConstraints = true
            log("setupConstraints.")
            setupConstraints()
        }
        log("modifyConstraints.")
        modifyConstraints()
        super.updateViewConstraints()
        log("updateViewConstraints...")
    }

    /// Sets the title and background and adds the subviews (called once, from `loadView`).
    func setupAndComposeView() {}
    /// Makes the constraints that never change (called once, in the first update pass).
    func setupConstraints() {}
    /// Adjusts the constraints that change (called in every update pass).
    func modifyConstraints() {}
}
