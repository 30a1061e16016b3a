/// Why a ``Solver`` operation was refused.
///
/// Every case carries the offending value. A solver that throws is left exactly as it was before
/// the call.
///
/// ```swift
/// do {
///   try solver.add(x.equals(0))
/// } catch .unsatisfiable(let constraint, let conflicts) {
///   print("Unable to simultaneously satisfy \(constraint) and \(conflicts)")
/// } catch {
///   print(error)
/// }
/// ```
public enum SolverError: Error, Equatable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints already in the
  /// solver. `conflicts` is a minimal set of those: it is in creation order, the constraint plus
  /// `conflicts` cannot all hold, and removing any one member of `conflicts` makes them
  /// satisfiable. It is empty when the constraint cannot hold on its own (like `0 == 1`).
  case unsatisfiable(Constraint, conflicts: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional; the priority given was ``Priority/required``.
  case requiredEditVariable(Variable)
  /// The priority is not in `(0, 1100]` (or is NaN).
  case invalidPriority(Float)
  /// A coefficient or the constant of the constraint is NaN or infinite.
  case nonFinite(Constraint)
  /// The coefficient of the variable in the constraint (repeated variables added together) is
  /// outside ``Solver/coefficientRange``.
  case coefficientOutOfRange(Constraint, Variable, Double)
  /// The new constant for the constraint is NaN or infinite.
  case nonFiniteConstant(Constraint, Double)
  /// The suggested value for the edit variable is NaN or infinite.
  case nonFiniteSuggestion(Variable, Double)

  /// Compares cases and payloads; doubles compare by bit pattern so NaN payloads are equal.
  public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
    switch (lhs, rhs) {
    case let (.unsatisfiable(a, ca), .unsatisfiable(b, cb)): a === b && ca == cb
    case let (.duplicateConstraint(a), .duplicateConstraint(b)): a === b
    case let (.unknownConstraint(a), .unknownConstraint(b)): a === b
    case let (.duplicateEditVariable(a), .duplicateEditVariable(b)): a == b
    case let (.unknownEditVariable(a), .unknownEditVariable(b)): a == b
    case let (.requiredEditVariable(a), .requiredEditVariable(b)): a == b
    case let (.invalidPriority(a), .invalidPriority(b)): a.bitPattern == b.bitPattern
    case let (.nonFinite(a), .nonFinite(b)): a === b
    case let (.coefficientOutOfRange(a, v, x), .coefficientOutOfRange(b, w, y)):
      a === b && v == w && x.bitPattern == y.bitPattern
    case let (.nonFiniteConstant(a, x), .nonFiniteConstant(b, y)):
      a === b && x.bitPattern == y.bitPattern
    case let (.nonFiniteSuggestion(a, x), .nonFiniteSuggestion(b, y)):
      a == b && x.bitPattern == y.bitPattern
    default: false
    }
  }

  /// A sentence naming the problem and the offending values.
  public var description: String {
    switch self {
    case let .unsatisfiable(constraint, conflicts):
      if conflicts.isEmpty { return "Unable to satisfy constraint: \(constraint)" }
      let list = conflicts.map { "    \($0)" }.joined(separator: "\n")
      return "Unable to simultaneously satisfy constraints.\n"
        + "Cannot add: \(constraint)\nConflicts with:\n\(list)"
    case let .duplicateConstraint(c): return "Duplicate constraint: \(c)"
    case let .unknownConstraint(c): return "Unknown constraint: \(c)"
    case let .duplicateEditVariable(v): return "Duplicate edit variable: \(v)"
    case let .unknownEditVariable(v): return "Unknown edit variable: \(v)"
    case let .requiredEditVariable(v):
      return "Edit variable \(v) cannot have required priority"
    case let .invalidPriority(p): return "Invalid priority \(p): must be in (0, 1100]"
    case let .nonFinite(c): return "Constraint has a non-finite coefficient or constant: \(c)"
    case let .coefficientOutOfRange(c, v, x):
      let range = Solver.coefficientRange
      return "Coefficient \(x) of \(v) is outside the solver's range "
        + "\(range.lowerBound)...\(range.upperBound) (magnitude): \(c)"
    case let .nonFiniteConstant(c, value):
      return "Non-finite constant \(value) for constraint \(c)"
    case let .nonFiniteSuggestion(v, value):
      return "Non-finite suggested value \(value) for \(v)"
    }
  }
}
