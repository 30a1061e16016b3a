import Foundation
import PropertyBased
import Testing

@testable import Cassowary

/// A random system built around a planted solution, decoded from a list of integers (so
/// PropertyBased can shrink it): the required constraints hold at the planted point, the optional
/// ones pull anywhere.
struct RandomSystem: CustomStringConvertible {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    var planted: [Double] = []

    static let priorities: [Priority] = [
        .required, .required, .required, 1, 2, 250, 251, 750, 999.5, .brokenRequired,
    ]
    static let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 2]

    init(_ numbers: [Int]) {
        var cursor = 0
        func next(_ bound: Int) -> Int {
            defer { cursor += 1 }
            return numbers.isEmpty ? 0 : numbers[cursor % numbers.count] % bound
        }
        let n = 2 + next(4)
        variables = (0..<n).map { Variable("x\($0)") }
        planted = (0..<n).map { _ in Double(next(201) - 100) }
        let m = 2 + next(11)
        for _ in 0..<m {
            var terms: [Term] = []
            for _ in 0..<(1 + next(3)) {
                terms.append(Term(variables[next(n)], RandomSystem.coefficients[next(6)]))
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][next(3)]
            let priority = RandomSystem.priorities[next(RandomSystem.priorities.count)]
            let atPlanted = terms.reduce(0.0) {
                $0 + $1.coefficient * planted[variables.firstIndex(of: $1.variable)!]
            }
            var constant: Double
            if priority.isRequired {
                switch relation {
                case .equal: constant = -atPlanted
                case .lessThanOrEqual: constant = -atPlanted - Double(next(20))
                case .greaterThanOrEqual: constant = -atPlanted + Double(next(20))
                }
            } else {
                constant = Double(next(201) - 100)
            }
            constraints.append(
                Constraint(Expression(terms: terms, constant: constant), relation, priority: priority))
        }
    }

    var description: String { constraints.map(\.description).joined(separator: "; ") }
}

/// The error sum of each optional level at the solver's values, in the order of `optima`.
func levelErrors(_ system: RandomSystem, _ solver: Solver, _ optima: [(Priority, Double)])
    -> [Double]
{
    optima.map { (p, _) in
        system.constraints.filter { $0.priority == p }.map { violation(of: $0, in: solver) }
            .reduce(0, +)
    }
}

/// Random systems checked against the independent dense level-by-level LP.
@Suite struct PropertyTests {
    static let input = Gen.int(in: 0...1_000_000).array(of: 8...90)

    @Test func requiredConstraintsHoldAndNoLevelCanBeImproved() async {
        await propertyCheck(count: 300, input: PropertyTests.input) { numbers in
            let system = RandomSystem(numbers)
            let solver = Solver()
            #expect(throws: Never.self, "\(system)") { try solver.add(system.constraints) }
            for c in system.constraints where c.priority.isRequired {
                #expect(violation(of: c, in: solver) <= 1e-7, "\(c) in \(system)")
            }
            guard let optima = DenseLP.levelOptima(system.constraints, variables: system.variables)
            else {
                Issue.record("oracle says infeasible: \(system)")
                return
            }
            let errors = levelErrors(system, solver, optima)
            for ((p, best), got) in zip(optima, errors) {
                #expect(abs(got - best) <= 1e-6 * max(1, abs(best)), "level \(p): \(got) vs \(best) in \(system)")
            }
        }
    }

    @Test func addingOneByOneInBatchesOrReversedReachesTheSameLevels() async {
        await propertyCheck(count: 150, input: PropertyTests.input) { numbers in
            let system = RandomSystem(numbers)
            let oneByOne = Solver()
            for c in system.constraints { try? oneByOne.add(c) }
            let reversed = Solver()
            try? reversed.batch { for c in system.constraints.reversed() { try reversed.add(c) } }
            guard let optima = DenseLP.levelOptima(system.constraints, variables: system.variables)
            else { return }
            let a = levelErrors(system, oneByOne, optima)
            let b = levelErrors(system, reversed, optima)
            for (x, y) in zip(a, b) { #expect(abs(x - y) <= 1e-6 * max(1, x), "\(system)") }
        }
    }

    @Test func anExtraRequiredConstraintIsAcceptedExactlyWhenFeasible() async {
        await propertyCheck(count: 200, input: PropertyTests.input) { numbers in
            let system = RandomSystem(numbers)
            let solver = Solver()
            try? solver.add(system.constraints)
            // A required constraint with an arbitrary constant: feasible or not.
            let extra = Constraint(
                system.variables[0] * 1 + system.variables[numbers.count % system.variables.count] * -0.5
                    + Double((numbers.first ?? 0) % 301 - 150),
                [.equal, .lessThanOrEqual, .greaterThanOrEqual][(numbers.last ?? 0) % 3])
            let required = system.constraints.filter(\.priority.isRequired)
            let feasible = DenseLP.levelOptima(required + [extra], variables: system.variables) != nil
            let before = solver.dump()
            if let (constraint, conflicts) = unsatisfiable({ try solver.add(extra) }) {
                #expect(!feasible, "refused a feasible constraint: \(extra) in \(system)")
                #expect(constraint === extra)
                #expect(solver.dump() == before)
                #expect(DenseLP.levelOptima(conflicts + [extra], variables: system.variables) == nil)
                for i in conflicts.indices {
                    var rest = conflicts
                    rest.remove(at: i)
                    #expect(
                        DenseLP.levelOptima(rest + [extra], variables: system.variables) != nil,
                        "conflict set not minimal: \(conflicts) for \(extra)")
                }
            } else {
                #expect(feasible, "accepted an infeasible constraint: \(extra) in \(system)")
            }
        }
    }

    @Test func removingAndReAddingMatchesAFreshSolve() async {
        await propertyCheck(count: 150, input: PropertyTests.input) { numbers in
            let system = RandomSystem(numbers)
            let solver = Solver()
            try? solver.add(system.constraints)
            // Remove every other constraint, then put them back in a different order.
            let removed = system.constraints.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            for c in removed { try? solver.remove(c) }
            let remaining = system.constraints.filter { !removed.contains($0) }
            var partial = system
            partial.constraints = remaining
            if let optima = DenseLP.levelOptima(remaining, variables: system.variables) {
                for ((_, best), got) in zip(optima, levelErrors(partial, solver, optima)) {
                    #expect(abs(got - best) <= 1e-6 * max(1, abs(best)), "after removal: \(system)")
                }
            }
            for c in removed.reversed() { try? solver.add(c) }
            if let optima = DenseLP.levelOptima(system.constraints, variables: system.variables) {
                for ((_, best), got) in zip(optima, levelErrors(system, solver, optima)) {
                    #expect(abs(got - best) <= 1e-6 * max(1, abs(best)), "after re-adding: \(system)")
                }
            }
        }
    }

    @Test func changingConstantsMatchesAFreshSolve() async {
        await propertyCheck(count: 150, input: PropertyTests.input) { numbers in
            let system = RandomSystem(numbers)
            let solver = Solver()
            guard (try? solver.add(system.constraints)) != nil else { return }
            // Move every optional constraint's constant; required ones only where still feasible.
            var moved: [Constraint] = []
            for (i, c) in system.constraints.enumerated() {
                let delta = Double((numbers[i % numbers.count] % 41) - 20)
                let newConstant = c.expression.constant + delta
                do {
                    try solver.setConstant(newConstant, of: c)
                    moved.append(
                        Constraint(
                            Expression(terms: c.expression.terms, constant: newConstant), c.relation,
                            priority: c.priority))
                } catch {
                    #expect(c.priority.isRequired, "optional constant change refused: \(c)")
                    moved.append(
                        Constraint(
                            Expression(terms: c.expression.terms, constant: solver.constant(of: c)!), c.relation,
                            priority: c.priority))
                }
            }
            var fresh = system
            fresh.constraints = moved
            guard let optima = DenseLP.levelOptima(moved, variables: system.variables) else {
                Issue.record("moved system infeasible: \(moved)")
                return
            }
            for c in moved where c.priority.isRequired {
                #expect(violation(of: c, in: solver) <= 1e-7)
            }
            for ((_, best), got) in zip(optima, levelErrors(fresh, solver, optima)) {
                #expect(abs(got - best) <= 1e-6 * max(1, abs(best)), "after setConstant: \(moved)")
            }
        }
    }

    @Test func sameOperationsGiveBitIdenticalResults() async {
        await propertyCheck(count: 100, input: PropertyTests.input) { numbers in
            let system = RandomSystem(numbers)
            let a = Solver(), b = Solver()
            for s in [a, b] {
                try? s.add(system.constraints)
                try? s.addEditVariable(system.variables[0], priority: 500)
                try? s.suggestValue(Double(numbers[0] % 100), for: system.variables[0])
                if let c = system.constraints.last { try? s.remove(c) }
            }
            #expect(a.dump() == b.dump())
            for v in system.variables {
                #expect(a.value(of: v).bitPattern == b.value(of: v).bitPattern)
            }
            #expect(a.ambiguousVariables == b.ambiguousVariables)
        }
    }

    @Test func randomOperationSequencesStayConsistentAndOptimal() async {
        await propertyCheck(count: 150, input: PropertyTests.input) { numbers in
            let system = RandomSystem(numbers)
            let solver = Solver()
            var live: [Constraint] = []
            var edits: [Variable: (Priority, Double)] = [:]
            for step in 0..<30 {
                let r = numbers[step % numbers.count] &+ step &* 7919
                let c = system.constraints[r % system.constraints.count]
                let v = system.variables[r % system.variables.count]
                let value = Double(r % 300 - 150)
                switch r % 9 {
                case 0, 1: if (try? solver.add(c)) != nil { live.append(c) }
                case 2: if (try? solver.remove(c)) != nil { live.removeAll { $0 === c } }
                case 3: try? solver.setConstant(value, of: c)
                case 4:
                    let p: Priority = [1, 500, 1100][r % 3]
                    if (try? solver.addEditVariable(v, priority: p)) != nil { edits[v] = (p, 0) }
                case 5:
                    if (try? solver.suggestValue(value, for: v)) != nil { edits[v]!.1 = value }
                case 6: _ = solver.exerciseAmbiguity(of: v)
                case 7:
                    if (try? solver.removeEditVariable(v)) != nil { edits[v] = nil }
                default:
                    solver.batch {
                        if (try? solver.add(c)) != nil { live.append(c) }
                        try? solver.setConstant(value / 2, of: c)
                        if (try? solver.suggestValue(value, for: v)) != nil { edits[v]!.1 = value }
                    }
                }
            }
            // The same system built from scratch, for the oracle.
            var effective = live.map {
                Constraint(
                    Expression(terms: $0.expression.terms, constant: solver.constant(of: $0)!), $0.relation,
                    priority: $0.priority)
            }
            for (v, (p, value)) in edits.sorted(by: { $0.key.id < $1.key.id }) {
                effective.append(Constraint(v - value, .equal, priority: p))
            }
            var fresh = system
            fresh.constraints = effective
            guard let optima = DenseLP.levelOptima(effective, variables: system.variables) else {
                Issue.record("the live constraints are infeasible: \(effective)")
                return
            }
            for c in effective where c.priority.isRequired {
                #expect(violation(of: c, in: solver) <= 1e-7, "\(c)")
            }
            for ((p, best), got) in zip(optima, levelErrors(fresh, solver, optima)) {
                #expect(abs(got - best) <= 1e-6 * max(1, abs(best)), "level \(p) in \(effective)")
            }
        }
    }
}
