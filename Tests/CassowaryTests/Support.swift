import Testing

@testable import Cassowary

/// Asserts that two doubles agree to within `tolerance`.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual - expected) <= tolerance, "\(actual) is not \(expected)",
        sourceLocation: sourceLocation)
}

/// Runs `body`, expects it to throw `expected`, and expects the solver's dump to be unchanged.
func expectUnchanged(
    _ solver: Solver, throws expected: SolverError,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {
    let before = solver.dump()
    do {
        try body()
        Issue.record("expected \(expected), nothing was thrown", sourceLocation: sourceLocation)
    } catch {
        #expect(error as? SolverError == expected, sourceLocation: sourceLocation)
    }
    #expect(solver.dump() == before, "the solver changed", sourceLocation: sourceLocation)
}

/// The violation of a constraint at the solver's current values (0 when it holds).
func violation(of constraint: Constraint, in solver: Solver) -> Double {
    let value = constraint.expression.evaluate { solver.value(of: $0) }
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

/// The constraint and conflict set of the `unsatisfiable` error `body` throws, or `nil`.
func unsatisfiable(_ body: () throws -> Void) -> (Constraint, [Constraint])? {
    do {
        try body()
    } catch let error as SolverError {
        if case let .unsatisfiable(constraint, conflicts) = error { return (constraint, conflicts) }
    } catch {}
    return nil
}
