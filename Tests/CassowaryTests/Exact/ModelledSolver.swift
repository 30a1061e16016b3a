import ExactLP
import Testing

@testable import Cassowary

/// A solver driven together with an independent model of what it should hold (its constraints
/// with their current constants, its edit variables with their suggested values), so the final
/// state can be checked against ``ExactLP``.
///
/// Every operation runs on the solver; the model follows only when the solver accepts it. A
/// refusal is checked on the spot: `unsatisfiable` must mean that the required constraints really
/// cannot hold together (exactly), with a minimal conflict set, and the solver must be unchanged.
final class ModelledSolver {
    let solver: Solver
    let variables: [Variable]
    /// Constraints in the solver, in the order they were added, with their current constants.
    private(set) var live: [(constraint: Constraint, constant: Double)] = []
    /// Edit variables by variable index: priority and suggested value.
    private(set) var edits: [Int: (priority: Priority, value: Double)] = [:]
    /// Checks conflict sets for minimality (one exact feasibility test per member).
    var checksConflictSets = true
    /// Whether ``SolverError/imprecise(_:violating:)`` is an acceptable refusal (the wide
    /// flavour's systems, whose values reach 1e9): it must then leave the solver unchanged. With
    /// ordinary coefficients it is a failure.
    var allowsImprecise = false
    /// How many calls were refused as imprecise.
    private(set) var impreciseCount = 0
    /// What went wrong, for the test to report (empty when everything held).
    private(set) var problems: [String] = []
    /// A label for messages.
    let name: String

    /// - Parameter keepingDefinitions: Whether the solver keeps required equalities that define a
    ///   new variable out of its tableau (``Solver/keepsDefinitions``); both ways must give the same
    ///   answers.
    init(variables: [Variable], name: String, keepingDefinitions: Bool = true) {
        self.variables = variables
        self.name = name
        solver = Solver(keepingDefinitions: keepingDefinitions)
    }

    private lazy var indexOf: [Int: Int] = Dictionary(
        uniqueKeysWithValues: variables.enumerated().map { ($1.id, $0) })

    func index(of variable: Variable) -> Int { indexOf[variable.id]! }

    func note(_ problem: String) { problems.append("\(name): \(problem)") }

    // MARK: Operations

    func add(_ constraint: Constraint) {
        let before = solver.dump()
        do {
            try solver.add(constraint)
            live.append((constraint, constraint.expression.constant))
        } catch {
            refused(error, adding: [constraint], before: before)
        }
    }

    func add(_ constraints: [Constraint]) {
        let before = solver.dump()
        do {
            try solver.add(constraints)
            live += constraints.map { ($0, $0.expression.constant) }
        } catch {
            refused(error, adding: constraints, before: before)
        }
    }

    /// Adds a constraint with a coefficient outside ``Solver/coefficientRange``: it must be
    /// refused with `coefficientOutOfRange` naming that coefficient, leaving the solver unchanged.
    func addOutOfRange(_ constraint: Constraint) {
        let before = solver.dump()
        guard
            let bad = constraint.expression.reduced.terms.first(where: {
                !Solver.coefficientRange.contains(abs($0.coefficient))
            })
        else { return note("\(constraint) has no out-of-range coefficient") }
        do {
            try solver.add(constraint)
            note("accepted \(constraint), whose coefficient \(bad.coefficient) is out of range")
        } catch {
            if error != .coefficientOutOfRange(constraint, bad.variable, bad.coefficient) {
                note("adding \(constraint) failed with \(error), not coefficientOutOfRange")
            }
        }
        if solver.dump() != before { note("refusing \(constraint) changed the solver") }
    }

    func remove(_ constraint: Constraint) {
        guard let i = live.firstIndex(where: { $0.constraint === constraint }) else {
            do {
                try solver.remove(constraint)
                note("removing \(constraint), which is not in the solver, succeeded")
            } catch {}
            return
        }
        let before = solver.dump()
        do {
            try solver.remove(constraint)
            live.remove(at: i)
        } catch {
            if acceptedImprecise(error, before: before, "removing \(constraint)") { return }
            note("removing \(constraint) failed: \(error)")
        }
    }

    func setConstant(_ constant: Double, of constraint: Constraint) {
        guard let i = live.firstIndex(where: { $0.constraint === constraint }) else { return }
        let before = solver.dump()
        do {
            try solver.setConstant(constant, of: constraint)
            live[i].constant = constant
        } catch let SolverError.unsatisfiable(c, conflicts) {
            if !constraint.priority.isRequired { note("optional setConstant refused: \(constraint)") }
            if solver.dump() != before { note("a refused setConstant changed the solver") }
            var others = live.filter { $0.constraint !== constraint }
            let moved = (constraint, constant)
            others = others.filter { $0.constraint.priority.isRequired }
            checkRefusal(c, conflicts, new: moved, required: others)
        } catch {
            if acceptedImprecise(error, before: before, "setConstant(\(constant), of: \(constraint))") {
                return
            }
            note("setConstant(\(constant), of: \(constraint)) failed: \(error)")
        }
    }

    func addEditVariable(_ variable: Variable, priority: Priority) {
        let before = solver.dump()
        do {
            try solver.addEditVariable(variable, priority: priority)
            edits[index(of: variable)] = (priority, 0)
        } catch {
            if acceptedImprecise(error, before: before, "addEditVariable(\(variable))") { return }
            if edits[index(of: variable)] == nil { note("addEditVariable failed: \(error)") }
        }
    }

    func suggest(_ value: Double, for variable: Variable) {
        let before = solver.dump()
        do {
            try solver.suggestValue(value, for: variable)
            edits[index(of: variable)]!.value = value
        } catch {
            if acceptedImprecise(error, before: before, "suggestValue(\(value), for: \(variable))") {
                return
            }
            if edits[index(of: variable)] != nil { note("suggestValue failed: \(error)") }
        }
    }

    func removeEditVariable(_ variable: Variable) {
        let before = solver.dump()
        do {
            try solver.removeEditVariable(variable)
            edits[index(of: variable)] = nil
        } catch {
            if acceptedImprecise(error, before: before, "removeEditVariable(\(variable))") { return }
            if edits[index(of: variable)] != nil { note("removeEditVariable failed: \(error)") }
        }
    }

    /// Runs `body` in a batch. At its end the solver either optimised or, for a wide system only,
    /// undid the optimisation and said so in ``Solver/optimizationError`` (counted as an imprecise
    /// refusal); required constraints must hold either way.
    func batch(_ body: () -> Void) {
        solver.batch(body)
        guard let error = solver.optimizationError else { return }
        impreciseCount += 1
        if PathPropertyTests.environment["CASSOWARY_FUZZ_VERBOSE"] != nil {
            print("REFUSED \(name): batch: \(error)")
        }
        if !allowsImprecise { note("the batch's optimisation was undone: \(error)") }
        guard case .impreciseOptimization = error else {
            return note("optimizationError is \(error), not impreciseOptimization")
        }
    }

    /// Whether the solver's values may be short of the optimum: its last optimisation was undone
    /// (see ``Solver/optimizationError``), so only the required constraints are checked.
    var isSuboptimal: Bool { solver.optimizationError != nil }

    func reset() {
        solver.reset()
        live = []
        edits = [:]
    }

    /// Whether `error` is an imprecise refusal that is acceptable here; notes it when it is not,
    /// and checks that the solver did not change.
    private func acceptedImprecise(_ error: any Error, before: String, _ what: String) -> Bool {
        guard case SolverError.imprecise = error else { return false }
        impreciseCount += 1
        if PathPropertyTests.environment["CASSOWARY_FUZZ_VERBOSE"] != nil {
            print("REFUSED \(name): \(what.prefix(80)): \(error)")
        }
        if !allowsImprecise { note("\(what) was refused as imprecise: \(error)") }
        if solver.dump() != before { note("an imprecise refusal of \(what) changed the solver") }
        return true
    }

    private func refused(_ error: any Error, adding constraints: [Constraint], before: String) {
        if acceptedImprecise(error, before: before, "adding \(constraints)") { return }
        if solver.dump() != before { note("a refused add changed the solver") }
        if case let SolverError.coefficientOutOfRange(c, v, x) = error {
            let term = c.expression.reduced.terms.first { $0.variable == v }
            if !constraints.contains(c) || term?.coefficient != x || Solver.coefficientRange.contains(abs(x)) {
                note("coefficientOutOfRange(\(c), \(v), \(x)) does not name an out-of-range coefficient")
            }
            return
        }
        guard case let SolverError.unsatisfiable(c, conflicts) = error else {
            note("adding \(constraints) failed: \(error)")
            return
        }
        guard let position = constraints.firstIndex(where: { $0 === c }) else {
            note("unsatisfiable names \(c), which was not being added")
            return
        }
        // Earlier constraints of the same array count as already present.
        let required = (live + constraints[..<position].map { ($0, $0.expression.constant) })
            .filter { $0.constraint.priority.isRequired }
        checkRefusal(c, conflicts, new: (c, c.expression.constant), required: required)
    }

    /// `new` was refused with `conflicts`: it must be infeasible with `required`, and `conflicts`
    /// must be a minimal infeasible subset.
    private func checkRefusal(
        _ constraint: Constraint, _ conflicts: [Constraint], new: (Constraint, Double),
        required: [(constraint: Constraint, constant: Double)]
    ) {
        if !new.0.priority.isRequired { note("optional \(constraint) was refused") }
        if feasible(required.map { ($0.constraint, $0.constant) } + [new]) {
            note("refused \(constraint) although the required constraints can hold with it")
            return
        }
        guard checksConflictSets else { return }
        let constants = Dictionary(
            uniqueKeysWithValues: required.map { ($0.constraint.id, $0.constant) })
        let set = conflicts.map { ($0, constants[$0.id] ?? $0.expression.constant) }
        if feasible(set + [new]) { note("the conflicts of \(constraint) do not conflict: \(conflicts)") }
        for i in set.indices {
            var rest = set
            rest.remove(at: i)
            if !feasible(rest + [new]) { note("conflict set of \(constraint) not minimal: \(conflicts)") }
        }
    }

    private func feasible(_ constraints: [(Constraint, Double)]) -> Bool {
        ExactLP(variableCount: variables.count, items: constraints.map { item($0.0, $0.1) }).isFeasible
    }

    // MARK: The exact check

    func item(_ constraint: Constraint, _ constant: Double) -> ExactLP.Item {
        ExactLP.Item(
            terms: constraint.expression.terms.map { (index(of: $0.variable), $0.coefficient) },
            constant: constant, relation: ExactLP.Relation(constraint.relation),
            priority: constraint.priority.rawValue)
    }

    /// Everything the solver holds, as the reference's items (edit variables as `x - value == 0`).
    var items: [ExactLP.Item] {
        live.map { item($0.constraint, $0.constant) }
            + edits.sorted { $0.key < $1.key }.map { (v, edit) in
                ExactLP.Item(
                    terms: [(v, 1)], constant: -edit.value, relation: .equal,
                    priority: edit.priority.rawValue)
            }
    }

    /// The exact reference for everything the solver holds now.
    func reference() -> ExactReference { ExactReference(ExactLP(variableCount: variables.count, items: items)) }

    /// A key identifying the system the model holds (constraint ids with their constants, edits).
    var systemKey: String {
        live.map { "\($0.constraint.id):\($0.constant)" }.sorted().joined(separator: ",") + "|"
            + edits.sorted { $0.key < $1.key }.map { "\($0.key)@\($0.value.priority):\($0.value.value)" }
            .joined(separator: ",")
    }

    /// Compares the solver with the exact optimum: required constraints hold, every level's error
    /// sum is optimal, and each variable in `ambiguity` (indices; all when `nil`) has the exact
    /// unique value and `isAmbiguous` false, or `isAmbiguous` true when it has no unique value.
    ///
    /// "Exact" is relative, the same in every flavour: a value within `tolerance` (1e-8) of the
    /// larger of 1 and the exact value's magnitude, a constraint or a level's error sum within
    /// `tolerance` of its largest term at the solver's values (and of the optimum). So an answer
    /// near 1e9 may be off by 10, a value near 1 by 1e-8; double precision carries about 1e-16 of
    /// each, which leaves room for the rounding of well-conditioned systems and none for a wrong
    /// vertex. Wide systems that miss it are counted as inexact (`scripts/solver-fuzz-table`),
    /// never passed by a looser tolerance.
    ///
    /// - Parameter reference: The reference for this system (shared between solvers that hold
    ///   the same system); built here when `nil`.
    func checkExact(
        ambiguity: [Int]? = nil, reference: ExactReference? = nil, tolerance: Double = 1e-8,
        requiredOnly: Bool = false
    ) {
        let reference = reference ?? self.reference()
        let requiredOnly = requiredOnly || isSuboptimal
        let lp = reference.lp
        guard let optima = lp.optima else {
            note("the constraints the solver holds are infeasible (exact)")
            return
        }
        let value = { (v: Int) in self.solver.value(of: self.variables[v]) }
        for it in items where it.priority == 1000 {
            let (sum, scale) = evaluate(it, value)
            let bad: Bool
            switch it.relation {
            case .equal: bad = abs(sum) > tolerance * scale
            case .lessThanOrEqual: bad = sum > tolerance * scale
            case .greaterThanOrEqual: bad = sum < -tolerance * scale
            }
            if bad { note("required \(describe(it)) is \(sum), not satisfied") }
        }
        if requiredOnly { return }
        for (level, priority) in lp.priorities.enumerated() {
            var got = 0.0
            var scale = 1.0
            for it in items where it.priority == priority {
                let (sum, s) = evaluate(it, value)
                scale = max(scale, s)
                switch it.relation {
                case .equal: got += abs(sum)
                case .lessThanOrEqual: got += max(0, sum)
                case .greaterThanOrEqual: got += max(0, -sum)
                }
            }
            let best = optima[level].doubleValue
            if abs(got - best) > tolerance * max(scale, abs(best)) {
                note("level \(priority): error \(got), exact optimum \(optima[level]) = \(best)")
            }
        }
        for v in ambiguity ?? Array(variables.indices) where lp.mentions(v) {
            let exact = reference.uniqueValue(of: v)
            let ambiguous = solver.isAmbiguous(variables[v])
            if let exact {
                let x = exact.doubleValue
                if abs(value(v) - x) > tolerance * max(1, abs(x)) {
                    note("\(variables[v]) = \(value(v)), exact unique value \(exact) = \(x)")
                }
                if ambiguous { note("\(variables[v]) is unique (\(x)) but isAmbiguous is true") }
            } else if !ambiguous {
                note("\(variables[v]) = \(value(v)) has no unique optimal value but isAmbiguous is false")
            }
        }
    }

    private func evaluate(_ it: ExactLP.Item, _ value: (Int) -> Double) -> (Double, Double) {
        var sum = it.constant
        var scale = max(1, abs(it.constant))
        for (v, c) in it.terms {
            sum += c * value(v)
            scale = max(scale, abs(c * value(v)))
        }
        return (sum, scale)
    }

    private func describe(_ it: ExactLP.Item) -> String {
        let terms = it.terms.map { "\($0.coefficient)*\(variables[$0.variable])" }.joined(separator: " + ")
        return "\(it.constant) + \(terms) \(it.relation) 0"
    }

    /// Records every problem as a test issue.
    func report(sourceLocation: SourceLocation = #_sourceLocation) {
        for problem in problems.prefix(20) { Issue.record("\(problem)", sourceLocation: sourceLocation) }
        if problems.count > 20 {
            Issue.record("… and \(problems.count - 20) more", sourceLocation: sourceLocation)
        }
    }
}

/// An ``ExactLP`` with each variable's unique optimal value computed once and shared by the
/// solvers checked against it.
final class ExactReference {
    let lp: ExactLP
    private var unique: [Int: Rational?] = [:]

    init(_ lp: ExactLP) { self.lp = lp }

    func uniqueValue(of v: Int) -> Rational? {
        if let known = unique[v] { return known }
        let value = lp.uniqueValue(of: v)
        unique[v] = .some(value)
        return value
    }
}

extension ExactLP.Relation {
    /// The reference's relation for the solver's.
    init(_ relation: Cassowary.Relation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
