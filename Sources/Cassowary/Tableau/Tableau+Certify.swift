// Checking a wide tableau's answer against the constraints in double-double arithmetic.

/// What ``Tableau/certify()`` found.
enum Certificate: Equatable {
    /// The basis is feasible and optimal at every level, computed again from the constraints.
    case optimal
    /// The restricted (or dummy) basic `symbol` is infeasible in the recomputed basic solution.
    case infeasible(symbol: Int)
    /// Moving non-basic `symbol` in `direction` improves the objective: the simplex stopped short.
    /// `row` is the row whose basic symbol leaves (the certified ratio test: smallest ratio, ties
    /// to the lowest basic symbol, as Bland's rule), or `nil` if no row limits the move. The rows
    /// are already the certified ones, so a pivot on `row` divides by a real coefficient.
    case improvable(symbol: Int, direction: Double, row: Int?)
    /// The basis is singular in the recomputed equations (the rows lost a coefficient), or a
    /// number the answer depends on is not known well enough: a value whose error bound is
    /// beyond ``Tableau/zeroValue`` of it, or a reduced cost double-double cannot tell from zero
    /// whose bound is beyond ``Tableau/optimalityTolerance``. `symbol` is that value's or cost's
    /// symbol (-1 for a singular basis).
    case uncertain(symbol: Int)
}

/// What ``Tableau/certifyDualFailure(basic:)`` found for a row the dual simplex gave up on.
enum DualCertificate: Equatable {
    /// The recomputed row proves that the required constraints cannot hold together.
    case infeasible
    /// The recomputed row's value is not negative after all (it was rounding): go on.
    case holds
    /// `symbol` has a real coefficient of the right sign in the recomputed row (the dual ratio
    /// test's choice among them): pivot it in.
    case enters(Int)
    /// The basis is singular in the recomputed equations.
    case uncertain
}

/// A double-double value with a bound on its error: how far it may be from the number exact
/// arithmetic would give from the same inputs (a running error analysis: each operation adds
/// the error its inputs carry through it and its own rounding, ``Tableau/roundoff`` of its
/// result).
struct CertifiedNumber {
    var value: DoubleDouble
    var error: Double

    /// An exact double.
    init(_ value: Double) {
        self.value = DoubleDouble(value)
        error = 0
    }

    /// The number `value` stands for (``DoubleDouble/intended(_:)``), for the constraints' data:
    /// a fraction is a double-double quotient, within ``Tableau/roundoff`` of itself.
    init(intended value: Double) {
        self.value = DoubleDouble.intended(value)
        error = self.value == DoubleDouble(value) ? 0 : Tableau.roundoff * abs(value)
    }

    init(value: DoubleDouble, error: Double) {
        self.value = value
        self.error = error
    }

    /// Zero as far as double-double can tell: within its error of zero.
    var isNoise: Bool { value.magnitude <= uncertainty }

    /// How far the true value may be from ``value``.
    var uncertainty: Double { error }

    /// `self + factor * other`. The error bound is rounded up by a relative 1e-12 for the doubles
    /// it is computed in.
    func adding(_ factor: CertifiedNumber, times other: CertifiedNumber) -> CertifiedNumber {
        let product = factor.value * other.value
        let sum = value + product
        let carried =
            error + factor.value.magnitude * other.error + factor.error * other.value.magnitude
            + factor.error * other.error
        let rounding = Tableau.roundoff * (product.magnitude + sum.magnitude)
        return CertifiedNumber(value: sum, error: (carried + rounding) * (1 + 1e-12))
    }

    /// `self / divisor`; the error is infinite when the divisor may be zero.
    func divided(by divisor: CertifiedNumber) -> CertifiedNumber {
        let d = divisor.value.magnitude
        let q = value / divisor.value
        guard divisor.error < d else { return CertifiedNumber(value: q, error: .infinity) }
        // |a/b − A/B| ≤ (|a − A| + |a/b|·|b − B|) / (|b| − |b − B|), plus the quotient's rounding.
        let carried = (error + q.magnitude * divisor.error) / (d - divisor.error)
        return CertifiedNumber(
            value: q, error: (carried + Tableau.roundoff * q.magnitude) * (1 + 1e-12))
    }
}

/// A linear expression `constant + Σ numbers[i]·symbols[i]` over tableau symbols, in certified
/// numbers, with the symbols in increasing order (as ``Row``'s).
struct CertifiedRow {
    var constant: CertifiedNumber
    var symbols: [Int] = []
    var numbers: [CertifiedNumber] = []

    init(constant: Double) { self.constant = CertifiedNumber(constant) }

    /// The expression `1·symbol`.
    init(symbol: Int) {
        constant = CertifiedNumber(0)
        symbols = [symbol]
        numbers = [CertifiedNumber(1)]
    }

    /// The coefficient of `symbol`, or `nil` if the row has none.
    func coefficient(of symbol: Int) -> CertifiedNumber? {
        let i = position(of: symbol)
        return i < symbols.count && symbols[i] == symbol ? numbers[i] : nil
    }

    /// Removes `symbol`'s term and returns its coefficient, or `nil` if the row has none.
    mutating func removeTerm(_ symbol: Int) -> CertifiedNumber? {
        let i = position(of: symbol)
        guard i < symbols.count && symbols[i] == symbol else { return nil }
        symbols.remove(at: i)
        return numbers.remove(at: i)
    }

    /// The position of `symbol` in ``symbols``, or where it would go.
    private func position(of symbol: Int) -> Int {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) &>> 1
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// `self += factor * other`, dropping terms that cancel exactly: a few terms are updated in
    /// place (a long row gaining a short one is most of an elimination), more by a merge of the
    /// two symbol lists. `inserted` is called with each symbol the row did not hold before.
    mutating func add(
        _ factor: CertifiedNumber, times other: CertifiedRow, inserted: (Int) -> Void = { _ in }
    ) {
        constant = constant.adding(factor, times: other.constant)
        guard !other.symbols.isEmpty else { return }
        if other.symbols.count <= 8 {
            for (s, c) in zip(other.symbols, other.numbers) {
                let i = position(of: s)
                if i < symbols.count && symbols[i] == s {
                    let sum = numbers[i].adding(factor, times: c)
                    if sum.value.hi == 0 {
                        symbols.remove(at: i)
                        numbers.remove(at: i)
                    } else {
                        numbers[i] = sum
                    }
                } else {
                    let term = CertifiedNumber(0).adding(factor, times: c)
                    if term.value.hi != 0 {
                        symbols.insert(s, at: i)
                        numbers.insert(term, at: i)
                        inserted(s)
                    }
                }
            }
            return
        }
        var mergedSymbols: [Int] = []
        var mergedNumbers: [CertifiedNumber] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedNumbers.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0
        var j = 0
        while i < symbols.count || j < other.symbols.count {
            let a = i < symbols.count ? symbols[i] : Int.max
            let b = j < other.symbols.count ? other.symbols[j] : Int.max
            if a < b {
                mergedSymbols.append(a)
                mergedNumbers.append(numbers[i])
                i += 1
                continue
            }
            let sum = (a == b ? numbers[i] : CertifiedNumber(0)).adding(factor, times: other.numbers[j])
            if a == b { i += 1 }
            j += 1
            if sum.value.hi != 0 {
                mergedSymbols.append(b)
                mergedNumbers.append(sum)
                if a != b { inserted(b) }
            }
        }
        symbols = mergedSymbols
        numbers = mergedNumbers
    }

    /// The row in doubles, rounded once, without the terms (or constant) that are noise.
    func rounded() -> Row {
        var row = Row(constant: constant.isNoise ? 0 : constant.value.value)
        for (s, c) in zip(symbols, numbers) where !c.isNoise {
            row.symbols.append(s)
            row.coefficients.append(c.value.value)
        }
        return row
    }
}

extension Tableau {
    /// The rounding of one double-double operation, relative to its result: sums round by at
    /// most 3u², products by 7u² and quotients by about 10u² (u = 2⁻⁵³, u² ≈ 1.2e-32; Joldes,
    /// Muller and Popescu, "Tight and rigorous error bounds for basic building blocks of
    /// double-word arithmetic", 2017); 4e-31 is about 32u². Before the running error bound the
    /// certificate took 1e-28 of the sum of every magnitude that went into a number, which for
    /// values of a few hundred reached 1e26 (wide seed 17) and left them uncertain.
    static let roundoff = 4e-31

    /// Recomputes the basic solution and every level's reduced costs from the constraints for the
    /// current basis, in double-double arithmetic, and checks that the basis is feasible and
    /// optimal.
    ///
    /// The tableau's own rows are derived by pivots in double precision; with coefficients at both
    /// ends of ``Solver/coefficientRange`` chained, its rounding reaches reduced costs of 1e-10
    /// that are real and values of 1e9, and every tolerance it uses is then either too tight (noise
    /// pivots) or too loose (stopping short of the optimum: issue 19, wide systems whose lower
    /// levels ended 22 % above their optimum). The constraints' own numbers are read as the
    /// rationals they stand for (``DoubleDouble/intended(_:)``: `0.001` is 1/1000), to about 1e-32,
    /// so only this elimination rounds, about 2^53 times less than the tableau; a value is zero
    /// when it is within its error bound (``CertifiedNumber/error``) of zero. When the basis is
    /// feasible (``Certificate/optimal`` or ``Certificate/improvable(symbol:direction:row:)``), the
    /// rows and objectives are replaced by the recomputed ones, rounded once, noise stored as zero.
    ///
    /// - Complexity: A sparse Gauss-Jordan elimination of every constraint's equation (about the
    ///   cost of adding them all in one batch). Only wide tableaux call it.
    mutating func certify() -> Certificate {
        guard phaseOne == nil else { return .uncertain(symbol: -1) }
        certificateCount &+= 1
        guard let fresh = recomputedRows() else { return .uncertain(symbol: -1) }
        for id in rows.indices where basics[id] >= 0 {
            let basic = basics[id]
            guard let row = fresh[basic] else { return .uncertain(symbol: basic) }
            let value = row.constant
            // The reported value must be known to the tolerances the solver promises.
            if value.uncertainty > Tableau.zeroValue * max(1, value.value.magnitude) {
                return .uncertain(symbol: basic)
            }
            switch kinds[basic] {
            case .external: break
            case .slack, .error:
                if value.value.hi < 0 && !value.isNoise { return .infeasible(symbol: basic) }
            case .dummy:
                if !value.isNoise { return .infeasible(symbol: basic) }
            }
        }
        let costs = certifiedCosts(fresh)
        var candidates = Set<Int>()
        for cost in costs { candidates.formUnion(cost.symbols) }
        var finding: (symbol: Int, direction: Double)? = nil
        search: for s in candidates.sorted() where kinds[s] != .dummy {
            for cost in costs {
                guard let d = cost.coefficient(of: s) else { continue }
                if d.isNoise {
                    if d.uncertainty > Tableau.optimalityTolerance { return .uncertain(symbol: s) }
                    continue
                }
                let negative = d.value.hi < 0
                if kinds[s] == .external {
                    finding = (s, negative ? 1 : -1)
                    break search
                }
                if negative {
                    finding = (s, 1)
                    break search
                }
                break
            }
        }
        adopt(fresh, costs)
        guard let (symbol, direction) = finding else { return .optimal }
        return .improvable(
            symbol: symbol, direction: direction,
            row: certifiedLeavingRow(for: symbol, direction: direction, fresh))
    }

    /// Each basic symbol's expression in the non-basic ones (indexed by symbol id), eliminated
    /// again from every constraint's equation for the current basis in double-double arithmetic,
    /// or `nil` if the basis is singular in those equations (the rows lost a coefficient); a
    /// basic symbol no equation was solved for has no row.
    private func recomputedRows() -> [CertifiedRow?]? {
        var fresh = [CertifiedRow?](repeating: nil, count: kinds.count)
        // The basic symbols whose fresh row holds a symbol (a superset: entries are not removed).
        var holders = [[Int]](repeating: [], count: kinds.count)
        // The constraints' numbers as the user wrote them (`0.001` is 1/1000), each converted once.
        var intended: [UInt64: CertifiedNumber] = [:]
        func number(_ value: Double) -> CertifiedNumber {
            if let known = intended[value.bitPattern] { return known }
            let converted = CertifiedNumber(intended: value)
            intended[value.bitPattern] = converted
            return converted
        }
        for record in records.values.sorted(by: { $0.constraint.id < $1.constraint.id }) {
            var row = CertifiedRow(constant: 0)
            row.constant = number(record.constant)
            func add(_ coefficient: Double, _ s: Int) {
                row.add(number(coefficient), times: fresh[s] ?? CertifiedRow(symbol: s))
            }
            for term in record.constraint.expression.reduced.terms {
                add(term.coefficient, symbolOfVariable[term.variable.id]!)
            }
            for (s, c) in markerTerms(record) { add(c, s) }
            // Solve for the basic symbol with the largest coefficient among those not yet defined
            // (ties to the lowest id).
            var subject = -1
            var largest = 0.0
            for (s, c) in zip(row.symbols, row.numbers)
            where rowOf[s] >= 0 && fresh[s] == nil && !c.isNoise {
                if c.value.magnitude > largest {
                    subject = s
                    largest = c.value.magnitude
                }
            }
            guard subject >= 0 else { return nil }
            // 0 = row  ⇒  subject = -(row - c·subject) / c
            let c = row.removeTerm(subject)!
            var solved = CertifiedRow(constant: 0)
            solved.add(CertifiedNumber(-1).divided(by: c), times: row)
            for holder in holders[subject] {
                guard let factor = fresh[holder]!.removeTerm(subject) else { continue }
                // A holder is listed once per symbol it gains (listing it again for every symbol of
                // `solved` made the lists grow with every substitution: wide seed 599 spent six
                // seconds per certificate walking them).
                fresh[holder]!.add(factor, times: solved) { holders[$0].append(holder) }
            }
            // `subject` is defined now: later equations use its row, so no row holds it again.
            holders[subject] = []
            for s in solved.symbols { holders[s].append(subject) }
            fresh[subject] = solved
        }
        return fresh
    }

    /// Each level's objective (in ``levelOrder``) in terms of the non-basic symbols, from the
    /// recomputed rows: its reduced costs.
    private func certifiedCosts(_ fresh: [CertifiedRow?]) -> [CertifiedRow] {
        var errorsOfLevel: [[Int]] = Array(repeating: [], count: objectives.count)
        for record in records.values where record.level >= 0 {
            errorsOfLevel[record.level] += errorSymbols(of: record)
        }
        var costs: [CertifiedRow] = []
        for level in levelOrder {
            var objective = CertifiedRow(constant: 0)
            for s in errorsOfLevel[level] {
                objective.add(CertifiedNumber(1), times: fresh[s] ?? CertifiedRow(symbol: s))
            }
            costs.append(objective)
        }
        return costs
    }

    /// Replaces the rows and objectives by the recomputed ones, rounded once, with every
    /// coefficient and value double-double cannot tell from zero stored as zero: what is left is
    /// real, and the ambiguity cone (``FaceCone``) reads a wide tableau's zeros exactly.
    private mutating func adopt(_ fresh: [CertifiedRow?], _ costs: [CertifiedRow]) {
        certifiedConstants = [DoubleDouble](repeating: .zero, count: rows.count)
        for id in rows.indices where basics[id] >= 0 {
            touchRow(id)
            rows[id] = fresh[basics[id]]!.rounded()
            if rows[id].constant != 0 { certifiedConstants[id] = fresh[basics[id]]!.constant.value }
        }
        columns = [[Int]](repeating: [], count: kinds.count)
        for id in rows.indices where basics[id] >= 0 {
            for s in rows[id].symbols { columns[s].append(id) }
        }
        for (position, level) in levelOrder.enumerated() {
            touchLevel(level)
            objectives[level] = costs[position].rounded()
            levelHints[level] = 0
        }
    }

    /// Checks, for a wide tableau, the row the dual simplex could not make feasible: the row of
    /// `basic` is recomputed from the constraints in double-double (with every other row and the
    /// objectives, which replace the tableau's as in ``certify()``), and either proves that the
    /// required constraints have no solution or names the pivot the double-precision simplex
    /// skipped as noise.
    ///
    /// The proof is the row itself: `basic = constant + Σ aᵢ·sᵢ` with `basic` and every `sᵢ`
    /// non-negative, the constant certainly negative and no `aᵢ` certainly positive (and no free
    /// symbol) leaves `basic` negative whatever the `sᵢ`. With coefficients at both ends of
    /// ``Solver/coefficientRange`` chained, a real coefficient of 4e-12 sits in a row beside ones
    /// of 1e-6 and the simplex skips it as rounding (issue 19, wide seed 194: a feasible
    /// `setConstant` refused as unsatisfiable).
    mutating func certifyDualFailure(basic: Int) -> DualCertificate {
        guard phaseOne == nil, rowOf[basic] >= 0 else { return .uncertain }
        certificateCount &+= 1
        guard let fresh = recomputedRows(),
            rows.indices.allSatisfy({ basics[$0] < 0 || fresh[basics[$0]] != nil })
        else { return .uncertain }
        let row = fresh[basic]!
        let value = row.constant
        adopt(fresh, certifiedCosts(fresh))
        switch kinds[basic] {
        case .external: return .holds
        case .dummy: return value.isNoise ? .holds : .infeasible
        case .slack, .error:
            if value.isNoise || value.value.hi >= 0 { return .holds }
        }
        var best = -1
        var bestCoefficient = 0.0
        for (s, c) in zip(row.symbols, row.numbers) where !c.isNoise && kinds[s] != .dummy {
            guard kinds[s] == .external || c.value.hi > 0 else { continue }
            let size = c.value.magnitude
            if best < 0 || dualRatio(s, size, isLessThan: best, bestCoefficient) {
                best = s
                bestCoefficient = size
            }
        }
        return best >= 0 ? .enters(best) : .infeasible
    }

    /// The value of a symbol in double-double: the certificate's value when the symbol's row is
    /// still the one the last certificate computed (its constant is that value rounded), else the
    /// row's constant.
    func certifiedValue(ofSymbol s: Int) -> DoubleDouble {
        let r = rowOf[s]
        guard r >= 0 else { return .zero }
        let constant = rows[r].constant
        if r < certifiedConstants.count, certifiedConstants[r].value == constant { return certifiedConstants[r] }
        return DoubleDouble(constant)
    }

    /// The ratio test on the certified rows: a basic dummy whose row holds `entering` blocks at
    /// once; otherwise the restricted row that blocks first, ties to the lowest basic symbol.
    private func certifiedLeavingRow(
        for entering: Int, direction: Double, _ fresh: [CertifiedRow?]
    ) -> Int? {
        var best: (id: Int, ratio: DoubleDouble, basic: Int)? = nil
        for id in rows.indices where basics[id] >= 0 {
            let basic = basics[id]
            guard let a = fresh[basic]!.coefficient(of: entering), !a.isNoise else { continue }
            let ratio: DoubleDouble
            switch kinds[basic] {
            case .external: continue
            case .dummy: ratio = .zero
            case .slack, .error:
                guard a.value.hi * direction < 0 else { continue }
                let constant = fresh[basic]!.constant
                let value = constant.isNoise || constant.value.hi < 0 ? DoubleDouble.zero : constant.value
                ratio = value / (a.value.hi < 0 ? -a.value : a.value)
            }
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.basic) {
                best = (id, ratio, basic)
            }
        }
        return best?.id
    }

    /// The id of a constraint `symbol` belongs to: its owner for a slack, error or dummy, else the
    /// oldest constraint on the variable.
    func constraintID(of symbol: Int) -> Int {
        if owner[symbol] >= 0 { return owner[symbol] }
        var best = -1
        for record in records.values where record.variables.contains(symbol) {
            if best < 0 || record.constraint.id < best { best = record.constraint.id }
        }
        return best
    }
}
