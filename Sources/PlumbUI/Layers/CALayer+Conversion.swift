import Foundation

/// The curve of a layer's rounded corners (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve (a squircle), which eases into the straight edges.
    ///
    /// Where Plumb differs: drawn as ``circular``, an estimate of its shape.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
    /// Copies the layer state that `init(layer:)` copies.
    func copyState(of other: CALayer) {
        _bounds = CGRect(origin: .zero, size: other.bounds.size)
        _position = other.position
        anchorPoint = other.anchorPoint
        setTransform(other.transform)
        _backgroundColor = other.backgroundColor
        _opacity = other.opacity
        _isHidden = other.isHidden
        _isOpaque = other.isOpaque
        cornerRadius = other.cornerRadius
        cornerCurve = other.cornerCurve
        maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        masksToBounds = other.masksToBounds
        name = other.name
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowRadius = other.shadowRadius
        shadowOffset = other.shadowOffset
        shadowPath = other.shadowPath
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        _contentsScale = other._contentsScale
        zPosition = other.zPosition
        sublayerTransform = other.sublayerTransform
    }

    // MARK: Converting points and rectangles

    /// The point of the bounds the layer's transform turns about: its anchor point (a view's
    /// layer: its centre, as Plumb places views).
    private var anchorInBounds: CGPoint {
        let b = bounds
        let a = owningView == nil ? anchorPoint : CGPoint(x: 0.5, y: 0.5)
        return CGPoint(x: b.minX + a.x * b.width, y: b.minY + a.y * b.height)
    }

    /// `p` in the layer's coordinates, in its superlayer's.
    private func pointInSuperlayer(_ p: CGPoint) -> CGPoint {
        let a = anchorInBounds, c = position
        var d = CGPoint(x: p.x - a.x, y: p.y - a.y)
        if hasTransform { d = d.applying(affineTransform()) }
        return CGPoint(x: c.x + d.x, y: c.y + d.y)
    }

    /// `p` in the superlayer's coordinates, in the layer's.
    private func pointFromSuperlayer(_ p: CGPoint) -> CGPoint {
        let a = anchorInBounds, c = position
        var d = CGPoint(x: p.x - c.x, y: p.y - c.y)
        if hasTransform { d = d.applying(affineTransform().inverted()) }
        return CGPoint(x: a.x + d.x, y: a.y + d.y)
    }

    /// `p` in the layer's coordinates, in its root layer's.
    private func pointInRoot(_ p: CGPoint) -> CGPoint {
        var p = p, layer: CALayer? = self
        while let l = layer, l.superlayer != nil {
            p = l.pointInSuperlayer(p)
            layer = l.superlayer
        }
        return p
    }

    /// `p` in the root layer's coordinates, in this layer's.
    private func pointFromRoot(_ p: CGPoint) -> CGPoint {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let l = layer, l.superlayer != nil { chain.append(l); layer = l.superlayer }
        return chain.reversed().reduce(p) { $1.pointFromSuperlayer($0) }
    }

    /// Converts a point from the coordinates of `l` to the layer's (Core Animation's
    /// `convert(_:from:)`); `nil` converts from the root layer's coordinates. The layers'
    /// positions, bounds origins and (affine) transforms are applied; Plumb treats the roots of
    /// two separate trees as one space.
    ///
    /// ```swift
    /// let inCard = card.layer.convert(CGPoint(x: 5, y: 5), from: badge)
    /// ```
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        pointFromRoot(l?.pointInRoot(p) ?? p)
    }

    /// Converts a point from the layer's coordinates to those of `l` (`nil`: the root layer's).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let root = pointInRoot(p)
        return l?.pointFromRoot(root) ?? root
    }

    /// Converts a rectangle from the coordinates of `l` to the layer's: the smallest rectangle
    /// around its converted corners (`nil`: the root layer's coordinates).
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        Self.boundingBox(of: r) { self.convert($0, from: l) }
    }

    /// Converts a rectangle from the layer's coordinates to those of `l`: the smallest
    /// rectangle around its converted corners (`nil`: the root layer's coordinates).
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        Self.boundingBox(of: r) { self.convert($0, to: l) }
    }

    private static func boundingBox(of r: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        guard !r.isNull, r.isFiniteRect else { return r }
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    // MARK: Converting times

    /// `t` in the superlayer's time, in this layer's: `(t − beginTime) × speed + timeOffset`,
    /// Core Animation's media-timing formula.
    private func timeFromParent(_ t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// `t` in this layer's time, in its superlayer's (a layer with `speed` 0 stands still: its
    /// `beginTime`).
    private func timeInParent(_ t: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (t - timeOffset) / CFTimeInterval(speed) + beginTime
    }

    private func timeInRoot(_ t: CFTimeInterval) -> CFTimeInterval {
        var t = t, layer: CALayer? = self
        while let l = layer { t = l.timeInParent(t); layer = l.superlayer }
        return t
    }

    private func timeFromRoot(_ t: CFTimeInterval) -> CFTimeInterval {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let l = layer { chain.append(l); layer = l.superlayer }
        return chain.reversed().reduce(t) { $1.timeFromParent($0) }
    }

    /// Converts a time from the time space of `l` to the layer's (`nil`: global time, that of
    /// `CACurrentMediaTime()`), through each layer's `beginTime`, `speed` and `timeOffset` as
    /// Core Animation does; with their defaults it is the identity.
    ///
    /// ```swift
    /// // Pausing a layer's animations:
    /// let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
    /// layer.speed = 0
    /// layer.timeOffset = paused
    /// ```
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        timeFromRoot(l?.timeInRoot(t) ?? t)
    }

    /// Converts a time from the layer's time space to that of `l` (`nil`: global time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = timeInRoot(t)
        return l?.timeFromRoot(global) ?? global
    }
}
