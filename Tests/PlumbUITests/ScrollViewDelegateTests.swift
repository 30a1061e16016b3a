import Foundation
import Testing
@testable import PlumbUI

/// `UIScrollViewDelegate` and the scroll view's offset, drag, zoom and status-bar drivers: which
/// callbacks run, in which order, with which values.
@MainActor @Suite struct ScrollViewDelegateTests {
    /// Logs every callback with the offset it sees.
    final class Recorder: NSObject, UIScrollViewDelegate {
        var log: [String] = []
        var zoomView: UIView?
        var target: CGPoint?
        var allowsScrollToTop = true
        private func at(_ s: UIScrollView) -> String { "\(Int(s.contentOffset.x)),\(Int(s.contentOffset.y))" }
        func scrollViewDidScroll(_ s: UIScrollView) { log.append("didScroll \(at(s))") }
        func scrollViewDidZoom(_ s: UIScrollView) { log.append("didZoom \(s.zoomScale)") }
        func scrollViewWillBeginDragging(_ s: UIScrollView) {
            log.append("willBeginDragging \(s.isDragging) \(s.isTracking)")
        }
        func scrollViewWillEndDragging(
            _ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            log.append(
                "willEndDragging v=\(v.x),\(v.y) target=\(targetContentOffset.pointee.x),\(targetContentOffset.pointee.y)"
            )
            if let target { targetContentOffset.pointee = target }
        }
        func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) {
            log.append("didEndDragging \(d) \(s.isDragging) \(s.isTracking)")
        }
        func scrollViewWillBeginDecelerating(_ s: UIScrollView) {
            log.append("willBeginDecelerating \(s.isDecelerating)")
        }
        func scrollViewDidEndDecelerating(_ s: UIScrollView) { log.append("didEndDecelerating \(at(s))") }
        func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { log.append("didEndScrollingAnimation") }
        func viewForZooming(in s: UIScrollView) -> UIView? { zoomView }
        func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) {
            log.append("willBeginZooming \(view === zoomView)")
        }
        func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            log.append("didEndZooming \(scale)")
        }
        func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool {
            log.append("shouldScrollToTop"); return allowsScrollToTop
        }
        func scrollViewDidScrollToTop(_ s: UIScrollView) { log.append("didScrollToTop \(at(s))") }
        func scrollViewDidChangeAdjustedContentInset(_ s: UIScrollView) {
            log.append("didChangeAdjustedContentInset \(s.adjustedContentInset.top)")
        }
    }

    /// A 300 × 400 scroll view over 300 × 2000 of content.
    private func scroll() -> (UIScrollView, Recorder) {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        s.contentSize = CGSize(width: 300, height: 2000)
        let r = Recorder()
        s.delegate = r
        return (s, r)
    }

    @Test func everyOffsetChangeIsReportedOnceAndAnimatedScrollsEnd() {
        let (s, r) = scroll()
        #expect(s.delegate === r)
        s.contentOffset = CGPoint(x: 0, y: 100)
        s.contentOffset = CGPoint(x: 0, y: 100)
        s.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        s.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        s.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        s.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(
            r.log == [
                "didScroll 0,100", "didScroll 0,200", "didScroll 0,300", "didEndScrollingAnimation", "didScroll 0,50",
            ])
        #expect(
            s.decelerationRate == .normal && UIScrollView.DecelerationRate.normal.rawValue == 0.998
                && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(!s.isTracking && !s.isDragging && !s.isDecelerating && !s.isZooming && s.scrollsToTop)
        #expect(
            s.keyboardDismissMode == .none && s.indexDisplayMode == .automatic
                && s.visibleSize == CGSize(width: 300, height: 400))
        #expect(s.gestureRecognizers?.first === s.panGestureRecognizer && s.pinchGestureRecognizer == nil)
        s.isScrollEnabled = false
        #expect(!s.panGestureRecognizer.isEnabled)
    }

    @Test func scrollRectToVisibleMovesTheLeastThatShowsTheRectangle() {
        let (s, r) = scroll()
        s.scrollRectToVisible(CGRect(x: 0, y: 500, width: 300, height: 50), animated: false)
        #expect(s.contentOffset == CGPoint(x: 0, y: 150), "its bottom at the bottom of the bounds")
        s.scrollRectToVisible(CGRect(x: 0, y: 200, width: 300, height: 50), animated: true)
        #expect(s.contentOffset == CGPoint(x: 0, y: 150), "already visible: nothing")
        s.scrollRectToVisible(CGRect(x: 0, y: 100, width: 300, height: 50), animated: true)
        #expect(s.contentOffset == CGPoint(x: 0, y: 100), "above: its top at the top")
        s.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 300, height: 600), animated: false)
        #expect(s.contentOffset == CGPoint(x: 0, y: 1000), "taller than the bounds: its top")
        s.scrollRectToVisible(CGRect(x: 0, y: 1950, width: 300, height: 300), animated: false)
        #expect(s.contentOffset == CGPoint(x: 0, y: 1600), "kept within the content")
        #expect(
            r.log == [
                "didScroll 0,150", "didScroll 0,100", "didEndScrollingAnimation", "didScroll 0,1000",
                "didScroll 0,1600",
            ])
    }

    @Test func aDragReportsUIKitsSequenceAndRestsWhereTheDecelerationProjects() {
        let (s, r) = scroll()
        let pan = s.panGestureRecognizer
        pan.simulate(.began, translation: .zero, at: CGPoint(x: 150, y: 300))
        pan.simulate(.changed, translation: CGPoint(x: 0, y: -60))
        pan.simulate(.changed, translation: CGPoint(x: 5, y: -40))  // x does not scroll: no wider content
        // Released moving up at 1000 points per second: the content keeps going down by
        // 1 × 0.998 / 0.002 = 499 points (rounded to the pixel grid).
        pan.simulate(.ended, translation: .zero, velocity: CGPoint(x: 0, y: -1000))
        #expect(
            r.log == [
                "willBeginDragging true true",
                "didScroll 0,60",
                "didScroll 0,100",
                "willEndDragging v=0.0,1.0 target=0.0,599.0",
                "didEndDragging true false true",
                "willBeginDecelerating true",
                "didScroll 0,599",
                "didEndDecelerating 0,599",
            ])
        #expect(!s.isDragging && !s.isTracking && !s.isDecelerating)
        // The delegate moves the target; a release without velocity does not decelerate.
        r.log = []
        r.target = CGPoint(x: 0, y: 300)
        pan.simulate(.changed, translation: CGPoint(x: 0, y: 100))
        pan.simulate(.ended, translation: .zero)
        #expect(
            r.log == [
                "willBeginDragging true true", "didScroll 0,499", "willEndDragging v=0.0,0.0 target=0.0,499.0",
                "didEndDragging true false true", "willBeginDecelerating true", "didScroll 0,300",
                "didEndDecelerating 0,300",
            ])
        r.log = []
        r.target = nil
        pan.simulate(.changed, translation: CGPoint(x: 0, y: 500))
        pan.simulate(.ended, translation: .zero)
        #expect(
            r.log == [
                "willBeginDragging true true", "didScroll 0,0", "willEndDragging v=0.0,0.0 target=0.0,0.0",
                "didEndDragging false false true",
            ], "kept at the top: no rubber band")
    }

    @Test func pagingRestsOnAPageBoundaryAndOnDragDismissesTheKeyboard() {
        let (s, r) = scroll()
        s.contentSize = CGSize(width: 1500, height: 400)
        s.isPagingEnabled = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.addSubview(s)
        let field = UITextField()
        s.addSubview(field)
        #expect(field.becomeFirstResponder())
        s.keyboardDismissMode = .onDrag
        let pan = s.panGestureRecognizer
        pan.simulate(.changed, translation: CGPoint(x: -100, y: 0))
        #expect(!field.isFirstResponder)
        pan.simulate(.ended, translation: .zero)
        #expect(s.contentOffset == .zero, "a third of a page springs back")
        pan.simulate(.changed, translation: CGPoint(x: -200, y: 0))
        pan.simulate(.ended, translation: .zero)
        #expect(s.contentOffset == CGPoint(x: 300, y: 0))
        pan.simulate(.changed, translation: CGPoint(x: -10, y: 0))
        pan.simulate(.ended, translation: .zero, velocity: CGPoint(x: -5000, y: 0))
        #expect(s.contentOffset == CGPoint(x: 600, y: 0), "a fling moves one page at most")
        #expect(r.log.last == "didEndDecelerating 600,0")
    }

    @Test func zoomingScalesTheDelegatesViewAndResizesTheContent() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.addSubview(photo)
        s.contentSize = photo.bounds.size
        let r = Recorder()
        r.zoomView = photo
        s.delegate = r
        s.maximumZoomScale = 4
        #expect(s.pinchGestureRecognizer != nil && s.gestureRecognizers?.count == 2)
        s.setZoomScale(2, animated: false)
        #expect(s.zoomScale == 2 && photo.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(
            photo.frame == CGRect(x: 0, y: 0, width: 200, height: 200)
                && photo.bounds.size == CGSize(width: 100, height: 100))
        #expect(s.contentSize == CGSize(width: 200, height: 200))
        #expect(s.contentOffset == CGPoint(x: 50, y: 50), "the point at the centre stays there")
        s.zoomScale = 10
        #expect(s.zoomScale == 4 && s.contentSize == CGSize(width: 400, height: 400), "kept within the limits")
        s.zoom(to: CGRect(x: 50, y: 50, width: 50, height: 50), animated: true)
        #expect(s.zoomScale == 2 && s.contentOffset == CGPoint(x: 100, y: 100))
        #expect(
            r.log == [
                "didScroll 50,50", "didZoom 2.0", "didScroll 150,150", "didZoom 4.0", "didScroll 100,100",
                "didZoom 2.0",
            ])
        // Two fingers: began, changed, ended.
        r.log = []
        let pinch = s.pinchGestureRecognizer!
        pinch.simulate(.began, scale: 1.5)
        pinch.simulate(.ended, scale: 1.5)
        #expect(r.log == ["willBeginZooming true", "didScroll 175,175", "didZoom 3.0", "didEndZooming 3.0"])
        // Without a zoom view nothing happens; without zooming there is no pinch.
        r.zoomView = nil
        s.setZoomScale(1, animated: false)
        #expect(s.zoomScale == 3)
        s.maximumZoomScale = 1
        #expect(s.pinchGestureRecognizer == nil && s.gestureRecognizers?.count == 1)
    }

    @Test func aStatusBarTapScrollsToTheTopWhenAllowed() {
        let (s, r) = scroll()
        s.contentInset.top = 20
        s.contentOffset = CGPoint(x: 0, y: 500)
        r.log = []
        #expect(s.simulateStatusBarTap())
        #expect(r.log == ["shouldScrollToTop", "didScroll 0,-20", "didScrollToTop 0,-20"])
        r.allowsScrollToTop = false
        s.contentOffset = CGPoint(x: 0, y: 500)
        r.log = []
        #expect(!s.simulateStatusBarTap() && r.log == ["shouldScrollToTop"])
        s.scrollsToTop = false
        r.log = []
        #expect(!s.simulateStatusBarTap() && r.log == [])
    }

    @Test func adjustedInsetChangesReachTheDelegate() {
        let (s, r) = scroll()
        s.layoutIfNeeded()
        r.log = []
        s.contentInset.top = 30
        s.layoutIfNeeded()
        #expect(
            r.log == ["didChangeAdjustedContentInset 30.0", "didScroll 0,-30"], "the content rests at the new inset")
    }

    // MARK: Table and collection views

    final class Feed: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll \(scrollView.contentOffset.y)") }
    }

    final class FeedController: UITableViewController {
        var log: [String] = []
        override func scrollViewDidScroll(_ scrollView: UIScrollView) {
            log.append("didScroll \(scrollView.contentOffset.y)")
        }
        override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            log.append("didEndDragging \(decelerate)")
        }
    }

    @Test func tableDelegatesAreScrollViewDelegates() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let feed = Feed()
        table.dataSource = feed
        table.delegate = feed
        let asScroll: UIScrollView = table
        #expect(asScroll.delegate === feed && table.delegate === feed)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 88)
        #expect(feed.log == ["didScroll 88.0"])
        // A table controller's subclass overrides the scroll callbacks, as in UIKit.
        let controller = FeedController(style: .plain)
        controller.tableView.contentSize = CGSize(width: 375, height: 2000)
        controller.tableView.contentOffset = CGPoint(x: 0, y: 10)
        controller.tableView.panGestureRecognizer.simulate(.changed, translation: CGPoint(x: 0, y: -5))
        controller.tableView.panGestureRecognizer.simulate(.ended, translation: .zero)
        #expect(controller.log == ["didScroll 10.0", "didScroll 15.0", "didEndDragging false"])
    }
}
