import Foundation

// UIKit's hit testing: which view a touch at a point goes to. Apple's documentation of
// `hitTest(_:with:)`: "This method ignores view objects that are hidden, that have disabled user
// interactions, or have an alpha level less than 0.01. [...] Points that lie outside the
// receiver's bounds are never reported as hits, even if they actually lie within one of the
// receiver's subviews." Subviews are searched front to back (the last in `subviews` first).

extension UIView {
    /// The default ``hitTest(_:with:)``.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for s in subviews.reversed() {
            if let hit = s.hitTest(s.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// The view a touch at `point` (in this view's coordinates) goes to: the hit test of the
    /// topmost ancestor (the window, for a view on screen), as UIKit finds the view a touch
    /// begins in.
    func touchTarget(at point: CGPoint) -> UIView? {
        let root = rootView
        return root.hitTest(convert(point, to: root), with: nil)
    }
}
