import Foundation

// A view's transform, as UIKit's: Auto Layout and `layoutSubviews` work on the centre and the
// bounds (`_frame` holds the untransformed rectangle), `frame` is the box around the
// transformed bounds, coordinate conversions go through every transform on the way, and the
// renderer draws the subtree through it (ViewRenderer+Transform.swift).

extension UIView {
    /// The box around the bounds transformed about the centre (UIKit's `frame` under a
    /// transform: a 100 × 100 view at the origin scaled by 2 has the frame (−50, −50, 200, 200)).
    func transformedFrame(_ layer: CALayer) -> CGRect {
        _frame.applying(layer.transformAbout(CGPoint(x: _frame.midX, y: _frame.midY)))
    }

    /// Sets the untransformed rectangle (centre and bounds size) as `frame` would without a
    /// transform: `center` and, under a transform, `bounds` go through it, so that they keep
    /// their meaning whatever the transform.
    func setUntransformedFrame(_ rect: CGRect) {
        let f = rect.standardizedIfFinite
        guard f.isFiniteRect else {
            LayoutDiagnostics.report(.warning, "Ignoring non-finite frame \(rect) for \(itemDescription)")
            return
        }
        guard f != _frame else { return }
        let sizeChanged = f.size != _frame.size
        if sizeChanged { boundsSizeWillChange(to: f.size) }
        _frame = f
        if translatesAutoresizingMaskIntoConstraints { autoresizingConstraintsNeedUpdate() }
        if sizeChanged {
            setNeedsLayout()
            boundsSizeDidChange()
        }
    }

    /// The untransformed rectangle that a frame set under a transform stands for: the same
    /// centre, and the bounds size `CALayer.untransformedSize(forFrameSize:)` gives.
    func untransformedFrame(forFrame f: CGRect, _ layer: CALayer) -> CGRect {
        let size = layer.untransformedSize(forFrameSize: f.size)
        return CGRect(x: f.midX - size.width / 2, y: f.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The transform that maps this view's bounds coordinates to its superview's bounds
    /// coordinates: the bounds origin (scroll offset) removed, then the view's transform about
    /// its centre, then the frame's position.
    var toSuperviewTransform: CGAffineTransform {
        let b = bounds
        if let l = _layer, l.hasTransform {
            return CGAffineTransform(translationX: -b.midX, y: -b.midY)
                .concatenating(l.affineTransform())
                .concatenating(CGAffineTransform(translationX: _frame.midX, y: _frame.midY))
        }
        return CGAffineTransform(translationX: _frame.minX - b.minX, y: _frame.minY - b.minY)
    }

    /// Whether this view or an ancestor has a transform other than the identity.
    var isTransformedInTree: Bool {
        var v: UIView? = self
        while let x = v {
            if let l = x._layer, l.hasTransform { return true }
            v = x.superview
        }
        return false
    }

    /// The transform from this view's bounds coordinates to the root's coordinates (as
    /// ``convert(_:to:)`` with `nil` gives them: the root's own bounds origin removed).
    var toRootTransform: CGAffineTransform {
        var t = CGAffineTransform.identity
        var v: UIView = self
        while let p = v.superview {
            t = t.concatenating(v.toSuperviewTransform)
            v = p
        }
        let rb = v.bounds
        return t.concatenating(CGAffineTransform(translationX: -rb.minX, y: -rb.minY))
    }

    /// The transform from this view's coordinates to `view`'s (the root's when nil), through
    /// every transform on the way; nil when no transform is involved (the callers' fast path).
    func conversionTransform(to view: UIView?) -> CGAffineTransform? {
        guard isTransformedInTree || view?.isTransformedInTree == true else { return nil }
        let up = toRootTransform
        guard let view else { return up }
        return up.concatenating(view.toRootTransform.inverted())
    }
}
