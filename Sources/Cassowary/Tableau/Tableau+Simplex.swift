// Primal simplex over the lexicographic objective (and phase one), and dual simplex.

extension Tableau {
    /// Whether `symbol`'s coefficient is zero in every level ranked above position `position` of
    /// ``levelOrder``.
    @inline(__always)
    func isZeroAbove(_ symbol: Int, position: Int) -> Bool {
        var p = 0
        while p < position {
            if abs(objectives[levelOrder[p]].coefficient(of: symbol)) > Tableau.optimalityTolerance { return false }
            p += 1
        }
        return true
    }

    /// Whether moving `symbol` in `direction` leaves every level ranked above position `position`
    /// of ``levelOrder`` unchanged, so the level at `position` decides whether it enters.
    ///
    /// In an ordinary tableau that is ``isZeroAbove(_:position:)``. In a ``wide`` one a higher
    /// level's cost below ``optimalityTolerance`` can be real: wide seed 134 had a cost of 5e-11
    /// above one of -1e-5, the step was 5.7e7, and entering on the lower level raised the higher
    /// one by 2.8e-3, which the next pivot took back, alternately, until the pivot limit. So there
    /// any higher cost against the move blocks it, however small: when that stops the simplex
    /// short, the certificate (``certify()``) finds the step and takes it.
    ///
    /// No threshold above zero would do. The symbol that just left has the costs of the one that
    /// entered divided by the pivot, `d / a` with `a < 0`: at the level that decided the pivot, a
    /// cost against moving it back. With `a` of 2e6 (coefficients 1e-3 and 1e3 chained), a
    /// deciding cost of -4.1e-9 becomes 2.1e-15 against, below a threshold of 1e-12, and the
    /// simplex moved it straight back for a lower level's gain, then forward again, 2,400 times
    /// per call (wide seed 599: every pivot also recomputed the rows, four seconds per add in a
    /// debug build). A cost of exactly zero blocks nothing, so that reversal is the only cycle
    /// this rule removes; degenerate ones are Bland's rule's.
    @inline(__always)
    func leavesHigherLevels(_ symbol: Int, position: Int, direction: Double) -> Bool {
        guard wide else { return isZeroAbove(symbol, position: position) }
        var p = 0
        while p < position {
            let c = objectives[levelOrder[p]].coefficient(of: symbol)
            if abs(c) > Tableau.optimalityTolerance || c * direction > 0 {
                return false
            }
            p += 1
        }
        return true
    }

    /// Whether the reduced cost of `symbol` is zero at every level.
    func hasZeroReducedCost(_ symbol: Int) -> Bool {
        isZeroAbove(symbol, position: levelOrder.count)
    }

    /// The entering symbol and its direction (+1 increase, -1 decrease for a free symbol) for the
    /// primal simplex: the lowest symbol id whose reduced-cost vector is lexicographically negative
    /// in that direction (Bland's rule, so degenerate pivots cannot cycle).
    func enteringSymbol() -> (symbol: Int, direction: Double)? {
        var hints = levelHints
        return enteringSymbol(hints: &hints)
    }

    /// ``enteringSymbol()`` that also raises each level's scan hint past the coefficients it proved
    /// non-negative.
    mutating func enteringSymbolUpdatingHints() -> (symbol: Int, direction: Double)? {
        var hints: [Int] = []
        swap(&hints, &levelHints)
        defer { swap(&hints, &levelHints) }
        return enteringSymbol(hints: &hints)
    }

    func enteringSymbol(hints: inout [Int]) -> (symbol: Int, direction: Double)? {
        var best = -1
        var bestDirection = 0.0
        for position in levelOrder.indices {
            let level = levelOrder[position]
            let row = objectives[level]
            var i = row.position(of: hints[level]).index
            var firstNegative = Int.max
            while i < row.symbols.count {
                let s = row.symbols[i]
                if best >= 0 && s >= best { break }
                let c = row.coefficients[i]
                i += 1
                let direction: Double
                switch kinds[s] {
                case .dummy: continue
                case .external:
                    if abs(c) <= Tableau.optimalityTolerance { continue }
                    direction = c < 0 ? 1 : -1
                case .slack, .error:
                    if c >= -Tableau.optimalityTolerance { continue }
                    direction = 1
                }
                if firstNegative == Int.max { firstNegative = s }
                if !leavesHigherLevels(s, position: position, direction: direction) { continue }
                best = s
                bestDirection = direction
                break
            }
            // Everything below `firstNegative` (or the whole scanned tail) is non-negative.
            if i >= row.symbols.count || firstNegative != Int.max {
                hints[level] = max(hints[level], firstNegative)
            }
        }
        return best >= 0 ? (best, bestDirection) : nil
    }

    /// The entering symbol for phase one: the lowest id that decreases the artificial objective.
    func phaseOneEnteringSymbol() -> (symbol: Int, direction: Double)? {
        guard let row = phaseOne else { return nil }
        for i in row.symbols.indices {
            let s = row.symbols[i]
            let c = row.coefficients[i]
            switch kinds[s] {
            case .dummy: continue
            case .external:
                if abs(c) > Tableau.optimalityTolerance { return (s, c < 0 ? 1 : -1) }
            case .slack, .error:
                if c < -Tableau.optimalityTolerance { return (s, 1) }
            }
        }
        return nil
    }

    /// The row whose basic symbol leaves when `entering` moves in `direction`, or `nil` when no
    /// restricted row limits the move.
    ///
    /// A row takes part only if its coefficient of `entering` is a real one (beyond
    /// ``pivotTolerance``): dividing by a coefficient that is only rounding noise is how values ran
    /// away to 1e12 and required constraints ended violated. A basic dummy (a redundant required
    /// equality, which must stay exactly zero) blocks any move; the one with the largest coefficient
    /// leaves. Otherwise the ratio test is Harris's two passes: the first finds the longest step that
    /// keeps every restricted row above `-feasibilityTolerance`, the second picks, among the rows
    /// that block within that step, the one with the largest coefficient (the most stable pivot),
    /// ties to the lowest basic symbol. With `bland` the second pass takes the lowest basic symbol
    /// among the rows tied at the smallest ratio instead (Bland's rule, which cannot cycle).
    func leavingRow(for entering: Int, direction: Double, bland: Bool = false) -> Int? {
        var bound = Double.infinity
        var dummy = -1
        var dummyPivot = 0.0
        var smallest = Double.infinity
        for id in columns[entering] where isLive(id, entering) {
            let basic = basics[id]
            let kind = kinds[basic]
            if kind == .external { continue }
            let a = rows[id].coefficient(of: entering) * direction
            if kind == .dummy {
                if abs(a) > Tableau.pivotTolerance, isPivot(a, inRow: id),
                    abs(a) > dummyPivot || (abs(a) == dummyPivot && basic < basics[dummy])
                {
                    dummy = id
                    dummyPivot = abs(a)
                }
                continue
            }
            guard a < -Tableau.pivotTolerance, isPivot(a, inRow: id) else { continue }
            let constant = max(0, rows[id].constant)
            bound = min(bound, (constant + Tableau.feasibilityTolerance) / -a)
            smallest = min(smallest, constant / -a)
        }
        if dummy >= 0 { return dummy }
        guard bound < .infinity else { return nil }
        var best = -1
        var bestPivot = 0.0
        var bestBasic = Int.max
        for id in columns[entering] where isLive(id, entering) {
            let basic = basics[id]
            guard kinds[basic] == .slack || kinds[basic] == .error else { continue }
            let a = rows[id].coefficient(of: entering) * direction
            guard a < -Tableau.pivotTolerance, isPivot(a, inRow: id) else { continue }
            let ratio = max(0, rows[id].constant) / -a
            guard ratio <= bound else { continue }
            if bland {
                guard ratio <= smallest + Tableau.feasibilityTolerance / -a else { continue }
                if basic < bestBasic {
                    best = id
                    bestBasic = basic
                }
            } else if -a > bestPivot || (-a == bestPivot && basic < bestBasic) {
                best = id
                bestPivot = -a
                bestBasic = basic
            }
        }
        return best
    }

    /// Whether `a`, a coefficient of row `id`, is large enough next to the row's other
    /// coefficients to pivot on (see ``Tableau/relativePivotTolerance``). Coefficients of at least
    /// ``Tableau/clearPivot`` pass without looking at the row.
    @inline(__always)
    func isPivot(_ a: Double, inRow id: Int) -> Bool {
        abs(a) >= Tableau.clearPivot
            || abs(a) >= Tableau.relativePivotTolerance * rows[id].largestCoefficient
    }

    /// Runs the primal simplex until no symbol improves the objective (or phase one's artificial
    /// objective when it is set).
    ///
    /// The entering symbol is always the lowest eligible id; the leaving row is the most stable
    /// one (see ``leavingRow(for:direction:bland:)``) until ``blandAfter`` pivots in a row have made
    /// no progress, and then follows Bland's rule until one does, so degenerate pivots cannot cycle.
    mutating func optimize() {
        var stalled = 0
        var count = 0
        var recomputed = false
        let limit = pivotLimit
        while true {
            let choice = phaseOne != nil ? phaseOneEnteringSymbol() : enteringSymbolUpdatingHints()
            // A reduced cost below ``optimalityTolerance`` can be real when coefficients are far
            // apart (1e-10 with steps of 1e9); a wide tableau's answer is checked in double-double
            // arithmetic afterwards (``certify()``), which pivots on such costs itself.
            guard let (entering, direction) = choice else { return }
            count += 1
            if count > limit {
                // Still improving after this many pivots: the tolerances disagree about a reduced cost
                // (one level's coefficient counts as zero, the next pivot turns it into a real cost, and
                // the two pivots alternate). Drop such costs instead of pivoting: bounded, and the
                // tableau ends optimal by the same test the next call uses.
                dropNoiseReducedCost(of: entering)
                continue
            }
            guard
                let id = leavingRow(
                    for: entering, direction: direction, bland: stalled >= Tableau.blandAfter)
            else {
                // Nothing limits the move, yet a sum of non-negative errors cannot be unbounded: the
                // reduced cost that made the symbol eligible is rounding noise, or the coefficients that
                // should limit the move are lost in it. A wide tableau recomputes its rows once first
                // (dropping a real cost stops the simplex short of the optimum); then the cost is
                // dropped and the run goes on.
                if wide && !recomputed && phaseOne == nil {
                    recomputed = true
                    refactor()
                    continue
                }
                dropNoiseReducedCost(of: entering)
                continue
            }
            let degenerate = rows[id].constant <= Tableau.feasibilityTolerance
            stalled = degenerate ? stalled + 1 : 0
            pivot(entering: entering, row: id)
            if phaseOne == nil && growthSinceRefactor > Tableau.refactorGrowth { refactor() }
        }
    }

    /// Removes the coefficient that makes `symbol` eligible to enter: in phase one's objective,
    /// or in the highest level where it is not zero.
    mutating func dropNoiseReducedCost(of symbol: Int) {
        if phaseOne != nil {
            phaseOne!.remove(symbol)
            return
        }
        for level in levelOrder where objectives[level].coefficient(of: symbol) != 0 {
            noteLevelTerm(level, symbol)
            objectives[level].remove(symbol)
            return
        }
    }

    /// The most pivots one simplex run may take. Exact arithmetic cannot cycle (Bland's rule
    /// for ties, strict progress otherwise), so the limit only stops a run that rounding noise keeps
    /// going.
    var pivotLimit: Int { 1000 + 20 * rows.count }

    /// Compares the dual ratios `cost(a)/ca` and `cost(b)/cb` level by level.
    func dualRatio(_ a: Int, _ ca: Double, isLessThan b: Int, _ cb: Double) -> Bool {
        for level in levelOrder {
            let ra = objectives[level].coefficient(of: a) / ca
            let rb = objectives[level].coefficient(of: b) / cb
            if ra < rb { return true }
            if ra > rb { return false }
        }
        return a < b
    }

    /// The symbol that enters when the restricted basic symbol of row `id` (which is negative)
    /// leaves: the least lexicographic ratio of reduced cost to coefficient.
    func dualEnteringSymbol(row id: Int) -> Int? {
        let row = rows[id]
        var best = -1
        var bestCoefficient = 0.0
        let noise = Tableau.relativePivotTolerance * row.largestCoefficient
        for i in row.symbols.indices {
            let s = row.symbols[i]
            var c = row.coefficients[i]
            switch kinds[s] {
            case .dummy: continue
            case .external: c = abs(c)
            case .slack, .error: break
            }
            // A coefficient that is only rounding noise is no pivot.
            if c <= Tableau.pivotTolerance || c < noise { continue }
            if best < 0 || dualRatio(s, c, isLessThan: best, bestCoefficient) {
                best = s
                bestCoefficient = c
            }
        }
        return best >= 0 ? best : nil
    }

    /// Restores feasibility after constants changed, keeping the objective optimal.
    ///
    /// - Returns: The basic symbol of a row that cannot be made feasible, or `nil` on success.
    mutating func dualOptimize() -> Int? {
        collectsInfeasible = true
        defer { collectsInfeasible = false }
        var count = 0
        let limit = pivotLimit
        while let basic = infeasible.popMin() {
            count += 1
            if count > limit {
                infeasible.removeAll()
                return nil
            }
            let id = rowOf[basic]
            guard id >= 0, rows[id].constant < -Tableau.zeroValue else { continue }
            guard let entering = dualEnteringSymbol(row: id) else {
                infeasible.removeAll()
                return basic
            }
            pivot(entering: entering, row: id)
            if growthSinceRefactor > Tableau.refactorGrowth { refactor() }
        }
        return nil
    }

    /// ``dualOptimize()``, with every verdict on a row that cannot be made feasible checked in a
    /// wide tableau (``certifyDualFailure(basic:)``): a row that is feasible after all, or has a
    /// real pivot the double-precision test skipped as noise, is repaired and the dual simplex
    /// goes on (up to ``dualRepairs`` times); a proved failure sets ``infeasibilityCertified``.
    ///
    /// - Parameters:
    ///   - first: The basic symbol of a row already found infeasible (a basic dummy that is no
    ///     longer zero), or `nil` to start with the queued rows.
    ///   - limit: How many rows to check at most (each check is one elimination).
    /// - Returns: The basic symbol of a row that cannot be made feasible, or `nil` on success.
    mutating func certifiedDualOptimize(
        failing first: Int? = nil, repairs limit: Int = Tableau.dualRepairs
    ) -> Int? {
        infeasibilityCertified = false
        var failing = first ?? dualOptimize()
        guard wide else { return failing }
        var repairs = 0
        while let basic = failing {
            guard repairs < limit else { return basic }
            repairs += 1
            switch certifyDualFailure(basic: basic) {
            case .infeasible:
                infeasibilityCertified = true
                return basic
            case .uncertain:
                return basic
            case .holds:
                break
            case .enters(let symbol):
                pivot(entering: symbol, row: rowOf[basic])
            }
            // The rows were replaced: queue every infeasible one again. A basic dummy's row holds
            // only dummies, so its certified value, if not zero, is a conflict no pivot repairs.
            infeasible.removeAll()
            for id in rows.indices where basics[id] >= 0 {
                let b = basics[id]
                switch kinds[b] {
                case .external: break
                case .dummy:
                    if rows[id].constant != 0 {
                        infeasibilityCertified = true
                        return b
                    }
                case .slack, .error:
                    if rows[id].constant < 0 { infeasible.push(b) }
                }
            }
            failing = dualOptimize()
        }
        return nil
    }

    /// How many rows ``certifiedDualOptimize(failing:)`` repairs before it gives up. Each costs
    /// one elimination.
    static let dualRepairs = 64

    /// Whether the current basic solution is optimal at every level.
    var isOptimal: Bool { enteringSymbol() == nil }
}
