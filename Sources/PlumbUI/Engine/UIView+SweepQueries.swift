@_spi(PlumbEngine) import Cassowary
import Foundation

// What a layout sweep (PlumbSnapshotCore's `LayoutSweep`) reads from the engine at each step, as
// `package` API. Nothing here changes layout; it reads the solved state.

extension UIView {
    /// The constraints of this tree that are broken right now: those the engine demoted to
    /// recover from a conflict (UIKit's "Will attempt to recover by breaking constraint") and
    /// that the current solution does not satisfy, in creation order.
    ///
    /// A broken constraint stays demoted once a conflict has broken it, as in UIKit, so whether
    /// it is broken *now* is read from the solution: at a size where the conflict is gone, the
    /// demoted constraint holds again (it is still stronger than every optional one). This makes
    /// the answer independent of the order the sizes were visited in. Lays the tree out first.
    package var sweepBrokenConstraints: [NSLayoutConstraint] {
        let root = rootView
        root.layoutIfNeeded()
        var out: [NSLayoutConstraint] = []
        func visit(_ v: UIView) {
            if v === root || v.layoutNode.hostsEngine, let engine = v.layoutNode.engine {
                out += engine.violatedBrokenConstraints()
            }
            for s in v.subviews { visit(s) }
        }
        visit(root)
        return out.sorted { $0.id < $1.id }
    }
}

extension UIView {
    /// The views of this tree whose layout is ambiguous (``hasAmbiguousLayout``), found with one
    /// layout pass for the whole tree instead of one per view. Hidden views and their subtrees
    /// are skipped, as a sweep skips them.
    package var sweepAmbiguousViews: Set<ObjectIdentifier> {
        rootView.layoutIfNeeded()
        var out = Set<ObjectIdentifier>()
        func visit(_ v: UIView) {
            guard !v.isHidden else { return }
            if let engine = v.itemEngineHost.layoutNode.engine,
                v.variables.all.contains(where: { engine.isAmbiguous($0) })
            {
                out.insert(ObjectIdentifier(v))
            }
            for s in v.subviews { visit(s) }
        }
        visit(self)
        return out
    }
}

extension LayoutEngine {
    /// The demoted (broken) constraints whose relation does not hold in the current solution.
    func violatedBrokenConstraints() -> [NSLayoutConstraint] {
        var out: [NSLayoutConstraint] = []
        for (_, r) in records where r.broken {
            var sum = r.constant
            for t in r.terms { sum += t.coefficient * (solver(ofVariable: t.variable.id)?.value(of: t.variable) ?? 0) }
            // Terms are in pixels of the display scale at most: a thousandth is far below a pixel.
            let tolerance = 1e-3
            let holds =
                switch r.solverConstraint.relation {
                case .equal: abs(sum) <= tolerance
                case .lessThanOrEqual: sum <= tolerance
                case .greaterThanOrEqual: sum >= -tolerance
                }
            if !holds { out.append(r.constraint) }
        }
        return out
    }
}
