@_spi(PlumbEngine) import Cassowary
import Foundation
import Typesetting

// What a layout sweep (PlumbSnapshotCore's `LayoutSweep`) reads from the engine and the labels
// at each step, as `package` API. Nothing here changes layout; it reads the solved state.

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
            if v === root || v.hostsLayoutEngine, let engine = v.engineIfPresent {
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
            if let engine = v.itemEngineHost.engineIfPresent,
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

extension UILabel {
    /// How many lines the label's text takes at its current width, with its `numberOfLines`
    /// limit (nil without text): the text layout the renderer draws.
    package var sweepLineCount: Int? {
        textLayout(width: Double(bounds.width))?.lines.count
    }
}

extension NSLayoutConstraint {
    /// The constraint's name in a sweep's breakpoints: its `identifier` when it has one (name the
    /// constraints you want to read about: `actions.trailing`), else its equation with views named
    /// by their accessibility identifier or class (`title.trailing <= actions.leading - 8`).
    package var sweepName: String {
        if let identifier, !identifier.isEmpty { return identifier }
        func name(_ item: AnyObject?) -> String? {
            guard let item else { return nil }
            if let v = item as? UIView {
                if let id = v.accessibilityIdentifier, !id.isEmpty { return id }
                return String(describing: type(of: v))
            }
            return String(describing: type(of: item))
        }
        var s = "\(name(firstItem) ?? "nil").\(firstAttribute.name) \(relation.symbol)"
        var rhs: [String] = []
        if let second = name(secondItem) {
            let m = multiplier == 1 ? "" : "\(Self.sweepNumber(multiplier)) * "
            rhs.append(m + "\(second).\(secondAttribute.name)")
        }
        if constant != 0 || rhs.isEmpty {
            if rhs.isEmpty {
                rhs.append(Self.sweepNumber(constant))
            } else {
                rhs.append((constant < 0 ? "- " : "+ ") + Self.sweepNumber(abs(constant)))
            }
        }
        s += " " + rhs.joined(separator: " ")
        if priority != .required { s += " @\(Self.sweepNumber(CGFloat(priority.rawValue)))" }
        return s
    }

    private static func sweepNumber(_ v: CGFloat) -> String {
        let r = (Double(v) * 100).rounded() / 100
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return String(r)
    }
}
