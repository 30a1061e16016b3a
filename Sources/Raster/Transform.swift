/// A user-space → device-space transform made of a scale and a translation (no rotation):
/// `device = (x * scaleX + translateX, y * scaleY + translateY)`.
///
/// ```swift
/// var t = Transform(scale: 3)               // @3x
/// t = t.translatedBy(x: 10, y: 20)          // a subview's origin, in points
/// t.apply(Point(x: 1, y: 1))                // (33, 63) device pixels
/// ```
public struct Transform: Sendable, Hashable {
    public var scaleX: Double
    public var scaleY: Double
    public var translateX: Double
    public var translateY: Double

    public init(scaleX: Double = 1, scaleY: Double = 1, translateX: Double = 0, translateY: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translateX = translateX
        self.translateY = translateY
    }

    /// A uniform scale (a bitmap's scale factor).
    public init(scale: Double) { self.init(scaleX: scale, scaleY: scale) }

    public static let identity = Transform()

    /// Moves the user-space origin by (x, y) user units.
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform(
            scaleX: scaleX, scaleY: scaleY,
            translateX: translateX + x * scaleX, translateY: translateY + y * scaleY)
    }

    /// Scales user space by (x, y).
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform(scaleX: scaleX * x, scaleY: scaleY * y, translateX: translateX, translateY: translateY)
    }

    /// Maps a user-space point to device pixels.
    public func apply(_ p: Point) -> Point {
        Point(x: p.x * scaleX + translateX, y: p.y * scaleY + translateY)
    }

    /// Maps a user-space rectangle to device pixels (standardized).
    public func apply(_ r: Rect) -> Rect {
        let a = apply(Point(x: r.x, y: r.y))
        let b = apply(Point(x: r.x + r.width, y: r.y + r.height))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    var isFinite: Bool {
        scaleX.isFinite && scaleY.isFinite && translateX.isFinite && translateY.isFinite
    }
}
