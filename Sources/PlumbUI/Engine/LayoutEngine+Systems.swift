@_spi(PlumbEngine) import Cassowary

/// One independent part of a layout engine's constraints, with a solver of its own.
///
/// A UI layout is mostly independent pieces: horizontal positions and vertical positions share
/// no variable unless a constraint ties a width to a height, a view with a fixed width has a
/// width system of its own, a cell's content is apart from its neighbours'. The engine keeps the
/// constraints that share variables (directly or through other constraints) together in one
/// system, so a solve, a re-solve after a change and an ambiguity test only touch the tableau of
/// the part they concern.
///
/// Solving the parts apart gives the optimum one solver over everything gives: the optimum of a
/// sum of independent objectives is the optimum of each (level by level), so every determined
/// value is the same. The solver's choices (lowest-symbol entering rule, lowest-id ties, the dual
/// simplex's lowest infeasible row) depend only on the rows and objective coefficients of the part
/// a symbol belongs to, which keep their relative creation order in the part's own solver, so even
/// where optimal values tie (an ambiguous layout) the parts end where one solver would; the
/// exceptions are the solver's per-solver budgets (when it recomputes its rows, when it switches to
/// Bland's rule after degenerate pivots), which count each part's pivots alone. Constraints are
/// added to each system in the engine's order, and diagnostics are reported in that order too.
///
/// Systems only grow: a constraint that connects two systems merges them (the smaller one's
/// constraints are added again, in their original order, to the larger one's solver); removing a
/// constraint never splits one, so a system may hold parts that no longer share a variable.
///
/// Small systems share one solver (the engine's pool): a fixed width or a label's intrinsic
/// width is a system of one or two constraints, and a solver each would cost more in setting up
/// than it saves (Yoga's huge nested tree has 12,000 of them). Sharing a solver is always
/// allowed: it is what one solver for everything does.
@MainActor
final class LayoutSystem {
    /// The solver this system's constraints are in (shared by the small systems; made on first
    /// use, so a system that joins the pool never makes one).
    var slot: SolverSlot {
        get {
            if let s = storedSlot { return s }
            let s = SolverSlot()
            storedSlot = s
            return s
        }
        set { storedSlot = newValue }
    }
    @exclusivity(unchecked) private var storedSlot: SolverSlot?
    /// The solver of this system's constraints.
    var solver: Solver { slot.solver }
    /// The system this one was merged into, if any.
    var mergedInto: LayoutSystem?
    /// How many engine constraints are installed in ``solver``.
    var constraintCount = 0
    /// The ids of the variables assigned to this system.
    var variables: [Int] = []
    /// Whether the current ``LayoutEngine/apply(_:)`` made this system, and how many of its steps
    /// install into it (scratch).
    var isNew = false
    var pendingInstalls = 0

    /// The system that holds this one's constraints now (itself unless merged).
    func current() -> LayoutSystem {
        var s = self
        while let next = s.mergedInto { s = next }
        return s
    }
}

/// A solver and the steps it runs in the current ``LayoutEngine/apply(_:)``.
@MainActor
final class SolverSlot {
    let solver = Solver()
    /// The engine's steps for this solver in the current ``LayoutEngine/apply(_:)`` (scratch).
    var steps: [Int] = []
}

extension LayoutEngine {
    /// New systems with at most this many constraints go to the shared solver.
    static let pooledSize = 8

    /// What ``LayoutEngine/apply(_:)`` does with one constraint.
    enum Step {
        /// Remove the constraint from the solver.
        case uninstall(NSLayoutConstraint)
        /// Make the solver match the constraint's solver form (`nil`: not active or not valid).
        case update(NSLayoutConstraint, Built?)
    }

    /// Runs `steps` in order within each system, each system's steps in one batch of its solver
    /// (one optimisation per system), and reports diagnostics in the order of the steps that
    /// caused them.
    func apply(_ steps: [Step]) {
        let targets = prepareSystems(for: steps)
        var touched: [SolverSlot] = []
        let hasRecords = !records.isEmpty
        for i in steps.indices {
            var target = targets[i]
            if hasRecords {
                let c: NSLayoutConstraint
                switch steps[i] {
                case .uninstall(let u): c = u
                case .update(let u, _): c = u
                }
                if let r = records[Self.key(c)] { target = r.system }
            }
            guard let slot = target?.slot else { continue }
            if slot.steps.isEmpty { touched.append(slot) }
            slot.steps.append(i)
        }
        let outermost = deferredReports == nil
        if outermost { deferredReports = [] }
        for slot in touched {
            let indices = slot.steps
            slot.steps = []
            slot.solver.batch {
                for i in indices {
                    reportOrder = i
                    switch steps[i] {
                    case .uninstall(let c): uninstall(c)
                    case .update(let c, let built): update(c, prebuilt: .some(built))
                    }
                }
            }
        }
        if outermost, let reports = deferredReports {
            deferredReports = nil
            for r in reports.sorted(by: { $0.order < $1.order }) { LayoutDiagnostics.report(r.kind, r.message) }
        }
    }

    /// Reports a diagnostic now, or, while ``apply(_:)`` runs, when it ends (in step order).
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        if deferredReports != nil {
            deferredReports!.append((reportOrder, kind, message))
        } else {
            LayoutDiagnostics.report(kind, message)
        }
    }

    /// The system that holds (or will hold) a constraint with these terms; every variable of the
    /// terms must have been assigned by ``prepareSystems(for:)``.
    func system(for terms: [Term]) -> LayoutSystem {
        guard let first = terms.first else { return constantSystemMadeIfNeeded() }
        return variableStates[first.variable.id]!.system!
    }

    private func constantSystemMadeIfNeeded() -> LayoutSystem {
        if let s = constantSystem { return s }
        let s = LayoutSystem()
        constantSystem = s
        systems.append(s)
        return s
    }

    /// Assigns every variable of the constraints to be installed to a system, creating systems for
    /// new variables and merging the systems a constraint connects; returns the system of each
    /// step's terms (`nil` for steps that install nothing).
    private func prepareSystems(for steps: [Step]) -> [LayoutSystem?] {
        var merged = false
        var joined = false
        var assigned = false
        var targets: [LayoutSystem?] = []
        targets.reserveCapacity(steps.count)
        var fresh: [Int] = []
        var created: [LayoutSystem] = []
        variableStates.reserveCapacity(variableStates.count + steps.count)
        for step in steps {
            guard case .update(_, let built?) = step else { targets.append(nil); continue }
            guard !built.terms.isEmpty else { targets.append(constantSystemMadeIfNeeded()); continue }
            var root: LayoutSystem?
            fresh.removeAll(keepingCapacity: true)
            for t in built.terms {
                let id = t.variable.id
                guard let s = variableStates[id]?.system else { fresh.append(id); continue }
                if let r = root, r !== s {
                    root = join(r, s, merged: &merged)
                    joined = true
                } else {
                    root = s
                }
            }
            if !fresh.isEmpty {
                let target: LayoutSystem
                if let root { target = root } else {
                    target = LayoutSystem()
                    target.isNew = true
                    systems.append(target)
                    created.append(target)
                }
                // A fresh variable has no state yet (states are made with a system), and a
                // constraint's terms name each variable once.
                for id in fresh { variableStates[id] = VariableState(system: target) }
                assigned = true
                target.variables.append(contentsOf: fresh)
                root = target
            }
            if let root, root.isNew { root.pendingInstalls += 1 }
            targets.append(root)
        }
        // New systems that stay small share the pool's solver (they hold no constraint yet).
        for system in created {
            if system.mergedInto == nil, system.pendingInstalls <= LayoutEngine.pooledSize { system.slot = pool }
            system.isNew = false
            system.pendingInstalls = 0
        }
        if merged { moveMergedConstraints() }
        if joined || assigned { systemsStamp = LayoutEngine.newSystemsStamp() }
        if joined {
            systems.removeAll { $0.mergedInto != nil }
            for i in targets.indices { targets[i] = targets[i]?.current() }
        }
        return targets
    }

    /// Merges two systems; returns the one that remains. Variables move to it at once; the
    /// absorbed system's constraints move in ``moveMergedConstraints()``.
    private func join(_ a: LayoutSystem, _ b: LayoutSystem, merged: inout Bool) -> LayoutSystem {
        // Keep the solver with more constraints (fewer to add again), else the larger system.
        let keepA = a.constraintCount != b.constraintCount ? a.constraintCount > b.constraintCount
            : a.variables.count >= b.variables.count
        let (winner, loser) = keepA ? (a, b) : (b, a)
        for id in loser.variables { variableStates[id]!.system = winner }
        if winner.isNew { winner.pendingInstalls += loser.pendingInstalls }
        winner.variables.append(contentsOf: loser.variables)
        loser.variables = []
        loser.mergedInto = winner
        if loser.constraintCount > 0 { merged = true }
        return winner
    }

    /// Adds the constraints of merged systems again to the solver of the system they joined, in
    /// the order they were first installed, with their current constants and priorities (or, for
    /// systems that shared the solver, only notes where they are now). Afterwards no record refers
    /// to a merged system.
    ///
    /// - Complexity: O(installed constraints) to find them; rare (a constraint that ties two
    ///   systems that already hold constraints).
    private func moveMergedConstraints() {
        var moving: [(key: Int, record: Record)] = []
        for (key, r) in records where r.system.mergedInto != nil {
            let target = r.system.current()
            if r.system.slot === target.slot {
                // Same solver: nothing to add again.
                r.system.constraintCount -= 1
                target.constraintCount += 1
                records[key]!.system = target
            } else {
                moving.append((key, r))
            }
        }
        moving.sort { $0.record.sequence < $1.record.sequence }
        var targets: [LayoutSystem] = []
        var byTarget: [ObjectIdentifier: [Int]] = [:]
        for i in moving.indices {
            let target = moving[i].record.system.current()
            if byTarget[ObjectIdentifier(target)] == nil { targets.append(target) }
            byTarget[ObjectIdentifier(target), default: []].append(i)
        }
        for target in targets {
            target.solver.batch {
                for i in byTarget[ObjectIdentifier(target)]! {
                    var r = moving[i].record
                    let old = r.solverConstraint
                    let constant = r.system.solver.constant(of: old) ?? r.constant
                    let sc = Cassowary.Constraint(Expression(terms: r.terms, constant: constant), old.relation,
                                                  priority: old.priority)
                    bySolverConstraint.removeValue(forKey: old.id)
                    r.system.constraintCount -= 1
                    if r.system.slot === pool { try? pool.solver.remove(old) }   // the pool stays
                    do {
                        try target.solver.add(sc)
                    } catch {
                        // Two systems that share no variable cannot conflict; should it happen
                        // numerically, the constraint is dropped and reported.
                        records.removeValue(forKey: moving[i].key)
                        for t in r.terms { variableStates[t.variable.id]?.mentions -= 1 }
                        report(.warning, "Could not move \(r.constraint) into a merged layout system: \(error)")
                        continue
                    }
                    r.solverConstraint = sc
                    r.system = target
                    target.constraintCount += 1
                    bySolverConstraint[sc.id] = r.constraint
                    records[moving[i].key] = r
                }
            }
        }
    }

    /// How many systems the engine's constraints are split into (systems without constraints
    /// are not counted).
    var systemCount: Int { systems.count { $0.constraintCount > 0 } }

    /// How many solvers hold the systems (the small ones share one).
    var solverCount: Int { Set(systems.filter { $0.constraintCount > 0 }.map { ObjectIdentifier($0.slot) }).count }

    /// The number of installed constraints in each system, largest first.
    var systemSizes: [Int] { systems.map(\.constraintCount).filter { $0 > 0 }.sorted(by: >) }
}

extension UIView {
    /// How many constraints each independent system of the layout engine this view hosts holds,
    /// largest first; empty when the view hosts no engine (yet). For benchmarks and tests: the
    /// systems are an internal detail of the engine and never change a frame.
    package var layoutSystemSizes: [Int] { engineIfPresent?.systemSizes ?? [] }

    /// How many solvers the layout engine this view hosts uses for its systems (small systems
    /// share one); 0 without an engine.
    package var layoutSolverCount: Int { engineIfPresent?.solverCount ?? 0 }
}
