import Foundation
import Testing
@testable import PlumbUI

/// `UIPercentDrivenInteractiveTransition`, the interaction protocols' optional members,
/// `UIViewImplicitlyAnimating` and `interruptibleAnimator(using:)`, the coordinator's
/// `animate(alongsideTransition:)` without a completion, the popover delegate, the navigation
/// controller's pop gesture, `separatorEffect` and `NSIndexPath`'s UIKit additions.
@MainActor @Suite struct InteractiveTransitionTests {
    /// A transition context that logs the interactive calls.
    final class LoggingContext: UIViewControllerContextTransitioning {
        var log: [String] = []
        let containerView = UIView()
        var isAnimated: Bool { true }
        var isInteractive: Bool { true }
        var transitionWasCancelled: Bool { false }
        var presentationStyle: UIModalPresentationStyle { .custom }
        var targetTransform: CGAffineTransform { .identity }
        func completeTransition(_ didComplete: Bool) { log.append("complete(\(didComplete))") }
        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
        func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
        func initialFrame(for vc: UIViewController) -> CGRect { .zero }
        func finalFrame(for vc: UIViewController) -> CGRect { .zero }
        func updateInteractiveTransition(_ percentComplete: CGFloat) { log.append("update(\(percentComplete))") }
        func finishInteractiveTransition() { log.append("finish") }
        func cancelInteractiveTransition() { log.append("cancel") }
        func pauseInteractiveTransition() { log.append("pause") }
    }

    final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
        var log: [String] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.35
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            log.append("animateTransition")
        }
    }

    /// SideMenu's pattern: a subclass that sets the curve in its initializer and overrides the
    /// driving methods, calling `super`.
    final class MenuInteraction: UIPercentDrivenInteractiveTransition {
        var log: [String] = []
        init(completionCurve: UIView.AnimationCurve = .easeIn) {
            super.init()
            self.completionCurve = completionCurve
        }
        override func update(_ percentComplete: CGFloat) {
            log.append("update")
            super.update(percentComplete)
        }
        override func finish() {
            log.append("finish")
            super.finish()
        }
        override func cancel() {
            log.append("cancel")
            super.cancel()
        }
    }

    @Test func percentDrivenDefaults() {
        let t = UIPercentDrivenInteractiveTransition()
        #expect(t.percentComplete == 0 && t.duration == 0 && t.completionSpeed == 1)
        #expect(t.completionCurve == .easeInOut && t.wantsInteractiveStart && t.timingCurve == nil)
        let slide = Slide()
        t.animator = slide
        #expect(t.duration == 0.35)
    }

    @Test func percentDrivenPassesEachCallToTheContext() {
        let t = UIPercentDrivenInteractiveTransition()
        t.update(0.3)
        #expect(t.percentComplete == 0.3, "before start only the percentage is kept")
        let context = LoggingContext()
        t.startInteractiveTransition(context)
        #expect(t.percentComplete == 0)
        t.update(0.25)
        t.update(1.5)
        t.update(-1)
        t.update(.nan)
        #expect(t.percentComplete == 0)
        t.pause()
        t.finish()
        t.cancel()
        #expect(context.log == ["update(0.25)", "update(1.0)", "update(0.0)", "pause", "finish", "cancel"])
    }

    @Test func percentDrivenRunsItsAnimatorWhenStarted() {
        let t = UIPercentDrivenInteractiveTransition()
        let slide = Slide()
        t.animator = slide
        t.startInteractiveTransition(LoggingContext())
        #expect(slide.log == ["animateTransition"])
    }

    @Test func aSubclassOverridesTheDrivingMethods() {
        let menu = MenuInteraction()
        #expect(menu.completionCurve == .easeIn)
        let context = LoggingContext()
        menu.startInteractiveTransition(context)
        menu.update(0.5)
        menu.cancel()
        menu.finish()
        #expect(menu.log == ["update", "cancel", "finish"])
        #expect(context.log == ["update(0.5)", "cancel", "finish"])
        let driver: any UIViewControllerInteractiveTransitioning = menu
        #expect(driver.completionCurve == .easeIn && driver.completionSpeed == 1 && driver.wantsInteractiveStart)
    }

    @Test func interactiveTransitioningOptionalMembersHaveUIKitsDefaults() {
        final class Plain: UIViewControllerInteractiveTransitioning {
            func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
        }
        let plain: any UIViewControllerInteractiveTransitioning = Plain()
        #expect(plain.completionSpeed == 1 && plain.completionCurve == .easeInOut && plain.wantsInteractiveStart)
    }

    @Test func interruptibleAnimatorReturnsAnImplicitlyAnimatingAnimator() throws {
        // FloatingPanel's pattern: the animator is a property animator returned as the protocol.
        final class Interruptible: NSObject, UIViewControllerAnimatedTransitioning {
            let view: UIView
            init(view: UIView) { self.view = view }
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            { 0.25 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                interruptibleAnimator(using: transitionContext).startAnimation()
            }
            func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
                -> any UIViewImplicitlyAnimating
            {
                UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
                    self.view.alpha = 0
                }
            }
        }
        let view = UIView()
        let context = LoggingContext()
        let animated: any UIViewControllerAnimatedTransitioning = Interruptible(view: view)
        let animator = animated.interruptibleAnimator(using: context)
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.addAnimations { view.backgroundColor = .red }
        #expect(animator.state == .inactive && view.alpha == 1)
        animator.startAnimation()
        #expect(view.alpha == 0 && view.backgroundColor == .red && ended == [.end] && animator.fractionComplete == 1)
        // The default: a property animator of the transition's duration, with no animations.
        let fallback = try #require(Slide().interruptibleAnimator(using: context) as? UIViewPropertyAnimator)
        #expect(fallback.duration == 0.35 && fallback.state == .inactive)
    }

    @Test func alongsideWithoutCompletion() {
        let coordinator = TransitionCoordinator(container: UIView())
        let asProtocol: any UIViewControllerTransitionCoordinator = coordinator
        var log: [String] = []
        let willRun = asProtocol.animate(alongsideTransition: { _ in log.append("alongside 1") })
        #expect(willRun)
        asProtocol.animate(alongsideTransition: { _ in log.append("alongside 2") }) { _ in log.append("completion") }
        coordinator.runAnimations()
        coordinator.runCompletions()
        #expect(log == ["alongside 1", "alongside 2", "completion"])
    }

    @Test func popoverDelegatePreparesThePresentation() throws {
        final class Source: UIPopoverPresentationControllerDelegate {
            var log: [String] = []
            let button: UIView
            init(button: UIView) { self.button = button }
            func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
                log.append("prepare(hasSource: \(popoverPresentationController.sourceView != nil))")
                popoverPresentationController.sourceView = button
            }
            func popoverPresentationControllerDidDismissPopover(
                _ popoverPresentationController: UIPopoverPresentationController
            ) {
                log.append("didDismiss")
            }
        }
        let window = makeWindow(
            820, 1180, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), horizontal: .regular,
            vertical: .regular)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let button = UIView(frame: CGRect(x: 700, y: 60, width: 80, height: 44))
        root.view.addSubview(button)
        let source = Source(button: button)
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 300, height: 200)
        let pop = try #require(menu.popoverPresentationController)
        pop.delegate = source
        pop.permittedArrowDirections = [.up]
        root.present(menu, animated: false)
        window.layoutIfNeeded()
        #expect(source.log == ["prepare(hasSource: false)"])
        #expect(menu.view.superview?.frame == CGRect(x: 510, y: 104, width: 300, height: 200))
        #expect(pop.sourceView === button && pop.permittedArrowDirections == [.up])
        root.dismiss(animated: false)
        window.layoutIfNeeded()
        #expect(source.log == ["prepare(hasSource: false)"], "a dismissal by code is not the user's")

        // An action sheet on iPad whose source comes from the delegate is not refused.
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        let sheetSource = Source(button: button)
        sheet.popoverPresentationController?.delegate = sheetSource
        let (_, messages) = LayoutDiagnostics.collect { root.present(sheet, animated: false) }
        window.layoutIfNeeded()
        #expect(messages.isEmpty && root.presentedViewController === sheet)
        #expect(sheetSource.log == ["prepare(hasSource: false)"])
        root.dismiss(animated: false)
        window.layoutIfNeeded()
    }

    @Test func navigationControllersPopGestureExistsEnabledWithASettableDelegate() throws {
        final class Refuser: NSObject, UIGestureRecognizerDelegate {}
        let nav = UINavigationController(rootViewController: UIViewController())
        let pop = try #require(nav.interactivePopGestureRecognizer)
        #expect(pop.isEnabled && pop === nav.interactivePopGestureRecognizer && pop.delegate == nil)
        #expect((pop as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
        let refuser = Refuser()
        pop.delegate = refuser
        nav.interactivePopGestureRecognizer?.isEnabled = false
        #expect(nav.interactivePopGestureRecognizer?.isEnabled == false && pop.delegate === refuser)
    }

    @Test func tableSeparatorEffectIsKept() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        #expect(table.separatorEffect == nil)
        let effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
        table.separatorEffect = effect
        #expect(table.separatorEffect === effect)
    }

    @Test func nsIndexPathHasRowSectionAndItem() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3 && path.length == 2)
        #expect(NSIndexPath(item: 5, section: 2).item == 5)
        #expect((IndexPath(row: 4, section: 2) as NSIndexPath).row == 4)
        #expect(NSIndexPath(index: 7).row == NSNotFound && NSIndexPath(index: 7).section == 7)
    }
}
