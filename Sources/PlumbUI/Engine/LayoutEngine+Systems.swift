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
///
/// Systems are plain records in the engine's ``LayoutEngine/systems`` table, named by their index
/// (a ``SystemID``); solvers are in ``LayoutEngine/solvers``. Variables and constraint records hold
/// indices, not references: the engine looks systems up for every term of every constraint, and
/// with references those lookups retained and released objects each time (reference counting was
/// a third of a large layout's time in profiles).
struct LayoutSystem {
    /// The index of this system's solver in ``LayoutEngine/solvers``; -1 until one is needed (a
    /// system that joins the pool never makes one).
    var solver: Int32 = -1
    /// The system this one was merged into, or -1.
    var mergedInto: Int32 = -1
    /// How many engine constraints are installed in the system's solver.
    var constraintCount = 0
    /// The ids of the variables assigned to this system.
    var variables: [Int] = []
    /// Whether the current ``LayoutEngine/apply(_:)`` made this system, and how many of its steps
    /// install into it (scratch).
    var isNew = false
    var pendingInstalls = 0
}

/// The index of a ``LayoutSystem`` in ``LayoutEngine/systems``.
typealias SystemID = Int32

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
        var touched: [Int] = []
        let hasRecords = !records.isEmpty
        for i in steps.indices {
            var target = targets[i]
            if hasRecords {
                let key: Int
                switch steps[i] {
                case .uninstall(let u): key = Self.key(u)
                case .update(let u, _): key = Self.key(u)
                }
                if let r = records[key]?.system { target = r }
            }
            guard target >= 0 else { continue }
            let solver = solverIndex(of: target)
            if solverSteps[solver].isEmpty { touched.append(solver) }
            solverSteps[solver].append(i)
        }
        let outermost = deferredReports == nil
        if outermost { deferredReports = [] }
        for solver in touched {
            let indices = solverSteps[solver]
            solverSteps[solver] = []
            solvers[solver].batch {
                for i in indices {
                    reportOrder = i
                    switch steps[i] {
                    case .uninstall(let c): uninstall(c)
                    case .update(let c, let built): update(c, prebuilt: .some(built))
                    }
                }
            }
            reportImpreciseOptimization(solvers[solver])
        }
        if outermost, let reports = deferredReports {
            deferredReports = nil
            for r in reports.sorted(by: { $0.order < $1.order }) {
                LayoutDiagnostics.report(r.kind, r.message, summary: r.summary)
            }
        }
    }

    /// Says so when the solver had to undo the optimisation at the end of a batch (coefficients
    /// too far apart for double precision: it would break a required constraint, or its answer
    /// could not be certified optimal): the frames keep every required constraint but may not be
    /// the best ones (see `Solver.optimizationError`).
    func reportImpreciseOptimization(_ solver: Solver) {
        guard case .impreciseOptimization(let violated)? = solver.optimizationError else { return }
        let name = bySolverConstraint[violated.id].map { "\($0)" } ?? "\(violated)"
        let cause =
            violated.priority.isRequired
            ? "cannot optimise without breaking required constraint \(name)"
            : "cannot reach the optimum of \(name)"
        report(
            .warning,
            "Layout may not be optimal: double precision \(cause) (coefficients too far apart); "
                + "the frames keep every required constraint.")
    }

    /// Reports a diagnostic now, or, while ``apply(_:)`` runs, when it ends (in step order).
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String, summary: String? = nil) {
        if deferredReports != nil {
            deferredReports!.append((reportOrder, kind, message, summary))
        } else {
            LayoutDiagnostics.report(kind, message, summary: summary)
        }
    }

    /// The system that holds (or will hold) a constraint with these terms; every variable of the
    /// terms must have been assigned by ``prepareSystems(for:)``.
    func system(for terms: [Term]) -> SystemID {
        guard !terms.isEmpty else { return constantSystemMadeIfNeeded() }
        return variableStates[terms[0].variable.id]!.system
    }

    /// The index in ``solvers`` of a system's solver, made on first use.
    func solverIndex(of system: SystemID) -> Int {
        let index = systems[Int(system)].solver
        if index >= 0 { return Int(index) }
        solvers.append(Solver())
        solverSteps.append([])
        systems[Int(system)].solver = Int32(solvers.count - 1)
        return solvers.count - 1
    }

    /// The solver of a system, made on first use.
    func solver(of system: SystemID) -> Solver { solvers[solverIndex(of: system)] }

    /// The solver that holds a variable's constraints (`nil`: no constraint ever mentioned it).
    func solver(ofVariable id: Int) -> Solver? {
        guard let system = variableStates[id]?.system, system >= 0 else { return nil }
        let index = systems[Int(system)].solver
        return index >= 0 ? solvers[Int(index)] : nil
    }

    /// The system that holds a system's constraints now (itself unless merged).
    func current(_ system: SystemID) -> SystemID {
        var s = system
        while systems[Int(s)].mergedInto >= 0 { s = systems[Int(s)].mergedInto }
        return s
    }

    private func newSystem() -> SystemID {
        systems.append(LayoutSystem())
        return SystemID(systems.count - 1)
    }

    private func constantSystemMadeIfNeeded() -> SystemID {
        if constantSystem >= 0 { return constantSystem }
        constantSystem = newSystem()
        return constantSystem
    }

    /// Assigns every variable of the constraints to be installed to a system, creating systems for
    /// new variables and merging the systems a constraint connects; returns the system of each
    /// step's terms (`nil` for steps that install nothing).
    private func prepareSystems(for steps: [Step]) -> [SystemID] {
        var merged = false
        var joined = false
        var assigned = false
        var targets: [SystemID] = []
        targets.reserveCapacity(steps.count)
        var fresh: [Int] = []
        var created: [SystemID] = []
        variableStates.reserveCapacity(variableStates.count + steps.count)
        for step in steps {
            guard case .update(_, let built?) = step else { targets.append(-1); continue }
            let terms = built.terms
            guard !terms.isEmpty else { targets.append(constantSystemMadeIfNeeded()); continue }
            var root: SystemID = -1
            fresh.removeAll(keepingCapacity: true)
            for i in terms.indices {
                let id = terms[i].variable.id
                guard let s = variableStates[id]?.system else { fresh.append(id); continue }
                if root >= 0, root != s {
                    root = join(root, s, merged: &merged)
                    joined = true
                } else {
                    root = s
                }
            }
            if !fresh.isEmpty {
                if root < 0 {
                    root = newSystem()
                    systems[Int(root)].isNew = true
                    created.append(root)
                }
                // A fresh variable has no state yet (states are made with a system), and a
                // constraint's terms name each variable once.
                for id in fresh { variableStates[id] = VariableState(system: root) }
                assigned = true
                systems[Int(root)].variables.append(contentsOf: fresh)
            }
            if systems[Int(root)].isNew { systems[Int(root)].pendingInstalls += 1 }
            targets.append(root)
        }
        // New systems that stay small share the pool's solver (they hold no constraint yet).
        for system in created {
            if systems[Int(system)].mergedInto < 0, systems[Int(system)].pendingInstalls <= LayoutEngine.pooledSize {
                systems[Int(system)].solver = 0
            }
            systems[Int(system)].isNew = false
            systems[Int(system)].pendingInstalls = 0
        }
        if merged { moveMergedConstraints() }
        if joined || assigned { systemsStamp = LayoutEngine.newSystemsStamp() }
        if joined {
            for i in targets.indices where targets[i] >= 0 { targets[i] = current(targets[i]) }
        }
        return targets
    }

    /// Merges two systems; returns the one that remains. Variables move to it at once; the
    /// absorbed system's constraints move in ``moveMergedConstraints()``.
    private func join(_ a: SystemID, _ b: SystemID, merged: inout Bool) -> SystemID {
        // Keep the solver with more constraints (fewer to add again), else the larger system.
        let sa = systems[Int(a)], sb = systems[Int(b)]
        let keepA =
            sa.constraintCount != sb.constraintCount
            ? sa.constraintCount > sb.constraintCount
            : sa.variables.count >= sb.variables.count
        let (winner, loser) = keepA ? (a, b) : (b, a)
        let moved = systems[Int(loser)].variables
        for id in moved { variableStates[id]!.system = winner }
        if systems[Int(winner)].isNew { systems[Int(winner)].pendingInstalls += systems[Int(loser)].pendingInstalls }
        systems[Int(winner)].variables.append(contentsOf: moved)
        systems[Int(loser)].variables = []
        systems[Int(loser)].mergedInto = winner
        if systems[Int(loser)].constraintCount > 0 { merged = true }
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
        for key in records.keys {
            let r = records[key]!
            guard systems[Int(r.system)].mergedInto >= 0 else { continue }
            let target = current(r.system)
            if systems[Int(r.system)].solver == systems[Int(target)].solver {
                // Same solver: nothing to add again.
                systems[Int(r.system)].constraintCount -= 1
                systems[Int(target)].constraintCount += 1
                records[key]!.system = target
            } else {
                moving.append((key, r))
            }
        }
        moving.sort { $0.record.sequence < $1.record.sequence }
        var targets: [SystemID] = []
        var byTarget: [SystemID: [Int]] = [:]
        for i in moving.indices {
            let target = current(moving[i].record.system)
            if byTarget[target] == nil { targets.append(target) }
            byTarget[target, default: []].append(i)
        }
        for target in targets {
            let targetSolver = solver(of: target)
            targetSolver.batch {
                for i in byTarget[target]! {
                    var r = moving[i].record
                    let old = r.solverConstraint
                    let oldSolver = solvers[Int(systems[Int(r.system)].solver)]
                    let constant = oldSolver.constant(of: old) ?? r.constant
                    let sc = Cassowary.Constraint(
                        Expression(terms: r.terms, constant: constant), old.relation,
                        priority: old.priority)
                    bySolverConstraint.removeValue(forKey: old.id)
                    systems[Int(r.system)].constraintCount -= 1
                    if systems[Int(r.system)].solver == 0 { try? oldSolver.remove(old) }  // the pool stays
                    do {
                        try targetSolver.add(sc)
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
                    systems[Int(target)].constraintCount += 1
                    bySolverConstraint[sc.id] = r.constraint
                    records[moving[i].key] = r
                }
            }
            reportImpreciseOptimization(targetSolver)
        }
        // A merged system's own solver (only the pool is shared) holds nothing any more.
        for index in Set(moving.map { systems[Int($0.record.system)].solver }) where index > 0 {
            solvers[Int(index)].reset()
        }
    }

    /// How many systems the engine's constraints are split into (systems without constraints
    /// are not counted).
    var systemCount: Int { systems.count { $0.mergedInto < 0 && $0.constraintCount > 0 } }

    /// How many solvers hold the systems (the small ones share one).
    var solverCount: Int {
        Set(systems.filter { $0.mergedInto < 0 && $0.constraintCount > 0 }.map(\.solver)).count
    }

    /// The number of installed constraints in each system, largest first.
    var systemSizes: [Int] {
        systems.filter { $0.mergedInto < 0 }.map(\.constraintCount).filter { $0 > 0 }.sorted(by: >)
    }
}

extension UIView {
    /// How many constraints each independent system of the layout engine this view hosts holds,
    /// largest first; empty when the view hosts no engine (yet). For benchmarks and tests: the
    /// systems are an internal detail of the engine and never change a frame.
    package var layoutSystemSizes: [Int] { layoutNode.engine?.systemSizes ?? [] }

    /// How many solvers the layout engine this view hosts uses for its systems (small systems
    /// share one); 0 without an engine.
    package var layoutSolverCount: Int { layoutNode.engine?.solverCount ?? 0 }
}
