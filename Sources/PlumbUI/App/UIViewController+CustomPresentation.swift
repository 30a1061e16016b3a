import Foundation

extension UIViewController {
    /// The presentation controller managing this controller, or the nearest presented ancestor:
    /// UIKit's `presentationController`. Before a presentation UIKit makes one on first access
    /// for the controller's ``modalPresentationStyle`` (so that
    /// `vc.presentationController?.delegate = self` works before `present`); Plumb does the
    /// same, except for `.custom`, whose presentation controller comes from the
    /// ``transitioningDelegate`` when the controller is presented.
    public var presentationController: UIPresentationController? {
        var c: UIViewController? = self
        while let x = c {
            if x._presentingViewController != nil { return x._presentationController }
            c = x.parent
        }
        guard parent == nil, modalPresentationStyle != .custom else { return _presentationController }
        return presentationControllerForPresenting()
    }

    /// The presentation controller for a built-in style, made (or remade after a change of
    /// style between popover and the others) on demand.
    func presentationControllerForPresenting() -> UIPresentationController {
        let wantsPopover = modalPresentationStyle == .popover
        if let pc = _presentationController, (pc is UIPopoverPresentationController) == wantsPopover { return pc }
        let pc =
            wantsPopover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        _presentationController = pc
        return pc
    }

    /// A popover's card in a regular width: the content size (320 × 480 when unset, estimate)
    /// below the source rectangle, or above it when it does not fit below, kept 10 points inside
    /// the window's safe area (estimate). Plumb draws no arrow.
    func popoverFrame(for vc: UIViewController, source pop: UIPopoverPresentationController, in window: UIWindow)
        -> CGRect
    {
        let b = window.bounds
        let safe = window.hostSafeAreaInsets
        let margin: CGFloat = 10
        let pref = vc.preferredContentSize
        let w = min(pref.width > 0 ? pref.width : 320, b.width - safe.left - safe.right - 2 * margin)
        var anchor = CGRect(x: b.midX, y: b.midY, width: 0, height: 0)
        if let source = pop.sourceView {
            anchor = source.convert(pop.sourceRect == .zero ? source.bounds : pop.sourceRect, to: window)
        } else if let item = pop.barButtonItem, let v = item.customView, v.window === window {
            anchor = v.convert(v.bounds, to: window)
        }
        let x = min(max(safe.left + margin, anchor.midX - w / 2), b.width - safe.right - margin - w)
        let below = b.height - safe.bottom - margin - anchor.maxY
        let above = anchor.minY - safe.top - margin
        var h = pref.height > 0 ? pref.height : 480
        let y: CGFloat
        if h <= below || below >= above {
            h = min(h, max(0, below))
            y = anchor.maxY
        } else {
            h = min(h, max(0, above))
            y = anchor.minY - h
        }
        return CGRect(x: x.rounded(), y: y.rounded(), width: w, height: h)
    }

    /// `.custom`: the transitioning delegate's presentation controller and animator (see
    /// ``UIPresentationController`` for the order).
    func presentCustom(
        _ vc: UIViewController, by presenter: UIViewController, in window: UIWindow, animated: Bool,
        completion: (() -> Void)?
    ) {
        let delegate = vc.transitioningDelegate
        let pc =
            delegate?.presentationController(forPresented: vc, presenting: presenter, source: self)
            ?? UIPresentationController(presentedViewController: vc, presenting: presenter)
        pc._presenting = presenter
        let animator = delegate?.animationController(forPresented: vc, presenting: presenter, source: self)
        let removes = pc.shouldRemovePresentersView
        let container = UITransitionView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let record = PresentationRecord(style: .custom(removesPresenter: removes), container: container)
        record.presentationController = pc
        record.animator = animator
        presenter._presentedViewController = vc
        presenter.presentation = record
        vc._presentingViewController = presenter
        vc._presentationController = pc
        pc._containerView = container
        window.addSubview(container)
        container.presentationController = pc
        vc.beingPresented = true
        pc.presentationTransitionWillBegin()
        vc.loadViewIfNeeded()
        if removes { presenter.beginAppearanceTransition(false, animated: animated) }
        vc.beginAppearanceTransition(true, animated: animated)
        let finish: (Bool) -> Void = { [weak vc] completed in
            guard let vc else { return }
            record.context = nil
            if completed {
                pc.presentationTransitionDidEnd(true)
                if removes {
                    presenter.endAppearanceTransition()
                    if let surface = presenter.viewIfLoaded, let sup = surface.superview, surface !== container,
                        let index = sup.subviews.firstIndex(where: { $0 === surface })
                    {
                        record.removedSurface = (surface, sup, index, surface.frame)
                        surface.removeFromSuperview()
                    }
                }
                vc.endAppearanceTransition()
                vc.beingPresented = false
                animator?.animationEnded(true)
                completion?()
            } else {
                // Cancelled: the presented controller leaves again, the presenter stays.
                pc.presentationTransitionDidEnd(false)
                vc.endAppearanceTransition()
                vc.beingPresented = false
                vc.beginAppearanceTransition(false, animated: animated)
                vc.endAppearanceTransition()
                if removes {
                    presenter.endAppearanceTransition()
                    presenter.beginAppearanceTransition(true, animated: animated)
                    presenter.endAppearanceTransition()
                }
                container.removeFromSuperview()
                pc._containerView = nil
                vc._presentingViewController = nil
                presenter._presentedViewController = nil
                presenter.presentation = nil
                animator?.animationEnded(false)
            }
        }
        if let animator {
            let context = PresentationTransitionContext(
                container: container, animated: animated, presentationController: pc, presenting: true)
            record.context = context
            context.onComplete = { [weak window] completed in
                if let window { window.afterNextLayout { finish(completed) } } else { finish(completed) }
            }
            _ = animator.transitionDuration(using: context)
            animator.animateTransition(using: context)
        } else {
            if let presented = pc.presentedView {
                presented.translatesAutoresizingMaskIntoConstraints = true
                if presented.superview !== container { container.addSubview(presented) }
                presented.frame = pc.frameOfPresentedViewInContainerView
            }
            window.afterNextLayout { finish(true) }
        }
    }

    /// The dismissal of a `.custom` presentation.
    func dismissCustom(
        _ vc: UIViewController, presentedBy presenter: UIViewController, record: PresentationRecord, animated: Bool,
        completion: (() -> Void)?
    ) {
        guard let pc = record.presentationController else { return }
        let window = record.container.window
        let removes = record.style.removesPresentingView
        let animator = vc.transitioningDelegate?.animationController(forDismissed: vc)
        vc.dismissPresentedForRootRemoval()
        vc.beingDismissed = true
        pc.dismissalTransitionWillBegin()
        vc.beginAppearanceTransition(false, animated: animated)
        if removes {
            if let (surface, sup, index, frame) = record.removedSurface {
                sup.insertSubview(surface, at: min(index, sup.subviews.count))
                surface.frame = frame
                record.removedSurface = nil
            }
            presenter.beginAppearanceTransition(true, animated: animated)
        }
        let finish: (Bool) -> Void = { completed in
            record.context = nil
            pc.dismissalTransitionDidEnd(completed)
            guard completed else {
                // Cancelled: the presentation stays.
                vc.endAppearanceTransition()
                vc.beingDismissed = false
                vc.beginAppearanceTransition(true, animated: animated)
                vc.endAppearanceTransition()
                animator?.animationEnded(false)
                return
            }
            record.container.removeFromSuperview()
            pc._containerView = nil
            vc.endAppearanceTransition()
            if removes { presenter.endAppearanceTransition() }
            vc.beingDismissed = false
            vc._presentingViewController = nil
            presenter._presentedViewController = nil
            presenter.presentation = nil
            animator?.animationEnded(true)
            completion?()
        }
        if let animator {
            let context = PresentationTransitionContext(
                container: record.container, animated: animated, presentationController: pc, presenting: false)
            record.context = context
            context.onComplete = { [weak window] completed in
                if let window { window.afterNextLayout { finish(completed) } } else { finish(completed) }
            }
            _ = animator.transitionDuration(using: context)
            animator.animateTransition(using: context)
        } else if let window {
            window.afterNextLayout { finish(true) }
        } else {
            finish(true)
        }
    }
}
