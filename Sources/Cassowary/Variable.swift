import Synchronization

/// The source of creation-order identities for ``Variable`` and ``Constraint``.
///
/// A single process-wide counter, so identities never repeat and always grow in creation order,
/// whichever task creates the value.
let identityCounter = Atomic<Int>(0)

/// Returns the next creation-order identity.
func nextIdentity() -> Int {
    identityCounter.add(1, ordering: .relaxed).newValue
}

/// An unknown whose value the ``Solver`` chooses.
///
/// A variable is a small value: its identity is a number taken from a process-wide counter when it
/// is created, so two variables made by separate calls are distinct even if they share a name, and
/// a copy of a variable is the same variable. Identities grow in creation order; the solver breaks
/// ties by that order, never by memory addresses.
///
/// ```swift
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.add(Constraint(width, .equal, 320))
/// solver.value(of: width)   // 320
/// ```
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The creation-order identity of the variable.
    public let id: Int

    /// A name used only in descriptions and diagnostics.
    public var name: String

    /// Creates a new variable, distinct from every other variable.
    ///
    /// - Parameter name: A name for descriptions and diagnostics; it plays no part in identity.
    public init(_ name: String = "") {
        self.id = nextIdentity()
        self.name = name
    }

    /// Two variables are equal when they have the same identity.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity only.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name, or `v<id>` when the name is empty.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
