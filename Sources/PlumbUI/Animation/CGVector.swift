import Foundation

/// A two-dimensional vector: Core Graphics' `CGVector` (not in Foundation on Linux), for the
/// velocities of spring timing parameters.
///
/// ```swift
/// let velocity = CGVector(dx: 0, dy: 2)
/// ```
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector with both components 0.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()
}
