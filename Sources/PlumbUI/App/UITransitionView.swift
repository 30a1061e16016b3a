import Foundation

/// The numbers of the iOS 13+ card sheet on iPhone. No public source states them; each is an
/// estimate from screenshots of iOS 13–17, marked so.
enum SheetMetrics {
    /// The sheet's top sits this far below the window's safe-area top (estimate).
    static let topGap: CGFloat = 10
    /// Corner radius of the sheet and of the scaled-back presenting view (estimate).
    static let cornerRadius: CGFloat = 10
    /// The presenting view is scaled so that it is this much narrower on each side (estimate).
    static let presentingSideInset: CGFloat = 16
    /// Opacity of the black dimming over the presenting view (estimate).
    static let dimmingAlpha: CGFloat = 0.4
}

/// The view a presentation adds to the window (UIKit's `UITransitionView`): full-window, holding
/// the presented view, or for a sheet the dimming view and the sheet (`UIDropShadowView`).
final class UITransitionView: UIView {
    private weak var sheet: UIDropShadowView?
    private weak var dimming: UIView?
    private var style: ResolvedPresentationStyle = .fullScreen
    /// A custom presentation's controller, told before and after each layout of this view.
    weak var presentationController: UIPresentationController?

    /// Puts `presented` in a sheet of `style` and scales `presentingView` back behind it.
    func installSheet(
        _ presented: UIView, style: ResolvedPresentationStyle, presentingView: UIView?, record: PresentationRecord
    ) {
        self.style = style
        let dim = UIDimmingView(frame: bounds)
        let alpha: CGFloat
        switch style {
        case .cardSheet: alpha = SheetMetrics.dimmingAlpha
        case .popover: alpha = 0  // popovers do not dim what is behind them (iOS 13+)
        default: alpha = 0.2
        }
        dim.backgroundColor = UIColor(white: 0, alpha: alpha)
        dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(dim)
        dimming = dim
        let card = UIDropShadowView(frame: .zero)
        card.layer.cornerRadius = SheetMetrics.cornerRadius
        card.layer.masksToBounds = true
        card.backgroundColor = presented.backgroundColor ?? .systemBackground
        addSubview(card)
        sheet = card
        presented.translatesAutoresizingMaskIntoConstraints = true
        presented.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.addSubview(presented)
        if style == .cardSheet, let presentingView {
            record.presentingCard = (
                presentingView, presentingView.layer.cornerRadius, presentingView.layer.masksToBounds
            )
            presentingView.layer.cornerRadius = SheetMetrics.cornerRadius
            presentingView.layer.masksToBounds = true
            if let window = presentingView.window, presentingView.superview === window {
                // Behind the scaled-back view the screen is black.
                let backdrop = UIView(frame: window.bounds)
                backdrop.backgroundColor = .black
                backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                window.insertSubview(backdrop, at: 0)
                record.backdrop = backdrop
            }
        }
        layoutSheet()
        if style == .cardSheet, let presentingView { scaleBack(presentingView) }
    }

    /// Undoes `installSheet`'s changes to the presenting view and leaves the window.
    func uninstall(record: PresentationRecord) {
        if let (view, radius, masks) = record.presentingCard {
            view.layer.cornerRadius = radius
            view.layer.masksToBounds = masks
            view.renderScale = nil
            view.setNeedsDisplay()
            record.presentingCard = nil
        }
        record.backdrop?.removeFromSuperview()
        record.backdrop = nil
        removeFromSuperview()
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        layoutSheet()
        presentationController?.containerViewDidLayoutSubviews()
    }

    /// The sheet's frame: the card under the status bar, reaching the bottom, or centred.
    private func layoutSheet() {
        guard let card = sheet else { return }
        let b = bounds
        let top = (window?.hostSafeAreaInsets.top ?? 0) + SheetMetrics.topGap
        var frame: CGRect
        switch style {
        case .popover(let f):
            frame = f
            card.presentedBottomOverhang = 0
            card.passesWindowInsets = false
        case .centredSheet(let size):
            frame = CGRect(
                x: ((b.width - size.width) / 2).rounded(), y: max(top, ((b.height - size.height) / 2).rounded()),
                width: size.width, height: size.height)
            card.presentedBottomOverhang = 0
        default:
            // The card runs past the bottom edge by its corner radius, so that only its top
            // corners are rounded; the presented view inside ends at the window's bottom.
            frame = CGRect(x: 0, y: top, width: b.width, height: max(0, b.height - top) + SheetMetrics.cornerRadius)
            card.presentedBottomOverhang = SheetMetrics.cornerRadius
        }
        card.setManualFrame(frame)
        card.layoutPresented()
    }

    /// The presenting view, scaled about its top centre so that it is `presentingSideInset`
    /// narrower on each side, its top at the safe-area top (a drawing transform: its frame and
    /// layout are unchanged, as a layer transform leaves them on iOS).
    private func scaleBack(_ view: UIView) {
        let w = view.bounds.width
        guard w > 2 * SheetMetrics.presentingSideInset else { return }
        let scale = (w - 2 * SheetMetrics.presentingSideInset) / w
        let top = window?.hostSafeAreaInsets.top ?? 0
        view.renderScale = RenderScale(scale: scale, dy: top)
        view.setNeedsDisplay()
    }
}

/// The sheet around a presented view (UIKit's `UIDropShadowView`).
final class UIDropShadowView: UIView {
    /// How far the sheet runs past the window's bottom edge.
    var presentedBottomOverhang: CGFloat = 0
    /// Whether the presented view gets the window's side and bottom safe-area insets (not in a
    /// popover, which floats inside the window's safe area).
    var passesWindowInsets = true

    /// The presented view fills the sheet down to the window's bottom edge; the sheet passes the
    /// window's bottom safe-area inset on to it.
    func layoutPresented() {
        guard let presented = subviews.first else { return }
        let f = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - presentedBottomOverhang))
        presented.setManualFrame(f)
        let windowInsets = passesWindowInsets ? window?.hostSafeAreaInsets ?? .zero : .zero
        let inset = UIEdgeInsets(
            top: 0, left: windowInsets.left, bottom: windowInsets.bottom + presentedBottomOverhang,
            right: windowInsets.right)
        if _localSafeAreaInsets != inset { setHostSafeAreaInsets(inset) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPresented()
    }
}

/// The dimming over the presenting view during a sheet presentation (UIKit's `UIDimmingView`).
final class UIDimmingView: UIView {}

/// A drawing-only scale about a view's top centre, then a vertical shift (the scaled-back view
/// behind a sheet).
struct RenderScale: Equatable {
    var scale: CGFloat
    var dy: CGFloat
}
