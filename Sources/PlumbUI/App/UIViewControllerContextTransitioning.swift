import Foundation

/// The views of a transition, by role (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the controller that is leaving (`nil` when it stays on screen).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view of the controller that is arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// The controllers of a transition, by role (UIKit's `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown at the start: the presenting controller of a presentation, the
    /// presented one of a dismissal.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller shown at the end.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// What an animator is given to run a presentation or dismissal (UIKit's
/// `UIViewControllerContextTransitioning`).
///
/// Where Plumb differs: transitions are never interactive; the interactive methods do nothing.
@MainActor @preconcurrency
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in (the presentation's `UITransitionView`): add the
    /// arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated (the `animated` argument of `present`/`dismiss`).
    var isAnimated: Bool { get }
    /// Whether the user drives the transition (never in Plumb).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (never in Plumb).
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The transform the size change applies (identity: Plumb has no rotation during a
    /// presentation).
    var targetTransform: CGAffineTransform { get }
    /// Ends the transition: `true` if it completed. Until it is called the transition is not
    /// over (as in UIKit).
    func completeTransition(_ didComplete: Bool)
    /// A controller of the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view of the transition: the presented view arriving (`.to`) or leaving (`.from`); the
    /// presenting view only when the presentation controller removes it
    /// (`shouldRemovePresentersView`), else `nil`, as in UIKit.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view starts (`.zero` for an arriving view).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where a controller's view ends: the presentation controller's
    /// `frameOfPresentedViewInContainerView` for the presented view; `.zero` for a view that
    /// leaves.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Interactive progress (no effect in Plumb).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Interactive completion (no effect in Plumb).
    func finishInteractiveTransition()
    /// Interactive cancellation (no effect in Plumb).
    func cancelInteractiveTransition()
    /// Interactive pause (no effect in Plumb).
    func pauseInteractiveTransition()
}
