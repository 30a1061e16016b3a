import Foundation

// Scrolling and zooming as touches would do them, for Plumb's drivers: a test drives the scroll
// view's `panGestureRecognizer` (and `pinchGestureRecognizer`) and the scroll view moves its
// content and tells its delegate in UIKit's order. Plumb has no clock: a drag's deceleration
// reaches its target at once, between `scrollViewWillBeginDecelerating(_:)` and
// `scrollViewDidEndDecelerating(_:)`.

extension UIScrollView {
    /// How quickly a scroll view's content slows after a drag: UIKit's
    /// `UIScrollView.DecelerationRate`, the fraction of the velocity kept each millisecond.
    ///
    /// ```swift
    /// pager.decelerationRate = .fast
    /// ```
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        /// Creates a rate (the fraction of the velocity kept per millisecond).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default: 0.998 (Apple's documentation of `UIScrollViewDecelerationRateNormal`,
        /// "The default deceleration rate for a scroll view: 0.998").
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 (Apple's documentation of `UIScrollViewDecelerationRateFast`: "A fast deceleration
        /// rate for a scroll view: 0.99").
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// When a drag dismisses the keyboard: UIKit's `UIScrollView.KeyboardDismissMode` (raw values
    /// from UIScrollView.h).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss it.
        case none = 0
        /// A drag that begins dismisses it.
        case onDrag = 1
        /// The keyboard follows the finger and can be dragged away (Plumb: as `.none`).
        case interactive = 2
        /// As `.onDrag`, the input accessory view included (iOS 16).
        case onDragWithAccessory = 3
        /// As `.interactive`, the input accessory view included (iOS 16; Plumb: as `.none`).
        case interactiveWithAccessory = 4
    }

    /// Whether a table view's section index shows: UIKit's `UIScrollView.IndexDisplayMode`.
    public enum IndexDisplayMode: Int, Sendable {
        /// The system decides.
        case automatic = 0
        /// Never shown.
        case alwaysHidden = 1
    }

    /// The drag and zoom in progress.
    struct DragState {
        var tracking = false
        var dragging = false
        var decelerating = false
        var zooming = false
        /// The offset when the drag began.
        var startOffset: CGPoint = .zero
        /// The zoom scale when the pinch began.
        var startScale: CGFloat = 1
    }

    /// The offsets the content can rest at: from `-adjustedContentInset` to the end of the
    /// content plus its insets (the start when the content is smaller than the bounds).
    func clampedOffset(_ p: CGPoint) -> CGPoint {
        let inset = adjustedContentInset, size = contentSize, b = bounds.size
        // `0 - x`, not `-x`: a zero inset gives +0, so offsets print and compare as UIKit's.
        let minX = 0 - inset.left, minY = 0 - inset.top
        let maxX = max(minX, size.width + inset.right - b.width)
        let maxY = max(minY, size.height + inset.bottom - b.height)
        return CGPoint(x: min(max(p.x, minX), maxX), y: min(max(p.y, minY), maxY))
    }

    /// The offset that shows `rect`, moving the least from the current one.
    func offsetShowing(_ rect: CGRect) -> CGPoint {
        let visible = bounds
        var p = contentOffset
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ vlo: CGFloat, _ vlength: CGFloat, _ current: CGFloat) -> CGFloat {
            if hi - lo > vlength || lo < vlo { return lo }
            if hi > vlo + vlength { return hi - vlength }
            return current
        }
        p.x = axis(rect.minX, rect.maxX, visible.minX, visible.width, p.x)
        p.y = axis(rect.minY, rect.maxY, visible.minY, visible.height, p.y)
        return clampedOffset(p)
    }

    /// Where content moving at `velocity` (the scroll view's, in points per second: positive
    /// while the offset grows) comes to rest without adjustment: the distance it travels while
    /// its speed decays by ``decelerationRate`` each millisecond, `v / 1000 × rate / (1 − rate)`
    /// (Apple's `project(initialVelocity:decelerationRate:)`, WWDC 2018 session 803 "Designing
    /// Fluid Interfaces"), rounded to the pixel grid (an estimate of UIKit's rounding) and kept
    /// within the content.
    func projectedOffset(from p: CGPoint, velocity: CGPoint) -> CGPoint {
        let r = min(max(decelerationRate.rawValue, 0), 0.999_999)
        let k = r / (1 - r) / 1000
        let scale = max(1, traitCollection.displayScale)
        func pixel(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        return clampedOffset(CGPoint(x: pixel(p.x + velocity.x * k), y: pixel(p.y + velocity.y * k)))
    }

    /// Moves the content as a finger drags it: `panGestureRecognizer`'s action.
    func panChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            dragState.tracking = true
            dragState.dragging = true
            dragState.startOffset = contentOffset
            if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory {
                (window ?? rootView).endEditing(true)
            }
            _scrollDelegate?.scrollViewWillBeginDragging(self)
            dragTo(pan.translation(in: self))
        case .changed:
            dragTo(pan.translation(in: self))
        case .ended:
            dragTo(pan.translation(in: self))
            // The content moves against the finger: the scroll view's velocity is the pan's, negated.
            let v = pan.velocity(in: self)
            endDrag(velocity: CGPoint(x: 0 - v.x, y: 0 - v.y))
        case .cancelled, .failed:
            if dragState.dragging { endDrag(velocity: .zero) }
        case .possible:
            break
        }
    }

    /// The offset for a translation since the drag began (the content follows the finger).
    private func dragTo(_ translation: CGPoint) {
        let start = dragState.startOffset
        contentOffset = clampedOffset(CGPoint(x: start.x - translation.x, y: start.y - translation.y))
    }

    /// The finger lifts, the content moving at `velocity` (points per second, positive while the
    /// offset grows): UIKit's order. `scrollViewWillEndDragging` (velocity in points per
    /// millisecond, the target the layout or paging chose, which the delegate may change),
    /// `scrollViewDidEndDragging(willDecelerate:)`, then, when the target is elsewhere,
    /// `scrollViewWillBeginDecelerating`, the move (`scrollViewDidScroll`) and
    /// `scrollViewDidEndDecelerating`.
    private func endDrag(velocity: CGPoint) {
        var target = restingOffset(from: contentOffset, velocity: velocity)
        let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        withUnsafeMutablePointer(to: &target) { pointer in
            _scrollDelegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: pointer)
        }
        dragState.dragging = false
        let decelerates = target.x.isFinite && target.y.isFinite && target != contentOffset
        // In `scrollViewDidEndDragging` UIKit reports `isDragging` false but `isTracking` still
        // true (as observed on iOS and relied on in the widely used "has scrolling ended" check
        // `!decelerate && isTracking && !isDragging && !isDecelerating`, Stack Overflow 993280).
        _scrollDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        dragState.tracking = false
        guard decelerates else { return }
        dragState.decelerating = true
        _scrollDelegate?.scrollViewWillBeginDecelerating(self)
        contentOffset = target
        dragState.decelerating = false
        _scrollDelegate?.scrollViewDidEndDecelerating(self)
    }

    /// Where the content comes to rest after a drag: the projection, or with ``isPagingEnabled``
    /// the nearest page boundary (a multiple of the bounds' size) in the drag's direction, at
    /// most one page from where the drag began (estimate of UIKit's paging). A collection view
    /// asks its layout too (`layoutTargetOffset(_:velocity:)`, overridden in UICollectionView.swift).
    func restingOffset(from p: CGPoint, velocity: CGPoint) -> CGPoint {
        let projected = projectedOffset(from: p, velocity: velocity)
        guard isPagingEnabled, bounds.width > 0, bounds.height > 0 else {
            return layoutTargetOffset(projected, velocity: velocity)
        }
        func page(_ value: CGFloat, _ start: CGFloat, _ size: CGFloat) -> CGFloat {
            let startPage = (start / size).rounded()
            let target = (value / size).rounded()
            return min(max(target, startPage - 1), startPage + 1) * size
        }
        let s = dragState.startOffset
        return clampedOffset(CGPoint(x: page(projected.x, s.x, bounds.width), y: page(projected.y, s.y, bounds.height)))
    }

    // MARK: Zooming

    /// Adds or removes `pinchGestureRecognizer` as zooming becomes possible or not.
    func zoomLimitsChanged() {
        if maximumZoomScale > minimumZoomScale {
            guard pinch == nil else { return }
            let p = UIPinchGestureRecognizer()
            p.addTarget { [weak self] (p: UIPinchGestureRecognizer) in self?.pinchChanged(p) }
            addGestureRecognizer(p)
            pinch = p
        } else if let p = pinch {
            removeGestureRecognizer(p)
            pinch = nil
        }
    }

    /// Zooms as two fingers would: `pinchGestureRecognizer`'s action.
    private func pinchChanged(_ p: UIPinchGestureRecognizer) {
        let view = _scrollDelegate?.viewForZooming(in: self)
        switch p.state {
        case .began:
            dragState.zooming = true
            dragState.startScale = _zoomScale
            _scrollDelegate?.scrollViewWillBeginZooming(self, with: view)
            applyZoom(dragState.startScale * p.scale, showing: nil)
        case .changed:
            applyZoom(dragState.startScale * p.scale, showing: nil)
        case .ended, .cancelled, .failed:
            if p.state == .ended { applyZoom(dragState.startScale * p.scale, showing: nil) }
            dragState.zooming = false
            _scrollDelegate?.scrollViewDidEndZooming(self, with: view, atScale: _zoomScale)
        case .possible:
            break
        }
    }

    /// Sets the zoom scale (within the limits): the zoom view's transform and position, the
    /// content size, then the offset (centred on `rect` of the zoom view, else keeping the
    /// content point at the centre of the bounds), then `scrollViewDidZoom`.
    func applyZoom(_ requested: CGFloat, showing rect: CGRect?) {
        guard requested.isFinite, requested > 0, let view = _scrollDelegate?.viewForZooming(in: self) else { return }
        let lo = min(minimumZoomScale, maximumZoomScale), hi = max(minimumZoomScale, maximumZoomScale)
        let scale = min(max(requested, lo), hi)
        let old = _zoomScale
        let centre = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        _zoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.bounds.size
        let zoomed = CGSize(width: size.width * scale, height: size.height * scale)
        view.center = CGPoint(x: zoomed.width / 2, y: zoomed.height / 2)
        contentSize = zoomed
        let focus: CGPoint
        if let rect {
            focus = CGPoint(x: rect.midX * scale, y: rect.midY * scale)
        } else {
            let ratio = old > 0 ? scale / old : 1
            focus = CGPoint(x: centre.x * ratio, y: centre.y * ratio)
        }
        contentOffset = clampedOffset(CGPoint(x: focus.x - bounds.width / 2, y: focus.y - bounds.height / 2))
        if scale != old { _scrollDelegate?.scrollViewDidZoom(self) }
    }

    // MARK: Status bar

    /// Does what a tap on the status bar does (Plumb's driver): when ``scrollsToTop`` and the
    /// delegate's `scrollViewShouldScrollToTop(_:)` allow it, the content scrolls to its top
    /// (`-adjustedContentInset.top`), then the delegate hears `scrollViewDidScrollToTop(_:)`.
    /// Returns whether it scrolled.
    ///
    /// ```swift
    /// table.simulateStatusBarTap()   // back to the first row
    /// ```
    @discardableResult
    public func simulateStatusBarTap() -> Bool {
        guard scrollsToTop, _scrollDelegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        contentOffset = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        _scrollDelegate?.scrollViewDidScrollToTop(self)
        return true
    }
}
