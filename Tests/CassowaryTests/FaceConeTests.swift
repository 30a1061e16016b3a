import PropertyBased
import Testing

@testable import Cassowary

/// The exact ambiguity test from the optimal face's cone (``FaceCone``) gives the same answer as
/// the face walk it replaced (maximising and minimising each variable on a copy of the tableau).
@Suite struct FaceConeTests {
    /// Every variable's answer both ways; returns how many were ambiguous.
    @discardableResult
    private func expectSameAnswers(_ solver: Solver, _ variables: [Variable], _ context: String) -> Int {
        var ambiguous = 0
        for v in variables {
            let cone = solver.isAmbiguous(v)
            #expect(cone == solver.isAmbiguousByFaceWalk(v), "\(v) in \(context)")
            if cone { ambiguous += 1 }
        }
        return ambiguous
    }

    @Test func randomSystemsGiveTheFaceWalksAnswers() async {
        await propertyCheck(count: 300, input: PropertyTests.input) { numbers in
            let system = RandomSystem(numbers)
            let solver = Solver()
            for c in system.constraints { try? solver.add(c) }
            expectSameAnswers(solver, system.variables, system.description)
            // After moving an ambiguous variable (a bias below every level), and after a removal.
            if let v = system.variables.first(where: { solver.isAmbiguous($0) }) {
                solver.exerciseAmbiguity(of: v)
                expectSameAnswers(solver, system.variables, "exercised \(v): \(system.description)")
            }
            if let c = system.constraints.first(where: { solver.contains($0) }) {
                try? solver.remove(c)
                expectSameAnswers(solver, system.variables, "without \(c): \(system.description)")
            }
        }
    }

    /// Horizontal chains `|-[v0]-[v1]-…-|` whose views hug and resist at a few tied priorities, some
    /// widths left free: degenerate optima where many views tie, the case the cone is for.
    @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7])
    func chainsWithTiedPrioritiesGiveTheFaceWalksAnswers(_ seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed))
        let solver = Solver()
        let n = 6 + Int(rng.next() % 20)
        let xs = (0..<n).map { Variable("x\($0)") }
        let ws = (0..<n).map { Variable("w\($0)") }
        let container = Variable("container")
        try solver.add(container.equals(Double(40 * n)))
        for i in 0..<n {
            let left: Expression = i == 0 ? Expression(constant: 0) : xs[i - 1] + ws[i - 1]
            try solver.add((xs[i] - left).equals(Double(rng.next() % 3) * 4))
            try solver.add(ws[i].greaterThanOrEqual(to: 0))
            let intrinsic = Double(10 + rng.next() % 40)
            switch rng.next() % 4 {
            case 0: break  // no size at all
            case 1:
                try solver.add(ws[i].lessThanOrEqual(to: intrinsic, priority: Priority(Float(250 + rng.next() % 2))))
            default:
                try solver.add(ws[i].lessThanOrEqual(to: intrinsic, priority: Priority(Float(250 + rng.next() % 2))))
                try solver.add(ws[i].greaterThanOrEqual(to: intrinsic, priority: Priority(Float(750 + rng.next() % 2))))
            }
        }
        try solver.add((xs[n - 1] + ws[n - 1]).lessThanOrEqual(to: container))
        if rng.next() % 2 == 0 { try solver.add((xs[n - 1] + ws[n - 1]).equals(container, priority: 500)) }
        let ambiguous = expectSameAnswers(solver, xs + ws + [container], "chain seed \(seed)")
        // The generator makes both kinds: the test would pass vacuously if every answer were the same.
        if seed == 0 { #expect(ambiguous > 0) }
    }
}

/// A small deterministic generator (SplitMix64) for the chain shapes.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
