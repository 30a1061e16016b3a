import Testing

@testable import Cassowary

/// The simplex on wide coefficients (1e-9…1e6) ends in a bounded number of pivots.
@Suite struct WideTerminationTests {
    /// Issue 19, wide seed 134: a pivot on a reduced cost below the optimality tolerance (the
    /// "small-cost" rule the wide tableau had then) raised a higher level by a real cost, the
    /// ordinary rule took it back, and the two alternated until the pivot limit (2,361 pivots per
    /// `suggestValue`, minutes for the system). Such costs are now judged by the double-double
    /// certificate alone, which pivots on them once each, so no suggestion takes 100 pivots.
    @Test func smallCostPivotsDoNotAlternateWithOrdinaryOnes() {
        let system = GeneratedSystem(flavor: .wide, seed: 134)
        let solver = Solver()
        let vars = system.variables
        for (edit, sweep) in zip(system.edits, system.sweeps) {
            try? solver.addEditVariable(vars[edit.variable], priority: edit.priority)
            try? solver.suggestValue(sweep[0], for: vars[edit.variable])
        }
        for c in system.constraints { try? solver.add(c) }
        var largest = 0
        for (edit, sweep) in zip(system.edits, system.sweeps) {
            for value in sweep.dropFirst() {
                let before = solver.tableau.pivotCount
                try? solver.suggestValue(value, for: vars[edit.variable])
                largest = max(largest, solver.tableau.pivotCount - before)
            }
        }
        #expect(largest < 100)
    }
}

extension WideTerminationTests {
    /// Issue 19, wide seed 599: after a pivot on a pivot element of 2e6, the symbol that left had
    /// a cost of 2.1e-15 against moving it back at the level that decided the pivot (the entering
    /// symbol's -4.1e-9 divided by the element), below the 1e-12 from which a higher level's cost
    /// blocked a move then, so a lower level's gain moved it straight back, and the two pivots
    /// alternated until the pivot limit (2,431 pivots, each followed by recomputing the rows:
    /// 4.6 s of debug CPU for one add, which was then refused). Any higher cost against a move now
    /// blocks it in a wide tableau, and the certificate finishes what the simplex leaves: the
    /// longest add of the system, one at a time, takes 160 pivots in all (the certificate's own
    /// included), far below the limit of about 2,400 the alternation ran into.
    @Test func aPivotIsNotTakenBackForALowerLevelsGain() {
        let system = GeneratedSystem(flavor: .wide, seed: 599)
        let solver = Solver()
        let vars = system.variables
        for (edit, sweep) in zip(system.edits, system.sweeps) {
            try? solver.addEditVariable(vars[edit.variable], priority: edit.priority)
            try? solver.suggestValue(sweep[0], for: vars[edit.variable])
        }
        var largest = 0
        for c in system.constraints {
            let before = solver.tableau.pivotCount
            try? solver.add(c)
            largest = max(largest, solver.tableau.pivotCount - before)
        }
        #expect(solver.tableau.wide)
        #expect(largest < 400)
    }
}
