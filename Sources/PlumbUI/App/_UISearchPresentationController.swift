import Foundation

/// Presents a search controller over the content, below the navigation bar that holds its
/// search bar (the whole container otherwise).
final class _UISearchPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let b = container.bounds
        guard let search = presentedViewController as? UISearchController, let bar = search.navigationItemOwner?.bar,
            bar.window === container.window
        else { return b }
        let bottom = bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: container).y
        return CGRect(x: 0, y: bottom, width: b.width, height: max(0, b.height - bottom))
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
