import Testing

@testable import Cassowary

/// kiwi's own solver tests (tests/SolverTest.cpp, py/tests/test_solver.py), re-expressed.
@Suite struct KiwiScenarioTests {
    @Test func managingEditVariablesReportsDuplicateUnknownAndRequired() throws {
        let solver = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        #expect(!solver.hasEditVariable(v1))
        try solver.addEditVariable(v1, priority: 1)
        #expect(solver.hasEditVariable(v1))
        #expect(!solver.hasEditVariable(v2))
        expectUnchanged(solver, throws: .duplicateEditVariable(v1)) {
            try solver.addEditVariable(v1, priority: 1)
        }
        expectUnchanged(solver, throws: .unknownEditVariable(v2)) {
            try solver.removeEditVariable(v2)
        }
        try solver.removeEditVariable(v1)
        #expect(!solver.hasEditVariable(v1))
        expectUnchanged(solver, throws: .requiredEditVariable(v2)) {
            try solver.addEditVariable(v2, priority: .required)
        }
        try solver.addEditVariable(v2, priority: 750)
        #expect(solver.hasEditVariable(v2))
        expectUnchanged(solver, throws: .unknownEditVariable(v1)) {
            try solver.suggestValue(10, for: v1)
        }
        solver.reset()
        #expect(!solver.hasEditVariable(v2))
    }

    @Test func suggestingAValueBeatsWeakerConstraintsButNotRequiredOnes() throws {
        let solver = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        try solver.addEditVariable(v1, priority: 500)  // medium
        try solver.add(v1.equals(1, priority: 1))  // weak
        try solver.addEditVariable(v2, priority: 750)  // strong
        try solver.add(v2.equals(2))  // required
        #expect(solver.value(of: v1) == 0)  // the edit's initial value 0 outranks the weak v1 == 1
        #expect(solver.value(of: v2) == 2)
        try solver.suggestValue(2, for: v1)
        try solver.suggestValue(10, for: v2)
        #expect(solver.value(of: v1) == 2)
        #expect(solver.value(of: v2) == 2)
        try solver.removeEditVariable(v1)
        #expect(solver.value(of: v1) == 1)  // only the weak constraint is left
    }

    @Test func anEditVariableThatEntersSeveralRowsTracksItsSuggestion() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add([
            (x + y).equals(100),
            z.equals(x * 2 + 10),
            y.greaterThanOrEqual(to: 0),
        ])
        try solver.addEditVariable(x, priority: 750)
        for value in [0.0, 25, 100, 60, 130] {
            try solver.suggestValue(value, for: x)
            let expectedX = min(value, 100)
            #expect(solver.value(of: x) == expectedX)
            #expect(solver.value(of: y) == 100 - expectedX)
            #expect(solver.value(of: z) == expectedX * 2 + 10)
        }
    }

    @Test func managingConstraintsReportsDuplicateUnknownAndUnsatisfiable() throws {
        let solver = Solver()
        let v = Variable("foo")
        let c1 = v.greaterThanOrEqual(to: 1)
        let c2 = v.lessThanOrEqual(to: 0)
        #expect(!solver.contains(c1))
        try solver.add(c1)
        #expect(solver.contains(c1))
        expectUnchanged(solver, throws: .duplicateConstraint(c1)) { try solver.add(c1) }
        expectUnchanged(solver, throws: .unknownConstraint(c2)) { try solver.remove(c2) }
        expectUnchanged(solver, throws: .unsatisfiable(c2, conflicts: [c1])) { try solver.add(c2) }
        try solver.remove(c1)
        #expect(!solver.contains(c1))
        try solver.add(c2)
        #expect(solver.value(of: v) == 0)
    }

    @Test func anUnderConstrainedSumIsSatisfiedAndReportedAmbiguous() throws {
        let solver = Solver()
        let v = Variable("foo"), w = Variable("bar")
        let c = (v + w).equals(100)
        try solver.add(c)
        #expect(solver.value(of: v) + solver.value(of: w) == 100)
        #expect(solver.isAmbiguous(v))
        #expect(solver.isAmbiguous(w))
        #expect(solver.ambiguousVariables == [v, w])
    }

    @Test func strongerStrengthsWinAsInKiwi() throws {
        let solver = Solver()
        let v1 = Variable("v1"), v2 = Variable("v2")
        try solver.add((v1 + v2).equals(0))
        try solver.add(v1.equals(10))
        try solver.add(v2.greaterThanOrEqual(to: 0, priority: 1))
        #expect(solver.value(of: v1) == 10)
        #expect(solver.value(of: v2) == -10)

        solver.reset()
        try solver.add((v1 + v2).equals(0))
        try solver.add(v1.greaterThanOrEqual(to: 10, priority: 500))
        try solver.add(v2.equals(2, priority: 750))
        #expect(solver.value(of: v1) == -2)
        #expect(solver.value(of: v2) == 2)
    }

    /// The Cassowary paper's example that forces the dual simplex through infeasible rows.
    @Test func infeasibleUpdatesAreRepairedByTheDualSimplex() throws {
        let solver = Solver()
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        try solver.addEditVariable(xm, priority: 750)
        try solver.addEditVariable(xl, priority: 1)
        try solver.addEditVariable(xr, priority: 1)
        try solver.add((xm * 2).equals(xl + xr))
        try solver.add((xl + 20).lessThanOrEqual(to: xr))
        try solver.add(xl.greaterThanOrEqual(to: -10))
        try solver.add(xr.lessThanOrEqual(to: 100))

        try solver.suggestValue(40, for: xm)
        try solver.suggestValue(30, for: xl)
        try solver.suggestValue(50, for: xr)
        #expect(solver.value(of: xm) == 40)
        #expect(solver.value(of: xl) == 30)
        #expect(solver.value(of: xr) == 50)

        try solver.suggestValue(60, for: xm)
        #expect(solver.value(of: xm) == 60)
        // xl + xr == 120 with equal weak edits on xl (30) and xr (50): every xl in [30, 50] has the same
        // weak error 40 (kiwi happens to print 30/90), so the value is ambiguous and the level optimal.
        let xl60 = solver.value(of: xl), xr60 = solver.value(of: xr)
        #expect(xl60 + xr60 == 120)
        #expect(xl60 >= 30 && xl60 <= 50)
        #expect(abs(xl60 - 30) + abs(xr60 - 50) == 40)
        #expect(solver.isAmbiguous(xl) && solver.isAmbiguous(xr))
        #expect(!solver.isAmbiguous(xm))

        try solver.suggestValue(90, for: xm)
        #expect(solver.value(of: xm) == 90)
        #expect(solver.value(of: xl) == 80)
        #expect(solver.value(of: xr) == 100)
    }

    /// A weak edit variable suggested far away maximises a linear objective (as kiwi's
    /// SimplexTest.Maximization does): maximise 3x + 2y with x + y <= 4, x + 3y <= 6, x <= 3.
    @Test func aWeakEditVariableSuggestedFarAwayMaximises() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add([
            x.greaterThanOrEqual(to: 0), y.greaterThanOrEqual(to: 0),
            (x + y).lessThanOrEqual(to: 4),
            (x + y * 3).lessThanOrEqual(to: 6),
            x.lessThanOrEqual(to: 3),
            z.equals(x * 3 + y * 2),
        ])
        try solver.addEditVariable(z, priority: 1)
        try solver.suggestValue(1e6, for: z)
        expectClose(solver.value(of: x), 3)
        expectClose(solver.value(of: y), 1)
        expectClose(solver.value(of: z), 11)
        #expect(solver.ambiguousVariables.isEmpty)
    }
}
