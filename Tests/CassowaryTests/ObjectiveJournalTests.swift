import Testing

@testable import Cassowary

/// The undo journal keeps an objective's changed terms rather than the whole row (a list's
/// objective holds a term per optional constraint, and saving it whole made every change copy
/// it); and constant changes inside a batch do not re-optimise one by one. Both must leave the
/// solver exactly where the old way did.
@Suite struct ObjectiveJournalTests {
    /// Forty labels' heights, each hugging (250) and resisting compression (750) at its own
    /// intrinsic height, stacked in a column whose bottom is bounded: the objective of each level
    /// holds forty error terms. No height is negative (required).
    func column(_ solver: Solver) throws -> (heights: [Variable], resists: [Constraint], bottom: Variable) {
        var heights: [Variable] = [], resists: [Constraint] = []
        var top: Expression = Expression(constant: 0)
        for i in 0..<40 {
            let h = Variable("h\(i)")
            let intrinsic = Double(10 + i % 7)
            try solver.add(h.greaterThanOrEqual(to: 0))
            try solver.add(h.lessThanOrEqual(to: intrinsic, priority: .low))
            let resist = h.greaterThanOrEqual(to: intrinsic, priority: .high)
            try solver.add(resist)
            heights.append(h)
            resists.append(resist)
            top = top + h + 4
        }
        let bottom = Variable("bottom")
        try solver.add(bottom.equals(top))
        return (heights, resists, bottom)
    }

    @Test func aRefusedRequiredConstraintLeavesTheObjectivesAsTheyWere() throws {
        let solver = Solver()
        let (heights, _, bottom) = try column(solver)
        let before = solver.dump()
        // No height is negative and the 40 gaps add 160: 100 cannot hold. (The refused add goes
        // through phase one and the dual simplex, which change objective terms in place.)
        let tooShort = bottom.lessThanOrEqual(to: 100)
        #expect(throws: SolverError.self) { try solver.add(tooShort) }
        #expect(solver.dump() == before)
        #expect(solver.value(of: heights[3]) == 13)
        let expected: Double = (0..<40).reduce(160.0) { $0 + Double(10 + $1 % 7) }  // 40 gaps of 4
        #expect(solver.value(of: bottom) == expected)
    }

    @Test func aBatchOfConstantChangesEndsWhereChangesOneByOneEnd() throws {
        let batched = Solver(), single = Solver()
        let a = try column(batched), b = try column(single)
        // Every label needs 5 more (its text wrapped): the width-settling pass of a list. The
        // compression resistance (750) now beats the hugging (250) at intrinsic + 5.
        try batched.batch {
            for (i, resist) in a.resists.enumerated() { try batched.setConstant(-Double(15 + i % 7), of: resist) }
        }
        for (i, resist) in b.resists.enumerated() { try single.setConstant(-Double(15 + i % 7), of: resist) }
        #expect(batched.dump() == single.dump())
        #expect(a.heights.map { batched.value(of: $0) } == (0..<40).map { Double(15 + $0 % 7) })
        let expected: Double = (0..<40).reduce(160.0) { $0 + Double(15 + $1 % 7) }  // 40 gaps of 4
        #expect(batched.value(of: a.bottom) == expected)
    }
}
