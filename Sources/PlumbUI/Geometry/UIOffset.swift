import Foundation

/// A horizontal and a vertical offset in points: UIKit's `UIOffset` (bar title and badge
/// position adjustments).
///
/// Positive `horizontal` moves right and positive `vertical` moves down, in both layout
/// directions (UIKit does not mirror an offset).
///
/// ```swift
/// appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
/// ```
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
    /// Points to the right.
    public var horizontal: CGFloat
    /// Points down.
    public var vertical: CGFloat

    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset (UIKit's `UIOffset()`).
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset: UIKit's `UIOffset.zero`.
    public static let zero = UIOffset()

    public var description: String { "UIOffset(horizontal: \(fmt(horizontal)), vertical: \(fmt(vertical)))" }
}
