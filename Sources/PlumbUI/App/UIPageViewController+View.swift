import Foundation

/// A page view controller's view (UIKit's `_UIPageViewControllerContentView`): for `.scroll`, the
/// queuing scroll view and the page control; for `.pageCurl`, the pages themselves.
final class _UIPageViewControllerContentView: UIView {
    unowned(unsafe) let controller: UIPageViewController
    /// The scroll view that holds a `.scroll` page view controller's page.
    let scrollView = _UIQueuingScrollView(frame: .zero)
    /// The page indicator, made while the data source implements the presentation methods.
    private(set) var pageControl: UIPageControl?

    init(frame: CGRect, controller: UIPageViewController) {
        self.controller = controller
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if controller.transitionStyle == .scroll {
            clipsToBounds = true
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.isPagingEnabled = true
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.showsVerticalScrollIndicator = false
            addSubview(scrollView)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The page control, made (and added above the scroll view) on first use.
    func pageControlIfNeeded() -> UIPageControl {
        if let pageControl { return pageControl }
        let control = UIPageControl(frame: .zero)
        control.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        addSubview(control)
        pageControl = control
        return control
    }

    /// UIKit's layout: the page control sized to fit, centred, its bottom on the safe area's
    /// bottom; the scroll view from the top down to the page control (less the bottom safe-area
    /// inset); pages of a curl side by side.
    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        if controller.transitionStyle == .pageCurl {
            layoutCurlPages()
            return
        }
        var scrollFrame = b
        if controller.isPageControlVisible {
            let control = pageControlIfNeeded()
            if control.numberOfPages == 0 || controller.pageControlNeedsData {
                controller.updatePageControlFromDataSource()
            }
            let size = control.sizeThatFits(b.size)
            let y = b.height - safeAreaInsets.bottom - size.height
            control.setManualFrame(CGRect(x: b.midX - size.width / 2, y: y, width: size.width, height: size.height))
            scrollFrame.size.height = max(0, b.height - size.height - safeAreaInsets.bottom)
        } else if let pageControl {
            pageControl.removeFromSuperview()
            self.pageControl = nil
        }
        // The scroll view is wider (or taller) than a page by the page spacing, half on each
        // side, and each page sits half the spacing in (estimate of `_setFrameAndApplyPageSpacing:`).
        let half = controller.pageSpacing / 2
        let horizontal = controller.navigationOrientation == .horizontal
        let scroll = horizontal ? scrollFrame.insetBy(dx: -half, dy: 0) : scrollFrame.insetBy(dx: 0, dy: -half)
        scrollView.setManualFrame(scroll)
        scrollView.contentSize = scroll.size
        let pageFrame = CGRect(
            x: horizontal ? half : 0, y: horizontal ? 0 : half, width: scrollFrame.width, height: scrollFrame.height)
        for page in controller.pages {
            if let v = page.viewIfLoaded, v.superview === scrollView { v.setManualFrame(pageFrame) }
        }
    }

    /// One page filling the view (`.min`, `.max`), or two halves (`.mid`) along the
    /// navigation axis, the first on the left (or top) in either layout direction: page curls do
    /// not flip in right-to-left layouts.
    private func layoutCurlPages() {
        let b = bounds
        let pages = controller.pages
        let two = controller.spineLocation == .mid && pages.count == 2
        let horizontal = controller.navigationOrientation == .horizontal
        for (i, page) in pages.enumerated() {
            guard let v = page.viewIfLoaded, v.superview === self else { continue }
            var f = b
            if two {
                if horizontal {
                    f = CGRect(x: i == 0 ? 0 : b.width / 2, y: 0, width: b.width / 2, height: b.height)
                } else {
                    f = CGRect(x: 0, y: i == 0 ? 0 : b.height / 2, width: b.width, height: b.height / 2)
                }
            }
            v.setManualFrame(f)
        }
    }
}

/// The scroll view a `.scroll` page view controller turns its pages in (UIKit's
/// `_UIQueuingScrollView`).
final class _UIQueuingScrollView: UIScrollView {}
