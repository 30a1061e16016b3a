import Foundation
public import PlumbUI

/// What can be snapshotted: a view, or a view controller (its view, in a window as its root), or
/// a window you have shown and laid out yourself.
public enum SnapshotSubject: Sendable {
    case view(UIView)
    case controller(UIViewController)
    /// A window rendered as it is, not re-hosted: for a state reached after the first layout (a
    /// tap, an animation, `exerciseAmbiguityInLayout()`), which a new window would lay out
    /// afresh. The strategy names the snapshot and gives the scale and background; the size and
    /// traits are the window's own, so build it to match the strategy. The RTL-mirror lint, which
    /// lays the subject out again in the other direction, is skipped.
    ///
    /// ```swift
    /// window.rootViewController = controller
    /// window.layoutIfNeeded()
    /// controller.toggleButton.sendActions(for: .touchUpInside)
    /// let outcome = try verifySnapshot(of: .window(window), as: .image(on: .iPhone8))
    /// ```
    case window(UIWindow)
}

extension SnapshotSubject {
    var isWindow: Bool {
        if case .window = self { return true }
        return false
    }
}
