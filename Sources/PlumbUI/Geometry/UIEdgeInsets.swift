import Foundation

/// Insets for the four edges of a rectangle, in points, with UIKit's field names.
///
/// Positive values shrink the rectangle. See ``NSDirectionalEdgeInsets`` for the leading/trailing
/// form that mirrors in right-to-left layouts.
///
/// ```swift
/// let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// let inner = insets.inset(CGRect(x: 0, y: 0, width: 100, height: 40)) // (16, 8, 68, 24)
/// ```
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets from the four edge values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets on any edge.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// No insets (UIKit's `UIEdgeInsets()`).
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// The rectangle shrunk by these insets (UIKit's `rect.inset(by:)`).
    public func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + left, y: rect.minY + top,
            width: rect.width - left - right, height: rect.height - top - bottom)
    }

    public var description: String { "{\(fmt(top)), \(fmt(left)), \(fmt(bottom)), \(fmt(right))}" }
}

/// Insets that name the leading and trailing edges instead of left and right, so that they
/// mirror in a right-to-left layout.
///
/// ```swift
/// view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 8)
/// ```
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates insets from the four edge values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets on any edge.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// No insets (UIKit's `NSDirectionalEdgeInsets()`).
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public var description: String { "{\(fmt(top)), \(fmt(leading)), \(fmt(bottom)), \(fmt(trailing))}" }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect { insets.inset(self) }
}

extension UIEdgeInsets {
    /// The directional form of these insets for a layout direction.
    func directional(_ direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        direction == .rightToLeft
            ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}

extension NSDirectionalEdgeInsets {
    /// The left/right form of these insets for a layout direction.
    func absolute(_ direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

/// Formats a number the way UIKit's descriptions do: no trailing ".0", at most 6 significant digits.
func fmt(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    var s = String(format: "%.6g", Double(value))
    if s.contains("e") { return s }
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}
