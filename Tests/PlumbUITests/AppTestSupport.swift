import Foundation
@testable import PlumbUI

/// A shared call log for controllers and views under test.
@MainActor final class CallLog {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    /// Returns the entries so far and clears them.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A controller that logs every lifecycle callback as "<name>.<callback>", with the flags UIKit
/// sets during appearance callbacks where they are true.
@MainActor class LoggingViewController: UIViewController {
    let name: String
    let log: CallLog
    /// Whether `updateViewConstraints` is requested at load (as the seeds' templates do).
    var bootstrapsConstraints = false

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    func note(_ callback: String) { log.add("\(name).\(callback)") }

    private var flags: String {
        var f: [String] = []
        if isMovingToParent { f.append("movingTo") }
        if isMovingFromParent { f.append("movingFrom") }
        if isBeingPresented { f.append("presented") }
        if isBeingDismissed { f.append("dismissed") }
        return f.isEmpty ? "" : "[" + f.joined(separator: ",") + "]"
    }

    override func loadView() { note("loadView"); super.loadView() }
    override func viewDidLoad() {
        note("viewDidLoad")
        super.viewDidLoad()
        if bootstrapsConstraints { view.setNeedsUpdateConstraints() }
    }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear" + flags); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear" + flags); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) {
        note("viewWillDisappear" + flags); super.viewWillDisappear(animated)
    }
    override func viewDidDisappear(_ animated: Bool) {
        note("viewDidDisappear" + flags); super.viewDidDisappear(animated)
    }
    override func updateViewConstraints() { note("updateViewConstraints"); super.updateViewConstraints() }
    override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews"); super.viewDidLayoutSubviews() }
    override func willMove(toParent parent: UIViewController?) {
        note("willMove(toParent: \(parent.map { typeName($0) } ?? "nil"))")
        super.willMove(toParent: parent)
    }
    override func didMove(toParent parent: UIViewController?) {
        note("didMove(toParent: \(parent.map { typeName($0) } ?? "nil"))")
        super.didMove(toParent: parent)
    }
}

/// A window laid out like a device, in a direction.
@MainActor func makeWindow(
    _ width: CGFloat, _ height: CGFloat, safeArea: UIEdgeInsets = .zero,
    _ direction: UITraitEnvironmentLayoutDirection = .leftToRight, scale: CGFloat = 2,
    horizontal: UIUserInterfaceSizeClass = .compact, vertical: UIUserInterfaceSizeClass = .regular
) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.overrideTraitCollection = UITraitCollection(
        layoutDirection: direction, displayScale: scale,
        horizontalSizeClass: horizontal, verticalSizeClass: vertical)
    window.hostSafeAreaInsets = safeArea
    return window
}

/// iPhone SE (375 × 667, status bar 20) and iPhone X (375 × 812, 44/34) portrait safe areas.
let seSafeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
let xSafeArea = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

/// A frame in the root's coordinates.
@MainActor func absoluteFrame(_ v: UIView) -> CGRect {
    v.convert(v.bounds, to: nil)
}

/// Whether two frames are equal up to floating-point noise (1e-9 points): frames solved in root
/// coordinates and rounded to the pixel grid come back as differences of large numbers.
func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
        && abs(a.height - b.height) < 1e-9
}
