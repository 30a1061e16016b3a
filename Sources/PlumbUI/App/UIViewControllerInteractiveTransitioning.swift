import Foundation

/// An interactive driver of a transition (UIKit's `UIViewControllerInteractiveTransitioning`;
/// kept so delegates compile: Plumb's transitions are never interactive).
@MainActor @preconcurrency
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition (never called by Plumb).
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition completes after the interaction ends, as a multiple of its
    /// speed (optional; default 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition after the interaction ends (optional; default
    /// `.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (optional; default `true`).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
