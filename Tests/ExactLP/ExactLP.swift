/// The exact reference the solver is checked against: Cassowary's model (required constraints
/// must hold; each optional priority is a level whose sum of errors is minimised, higher levels
/// first, never traded for lower ones) solved as a lexicographic LP in rational arithmetic.
///
/// It shares no code with the solver. Free variables are eliminated by Gaussian elimination into
/// rows that never take part in ratio tests; phase one minimises artificial variables; every
/// level is then optimised on the same tableau, entering only columns whose reduced cost is zero
/// at every higher level, so higher levels keep their optima exactly. Pivoting follows Bland's
/// rule (lowest column, ties to the lowest basic column), so it terminates. Whether a variable is
/// unique at the optimum is answered by minimising and maximising it over the optimal face.
///
/// ```swift
/// let lp = ExactLP(variableCount: 1, items: [
///   .init(terms: [(0, 1)], constant: -8, relation: .equal, priority: 1000)])
/// lp.values[0]   // 8
/// ```
public struct ExactLP: Sendable {
    /// How a constraint's expression compares with zero.
    public enum Relation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }

    /// One constraint: `constant + Σ coefficient·x[variable]  relation  0` at `priority`
    /// (1000 = required).
    public struct Item: Sendable {
        public var terms: [(variable: Int, coefficient: Double)]
        public var constant: Double
        public var relation: Relation
        public var priority: Float

        public init(
            terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Relation,
            priority: Float
        ) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.priority = priority
        }
    }

    enum Column: Equatable, Sendable {
        case free(Int)
        case slack
        case error(level: Int)
        case artificial
    }

    /// Priorities of the optional levels, highest first.
    public let priorities: [Float]
    /// The optimal error sum of each level (in the order of ``priorities``); `nil` when the
    /// required constraints cannot all hold.
    public private(set) var optima: [Rational]? = nil

    private var kinds: [Column] = []
    private var rows: [[Rational]] = []  // each row: coefficients, then the right-hand side
    private var basis: [Int] = []
    private var isFreeRow: [Bool] = []
    private var isDead: [Bool] = []
    private var isBasic: [Bool] = []
    private var objectives: [[Rational]] = []  // reduced costs, then minus the objective's value
    private let variableCount: Int
    private var mentioned: [Bool]

    var width: Int { kinds.count }

    /// Builds and solves the LP.
    ///
    /// - Parameters:
    ///   - variableCount: The variables are `0..<variableCount`.
    ///   - items: The constraints.
    ///   - intended: Reads each coefficient and constant as the simplest rational within a few
    ///     units in the last place (see ``Rational/simplest(near:ulps:maxDenominator:)``): the
    ///     system the rounded numbers stand for. Otherwise every double is taken exactly.
    public init(variableCount: Int, items: [Item], intended: Bool = true) {
        let number: (Double) -> Rational = intended ? { Rational.simplest(near: $0) } : { Rational($0) }
        self.variableCount = variableCount
        mentioned = [Bool](repeating: false, count: variableCount)
        priorities = Array(Set(items.map(\.priority).filter { $0 != 1000 })).sorted(by: >)
        let levelOf = Dictionary(uniqueKeysWithValues: priorities.enumerated().map { ($1, $0) })
        kinds = (0..<variableCount).map { .free($0) }
        // Columns: variables, then each item's slack and errors, then one artificial per row.
        var layout: [(slack: Int?, plus: Int?, minus: Int?)] = []
        for item in items {
            let level = levelOf[item.priority]
            var entry: (slack: Int?, plus: Int?, minus: Int?) = (nil, nil, nil)
            if item.relation != .equal {
                entry.slack = kinds.count
                kinds.append(.slack)
            }
            if let level {
                entry.plus = kinds.count
                kinds.append(.error(level: level))
                if item.relation == .equal {
                    entry.minus = kinds.count
                    kinds.append(.error(level: level))
                }
            }
            layout.append(entry)
        }
        let firstArtificial = kinds.count
        kinds += [Column](repeating: .artificial, count: items.count)
        for (i, item) in items.enumerated() {
            var row = [Rational](repeating: .zero, count: width + 1)
            for (v, c) in item.terms where c != 0 {
                row[v] = row[v] + number(c)
                mentioned[v] = true
            }
            // constant + a·x (+ slack | - slack) (+/- errors) = 0, written as a·x + … = -constant.
            let (slack, plus, minus) = layout[i]
            switch item.relation {
            case .lessThanOrEqual:
                if let slack { row[slack] = .one }
                if let plus { row[plus] = -.one }
            case .greaterThanOrEqual:
                if let slack { row[slack] = -.one }
                if let plus { row[plus] = .one }
            case .equal:
                if let plus, let minus {
                    row[plus] = -.one
                    row[minus] = .one
                }
            }
            row[width] = -number(item.constant)
            rows.append(row)
            basis.append(-1)
            isFreeRow.append(false)
            isDead.append(false)
        }
        isBasic = [Bool](repeating: false, count: width)
        eliminateFreeVariables()
        guard phaseOne(firstArtificial: firstArtificial) else { return }
        for level in priorities.indices {
            var cost = [Rational](repeating: .zero, count: width + 1)
            for j in 0..<width where kinds[j] == .error(level: level) { cost[j] = .one }
            objectives.append(reduce(cost))
        }
        var optima: [Rational] = []
        for level in priorities.indices {
            let bounded = simplex(objective: level, allowed: (0..<width).map { isAllowed($0, below: level) })
            precondition(bounded, "ExactLP: a sum of errors cannot be unbounded")
            optima.append(-objectives[level][width])
        }
        self.optima = optima
    }

    /// Whether the required constraints can all hold.
    public var isFeasible: Bool { optima != nil }

    /// The value of each variable at the optimal vertex found (0 for a variable no constraint
    /// mentions).
    public var values: [Rational] {
        var out = [Rational](repeating: .zero, count: variableCount)
        for r in rows.indices where isFreeRow[r] {
            if case let .free(v) = kinds[basis[r]] { out[v] = rows[r][width] }
        }
        return out
    }

    /// Whether any constraint mentions the variable with a nonzero coefficient.
    public func mentions(_ variable: Int) -> Bool { mentioned[variable] }

    /// The least (`maximize` false) or greatest value of `variable` over the optimal solutions;
    /// `nil` when it is unbounded in that direction.
    public func extreme(of variable: Int, maximize: Bool) -> Rational? {
        precondition(isFeasible)
        var scratch = self
        let sign: Rational = maximize ? .one : -.one
        var cost = [Rational](repeating: .zero, count: width + 1)
        if let r = rows.indices.first(where: { isFreeRow[$0] && basis[$0] == variable }) {
            // x = rhs - Σ T[r][j]·x_j; minimise -sign·x.
            for j in 0..<width where !isBasic[j] && !rows[r][j].isZero {
                if case .free = kinds[j] { return nil }  // a free column only free rows contain
                cost[j] = sign * rows[r][j]
            }
            cost[width] = sign * rows[r][width]
        } else {
            // A non-basic free variable: either in no constraint, or compensated by free rows.
            if rows.contains(where: { !$0[variable].isZero }) { return nil }
            return .zero
        }
        scratch.objectives.append(cost)
        let face = scratch.objectives.count - 1
        let bounded = scratch.simplex(
            objective: face, allowed: (0..<width).map { isAllowed($0, below: priorities.count) })
        guard bounded else { return nil }
        return sign * scratch.objectives[face][width]
    }

    /// Whether the variable takes one value in every optimal solution (`nil` if it is unbounded or
    /// has a range).
    public func uniqueValue(of variable: Int) -> Rational? {
        // Pinned: the variable's row has no column that may move on the optimal face (every other
        // column is held at zero by a level it would worsen), so no LP is needed.
        if let r = rows.indices.first(where: { isFreeRow[$0] && basis[$0] == variable }) {
            let face = (0..<width).map { isAllowed($0, below: priorities.count) }
            let moves = (0..<width).contains { j in
                guard !isBasic[j], !rows[r][j].isZero else { return false }
                if case .free = kinds[j] { return true }
                return face[j]
            }
            if !moves { return rows[r][width] }
        }
        guard let low = extreme(of: variable, maximize: false),
            let high = extreme(of: variable, maximize: true), low == high
        else { return nil }
        return low
    }

    // MARK: - Simplex

    /// Whether column `j` may enter while optimising `level`: a non-negative column (not
    /// artificial) whose reduced cost is zero at every level above.
    private func isAllowed(_ j: Int, below level: Int) -> Bool {
        switch kinds[j] {
        case .free, .artificial: return false
        case .slack, .error: break
        }
        for k in 0..<level where !objectives[k][j].isZero { return false }
        return true
    }

    /// Expresses a cost row in terms of the non-basic columns.
    private func reduce(_ cost: [Rational]) -> [Rational] {
        var out = cost
        for r in rows.indices where !isDead[r] && basis[r] >= 0 {
            let c = cost[basis[r]]
            if c.isZero { continue }
            for j in 0...width where !rows[r][j].isZero { out[j] = out[j] - c * rows[r][j] }
        }
        return out
    }

    private mutating func pivot(row r: Int, column q: Int) {
        let p = rows[r][q]
        let support = (0...width).filter { !rows[r][$0].isZero }
        if p != .one { for j in support { rows[r][j] = rows[r][j] / p } }
        let pivotRow = rows[r]
        for i in rows.indices where i != r && !rows[i][q].isZero {
            let f = rows[i][q]
            for j in support { rows[i][j] = rows[i][j] - f * pivotRow[j] }
        }
        for k in objectives.indices where !objectives[k][q].isZero {
            let f = objectives[k][q]
            for j in support { objectives[k][j] = objectives[k][j] - f * pivotRow[j] }
        }
        if basis[r] >= 0 { isBasic[basis[r]] = false }
        basis[r] = q
        isBasic[q] = true
    }

    /// Minimises objective `k` entering only `allowed` columns; `false` when unbounded.
    private mutating func simplex(objective k: Int, allowed: [Bool]) -> Bool {
        while true {
            guard
                let q = (0..<width).first(where: {
                    allowed[$0] && !isBasic[$0] && objectives[k][$0].signum < 0
                })
            else { return true }
            var best = -1
            var bestRatio = Rational.zero
            for r in rows.indices where !isFreeRow[r] && !isDead[r] && rows[r][q].signum > 0 {
                let ratio = rows[r][width] / rows[r][q]
                if best < 0 || ratio < bestRatio || (ratio == bestRatio && basis[r] < basis[best]) {
                    best = r
                    bestRatio = ratio
                }
            }
            guard best >= 0 else { return false }
            pivot(row: best, column: q)
        }
    }

    /// Pivots every variable that some row contains into a row of its own; those rows then only
    /// define the variable and never limit a step.
    private mutating func eliminateFreeVariables() {
        for v in 0..<variableCount {
            var best = -1
            var bestCount = Int.max
            for r in rows.indices where !isFreeRow[r] && !rows[r][v].isZero {
                let count = rows[r].lazy.filter { !$0.isZero }.count
                if count < bestCount {
                    best = r
                    bestCount = count
                }
            }
            guard best >= 0 else { continue }
            pivot(row: best, column: v)
            isFreeRow[best] = true
        }
    }

    /// Finds a feasible basis; `false` when the required constraints are infeasible.
    private mutating func phaseOne(firstArtificial: Int) -> Bool {
        var cost = [Rational](repeating: .zero, count: width + 1)
        for r in rows.indices where !isFreeRow[r] {
            if rows[r][width].signum < 0 { rows[r] = rows[r].map { -$0 } }
            let a = firstArtificial + r
            rows[r][a] = .one
            basis[r] = a
            isBasic[a] = true
            cost[a] = .one
        }
        objectives = [reduce(cost)]
        let bounded = simplex(
            objective: 0,
            allowed: kinds.map {
                switch $0 {
                case .slack, .error: true
                case .free, .artificial: false
                }
            })
        precondition(bounded, "ExactLP: phase one cannot be unbounded")
        let infeasibility = -objectives[0][width]
        objectives = []
        guard infeasibility.isZero else { return false }
        // Drive artificial variables (all at zero now) out of the basis; a row with nothing else
        // left is redundant.
        for r in rows.indices where !isFreeRow[r] && basis[r] >= firstArtificial {
            if let j = (0..<firstArtificial).first(where: { j in
                !isBasic[j] && !rows[r][j].isZero && kinds[j] != .artificial
                    && {
                        if case .free = kinds[j] { return false } else { return true }
                    }()
            }) {
                pivot(row: r, column: j)
            } else {
                isDead[r] = true
            }
        }
        return true
    }
}
