import Testing

@testable import Cassowary

/// Huge constants and suggestions beside ordinary ones never give a wrong answer (issue 31).
///
/// Random systems (the `random` and `ui` flavours of ``GeneratedSystem``) get constants and
/// suggestions of one magnitude from 1e0 to 1e300 (``GeneratedSystem/withMagnitude(_:)``) and go
/// through every path of ``PathPropertyTests`` (one at a time, batch, array, reverse order, decoys
/// added and removed, constants moved and back, suggestion sweeps), with definitions kept and
/// not. Each final state is compared with ``ExactLP``: required constraints hold, every level's
/// error is optimal and every variable has its exact unique value. A call may be refused with
/// a typed error that leaves the solver as it was (``ModelledSolver`` checks its dump), and
/// whatever the solver accepts is exact. No call may be refused up to ``exactLimit`` in the
/// `random` flavour (multipliers ±0.5, ±1, ±2: every sum of its numbers up to 2^53 is a double),
/// nor up to ``Tableau/largeConstant`` in the `ui` one. Beyond that a `ui` system's multipliers
/// of 1/3 and 16/9, which no double holds, meet definitions with constants of 1e12: `ui` seed 3
/// at 1e12 and 1e15 keeps `0.5·x6 + x15 + 999999999855 == 0` as the definition of x15, and the
/// three constraints that use x15 are refused with `imprecise` on every path with definitions
/// kept: their expanded constants (0.333… · 999999999855, 1.777… · 999999999855, 48.763… −
/// 0.25 · 999999999855) are no doubles (``Solver/checkExpansion(_:_:_:)``). Without definitions,
/// its one-at-a-time path adds every constraint and ends exact.
@Suite struct LargeMagnitudePropertyTests {
    /// The largest magnitude at which no call of a `random` system may be refused: below 2^53 a
    /// double holds every integer, so a huge bound and an ordinary value differ exactly.
    static let exactLimit = 1e15

    static let magnitudes: [Double] = [1, 1e3, 1e6, 1e9, 1e12, 1e13, 1e15, 1e19, 1e30, 1e100, 1e200, 1e300]

    @Test(arguments: magnitudes)
    func hugeConstantsGiveTheExactOptimumOnEveryPath(magnitude: Double) {
        let limits: [(GeneratedSystem.Flavor, Double)] = [
            (.random, LargeMagnitudePropertyTests.exactLimit), (.ui, Tableau.largeConstant),
        ]
        for (flavor, limit) in limits {
            var refusals = 0
            for seed in 1...3 as ClosedRange<UInt64> {
                let system = GeneratedSystem(flavor: flavor, seed: seed).withMagnitude(magnitude)
                for keepingDefinitions in [true, false] {
                    PathPropertyTests.check(
                        system, keepingDefinitions: keepingDefinitions, refusals: &refusals,
                        allowsRefusal: magnitude > limit)
                }
            }
            if magnitude <= limit {
                #expect(refusals == 0, "\(refusals) calls of \(flavor) systems refused at \(magnitude)")
            }
        }
    }
}
