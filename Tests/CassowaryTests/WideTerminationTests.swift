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
