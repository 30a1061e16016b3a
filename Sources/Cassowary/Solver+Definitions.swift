// Keeping required equalities that define a new variable out of the tableau (see ``Definitions``).

extension Solver {
    /// Whether nothing in the solver mentions `variable` yet: no tableau symbol, no definition,
    /// no edit.
    @inline(__always)
    func isFresh(_ variable: Variable) -> Bool {
        tableau.symbolOfVariable[variable.id] == nil && definitions.isUnmentioned(variable)
            && edits[variable.id] == nil
    }

    /// Keeps a required equality as a definition when it can be one; returns its sequence, or
    /// `nil` when the constraint must go into the tableau.
    ///
    /// - Throws: ``SolverError/overflow(_:)`` when the definition's constant is beyond the largest
    ///   double (`x / 3 == 1e308`).
    func define(_ constraint: Constraint, constant: Double? = nil) throws(SolverError) -> Int? {
        guard keepsDefinitions, constraint.priority.isRequired, constraint.relation == .equal else { return nil }
        // A mutating call with a closure over local copies of the two tables: a non-mutating call
        // on `definitions` (a class's stored value) copied the whole `Definitions` value, a retain
        // and release of each of its tables, per constraint.
        let symbols = tableau.symbolOfVariable
        let edits = self.edits
        return try definitions.define(constraint, constant: constant) {
            symbols[$0.id] == nil && (edits.isEmpty || edits[$0.id] == nil)
        }
    }

    /// The form a constraint takes in the tableau: the defined variables substituted (same
    /// identity), or the constraint itself; with the definitions it used.
    func tableauForm(of constraint: Constraint) -> (Constraint, [(definition: Int, coefficient: Double)]) {
        guard !definitions.isEmpty, var (expression, used) = definitions.expand(constraint.expression) else {
            return (constraint, [])
        }
        // A defined variable of the constraint that survives the substitution (it does not cancel,
        // as a container's position does between a child's edge and its own) enters as itself where
        // its definition is unused and can be turned around (see ``Definitions/resubject(_:isNew:)``).
        var turned = false
        for term in constraint.expression.terms {
            guard let index = definitions.bySubject[term.variable.id],
                used.contains(where: { $0.definition == index && $0.coefficient != 0 })
            else { continue }
            if definitions.resubject(index, isNew: { u in tableau.symbolOfVariable[u.id] == nil && edits[u.id] == nil })
            {
                turned = true
            }
        }
        if turned {
            guard let again = definitions.expand(constraint.expression) else { return (constraint, []) }
            (expression, used) = again
        }
        let form = Constraint(
            id: constraint.id, expression: expression, relation: constraint.relation,
            priority: constraint.priority)
        return (form, used)
    }

    /// Notes what the tableau constraint `form` (of the caller's `constraint`) took from the
    /// definitions.
    func noteUses(
        _ constraint: Constraint, _ form: Constraint, _ used: [(definition: Int, coefficient: Double)]
    ) {
        guard form !== constraint else { return }
        let id = constraint.id
        definitions.originals[id] = constraint
        definitions.offsets[id] = form.expression.constant - constraint.expression.constant
        definitions.uses[id] = used
        for (index, coefficient) in used { definitions.list[index]?.users[id, default: 0] += coefficient }
    }

    /// What ``noteUses(_:_:_:)`` noted for a tableau constraint, to forget or to put back.
    typealias NotedUses = (original: Constraint, offset: Double, used: [(definition: Int, coefficient: Double)])

    /// Forgets what a tableau constraint took from the definitions; returns it.
    @discardableResult
    func forgetUses(of id: Int) -> NotedUses? {
        guard let original = definitions.originals.removeValue(forKey: id) else { return nil }
        let offset = definitions.offsets.removeValue(forKey: id) ?? 0
        let used = definitions.uses.removeValue(forKey: id) ?? []
        for (index, _) in used { definitions.list[index]?.users[id] = nil }
        return (original, offset, used)
    }

    /// Puts back what ``forgetUses(of:)`` returned.
    func restoreUses(of id: Int, _ noted: NotedUses) {
        definitions.originals[id] = noted.original
        definitions.offsets[id] = noted.offset
        definitions.uses[id] = noted.used
        for (index, coefficient) in noted.used { definitions.list[index]?.users[id, default: 0] += coefficient }
    }

    /// The caller's constraint of a tableau constraint id.
    @inline(__always)
    func original(_ id: Int) -> Constraint? {
        if let c = definitions.originals[id] { return c }
        return tableau.records[id]?.constraint
    }

    /// The expanded constant of a tableau constraint minus the caller's.
    @inline(__always)
    func offset(_ id: Int) -> Double { definitions.offsets[id] ?? 0 }

    /// `candidates` (tableau constraint ids) with the definitions that they and `used` took.
    func withDefinitions(_ candidates: [Int], _ used: [(definition: Int, coefficient: Double)]) -> [Int] {
        guard !definitions.isEmpty else { return candidates }
        var ids = Set(candidates)
        func add(_ list: [(definition: Int, coefficient: Double)]) {
            for (index, _) in list { if let d = definitions.list[index] { ids.insert(d.constraint.id) } }
        }
        add(used)
        for id in candidates { if let list = definitions.uses[id] { add(list) } }
        return ids.sorted()
    }

    /// The value of a defined variable (the definitions are evaluated once per solver version).
    func definedValue(_ index: Int) -> Double {
        if definitions.valuesVersion != version, tableau.wide || definitions.hasLargeConstant {
            let t = tableau
            definitions.evaluateExactly(version: version) { v in
                guard let s = t.symbolOfVariable[v.id] else { return .zero }
                return t.certifiedValue(ofSymbol: s)
            }
        } else if definitions.valuesVersion != version {
            let t = tableau
            definitions.evaluate(version: version) { v in
                guard let s = t.symbolOfVariable[v.id] else { return 0 }
                return t.value(ofSymbol: s)
            }
        }
        return definitions.values[index]
    }

    // MARK: - Removing and moving definitions

    /// Removes a definition: the tableau constraints that substituted it are expanded again
    /// without it (in creation order), so its subject becomes an ordinary variable.
    func removeDefinition(_ index: Int) throws(SolverError) {
        let definition = definitions.list[index]!
        let users = definition.users.keys.sorted()
        guard !users.isEmpty else {
            definitions.remove(index)
            version &+= 1
            return
        }
        let opened = tableau.beginTransaction()
        var saved: [(id: Int, constant: Double, noted: NotedUses)] = []
        for id in users {
            guard let record = tableau.records[id], let noted = forgetUses(of: id) else { continue }
            saved.append((id, record.constant - noted.offset, noted))
            tableau.remove(record)
        }
        definitions.remove(index)
        definitions.turns.removeAll()
        func undo() {
            for entry in saved where definitions.originals[entry.id] != nil { forgetUses(of: entry.id) }
            definitions.undoTurns()
            definitions.reinstate(definition, at: index)
            for entry in saved { restoreUses(of: entry.id, entry.noted) }
        }
        for entry in saved {
            let (form, used) = tableauForm(of: entry.noted.original)
            let offset = form.expression.constant - entry.noted.original.expression.constant
            if tableau.insert(form, constant: entry.constant + offset) != nil {
                // Fewer constraints cannot conflict; should rounding say otherwise, nothing changes.
                tableau.rollback()
                undo()
                throw .imprecise(definition.constraint, violating: entry.noted.original)
            }
            noteUses(entry.noted.original, form, used)
        }
        do {
            try finish(definition.constraint, opened: opened)
        } catch {
            undo()
            throw error
        }
    }

    /// Changes a definition's constant: every tableau constraint that substituted it moves by its
    /// share, in one transaction.
    func changeDefinitionConstant(_ index: Int, to constant: Double) throws(SolverError) {
        let definition = definitions.list[index]!
        guard constant != definition.constraintConstant else { return }
        let delta = -(constant - definition.constraintConstant) / definition.subjectCoefficient
        let users = definition.users.sorted { $0.key < $1.key }
        guard (definition.constant + delta).isFinite else { throw .overflow(definition.constraint) }
        if ExactArithmetic.isLarge(constant, definition.constraintConstant, definition.constant + delta) {
            // Every sum below must be exact next to a huge constant (see `LargeConstants.swift`).
            let difference = ExactArithmetic.sum(constant, -definition.constraintConstant)
            var exact =
                difference.exact
                && ExactArithmetic.quotient(-difference.value, definition.subjectCoefficient).exact
                && ExactArithmetic.sum(definition.constant, delta).exact
            for (id, k) in users where exact {
                let share = ExactArithmetic.product(k, delta)
                exact = share.exact && ExactArithmetic.sum(offset(id), share.value).exact
                if let record = tableau.records[id] {
                    exact = exact && ExactArithmetic.sum(record.constant, share.value).exact
                }
            }
            guard exact else { throw .imprecise(definition.constraint, violating: definition.constraint) }
        }
        func apply(_ sign: Double) {
            definitions.list[index]!.constant += sign * delta
            if abs(definitions.list[index]!.constant) > Tableau.largeConstant { definitions.hasLargeConstant = true }
            definitions.list[index]!.constraintConstant = sign > 0 ? constant : definition.constraintConstant
            for (id, k) in users { definitions.offsets[id, default: 0] += sign * k * delta }
            definitions.valuesVersion = -1
        }
        guard !users.isEmpty else {
            apply(1)
            version &+= 1
            return
        }
        let opened = tableau.beginTransaction()
        let pending = needsOptimization
        flushIfNeeded()
        for (id, k) in users {
            guard let record = tableau.records[id] else { continue }
            if let (candidates, doubtful) = applyConstant(record, record.constant + k * delta) {
                tableau.rollback()
                needsOptimization = pending
                let snapshot = requiredSnapshot().filter { $0.0.id != definition.constraint.id }
                throw refusal(
                    (definition.constraint, constant),
                    candidates: withDefinitions(candidates, definitions.uses[id] ?? []).filter {
                        $0 != definition.constraint.id
                    }, among: snapshot, wide: doubtful)
            }
        }
        apply(1)
        do {
            try finish(definition.constraint, opened: opened, pending: pending)
        } catch {
            apply(-1)
            throw error
        }
        // Constants only: the tableau stays optimal (see ``changeConstant(_:to:)``).
        if batchDepth > 0, !tableau.wide { needsOptimization = false }
    }

    // MARK: - Ambiguity of defined variables

    /// A defined or definition-only variable as a combination of tableau symbols: `nil` for a
    /// variable the tableau holds as it is, `.free` when it depends on a variable nothing
    /// constrains.
    enum Combination {
        case tableau
        case free
        case constant
        case symbols([(symbol: Int, coefficient: Double)])
    }

    func combination(of variable: Variable) -> Combination {
        guard !definitions.isEmpty else { return .tableau }
        if !definitions.isDefined(variable) {
            if let s = tableau.symbolOfVariable[variable.id], tableau.useCount[s] > 0 { return .tableau }
            return definitions.referencedBy.contains(variable.id) ? .free : .tableau
        }
        guard let (expression, _) = definitions.expand(Expression(variable)) else { return .tableau }
        var symbols: [(symbol: Int, coefficient: Double)] = []
        for term in expression.terms {
            guard let s = tableau.symbolOfVariable[term.variable.id], tableau.useCount[s] > 0 else { return .free }
            symbols.append((s, term.coefficient))
        }
        return symbols.isEmpty ? .constant : .symbols(symbols)
    }

    /// The variables a definition mentions (subjects and terms).
    var definitionVariables: [Variable] {
        var seen = Set<Int>()
        var out: [Variable] = []
        for d in definitions.list {
            guard let d else { continue }
            for v in [d.subject] + d.terms.map(\.variable) where seen.insert(v.id).inserted { out.append(v) }
        }
        return out
    }

    // MARK: - Feasibility with definitions

    /// Adds a required constraint with a given constant for a feasibility check only (no
    /// bookkeeping of uses); returns whether it could hold.
    func insertForFeasibility(_ constraint: Constraint, constant: Double) -> Bool {
        do {
            if try define(constraint, constant: constant) != nil { return true }
        } catch {
            return false
        }
        let (form, _) = tableauForm(of: constraint)
        let offset = form.expression.constant - constraint.expression.constant
        return tableau.insert(form, constant: constant + offset) == nil
    }
}
