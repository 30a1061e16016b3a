/// How a constraint's expression compares with zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation between an expression and zero, with a priority.
///
/// A constraint is immutable and has identity: two constraints made by separate calls are
/// different constraints even when they read the same, and a ``Solver`` holds each constraint
/// object at most once. Its ``id`` comes from a process-wide counter in creation order; the solver
/// uses it to break ties, so results never depend on memory addresses.
///
/// To change the constant of a constraint that is already in a solver, use
/// ``Solver/setConstant(_:of:)``; the constraint object keeps the constant it was created with.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let pinned = Constraint(left, .equal, 8)                          // left - 8 == 0
/// let fits = Constraint(left + width, .lessThanOrEqual, 320)          // required
/// let hug = width.lessThanOrEqual(to: 100, priority: 250)           // optional
/// ```
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The creation-order identity of the constraint.
    public let id: Int
    /// The left-hand side; the constraint reads `expression relation 0`.
    public let expression: Expression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// How strongly the solver tries to satisfy the constraint.
    public let priority: Priority

    /// Creates the constraint `expression relation 0`.
    ///
    /// - Parameters:
    ///   - expression: The left-hand side; the right-hand side is zero.
    ///   - relation: `==`, `<=` or `>=`.
    ///   - priority: ``Priority/required`` unless given; ``Solver`` rejects values outside `(0, 1100]`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.id = nextIdentity()
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// The same constraint (same identity) over another expression: the form the solver's tableau
    /// holds once defined variables are substituted (see ``Definitions``).
    init(id: Int, expression: Expression, relation: Relation, priority: Priority) {
        self.id = id
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// Creates the constraint `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    ///
    /// ```swift
    /// let c = Constraint(x + w, .lessThanOrEqual, 320, priority: 750)
    /// ```
    public convenience init(
        _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
        priority: Priority = .required
    ) {
        self.init(lhs.expression - rhs.expression, relation, priority: priority)
    }

    /// Constraints are equal only when they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// For example `x + w - 320 <= 0 @250`; required constraints omit the priority.
    public var description: String {
        let head = "\(expression) \(relation) 0"
        return priority.isRequired ? head : "\(head) @\(priority)"
    }
}

extension ExpressionConvertible {
    /// The constraint `self == other`.
    ///
    /// ```swift
    /// let c = x.equals(y + 8, priority: 750)   // x - y - 8 == 0 @750
    /// ```
    public func equals(_ other: some ExpressionConvertible, priority: Priority = .required)
        -> Constraint
    {
        Constraint(self, .equal, other, priority: priority)
    }

    /// The constraint `self <= other`.
    public func lessThanOrEqual(
        to other: some ExpressionConvertible, priority: Priority = .required
    ) -> Constraint {
        Constraint(self, .lessThanOrEqual, other, priority: priority)
    }

    /// The constraint `self >= other`.
    public func greaterThanOrEqual(
        to other: some ExpressionConvertible, priority: Priority = .required
    ) -> Constraint {
        Constraint(self, .greaterThanOrEqual, other, priority: priority)
    }
}
