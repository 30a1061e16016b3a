import Testing

@testable import Cassowary

/// Unsatisfiable required constraints report a minimal set of the constraints they conflict with.
@Suite struct ConflictTests {
    /// Checks minimality directly: the set plus the new constraint is infeasible, and dropping any
    /// one member makes it feasible (verified with fresh solvers).
    func expectMinimal(_ conflicts: [Constraint], with new: Constraint) {
        #expect(throws: SolverError.self) {
            let s = Solver()
            try s.add(conflicts + [new])
        }
        for dropped in conflicts.indices {
            var rest = conflicts
            rest.remove(at: dropped)
            let s = Solver()
            #expect(throws: Never.self) { try s.add(rest + [new]) }
        }
    }

    @Test func aChainReportsOnlyTheThreeConstraintsThatParticipate() throws {
        let solver = Solver()
        let v = (0..<10).map { Variable("v\($0)") }
        var chain: [Constraint] = []
        for i in 1..<10 { chain.append(v[i].equals(v[i - 1] + 10)) }  // v[i] = v[i-1] + 10
        chain.append(v[0].equals(0))
        try solver.add(chain)
        // v3 - v1 == 20 is implied by chain[1] and chain[2]; ask for 25.
        let bad = v[3].equals(v[1] + 25)
        expectUnchanged(solver, throws: .unsatisfiable(bad, conflicts: [chain[1], chain[2]])) {
            try solver.add(bad)
        }
        let first = try #require(unsatisfiable { try solver.add(bad) })
        #expect(first.0 === bad)
        expectMinimal(first.1, with: bad)
        // Pinning v9 conflicts with v0 == 0 and all nine links.
        let pin = v[9].equals(50)
        let second = try #require(unsatisfiable { try solver.add(pin) })
        #expect(second.1 == chain)
        expectMinimal(second.1, with: pin)
        // Pinning v4 involves only v0 == 0 and the first four links.
        let pin4 = v[4].equals(41)
        let third = try #require(unsatisfiable { try solver.add(pin4) })
        #expect(third.1 == [chain[0], chain[1], chain[2], chain[3], chain[9]])
    }

    @Test func threeOfTenRequiredConstraintsInAMixedSystem() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let cs: [Constraint] = [
            a.greaterThanOrEqual(to: 0),  // 0
            b.greaterThanOrEqual(to: a + 10),  // 1 participates
            c.greaterThanOrEqual(to: 0),  // 2
            c.lessThanOrEqual(to: 500),  // 3
            d.equals(c * 2),  // 4
            (a + b).lessThanOrEqual(to: 1000),  // 5
            b.lessThanOrEqual(to: 40),  // 6
            a.greaterThanOrEqual(to: 25),  // 7
            d.lessThanOrEqual(to: 1200),  // 8
            c.equals(10, priority: 250),  // 9 optional: never in a conflict
        ]
        try solver.add(cs)
        // A required a == b conflicts with (1) alone.
        let bad = a.equals(b)
        expectUnchanged(solver, throws: .unsatisfiable(bad, conflicts: [cs[1]])) { try solver.add(bad) }
        let bad2 = (a + c).greaterThanOrEqual(to: 600)  // a <= 30, c <= 500 → a + c <= 530
        let found = try #require(unsatisfiable { try solver.add(bad2) })
        #expect(found.1 == [cs[1], cs[3], cs[6]])
        expectMinimal(found.1, with: bad2)
        #expect(solver.value(of: c) == 10)
    }

    @Test func aConstraintThatCannotHoldAloneHasNoConflicts() throws {
        let solver = Solver()
        let zero = Constraint(Expression(constant: 1), .equal)
        expectUnchanged(solver, throws: .unsatisfiable(zero, conflicts: [])) { try solver.add(zero) }
        let x = Variable("x")
        let contradiction = Constraint(x - x + 1, .lessThanOrEqual)
        expectUnchanged(solver, throws: .unsatisfiable(contradiction, conflicts: [])) {
            try solver.add(contradiction)
        }
    }

    @Test func aBatchWithAConflictIsAllOrNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x.equals(10))
        let first = y.equals(x + 5)
        let second = y.lessThanOrEqual(to: 12)
        let third = x.greaterThanOrEqual(to: 0)
        let before = solver.dump()
        #expect(throws: SolverError.unsatisfiable(second, conflicts: [solver.constraints[0], first])) {
            try solver.add([first, second, third])
        }
        #expect(solver.dump() == before)
        #expect(!solver.contains(first) && !solver.contains(third))
        #expect(solver.value(of: y) == 0)
    }

    @Test func aConstantChangeThatBreaksARequiredConstraintIsRefused() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let low = x.greaterThanOrEqual(to: 10)
        let gap = y.equals(x + 5)
        let cap = y.lessThanOrEqual(to: 100)
        try solver.add([low, gap, cap, x.equals(0, priority: 250)])
        #expect(solver.value(of: y) == 15)
        // y == x + 95 still fits under 100; y == x + 95.5 does not (x >= 10).
        try solver.setConstant(-85, of: gap)
        #expect(solver.value(of: y) == 95)
        expectUnchanged(solver, throws: .unsatisfiable(gap, conflicts: [low, cap])) {
            try solver.setConstant(-95.5, of: gap)
        }
        #expect(solver.constant(of: gap) == -85)
        #expect(solver.value(of: y) == 95)
    }

    @Test func changingARedundantEqualityToAContradictionIsRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x.equals(10)
        let b = x.equals(10)  // redundant copy
        try solver.add([a, b])
        expectUnchanged(solver, throws: .unsatisfiable(b, conflicts: [a])) {
            try solver.setConstant(-11, of: b)
        }
        expectUnchanged(solver, throws: .unsatisfiable(a, conflicts: [b])) {
            try solver.setConstant(-12, of: a)
        }
        try solver.remove(a)
        try solver.setConstant(-12, of: b)
        #expect(solver.value(of: x) == 12)
    }

    @Test func theDescriptionListsTheConflicts() {
        let x = Variable("x")
        let a = x.greaterThanOrEqual(to: 1)
        let b = x.lessThanOrEqual(to: 0)
        let text = SolverError.unsatisfiable(b, conflicts: [a]).description
        #expect(
            text == "Unable to simultaneously satisfy constraints.\nCannot add: x <= 0\nConflicts with:\n    x - 1 >= 0"
        )
    }
}
