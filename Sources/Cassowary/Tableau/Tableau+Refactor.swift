// Recomputing the tableau from the constraints for the current basis, which clears the rounding
// error that pivots accumulate.

extension Tableau {
    /// Whether enough pivots have run since the tableau was last computed from the constraints
    /// that it should be computed again (see ``refactor()``).
    ///
    /// Every pivot adds the rounding of its arithmetic to the rows it touches, and later pivots
    /// multiply that error by their growth. After a long incremental session (one constraint
    /// added at a time, each re-optimised) the error reached 1e-6 of the coefficients, noise
    /// outgrew every tolerance, and the simplex pivoted on it: required constraints ended
    /// violated, values ran away and the optimiser cycled. The budget grows with the tableau, so
    /// the cost of refactoring stays a fraction of the pivots' own.
    var needsRefactor: Bool {
        growthSinceRefactor > Tableau.refactorGrowth
            || pivotsSinceRefactor > Tableau.refactorPivots + 2 * records.count
    }

    /// Recomputes every row and objective from the constraints, for the same basis.
    ///
    /// The rows express the basic symbols in terms of the non-basic ones; that expression is
    /// determined by the constraints and the choice of basic symbols alone, so it can be
    /// recomputed from the constraints' own equations by Gauss-Jordan elimination, taking for each
    /// equation in creation order the basic symbol with the largest coefficient (partial
    /// pivoting). The basic solution, every row id and every symbol stay as they are; only the
    /// rounding accumulated by earlier pivots goes. If the elimination meets an equation with no
    /// usable basic symbol (which exact arithmetic rules out), the tableau is left unchanged.
    ///
    /// Inside a transaction every row and level is journaled, so a rollback restores the old ones.
    /// Not during phase one, whose artificial row belongs to no constraint.
    ///
    /// - Complexity: About the cost of adding every constraint in one batch, without the simplex.
    mutating func refactor() {
        precondition(phaseOne == nil, "refactor during phase one")
        pivotsSinceRefactor = 0
        growthSinceRefactor = 1
        // Elimination in creation order can meet a badly conditioned pivot that the simplex avoided
        // (values of 1e18 appeared with coefficients 1e-3 and 1e3 chained), so fresh rows are only
        // kept when they satisfy the required constraints at least as well as the old ones.
        let before = self
        let missed = largestRequiredResidual()
        recomputeRows()
        if largestRequiredResidual() > max(missed, Tableau.residualTolerance) {
            let (pivots, growth) = (pivotsSinceRefactor, growthSinceRefactor)
            self = before
            (pivotsSinceRefactor, growthSinceRefactor) = (pivots, growth)
        }
    }

    /// ``refactor()`` without the check: recomputes the rows and objectives from the constraints.
    private mutating func recomputeRows() {
        var fresh = [Row](repeating: Row(), count: rows.count)
        var defined = [Bool](repeating: false, count: kinds.count)
        var freshColumns = [[Int]](repeating: [], count: kinds.count)
        for record in records.values.sorted(by: { $0.constraint.id < $1.constraint.id }) {
            var row = Row(constant: record.constant)
            func add(_ coefficient: Double, _ s: Int) {
                if defined[s] {
                    row = Row.merge(
                        row, skipping: -1, adding: coefficient, of: fresh[rowOf[s]],
                        inserted: { _ in }, removed: { _ in })
                } else {
                    row.add(coefficient, to: s)
                }
            }
            for term in record.constraint.expression.reduced.terms {
                add(term.coefficient, symbolOfVariable[term.variable.id]!)
            }
            for (s, c) in markerTerms(record) { add(c, s) }
            // The basic symbol to solve for, among those not yet defined: a coefficient at least a
            // tenth of the largest (threshold partial pivoting keeps the elimination stable), then the
            // symbol in the fewest rows so far (least fill-in), then the larger coefficient, then the
            // lowest id.
            var largest = 0.0
            for (s, c) in zip(row.symbols, row.coefficients) where rowOf[s] >= 0 && !defined[s] {
                largest = max(largest, abs(c))
            }
            guard largest >= Tableau.pivotTolerance else { return }
            var subject = -1
            var best = (count: Int.max, size: 0.0)
            for (s, c) in zip(row.symbols, row.coefficients)
            where rowOf[s] >= 0 && !defined[s] && abs(c) >= 0.1 * largest {
                let count = freshColumns[s].count
                if count < best.count || (count == best.count && abs(c) > best.size) {
                    subject = s
                    best = (count, abs(c))
                }
            }
            row.solve(for: subject)
            let id = rowOf[subject]
            for target in freshColumns[subject] where fresh[target].position(of: subject).found {
                let a = fresh[target].coefficient(of: subject)
                fresh[target] = Row.merge(
                    fresh[target], skipping: subject, adding: a, of: row,
                    inserted: { freshColumns[$0].append(target) }, removed: { _ in })
            }
            freshColumns[subject] = []
            for s in row.symbols { freshColumns[s].append(id) }
            fresh[id] = row
            defined[subject] = true
        }
        guard rows.indices.allSatisfy({ basics[$0] < 0 || defined[basics[$0]] }) else { return }
        for id in rows.indices where basics[id] >= 0 {
            touchRow(id)
            rows[id] = fresh[id]
        }
        columns = [[Int]](repeating: [], count: kinds.count)
        for id in rows.indices where basics[id] >= 0 {
            for s in rows[id].symbols { columns[s].append(id) }
        }
        for level in objectives.indices {
            touchLevel(level)
            objectives[level] = Row()
            levelHints[level] = 0
        }
        for record in records.values.sorted(by: { $0.constraint.id < $1.constraint.id })
        where record.level >= 0 {
            for s in errorSymbols(of: record) { addToObjective(level: record.level, s, 1) }
        }
    }

    /// The error symbols of an optional constraint (each counts once in its level's objective);
    /// none for a required one.
    func errorSymbols(of record: ConstraintRecord) -> [Int] {
        [record.marker, record.other].filter { $0 >= 0 && kinds[$0] == .error }
    }

    /// The marker, error and dummy terms that ``insert(_:constant:ownsTransaction:)`` adds to a
    /// constraint's equation.
    func markerTerms(_ record: ConstraintRecord) -> [(Int, Double)] {
        switch record.constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = record.markerSign
            return record.other >= 0 ? [(record.marker, sign), (record.other, -sign)] : [(record.marker, sign)]
        case .equal:
            return record.other >= 0 ? [(record.marker, -1), (record.other, 1)] : [(record.marker, 1)]
        }
    }
}
