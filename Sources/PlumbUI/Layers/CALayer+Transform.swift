import Foundation

extension CALayer {
    /// The affine part of ``transform`` (`m11 m12 m21 m22 m41 m42`).
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(_transform)
    }

    /// Sets ``transform`` to the 3-D form of `m`.
    public func setAffineTransform(_ m: CGAffineTransform) {
        setTransform(CATransform3DMakeAffineTransform(m))
    }

    func setTransform(_ t: CATransform3D) {
        guard t.isFinite else {
            let name = owningView?.itemDescription ?? typeName(self)
            LayoutDiagnostics.report(
                .warning,
                "Ignoring non-finite transform \(CATransform3DGetAffineTransform(t).descriptionFields) for \(name)")
            return
        }
        guard t != _transform else { return }
        _transform = t
        hasTransform = t != CATransform3DIdentity
    }

    /// The affine map the layer's transform applies in its superlayer's coordinates, about
    /// `anchor` (the anchor point in those coordinates): `p ↦ anchor + T(p − anchor)`.
    func transformAbout(_ anchor: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// The box around an untransformed frame `f` transformed about its anchor point, as Core
    /// Animation computes a transformed layer's `frame`.
    func transformedFrame(untransformed f: CGRect) -> CGRect {
        let anchor = CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
        return f.applying(transformAbout(anchor))
    }

    /// The bounds size that a frame of `size` stands for under the transform. UIKit documents a
    /// transformed view's frame as undefined; Plumb inverts the transform where the frame says
    /// something about the bounds (scales and quarter turns: the size mapped back), and keeps
    /// the bounds size for any other transform, moving only the centre (an estimate of what
    /// Core Animation does, not confirmed).
    func untransformedSize(forFrameSize size: CGSize) -> CGSize {
        let m = affineTransform()
        if m.b == 0 && m.c == 0 && m.a != 0 && m.d != 0 {
            return CGSize(width: abs(size.width / m.a), height: abs(size.height / m.d))
        }
        if m.a == 0 && m.d == 0 && m.b != 0 && m.c != 0 {
            return CGSize(width: abs(size.height / m.b), height: abs(size.width / m.c))
        }
        return owningView?.bounds.size ?? _bounds.size
    }
}

extension CALayer {
    /// The layer's rectangle before its transform: where its bounds sit in the superlayer
    /// (a view's layer: the view's centre and bounds).
    var untransformedFrame: CGRect {
        if let v = owningView { return v._frame }
        return CGRect(
            x: _position.x - anchorPoint.x * _bounds.width, y: _position.y - anchorPoint.y * _bounds.height,
            width: _bounds.width, height: _bounds.height)
    }

    /// The point the transform turns about, in the layer's own coordinates (a view's: its centre;
    /// other layers: the anchor point).
    var transformAnchorInBounds: CGPoint {
        let f = untransformedFrame
        if owningView != nil { return CGPoint(x: f.width / 2, y: f.height / 2) }
        return CGPoint(x: anchorPoint.x * f.width, y: anchorPoint.y * f.height)
    }
}
