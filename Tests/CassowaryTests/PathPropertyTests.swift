import Foundation
import Testing

@testable import Cassowary

/// Every way of building the same system must end at the same, exact optimum.
///
/// Random systems of 2 to 40 variables (``GeneratedSystem``: the fuzzer's coefficients, Auto
/// Layout-like multipliers and priorities, and a 1e-3…1e3 coefficient range) go through every
/// path: one constraint at a time, one `batch {}`, one `add([...])`, reverse order, decoys added
/// and removed again, constants moved away and back with `setConstant`, and edit variables swept
/// through several suggestions while constraints arrive. Each path's final state is compared
/// with ``ExactLP`` (required constraints hold, each level's error sum is optimal, every variable
/// has the exact unique value and the right `isAmbiguous`), so the paths also agree with each
/// other.
///
/// CI runs a fixed set of seeds (a few seconds). `scripts/solver-fuzz` runs many more:
/// `CASSOWARY_FUZZ_SYSTEMS` sets the number of systems per flavour, `CASSOWARY_FUZZ_FIRST_SEED`
/// the first seed and `CASSOWARY_FUZZ_FLAVORS` (comma-separated) the flavours.
@Suite struct PathPropertyTests {
    enum Path: String, CaseIterable {
        case oneAtATime, batch, array, reversed, decoys, setConstant, suggestSweep, batchWithDecoys
    }

    static let environment = ProcessInfo.processInfo.environment
    static let systems = Int(environment["CASSOWARY_FUZZ_SYSTEMS"] ?? "") ?? 6
    static let firstSeed = UInt64(environment["CASSOWARY_FUZZ_FIRST_SEED"] ?? "") ?? 1
    /// The flavours to run (comma-separated names): all three unless set. In the `wide` flavour
    /// (coefficients at both ends of ``Solver/coefficientRange``, values reaching 1e9) a call may
    /// be refused with ``SolverError/imprecise(_:violating:)``, which must leave the solver
    /// unchanged; every other answer must be exact. With the double-double certificate and its
    /// running error bound, every one of wide seeds 0–800 passes
    /// (`scripts/solver-fuzz-table wide 0 400` and `… 401 800`: 768 exact, 33 with a refusal).
    static let flavors = Set(
        (environment["CASSOWARY_FUZZ_FLAVORS"] ?? "random,ui,wide").split(separator: ",")
            .compactMap { GeneratedSystem.Flavor(rawValue: String($0)) })

    @Test(arguments: GeneratedSystem.Flavor.allCases.filter { PathPropertyTests.flavors.contains($0) })
    func everyPathReachesTheSameExactOptimum(flavor: GeneratedSystem.Flavor) {
        for seed in PathPropertyTests.firstSeed..<(PathPropertyTests.firstSeed + UInt64(PathPropertyTests.systems)) {
            PathPropertyTests.check(GeneratedSystem(flavor: flavor, seed: seed))
        }
    }

    /// Wide systems that left a required constraint violated (9), broke the tableau's own
    /// consistency check (18, 32, 37, 42, 46, 54) or gave inexact values (3, 5, 10) before rows
    /// kept their small coefficients and every change was checked against the constraints' own
    /// numbers. (Seed 8, inexact then, is still inexact: see issue 19 and
    /// `scripts/solver-fuzz-table wide 8 8`.)
    @Test(arguments: [3, 5, 9, 10, 18, 32, 37, 42, 46, 54] as [UInt64])
    func wideSystemsThatBrokeBeforeAreExactOrRefused(seed: UInt64) {
        PathPropertyTests.check(GeneratedSystem(flavor: .wide, seed: seed))
    }

    /// Wide systems that still failed after that (issue 19's second wide session), each on every
    /// path: 14 stopped short of the optimum on every path (a new row solved for a 1e-3
    /// coefficient next to a 1e3 one, and reduced costs of 1e-10 that were real); 21 left a
    /// required equality off by 1,685 after a call whose pivots showed no growth (a wide tableau is
    /// now checked after every change); 25 ended with every level's objective at 0 while the
    /// optional constraints' real errors reached 828,389 (optional rows are now checked too), and
    /// its batch walked through values of 1e18 (a wide tableau now optimises every change inside a
    /// batch); 74 broke a required `<=` in the debug check. Each is now exact or refused with
    /// `imprecise`, the solver unchanged.
    @Test(arguments: [14, 21, 25, 74] as [UInt64])
    func wideSystemsThatStillBrokeAreExactOrRefused(seed: UInt64) {
        PathPropertyTests.check(GeneratedSystem(flavor: .wide, seed: seed))
    }

    /// A wide system that timed out before the certificate replaced the small-cost pivot rule
    /// (164: the rule's ratio tests on every small cost of every level; seed 55, the other one, is
    /// now refused on a path after 37 s of debug CPU, too long for CI: the sweep checks it), and
    /// 191, whose `setConstant` path refused a feasible constant as unsatisfiable (the dual simplex
    /// skipped a real coefficient below its noise floor; a wide tableau now retries by phase one),
    /// and 247 and 275, where phase one failed too (a wide tableau whose required constraints hold
    /// together when built afresh now refuses with `imprecise`, not `unsatisfiable`), and 194,
    /// where the fresh build failed as well (the dual simplex skipped a real coefficient of 4e-12;
    /// a wide tableau now recomputes the row it gives up on in double-double and takes the pivot).
    @Test(arguments: [164, 191, 194, 247, 275] as [UInt64])
    func wideSystemsThatTimedOutOrWereRefusedWronglyAreExactOrRefused(seed: UInt64) {
        PathPropertyTests.check(GeneratedSystem(flavor: .wide, seed: seed))
    }

    /// A wide system in which adding constraints one at a time reaches answers double precision
    /// cannot certify: three optional adds of wide seed 17 are refused with `imprecise` (the
    /// values depend on sums that cancel from 1e26 to a few hundred, beyond what double-double
    /// can vouch for), the solver is unchanged each time (the model checks its dump), and what
    /// the solver keeps is exact. (Seed 50, then 22, were the example before the double-double
    /// certificate and its dual simplex repairs made them exact on this path.)
    @Test func aChangeDoublePrecisionCannotKeepIsRefusedAndLeavesTheSolverUnchanged() {
        let model = PathPropertyTests.run(GeneratedSystem(flavor: .wide, seed: 17), .oneAtATime)
        #expect(model.impreciseCount == 3)
        model.checkExact()
        model.report()
    }

    /// Runs `system` through every path and checks each against the exact reference.
    ///
    /// - Parameters:
    ///   - keepingDefinitions: Whether the solvers keep required equalities out of the tableau.
    ///   - refusals: Counts the calls refused as imprecise, over every path.
    ///   - allowsRefusal: Whether a call may be refused as imprecise (always in the `wide` flavour).
    static func check(
        _ system: GeneratedSystem, keepingDefinitions: Bool = true, refusals: inout Int, allowsRefusal: Bool = false
    ) {
        var reference: ExactReference? = nil
        var referenceKey = ""
        var refusedImprecise = false
        for path in Path.allCases {
            let model = PathPropertyTests.run(
                system, path, keepingDefinitions: keepingDefinitions, allowsRefusal: allowsRefusal)
            refusals += model.impreciseCount
            if reference == nil {
                reference = model.reference()
                referenceKey = model.systemKey
            }
            if model.impreciseCount > 0 { refusedImprecise = true }
            if model.systemKey != referenceKey && refusedImprecise {
                // A call refused as imprecise leaves a different system: check it on its own.
                model.checkExact()
            } else if model.systemKey != referenceKey {
                model.note("ended with a different system than the \(Path.allCases[0]) path")
            } else {
                model.checkExact(reference: reference)
            }
            model.report()
        }
        if environment["CASSOWARY_FUZZ_VERBOSE"] != nil {
            print("FUZZ \(system.flavor) \(system.seed) refused=\(refusedImprecise)")
        }
    }

    /// ``check(_:keepingDefinitions:refusals:)`` for a system where no refusal is counted.
    static func check(_ system: GeneratedSystem, keepingDefinitions: Bool = true) {
        var refusals = 0
        check(system, keepingDefinitions: keepingDefinitions, refusals: &refusals)
    }

    /// Builds `system` along `path`.
    static func run(
        _ system: GeneratedSystem, _ path: Path, keepingDefinitions: Bool = true, allowsRefusal: Bool = false
    ) -> ModelledSolver {
        let model = ModelledSolver(
            variables: system.variables, name: "\(system) \(path)", keepingDefinitions: keepingDefinitions)
        model.allowsImprecise = system.flavor == .wide || allowsRefusal
        let vars = system.variables
        for (edit, sweep) in zip(system.edits, system.sweeps) {
            model.addEditVariable(vars[edit.variable], priority: edit.priority)
            model.suggest(sweep[0], for: vars[edit.variable])
        }
        func finishSweeps() {
            for (edit, sweep) in zip(system.edits, system.sweeps) {
                for value in sweep.dropFirst() { model.suggest(value, for: vars[edit.variable]) }
            }
        }
        let cs = system.constraints
        defer {
            // Out-of-range coefficients are refused, whenever they come, and change nothing.
            for c in system.outOfRange { model.addOutOfRange(c) }
        }
        switch path {
        case .oneAtATime:
            for c in cs { model.add(c) }
            finishSweeps()
        case .batch:
            model.batch { for c in cs { model.add(c) } }
            finishSweeps()
        case .array:
            model.add(cs)
            finishSweeps()
        case .reversed:
            for c in cs.reversed() { model.add(c) }
            finishSweeps()
        case .decoys:
            for (i, c) in cs.enumerated() {
                if i < system.decoys.count { model.add(system.decoys[i]) }
                model.add(c)
            }
            for d in system.decoys.reversed() { model.remove(d) }
            finishSweeps()
        case .setConstant:
            model.add(cs)
            for (i, c) in cs.enumerated() {
                model.setConstant(c.expression.constant + Double((i * 37) % 61 - 30), of: c)
            }
            for c in cs.reversed() { model.setConstant(c.expression.constant, of: c) }
            finishSweeps()
        case .suggestSweep:
            var step = 0
            for (i, c) in cs.enumerated() {
                model.add(c)
                guard i % 3 == 2, !system.edits.isEmpty else { continue }
                let k = step % system.edits.count
                let sweep = system.sweeps[k]
                model.suggest(sweep[step % sweep.count], for: vars[system.edits[k].variable])
                step += 1
            }
            for (edit, sweep) in zip(system.edits, system.sweeps) {
                model.suggest(sweep.last!, for: vars[edit.variable])
            }
        case .batchWithDecoys:
            model.batch {
                for d in system.decoys { model.add(d) }
                for c in cs { model.add(c) }
                finishSweeps()
                for d in system.decoys { model.remove(d) }
            }
        }
        return model
    }
}
