import ExactLP

@testable import Cassowary

/// SplitMix64: a small seeded generator, so every generated system is reproducible from its seed.
struct SeededGenerator: RandomNumberGenerator {
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

/// A random constraint system built around a planted point, so its required constraints can all
/// hold; the optional ones pull anywhere. Reproducible from `(flavor, seed)`.
struct GeneratedSystem: CustomStringConvertible {
    enum Flavor: String, CaseIterable {
        /// Coefficients ±0.5, ±1, ±2, half-integer constants, priorities 1…1100 (the fuzzer's).
        case random
        /// Auto Layout-like: multipliers 0.25…3, 1/3 and 16/9, priorities 250, 750, 999.5, 1100,
        /// sparse rows of one to three views' attributes.
        case ui
        /// Coefficients from 1e-9 to 1e6.
        case wide
    }

    let flavor: Flavor
    let seed: UInt64
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    /// Constraints to add and remove again (feasible at the planted point when required).
    var decoys: [Constraint] = []
    /// Constraints with a coefficient outside ``Solver/coefficientRange`` (wide flavour only):
    /// each must be refused with `coefficientOutOfRange`, leaving the solver unchanged.
    var outOfRange: [Constraint] = []
    /// Edit variables (indices) with their priorities.
    var edits: [(variable: Int, priority: Priority)] = []
    /// The values suggested for each edit variable, in turn; the last one is the final value.
    var sweeps: [[Double]] = []
    /// The size of the huge constants and suggestions mixed in (see ``withMagnitude(_:)``), or
    /// `nil` for none.
    private(set) var magnitude: Double? = nil

    init(flavor: Flavor, seed: UInt64, maxVariables: Int = 40) {
        self.flavor = flavor
        self.seed = seed
        var rng = SeededGenerator(seed: seed &* 0x2545_F491_4F6C_DD1D &+ UInt64(flavor.hashValueStable))
        let n = Int.random(in: 2...maxVariables, using: &rng)
        variables = (0..<n).map { Variable("x\($0)") }
        let planted = (0..<n).map { _ in Double(Int.random(in: -400...1200, using: &rng)) / 2 }
        let m = Int.random(in: n...(2 * n + 4), using: &rng)
        for _ in 0..<m { constraints.append(makeConstraint(planted, &rng)) }
        makeRequiredFeasible()
        if flavor == .wide {
            for k in 0..<3 {
                let good = makeConstraint(planted, &rng)
                var terms = good.expression.terms
                terms[0].coefficient = [1e-9, -1e7, 3e-7][k]
                outOfRange.append(
                    Constraint(
                        Expression(terms: terms, constant: good.expression.constant), good.relation,
                        priority: good.priority))
            }
        }
        let editCount = Int.random(in: 0...min(3, n), using: &rng)
        for v in Array(0..<n).shuffled(using: &rng).prefix(editCount) {
            let p: Priority = [999, 750, 500, 1100][Int.random(in: 0...3, using: &rng)]
            edits.append((v, p))
            sweeps.append(
                (0..<Int.random(in: 1...5, using: &rng)).map { _ in
                    Double(Int.random(in: -100...900, using: &rng))
                })
        }
    }

    /// The system with constants and suggestions of size `magnitude` mixed in among its ordinary
    /// ones, as a UI gets them from a huge bound (`width <= 1e13`) or a huge spacing: about a
    /// quarter of the optional constraints get a constant of ±`magnitude` (a bound far away, or a
    /// target far away that higher levels may hold back), about a quarter of the required
    /// inequalities get `magnitude` more room (still true at the planted point), a third of the
    /// required equalities move the planted point by `magnitude` in the direction of their first term,
    /// and each edit variable's sweep gets a value of ±`magnitude` before its last one. The choices
    /// come from a generator of their own, so the ordinary system is the one `(flavor, seed)` makes.
    func withMagnitude(_ magnitude: Double) -> GeneratedSystem {
        var out = self
        out.magnitude = magnitude
        var rng = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ UInt64(magnitude.exponent + 2000))
        func sign() -> Double { Bool.random(using: &rng) ? 1 : -1 }
        func moved(_ c: Constraint) -> Constraint {
            var e = c.expression
            switch (c.priority.isRequired, c.relation) {
            case (false, _):
                guard Int.random(in: 0..<4, using: &rng) == 0 else { return c }
                e.constant = sign() * magnitude
            case (true, .lessThanOrEqual):
                guard Int.random(in: 0..<4, using: &rng) == 0 else { return c }
                e.constant -= magnitude
            case (true, .greaterThanOrEqual):
                guard Int.random(in: 0..<4, using: &rng) == 0 else { return c }
                e.constant += magnitude
            case (true, .equal):
                // Planted constants of other constraints stay: a moved equality is softened when the
                // required ones no longer hold together (``makeRequiredFeasible()``).
                guard Int.random(in: 0..<3, using: &rng) == 0 else { return c }
                e.constant += sign() * magnitude
            }
            return Constraint(e, c.relation, priority: c.priority)
        }
        out.constraints = constraints.map(moved)
        out.decoys = decoys.map(moved)
        out.sweeps = sweeps.map { sweep in
            var s = sweep
            s.insert(sign() * magnitude, at: max(0, s.count - 1))
            return s
        }
        out.makeRequiredFeasible()
        return out
    }

    /// Rounding in the constants (a planted sum with 1/3 or 1e-9 is not exact) can make
    /// dependent required equalities exactly inconsistent; such equalities become optional (999.5),
    /// last first, until the required constraints can all hold exactly.
    private mutating func makeRequiredFeasible() {
        let index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1.id, $0) })
        func feasible() -> Bool {
            let items = (constraints + decoys).filter(\.priority.isRequired).map { c in
                ExactLP.Item(
                    terms: c.expression.terms.map { (index[$0.variable.id]!, $0.coefficient) },
                    constant: c.expression.constant, relation: ExactLP.Relation(c.relation), priority: 1000)
            }
            return ExactLP(variableCount: variables.count, items: items).isFeasible
        }
        func soften(_ list: inout [Constraint]) -> Bool {
            guard let i = list.lastIndex(where: { $0.priority.isRequired && $0.relation == .equal })
            else { return false }
            list[i] = Constraint(list[i].expression, .equal, priority: 999.5)
            return true
        }
        while !feasible() {
            if !soften(&decoys) && !soften(&constraints) { break }
        }
    }

    private func makeConstraint(_ planted: [Double], _ rng: inout SeededGenerator) -> Constraint {
        let n = variables.count
        let termCount: Int
        let coefficients: [Double]
        let priorities: [Priority]
        switch flavor {
        case .random:
            termCount = [1, 2, 2, 3, 3, 3][Int.random(in: 0...5, using: &rng)]
            coefficients = [-2, -1, -0.5, 0.5, 1, 2]
            priorities = [
                .required, .required, .required, .required, 1, 1.5, 50, 249.5, 250, 250.5, 500, 750,
                750.5, 999.5, 999.5, 1100,
            ]
        case .ui:
            termCount = [1, 2, 2, 2, 3][Int.random(in: 0...4, using: &rng)]
            coefficients = [1, 1, 1, -1, -1, -1, 0.5, -0.5, 0.25, 2, 3, -2, 1.0 / 3, 16.0 / 9, -16.0 / 9]
            priorities = [.required, .required, .required, .required, 250, 251, 750, 999.5, 1100]
        case .wide:
            termCount = Int.random(in: 1...3, using: &rng)
            coefficients = [1e-3, -1e-3, 0.01, 0.5, 1, -1, 2, 100, 1e3, -1e3]
            priorities = [.required, .required, .required, 250, 750, 999.5, 1100]
        }
        var terms: [Term] = []
        for _ in 0..<termCount {
            let v = variables[Int.random(in: 0..<n, using: &rng)]
            let c = coefficients[Int.random(in: 0..<coefficients.count, using: &rng)]
            // Wide coefficients are each at an end of the solver's range: a repeated variable would
            // add up past it.
            if flavor == .wide && terms.contains(where: { $0.variable == v }) { continue }
            terms.append(Term(v, c))
        }
        let relation: Relation = [
            .equal, .lessThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual,
        ][Int.random(in: 0...4, using: &rng)]
        let priority = priorities[Int.random(in: 0..<priorities.count, using: &rng)]
        let atPlanted = terms.reduce(0.0) { sum, term in
            sum + term.coefficient * planted[variables.firstIndex(of: term.variable)!]
        }
        var constant: Double
        if priority.isRequired {
            let room = Double(Int.random(in: 0...40, using: &rng)) / 2
            switch relation {
            case .equal: constant = -atPlanted
            case .lessThanOrEqual: constant = -atPlanted - room
            case .greaterThanOrEqual: constant = -atPlanted + room
            }
        } else {
            constant = Double(Int.random(in: -2000...2000, using: &rng)) / 2
        }
        return Constraint(Expression(terms: terms, constant: constant), relation, priority: priority)
    }

    var description: String {
        let base = "GeneratedSystem(flavor: .\(flavor), seed: \(seed))"
        return magnitude.map { "\(base).withMagnitude(\($0))" } ?? base
    }
}

extension GeneratedSystem.Flavor {
    /// A hash that does not change between runs (`hashValue` is seeded per process).
    var hashValueStable: Int {
        switch self {
        case .random: 1
        case .ui: 2
        case .wide: 3
        }
    }
}
