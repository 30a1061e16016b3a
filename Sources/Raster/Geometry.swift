/// A point in user space (points), in `Double`. The layer above converts from `CGPoint`.
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
    var isFinite: Bool { x.isFinite && y.isFinite }
}

/// A size in points.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle in points (origin at the top-left, y grows downwards).
///
/// ```swift
/// let r = Rect(x: 0.25, y: 0, width: 2.25, height: 1)   // spans x = 0.25 ... 2.5
/// ```
public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var minX: Double { min(x, x + width) }
    public var maxX: Double { max(x, x + width) }
    public var minY: Double { min(y, y + height) }
    public var maxY: Double { max(y, y + height) }

    /// The rectangle with negative sizes turned positive (as CoreGraphics standardizes).
    public var standardized: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}

/// The radii of a rounded rectangle's four corners, in points (clockwise from the top-left).
///
/// Radii larger than the rectangle are clamped the way CALayer does for `cornerRadius`
/// (never more than half the shorter side); for unequal radii, all four are scaled down by the same
/// factor until the radii on every side fit that side (the CSS rule, which reduces to CALayer's
/// for equal radii).
public struct CornerRadii: Sendable, Hashable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner, like `CALayer.cornerRadius`.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    public static let zero = CornerRadii(all: 0)

    var isFinite: Bool {
        topLeft.isFinite && topRight.isFinite && bottomRight.isFinite && bottomLeft.isFinite
    }

    /// True when no corner is rounded.
    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    /// Negative radii become 0, then all four are scaled to fit `rect` (see the type's doc).
    public func clamped(to rect: Rect) -> CornerRadii {
        let r = rect.standardized
        var c = CornerRadii(
            topLeft: max(topLeft, 0), topRight: max(topRight, 0),
            bottomRight: max(bottomRight, 0), bottomLeft: max(bottomLeft, 0))
        var f = 1.0
        func fit(_ side: Double, _ a: Double, _ b: Double) {
            let sum = a + b
            if sum > side, sum > 0 { f = min(f, side / sum) }
        }
        fit(r.width, c.topLeft, c.topRight)
        fit(r.width, c.bottomLeft, c.bottomRight)
        fit(r.height, c.topLeft, c.bottomLeft)
        fit(r.height, c.topRight, c.bottomRight)
        if f < 1 {
            c.topLeft *= f
            c.topRight *= f
            c.bottomRight *= f
            c.bottomLeft *= f
        }
        return c
    }
}

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

/// An integer rectangle of pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The overlap of two rectangles (empty when they do not overlap).
    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest rectangle containing both.
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
