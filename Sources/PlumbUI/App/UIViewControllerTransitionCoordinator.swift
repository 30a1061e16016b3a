import Foundation

/// What a transition coordinator's blocks receive (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates (always `false` in Plumb: nothing animates).
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled (never in Plumb).
    var isCancelled: Bool { get }
    /// Whether the user drives the transition (never in Plumb).
    var isInteractive: Bool { get }
    /// The transition's duration in seconds (0 in Plumb).
    var transitionDuration: TimeInterval { get }
    /// The view the transition happens in (the window).
    var containerView: UIView { get }
}

/// Runs work alongside a size transition and after it (UIKit's
/// `UIViewControllerTransitionCoordinator`), as passed to `viewWillTransition(to:with:)`.
///
/// ```swift
/// override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
///     super.viewWillTransition(to: size, with: coordinator)
///     coordinator.animate(alongsideTransition: { _ in
///         self.stack.axis = size.width > size.height ? .horizontal : .vertical
///     }, completion: { _ in
///         self.didRotate = true
///     })
/// }
/// ```
///
/// Where Plumb differs: nothing animates, so both blocks run once the new size is laid out —
/// every alongside block first, then every completion block, in the order they were added.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Adds an alongside block and a completion block; returns `true` (the blocks will run).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// Plumb's coordinator for window size and trait transitions.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private let container: UIView

    init(container: UIView) { self.container = container }

    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var isInteractive: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var containerView: UIView { container }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAnimations() {
        let run = animations
        animations = []
        for a in run { a(self) }
    }

    func runCompletions() {
        let run = completions
        completions = []
        for c in run { c(self) }
    }
}

extension UIViewController {
    /// The coordinator of the transition in progress: always `nil` in Plumb, where pushes,
    /// pops, presentations and dismissals happen at once (UIKit returns one while an animated
    /// transition runs). Code written as `if let coordinator = transitionCoordinator { … } else
    /// { … }` takes its non-animated branch, which reaches the same end state.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    /// The default `viewWillTransition(to:with:)`: each child gets the size its view will have
    /// (the same size for children that fill this view).
    func forwardSizeTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let mySize = viewIfLoaded?.bounds.size ?? .zero
        for child in children {
            guard let childView = child.viewIfLoaded else { continue }
            let s = childView.bounds.size
            let childSize = CGSize(
                width: s.width == mySize.width ? size.width : s.width,
                height: s.height == mySize.height ? size.height : s.height)
            child.viewWillTransition(to: childSize, with: coordinator)
        }
        if let presented = _presentedViewController {
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }
}
