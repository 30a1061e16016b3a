// The cone of the optimal face at the solver's current vertex: exact ambiguity for every
// variable from one pass over the solved tableau.

/// The directions in which the current optimal solution can move without leaving the optimal
/// face, in the coordinates of the tableau's movable non-basic symbols.
///
/// At an optimal tableau every restricted non-basic symbol has a reduced-cost vector that is zero
/// or lexicographically positive, and every free one a zero vector. A solution keeps every
/// level's error exactly when the symbols with a positive vector stay at zero, so the optimal face
/// is the feasible region with those symbols fixed: the *movable* symbols (non-basic, not a dummy,
/// zero reduced cost at every user level) may change, each restricted one only upward, and every
/// restricted basic row must stay non-negative and every basic dummy at zero. A variable is
/// constant on that face exactly when it is constant on the face's cone at the current vertex
/// (the face is convex and contains the vertex), and near the vertex only the rows that are at
/// zero now (*tight*) can stop a move. So the cone is
///
///     d_j >= 0 (restricted movable j),   A_t·d >= 0 (tight rows),   A_e·d = 0 (basic dummies),
///
/// and a variable whose row is `x = b + a·d` is ambiguous exactly when `a·d != 0` for some `d` in
/// it (`a` is the unit vector of a movable non-basic variable).
///
/// Most variables are decided by looking at their own row: no movable symbol in it means fixed,
/// a movable symbol that no tight row or basic dummy mentions means free to move. For the others
/// the cone is worked out once: a small tableau holds it (the tight rows and basic dummies over the
/// movable symbols, every constant 0), and for each of its restricted symbols the primal simplex
/// (Bland's rule, so degenerate steps cannot cycle) maximises it over the cone, continuing from the
/// basis the previous run left. Unbounded: the symbol, and every restricted symbol that grows along
/// the same ray, can be positive. Bounded (at 0): the symbol is zero on the whole cone, an *implicit
/// equality*, and becomes a dummy. Then the basic dummies are pivoted out wherever a movable symbol
/// can replace them, and the non-dummy non-basic symbols are free coordinates of the cone's span: a
/// variable is constant on the cone exactly when its row, rewritten in them, has none of them.
///
/// The tolerances are the solver's: a row is tight when its constant is within
/// ``Tableau/zeroValue`` of zero, and a coefficient or reduced cost counts beyond
/// ``Tableau/optimalityTolerance``. A wide tableau's rows come from its certificate
/// (``Tableau/certify()``), which stores as zero what double-double arithmetic cannot tell from
/// zero, so there a row is tight when its constant is 0 and every stored coefficient counts.
struct FaceCone {
    /// The ``Solver/version`` of the tableau this cone was derived from.
    let version: Int
    /// The movable symbol of the small tableau for each symbol of the solver's tableau, or -1.
    private var local: [Int]
    /// For each symbol of the small tableau, whether some tight row or basic dummy mentions it.
    private var blocked: [Bool]
    /// The cone, its implicit equalities made dummies, in a basis where no basic dummy has a
    /// non-dummy symbol left to trade places with.
    private var cone: Tableau

    init(_ t: Tableau, version: Int) {
        self.version = version
        let count = t.kinds.count
        // A wide tableau's rows and reduced costs come from its certificate (``Tableau/certify()``),
        // which stores what double-double cannot tell from zero as zero: every stored number is
        // real there, however small (a reduced cost of 1e-10 is one with coefficients far apart).
        let tolerance = t.wide ? 0 : Tableau.optimalityTolerance
        let degenerate = t.wide ? 0 : Tableau.zeroValue
        // Symbols with a non-zero reduced cost at a user level (ambiguity biases live below them).
        var costly = [Bool](repeating: false, count: count)
        for position in t.levelOrder.indices {
            let level = t.levelOrder[position]
            guard t.levelPriorities[level] > Tableau.biasPriority else { continue }
            let row = t.objectives[level]
            for i in row.symbols.indices where abs(row.coefficients[i]) > tolerance {
                costly[row.symbols[i]] = true
            }
        }
        local = [Int](repeating: -1, count: count)
        cone = Tableau()
        for s in 0..<count where t.rowOf[s] < 0 && t.kinds[s] != .dummy && !costly[s] {
            local[s] = cone.newSymbol(t.kinds[s] == .external ? .external : .slack)
        }
        blocked = [Bool](repeating: false, count: cone.kinds.count)
        for id in t.rows.indices {
            let basic = t.basics[id]
            guard basic >= 0 else { continue }
            let kind = t.kinds[basic]
            switch kind {
            case .external: continue
            case .slack, .error: if t.rows[id].constant > degenerate { continue }
            case .dummy: break
            }
            var row = Row()
            let source = t.rows[id]
            for i in source.symbols.indices {
                let j = local[source.symbols[i]]
                guard j >= 0, abs(source.coefficients[i]) > tolerance else { continue }
                // Symbols of the small tableau are made in the order of the solver's, so the row stays
                // sorted.
                row.symbols.append(j)
                row.coefficients.append(source.coefficients[i])
            }
            guard !row.symbols.isEmpty else { continue }
            for j in row.symbols { blocked[j] = true }
            let marker = cone.newSymbol(kind == .dummy ? .dummy : .slack)
            cone.allocateRow(basic: marker, row)
        }
        findImplicitEqualities()
    }

    /// Makes every restricted symbol of ``cone`` that is zero on the whole cone a dummy, then pivots
    /// non-dummy symbols into the rows of basic dummies.
    private mutating func findImplicitEqualities() {
        let count = cone.kinds.count
        guard count > 0 else { return }
        var positive = [Bool](repeating: false, count: count)
        let level = cone.level(for: -1)
        for z in 0..<count where cone.kinds[z] == .slack && !positive[z] {
            // Maximise z: minimise −z, from the basis the previous symbol's run left.
            cone.objectives[level] = Row()
            cone.levelHints[level] = 0
            cone.addToObjective(level: level, z, -1)
            var steps = 0
            var bounded = true
            while let (entering, sense) = cone.enteringSymbol(), steps < cone.pivotLimit {
                steps += 1
                guard let id = cone.leavingRow(for: entering, direction: sense, bland: true) else {
                    // A ray: z grows without bound, and with it the entering symbol (if restricted) and
                    // every restricted basic symbol whose row gains along the ray.
                    bounded = false
                    positive[z] = true
                    if cone.kinds[entering] == .slack { positive[entering] = true }
                    for r in cone.columns[entering] where cone.isLive(r, entering) {
                        let b = cone.basics[r]
                        if cone.kinds[b] == .slack,
                            cone.rows[r].coefficient(of: entering) * sense > Tableau.optimalityTolerance
                        {
                            positive[b] = true
                        }
                    }
                    break
                }
                cone.pivot(entering: entering, row: id)
            }
            // Out of steps (rounding noise keeping the walk going): counted as able to move.
            if bounded, steps >= cone.pivotLimit { positive[z] = true }
            if !positive[z] { cone.kinds[z] = .dummy }
        }
        cone.objectives[level] = Row()
        // Trade basic dummies for non-basic movable symbols, largest coefficient first.
        for id in cone.rows.indices {
            let basic = cone.basics[id]
            guard basic >= 0, cone.kinds[basic] == .dummy else { continue }
            var best = -1
            var size = Tableau.optimalityTolerance
            let row = cone.rows[id]
            for i in row.symbols.indices where cone.kinds[row.symbols[i]] != .dummy && abs(row.coefficients[i]) > size {
                best = row.symbols[i]
                size = abs(row.coefficients[i])
            }
            if best >= 0 { cone.pivot(entering: best, row: id) }
        }
    }

    /// Whether `Σ coefficient·symbol` over symbols of `t` (the tableau this cone was derived
    /// from) can move along the optimal face: one symbol for a variable in the tableau, several for
    /// a defined variable (see ``Definitions``).
    func canMove(_ combination: [(symbol: Int, coefficient: Double)], in t: Tableau) -> Bool {
        // The combination over the solver's non-basic symbols: each basic symbol's row, each
        // non-basic symbol itself.
        var source = Row()
        for (s, k) in combination {
            let r = t.rowOf[s]
            if r >= 0 {
                source.addInPlace(k, t.rows[r], inserted: { _ in }, removed: { _ in })
            } else {
                source.add(k, to: s)
            }
        }
        // Then over the movable symbols, rewritten in the cone's non-basic symbols.
        var target = Row()
        func add(_ coefficient: Double, _ j: Int) {
            let r = cone.rowOf[j]
            if r >= 0 {
                target.addInPlace(coefficient, cone.rows[r], inserted: { _ in }, removed: { _ in })
            } else {
                target.add(coefficient, to: j)
            }
        }
        let tolerance = t.wide ? 0 : Tableau.optimalityTolerance
        for i in source.symbols.indices {
            let j = local[source.symbols[i]]
            guard j >= 0, abs(source.coefficients[i]) > tolerance else { continue }
            if !blocked[j] { return true }
            add(source.coefficients[i], j)
        }
        for i in target.symbols.indices
        where cone.kinds[target.symbols[i]] != .dummy && abs(target.coefficients[i]) > tolerance {
            return true
        }
        return false
    }
}
