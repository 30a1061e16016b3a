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
    /// Double precision cannot solve the system exactly after the change: with the change to the
    /// first constraint (the one added, removed or changed, or an edit variable's), the second one
    /// still missed after the rows were recomputed from the constraints (a required constraint
    /// broken, or an optional one whose error came out negative), or the answer, checked again in
    /// double-double arithmetic, was not optimal and the simplex could not reach the optimum (the
    /// second constraint is the one whose error it could still lower, or whose row broke). It
    /// happens only with coefficients far apart (both ends of ``Solver/coefficientRange`` chained,
    /// values reaching 1e9 and beyond); the solver is left as it was before the call.
    ///
    /// ```swift
    /// do { try solver.add(c) } catch .imprecise(let c, let violated) { print(c, violated) }
    /// ```
    case imprecise(Constraint, violating: Constraint)
    /// Double precision could not optimise at the end of a ``Solver/batch(_:)`` without breaking
    /// the required constraint, or could not bring the answer to a certified optimum (the
    /// constraint is then the one whose error it could still lower): the optimisation was undone,
    /// so the values satisfy every required constraint but may not be optimal. Reported by
    /// ``Solver/optimizationError``, never thrown (the end of a batch has no call to refuse); like
    /// `imprecise`, it needs coefficients far apart.
    case impreciseOptimization(violating: Constraint)
    /// The change to the constraint (added, or its constant changed; for a suggestion, the edit
    /// variable's constraint) would give a variable a value beyond the largest finite double
    /// (about ±1.8e308), such as `x / 3 == 1e308`. The solver is left as it was before the call.
    case overflow(Constraint)
    /// The suggested value for the edit variable would give a variable a value beyond the largest
    /// finite double. The solver keeps the previous suggestion.
    case overflowingSuggestion(Variable, Double)

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
        case let (.imprecise(a, x), .imprecise(b, y)): a === b && x === y
        case let (.impreciseOptimization(a), .impreciseOptimization(b)): a === b
        case let (.overflow(a), .overflow(b)): a === b
        case let (.overflowingSuggestion(a, x), .overflowingSuggestion(b, y)):
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
        case let .imprecise(c, violated):
            // The change's own constraint needs no "with" (wide seed 183: "cannot keep required
            // constraint 1000*x9 - 507000 == 0 with 1000*x9 - 507000 == 0").
            let with = violated === c ? "" : " with \(c)"
            let what =
                violated.priority.isRequired
                ? "keep required constraint \(violated)" : "reach the optimum of \(violated)"
            return "Double precision cannot \(what)\(with) (coefficients too far apart); the solver "
                + "is unchanged"
        case let .overflow(c):
            return "A value would overflow (beyond ±\(Double.greatestFiniteMagnitude)) with \(c); the "
                + "solver is unchanged"
        case let .overflowingSuggestion(v, value):
            return "Suggested value \(value) for \(v) would make a value overflow (beyond "
                + "±\(Double.greatestFiniteMagnitude)); the solver keeps the previous suggestion"
        case let .impreciseOptimization(violated) where !violated.priority.isRequired:
            return "Double precision cannot reach the optimum of \(violated) "
                + "(coefficients too far apart); the values hold every required constraint but may not "
                + "be optimal"
        case let .impreciseOptimization(violated):
            return "Double precision cannot optimise without breaking required constraint \(violated) "
                + "(coefficients too far apart); the values hold every required constraint but may not "
                + "be optimal"
        }
    }
}
