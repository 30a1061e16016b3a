// Whether a variable's optimal value is unique, and moving to another optimum when it is not.

extension Solver {
    /// Whether `variable` can take more than one value among the optimal solutions.
    ///
    /// A variable is ambiguous when some other solution satisfies every required constraint and
    /// has the same error at every priority level but gives the variable a different value: a
    /// missing constraint (a free, parametric variable), or optional constraints that tie (two views
    /// with equal hugging priority competing for space). The answer is exact: the optimal solutions
    /// form a face of the feasible region, the variable is ambiguous when it is not constant on that
    /// face, and since the face is convex and contains the current solution that is decided on the
    /// face's cone of directions at the current vertex (see `FaceCone`), which the solver derives
    /// once from the solved tableau and reuses for every variable until the next change.
    ///
    /// ```swift
    /// try solver.add((a + b).equals(100))
    /// solver.isAmbiguous(a)   // true: nothing says how to split 100
    /// ```
    ///
    /// - Returns: `false` for a variable that no constraint in the solver mentions.
    /// - Complexity: After a change, one pass over the tableau; then O(the variable's row) for most
    ///   variables, and a simplex run on the small cone problem for a variable whose every way of
    ///   moving meets a constraint that holds with equality.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        flushIfNeeded()
        switch combination(of: variable) {
        case .tableau: break
        case .free: return true
        case .constant: return false
        case .symbols(let symbols):
            if symbols.count == 1, symbols[0].coefficient != 0 { return isAmbiguous(symbol: symbols[0].symbol) }
            return faceCone.canMove(symbols, in: tableau)
        }
        guard let s = tableau.symbolOfVariable[variable.id], tableau.useCount[s] > 0 else {
            return false
        }
        return isAmbiguous(symbol: s)
    }

    /// ``isAmbiguous(_:)`` for a symbol of the tableau.
    func isAmbiguous(symbol s: Int) -> Bool {
        if tableau.isPinned(s) { return false }
        return faceCone.canMove([(s, 1)], in: tableau)
    }

    /// The variables whose values are not unique at the optimum, in creation order.
    ///
    /// - Complexity: ``isAmbiguous(_:)`` for each variable in the solver.
    public var ambiguousVariables: [Variable] {
        flushIfNeeded()
        var known = tableau.variables.compactMap { $0 }
            .filter { tableau.useCount[tableau.symbolOfVariable[$0.id]!] > 0 }
        let ids = Set(known.map(\.id))
        known += definitionVariables.filter { !ids.contains($0.id) }
        return known.sorted { $0.id < $1.id }.filter { isAmbiguous($0) }
    }

    /// The answer of ``isAmbiguous(_:)`` found by walking the optimal face from the current vertex
    /// with the primal simplex on a copy of the whole tableau, maximising and then minimising the
    /// variable (the method before ``FaceCone``; tests compare the two).
    func isAmbiguousByFaceWalk(_ variable: Variable) -> Bool {
        flushIfNeeded()
        switch combination(of: variable) {
        case .tableau: break
        case .free: return true
        case .constant: return false
        case .symbols(let symbols):
            for direction in [1.0, -1.0] where tableau.movedAlongOptimalFace(symbols, direction: direction) != .stays {
                return true
            }
            return false
        }
        guard let s = tableau.symbolOfVariable[variable.id], tableau.useCount[s] > 0 else {
            return false
        }
        if tableau.isPinned(s) { return false }
        for direction in [1.0, -1.0] {
            if tableau.movedAlongOptimalFace([(s, 1)], direction: direction) != .stays { return true }
        }
        return false
    }

    /// The cone of the optimal face at the current vertex, derived on first use after a change.
    var faceCone: FaceCone {
        if let cone = cachedFaceCone, cone.version == version { return cone }
        let cone = FaceCone(tableau, version: version)
        cachedFaceCone = cone
        return cone
    }

    /// Moves to another optimal solution in which `variable` has a different value.
    ///
    /// The solver looks for the farthest value the variable can take along the optimal face, trying
    /// to increase it first and then to decrease it, so calling this repeatedly alternates between
    /// the extremes (UIKit's `exerciseAmbiguityInLayout`). When the variable can grow without bound
    /// it moves by `max(1, |value|)`. The new value is held by an internal *bias* constraint below
    /// every priority level, so the move survives later re-solves but never outweighs a real
    /// constraint; biases are ignored by ``isAmbiguous(_:)`` and cleared by ``reset()``. Every
    /// constraint keeps the same satisfaction at every level.
    ///
    /// ```swift
    /// if solver.exerciseAmbiguity(of: a) { print(solver.value(of: a)) }
    /// ```
    ///
    /// - Returns: `false` if the variable is determined; nothing changes then.
    @discardableResult
    public func exerciseAmbiguity(of variable: Variable) -> Bool {
        flushIfNeeded()
        if case .free = combination(of: variable), !definitions.isDefined(variable) {
            // Named only by definitions, constrained by nothing: hold it one point (or its size)
            // further on.
            let value = value(of: variable)
            insertBias(value + max(1, abs(value)), for: variable)
            return true
        }
        if let index = definitions.bySubject[variable.id] {
            // A defined variable moves with what its definition names: exercise those, latest
            // first, until it moves.
            let before = definedValue(index)
            guard let (expression, _) = definitions.expand(Expression(variable)) else { return false }
            for term in expression.terms.reversed() {
                let u = term.variable
                if tableau.symbolOfVariable[u.id].map({ tableau.useCount[$0] > 0 }) != true {
                    // Nothing constrains it: hold it one point (or its size) further on.
                    let value = value(of: u)
                    insertBias(value + max(1, abs(value)), for: u)
                } else if !exerciseAmbiguity(of: u) {
                    continue
                }
                if abs(value(of: variable) - before) > tableau.tolerance(before) { return true }
            }
            return false
        }
        guard let s = tableau.symbolOfVariable[variable.id], tableau.useCount[s] > 0,
            !tableau.isPinned(s)
        else { return false }
        let before = tableau.value(ofSymbol: s)
        for direction in [1.0, -1.0] {
            let target: Double
            switch tableau.movedAlongOptimalFace([(s, 1)], direction: direction) {
            case .stays: continue
            case .unbounded: target = before + direction * max(1, abs(before))
            case .moved(let moved): target = moved.value(ofSymbol: s)
            }
            setBias(target, for: variable, symbol: s)
            if abs(tableau.value(ofSymbol: s) - before) > tableau.tolerance(before) { return true }
        }
        return false
    }

    /// Holds a variable no constraint mentions at `target` with a bias (see ``setBias(_:for:symbol:)``).
    func insertBias(_ target: Double, for variable: Variable) {
        if let s = tableau.symbolOfVariable[variable.id] { return setBias(target, for: variable, symbol: s) }
        let bias = Constraint(Expression(variable) - target, .equal, priority: Priority(Tableau.biasPriority))
        _ = tableau.insert(bias)  // optional: always has a subject
        tableau.addUse(tableau.symbolOfVariable[variable.id]!, -1)
        biases[variable.id] = bias
        tableau.optimize()
        version &+= 1
        checkInvariants()
    }

    /// Holds `variable` near `target` with a constraint below every priority level.
    func setBias(_ target: Double, for variable: Variable, symbol s: Int) {
        if let bias = biases[variable.id] {
            _ = tableau.changeConstant(of: bias.id, to: -target)  // optional: cannot fail
        } else {
            let bias = Constraint(
                Expression(variable) - target, .equal, priority: Priority(Tableau.biasPriority))
            _ = tableau.insert(bias)  // optional: always has a subject
            tableau.addUse(s, -1)  // a bias does not make the variable part of the system
            biases[variable.id] = bias
        }
        tableau.optimize()
        // A wide tableau's answer is certified (and its rows replaced) as after any change, or the
        // cone built next would read the simplex's rounding as real coefficients.
        if tableau.wide { _ = certifiedMiss() }
        version &+= 1
        checkInvariants()
    }
}

/// The outcome of pushing a variable along the optimal face.
enum FaceMove: Equatable {
    /// The variable cannot move in that direction.
    case stays
    /// The variable can move without bound.
    case unbounded
    /// A tableau of another optimal vertex where the variable moved.
    case moved(Tableau)

    static func == (lhs: FaceMove, rhs: FaceMove) -> Bool {
        switch (lhs, rhs) {
        case (.stays, .stays), (.unbounded, .unbounded): true
        case (.moved, .moved): true
        default: false
        }
    }
}

extension Tableau {
    /// Whether the symbol's value is fixed at the optimum by a quick test: it is basic and every
    /// symbol in its row is a dummy or has a positive reduced cost, so none of them can move
    /// without losing optimality.
    func isPinned(_ s: Int) -> Bool {
        let r = rowOf[s]
        guard r >= 0 else { return false }
        let userLevels = levelOrder.prefix { levelPriorities[$0] > Tableau.biasPriority }.count
        for symbol in rows[r].symbols where kinds[symbol] != .dummy {
            if isZeroAbove(symbol, position: userLevels) { return false }
        }
        return true
    }

    /// Maximises `direction · symbol` over the optimal face, on a copy.
    ///
    /// A temporary objective level below every real level holds `-direction · symbol`; the primal
    /// simplex may then only enter symbols with zero reduced cost at every real level, so the real
    /// levels keep their optimal values.
    func movedAlongOptimalFace(_ combination: [(symbol: Int, coefficient: Double)], direction: Double) -> FaceMove {
        func value(of t: Tableau) -> Double {
            var sum = 0.0
            for (s, k) in combination { sum += k * t.value(ofSymbol: s) }
            return sum
        }
        let before = value(of: self)
        var scratch = self
        scratch.journal = nil
        // Only the user's levels bound the face; biases from earlier exercises are ignored.
        scratch.levelOrder = scratch.levelOrder.filter { levelPriorities[$0] > Tableau.biasPriority }
        let level = scratch.objectives.count
        scratch.objectives.append(Row())
        scratch.levelPriorities.append(-1)
        scratch.levelStamps.append(0)
        scratch.levelHints.append(0)
        scratch.levelOrder.append(level)
        for (s, k) in combination { scratch.addToObjective(level: level, s, -direction * k) }
        var steps = 0
        while let (entering, sense) = scratch.enteringSymbol(), steps < 100_000 {
            steps += 1
            guard let r = scratch.leavingRow(for: entering, direction: sense) else { return .unbounded }
            scratch.pivot(entering: entering, row: r)
        }
        scratch.objectives.removeLast()
        scratch.levelPriorities.removeLast()
        scratch.levelStamps.removeLast()
        scratch.levelHints.removeLast()
        scratch.levelOrder = levelOrder
        if (value(of: scratch) - before) * direction > tolerance(before) {
            return .moved(scratch)
        }
        return .stays
    }

    func tolerance(_ value: Double) -> Double { 1e-7 * max(1, abs(value)) }
}
