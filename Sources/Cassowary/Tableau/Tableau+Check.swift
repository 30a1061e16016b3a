// The internal consistency check, compiled in with -DCASSOWARY_CHECKS (debug builds, tests).

extension Tableau {
    /// Verifies every invariant of the tableau and stops with a message naming the first broken one.
    ///
    /// - Parameter optimal: Also require that no symbol can improve any level.
    /// - Complexity: O(size of the tableau + constraints × terms).
    func checkInvariants(optimal: Bool) {
        precondition(journal == nil, "Cassowary check: a transaction is still open")
        precondition(phaseOne == nil, "Cassowary check: phase one is still active")
        for id in rows.indices {
            let basic = basics[id]
            let row = rows[id]
            guard basic >= 0 else {
                precondition(row.isConstant && row.constant == 0, "Cassowary check: free row \(id) not empty")
                continue
            }
            precondition(rowOf[basic] == id, "Cassowary check: row \(id) basic \(basic) not indexed")
            precondition(row.symbols.count == row.coefficients.count, "Cassowary check: row shape")
            var previous = -1
            for (s, c) in zip(row.symbols, row.coefficients) {
                precondition(s > previous, "Cassowary check: row \(id) not sorted")
                previous = s
                precondition(rowOf[s] < 0, "Cassowary check: basic symbol \(s) inside row \(id)")
                precondition(abs(c) >= Tableau.epsilon && c.isFinite, "Cassowary check: coefficient \(c)")
                precondition(columns[s].contains(id), "Cassowary check: column \(s) misses row \(id)")
            }
            precondition(row.constant.isFinite, "Cassowary check: non-finite constant in row \(id)")
            switch kinds[basic] {
            case .external: break
            case .dummy:
                precondition(abs(row.constant) <= 1e-6, "Cassowary check: dummy \(basic) is \(row.constant)")
            case .slack, .error:
                precondition(row.constant >= -1e-6, "Cassowary check: \(basic) is \(row.constant) < 0")
            }
        }
        for level in objectives.indices {
            for s in objectives[level].symbols {
                precondition(rowOf[s] < 0, "Cassowary check: basic symbol \(s) in objective \(level)")
            }
        }
        for record in records.values {
            let expression = record.constraint.expression
            var sum = record.constant
            var scale = abs(record.constant)
            for term in expression.terms {
                let x = symbolOfVariable[term.variable.id].map { value(ofSymbol: $0) } ?? 0
                sum += term.coefficient * x
                scale = max(scale, abs(term.coefficient * x))
            }
            guard record.level < 0 else { continue }
            let tolerance = 1e-6 * max(1, scale)
            switch record.constraint.relation {
            case .equal:
                precondition(abs(sum) <= tolerance, "Cassowary check: \(record.constraint) is \(sum)")
            case .lessThanOrEqual:
                precondition(sum <= tolerance, "Cassowary check: \(record.constraint) is \(sum)")
            case .greaterThanOrEqual:
                precondition(sum >= -tolerance, "Cassowary check: \(record.constraint) is \(sum)")
            }
        }
        // A wide tableau's optimality is decided by its certificate (``Solver/certifiedMiss()``), in
        // double-double arithmetic: a higher level's reduced cost of 1e-12 is real there, and the
        // double-precision scan below would take the lower level's gain it blocks for an improvement.
        if optimal && !wide {
            // A full scan, independent of the entering-symbol hints.
            var hints = [Int](repeating: 0, count: objectives.count)
            precondition(
                enteringSymbol(hints: &hints) == nil, "Cassowary check: the tableau is not optimal")
        }
    }
}

// The residual check: every required constraint evaluated at the current values, against the
// constraint's own numbers rather than the rows derived from it.

extension Tableau {
    /// How far a required constraint may miss, relative to the largest of its terms at the current
    /// values (and at least 1): a little more than the rounding of rows computed from the
    /// constraints, far below anything visible.
    static let residualTolerance = 1e-9
    /// The growth (see ``growthSinceCheck``) after which the residual check runs: below it, the
    /// rounding the rows gained since the last check is too small to reach ``residualTolerance``.
    static let checkGrowth = 100.0

    /// Whether the rows may have drifted from the constraints since the last residual check: the
    /// tableau is ``wide``, or the pivots and new rows since then amplified rounding by more than
    /// ``checkGrowth``. Chains of ±1 coefficients never get there, so one-at-a-time builds of
    /// ordinary layouts skip the O(constraints) check.
    ///
    /// A wide tableau is checked after every change: its rounding grows through cancellation in
    /// the substitutions as much as through the pivots' growth, which the growth factor does not
    /// see (issue 19, wide seed 21: a required equality off by 1,685 after a call whose pivots had
    /// no growth at all).
    var needsResidualCheck: Bool { wide || growthSinceCheck > Tableau.checkGrowth }

    /// Multiplies ``growthSinceCheck`` by the growth of solving `row` for `subject`.
    mutating func noteGrowth(solving row: Row, for subject: Int) {
        let pivot = abs(row.coefficient(of: subject))
        let largest = row.largestCoefficient
        if largest > pivot { growthSinceCheck *= largest / pivot }
    }

    /// The constraint a residual check finds broken (see ``worstRequiredResidual()`` and
    /// ``infeasibleOwner()``), or `nil`; a clean check starts ``growthSinceCheck`` again.
    mutating func residualMiss() -> Int? {
        guard let miss = worstRequiredResidual()?.id ?? infeasibleOwner() else {
            growthSinceCheck = 1
            return nil
        }
        return miss
    }

    /// The required constraint (or, in a ``wide`` tableau, any constraint) that misses by the most
    /// beyond ``residualTolerance``, with how far it misses relative to its scale; `nil` when
    /// every one holds.
    ///
    /// The rows are derived from the constraints by pivots, each of which rounds; the values they
    /// give are checked here against the constraints' own coefficients and constants, so an error
    /// the pivots accumulated, or a coefficient lost on the way, cannot go unnoticed.
    ///
    /// - Complexity: O(terms of the required constraints).
    func worstRequiredResidual() -> (id: Int, relative: Double)? {
        var worst: (id: Int, relative: Double)? = nil
        for record in records.values where record.level < 0 || wide {
            let relative = requiredResidual(record)
            if relative > Tableau.residualTolerance,
                relative > (worst?.relative ?? 0)
                    || (relative == worst?.relative && record.constraint.id < worst!.id)
            {
                worst = (record.constraint.id, relative)
            }
        }
        return worst
    }

    /// The constraint owning a restricted basic symbol (a slack or error) that the rows make
    /// negative beyond rounding (1e-6, as the consistency check allows), or `nil`. Pivots keep
    /// these non-negative; one that is negative means the rows lost their agreement with the
    /// constraints.
    func infeasibleOwner() -> Int? {
        for id in rows.indices where basics[id] >= 0 && rows[id].constant < -1e-6 {
            let basic = basics[id]
            if kinds[basic] == .slack || kinds[basic] == .error, owner[basic] >= 0 { return owner[basic] }
        }
        return nil
    }

    /// The largest relative miss of any required constraint (see ``requiredResidual(_:)``).
    func largestRequiredResidual() -> Double {
        var worst = 0.0
        for record in records.values where record.level < 0 || wide {
            worst = max(worst, requiredResidual(record))
        }
        return worst
    }

    /// How far a constraint misses at the current values, relative to the largest of its terms
    /// (and at least 1); 0 when it holds. An optional constraint (checked in a ``wide`` tableau
    /// only) misses by how far its equation with its slack and errors is from zero: its rows then
    /// no longer say what its error is, and the simplex optimises errors that are not the real ones
    /// (wide seed 25: every level's objective at 0, the constraints' real errors up to 828,389).
    @inline(__always)
    func requiredResidual(_ record: ConstraintRecord) -> Double {
        var sum = record.constant
        var scale = max(1, abs(record.constant))
        for i in record.variables.indices {
            let term = record.coefficients[i] * value(ofSymbol: record.variables[i])
            sum += term
            scale = max(scale, abs(term))
        }
        if record.level >= 0 {
            for (s, c) in markerTerms(record) {
                let term = c * value(ofSymbol: s)
                sum += term
                scale = max(scale, abs(term))
            }
            return abs(sum) / scale
        }
        let miss: Double
        switch record.constraint.relation {
        case .equal: miss = abs(sum)
        case .lessThanOrEqual: miss = max(0, sum)
        case .greaterThanOrEqual: miss = max(0, -sum)
        }
        return miss / scale
    }

    /// Whether every row's constant (every basic symbol's value) is finite.
    ///
    /// - Complexity: O(rows).
    var valuesAreFinite: Bool {
        for id in rows.indices where basics[id] >= 0 && !rows[id].constant.isFinite { return false }
        return true
    }
}
