@testable import Cassowary

/// A small, independent dense two-phase simplex (Bland's rule) used as an oracle in the tests.
/// It shares no code with the solver under test.
enum DenseLP {
    /// One row `coefficients · x (relation) rhs`.
    struct Row {
        var coefficients: [Double]
        var relation: Relation
        var rhs: Double
    }

    /// Minimises `cost · x` subject to `rows`, with `x >= 0`.
    ///
    /// - Returns: The optimal value, or `nil` if the rows are infeasible.
    static func minimize(_ cost: [Double], _ rows: [Row]) -> Double? {
        let n = cost.count
        let m = rows.count
        let slackCount = rows.filter { $0.relation != .equal }.count
        let width = n + slackCount + m  // + artificials
        var t = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: m)
        var basis = [Int](repeating: 0, count: m)
        var slack = n
        for (i, row) in rows.enumerated() {
            for j in 0..<n { t[i][j] = row.coefficients[j] }
            switch row.relation {
            case .lessThanOrEqual:
                t[i][slack] = 1
                slack += 1
            case .greaterThanOrEqual:
                t[i][slack] = -1
                slack += 1
            case .equal: break
            }
            t[i][width] = row.rhs
            if row.rhs < 0 { for j in 0...width { t[i][j] = -t[i][j] } }
            t[i][n + slackCount + i] = 1
            basis[i] = n + slackCount + i
        }
        let firstArtificial = n + slackCount

        func pivot(_ r: Int, _ c: Int) {
            let p = t[r][c]
            for j in 0...width { t[r][j] /= p }
            for i in 0..<m where i != r && t[i][c] != 0 {
                let f = t[i][c]
                for j in 0...width { t[i][j] -= f * t[r][j] }
            }
            basis[r] = c
        }

        /// Runs the simplex for `costs`; returns false if unbounded.
        func run(_ costs: [Double], allowed: (Int) -> Bool) -> Bool {
            while true {
                var entering = -1
                for j in 0..<width where allowed(j) && !basis.contains(j) {
                    var d = costs[j]
                    for i in 0..<m { d -= costs[basis[i]] * t[i][j] }
                    if d < -1e-9 {
                        entering = j
                        break
                    }
                }
                if entering < 0 { return true }
                var leaving = -1
                var best = Double.infinity
                for i in 0..<m where t[i][entering] > 1e-9 {
                    let ratio = t[i][width] / t[i][entering]
                    if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving]) {
                        best = ratio
                        leaving = i
                    }
                }
                if leaving < 0 { return false }
                pivot(leaving, entering)
            }
        }

        var phaseOne = [Double](repeating: 0, count: width)
        for j in firstArtificial..<width { phaseOne[j] = 1 }
        _ = run(phaseOne, allowed: { _ in true })
        var infeasibility = 0.0
        for i in 0..<m where basis[i] >= firstArtificial { infeasibility += t[i][width] }
        if infeasibility > 1e-7 { return nil }
        for i in 0..<m where basis[i] >= firstArtificial {
            if let j = (0..<firstArtificial).first(where: { abs(t[i][$0]) > 1e-9 }) { pivot(i, j) }
        }
        var phaseTwo = [Double](repeating: 0, count: width)
        for j in 0..<n { phaseTwo[j] = cost[j] }
        guard run(phaseTwo, allowed: { $0 < firstArtificial }) else { return -.infinity }
        var value = 0.0
        for i in 0..<m where basis[i] < n { value += cost[basis[i]] * t[i][width] }
        return value
    }

    /// The optimal error sum of every optional priority level, highest first (goal programming:
    /// each level is minimised with the levels above it held at their optima).
    ///
    /// - Returns: `nil` if the required constraints are infeasible.
    static func levelOptima(_ constraints: [Constraint], variables: [Variable]) -> [(Priority, Double)]? {
        let index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1, $0) })
        let soft = constraints.filter { !$0.priority.isRequired }
        // Columns: x+ and x- per variable, then the errors of each optional constraint.
        var errorColumns: [[Int]] = []
        var column = 2 * variables.count
        for c in soft {
            errorColumns.append(c.relation == .equal ? [column, column + 1] : [column])
            column += c.relation == .equal ? 2 : 1
        }
        let width = column
        var rows: [Row] = []
        var softIndex = 0
        for c in constraints {
            var a = [Double](repeating: 0, count: width)
            for term in c.expression.terms {
                let k = index[term.variable]!
                a[2 * k] += term.coefficient
                a[2 * k + 1] -= term.coefficient
            }
            if !c.priority.isRequired {
                let e = errorColumns[softIndex]
                softIndex += 1
                switch c.relation {
                case .equal:
                    a[e[0]] = -1
                    a[e[1]] = 1
                case .lessThanOrEqual: a[e[0]] = -1
                case .greaterThanOrEqual: a[e[0]] = 1
                }
            }
            rows.append(Row(coefficients: a, relation: c.relation, rhs: -c.expression.constant))
        }
        let priorities = Set(soft.map(\.priority)).sorted(by: >)
        var optima: [(Priority, Double)] = []
        for p in priorities {
            var cost = [Double](repeating: 0, count: width)
            for (i, c) in soft.enumerated() where c.priority == p {
                for e in errorColumns[i] { cost[e] = 1 }
            }
            guard let best = minimize(cost, rows) else { return nil }
            optima.append((p, best))
            rows.append(Row(coefficients: cost, relation: .lessThanOrEqual, rhs: best + 1e-10 * max(1, abs(best))))
        }
        if priorities.isEmpty, minimize([Double](repeating: 0, count: width), rows) == nil { return nil }
        return optima
    }
}
