/// The priority of a layout constraint: a `Float` from 1 to 1000, where 1000 is required.
///
/// Every distinct value is its own level: the engine satisfies higher priorities first, and a
/// lower level can never outweigh a higher one however many constraints it holds. Fractional
/// values are exact (UIKit itself uses 999.5, 49 and 25).
///
/// ```swift
/// label.setContentHuggingPriority(.defaultLow - 1, for: .horizontal) // 249
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    public var rawValue: Float

    /// Creates a priority; valid values are 1...1000.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority; valid values are 1...1000.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level `systemLayoutSizeFitting(_:)` uses to pull toward the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The number as UIKit's logs print it (`250`, `999.5`). The priority itself prints as on
    /// iOS, where the type has no description of its own: `UILayoutPriority(rawValue: 250.0)`.
    var logValue: String { fmt(CGFloat(rawValue)) }
}

import Foundation
