import Cassowary
import Foundation

/// The Auto Layout engine of one view tree: a Cassowary solver plus the bookkeeping that turns
/// `NSLayoutConstraint`s into solver constraints and solved values into frames.
///
/// The engine lives on the root view. Changes are applied lazily: constraint activation, constant
/// and priority changes mark the engine, and ``sync()`` applies everything in one batch (one
/// optimisation), as UIKit's deferred layout pass does.
@MainActor
final class LayoutEngine {
    let solver = Solver()
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
    }

    private var records: [ObjectIdentifier: Record] = [:]
    private var bySolverConstraint: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Constraints whose constant or priority changed since the last sync.
    private var dirty: [NSLayoutConstraint] = []
    /// Set when constraints were added or removed, views moved, or directions changed.
    var needsFullReconcile = true
    private var rootConstraints: [NSLayoutConstraint] = []
    /// How many installed constraints mention each variable (by id).
    private var mentions: [Int: Int] = [:]
    /// Items whose `width >= 0` and `height >= 0` are installed.
    private var floored = Set<ObjectIdentifier>()
    /// Offsets `exerciseAmbiguity` gave variables that no constraint mentions.
    private var exerciseOffsets: [Int: Double] = [:]

    init(root: UIView, mode: Mode = .layout) {
        self.root = root
        self.mode = mode
    }

    // MARK: Marking

    func constraintChanged(_ c: NSLayoutConstraint) {
        dirty.append(c)
    }

    var isDirty: Bool { needsFullReconcile || !dirty.isEmpty }

    // MARK: Sync

    /// Applies every pending change to the solver and re-solves, in one batch.
    func sync() {
        guard isDirty else { return }
        directions.removeAll(keepingCapacity: true)
        displayScale = root.traitCollection.displayScale
        defer { captureSolvedRects() }
        solver.batch {
            if needsFullReconcile {
                needsFullReconcile = false
                dirty.removeAll()
                reconcileAll()
            } else {
                let pending = dirty
                dirty.removeAll()
                for c in pending { update(c) }
            }
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
        solver.batch {
            for c in pending { update(c) }
        }
        captureSolvedRects()
        return true
    }

    private func reconcileAll() {
        var wanted: [NSLayoutConstraint] = []
        var wantedIDs = Set<ObjectIdentifier>()
        updateRootConstraints()
        func visit(_ v: UIView) {
            v.refreshImplicitConstraints()
            if v !== root, v.hostsLayoutEngine {
                // A nested engine host is an item here (its frame); what it contains is solved by
                // its own engine.
                v.implicit.contentSize.forEach { wanted.append($0) }
                v.implicit.autoresizing.forEach { wanted.append($0) }
                if floored.contains(ObjectIdentifier(v)) { wanted.append(contentsOf: v.sizeFloors) }
                return
            }
            for c in v._constraints where c.installedOn === v && isInside(c) {
                wanted.append(c)
            }
            if v === root, root.superview != nil {
                // A nested host's autoresizing constraints tie it to its superview, in the outer engine.
                v.implicit.forEach { if !($0 is NSAutoresizingMaskLayoutConstraint) { wanted.append($0) } }
            } else {
                v.implicit.forEach { wanted.append($0) }
            }
            if floored.contains(ObjectIdentifier(v)) { wanted.append(contentsOf: v.sizeFloors) }
            for g in v._layoutGuides where floored.contains(ObjectIdentifier(g)) { wanted.append(contentsOf: g.sizeFloors) }
            for s in v.subviews { visit(s) }
        }
        visit(root)
        wanted.append(contentsOf: rootConstraints)
        for c in wanted { wantedIDs.insert(ObjectIdentifier(c)) }
        // Remove what is no longer wanted, in creation order for determinism.
        let stale = records.values.filter { !wantedIDs.contains(ObjectIdentifier($0.constraint)) }
            .sorted { $0.constraint.id < $1.constraint.id }
        for r in stale { uninstall(r.constraint) }
        // Every constraint is built first, and those whose terms or priority changed leave the
        // solver before any comes back: a change of direction rebuilds leading and trailing
        // constraints, and installing one flipped constraint among unflipped neighbours would
        // report a conflict that does not exist.
        let builds = wanted.map { c -> (NSLayoutConstraint, Built?) in (c, buildIfActive(c)) }
        for (c, built) in builds {
            guard let r = records[ObjectIdentifier(c)] else { continue }
            guard let built else { uninstall(c); continue }
            let priority = Cassowary.Priority(c.priority.rawValue)
            if r.terms != built.terms || (r.priority != priority && !r.broken) { uninstall(c) }
        }
        for (c, built) in builds { update(c, prebuilt: .some(built)) }
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

    private func update(_ c: NSLayoutConstraint, prebuilt: Built?? = nil) {
        let id = ObjectIdentifier(c)
        let builtValue: Built? = if let prebuilt { prebuilt } else { buildIfActive(c) }
        guard let built = builtValue else {
            if records[id] != nil { uninstall(c) }
            return
        }
        let priority = Cassowary.Priority(c.priority.rawValue)
        if var r = records[id] {
            if r.terms == built.terms && (r.priority == priority || r.broken) {
                if r.constant != built.constant {
                    do {
                        try solver.setConstant(built.constant, of: r.solverConstraint)
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

    private func install(_ c: NSLayoutConstraint, _ built: (terms: [Term], constant: Double, relation: Relation),
                         _ priority: Cassowary.Priority)
    {
        let sc = Cassowary.Constraint(Expression(terms: built.terms, constant: built.constant), built.relation, priority: priority)
        do {
            try solver.add(sc)
            record(c, sc, built, priority, broken: false)
        } catch let error {
            handle(error, adding: c, sc, built)
        }
    }

    private func record(_ c: NSLayoutConstraint, _ sc: Cassowary.Constraint,
                        _ built: (terms: [Term], constant: Double, relation: Relation),
                        _ priority: Cassowary.Priority, broken: Bool)
    {
        records[ObjectIdentifier(c)] = Record(constraint: c, solverConstraint: sc, terms: built.terms,
                                              constant: built.constant, priority: priority, broken: broken)
        for t in built.terms { mentions[t.variable.id, default: 0] += 1 }
        bySolverConstraint[ObjectIdentifier(sc)] = c
    }

    private func uninstall(_ c: NSLayoutConstraint) {
        guard let r = records.removeValue(forKey: ObjectIdentifier(c)) else { return }
        for t in r.terms { mentions[t.variable.id, default: 0] -= 1 }
        bySolverConstraint.removeValue(forKey: ObjectIdentifier(r.solverConstraint))
        try? solver.remove(r.solverConstraint)
    }

    // MARK: Conflicts

    /// Reports an unsatisfiable required constraint the way UIKit does, breaks one constraint of
    /// the conflict (see ``ConflictResolution``), and goes on.
    private func handle(_ error: SolverError, adding c: NSLayoutConstraint, _ sc: Cassowary.Constraint,
                        _ built: (terms: [Term], constant: Double, relation: Relation))
    {
        guard case .unsatisfiable(_, let conflicts) = error else {
            LayoutDiagnostics.report(.invalidConstraint, "Could not install \(c): \(error)")
            return
        }
        let others = conflicts.compactMap { bySolverConstraint[ObjectIdentifier($0)] }
        // Sizes can't be negative; UIKit doesn't list that rule among the conflicting constraints.
        let involved = (others + [c]).filter { !($0 is SizeFloorConstraint) }.sorted { $0.id < $1.id }
        guard !involved.isEmpty else { return }
        let victim = ConflictResolution.choose(among: involved)
        LayoutDiagnostics.report(.unsatisfiableConstraints,
                                 ConstraintFormatter.unsatisfiableLog(involved, breaking: victim))
        let brokenPriority = Cassowary.Priority.brokenRequired
        if victim === c {
            let demoted = Cassowary.Constraint(Expression(terms: built.terms, constant: built.constant),
                                               built.relation, priority: brokenPriority)
            if (try? solver.add(demoted)) != nil {
                record(c, demoted, built, brokenPriority, broken: true)
            }
            return
        }
        // Demote the victim, then try the new constraint again (it may conflict with others).
        if let vr = records[ObjectIdentifier(victim)] {
            uninstall(victim)
            let demoted = Cassowary.Constraint(Expression(terms: vr.terms, constant: vr.constant),
                                               vr.solverConstraint.relation, priority: brokenPriority)
            if (try? solver.add(demoted)) != nil {
                record(victim, demoted, (vr.terms, vr.constant, vr.solverConstraint.relation), brokenPriority, broken: true)
            }
        }
        install(c, built, Cassowary.Priority(c.priority.rawValue))
    }

    // MARK: Building expressions

    /// `lhs - multiplier × rhs - constant (relation) 0` for a constraint, with leading and trailing
    /// resolved for the layout direction of the view it is installed on.
    func build(_ c: NSLayoutConstraint) -> (terms: [Term], constant: Double, relation: Relation)? {
        guard var item1 = c.firstLayoutItem else { return nil }
        var item2 = c.secondLayoutItem
        if c.secondItem != nil && item2 == nil { return nil }
        // A scroll view's edges and centres, tied to its own content, mean the content area.
        if let s = item1 as? UIScrollView, let other = item2, !c.firstAttribute.isSize, Self.isContent(other, of: s) {
            item1 = s.contentLayoutGuide
        }
        if let s = item2 as? UIScrollView, !c.secondAttribute.isSize, Self.isContent(item1, of: s) {
            item2 = s.contentLayoutGuide
        }
        let rtl = (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
            && isRightToLeft(c.installedOn ?? item1.hostView)
        var terms: [Term] = []
        var constant = -Double(c.constant)
        constant += append(item1, c.firstAttribute, 1, rtl, &terms)
        if let item2 {
            constant += append(item2, c.secondAttribute, -Double(c.multiplier), rtl, &terms)
            if c is AutoresizingConstraint, !c.firstAttribute.isSize {
                // Autoresizing positions are relative to the superview's origin.
                constant += append(item2, c.firstAttribute, -1, false, &terms)
            } else if c.multiplier != 1, !c.firstAttribute.isSize, !c.secondAttribute.isSize {
                constant += appendCommonAncestorOrigin(item1, item2, c.firstAttribute.isHorizontal,
                                                       scale: 1 - Double(c.multiplier), rtl: rtl, &terms)
            }
        }
        let relation: Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return (merge(terms), constant, relation)
    }

    /// Moves a multiplied location constraint into the coordinates of its items' nearest common
    /// ancestor.
    ///
    /// Engine variables are in root coordinates, which is enough while the multiplier is 1 (any
    /// common origin cancels out). With another multiplier UIKit measures both attributes in the
    /// bounds of the items' nearest common ancestor G (`a = m × b + c` with `a` and `b` converted
    /// into G's coordinate system; see the experiment documented in "When using
    /// NSLayoutAttributeCenterX what scale does the multiplier use?", Stack Overflow, 2014), so
    /// `centerY == superview.bottom × 0.2` puts the centre at a fifth of the superview's height
    /// wherever the superview is. In root coordinates that is
    /// `a − m·b − c − (1 − m)·G.origin = 0`; when leading and trailing are mirrored for a
    /// right-to-left layout, the mirrored axis starts at G's right edge instead.
    ///
    /// Appends `scale × G.origin` (scale = 1 − m, with the sign of the mirrored axis) to `terms` and
    /// returns the constant part.
    private func appendCommonAncestorOrigin(_ item1: LayoutItem, _ item2: LayoutItem, _ horizontal: Bool,
                                            scale: Double, rtl: Bool, _ terms: inout [Term]) -> Double
    {
        guard let g = NSLayoutConstraint.nearestCommonAncestor(item1, item2) else { return 0 }
        let v = g.variables
        let insets = g.alignmentRectInsets   // the variables are G's alignment rectangle, not its bounds
        guard horizontal else {
            terms.append(Term(v.minY, -scale))
            return scale * Double(insets.top)
        }
        guard rtl else {
            terms.append(Term(v.minX, -scale))
            return scale * Double(insets.left)
        }
        // Mirrored: x' = (G.minX + G.width) − x, measured from G's right bounds edge.
        terms.append(Term(v.minX, scale))
        terms.append(Term(v.width, scale))
        return scale * Double(insets.right)
    }

    /// Whether `item` is inside scroll view `s`'s content: a descendant view, or a guide owned by one.
    private static func isContent(_ item: LayoutItem, of s: UIScrollView) -> Bool {
        guard let host = item.hostView, host !== s else { return false }
        return host.isDescendant(of: s)
    }

    /// Layout directions looked up during one sync (a direction walks up to the root's traits).
    private var directions: [ObjectIdentifier: Bool] = [:]

    private func isRightToLeft(_ view: UIView?) -> Bool {
        guard let view else { return false }
        let id = ObjectIdentifier(view)
        if let hit = directions[id] { return hit }
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        directions[id] = rtl
        return rtl
    }

    /// Pixels per point of the tree, read at each sync.
    private(set) var displayScale: CGFloat = 2

    /// Appends `scale × attribute` of an item to `terms` and returns the constant part.
    private func append(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ scale: Double,
                        _ rtl: Bool, _ terms: inout [Term]) -> Double
    {
        if attribute.isMargin {
            guard let view = item as? UIView else {
                // A layout guide has no margins: its edges are used.
                return append(item, attribute.withoutMargin, scale, rtl, &terms)
            }
            // Margin attributes are the view's edges moved inward by its effective margins (so
            // a conflict lists the constraint itself, as UIKit's log does).
            view.usesMarginAttributes = true
            let m = view.effectiveMargins
            view.marginsUsedByEngine = m
            let base = append(view, attribute.withoutMargin, scale, rtl, &terms)
            let offset: CGFloat = switch attribute {
            case .leftMargin: m.left
            case .rightMargin: -m.right
            case .topMargin: m.top
            case .bottomMargin: -m.bottom
            case .leadingMargin: rtl ? m.right : m.left
            case .trailingMargin: rtl ? -m.left : -m.right
            case .centerXWithinMargins: rtl ? (m.right - m.left) / 2 : (m.left - m.right) / 2
            case .centerYWithinMargins: (m.top - m.bottom) / 2
            default: 0
            }
            return base + scale * Double(offset)
        }
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
            view.usesBaselineAttributes = true
            let isFirst = attribute == .firstBaseline
            let target = isFirst ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            let v = target.variables
            if isFirst {
                terms.append(Term(v.minY, scale))
                return scale * Double(target.firstBaselineOffsetFromTop)
            }
            terms.append(Term(v.minY, scale))
            terms.append(Term(v.height, scale))
            return -scale * Double(target.lastBaselineOffsetFromBottom)
        }
        let v = item.variables
        switch attribute {
        case .left: terms.append(Term(v.minX, scale))
        case .right:
            terms.append(Term(v.minX, scale)); terms.append(Term(v.width, scale))
        case .leading:
            if rtl { terms.append(Term(v.minX, -scale)); terms.append(Term(v.width, -scale)) }
            else { terms.append(Term(v.minX, scale)) }
        case .trailing:
            if rtl { terms.append(Term(v.minX, -scale)) }
            else { terms.append(Term(v.minX, scale)); terms.append(Term(v.width, scale)) }
        case .centerX:
            let s = rtl ? -scale : scale
            terms.append(Term(v.minX, s)); terms.append(Term(v.width, s / 2))
        case .width: terms.append(Term(v.width, scale))
        case .top: terms.append(Term(v.minY, scale))
        case .bottom:
            terms.append(Term(v.minY, scale)); terms.append(Term(v.height, scale))
        case .centerY:
            terms.append(Term(v.minY, scale)); terms.append(Term(v.height, scale / 2))
        case .height: terms.append(Term(v.height, scale))
        case .firstBaseline, .lastBaseline:
            // A layout guide has no baseline: UIKit falls back to its top or bottom.
            terms.append(Term(v.minY, scale))
            if attribute == .lastBaseline { terms.append(Term(v.height, scale)) }
        default: break
        }
        return 0
    }

    /// Combines repeated variables (e.g. `a.width == 0.5 * a.width`) and drops zero terms, keeping
    /// first-appearance order.
    private func merge(_ terms: [Term]) -> [Term] {
        var out: [Term] = []
        for t in terms {
            if let i = out.firstIndex(where: { $0.variable == t.variable }) {
                out[i].coefficient += t.coefficient
            } else {
                out.append(t)
            }
        }
        return out.filter { $0.coefficient != 0 }
    }

    // MARK: The root

    /// The constraints that hold the root: at its frame size for layout ('UIView-Encapsulated-
    /// Layout-Width/Height'), or pulled toward the target size for fitting ('_UITemporaryLayout…').
    private func updateRootConstraints() {
        if rootConstraints.isEmpty {
            let left = NamedSystemConstraint("UIView-Encapsulated-Layout-Left", item: root, attribute: .left,
                                             toItem: nil, attribute: .notAnAttribute, constant: 0)
            let top = NamedSystemConstraint("UIView-Encapsulated-Layout-Top", item: root, attribute: .top,
                                            toItem: nil, attribute: .notAnAttribute, constant: 0)
            let w: NSLayoutConstraint, h: NSLayoutConstraint
            switch mode {
            case .layout:
                w = NamedSystemConstraint("UIView-Encapsulated-Layout-Width", item: root, attribute: .width,
                                          toItem: nil, attribute: .notAnAttribute, constant: root.bounds.width)
                h = NamedSystemConstraint("UIView-Encapsulated-Layout-Height", item: root, attribute: .height,
                                          toItem: nil, attribute: .notAnAttribute, constant: root.bounds.height)
            case .fitting(let size, let hp, let vp):
                w = NamedSystemConstraint("_UITemporaryLayoutWidth", item: root, attribute: .width,
                                          toItem: nil, attribute: .notAnAttribute, constant: size.width, priority: hp)
                h = NamedSystemConstraint("_UITemporaryLayoutHeight", item: root, attribute: .height,
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
        if rootConstraints.count != 4 { needsFullReconcile = true }
        if rootSizeIsStale { rootSizeChanged() }
        syncSettlingWidths()
        let w = rootConstraints[2], h = rootConstraints[3]
        if width == nil {
            // A free width: multi-line labels start from their unwrapped width (their width at
            // the current size would make them wrap).
            for v in widthDependentViews where v.layoutWidthForIntrinsic != nil {
                v.layoutWidthForIntrinsic = nil
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
        func capture(_ v: LayoutVariables, _ item: LayoutItem) {
            let r = CGRect(x: value(v.minX), y: value(v.minY), width: value(v.width), height: value(v.height))
            v.solved = r
            v.solvedBy = t
            // size, not width: CGRect.width is the absolute value.
            if r.size.width < -1e-9 || r.size.height < -1e-9 { negativeSizeItems.append(item) }
        }
        func visit(_ view: UIView) {
            capture(view.variables, view)
            if view.hasWidthDependentIntrinsicSize { widthDependentViews.append(view) }
            if view !== root, view.hostsLayoutEngine { return }
            for g in view._layoutGuides { capture(g.variables, g) }
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
            if view !== root, view.hostsLayoutEngine { return }
            for g in view._layoutGuides { g.variables.solvedBy = nil }
            for s in view.subviews { visit(s) }
        }
        visit(root)
    }

    private func value(_ v: Cassowary.Variable) -> Double {
        let x = solver.value(of: v)
        return exerciseOffsets.isEmpty ? x : x + (exerciseOffsets[v.id] ?? 0)
    }

    /// Whether a variable's value is not determined: no constraint mentions it, or the solver
    /// finds other optimal values.
    func isAmbiguous(_ v: Cassowary.Variable) -> Bool {
        mentions[v.id, default: 0] == 0 || solver.isAmbiguous(v)
    }

    /// Moves an ambiguous variable to another optimal value; returns whether it moved.
    func exerciseAmbiguity(of v: Cassowary.Variable) -> Bool {
        if mentions[v.id, default: 0] == 0 {
            // Nothing constrains it: toggle it between its value and 20 points further.
            exerciseOffsets[v.id] = (exerciseOffsets[v.id] ?? 0) == 0 ? 20 : 0
            captureSolvedRects()
            return true
        }
        let moved = solver.exerciseAmbiguity(of: v)
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
        bySolverConstraint[ObjectIdentifier(sc)]
    }

    /// The installed solver constraint of a layout constraint.
    func solverConstraint(for c: NSLayoutConstraint) -> Cassowary.Constraint? {
        records[ObjectIdentifier(c)]?.solverConstraint
    }
}
