@_spi(PlumbEngine) import Cassowary
import Foundation

/// The Auto Layout engine of one view tree: Cassowary solvers plus the bookkeeping that turns
/// `NSLayoutConstraint`s into solver constraints and solved values into frames.
///
/// The engine lives on the root view. Changes are applied lazily: constraint activation, constant
/// and priority changes mark the engine, and ``sync()`` applies everything in one batch (one
/// optimisation), as UIKit's deferred layout pass does. The constraints are split into
/// independent systems (``LayoutSystem``), each with a solver of its own.
@MainActor
final class LayoutEngine {
    unowned let root: UIView
    /// How the root is held: at its frame size (layout) or pulled toward a target (fitting).
    let mode: Mode

    enum Mode {
        case layout
        case fitting(CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    struct Record {
        let constraint: NSLayoutConstraint
        var solverConstraint: Cassowary.Constraint
        var terms: [Term]
        var constant: Double
        var priority: Cassowary.Priority
        var broken: Bool
        /// The system whose solver holds ``solverConstraint`` (merging re-points every record).
        var system: SystemID
        /// When the constraint was installed, engine-wide (the order to add it again in).
        var sequence: Int
    }

    /// What the engine knows about one solver variable.
    struct VariableState {
        /// The system the variable belongs to.
        var system: SystemID
        /// How many installed constraints mention it.
        var mentions = 0
    }

    // The engine is used by one task and never re-enters itself: dynamic exclusivity checks on
    // every access to these tables only cost time (they showed up in profiles of value reads).
    // Tables keyed by integers (object addresses, solver ids) with a cheap hash: the engine looks
    // them up for every term of every constraint (see `IntMap`).
    @exclusivity(unchecked) var records = IntMap<Record>()
    /// The layout constraint of each installed solver constraint, by the solver constraint's id.
    @exclusivity(unchecked) var bySolverConstraint = IntMap<NSLayoutConstraint>()
    /// The systems, in creation order, merged ones included (a ``SystemID`` is an index here).
    @exclusivity(unchecked) var systems: [LayoutSystem] = []
    /// The system of constraints that mention no variable (`0 == constant`), made on first use; -1
    /// before.
    var constantSystem: SystemID = -1
    /// The solvers of the systems; the first is the pool the small systems share.
    @exclusivity(unchecked) var solvers: [Solver] = [Solver()]
    /// The steps of each solver in the current ``apply(_:)`` (scratch, by solver index).
    @exclusivity(unchecked) var solverSteps: [[Int]] = [[]]
    /// Variables by id.
    @exclusivity(unchecked) var variableStates = IntMap<VariableState>()
    /// Install order of the next constraint.
    private var nextSequence = 0
    /// Changes whenever a variable moves to another system (items cache their variables' systems
    /// under this stamp); unique across engines.
    var systemsStamp = LayoutEngine.newSystemsStamp()
    private static var lastSystemsStamp = 0
    static func newSystemsStamp() -> Int {
        lastSystemsStamp += 1
        return lastSystemsStamp
    }
    /// Diagnostics held back while ``apply(_:)`` runs, with the step that caused each.
    var deferredReports: [(order: Int, kind: LayoutDiagnostic.Kind, message: String, summary: String?)]?
    /// The step ``apply(_:)`` is running.
    var reportOrder = 0
    /// Constraints whose constant or priority changed since the last sync.
    private var dirty: [NSLayoutConstraint] = []
    /// Set when constraints were added or removed, views moved, or directions changed (through
    /// ``invalidate(_:)``).
    private var needsFullReconcile = true
    private var rootConstraints: [NSLayoutConstraint] = []
    /// Items whose `width >= 0` and `height >= 0` are installed.
    private var floored = Set<ObjectIdentifier>()
    /// Offsets `exerciseAmbiguity` gave variables that no constraint mentions.
    private var exerciseOffsets: [Int: Double] = [:]
    /// Whether a full reconcile installs the optional content-size constraints right after the
    /// root's (see `reconcileAll()`); `false` keeps each view's next to its other implicit
    /// constraints, the order before, which tests compare with.
    var installsContentSizeFirst = true

    /// The key of an object in the engine's tables: its address.
    @inline(__always)
    static func key(_ object: AnyObject) -> Int { Int(bitPattern: ObjectIdentifier(object)) }

    init(root: UIView, mode: Mode = .layout) {
        self.root = root
        self.mode = mode
    }

    // MARK: Marking

    /// What a change asks of the engine at its next ``sync()``.
    enum Invalidation {
        /// A constraint's constant or priority changed: updated in place.
        case constant(NSLayoutConstraint)
        /// Constraints were added or removed, views moved, or directions or margins changed: the
        /// engine re-reads the tree (``reconcileAll()``).
        case constraintSet
    }

    /// The engine's one door for changes: every change of a layout input arrives here (from
    /// ``UIView/invalidateLayout(_:)`` or the engine's own refreshes) and is applied, in one
    /// batch, at the next ``sync()``.
    func invalidate(_ what: Invalidation) {
        switch what {
        case .constant(let c): dirty.append(c)
        case .constraintSet: needsFullReconcile = true
        }
    }

    var isDirty: Bool { needsFullReconcile || !dirty.isEmpty }

    // MARK: Sync

    /// Applies every pending change to the solver and re-solves, in one batch.
    func sync() {
        guard isDirty else { return }
        directions.removeAll(keepingCapacity: true)
        displayScale = root.traitCollection.displayScale
        defer { captureSolvedRects() }
        if needsFullReconcile {
            needsFullReconcile = false
            dirty.removeAll()
            reconcileAll()
        } else {
            let pending = dirty
            dirty.removeAll()
            apply(pending.map { .update($0, buildIfActive($0)) })
        }
    }

    /// Installs the size floors of every item the last solve gave a negative width or height;
    /// returns whether it installed any (the caller re-solves).
    ///
    /// Auto Layout never solves a negative size. Installing `width >= 0` for every item would
    /// double the rows of the tableau, so floors go in only where needed: a solution of the
    /// constraints without them that has no negative size is also optimal with them.
    func floorNegativeSizes() -> Bool {
        var pending: [NSLayoutConstraint] = []
        // The items with a negative size were noted when the rectangles were captured.
        for item in negativeSizeItems {
            let id = ObjectIdentifier(item)
            guard !floored.contains(id) else { continue }
            floored.insert(id)
            pending.append(contentsOf: item.sizeFloors)
        }
        guard !pending.isEmpty else { return false }
        apply(pending.map { .update($0, buildIfActive($0)) })
        captureSolvedRects()
        return true
    }

    private func reconcileAll() {
        var wanted: [NSLayoutConstraint] = []
        var wantedIDs = IntMap<Bool>()
        updateRootConstraints()
        // The root's own constraints go in first: its size is then a constant when the tree's
        // constraints arrive (no phase one for a root size that is already basic, no rewriting of
        // every row that mentions it).
        wanted.append(contentsOf: rootConstraints)
        // Then the optional content-size constraints (hugging and compression resistance): an
        // intrinsic size is a constant, so its item's width or height is defined before the
        // constraints that chain items together arrive, and each position of a chain is then
        // defined once, from the one above it. Installed after the chain, every hugging row
        // changed the subject of a position that all the positions below it were written in,
        // and a vertical list rewrote its whole tableau once per label (quadratic in rows).
        // Required ones keep their place: the order of required constraints decides which
        // constraint reports a conflict.
        // (Loops rather than `forEach` closures: a closure calling main-actor code gets a dynamic
        // isolation check per call.)
        var deferred: [NSLayoutConstraint] = []
        func visit(_ v: UIView) {
            v.refreshImplicitConstraints()
            let implicit = v.layoutNode.implicit
            let early = installsContentSizeFirst
            for c in implicit.contentSize where early && c.priority < .required { wanted.append(c) }
            if v !== root, v.layoutNode.hostsEngine {
                // A nested engine host is an item here (its frame); what it contains is solved by
                // its own engine.
                for c in implicit.contentSize where !early || c.priority >= .required { deferred.append(c) }
                deferred.append(contentsOf: implicit.autoresizing)
                if floored.contains(ObjectIdentifier(v)) { deferred.append(contentsOf: v.sizeFloors) }
                return
            }
            for c in v.layoutNode.inputs.constraints where c.installedOn === v && isInside(c) {
                deferred.append(c)
            }
            for c in implicit.contentSize where !early || c.priority >= .required { deferred.append(c) }
            // A nested host's autoresizing constraints tie it to its superview, in the outer engine.
            if !(v === root && root.superview != nil) { deferred.append(contentsOf: implicit.autoresizing) }
            deferred.append(contentsOf: implicit.margins)
            deferred.append(contentsOf: implicit.safeArea)
            deferred.append(contentsOf: implicit.readable)
            deferred.append(contentsOf: implicit.host)
            deferred.append(contentsOf: implicit.scroll)
            deferred.append(contentsOf: implicit.topLayoutSupport)
            deferred.append(contentsOf: implicit.bottomLayoutSupport)
            if floored.contains(ObjectIdentifier(v)) { deferred.append(contentsOf: v.sizeFloors) }
            for g in v.layoutNode.inputs.guides where floored.contains(ObjectIdentifier(g)) {
                deferred.append(contentsOf: g.sizeFloors)
            }
            for s in v.subviews { visit(s) }
        }
        visit(root)
        wanted.append(contentsOf: deferred)
        if !records.isEmpty {
            wantedIDs.reserveCapacity(wanted.count)
            for c in wanted { wantedIDs[Self.key(c)] = true }
        }
        // Remove what is no longer wanted, in creation order for determinism.
        let stale = records.values.filter { wantedIDs[Self.key($0.constraint)] == nil }
            .sorted { $0.constraint.id < $1.constraint.id }
        var steps: [Step] = stale.map { .uninstall($0.constraint) }
        // Every constraint is built first, and those whose terms or priority changed leave the
        // solver before any comes back: a change of direction rebuilds leading and trailing
        // constraints, and installing one flipped constraint among unflipped neighbours would
        // report a conflict that does not exist.
        let builds = wanted.map { c -> (NSLayoutConstraint, Built?) in (c, buildIfActive(c)) }
        steps.reserveCapacity(steps.count + builds.count)
        if !records.isEmpty {
            for (c, built) in builds {
                guard let r = records[Self.key(c)] else { continue }
                guard let built else { steps.append(.uninstall(c)); continue }
                let priority = Cassowary.Priority(c.priority.rawValue)
                if r.terms != built.terms || (r.priority != priority && !r.broken) { steps.append(.uninstall(c)) }
            }
        }
        for (c, built) in builds { steps.append(.update(c, built)) }
        // Room for every constraint at once (the tables otherwise double, rehashing, ~17 times on
        // a tree of 44,000 constraints).
        records.reserveCapacity(builds.count)
        bySolverConstraint.reserveCapacity(builds.count)
        apply(steps)
    }

    /// Whether both items of a constraint are inside this engine's tree (a fitting engine covers a
    /// subtree only).
    private func isInside(_ c: NSLayoutConstraint) -> Bool {
        guard case .fitting = mode else { return true }
        func inside(_ o: AnyObject?) -> Bool {
            guard let o else { return true }
            guard let item = o as? LayoutItem, let v = item.hostView else { return false }
            return v.isDescendant(of: root)
        }
        return inside(c.firstItem) && inside(c.secondItem)
    }

    /// Installs, updates in place, or re-installs one constraint so the solver matches it.
    typealias Built = (terms: [Term], constant: Double, relation: Relation)

    /// The solver form of an active, valid constraint (`nil` otherwise).
    private func buildIfActive(_ c: NSLayoutConstraint) -> Built? {
        let active = c.installedOn != nil || c.isSystemConstraint
        guard active, c.invalidReason == nil else { return nil }
        return build(c)
    }

    func update(_ c: NSLayoutConstraint, prebuilt: Built?? = nil) {
        let id = Self.key(c)
        let builtValue: Built? = if let prebuilt { prebuilt } else { buildIfActive(c) }
        guard let built = builtValue else {
            if records.contains(id) { uninstall(c) }
            return
        }
        let priority = Cassowary.Priority(c.priority.rawValue)
        if var r = records[id] {
            if r.terms == built.terms && (r.priority == priority || r.broken) {
                if r.constant != built.constant {
                    do {
                        try solver(of: r.system).setConstant(built.constant, of: r.solverConstraint)
                        r.constant = built.constant
                        records[id] = r
                    } catch {
                        // A constant change that makes required constraints conflict: re-add so
                        // the conflict is reported and resolved like any other.
                        uninstall(c)
                        install(c, built, priority)
                    }
                }
                return
            }
            uninstall(c)
        }
        install(c, built, priority)
    }

    private func install(
        _ c: NSLayoutConstraint, _ built: (terms: [Term], constant: Double, relation: Relation),
        _ priority: Cassowary.Priority
    ) {
        let sc = Cassowary.Constraint(
            Expression(terms: built.terms, constant: built.constant), built.relation, priority: priority)
        let system = system(for: built.terms)
        do {
            try solver(of: system).add(sc)
            record(c, sc, built, priority, broken: false, system)
        } catch let error {
            handle(error, adding: c, sc, built)
        }
    }

    private func record(
        _ c: NSLayoutConstraint, _ sc: Cassowary.Constraint,
        _ built: (terms: [Term], constant: Double, relation: Relation),
        _ priority: Cassowary.Priority, broken: Bool, _ system: SystemID
    ) {
        records[Self.key(c)] = Record(
            constraint: c, solverConstraint: sc, terms: built.terms,
            constant: built.constant, priority: priority, broken: broken,
            system: system, sequence: nextSequence)
        nextSequence += 1
        systems[Int(system)].constraintCount += 1
        let terms = built.terms
        for i in terms.indices { variableStates[terms[i].variable.id]?.mentions += 1 }
        bySolverConstraint[sc.id] = c
    }

    func uninstall(_ c: NSLayoutConstraint) {
        guard let r = records.removeValue(forKey: Self.key(c)) else { return }
        for t in r.terms { variableStates[t.variable.id]?.mentions -= 1 }
        bySolverConstraint.removeValue(forKey: r.solverConstraint.id)
        systems[Int(r.system)].constraintCount -= 1
        try? solver(of: r.system).remove(r.solverConstraint)
    }

    // MARK: Conflicts

    /// Reports an unsatisfiable required constraint the way UIKit does, breaks one constraint of
    /// the conflict (see ``ConflictResolution``), and goes on.
    private func handle(
        _ error: SolverError, adding c: NSLayoutConstraint, _ sc: Cassowary.Constraint,
        _ built: (terms: [Term], constant: Double, relation: Relation)
    ) {
        guard case .unsatisfiable(_, let conflicts) = error else {
            report(.invalidConstraint, "Could not install \(c): \(error)")
            return
        }
        let others = conflicts.compactMap { bySolverConstraint[$0.id] }
        // Sizes can't be negative; UIKit doesn't list that rule among the conflicting constraints.
        let involved = (others + [c]).filter { !($0 is SizeFloorConstraint) }.sorted { $0.id < $1.id }
        guard !involved.isEmpty else { return }
        let victim = ConflictResolution.choose(among: involved)
        report(
            .unsatisfiableConstraints, ConstraintFormatter.unsatisfiableLog(involved, breaking: victim),
            summary: ConstraintFormatter.unsatisfiableSummary)
        let brokenPriority = Cassowary.Priority.brokenRequired
        if victim === c {
            let demoted = Cassowary.Constraint(
                Expression(terms: built.terms, constant: built.constant),
                built.relation, priority: brokenPriority)
            let system = system(for: built.terms)
            if (try? solver(of: system).add(demoted)) != nil {
                record(c, demoted, built, brokenPriority, broken: true, system)
            }
            return
        }
        // Demote the victim, then try the new constraint again (it may conflict with others).
        if let vr = records[Self.key(victim)] {
            uninstall(victim)
            let demoted = Cassowary.Constraint(
                Expression(terms: vr.terms, constant: vr.constant),
                vr.solverConstraint.relation, priority: brokenPriority)
            if (try? solver(of: vr.system).add(demoted)) != nil {
                record(
                    victim, demoted, (vr.terms, vr.constant, vr.solverConstraint.relation), brokenPriority,
                    broken: true, vr.system)
            }
        }
        install(c, built, Cassowary.Priority(c.priority.rawValue))
    }

    /// Layout directions looked up during one sync (a direction walks up to the root's traits).
    var directions = IntMap<Bool>()

    /// Pixels per point of the tree, read at each sync.
    private(set) var displayScale: CGFloat = 2

    // MARK: The root

    /// The constraints that hold the root: at its frame size for layout ('UIView-Encapsulated-
    /// Layout-Width/Height'), or pulled toward the target size for fitting ('_UITemporaryLayout…').
    private func updateRootConstraints() {
        if rootConstraints.isEmpty {
            let left = NamedSystemConstraint(
                "UIView-Encapsulated-Layout-Left", item: root, attribute: .left,
                toItem: nil, attribute: .notAnAttribute, constant: 0)
            let top = NamedSystemConstraint(
                "UIView-Encapsulated-Layout-Top", item: root, attribute: .top,
                toItem: nil, attribute: .notAnAttribute, constant: 0)
            let w: NSLayoutConstraint, h: NSLayoutConstraint
            switch mode {
            case .layout:
                w = NamedSystemConstraint(
                    "UIView-Encapsulated-Layout-Width", item: root, attribute: .width,
                    toItem: nil, attribute: .notAnAttribute, constant: root.bounds.width)
                h = NamedSystemConstraint(
                    "UIView-Encapsulated-Layout-Height", item: root, attribute: .height,
                    toItem: nil, attribute: .notAnAttribute, constant: root.bounds.height)
            case .fitting(let size, let hp, let vp):
                w = NamedSystemConstraint(
                    "_UITemporaryLayoutWidth", item: root, attribute: .width,
                    toItem: nil, attribute: .notAnAttribute, constant: size.width, priority: hp)
                h = NamedSystemConstraint(
                    "_UITemporaryLayoutHeight", item: root, attribute: .height,
                    toItem: nil, attribute: .notAnAttribute, constant: size.height, priority: vp)
            }
            rootConstraints = [left, top, w, h]
        } else if case .layout = mode {
            rootConstraints[2].constant = root.bounds.width
            rootConstraints[3].constant = root.bounds.height
        }
    }

    /// Called when the root's size changes: updates the encapsulated size in place.
    func rootSizeChanged() {
        guard case .layout = mode, rootConstraints.count == 4 else { return }
        rootConstraints[2].constant = root.bounds.width
        rootConstraints[3].constant = root.bounds.height
        dirty.append(rootConstraints[2])
        dirty.append(rootConstraints[3])
    }

    /// The root's height at `width` with this engine's constraints: the encapsulated width held at
    /// `width`, the height pulled toward zero at `fittingSizeLevel`, as `systemLayoutSizeFitting`
    /// with a required width does (self-sizing cells). See ``fittingSize(width:height:)``.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        fittingSize(width: width, height: nil).height
    }

    /// The root's size with this engine's constraints, each dimension held at the given value or,
    /// when `nil`, pulled toward zero at `fittingSizeLevel` (`systemLayoutSizeFitting` with
    /// `layoutFittingCompressedSize`). The engine is solved incrementally (no new solver); the
    /// encapsulated size goes back to the root's bounds at the next sync. Rounded to the pixel grid.
    func fittingSize(width: CGFloat?, height: CGFloat?) -> CGSize {
        guard case .layout = mode else { return rect(of: root).size }
        // Pending changes first: a full reconcile would put the encapsulated size back.
        if rootConstraints.count != 4 { invalidate(.constraintSet) }
        if rootSizeIsStale { rootSizeChanged() }
        syncSettlingWidths()
        let w = rootConstraints[2], h = rootConstraints[3]
        if width == nil {
            // A free width: multi-line labels start from their unwrapped width (their width at
            // the current size would make them wrap).
            for v in widthDependentViews where v.layoutNode.results.widthForIntrinsic != nil {
                v.layoutNode.results.widthForIntrinsic = nil
                v.updateContentSizeConstraints(notify: self)
            }
        }
        w.constant = width ?? 0
        w.priority = width == nil ? .fittingSizeLevel : .required
        h.constant = height ?? 0
        h.priority = height == nil ? .fittingSizeLevel : .required
        dirty.append(w)
        dirty.append(h)
        syncSettlingWidths()
        let size = UIView.roundToPixels(rect(of: root), scale: displayScale).size
        w.constant = root.bounds.width
        h.constant = root.bounds.height
        w.priority = .required
        h.priority = .required
        dirty.append(w)
        dirty.append(h)
        return size
    }

    /// Whether the encapsulated size no longer matches the root's bounds (a nested host resized by
    /// its superview's engine or `layoutSubviews`).
    var rootSizeIsStale: Bool {
        guard case .layout = mode, rootConstraints.count == 4 else { return false }
        return rootConstraints[2].constant != root.bounds.width || rootConstraints[3].constant != root.bounds.height
    }

    // MARK: Reading values

    /// The solved alignment rectangle of an item, in root coordinates, before pixel rounding.
    func rect(of item: LayoutItem) -> CGRect {
        let v = item.variables
        if v.solvedBy == tag { return v.solved }
        return CGRect(x: value(v.minX), y: value(v.minY), width: value(v.width), height: value(v.height))
    }

    /// This engine's identity in `LayoutVariables.solvedBy`.
    private var tag: ObjectIdentifier { ObjectIdentifier(self) }

    /// Reads every item's solved rectangle once after a solve, so frames, floors and
    /// width-dependent sizes don't each query the solver.
    ///
    /// On the way it notes the items whose size came out negative (for ``floorNegativeSizes()``)
    /// and the views whose intrinsic height depends on their width (for the width-settling
    /// passes), so neither needs another walk over the tree.
    func captureSolvedRects() {
        let t = tag
        negativeSizeItems.removeAll(keepingCapacity: true)
        widthDependentViews.removeAll(keepingCapacity: true)
        let stamp = systemsStamp
        func capture(_ v: LayoutVariables, _ item: LayoutItem) {
            if v.systemsStamp != stamp {
                v.solvers = (
                    solver(ofVariable: v.minX.id), solver(ofVariable: v.minY.id),
                    solver(ofVariable: v.width.id), solver(ofVariable: v.height.id)
                )
                v.systemsStamp = stamp
            }
            let r = CGRect(
                x: value(v.minX, v.solvers.0), y: value(v.minY, v.solvers.1),
                width: value(v.width, v.solvers.2), height: value(v.height, v.solvers.3))
            v.solved = r
            v.solvedBy = t
            // size, not width: CGRect.width is the absolute value.
            if r.size.width < -1e-9 || r.size.height < -1e-9 { negativeSizeItems.append(item) }
        }
        func visit(_ view: UIView) {
            capture(view.variables, view)
            if view.hasWidthDependentIntrinsicSize { widthDependentViews.append(view) }
            if view !== root, view.layoutNode.hostsEngine { return }
            for g in view.layoutNode.inputs.guides { capture(g.variables, g) }
            for s in view.subviews { visit(s) }
        }
        visit(root)
    }

    /// Items whose last captured size was negative.
    private(set) var negativeSizeItems: [LayoutItem] = []
    /// Views whose intrinsic size depends on their width, in tree order, as of the last capture.
    private(set) var widthDependentViews: [UIView] = []

    /// Forgets captured rectangles (after a change that moved values without a sync).
    func invalidateSolvedRects() {
        func visit(_ view: UIView) {
            view.variables.solvedBy = nil
            if view !== root, view.layoutNode.hostsEngine { return }
            for g in view.layoutNode.inputs.guides { g.variables.solvedBy = nil }
            for s in view.subviews { visit(s) }
        }
        visit(root)
    }

    private func value(_ v: Cassowary.Variable) -> Double {
        value(v, solver(ofVariable: v.id))
    }

    /// The value of a variable held by `solver` (`nil`: no constraint ever mentioned it).
    private func value(_ v: Cassowary.Variable, _ solver: Solver?) -> Double {
        let x = solver?.value(of: v) ?? 0
        return exerciseOffsets.isEmpty ? x : x + (exerciseOffsets[v.id] ?? 0)
    }

    /// Whether a variable's value is not determined: no constraint mentions it, or the solver of
    /// its system finds other optimal values.
    func isAmbiguous(_ v: Cassowary.Variable) -> Bool {
        guard let state = variableStates[v.id], state.mentions > 0 else { return true }
        return solver(of: state.system).isAmbiguous(v)
    }

    /// Moves an ambiguous variable to another optimal value; returns whether it moved.
    func exerciseAmbiguity(of v: Cassowary.Variable) -> Bool {
        guard let state = variableStates[v.id], state.mentions > 0 else {
            // Nothing constrains it: toggle it between its value and 20 points further.
            exerciseOffsets[v.id] = (exerciseOffsets[v.id] ?? 0) == 0 ? 20 : 0
            captureSolvedRects()
            return true
        }
        let moved = solver(of: state.system).exerciseAmbiguity(of: v)
        captureSolvedRects()
        return moved
    }

    /// The installed constraints, in creation order, with whether each was broken to resolve a
    /// conflict.
    var installed: [(constraint: NSLayoutConstraint, broken: Bool)] {
        records.values.sorted { $0.constraint.id < $1.constraint.id }.map { ($0.constraint, $0.broken) }
    }

    /// The layout constraint behind a solver constraint.
    func layoutConstraint(for sc: Cassowary.Constraint) -> NSLayoutConstraint? {
        bySolverConstraint[sc.id]
    }

    /// The installed solver constraint of a layout constraint.
    func solverConstraint(for c: NSLayoutConstraint) -> Cassowary.Constraint? {
        records[Self.key(c)]?.solverConstraint
    }
}
