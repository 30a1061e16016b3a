import Foundation

// Layout engine hosts.
//
// UIKit does not lay a whole window out with one engine: some views host an engine of their own
// and are marked `•` in `_autolayoutTrace()` (a view controller's view in a navigation controller,
// a navigation bar's content view, and every table view cell's content view). The host is an
// ordinary item in its superview's engine (its frame comes from there, usually through its
// autoresizing mask); inside its own engine it is held at its size by 'UIView-Encapsulated-
// Layout-Width' and 'UIView-Encapsulated-Layout-Height', which is why a cell whose constraints
// want another height logs
//
//     "<NSLayoutConstraint:0x… 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x….height == 44   (active)>"
//
// Plumb does the same for cell content views: each cell is solved by a small engine of its own, so
// a long list costs the rows on screen, and moving a cell (scrolling) changes no constraint of its
// content.
//
// Which engine holds what:
// - a view's frame variables (and its autoresizing and intrinsic-size constraints) are in the
//   engine of the nearest ancestor that hosts one (or of the root): `itemEngineHost`;
// - the constraints installed on a view, its layout guides and their constraints, are in its own
//   engine when it is a host, else in its item engine: `contentEngineHost`.

extension UIView {
    /// The view whose engine holds this view's frame: the nearest ancestor hosting an engine, or
    /// the root of the tree (the view itself when it has no superview).
    var itemEngineHost: UIView {
        guard var v = superview else { return self }
        while !v.layoutNode.hostsEngine, let p = v.superview { v = p }
        return v
    }

    /// The view whose engine holds the constraints installed on this view and its layout guides:
    /// the view itself when it hosts an engine, else ``itemEngineHost``.
    var contentEngineHost: UIView { layoutNode.hostsEngine ? self : itemEngineHost }

    /// Whether the view is the root of an engine nested inside a larger tree.
    var isNestedEngineHost: Bool { layoutNode.hostsEngine && superview != nil }

    /// The view's origin in the coordinates of its content engine (the host's own are zero).
    var originInContentEngine: CGPoint {
        let host = contentEngineHost
        var x: CGFloat = 0, y: CGFloat = 0
        var v: UIView = self
        while v !== host, let p = v.superview {
            x += v._frame.minX
            y += v._frame.minY
            v = p
        }
        return CGPoint(x: x, y: y)
    }

    /// The engine that holds a constraint, if it exists yet.
    func engineHolding(_ c: NSLayoutConstraint) -> LayoutEngine? {
        if let view = c.installedOn { return view.contentEngineHost.layoutNode.engine }
        if c is NSContentSizeLayoutConstraint || c is NSAutoresizingMaskLayoutConstraint || c is SizeFloorConstraint,
            let view = c.firstItem as? UIView
        {
            return view.itemEngineHost.layoutNode.engine
        }
        return contentEngineHost.layoutNode.engine
    }

    /// Whether an engine nested in this subtree has changes to apply.
    func subtreeHasDirtyNestedEngine() -> Bool {
        for s in subviews {
            if s.layoutNode.hostsEngine, let e = s.layoutNode.engine, e.isDirty || e.rootSizeIsStale { return true }
            if s.subtreeHasDirtyNestedEngine() { return true }
        }
        return false
    }

    /// Solves this host's own engine at its current size and marks the subviews whose frames moved
    /// (part of the top-down layout pass, once the host's own frame is known).
    func syncNestedEngine() {
        let e = engine
        if e.rootSizeIsStale { e.rootSizeChanged() }
        guard e.isDirty else { return }
        e.syncSettlingWidths()
        markViewsWhoseFramesChanged(e)
    }
}

extension UIView {
    /// Marks every engine nested in this subtree for a full reconcile (the layout direction or the
    /// traits changed: leading and trailing resolve anew).
    func invalidateNestedEngines() {
        for s in subviews {
            if s.layoutNode.hostsEngine { s.layoutNode.engine?.invalidate(.constraintSet) }
            s.invalidateNestedEngines()
        }
    }
}
