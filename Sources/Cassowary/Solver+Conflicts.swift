// Minimal conflict sets for unsatisfiable required constraints.

extension Solver {
    /// A required constraint together with the constant it has in the solver.
    typealias Requirement = (Constraint, Double)

    /// The required constraints in the tableau with their current constants, in creation order
    /// (edit constraints are never required).
    func requiredSnapshot() -> [Requirement] {
        let held = tableau.records.values
            .filter { $0.level < 0 }
            .map { ($0.constraint.id, $0.constant) }
            .map { (original($0.0)!, $0.1 - offset($0.0)) }
        let defined = definitions.list.compactMap { $0.map { ($0.constraint, $0.constraintConstant) } }
        return (held + defined).sorted { $0.0.id < $1.0.id }
    }

    /// The error for a required constraint (with its constant) that the tableau could not make
    /// hold: ``SolverError/unsatisfiable(_:conflicts:)`` with a minimal conflict set, or, in a
    /// `wide` tableau whose required constraints all hold together with `new` when built afresh,
    /// ``SolverError/imprecise(_:violating:)``: the simplex's verdict was rounding, not a conflict
    /// (issue 19, wide seeds 247 and 275: a feasible `setConstant` refused as unsatisfiable, and
    /// every required constraint listed as its conflict set).
    func refusal(
        _ new: Requirement, candidates: [Int], among all: [Requirement], wide: Bool
    ) -> SolverError {
        if wide, Solver.isFeasible(all + [new]) {
            let named = all.first { candidates.contains($0.0.id) }?.0 ?? new.0
            return .imprecise(new.0, violating: named)
        }
        return .unsatisfiable(new.0, conflicts: minimalConflicts(new, candidates: candidates, among: all))
    }

    /// Shrinks a set of required constraints that conflicts with `new` to a minimal one.
    ///
    /// The candidates come from the row that proved infeasibility (the Farkas support of the phase
    /// one objective or of the failing dual simplex row); if they do not conflict with `new` on
    /// their own (which would be a numerical accident), every required constraint is the starting
    /// set. A deletion filter then drops each member whose absence keeps the set infeasible, so
    /// removing any member of the result makes the rest satisfiable together with `new`.
    ///
    /// - Complexity: One feasibility check (a fresh required-only tableau) per member of the
    ///   starting set.
    func minimalConflicts(_ new: Requirement, candidates: [Int], among all: [Requirement])
        -> [Constraint]
    {
        let wanted = Set(candidates)
        var set = all.filter { wanted.contains($0.0.id) }
        if Solver.isFeasible(set + [new]) {
            set = all
            if Solver.isFeasible(set + [new]) { return set.map(\.0) }
        }
        var index = 0
        while index < set.count {
            var trial = set
            trial.remove(at: index)
            if Solver.isFeasible(trial + [new]) {
                index += 1
            } else {
                set = trial
            }
        }
        return set.map(\.0)
    }

    /// Whether the required constraints can all hold at once (in a scratch solver that keeps
    /// definitions out of its tableau, so a check is linear in the constraints for a UI's shapes).
    static func isFeasible(_ requirements: [Requirement]) -> Bool {
        let scratch = Solver()
        for (constraint, constant) in requirements {
            if !scratch.insertForFeasibility(constraint, constant: constant) { return false }
        }
        return true
    }
}
