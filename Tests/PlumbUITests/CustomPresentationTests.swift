import Foundation
import Testing
@testable import PlumbUI

/// `.custom` presentations: the transitioning delegate's presentation controller and animators,
/// the transition context, the call order, `shouldRemovePresentersView`; `presentationController`
/// and `popoverPresentationController` of every controller; popovers.
@MainActor @Suite struct CustomPresentationTests {
    /// The bottom half of the container, logging its callbacks.
    final class HalfSheet: UIPresentationController {
        let log: CallLog
        var removes = false
        let dimming = UIView()
        init(presented: UIViewController, presenting: UIViewController?, log: CallLog) {
            self.log = log
            super.init(presentedViewController: presented, presenting: presenting)
        }
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let b = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
        }
        override var shouldRemovePresentersView: Bool { removes }
        override func presentationTransitionWillBegin() {
            log.add("presentationTransitionWillBegin")
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.3)
            dimming.frame = containerView?.bounds ?? .zero
            containerView?.insertSubview(dimming, at: 0)
        }
        override func presentationTransitionDidEnd(_ completed: Bool) {
            log.add("presentationTransitionDidEnd(\(completed))")
        }
        override func dismissalTransitionWillBegin() { log.add("dismissalTransitionWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            log.add("dismissalTransitionDidEnd(\(completed))")
        }
        override func containerViewWillLayoutSubviews() {
            log.add("containerViewWillLayoutSubviews")
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
        override func containerViewDidLayoutSubviews() { log.add("containerViewDidLayoutSubviews") }
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            log.add("preferredContentSizeDidChange(\(container.preferredContentSize.height))")
        }
    }

    /// An animator that places the views as UIKit's animators do, completing at once or on demand.
    final class Slide: UIViewControllerAnimatedTransitioning {
        let log: CallLog
        let presenting: Bool
        var completesAtOnce = true
        var context: (any UIViewControllerContextTransitioning)?
        init(log: CallLog, presenting: Bool) {
            self.log = log
            self.presenting = presenting
        }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            log.add("transitionDuration")
            return 0.3
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            log.add("animateTransition")
            context = transitionContext
            if presenting, let to = transitionContext.view(forKey: .to),
                let vc = transitionContext.viewController(forKey: .to)
            {
                transitionContext.containerView.addSubview(to)
                to.frame = transitionContext.finalFrame(for: vc)
            }
            if completesAtOnce { transitionContext.completeTransition(true) }
        }
        func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded(\(transitionCompleted))") }
    }

    final class Transitions: UIViewControllerTransitioningDelegate {
        let log: CallLog
        var sheet: HalfSheet?
        var presentAnimator: Slide?
        var dismissAnimator: Slide?
        init(log: CallLog) { self.log = log }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            log.add("presentationController(forPresented:)")
            let sheet = HalfSheet(presented: presented, presenting: presenting, log: log)
            self.sheet = sheet
            return sheet
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            log.add("animationController(forPresented:)")
            return presentAnimator
        }
        func animationController(forDismissed dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? {
            log.add("animationController(forDismissed:)")
            return dismissAnimator
        }
    }

    func shown(_ log: CallLog, _ window: UIWindow) -> LoggingViewController {
        let a = LoggingViewController("A", log: log)
        window.rootViewController = a
        window.makeKeyAndVisible()
        log.entries = []
        return a
    }

    @Test func halfSheetWithoutAnimator() throws {
        let log = CallLog()
        let window = makeWindow(375, 812, safeArea: xSafeArea, scale: 3)
        let a = shown(log, window)
        let c = LoggingViewController("C", log: log)
        let transitions = Transitions(log: log)
        c.modalPresentationStyle = .custom
        c.transitioningDelegate = transitions
        var done = false
        a.present(c, animated: true) { done = true }
        #expect(
            log.take() == [
                "presentationController(forPresented:)", "animationController(forPresented:)",
                "presentationTransitionWillBegin",
                "C.loadView", "C.viewDidLoad", "C.viewWillAppear[presented]",
            ])
        #expect(!done && a.presentedViewController === c)
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews", "C.viewWillLayoutSubviews",
                "C.viewDidLayoutSubviews",
                "presentationTransitionDidEnd(true)", "C.viewDidAppear[presented]",
            ])
        #expect(done)
        let sheet = try #require(transitions.sheet)
        #expect(
            c.presentationController === sheet && sheet.presentedViewController === c
                && sheet.presentingViewController === a)
        let container = try #require(sheet.containerView)
        #expect(
            typeName(container) == "UITransitionView" && container.superview === window
                && container.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(container.subviews == [sheet.dimming, c.view])
        #expect(c.view.frame == CGRect(x: 0, y: 406, width: 375, height: 406))
        #expect(c.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(a.view.window === window, "the presenting view stays (shouldRemovePresentersView is false)")
        c.preferredContentSize = CGSize(width: 375, height: 300)
        #expect(log.take() == ["preferredContentSizeDidChange(300.0)"])
        c.dismiss(animated: true)
        #expect(
            log.take() == [
                "animationController(forDismissed:)", "dismissalTransitionWillBegin", "C.viewWillDisappear[dismissed]",
            ])
        window.layoutIfNeeded()
        #expect(log.take() == ["dismissalTransitionDidEnd(true)", "C.viewDidDisappear[dismissed]"])
        #expect(a.presentedViewController == nil && container.superview == nil && sheet.containerView == nil)
    }

    /// With animators: the context's views, controllers and frames; the transition ends when the
    /// animator calls `completeTransition(true)`, not before.
    @Test func animatorsAndTheTransitionContext() throws {
        let log = CallLog()
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        let a = shown(log, window)
        let c = LoggingViewController("C", log: log)
        let transitions = Transitions(log: log)
        let slide = Slide(log: log, presenting: true)
        slide.completesAtOnce = false
        transitions.presentAnimator = slide
        transitions.dismissAnimator = Slide(log: log, presenting: false)
        c.modalPresentationStyle = .custom
        c.transitioningDelegate = transitions
        var done = false
        a.present(c, animated: true) { done = true }
        #expect(
            log.take() == [
                "presentationController(forPresented:)", "animationController(forPresented:)",
                "presentationTransitionWillBegin",
                "C.loadView", "C.viewDidLoad", "C.viewWillAppear[presented]", "transitionDuration", "animateTransition",
            ])
        let context = try #require(slide.context)
        #expect(context.viewController(forKey: .from) === a && context.viewController(forKey: .to) === c)
        #expect(context.view(forKey: .to) === c.view && context.view(forKey: .from) == nil)
        #expect(context.finalFrame(for: c) == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
        #expect(context.initialFrame(for: c) == .zero && context.isAnimated && !context.isInteractive)
        #expect(context.presentationStyle == .custom && context.containerView === transitions.sheet?.containerView)
        window.layoutIfNeeded()
        #expect(!done && !log.entries.contains("C.viewDidAppear[presented]"), "not over until completeTransition")
        log.entries = []
        context.completeTransition(true)
        window.layoutIfNeeded()
        #expect(
            log.take() == ["presentationTransitionDidEnd(true)", "C.viewDidAppear[presented]", "animationEnded(true)"])
        #expect(done)
        c.dismiss(animated: true)
        #expect(
            log.take() == [
                "animationController(forDismissed:)", "dismissalTransitionWillBegin", "C.viewWillDisappear[dismissed]",
                "transitionDuration", "animateTransition",
            ])
        window.layoutIfNeeded()
        #expect(
            log.take() == ["dismissalTransitionDidEnd(true)", "C.viewDidDisappear[dismissed]", "animationEnded(true)"])
        #expect(c.view.window == nil && a.presentedViewController == nil)
    }

    /// `shouldRemovePresentersView`: the presenting controller disappears and its view leaves
    /// the window at the end, and comes back on dismissal.
    @Test func removingThePresentersView() throws {
        let log = CallLog()
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        let a = shown(log, window)
        let c = LoggingViewController("C", log: log)
        final class Removing: UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? {
                final class Full: UIPresentationController { override var shouldRemovePresentersView: Bool { true } }
                return Full(presentedViewController: presented, presenting: presenting)
            }
        }
        let transitions = Removing()
        c.modalPresentationStyle = .custom
        c.transitioningDelegate = transitions
        a.present(c, animated: false)
        #expect(log.take() == ["C.loadView", "C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear[presented]"])
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews", "A.viewDidDisappear",
                "C.viewDidAppear[presented]",
            ])
        #expect(a.view.window == nil && c.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        a.dismiss(animated: false)
        #expect(log.take() == ["C.viewWillDisappear[dismissed]", "A.viewWillAppear"])
        window.layoutIfNeeded()
        #expect(a.view.window === window)
        withExtendedLifetime(transitions) {}
    }

    /// Every controller has a presentation controller before it is presented (UIKit makes one on
    /// access, so its delegate can be set first); `popoverPresentationController` is `nil`
    /// unless the style is `.popover`; a plain `.custom` presentation without a delegate covers
    /// the window.
    @Test func presentationControllerOfEveryController() throws {
        let vc = UIViewController()
        let pc = try #require(vc.presentationController)
        #expect(type(of: pc) == UIPresentationController.self && pc.presentedViewController === vc)
        #expect(vc.presentationController === pc && vc.popoverPresentationController == nil)
        #expect(pc.presentationStyle == .automatic && !pc.shouldRemovePresentersView && pc.shouldPresentInFullscreen)
        #expect(pc.adaptivePresentationStyle == .fullScreen)
        vc.modalPresentationStyle = .popover
        let pop = try #require(vc.popoverPresentationController)
        #expect(vc.presentationController === pop && pop.presentationStyle == .popover)
        let custom = UIViewController()
        custom.modalPresentationStyle = .custom
        #expect(custom.presentationController == nil)
        let window = makeWindow(375, 667)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(custom, animated: false)
        window.layoutIfNeeded()
        #expect(custom.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(type(of: try #require(custom.presentationController)) == UIPresentationController.self)
        #expect(root.view.window === window)
        let child = UIViewController()
        custom.addChild(child)
        #expect(child.presentationController === custom.presentationController)
    }

    /// A popover in a regular width: a card of the preferred size under its source, no dimming;
    /// on an iPhone it adapts to full screen unless the delegate says `.none`.
    @Test func popoverOnIPadAndIPhone() throws {
        let window = makeWindow(
            820, 1180, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), horizontal: .regular,
            vertical: .regular)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let button = UIView(frame: CGRect(x: 700, y: 60, width: 80, height: 44))
        root.view.addSubview(button)
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 300, height: 200)
        menu.popoverPresentationController?.sourceView = button
        root.present(menu, animated: true)
        window.layoutIfNeeded()
        let card = try #require(menu.view.superview)
        #expect(card.frame == CGRect(x: 510, y: 104, width: 300, height: 200))
        #expect(menu.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(root.view.window === window)
        root.dismiss(animated: false)
        window.layoutIfNeeded()

        let phone = makeWindow(375, 667, safeArea: seSafeArea)
        let home = UIViewController()
        phone.rootViewController = home
        phone.makeKeyAndVisible()
        let menu2 = UIViewController()
        menu2.modalPresentationStyle = .popover
        menu2.popoverPresentationController?.sourceView = home.view
        home.present(menu2, animated: false)
        phone.layoutIfNeeded()
        #expect(
            menu2.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667) && home.view.window == nil,
            "adapted to full screen")
        home.dismiss(animated: false)
        phone.layoutIfNeeded()

        final class KeepPopover: UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
                -> UIModalPresentationStyle
            { .none }
        }
        let keep = KeepPopover()
        let menu3 = UIViewController()
        menu3.modalPresentationStyle = .popover
        menu3.preferredContentSize = CGSize(width: 200, height: 100)
        menu3.popoverPresentationController?.sourceView = home.view
        menu3.popoverPresentationController?.sourceRect = CGRect(x: 20, y: 40, width: 44, height: 44)
        menu3.presentationController?.delegate = keep
        home.present(menu3, animated: false)
        phone.layoutIfNeeded()
        #expect(menu3.view.superview?.frame == CGRect(x: 10, y: 84, width: 200, height: 100))
        #expect(home.view.window === phone)
        withExtendedLifetime(keep) {}
    }
}
