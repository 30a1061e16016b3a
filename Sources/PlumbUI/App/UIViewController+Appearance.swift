import Foundation

/// Where a controller is in its appearance cycle (UIKit's private `_appearState`).
enum AppearState {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// Whether the controller is being presented, during its appearance callbacks.
    public var isBeingPresented: Bool { beingPresented }
    /// Whether the controller is being dismissed, during its disappearance callbacks.
    public var isBeingDismissed: Bool { beingDismissed }
    /// Whether the controller is being added to a parent (pushed, or added as a child), between
    /// `willMove(toParent:)` and `didMove(toParent:)`.
    public var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its parent (popped, or removed as a child),
    /// between `willMove(toParent: nil)` and `didMove(toParent: nil)`.
    public var isMovingFromParent: Bool { movingFromParent }

    /// Starts an appearance (or disappearance) transition: `viewWillAppear(_:)` (or
    /// `viewWillDisappear(_:)`), then the same for the children whose views are in this view's
    /// hierarchy when ``shouldAutomaticallyForwardAppearanceMethods`` is `true`. Containers that
    /// manage their children's appearance themselves call it on them.
    ///
    /// A call that does not change the state (appearing twice in a row) is reported as UIKit
    /// logs it: "Unbalanced calls to begin/end appearance transitions for <…>."
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearState) {
        case (true, .disappeared), (true, .disappearing):
            loadViewIfNeeded()
            appearState = .appearing
            appearAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearState = .disappearing
            appearAnimated = animated
            viewWillDisappear(animated)
        default:
            LayoutDiagnostics.report(.warning, "Unbalanced calls to begin/end appearance transitions for \(self).")
            return
        }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun with ``beginAppearanceTransition(_:animated:)``: `viewDidAppear(_:)`
    /// (or `viewDidDisappear(_:)`), then the children's.
    public func endAppearanceTransition() {
        switch appearState {
        case .appearing:
            appearState = .appeared
            viewDidAppear(appearAnimated)
        case .disappearing:
            appearState = .disappeared
            viewDidDisappear(appearAnimated)
        default:
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    /// The default ``appearanceChildren``: the children whose views are in this controller's view
    /// hierarchy, when automatic forwarding is on.
    var childrenInViewHierarchy: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }

    /// The controller's view joined or left a window: a child of a visible custom container
    /// appears or disappears with it (UIKit's rule for `addSubview(child.view)` after
    /// `addChild(_:)`).
    func rootViewWillMove(toWindow newWindow: UIWindow?) {
        guard let parent, !parent.managesChildAppearance, parent.shouldAutomaticallyForwardAppearanceMethods else {
            return
        }
        let parentVisible = parent.appearState == .appeared || parent.appearState == .appearing
        if newWindow != nil, parentVisible, appearState == .disappeared || appearState == .disappearing {
            beginAppearanceTransition(true, animated: false)
        } else if newWindow == nil, appearState == .appeared || appearState == .appearing {
            beginAppearanceTransition(false, animated: false)
        }
    }

    func rootViewDidMoveToWindow() {
        guard let parent, !parent.managesChildAppearance, parent.shouldAutomaticallyForwardAppearanceMethods else {
            return
        }
        if appearState == .appearing || appearState == .disappearing { endAppearanceTransition() }
    }
}
