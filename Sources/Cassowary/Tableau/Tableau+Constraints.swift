// Turning constraints into rows, removing them, and changing their constants in place.

extension Tableau {
    /// Adds a constraint whose priority and numbers were already validated.
    ///
    /// Call inside a transaction: on failure the tableau is left half-changed for the caller to roll
    /// back.
    ///
    /// - Parameters:
    ///   - constraint: The constraint.
    ///   - constant: The constant to use instead of the expression's own.
    ///   - ownsTransaction: Whether the open transaction exists only for this insertion; it is then
    ///     committed as soon as the insertion cannot fail any more (a subject was found), so the
    ///     substitutions that follow are not journaled.
    /// - Returns: `nil` on success; otherwise the ids of required constraints that took part in the
    ///   infeasibility (a candidate conflict set, not necessarily minimal).
    mutating func insert(
        _ constraint: Constraint, constant: Double? = nil, ownsTransaction: Bool = false
    ) -> [Int]? {
        let expression = constraint.expression.reducedIfNeeded
        let id = constraint.id
        let termCount = expression.terms.count
        var row = Row(constant: constant ?? expression.constant)
        // One allocation per array: the terms plus the slack, error or dummy symbols added below.
        row.symbols.reserveCapacity(termCount + 2)
        row.coefficients.reserveCapacity(termCount + 2)
        var used: [Int] = []
        used.reserveCapacity(termCount)
        for i in 0..<termCount {
            // Read the id and coefficient in place: copying a term copies its variable's name.
            let coefficient = expression.terms[i].coefficient
            let s = symbolOfVariable[expression.terms[i].variable.id] ?? symbol(for: expression.terms[i].variable)
            used.append(s)
            addUse(s, 1)
            let r = rowOf[s]
            if r >= 0 {
                if rows[r].symbols.count <= 8 {
                    // A short definition: adding in place gives the same row as a merge, without a copy.
                    row.addInPlace(coefficient, rows[r], inserted: { _ in }, removed: { _ in })
                } else {
                    row = Row.merge(
                        row, skipping: -1, adding: coefficient, of: rows[r],
                        inserted: { _ in }, removed: { _ in })
                }
            } else {
                row.add(coefficient, to: s)
            }
        }
        if !wide {
            let given = constant ?? expression.constant
            if max(abs(row.constant), abs(given)) > Tableau.largeConstant { wide = true }
            for i in 0..<termCount {
                let size = abs(expression.terms[i].coefficient)
                if size > Tableau.wideSpread || size * Tableau.wideSpread < 1 { wide = true }
            }
        }
        let required = constraint.priority.isRequired
        // An optional constraint always finds a subject (its own error, at worst), so an insertion
        // that owns its transaction cannot fail from here on: commit before the objective is
        // touched. Journaled, every optional constraint copied its level's objective (the journal
        // kept the old row), and a list of n labels spent n² copying objectives.
        if !required && ownsTransaction && !wide { commit() }
        var record = ConstraintRecord(
            constraint: constraint, marker: -1, other: -1, markerSign: 1, constant: row.constant,
            level: -1, variables: used)
        record.constant = constant ?? expression.constant
        record.coefficients = expression.terms.map(\.coefficient)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack, owner: id)
            row.add(sign, to: slack)
            record.marker = slack
            record.markerSign = sign
            if !required {
                let error = newSymbol(.error, owner: id)
                row.add(-sign, to: error)
                record.other = error
                record.level = level(for: constraint.priority.rawValue)
                addToObjective(level: record.level, error, 1)
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy, owner: id)
                row.add(1, to: dummy)
                record.marker = dummy
                record.markerSign = 1
            } else {
                let plus = newSymbol(.error, owner: id)
                let minus = newSymbol(.error, owner: id)
                row.add(-1, to: plus)
                row.add(1, to: minus)
                record.marker = plus
                record.markerSign = -1
                record.other = minus
                record.level = level(for: constraint.priority.rawValue)
                addToObjective(level: record.level, plus, 1)
                addToObjective(level: record.level, minus, 1)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }
        setRecord(id, record)

        var subject = chooseSubject(row, record)
        if subject == nil, row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            if abs(row.constant) > Tableau.zeroValue {
                return requiredOwners(of: row.symbols, excluding: id)
            }
            subject = record.marker  // redundant: the marker's row records that it is implied
        }
        if let subject {
            // Nothing below can fail, except the check a wide tableau gets (see ``wide``).
            if ownsTransaction && !wide { commit() }
            noteGrowth(solving: row, for: subject)
            row.solve(for: subject)
            substituteEverywhere(subject, by: row, exceptRow: -1)
            allocateRow(basic: subject, row)
            return nil
        }
        return insertWithArtificialVariable(row, excluding: id)
    }

    /// The symbol to solve a new row for without losing feasibility.
    ///
    /// In order of preference: the external symbol that appears in the fewest rows (least fill-in;
    /// ties to the lowest id) among those whose coefficient is at least ``Tableau/subjectThreshold``
    /// of the row's largest external one; the constraint's own slack when its coefficient is negative (the
    /// constraint then holds with room to spare); an existing slack with a negative coefficient
    /// whose new value keeps every restricted row non-negative, preferring the symbol in the fewest
    /// rows (a free primal step, or a degenerate one that avoids phase one); finally the
    /// constraint's own error. The row's constant is non-negative.
    ///
    /// Other constraints' errors are not candidates: making them basic (often at 0) built chains
    /// about twice as fast, but left a degenerate basis in which the first resize that moved the
    /// slack to another view walked the dual simplex down the chain, one pivot per view.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int? {
        // One pass finds the fewest-rows external and the largest external coefficient; only when
        // that external's coefficient is below the threshold (never with Auto Layout's multipliers)
        // does a second pass choose among the large enough ones.
        var best = -1
        var bestCount = Int.max
        var bestSize = 0.0
        var largest = 0.0
        for i in row.symbols.indices where kinds[row.symbols[i]] == .external {
            let s = row.symbols[i]
            let size = abs(row.coefficients[i])
            largest = max(largest, size)
            let count = columns[s].count
            if count < bestCount {
                best = s
                bestCount = count
                bestSize = size
            }
        }
        if best >= 0, bestSize < Tableau.subjectThreshold * largest {
            bestCount = Int.max
            for i in row.symbols.indices where kinds[row.symbols[i]] == .external {
                let count = columns[row.symbols[i]].count
                if count < bestCount, abs(row.coefficients[i]) >= Tableau.subjectThreshold * largest {
                    best = row.symbols[i]
                    bestCount = count
                }
            }
        }
        if best >= 0 { return best }
        if kinds[record.marker] == .slack, row.coefficient(of: record.marker) < 0 { return record.marker }
        // Existing slacks: the symbol in the fewest rows (least fill-in), then the lowest id.
        var candidates: [(count: Int, symbol: Int, value: Double)] = []
        for i in row.symbols.indices where row.coefficients[i] < 0 {
            let s = row.symbols[i]
            guard kinds[s] == .slack, s != record.marker, owner[s] >= 0 else { continue }
            candidates.append((columns[s].count, s, row.constant / -row.coefficients[i]))
        }
        candidates.sort { ($0.count, $0.symbol) < ($1.count, $1.symbol) }
        for candidate in candidates.prefix(8)
        where isSafeSubject(candidate.symbol, value: candidate.value) {
            return candidate.symbol
        }
        for s in [record.marker, record.other] where s >= 0 && kinds[s] == .error {
            if row.coefficient(of: s) < 0 { return s }
        }
        return nil
    }

    /// Whether giving the non-basic symbol `s` the value `value` keeps every restricted row feasible.
    func isSafeSubject(_ s: Int, value: Double) -> Bool {
        guard value != 0 else { return true }
        for id in columns[s] where isLive(id, s) {
            let kind = kinds[basics[id]]
            if kind == .external { continue }
            let updated = rows[id].constant + rows[id].coefficient(of: s) * value
            if kind == .dummy ? abs(updated) > Tableau.zeroValue : updated < 0 { return false }
        }
        return true
    }

    /// Phase one: adds `row` through an artificial variable and minimises it.
    mutating func insertWithArtificialVariable(_ row: Row, excluding id: Int) -> [Int]? {
        let artificial = newSymbol(.slack)
        let start = row.constant
        allocateRow(basic: artificial, row)
        phaseOne = row
        optimize()
        let residual = phaseOne!.constant
        if residual > Tableau.zeroValue * max(1, start) {
            let candidates = requiredOwners(of: phaseOne!.symbols, excluding: id)
            phaseOne = nil
            return candidates
        }
        phaseOne = nil
        let r = rowOf[artificial]
        if r >= 0 {
            if let s = anyPivotableSymbol(rows[r]) {
                pivot(entering: s, row: r)
            } else {
                releaseRow(r)  // nothing but rounding noise is left: the equation is implied
            }
        }
        for target in liveColumn(artificial) {
            touchRow(target)
            rows[target].remove(artificial)
        }
        columns[artificial] = []
        for level in objectives.indices where objectives[level].coefficient(of: artificial) != 0 {
            noteLevelTerm(level, artificial)
            objectives[level].remove(artificial)
        }
        return nil
    }

    /// A symbol of a row to pivot on: a free symbol first, then a slack or error, then a dummy;
    /// within a group the largest coefficient, ties to the lowest id. Only coefficients beyond
    /// ``Tableau/pivotTolerance`` count; `nil` when there is none.
    func anyPivotableSymbol(_ row: Row) -> Int? {
        for wanted in [SymbolKind.external, .slack, .error, .dummy] {
            var best = -1
            var size = Tableau.pivotTolerance
            for (s, c) in zip(row.symbols, row.coefficients) where kinds[s] == wanted && abs(c) > size {
                best = s
                size = abs(c)
            }
            if best >= 0 { return best }
        }
        return nil
    }

    /// The ids of the required constraints whose slack or dummy is among `symbols`.
    func requiredOwners(of symbols: [Int], excluding id: Int) -> [Int] {
        var ids: [Int] = []
        for s in symbols where kinds[s] == .slack || kinds[s] == .dummy {
            let o = owner[s]
            if o >= 0, o != id, let record = records[o], record.level < 0 { ids.append(o) }
        }
        return Array(Set(ids)).sorted()
    }

    /// Removes a constraint that is in the tableau.
    mutating func remove(_ record: ConstraintRecord) {
        let id = record.constraint.id
        if record.level >= 0 {
            if kinds[record.marker] == .error { addToObjective(level: record.level, record.marker, -1) }
            if record.other >= 0 { addToObjective(level: record.level, record.other, -1) }
        }
        let marker = record.marker
        if rowOf[marker] >= 0 {
            releaseRow(rowOf[marker])
        } else if let r = markerLeavingRow(marker) {
            pivot(entering: marker, row: r)
            releaseRow(rowOf[marker])
        }
        for s in [marker, record.other] where s >= 0 { scrub(s) }
        for s in record.variables { addUse(s, -1) }
        setRecord(id, nil)
    }

    /// Removes every trace of a symbol that left the system.
    mutating func scrub(_ s: Int) {
        if rowOf[s] >= 0 { releaseRow(rowOf[s]) }
        let targets = liveColumn(s)
        columns[s] = []
        for target in targets {
            touchRow(target)
            rows[target].remove(s)
        }
        for level in objectives.indices where objectives[level].coefficient(of: s) != 0 {
            noteLevelTerm(level, s)
            objectives[level].remove(s)
        }
    }

    /// The row to pivot a non-basic marker into before dropping it (as in Cassowary): the row of a
    /// basic dummy (a redundant equality that becomes binding), else a restricted row that stays
    /// feasible, else any restricted row, else a free row; lowest basic id on ties.
    func markerLeavingRow(_ marker: Int) -> Int? {
        var dummy = (row: -1, ratio: Double.infinity, basic: Int.max)
        var first = dummy
        var second = dummy
        var third = dummy
        for id in columns[marker] where isLive(id, marker) {
            let a = rows[id].coefficient(of: marker)
            let basic = basics[id]
            if kinds[basic] == .dummy {
                if basic < dummy.basic { dummy = (id, 0, basic) }
                continue
            }
            if kinds[basic] == .external {
                if basic < third.basic { third = (id, 0, basic) }
                continue
            }
            if a < 0 {
                let ratio = -rows[id].constant / a
                if ratio < first.ratio || (ratio == first.ratio && basic < first.basic) {
                    first = (id, ratio, basic)
                }
            } else {
                let ratio = rows[id].constant / a
                if ratio < second.ratio || (ratio == second.ratio && basic < second.basic) {
                    second = (id, ratio, basic)
                }
            }
        }
        for candidate in [dummy, first, second, third] where candidate.row >= 0 { return candidate.row }
        return nil
    }

    /// Changes the constant of a constraint's expression by rewriting its marker as marker + delta,
    /// then restores feasibility with the dual simplex.
    ///
    /// - Returns: `nil` on success, else the ids of required constraints in the failing row.
    mutating func changeConstant(of id: Int, to constant: Double) -> [Int]? {
        guard var record = records[id] else { return nil }
        let shift = (constant - record.constant) / record.markerSign
        record.constant = constant
        setRecord(id, record)
        guard shift != 0 else { return nil }
        if abs(constant) > Tableau.largeConstant { wide = true }
        let marker = record.marker
        var conflict: Int? = nil
        let r = rowOf[marker]
        if r >= 0 {
            touchRow(r)
            rows[r].constant -= shift
            noteConstantChange(row: r, conflict: &conflict)
        } else {
            // One pass over the column: check each entry, dedupe, compact, and shift the constant.
            markCounter += 1
            var list: [Int] = []
            swap(&list, &columns[marker])
            var kept = 0
            for i in list.indices {
                let target = list[i]
                guard target < rows.count, basics[target] >= 0, rowMarks[target] != markCounter else {
                    continue
                }
                let (index, found) = rows[target].position(of: marker)
                guard found else { continue }
                rowMarks[target] = markCounter
                list[kept] = target
                kept += 1
                touchRow(target)
                rows[target].constant += rows[target].coefficients[index] * shift
                noteConstantChange(row: target, conflict: &conflict)
            }
            list.removeLast(list.count - kept)
            columns[marker] = list
        }
        if let row = conflict, !wide {
            infeasible.removeAll()
            return requiredOwners(of: rows[row].symbols + [basics[row]], excluding: -1)
        }
        if let basic = certifiedDualOptimize(failing: conflict.map { basics[$0] }) {
            infeasible.removeAll()
            let row = rows[rowOf[basic]]
            return requiredOwners(of: row.symbols + [basic], excluding: -1)
        }
        return nil
    }

    /// Queues a row whose constant changed if it became infeasible; notes a basic dummy that is no
    /// longer zero, which no pivot can repair.
    @inline(__always)
    mutating func noteConstantChange(row id: Int, conflict: inout Int?) {
        let basic = basics[id]
        switch kinds[basic] {
        case .external: break
        case .dummy:
            if abs(rows[id].constant) > Tableau.zeroValue, conflict == nil || basic < basics[conflict!] {
                conflict = id
            }
        case .slack, .error:
            if rows[id].constant < 0 { infeasible.push(basic) }
        }
    }
}

extension Expression {
    /// Whether the terms already are in ``reduced`` form: variable ids strictly increasing (so no
    /// variable repeats) and no zero coefficient. The layout engine builds its expressions so.
    var isReduced: Bool {
        var last = Int.min
        for i in terms.indices {
            let id = terms[i].variable.id
            if id <= last || terms[i].coefficient == 0 { return false }
            last = id
        }
        return true
    }

    /// ``reduced``, without copying the terms when they already are.
    var reducedIfNeeded: Expression { isReduced ? self : reduced }
}
