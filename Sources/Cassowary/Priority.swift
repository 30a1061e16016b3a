/// How strongly the solver tries to satisfy a constraint, on Auto Layout's scale.
///
/// A priority is a `Float` in `(0, 1100]`. Exactly `1000` is ``required``: the constraint must hold.
/// Every other value is optional and forms its own level: the solver satisfies higher levels
/// first and never trades a violation at a higher level for any number of improvements at lower
/// levels (the objective is lexicographic, not a weighted sum). Inside one level it minimises the
/// sum of the constraints' errors (an L1 norm measured in the units of each constraint's expression).
///
/// Priorities above `1000` are optional but outrank every ordinary priority; Auto Layout uses
/// ``brokenRequired`` (1100) for a required constraint it had to break.
///
/// ```swift
/// let low: Priority = 250
/// let almostRequired: Priority = 999.5
/// low < almostRequired        // true
/// Priority.required.isRequired // true
/// ```
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The numeric priority.
    public var rawValue: Float

    /// Creates a priority with the given value; ``Solver`` rejects values outside `(0, 1100]`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from a floating-point literal.
    public init(floatLiteral value: Float) { self.rawValue = value }

    /// Creates a priority from an integer literal.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// A constraint that must hold (1000).
    public static let required: Priority = 1000

    /// The level Auto Layout gives a required constraint it had to break (1100): optional, but
    /// above every ordinary priority.
    public static let brokenRequired: Priority = 1100

    /// UIKit's `defaultHigh` (750), the default compression resistance.
    public static let high: Priority = 750

    /// UIKit's `defaultLow` (250), the default content hugging.
    public static let low: Priority = 250

    /// Whether the priority is exactly ``required``.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the solver accepts the priority: finite and in `(0, 1100]`.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1100 }

    /// Orders priorities by value.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The value, e.g. `250` or `999.5`.
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e7
            ? String(Int(rawValue)) : String(rawValue)
    }
}
