// Required equalities that define a variable, kept out of the simplex tableau.

/// One required equality kept as the definition of its subject: `subject = Σ terms + constant`.
///
/// The terms never name the subject, and every variable they name that is itself defined was
/// defined earlier (a definition is made only for a variable nothing mentions yet), so the
/// definitions form a forest that is evaluated in creation order.
struct Definition {
    /// The constraint, as the caller made it.
    let constraint: Constraint
    /// The variable the constraint defines.
    let subject: Variable
    /// The other variables, as `subject = Σ terms + constant`.
    let terms: [Term]
    /// The coefficient of the subject in the constraint's reduced expression.
    let subjectCoefficient: Double
    /// The constant of the definition (`-expression constant / subjectCoefficient`, for the
    /// constraint's current constant).
    var constant: Double
    /// The constraint's current constant (what ``Solver/constant(of:)`` reports).
    var constraintConstant: Double
    /// The smallest product of coefficient ratios on any path from the subject down the forest,
    /// as a power of two (0: 1, -1: 0.5, ...). Bounded so that substituting definitions never
    /// makes a coefficient far from the caller's (see ``Definitions/minimumGain``).
    let gain: Int
    /// The tableau constraints whose expanded form substituted this definition, by constraint id,
    /// with the coefficient the subject had when it was substituted.
    var users: [Int: Double] = [:]
}

/// The definitions of a solver, and what the tableau's constraints took from them.
///
/// A UI's constraints are mostly required equalities that place one new edge or size relative to
/// edges already placed: `x[i] = x[i-1] + w[i-1] + 8` down a stack. In a simplex tableau every
/// such position is basic and written over the non-basic symbols, so the i-th row holds the errors
/// of every view above it and a chain of n views costs n² (the tableau is dense, whatever the
/// insertion order). Kept as definitions, those equalities never enter the tableau: it holds only
/// the constraints that take part in inequalities and priorities, with the defined variables
/// substituted (a chain tied at both ends gives one row of n terms), and the defined variables'
/// values are computed from their definitions after the solve, in creation order.
struct Definitions {
    /// The definitions by sequence (creation order); `nil` once removed.
    var list: [Definition?] = []
    /// The live definition of each defined variable, by variable id.
    var bySubject = IntMap<Int>()
    /// The definition made of each constraint, by constraint id.
    var byConstraint = IntMap<Int>()
    /// The live definitions that name each variable in their terms, by variable id (no entry:
    /// none).
    var referencedBy = IntMap<[Int]>()
    /// For each tableau constraint whose expanded form substituted definitions: the definitions
    /// with the subject's coefficient at substitution, by constraint id.
    var uses = IntMap<[(definition: Int, coefficient: Double)]>()
    /// The caller's constraint of each tableau constraint whose expanded form differs, by id.
    var originals = IntMap<Constraint>()
    /// For each of those, the expanded constant minus the caller's constant.
    var offsets = IntMap<Double>()
    /// The values of the definitions, by sequence, valid while ``valuesVersion`` is the solver's
    /// version.
    var values: [Double] = []
    var valuesVersion = -1
    /// The definitions turned around since the solver's current change began, with what they were
    /// (see ``resubject(_:isNew:)``), so that a refused change can put them back.
    var turns: [(index: Int, previous: Definition)] = []
    /// Whether a definition has (or had) a constant beyond ``Tableau/largeConstant``: values are
    /// then summed in double-double (``evaluateExactly(version:value:)``).
    var hasLargeConstant = false

    // Coefficient ratios a definition may have: 1, 1/2 and 1/4. With these (and a bounded
    // product, see ``minimumGain``) every coefficient of an expanded expression is a dyadic
    // fraction of the caller's, so substitution is exact and cancellations are exactly zero.

    /// The smallest product of ratios along a path, as a power of two (1/16).
    static let minimumGain = -4

    var isEmpty: Bool { bySubject.isEmpty }

    /// Whether `variable` is defined.
    @inline(__always)
    func isDefined(_ variable: Variable) -> Bool { bySubject.contains(variable.id) }

    /// The definition of a defined variable.
    func definition(of variable: Variable) -> Definition? {
        bySubject[variable.id].flatMap { list[$0] }
    }

    /// Whether `variable` appears in no definition (as subject or term).
    @inline(__always)
    func isUnmentioned(_ variable: Variable) -> Bool {
        !bySubject.contains(variable.id) && !referencedBy.contains(variable.id)
    }

    /// The definition a required equality can become, or `nil`.
    ///
    /// The subject is a variable that nothing mentions yet (no definition, no tableau row, not
    /// an edit variable: `isFresh`), with the largest coefficient, the newest on a tie: in a
    /// stream of UI constraints the newest variable is the one being placed (`b.leading ==
    /// a.trailing + 8` places `b.minX`, not `a.width`). Every other coefficient, over the
    /// subject's, must be 1, 1/2 or 1/4 in size, and the product of those ratios down the forest
    /// must stay at least 2^``minimumGain``.
    ///
    /// `unmentioned`: the subject must also appear in no definition (``isUnmentioned(_:)``), which
    /// `isFresh` then need not check.
    func candidate(
        for constraint: Constraint, constant: Double? = nil, unmentioned: Bool = false,
        isFresh: (Variable) -> Bool
    ) -> Definition? {
        var expression = constraint.expression.reducedIfNeeded
        if let constant { expression.constant = constant }
        let terms = expression.terms
        var subjectIndex = -1
        var largest = 0.0
        for i in terms.indices {
            let size = abs(terms[i].coefficient)
            if size >= largest, size > 0, !unmentioned || isUnmentioned(terms[i].variable), isFresh(terms[i].variable) {
                largest = size
                subjectIndex = i
            }
        }
        guard subjectIndex >= 0 else { return nil }
        let a = terms[subjectIndex].coefficient
        var gain = 0
        var rest: [Term] = []
        rest.reserveCapacity(terms.count - 1)
        for i in terms.indices where i != subjectIndex {
            let ratio = -terms[i].coefficient / a
            let size = abs(ratio)
            let path0 = size == 1 ? 0 : size == 0.5 ? -1 : size == 0.25 ? -2 : 1
            guard path0 <= 0 else { return nil }
            var path = path0
            if let d = definition(of: terms[i].variable) { path += d.gain }
            gain = min(gain, path)
            rest.append(Term(terms[i].variable, ratio))
        }
        guard gain >= Definitions.minimumGain else { return nil }
        return Definition(
            constraint: constraint, subject: terms[subjectIndex].variable, terms: rest,
            subjectCoefficient: a, constant: -expression.constant / a,
            constraintConstant: expression.constant, gain: gain)
    }

    /// Keeps a required equality as a definition when it can be one (see ``candidate(for:constant:unmentioned:isFresh:)``,
    /// the subject also unmentioned here); returns its sequence, or `nil` when the constraint must
    /// go into the tableau.
    ///
    /// - Throws: ``SolverError/overflow(_:)`` when the definition's constant is beyond the largest
    ///   double (`x / 3 == 1e308`).
    mutating func define(
        _ constraint: Constraint, constant: Double?, isFresh: (Variable) -> Bool
    ) throws(SolverError) -> Int? {
        guard let definition = candidate(for: constraint, constant: constant, unmentioned: true, isFresh: isFresh)
        else { return nil }
        guard definition.constant.isFinite else { throw .overflow(constraint) }
        // A huge constant divided by a coefficient that is not a power of two is rounded; the
        // tableau reads the constraint's own numbers (see `LargeConstants.swift`).
        if ExactArithmetic.isLarge(definition.constraintConstant),
            !ExactArithmetic.quotient(-definition.constraintConstant, definition.subjectCoefficient).exact
        {
            return nil
        }
        return insert(definition)
    }

    /// Adds a definition; returns its sequence.
    @discardableResult
    mutating func insert(_ definition: Definition) -> Int {
        let index = list.count
        list.append(definition)
        bySubject[definition.subject.id] = index
        byConstraint[definition.constraint.id] = index
        for term in definition.terms { referencedBy[term.variable.id, default: []].append(index) }
        valuesVersion = -1
        if abs(definition.constant) > Tableau.largeConstant { hasLargeConstant = true }
        return index
    }

    /// Puts a removed definition back at its sequence (undoing ``remove(_:)``).
    mutating func reinstate(_ definition: Definition, at index: Int) {
        list[index] = definition
        bySubject[definition.subject.id] = index
        byConstraint[definition.constraint.id] = index
        for term in definition.terms { referencedBy[term.variable.id, default: []].append(index) }
        valuesVersion = -1
    }

    /// Removes a definition (its users must have been dealt with).
    mutating func remove(_ index: Int) {
        guard let d = list[index] else { return }
        list[index] = nil
        bySubject.removeValue(forKey: d.subject.id)
        byConstraint.removeValue(forKey: d.constraint.id)
        for term in d.terms {
            var list = referencedBy[term.variable.id] ?? []
            if let i = list.lastIndex(of: index) { list.remove(at: i) }
            if list.isEmpty {
                referencedBy.removeValue(forKey: term.variable.id)
            } else {
                referencedBy[term.variable.id] = list
            }
        }
        valuesVersion = -1
    }

    /// Solves an unused definition for another of its variables, so that its subject can enter
    /// the tableau as itself; returns whether it did.
    ///
    /// The order in which constraints arrive decides which variable of an equality is new: a
    /// container's constraints come before its subviews' own, so `b.leading == a.trailing + 8`
    /// may define `a.width` before `a.width >= 10` arrives. Substituting then would write a
    /// width's inequality over two positions and chain positions through the tableau again.
    /// Instead the definition is turned around to define a variable that only it and later
    /// definitions name (`b.minX = a.minX + a.width + 8`), when no tableau constraint used it yet,
    /// its ratios keep every coefficient (gain 1), and the order of evaluation stays valid.
    mutating func resubject(_ index: Int, isNew: (Variable) -> Bool) -> Bool {
        // Gain 1 (every ratio 1, every defined term of gain 1) is what a turned definition keeps.
        guard list[index]!.users.isEmpty, list[index]!.gain == 0, let d = list[index] else { return false }
        for term in d.terms.reversed() {
            let u = term.variable
            guard isNew(u), !bySubject.contains(u.id), let names = referencedBy[u.id],
                names.allSatisfy({ $0 >= index })
            else { continue }
            remove(index)
            if var turned = candidate(for: d.constraint, constant: d.constraintConstant, isFresh: { $0 == u }),
                turned.gain == 0
            {
                turned.users = [:]
                reinstate(turned, at: index)
                turns.append((index, d))
                return true
            }
            reinstate(d, at: index)
        }
        return false
    }

    /// Puts back, latest first, the definitions turned around since ``turns`` was emptied.
    mutating func undoTurns() {
        for (index, previous) in turns.reversed() {
            remove(index)
            reinstate(previous, at: index)
        }
        turns.removeAll()
    }

    /// `expression` with every defined variable replaced by its definition, recursively, and the
    /// definitions used with the coefficient their subject had when it was replaced; `nil` when
    /// the expression names no defined variable.
    ///
    /// Definitions are replaced latest first: a definition names only earlier ones, so each is
    /// replaced at most once, whatever paths lead to it.
    ///
    /// - Complexity: O(d log d + t) for d definitions replaced and t terms they bring.
    func expand(_ expression: Expression) -> (Expression, [(definition: Int, coefficient: Double)])? {
        let reduced = expression.reducedIfNeeded
        var queue = SymbolHeap()  // a min-heap: sequences are pushed negated
        var queued = Set<Int>()
        for term in reduced.terms {
            if let index = bySubject[term.variable.id], queued.insert(index).inserted { queue.push(-index) }
        }
        if queue.isEmpty { return nil }
        var coefficients = IntMap<Double>()
        var variables = IntMap<Variable>()
        for term in reduced.terms {
            coefficients[term.variable.id] = term.coefficient
            variables[term.variable.id] = term.variable
        }
        var constant = reduced.constant
        var used: [(definition: Int, coefficient: Double)] = []
        while let negated = queue.popMin() {
            let index = -negated
            let d = list[index]!
            let c = coefficients.removeValue(forKey: d.subject.id) ?? 0
            if c == 0 { continue }
            used.append((index, c))
            constant += c * d.constant
            for term in d.terms {
                let id = term.variable.id
                let sum = (coefficients[id] ?? 0) + c * term.coefficient
                coefficients[id] = sum
                variables[id] = term.variable
                if let j = bySubject[id], queued.insert(j).inserted { queue.push(-j) }
            }
        }
        var terms: [Term] = []
        terms.reserveCapacity(coefficients.count)
        for (id, c) in coefficients where c != 0 { terms.append(Term(variables[id]!, c)) }
        terms.sort { $0.variable.id < $1.variable.id }
        return (Expression(terms: terms, constant: constant), used)
    }

    /// The value of every definition, given the values of undefined variables in double-double, in
    /// creation order, summed in double-double: next to a huge value (a bound of 1e19) a definition
    /// can be the small difference of two huge ones, which a double sum loses.
    mutating func evaluateExactly(version: Int, value: (Variable) -> DoubleDouble) {
        guard valuesVersion != version else { return }
        var exact = [DoubleDouble](repeating: .zero, count: list.count)
        for index in list.indices {
            guard let d = list[index] else { continue }
            var sum = DoubleDouble(d.constant)
            for term in d.terms {
                let v = bySubject[term.variable.id].map { exact[$0] } ?? value(term.variable)
                sum = sum + DoubleDouble(term.coefficient) * v
            }
            exact[index] = sum
        }
        values = exact.map(\.value)
        valuesVersion = version
    }

    /// The value of every definition, given the values of undefined variables, in creation order.
    mutating func evaluate(version: Int, value: (Variable) -> Double) {
        guard valuesVersion != version else { return }
        if values.count != list.count { values = [Double](repeating: 0, count: list.count) }
        list.withUnsafeBufferPointer { list in
            for index in list.indices where list[index] != nil {
                // Read in place: copying a definition retains its constraint, names and terms.
                var sum = list[index]!.constant
                let count = list[index]!.terms.count
                for t in 0..<count {
                    let id = list[index]!.terms[t].variable.id
                    let v: Double
                    if let j = bySubject[id] { v = values[j] } else { v = value(list[index]!.terms[t].variable) }
                    sum += list[index]!.terms[t].coefficient * v
                }
                values[index] = sum
            }
        }
        valuesVersion = version
    }
}
