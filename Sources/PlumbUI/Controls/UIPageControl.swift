import Foundation

/// A row of dots for the pages of a paged view: UIKit's `UIPageControl`.
///
/// Its intrinsic size follows ``numberOfPages``: 7-point dots 9 points apart (the classic
/// UIPageControl metrics, estimate for iOS 14 and later), with 12 points on each side, 26 points
/// tall (estimate of iOS 14+). The current page's dot is ``currentPageIndicatorTintColor``
/// (default: `label`), the others ``pageIndicatorTintColor`` (default: `label` at 30 %, estimate).
/// Pages run leading to trailing, so page 0 is the rightmost dot in right-to-left layouts.
///
/// ```swift
/// let dots = UIPageControl()
/// dots.numberOfPages = 4
/// dots.currentPage = 1
/// ```
///
/// Where Plumb differs: no touches and no background style; dots never shrink when there are
/// too many to fit (iOS scrolls them).
open class UIPageControl: UIControl {
    static let dotDiameter: CGFloat = 7
    static let dotSpacing: CGFloat = 9
    static let sidePadding: CGFloat = 12
    static let height: CGFloat = 26

    /// How many pages (default 0; negative numbers are treated as 0).
    open var numberOfPages: Int = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The current page, kept within `0 ..< numberOfPages` (default 0).
    open var currentPage: Int = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            setNeedsDisplay()
        }
    }
    /// Whether a single page shows no dot (default `false`).
    open var hidesForSinglePage: Bool = false { didSet { setNeedsDisplay() } }
    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Creates a page control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setInitialContentHugging(horizontal: .defaultHigh, vertical: .defaultHigh)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the dots of `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(0, pageCount))
        guard n > 0 else { return CGSize(width: 0, height: UIPageControl.height) }
        return CGSize(
            width: 2 * UIPageControl.sidePadding + n * UIPageControl.dotDiameter + (n - 1) * UIPageControl.dotSpacing,
            height: UIPageControl.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// The dots' frames, page 0 first, centred in the bounds.
    var dotRects: [CGRect] {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return [] }
        let total = size(forNumberOfPages: numberOfPages).width - 2 * UIPageControl.sidePadding
        let d = UIPageControl.dotDiameter, step = d + UIPageControl.dotSpacing
        let start = bounds.midX - total / 2
        let y = bounds.midY - d / 2
        return (0..<numberOfPages).map { i in
            let x = isLayoutRightToLeft ? start + total - d - CGFloat(i) * step : start + CGFloat(i) * step
            return CGRect(x: x, y: y, width: d, height: d)
        }
    }

    open override func draw(_ rect: CGRect) {
        let current = currentPageIndicatorTintColor ?? .label
        let other = pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3)
        for (i, r) in dotRects.enumerated() {
            enabledColor(i == currentPage ? current : other).setFill()
            UIBezierPath(ovalIn: r).fill()
        }
    }

    override var descriptionText: String? { "page \(currentPage) of \(numberOfPages)" }
}
