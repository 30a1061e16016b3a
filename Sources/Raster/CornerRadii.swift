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
