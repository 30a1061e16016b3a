import Foundation

/// A 2-D affine transformation matrix, Core Graphics' `CGAffineTransform`:
///
/// ```
/// | a  b  0 |
/// | c  d  0 |      (x', y') = (a·x + c·y + tx, b·x + d·y + ty)
/// | tx ty 1 |
/// ```
///
/// Points are row vectors multiplied on the left, as in Core Graphics, so
/// `t1.concatenating(t2)` applies `t1` first, then `t2`. The builders (`translatedBy`,
/// `scaledBy`, `rotated(by:)`) put the new step *before* the receiver, as
/// `CGAffineTransformTranslate`/`Scale`/`Rotate` do.
///
/// ```swift
/// card.transform = CGAffineTransform(rotationAngle: .pi / 8)
/// badge.transform = CGAffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 0, y: -20)
/// CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))   // (≈0, 1)
/// ```
///
/// Where Plumb differs: Core Graphics does not exist on Linux; this is Plumb's own value type
/// with Core Graphics' names, fields and arithmetic.
public struct CGAffineTransform: Equatable, Sendable, Codable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// All six fields zero, as Swift's zero-initialiser of the imported C struct gives (this is
    /// not the identity: use ``identity``).
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The matrix with these fields (`CGAffineTransformMake`).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// A translation by (tx, ty) (`CGAffineTransformMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by (sx, sy) about the origin (`CGAffineTransformMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin (`CGAffineTransformMakeRotation`). With
    /// UIKit's y axis pointing down, a positive angle turns clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), c = cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// The identity transform (`CGAffineTransformIdentity`).
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` after `t2`: applies `self` first, then `t2` (`CGAffineTransformConcat(self, t2)`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation by (tx, ty) followed by `self` (`CGAffineTransformTranslate`).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (sx, sy) followed by `self` (`CGAffineTransformScale`).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians followed by `self` (`CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; `self` unchanged when the matrix cannot be inverted (its determinant is 0),
    /// as `CGAffineTransformInvert` returns its argument.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Whether every field is finite.
    var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// UIKit's `transform = [a, b, c, d, tx, ty]` in a view's description: each field with
    /// `%.17g` (UIKit prints `[0.92387953251128674, 0.38268343236508978, …]` for π/8).
    var descriptionFields: String {
        "[" + [a, b, c, d, tx, ty].map { String(format: "%.17g", Double($0)) }.joined(separator: ", ") + "]"
    }
}

extension CGPoint {
    /// The point mapped by `t` (`CGPointApplyAffineTransform`).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by the linear part of `t` (no translation; the result can be negative),
    /// as `CGSizeApplyAffineTransform`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four corners mapped by `t`
    /// (`CGRectApplyAffineTransform`); the null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        if t.b == 0 && t.c == 0 {
            // Scale and translation only: no corner sorting needed, and no rounding from it.
            let x0 = minX * t.a + t.tx, x1 = maxX * t.a + t.tx
            let y0 = minY * t.d + t.ty, y1 = maxY * t.d + t.ty
            return CGRect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}

extension CGAffineTransform {
    /// The transform `t` of the way from `self` to `end`, as an animation shows it: scale,
    /// shear, rotation (the shorter way round) and translation each mixed linearly, so a
    /// turn stays a turn half-way (mixing the six fields would shrink it). `t` = 0 and 1 give
    /// `self` and `end` exactly.
    func interpolated(to end: CGAffineTransform, _ t: CGFloat) -> CGAffineTransform {
        if t <= 0 || self == end { return self }
        if t >= 1 { return end }
        let p = parts, q = end.parts
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        var turn = q.angle - p.angle
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        return CGAffineTransform(
            parts: (
                mix(p.sx, q.sx), mix(p.sy, q.sy), mix(p.shear, q.shear), p.angle + turn * t,
                mix(p.tx, q.tx), mix(p.ty, q.ty)
            ))
    }

    typealias Parts = (sx: CGFloat, sy: CGFloat, shear: CGFloat, angle: CGFloat, tx: CGFloat, ty: CGFloat)

    /// The linear part as `[[sx, 0], [shear, sy]] · rotation(angle)`, plus the translation.
    var parts: Parts {
        let sx = (a * a + b * b).squareRoot()
        let angle = sx == 0 ? 0 : atan2(b, a)
        let cs = cos(angle), sn = sin(angle)
        return (sx, -c * sn + d * cs, c * cs + d * sn, angle, tx, ty)
    }

    init(parts p: Parts) {
        let cs = cos(p.angle), sn = sin(p.angle)
        self.init(
            a: p.sx * cs, b: p.sx * sn, c: p.shear * cs - p.sy * sn, d: p.shear * sn + p.sy * cs, tx: p.tx, ty: p.ty)
    }
}
