import Foundation
import Testing

@testable import Cassowary

/// A horizontal chain `|-8-[v0]-8-[v1]-…-8-|` in a container whose width is an edit variable;
/// every view hugs its intrinsic width at a distinct priority, so the optimum is unique.
struct Chain {
    let container = Variable("container.width")
    let views: [Box]
    let constraints: [Constraint]

    init(count: Int) {
        views = (0..<count).map { Box("v\($0)") }
        var cs: [Constraint] = [views[0].x.equals(8)]
        for (i, v) in views.enumerated() {
            let intrinsic = Double(20 + (i * 37) % 50)
            cs.append(v.w.greaterThanOrEqual(to: 0))
            cs.append(v.w.lessThanOrEqual(to: intrinsic, priority: Priority(Float(200 + i))))
            cs.append(v.w.greaterThanOrEqual(to: intrinsic, priority: Priority(Float(700 + i))))
            if i > 0 { cs.append(v.x.equals(views[i - 1].right + 8)) }
        }
        cs.append(views[count - 1].right.equals(container - 8))
        constraints = cs
    }

    var variables: [Variable] { [container] + views.flatMap { [$0.x, $0.w] } }

    /// A solver holding the chain with the container width suggested to `width`.
    func solver(width: Double, constraints: [Constraint]? = nil) throws -> Solver {
        let solver = Solver()
        try solver.addEditVariable(container, priority: 999)
        try solver.suggestValue(width, for: container)
        try solver.add(constraints ?? self.constraints)
        return solver
    }

    func values(_ solver: Solver) -> [Double] { variables.map { solver.value(of: $0) } }
}

func expectSameValues(
    _ a: [Double], _ b: [Double], sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(a.count == b.count, sourceLocation: sourceLocation)
    for (x, y) in zip(a, b) {
        #expect(abs(x - y) <= 1e-9 * max(1, abs(y)), "\(x) vs \(y)", sourceLocation: sourceLocation)
    }
}

/// Incremental operations give the same answer as building the final system from scratch.
@Suite struct IncrementalTests {
    @Test func theChainHasTheExpectedUniqueLayout() throws {
        let chain = Chain(count: 3)  // intrinsic widths 20, 57, 44; hugging 200, 201, 202
        let solver = try chain.solver(width: 200)
        #expect(solver.ambiguousVariables.isEmpty)
        // 200 - 4 × 8 = 168 = 20 + 57 + 44 + 47: the weakest hugger (v0) takes the extra 47.
        #expect(chain.values(solver) == [200, 8, 67, 83, 57, 148, 44])
        try solver.suggestValue(100, for: chain.container)
        // 100 - 32 = 68 < 121: the weakest compression resistance (v0 at 700) gives up 20 (all of it),
        // then v1 (701) gives up the remaining 33.
        #expect(chain.values(solver) == [100, 8, 0, 16, 24, 48, 44])
    }

    @Test func removingThenReAddingEqualsAFreshSolve() throws {
        let chain = Chain(count: 12)
        let solver = try chain.solver(width: 900)
        let reference = chain.values(solver)
        // One view's hugging (it then takes all the extra space) and two required `width >= 0`
        // (compression resistance keeps those widths positive): the rest still determines every value.
        let hugging4 = chain.constraints.first { $0.priority == 204 }!
        let positive = chain.constraints.filter {
            $0.priority.isRequired && $0.relation == .greaterThanOrEqual
        }
        let picked = [hugging4, positive[6], positive[2]]
        for c in picked { try solver.remove(c) }
        let partial = chain.constraints.filter { !picked.contains($0) }
        let fresh = try chain.solver(width: 900, constraints: partial)
        #expect(fresh.ambiguousVariables.isEmpty && solver.ambiguousVariables.isEmpty)
        expectSameValues(chain.values(solver), chain.values(fresh))
        for c in picked.reversed() { try solver.add(c) }
        expectSameValues(chain.values(solver), reference)
    }

    @Test func setConstantEqualsAFreshSolve() throws {
        let chain = Chain(count: 10)
        let solver = try chain.solver(width: 500)
        var changed = chain.constraints
        for (i, c) in chain.constraints.enumerated() where i % 4 == 2 {
            let constant = c.expression.constant - Double(i % 7) * 3 - 1
            try solver.setConstant(constant, of: c)
            changed[i] = Constraint(
                Expression(terms: c.expression.terms, constant: constant), c.relation, priority: c.priority)
            #expect(solver.constant(of: c) == constant)
        }
        expectSameValues(chain.values(solver), chain.values(try chain.solver(width: 500, constraints: changed)))
    }

    @Test func aSweepOfSuggestedValuesEqualsFreshSolvesAtEachValue() throws {
        let chain = Chain(count: 8)
        let solver = try chain.solver(width: 320)
        for width in stride(from: 40.0, through: 900, by: 37) + [320, 100, 1200, 0] {
            try solver.suggestValue(width, for: chain.container)
            expectSameValues(chain.values(solver), chain.values(try chain.solver(width: width)))
        }
    }

    @Test func batchedAddsEqualOneByOneAdds() throws {
        let chain = Chain(count: 15)
        let batched = try chain.solver(width: 777)
        let oneByOne = Solver()
        try oneByOne.addEditVariable(chain.container, priority: 999)
        try oneByOne.suggestValue(777, for: chain.container)
        for c in chain.constraints { try oneByOne.add(c) }
        let closure = Solver()
        try closure.addEditVariable(chain.container, priority: 999)
        try closure.suggestValue(777, for: chain.container)
        try closure.batch {
            for c in chain.constraints { try closure.add(c) }
            try closure.batch { try closure.remove(chain.constraints[3]) }  // nested batches
            try closure.add(chain.constraints[3])
        }
        expectSameValues(chain.values(oneByOne), chain.values(batched))
        expectSameValues(chain.values(closure), chain.values(batched))
    }

    @Test func theSameOperationsGiveBitIdenticalTableaus() throws {
        let chain = Chain(count: 20)
        let a = try chain.solver(width: 999)
        let b = try chain.solver(width: 999)
        for s in [a, b] {
            try s.suggestValue(300, for: chain.container)
            try s.remove(chain.constraints[5])
            try s.setConstant(-30, of: chain.constraints[9])
        }
        #expect(a.dump() == b.dump())
        #expect(chain.values(a).map(\.bitPattern) == chain.values(b).map(\.bitPattern))
    }

    @Test func resetEmptiesTheSolver() throws {
        let chain = Chain(count: 3)
        let solver = try chain.solver(width: 200)
        solver.reset()
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasEditVariable(chain.container))
        #expect(solver.value(of: chain.views[1].x) == 0)
        #expect(solver.dump() == Solver().dump())
        try solver.add(chain.constraints)  // the same constraints can be added again
        #expect(solver.constraints.count == chain.constraints.count)
    }
}
