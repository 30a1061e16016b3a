/// An incremental Cassowary constraint solver with exact, lexicographic priorities.
///
/// Add ``Constraint``s, read each ``Variable``'s value with ``value(of:)``. Required constraints
/// (priority 1000) always hold; a required constraint that cannot hold is refused with
/// ``SolverError/unsatisfiable(_:conflicts:)``, naming a minimal set of constraints it conflicts
/// with. Optional constraints are satisfied level by level: each distinct priority value is a
/// level, a higher level is never traded for any amount of error at lower levels, and within a
/// level the sum of errors is minimised.
///
/// The solver is incremental: constraints can be added and removed, constants changed in place
/// with ``setConstant(_:of:)``, and edit variables moved with ``suggestValue(_:for:)``, each
/// without rebuilding the tableau. Wrap many changes in ``batch(_:)`` (or pass an array to
/// ``add(_:)-([Constraint])``) to optimise once at the end.
///
/// Everything is deterministic: ties are broken by creation order, never by memory addresses or
/// hash-table order, so the same operations give the same values bit for bit. Every failing call
/// leaves the solver exactly as it was.
///
/// A solver is owned by one task at a time; it is not `Sendable`.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let solver = Solver()
/// try solver.add([
///   left.equals(8),
///   (left + width).lessThanOrEqual(to: 312),
///   width.equals(500, priority: 250),
/// ])
/// solver.value(of: width)   // 304
/// ```
public final class Solver {
    // A solver is used by one task and never re-enters itself, so dynamic exclusivity checks on
    // every access would only cost time (they showed up in profiles of value reads).
    @exclusivity(unchecked) var tableau = Tableau()
    /// Required equalities kept out of the tableau as definitions of a new variable (see
    /// ``Definitions``).
    @exclusivity(unchecked) var definitions = Definitions()
    /// Whether required equalities that define a new variable stay out of the tableau (always, except
    /// in tests of the tableau's own machinery).
    var keepsDefinitions = true
    /// Edit variables by variable id: their edit constraint and last suggested value.
    var edits: [Int: EditRecord] = [:]
    /// Bias constraints left by ``exerciseAmbiguity(of:)``, by variable id.
    var biases: [Int: Constraint] = [:]
    var batchDepth = 0
    var needsOptimization = false
    /// Changes whenever the tableau may have changed; what is derived from the tableau (the
    /// ambiguity cone) is kept under it.
    var version = 0
    /// The cone of the optimal face for ``isAmbiguous(_:)``, valid while its version is ``version``.
    var cachedFaceCone: FaceCone? = nil

    /// Why the current values are not optimal, or `nil` when they are.
    ///
    /// Every call outside a batch either optimises or is refused (see
    /// ``SolverError/imprecise(_:violating:)``). The optimisation deferred to the end of a
    /// ``batch(_:)`` has no call to refuse: when double precision cannot optimise without breaking a
    /// required constraint, or the answer cannot be certified optimal in double-double arithmetic
    /// (only with coefficients far apart, as for `imprecise`), the optimisation is undone and this
    /// is set to ``SolverError/impreciseOptimization(violating:)``. The values
    /// then satisfy every required constraint but may not be optimal. It goes back to `nil` with
    /// the next change that optimises (any call outside a batch, or the end of the next batch).
    ///
    /// ```swift
    /// solver.batch { for c in constraints { try? solver.add(c) } }
    /// if let error = solver.optimizationError { print(error) }
    /// ```
    public private(set) var optimizationError: SolverError? = nil

    struct EditRecord {
        let constraint: Constraint
        var value: Double
    }

    /// The magnitudes a coefficient may have (after repeated variables are added together).
    ///
    /// The solver works in double precision with tolerances that assume well-scaled numbers: a
    /// coefficient outside this range next to ordinary ones would be lost in rounding or dominate it,
    /// and the answer could break a required constraint. Such a constraint is refused with
    /// ``SolverError/coefficientOutOfRange(_:_:_:)`` instead. Auto Layout's multipliers, aspect
    /// ratios and proportional sizes are far inside it.
    public static let coefficientRange: ClosedRange<Double> = 1e-3...1e3

    /// Creates an empty solver.
    public init() {}

    /// Creates an empty solver that puts every constraint into the simplex tableau (for tests of
    /// the tableau's own machinery).
    init(keepingDefinitions: Bool) {
        self.keepsDefinitions = keepingDefinitions
    }

    // MARK: - Constraints

    /// Adds a constraint.
    ///
    /// Outside ``batch(_:)`` the solver optimises before returning; inside, optimisation waits for
    /// the end of the outermost batch.
    ///
    /// ```swift
    /// try solver.add(x.greaterThanOrEqual(to: 10))
    /// ```
    ///
    /// - Parameter constraint: The constraint to add.
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already in the solver,
    ///   ``SolverError/invalidPriority(_:)`` if its priority is outside `(0, 1100]`,
    ///   ``SolverError/nonFinite(_:)`` if a number in it is NaN or infinite,
    ///   ``SolverError/coefficientOutOfRange(_:_:_:)`` if a coefficient is outside
    ///   ``coefficientRange``, and
    ///   ``SolverError/unsatisfiable(_:conflicts:)`` if it is required and cannot hold together with
    ///   the required constraints already added, ``SolverError/overflow(_:)`` if a value would be
    ///   beyond the largest double, and ``SolverError/imprecise(_:violating:)`` if double precision
    ///   cannot keep it exactly (coefficients far apart, or a sum next to a constant beyond 1e9 that
    ///   no double holds). The solver is unchanged after an error.
    /// - Complexity: One row construction and the pivots it causes; each pivot touches only the
    ///   rows that contain the entering symbol.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        if try define(constraint) != nil {
            version &+= 1
            return
        }
        // A refused change leaves the solver as it was, definitions turned around included.
        definitions.turns.removeAll()
        let (form, used) = tableauForm(of: constraint)
        do {
            try checkExpansion(constraint, form, used)
        } catch {
            definitions.undoTurns()
            throw error
        }
        let opened = tableau.beginTransaction()
        // Outside a batch the transaction stays open through the optimisation (see ``finish``).
        if let candidates = tableau.insert(form, ownsTransaction: opened && batchDepth > 0) {
            let snapshot = requiredSnapshot().filter { $0.0.id != constraint.id }
            let wide = tableau.wide
            let candidates = withDefinitions(candidates, used)
            tableau.rollback()
            definitions.undoTurns()
            throw refusal(
                (constraint, constraint.expression.constant), candidates: candidates, among: snapshot, wide: wide)
        }
        noteUses(constraint, form, used)
        do {
            try finish(constraint, opened: opened)
        } catch {
            forgetUses(of: constraint.id)
            definitions.undoTurns()
            throw error
        }
    }

    /// Adds many constraints and optimises once, all or nothing.
    ///
    /// If any constraint is refused, none of them is added and the solver is unchanged. The
    /// conflicts reported for an unsatisfiable constraint may include constraints from the same
    /// array that came before it.
    ///
    /// ```swift
    /// try solver.add([x.equals(10), y.equals(x + 8), (x + y).lessThanOrEqual(to: 100)])
    /// ```
    ///
    /// - Parameter constraints: The constraints, added in order.
    /// - Throws: The errors of ``add(_:)-(Constraint)``; a constraint that appears twice in the array is a
    ///   ``SolverError/duplicateConstraint(_:)``.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        var seen = Set<Int>()
        for constraint in constraints {
            try validate(constraint)
            if !seen.insert(constraint.id).inserted { throw .duplicateConstraint(constraint) }
        }
        let opened = tableau.beginTransaction()
        var made: [Int] = []
        var noted: [Int] = []
        definitions.turns.removeAll()
        func undo() {
            for id in noted.reversed() { forgetUses(of: id) }
            definitions.undoTurns()
            for index in made.reversed() { definitions.remove(index) }
            version &+= 1
        }
        for constraint in constraints {
            let defined: Int?
            do {
                defined = try define(constraint)
            } catch {
                if opened {
                    tableau.rollback()
                    undo()
                }
                throw error
            }
            if let index = defined {
                made.append(index)
                continue
            }
            let (form, used) = tableauForm(of: constraint)
            do {
                try checkExpansion(constraint, form, used)
            } catch {
                if opened {
                    tableau.rollback()
                    undo()
                }
                throw error
            }
            if let candidates = tableau.insert(form) {
                let snapshot = requiredSnapshot().filter { $0.0.id != constraint.id }
                let wide = tableau.wide
                let candidates = withDefinitions(candidates, used)
                if opened {
                    tableau.rollback()
                    undo()
                }
                throw refusal(
                    (constraint, constraint.expression.constant), candidates: candidates, among: snapshot,
                    wide: wide)
            }
            noteUses(constraint, form, used)
            noted.append(constraint.id)
            // A wide tableau optimises after every row (see ``Tableau/wide``).
            if tableau.wide { tableau.optimize() }
        }
        guard let first = constraints.first else {
            if opened { tableau.commit() }
            return didChange()
        }
        do {
            try finish(first, opened: opened)
        } catch {
            if opened { undo() }
            throw error
        }
    }

    /// Runs `body` with optimisation deferred to the end of the outermost batch.
    ///
    /// Adding many constraints one by one and optimising after each is the slow path of Cassowary
    /// solvers (kiwi takes seconds for a 1000-view chain); deferring optimisation to the end gives the
    /// same solution much faster. Inside the batch each operation is still atomic, but values read
    /// with ``value(of:)`` are feasible rather than optimal. If `body` throws, the changes it made
    /// before throwing stay and are optimised.
    ///
    /// Once a constraint with a coefficient beyond 1e2 or below 1e-2 is in the solver, the batch
    /// no longer defers the simplex: every change optimises and is checked against the
    /// constraints' own numbers as outside a batch, and a change double precision cannot keep is
    /// refused with ``SolverError/imprecise(_:violating:)`` (with coefficients that far apart,
    /// optimising only at the end walked through vertices whose values reached 1e18, where rounding
    /// hid the optimum). The check in double-double arithmetic that a call outside a batch gets
    /// runs once, at the end. The end cannot throw: if its optimisation would still break a
    /// required constraint, or cannot be brought to a certified optimum, it is undone and
    /// ``optimizationError`` says so.
    ///
    /// ```swift
    /// try solver.batch {
    ///   for c in constraints { try solver.add(c) }
    /// }
    /// ```
    ///
    /// - Parameter body: The changes to make.
    /// - Returns: What `body` returns.
    public func batch<R>(_ body: () throws -> R) rethrows -> R {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0 { didChange() }
        }
        if batchDepth == 1 { optimizationError = nil }
        return try body()
    }

    /// Removes a constraint.
    ///
    /// ```swift
    /// try solver.remove(hug)
    /// ```
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if the constraint is not in the solver (edit
    ///   constraints are removed with ``removeEditVariable(_:)``).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        if let index = definitions.byConstraint[constraint.id] {
            guard definitions.list[index]!.constraint === constraint else { throw .unknownConstraint(constraint) }
            return try removeDefinition(index)
        }
        guard let record = tableau.records[constraint.id], !isEditConstraint(constraint) else {
            throw .unknownConstraint(constraint)
        }
        let opened = tableau.beginTransaction()
        tableau.remove(record)
        let noted = forgetUses(of: constraint.id)
        do {
            try finish(constraint, opened: opened)
        } catch {
            if let noted { restoreUses(of: constraint.id, noted) }
            throw error
        }
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        (tableau.records.contains(constraint.id) || definitions.byConstraint.contains(constraint.id))
            && !isEditConstraint(constraint)
    }

    /// The constraints in the solver, in creation order (edit variables' internal constraints
    /// excluded).
    public var constraints: [Constraint] {
        let held = tableau.records.keys.compactMap { original($0) }.filter { !isEditConstraint($0) }
        let defined = definitions.list.compactMap { $0?.constraint }
        return (held + defined).sorted { $0.id < $1.id }
    }

    /// The constant the constraint's expression has in the solver now.
    ///
    /// - Returns: The constant set by ``setConstant(_:of:)``, else the expression's own; `nil` if
    ///   the constraint is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        if let index = definitions.byConstraint[constraint.id] { return definitions.list[index]!.constraintConstant }
        return tableau.records[constraint.id].map { $0.constant - offset(constraint.id) }
    }

    /// Changes the constant of a constraint's expression in place.
    ///
    /// This is the cheap way to move a constraint (what Auto Layout does when a constraint's
    /// `constant` changes): the constraint's marker symbol is shifted by the difference and the dual
    /// simplex restores feasibility, instead of removing and re-adding the row. The constraint
    /// object keeps its original expression; ``constant(of:)`` reports the current one.
    ///
    /// ```swift
    /// let gap = Constraint(b - a, .equal, 8)       // b - a - 8 == 0
    /// try solver.add(gap)
    /// try solver.setConstant(-20, of: gap)         // now b - a - 20 == 0
    /// ```
    ///
    /// - Parameters:
    ///   - constant: The new constant of the constraint's expression (`expression.constant`).
    ///   - constraint: A constraint in the solver.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteConstant(_:_:)``, or
    ///   ``SolverError/unsatisfiable(_:conflicts:)`` if a required constraint can no longer hold
    ///   with the new constant (the solver then keeps the old one).
    /// - Complexity: O(rows containing the marker) plus the dual simplex pivots.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        if let index = definitions.byConstraint[constraint.id] {
            guard constant.isFinite else { throw .nonFiniteConstant(constraint, constant) }
            return try changeDefinitionConstant(index, to: constant)
        }
        guard let record = tableau.records[constraint.id], !isEditConstraint(constraint) else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteConstant(constraint, constant) }
        try changeConstant(record, to: tableauConstant(constant, of: constraint.id, for: constraint))
    }

    /// Sets a constraint's constant; the shared path of ``setConstant(_:of:)`` and
    /// ``suggestValue(_:for:)``.
    ///
    /// - Parameter constant: The constant of the tableau's form of the constraint (the caller's
    ///   plus what its definitions add, see ``offset(_:)``).
    func changeConstant(_ record: ConstraintRecord, to constant: Double) throws(SolverError) {
        guard constant != record.constant else { return }
        let id = record.constraint.id
        let constraint = original(id) ?? record.constraint
        // The dual simplex needs an optimal tableau, so a batch's pending optimisation runs first,
        // inside the transaction: if the new constant is refused, the rollback undoes it too and
        // the solver is exactly as it was.
        let opened = tableau.beginTransaction()
        let pending = needsOptimization
        flushIfNeeded()
        if let (candidates, doubtful) = applyConstant(record, constant) {
            let snapshot = requiredSnapshot().filter { $0.0.id != id }
            tableau.rollback()
            needsOptimization = pending
            throw refusal(
                (constraint, constant - offset(id)),
                candidates: withDefinitions(candidates.filter { $0 != id }, definitions.uses[id] ?? []),
                among: snapshot, wide: doubtful)
        }
        try finish(constraint, opened: opened, pending: pending)
        // The tableau was optimal before the change (flushed above) and the dual simplex keeps it
        // so: a constant moves the basic values only, never the reduced costs. Inside a batch the
        // next change then has nothing to flush (each flush scans every objective: the constant
        // changes of a long list's width-settling pass were quadratic); the batch still optimises
        // at its end.
        if batchDepth > 0, !tableau.wide { needsOptimization = false }
    }

    /// Sets the constant of a constraint's tableau form inside an open transaction, restoring
    /// feasibility; returns the candidate conflict set and whether the verdict is in doubt when a
    /// required constraint can no longer hold (the caller rolls back).
    func applyConstant(_ record: ConstraintRecord, _ constant: Double) -> (candidates: [Int], doubtful: Bool)? {
        let constraint = record.constraint
        if record.level < 0 {
            var failure: [Int]?
            tableau.infeasibilityCertified = false
            if tableau.kinds[record.marker] == .dummy, tableau.rowOf[record.marker] >= 0 {
                // The marker is basic: the constraint was redundant, so re-add it with the new constant.
                tableau.remove(record)
                failure = tableau.insert(constraint, constant: constant)
            } else {
                let before = tableau.wide ? tableau : nil  // copy on write, with the open journal
                failure = tableau.changeConstant(of: constraint.id, to: constant)
                if failure != nil, let before, !tableau.infeasibilityCertified {
                    // The dual simplex skips coefficients below its noise floor, and with coefficients
                    // far apart a real one can be that small: it declared a feasible constant infeasible
                    // (issue 19, wide seed 191: `0.01*x6 - 1.02 == 0` refused as unsatisfiable). A wide
                    // tableau tries once more the way an add goes: the constraint removed and inserted
                    // with the new constant, its row made feasible by phase one.
                    tableau = before
                    tableau.remove(record)
                    failure = tableau.insert(constraint, constant: constant)
                }
            }
            if let candidates = failure { return (candidates, tableau.wide && !tableau.infeasibilityCertified) }
        } else {
            _ = tableau.changeConstant(of: constraint.id, to: constant)
        }
        return nil
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable, so ``suggestValue(_:for:)`` can move it.
    ///
    /// The solver adds the optional constraint `variable == value` at `priority`, starting with
    /// value 0. Suggest the first value (for example the root view's size) before adding the
    /// constraints that depend on it; that avoids a costly re-solve.
    ///
    /// ```swift
    /// try solver.addEditVariable(width, priority: 999)
    /// try solver.suggestValue(320, for: width)
    /// ```
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/invalidPriority(_:)``, or
    ///   ``SolverError/requiredEditVariable(_:)`` for priority 1000.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority.rawValue) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        definitions.turns.removeAll()
        let (form, used) = tableauForm(of: constraint)
        let opened = tableau.beginTransaction()
        _ = tableau.insert(form)  // optional: always has a subject
        noteUses(constraint, form, used)
        do {
            try finish(constraint, opened: opened)
        } catch {
            forgetUses(of: constraint.id)
            definitions.undoTurns()
            throw error
        }
        edits[variable.id] = EditRecord(constraint: constraint, value: 0)
    }

    /// Stops `variable` being an edit variable and removes its edit constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id], let record = tableau.records[edit.constraint.id] else {
            throw .unknownEditVariable(variable)
        }
        let opened = tableau.beginTransaction()
        tableau.remove(record)
        let noted = forgetUses(of: edit.constraint.id)
        do {
            try finish(edit.constraint, opened: opened)
        } catch {
            if let noted { restoreUses(of: edit.constraint.id, noted) }
            throw error
        }
        edits[variable.id] = nil
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    ///
    /// The edit constraint's constant changes in place (marker plus delta), so a suggestion costs a
    /// few pivots, not a rebuild.
    ///
    /// ```swift
    /// try solver.suggestValue(375, for: width)
    /// solver.value(of: width)   // 375, unless a stronger constraint disagrees
    /// ```
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``,
    ///   ``SolverError/nonFiniteSuggestion(_:_:)``, or
    ///   ``SolverError/overflowingSuggestion(_:_:)`` when a value would be beyond the largest
    ///   double; the solver then keeps the previous suggestion.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id], let record = tableau.records[edit.constraint.id] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        do {
            try changeConstant(
                record, to: tableauConstant(-value, of: edit.constraint.id, for: edit.constraint))
        } catch .overflow {
            throw .overflowingSuggestion(variable, value)
        }
        edits[variable.id]!.value = value
    }

    // MARK: - Values

    /// The value of `variable` in the current solution; 0 for a variable the solver does not know.
    ///
    /// A variable that is not uniquely determined (see ``isAmbiguous(_:)``) reads whatever the
    /// current optimal vertex gives it.
    ///
    /// - Complexity: O(1).
    public func value(of variable: Variable) -> Double {
        if let index = definitions.bySubject[variable.id] { return definedValue(index) }
        guard let s = tableau.symbolOfVariable[variable.id] else { return 0 }
        return tableau.value(ofSymbol: s)
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
        definitions = Definitions()
        edits = [:]
        biases = [:]
        needsOptimization = false
        optimizationError = nil
        version &+= 1
    }

    // MARK: - Internals

    /// Whether the constraint is internal: an edit variable's or an ambiguity bias.
    func isEditConstraint(_ constraint: Constraint) -> Bool {
        guard constraint.expression.terms.count == 1 else { return false }
        let id = constraint.expression.terms[0].variable.id
        return edits[id]?.constraint === constraint || biases[id] === constraint
    }

    func validate(_ constraint: Constraint) throws(SolverError) {
        if tableau.records.contains(constraint.id) || definitions.byConstraint.contains(constraint.id) {
            throw .duplicateConstraint(constraint)
        }
        if !constraint.priority.isValid { throw .invalidPriority(constraint.priority.rawValue) }
        if !constraint.expression.isFinite { throw .nonFinite(constraint) }
        let terms = constraint.expression.reducedIfNeeded.terms
        for i in terms.indices where !Solver.coefficientRange.contains(abs(terms[i].coefficient)) {
            throw .coefficientOutOfRange(constraint, terms[i].variable, terms[i].coefficient)
        }
    }

    /// Ends a public change made inside a transaction (`opened`: the change opened it): commits,
    /// and optimises unless a batch defers it.
    ///
    /// Outside a batch the optimisation runs inside the transaction, and every required constraint
    /// is then checked against its own coefficients and constant (``optimize()`` has already
    /// recomputed the rows from the constraints once if one missed). If one still misses, the
    /// change is rolled back and refused with ``SolverError/imprecise(_:violating:)``, so the
    /// solver never reports values that break a required constraint.
    ///
    /// - Parameter pending: Whether a batch's optimisation was pending before the change.
    func finish(_ constraint: Constraint, opened: Bool, pending: Bool = false) throws(SolverError) {
        // A wide tableau optimises and checks every change, in a batch too (see ``Tableau/wide``).
        guard opened, batchDepth == 0 || tableau.wide else {
            if opened { tableau.commit() }
            return didChange()
        }
        let wasPending = needsOptimization || pending
        // Inside a batch the certificate waits for the batch's end (one elimination per change would
        // make a batch quadratic); that end undoes an optimisation it cannot certify.
        let miss = optimize(certifying: batchDepth == 0)
        // Only constants beyond ``Tableau/largeConstant`` (which make the tableau wide) can
        // overflow; the scan costs no more than the certificate those tableaux get anyway.
        if tableau.wide, !tableau.valuesAreFinite {
            tableau.rollback()
            version &+= 1
            needsOptimization = wasPending
            throw .overflow(constraint)
        }
        if let miss {
            let violated = original(miss)!
            tableau.rollback()
            version &+= 1
            needsOptimization = wasPending
            throw .imprecise(constraint, violating: violated)
        }
        tableau.commit()
        version &+= 1
        needsOptimization = false
        optimizationError = nil
        checkInvariants()
    }

    /// Optimises now, or at the end of the batch.
    func didChange() {
        version &+= 1
        if batchDepth > 0 {
            needsOptimization = true
            checkInvariants()
            return
        }
        needsOptimization = false
        optimizeOrUndo()
        checkInvariants()
    }

    /// Optimises pending batch changes before an operation that needs an optimal tableau.
    func flushIfNeeded() {
        if needsOptimization {
            optimizeOrUndo()
            needsOptimization = false
            version &+= 1
        }
    }

    /// Optimises where no call can be refused (the end of a batch, a pending optimisation before
    /// a query): if that breaks a required constraint in a wide tableau, puts the tableau back as it
    /// was and sets ``optimizationError``. An ordinary tableau only optimises (a snapshot per
    /// batch would cost the common case for nothing).
    func optimizeOrUndo() {
        guard tableau.wide else {
            optimize()
            optimizationError = nil
            return
        }
        let before = tableau  // copy on write: the rows the simplex changes are copied, no others
        if let miss = optimize() {
            let violated = original(miss)!
            tableau = before
            optimizationError = .impreciseOptimization(violating: violated)
        } else {
            optimizationError = nil
        }
    }

    /// Runs the simplex, then recomputes the rows from the constraints if enough pivots have
    /// run since the last time (see ``Tableau/needsRefactor``). Fresh rows have fresh reduced
    /// costs, and one that was just above the optimality tolerance may now be just below it, so
    /// the simplex runs again (usually without a pivot).
    ///
    /// Then, when the pivots since the last check amplified rounding enough to matter
    /// (``Tableau/needsResidualCheck``), every required constraint is checked against its own
    /// numbers (``Tableau/residualMiss()``); if one misses, the rows are recomputed and the simplex
    /// runs again.
    ///
    /// - Parameter certifying: Whether a wide tableau's answer is certified (see
    ///   ``certifiedMiss()``).
    /// - Returns: The id of a constraint that still misses after that repair, or `nil`.
    @discardableResult
    func optimize(certifying: Bool = true) -> Int? {
        tableau.optimize()
        if tableau.needsRefactor {
            tableau.refactor()
            tableau.optimize()
        }
        let certifies = tableau.wide && certifying
        if tableau.needsResidualCheck, tableau.residualMiss() != nil {
            tableau.refactor()
            tableau.optimize()
            // The certificate recomputes the answer from the constraints and repairs what it finds;
            // a residual in doubles (values of 1e9 times coefficients of 1e3) is its to judge, inside
            // a batch too, where it otherwise waits for the batch's end.
            if !certifies, let miss = tableau.residualMiss() {
                return tableau.wide ? certifiedMiss() : miss
            }
        }
        return certifies ? certifiedMiss() : nil
    }

    /// Checks a wide tableau's answer in double-double arithmetic (``Tableau/certify()``) and
    /// repairs what the check finds, checking again after each step. A symbol that still improves
    /// the objective is pivoted in on the certified ratio test, without running the
    /// double-precision simplex again, whose tolerances could take the same step back. A basis
    /// with a certified negative slack or error is repaired by the dual simplex, each row it gives
    /// up on certified (``Tableau/certifiedDualOptimize(failing:)``). An uncertain certificate
    /// (or a basic dummy that is not zero) has the rows recomputed and the simplex run again,
    /// once: a second such finding ends the repair. After ``Solver/certificateRepairs``
    /// eliminations, or that second finding, the constraint the last finding belongs to is returned (the
    /// call is then refused with ``SolverError/imprecise(_:violating:)``).
    ///
    /// - Returns: `nil` once the answer is certified, or the id of the constraint that still is not.
    func certifiedMiss() -> Int? {
        var recomputed = false
        let start = tableau.certificateCount
        // Every elimination counts, the dual simplex's checks too (wide seed 197 alternated between
        // dual repairs and primal steps for minutes when each had its own budget).
        while tableau.certificateCount - start < Solver.certificateRepairs {
            switch tableau.certify() {
            case .optimal:
                return nil
            case .infeasible(let symbol) where tableau.kinds[symbol] != .dummy:
                // A slack or error the double-precision rows call non-negative: the basis is optimal
                // and infeasible, the dual simplex's starting point, with each of its verdicts checked
                // (issue 19: most refusals of wide seeds 0–400 after the residual check).
                let left = Solver.certificateRepairs - (tableau.certificateCount - start)
                if let failing = tableau.certifiedDualOptimize(failing: symbol, repairs: left) {
                    return constraintID(of: failing)
                }
            // Optimality is the certificate's to restore, by certified pivots: the double-precision
            // simplex could step back to the basis just repaired (wide seed 197 went round so).
            case .uncertain(let symbol), .infeasible(let symbol):
                if recomputed { return constraintID(of: symbol) }
                recomputed = true
                tableau.refactor()
                tableau.optimize()
            case .improvable(let symbol, _, let row):
                // No row limits a move that lowers a sum of non-negative errors: the certificate cannot
                // be trusted further.
                guard let row else { return constraintID(of: symbol) }
                tableau.pivot(entering: symbol, row: row)
            }
        }
        if case .optimal = tableau.certify() { return nil }
        return constraintID(of: -1)
    }

    /// The constraint `symbol` belongs to (see ``Tableau/constraintID(of:)``), or, for -1 or a
    /// symbol of no constraint, the oldest one.
    private func constraintID(of symbol: Int) -> Int? {
        let id = symbol >= 0 ? tableau.constraintID(of: symbol) : -1
        if tableau.records[id] != nil { return id }
        return tableau.records.values.map(\.constraint.id).min()
    }

    /// How many steps ``certifiedMiss()`` takes to repair a wide tableau before it refuses the
    /// change. Each costs one elimination; the double-precision simplex has usually done all but
    /// the last few pivots.
    static let certificateRepairs = 64

    @inline(__always)
    func checkInvariants() {
        #if CASSOWARY_CHECKS
            tableau.checkInvariants(optimal: !needsOptimization && optimizationError == nil)
        #endif
    }
}
