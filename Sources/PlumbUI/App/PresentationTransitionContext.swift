import Foundation

/// Plumb's transition context: the one UIKit hands an animator.
@MainActor
final class PresentationTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationController: UIPresentationController
    let isPresenting: Bool
    /// Called once with the animator's answer.
    var onComplete: ((Bool) -> Void)?
    private(set) var completed: Bool?

    init(container: UIView, animated: Bool, presentationController: UIPresentationController, presenting: Bool) {
        containerView = container
        isAnimated = animated
        self.presentationController = presentationController
        isPresenting = presenting
    }

    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { completed == false }
    var presentationStyle: UIModalPresentationStyle { presentationController.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    func completeTransition(_ didComplete: Bool) {
        guard completed == nil else { return }
        completed = didComplete
        let done = onComplete
        onComplete = nil
        done?(didComplete)
    }

    private var presented: UIViewController { presentationController.presentedViewController }
    private var presenting: UIViewController { presentationController.presentingViewController }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return isPresenting ? presenting : presented
        case .to: return isPresenting ? presented : presenting
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let removes = presentationController.shouldRemovePresentersView
        switch (key, isPresenting) {
        case (.to, true), (.from, false): return presentationController.presentedView
        case (.from, true), (.to, false): return removes ? presenting.viewIfLoaded : nil
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return isPresenting ? .zero : presentationController.frameOfPresentedViewInContainerView }
        if vc === presenting { return isPresenting ? containerView.bounds : .zero }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return isPresenting ? presentationController.frameOfPresentedViewInContainerView : .zero }
        if vc === presenting { return isPresenting ? .zero : containerView.bounds }
        return .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
}
