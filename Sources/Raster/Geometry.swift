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
