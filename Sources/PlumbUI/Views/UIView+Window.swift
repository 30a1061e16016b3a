import Foundation

// The window a view is in and the walks that tell a subtree it moved into or out of one (kept
// out of UIView.swift, which holds the declarations subclasses override).

extension UIView {
    /// The window the view is in, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let c = v {
            if let w = c as? UIWindow { return w }
            v = c.superview
        }
        return nil
    }

    /// The topmost ancestor (self when there is no superview).
    var rootView: UIView {
        var v = self
        while let p = v.superview { v = p }
        return v
    }

    /// `willMove(toWindow:)` (or, with `did`, `didMoveToWindow()`) for the view and its subtree.
    func notifyWindow(will newWindow: UIWindow?, did: Bool = false) {
        if did {
            if window != nil { applyAppearanceProxies() }
            didMoveToWindow()
        } else {
            willMove(toWindow: newWindow)
        }
        if isViewControllerRoot, let vc = _viewController {
            // A child controller of a visible custom container appears or disappears with its view.
            if did { vc.rootViewDidMoveToWindow() } else { vc.rootViewWillMove(toWindow: newWindow) }
        }
        for s in subviews { s.notifyWindow(will: newWindow, did: did) }
    }
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// `standardized`, but leaves non-finite rectangles alone for the caller to reject.
    var standardizedIfFinite: CGRect { isFiniteRect ? standardized : self }
}
