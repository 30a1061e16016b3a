/// A 2-D affine map of points, in Core Graphics' layout:
/// `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`. Used to draw a transformed group (a view's
/// `transform`): see `Canvas.beginTransformedLayer(_:extent:)`.
///
/// ```swift
/// let quarterTurn = AffineMap(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
/// quarterTurn.apply(Point(x: 1, y: 0))      // (0, 1)
/// ```
public struct AffineMap: Sendable, Hashable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineMap(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The scale-and-translate `Transform` as an affine map.
    public init(_ t: Transform) {
        self.init(a: t.scaleX, b: 0, c: 0, d: t.scaleY, tx: t.translateX, ty: t.translateY)
    }

    /// Maps a point.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// `self` first, then `next`.
    public func concatenating(_ next: AffineMap) -> AffineMap {
        AffineMap(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The inverse, nil when the map flattens the plane (determinant 0) or is not finite.
    public func inverted() -> AffineMap? {
        let det = a * d - b * c
        guard det != 0, det.isFinite, isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        let m = AffineMap(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
        return m.isFinite ? m : nil
    }

    /// The smallest rectangle holding the four corners of `r` mapped.
    public func apply(_ r: Rect) -> Rect {
        let ps = [
            Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
            Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY),
        ].map(apply)
        let xs = ps.map(\.x), ys = ps.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}
