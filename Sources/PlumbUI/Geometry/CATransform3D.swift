import Foundation

/// A 4 × 4 homogeneous transform, Core Animation's `CATransform3D` (a layer's ``CALayer/transform``).
///
/// Points are row vectors multiplied on the left, as in Core Animation: `(x, y, z, 1) · M`. The
/// C functions keep their Core Animation names and argument order:
///
/// ```swift
/// cell.layer.transform = CATransform3DMakeScale(0.9, 0.9, 1)
/// let t = CATransform3DRotate(CATransform3DIdentity, .pi / 4, 0, 0, 1)   // 45° on screen
/// ```
///
/// Where Plumb differs: Plumb draws the affine part (`m11 m12 m21 m22 m41 m42`); a perspective
/// (`m14`, `m24` not zero, or `m44` not 1) is drawn without it, with a warning on
/// `LayoutDiagnostics`.
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// All sixteen fields zero, as Swift's zero-initialiser of the imported C struct gives.
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The matrix with these fields.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// Whether the matrix moves points of the z = 0 plane without a perspective divide, so
    /// its affine part is exactly what it does on screen.
    var isFlatAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

    var isFinite: Bool { rows.allSatisfy { $0.allSatisfy(\.isFinite) } }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal, field by field.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the vector (x, y, z); the identity when the vector has
/// zero length. About (0, 0, 1) it is ``CGAffineTransform/init(rotationAngle:)``.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let ux = x / length, uy = y / length, uz = z / length
    let s = sin(angle), c = cos(angle), t = 1 - c
    return CATransform3D(
        m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
        m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
        m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b` (the product `a · b`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
        for j in 0..<4 {
            r[i][j] = x[i][0] * y[0][j] + x[i][1] * y[1][j] + x[i][2] * y[2][j] + x[i][3] * y[3][j]
        }
    }
    return CATransform3D(rows: r)
}

/// A translation by (tx, ty, tz) followed by `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale by (sx, sy, sz) followed by `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation by `angle` about (x, y, z) followed by `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`; `t` unchanged when it has none, as Core Animation returns it.
///
/// Computed from the cofactors (the adjugate over the determinant), so the zero fields of a
/// scale, translation or affine matrix stay exactly zero.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m = Array(t.rows.joined())
    // Cofactor of element (r, c): the signed determinant of the 3 × 3 minor.
    func cofactor(_ r: Int, _ c: Int) -> CGFloat {
        let rows = (0..<4).filter { $0 != r }, cols = (0..<4).filter { $0 != c }
        func e(_ i: Int, _ j: Int) -> CGFloat { m[rows[i] * 4 + cols[j]] }
        let det3 =
            e(0, 0) * (e(1, 1) * e(2, 2) - e(1, 2) * e(2, 1))
            - e(0, 1) * (e(1, 0) * e(2, 2) - e(1, 2) * e(2, 0))
            + e(0, 2) * (e(1, 0) * e(2, 1) - e(1, 1) * e(2, 0))
        return (r + c) % 2 == 0 ? det3 : -det3
    }
    var cof = [CGFloat](repeating: 0, count: 16)
    for r in 0..<4 { for c in 0..<4 { cof[r * 4 + c] = cofactor(r, c) } }
    let det = m[0] * cof[0] + m[1] * cof[1] + m[2] * cof[2] + m[3] * cof[3]
    guard det != 0, det.isFinite else { return t }
    // The inverse is the transposed cofactor matrix over the determinant.
    var inv = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for r in 0..<4 { for c in 0..<4 { inv[r][c] = cof[c * 4 + r] / det } }
    let result = CATransform3D(rows: inv)
    return result.isFinite ? result : t
}

/// The 3-D transform that does what `m` does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is exactly an affine transform of the plane (no z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (`m11 m12 m21 m22 m41 m42`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
