import Foundation

/// How a presented controller is shown (UIKit's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4
    case overFullScreen = 5, overCurrentContext = 6, popover = 7, none = -1
    /// The system's choice: a page sheet for plain controllers (iOS 13 and later).
    case automatic = -2
}

/// The animation of a modal presentation (UIKit's `UIModalTransitionStyle`; Plumb does not animate).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

/// One presentation in place: the views Plumb added to the window for it.
@MainActor
final class PresentationRecord {
    /// The style after `.automatic` and adaptation are resolved.
    let style: ResolvedPresentationStyle
    /// The `UITransitionView` added to the window.
    let container: UITransitionView
    /// What was changed on the presenting view for a card sheet, to restore on dismissal.
    var presentingCard: (view: UIView, cornerRadius: CGFloat, masks: Bool)?
    var backdrop: UIView?
    /// The presenting view a full-screen presentation took out of the window, and where it was.
    var removedSurface: (view: UIView, superview: UIView, index: Int, frame: CGRect)?
    /// The presentation controller in charge.
    var presentationController: UIPresentationController?
    /// A custom presentation's animator and the context it was given (kept until it completes).
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var context: PresentationTransitionContext?
    /// The presenting view an alert dimmed, and the tint adjustment mode it had set before.
    var dimmedTint: (view: UIView, mode: UIView.TintAdjustmentMode)?

    init(style: ResolvedPresentationStyle, container: UITransitionView) {
        self.style = style
        self.container = container
    }
}

/// What a presentation looks like once `.automatic` and the size class are taken into account.
enum ResolvedPresentationStyle: Equatable {
    /// Covers the window; the presenting view leaves the window afterwards.
    case fullScreen
    /// Covers the window; the presenting view stays underneath.
    case overFullScreen
    /// The iOS 13 card: full width in a compact width, below the status bar, the presenting view
    /// scaled back behind it.
    case cardSheet
    /// A centred sheet of a size (regular width).
    case centredSheet(CGSize)
    /// A popover card at a frame (regular width).
    case popover(CGRect)
    /// `.custom`: a presentation controller places the views; the presenting view leaves the
    /// window when it says so (`shouldRemovePresentersView`).
    case custom(removesPresenter: Bool)

    var removesPresentingView: Bool {
        switch self {
        case .fullScreen: return true
        case .custom(let removes): return removes
        default: return false
        }
    }
    var presentingDisappears: Bool { removesPresentingView }
}

extension UIViewController {
    /// The controller this one (or its nearest ancestor that presents) presented, if any.
    public var presentedViewController: UIViewController? {
        var c: UIViewController? = self
        while let x = c {
            if let p = x._presentedViewController { return p }
            c = x.parent
        }
        return nil
    }

    /// The controller that presented this one (or its nearest presented ancestor), if any.
    public var presentingViewController: UIViewController? {
        var c: UIViewController? = self
        while let x = c {
            if let p = x._presentingViewController { return p }
            c = x.parent
        }
        return nil
    }

    /// The top of this controller's parent chain: the controller that presents on its behalf.
    var presentationRoot: UIViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    func presentController(_ vc: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationRoot
        if vc === presenter || vc.parent != nil || vc.isDescendantInPresentationChain(of: presenter) {
            LayoutDiagnostics.report(.warning, "Application tried to present modally an active controller \(vc).")
            return
        }
        if let by = vc._presentingViewController {
            LayoutDiagnostics.report(
                .warning,
                "Application tried to present modally a view controller \(vc) that is already being presented by \(by)."
            )
            return
        }
        guard let window = presenter.window else {
            LayoutDiagnostics.report(
                .warning,
                "Attempt to present \(vc) on \(presenter) (from \(self)) whose view is not in the window hierarchy.")
            return
        }
        if let current = presenter._presentedViewController {
            LayoutDiagnostics.report(
                .warning,
                "Attempt to present \(vc) on \(presenter) (from \(self)) which is already presenting \(current).")
            return
        }
        if let pop = vc.popoverPresentationController ?? (vc as? UIAlertController)?.popoverPresentationController {
            (pop.delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(pop)
        }
        if let refusal = (vc as? UIAlertController)?.presentationRefusal(in: window, from: self) {
            LayoutDiagnostics.report(.warning, refusal)
            return
        }
        window.finishTransitions()
        if vc.modalPresentationStyle == .custom {
            presentCustom(vc, by: presenter, in: window, animated: animated, completion: completion)
            return
        }
        let style = presentationStyle(for: vc, in: window)
        let container = UITransitionView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let record = PresentationRecord(style: style, container: container)
        presenter._presentedViewController = vc
        presenter.presentation = record
        vc._presentingViewController = presenter
        let pc = vc.presentationControllerForPresenting()
        pc._presenting = presenter
        pc._containerView = container
        record.presentationController = pc

        let presented: UIView = vc.view
        vc.beingPresented = true
        if style.presentingDisappears { presenter.beginAppearanceTransition(false, animated: false) }
        window.addSubview(container)
        if vc is UIAlertController, let surface = presenter.presentationSurface {
            // UIKit's alert presentation dims the tint of the presenting view (rdar://36531447:
            // "Alert's presentation controller ... changing tint adjustment mode of the presenting
            // view to 'dimmed'"); dismissal restores the mode it had.
            record.dimmedTint = (surface, surface._tintAdjustmentMode)
            surface.tintAdjustmentMode = .dimmed
        }
        switch style {
        case .fullScreen, .overFullScreen:
            presented.translatesAutoresizingMaskIntoConstraints = true
            presented.frame = container.bounds
            presented.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(presented)
        case .cardSheet, .centredSheet, .popover:
            container.installSheet(
                presented, style: style, presentingView: presenter.presentationSurface, record: record)
        case .custom:
            break
        }
        vc.beginAppearanceTransition(true, animated: false)
        window.afterNextLayout {
            if style.presentingDisappears {
                presenter.endAppearanceTransition()
                if style.removesPresentingView, let surface = presenter.presentationSurface,
                    let sup = surface.superview,
                    let index = sup.subviews.firstIndex(where: { $0 === surface })
                {
                    record.removedSurface = (surface, sup, index, surface.frame)
                    surface.removeFromSuperview()
                }
            }
            vc.endAppearanceTransition()
            vc.beingPresented = false
            completion?()
        }
    }

    func dismissController(animated: Bool, completion: (() -> Void)?) {
        // Dismissing from a presented controller (or a child of one) asks its presenter.
        let root = presentationRoot
        let presenter: UIViewController
        if root._presentedViewController != nil {
            presenter = root
        } else if let p = root._presentingViewController {
            presenter = p
        } else {
            return
        }
        guard let vc = presenter._presentedViewController, let record = presenter.presentation else { return }
        let window = record.container.window
        window?.finishTransitions()
        if case .custom = record.style {
            dismissCustom(vc, presentedBy: presenter, record: record, animated: animated, completion: completion)
            return
        }
        // Anything the presented controller presented goes first, without its own transition.
        vc.dismissPresentedForRootRemoval()
        vc.beingDismissed = true
        vc.beginAppearanceTransition(false, animated: false)
        if record.style.presentingDisappears {
            if let (surface, sup, index, frame) = record.removedSurface {
                sup.insertSubview(surface, at: index)
                surface.frame = frame
                record.removedSurface = nil
            }
            presenter.beginAppearanceTransition(true, animated: false)
        }
        record.container.uninstall(record: record)
        if let (view, mode) = record.dimmedTint {
            view.tintAdjustmentMode = mode
            record.dimmedTint = nil
        }
        let finish = {
            vc.endAppearanceTransition()
            if record.style.presentingDisappears { presenter.endAppearanceTransition() }
            vc.beingDismissed = false
            vc._presentingViewController = nil
            presenter._presentedViewController = nil
            presenter.presentation = nil
            record.presentationController?._containerView = nil
            completion?()
        }
        if let window { window.afterNextLayout(finish) } else { finish() }
    }

    /// The view that shows this controller on screen: its own view, or for a presented controller
    /// shown as a sheet, the sheet around it.
    var presentationSurface: UIView? {
        if let record = _presentingViewController?.presentation {
            switch record.style {
            case .fullScreen, .overFullScreen, .custom: break
            default: return viewIfLoaded?.superview
            }
        }
        return viewIfLoaded
    }

    /// Whether this controller is `other` or above it in a chain of presentations.
    func isDescendantInPresentationChain(of other: UIViewController) -> Bool {
        var c: UIViewController? = other
        while let x = c {
            if x === self { return true }
            c = x._presentedViewController
        }
        return false
    }

    /// `.automatic` is a page sheet; page and form sheets are cards in a compact width (and fill
    /// the window in a compact height); in a regular width they are centred.
    func presentationStyle(for vc: UIViewController, in window: UIWindow) -> ResolvedPresentationStyle {
        let traits = window.traitCollection
        var requested = vc.modalPresentationStyle
        if requested == .popover, let pop = vc.popoverPresentationController {
            let adapted = pop.adaptivePresentationStyle(for: traits)
            if adapted == .none || adapted == .popover {
                return .popover(popoverFrame(for: vc, source: pop, in: window))
            }
            requested = adapted
        }
        switch requested {
        case .fullScreen, .currentContext, .custom, .none, .popover: return .fullScreen
        case .overFullScreen, .overCurrentContext: return .overFullScreen
        case .automatic, .pageSheet, .formSheet:
            let style = requested
            if traits.verticalSizeClass == .compact, traits.horizontalSizeClass != .regular { return .overFullScreen }
            guard traits.horizontalSizeClass == .regular else { return .cardSheet }
            let b = window.bounds.size
            if style == .formSheet {
                // UIKit's form sheet: 540 × 620 points (estimate of the iPad default).
                let w = vc.preferredContentSize.width > 0 ? vc.preferredContentSize.width : 540
                let h = vc.preferredContentSize.height > 0 ? vc.preferredContentSize.height : 620
                return .centredSheet(CGSize(width: min(w, b.width), height: min(h, b.height)))
            }
            // A page sheet in a regular width: 704 points wide (estimate), the card's height.
            let top = window.hostSafeAreaInsets.top + SheetMetrics.topGap
            return .centredSheet(CGSize(width: min(704, b.width), height: max(0, b.height - top)))
        }
    }
}
