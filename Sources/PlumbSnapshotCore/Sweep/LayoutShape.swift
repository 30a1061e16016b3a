import Foundation
import PlumbUI

/// One thing a sweep watches at every step: a label's line count, whether it is truncated or
/// clipped, whether a constraint is broken, a view ambiguous or outside its superview, whether
/// two sibling views overlap.
struct ShapeFeature: Hashable, Comparable, Sendable {
    /// The kinds, in the order a stable range lists them.
    enum Kind: Int, Comparable, Sendable {
        case brokenConstraint, ambiguous, outside, overlap, truncated, clipped, lines
        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    var kind: Kind
    /// The view (`bio`, or a path such as `UIView/UILabel[1] "Sign in"`), the two views
    /// (`` `a` and `b` ``, without the outer backticks), or the constraint.
    var subject: String

    static func < (a: ShapeFeature, b: ShapeFeature) -> Bool {
        (a.kind, a.subject) < (b.kind, b.subject)
    }
}

/// The shape of a layout at one step: the value of every feature that is not zero (a line count,
/// or 1 for a feature that holds). Two steps with equal shapes lay out the same way, as far as a
/// sweep can tell.
struct LayoutShape: Equatable, Sendable {
    var values: [ShapeFeature: Int] = [:]

    subscript(_ f: ShapeFeature) -> Int { values[f] ?? 0 }

    /// Reads the shape of `root`'s laid-out tree.
    ///
    /// Views are named as the lint findings name them (``FrameTree``): by accessibility
    /// identifier, else by their path with a label's or button's text after it. Hidden views and
    /// what is inside them are skipped. Overlaps are between visible siblings, as the
    /// `overlappingSiblings` lint check finds them.
    @MainActor
    static func measure(_ root: UIView) -> LayoutShape {
        var shape = LayoutShape()
        for c in root.sweepBrokenConstraints {
            shape.values[ShapeFeature(kind: .brokenConstraint, subject: c.sweepName)] = 1
        }
        let ambiguous = root.sweepAmbiguousViews
        func visit(_ v: UIView, path: String, isRoot: Bool) {
            guard !v.isHidden, v.alpha > 0.001 else { return }
            let name = Self.name(v, path: path)
            if ambiguous.contains(ObjectIdentifier(v)) {
                shape.values[ShapeFeature(kind: .ambiguous, subject: name)] = 1
            }
            if let label = v as? UILabel {
                if let lines = label.sweepLineCount { shape.values[ShapeFeature(kind: .lines, subject: name)] = lines }
                if let fit = label.snapshotTextFit {
                    if fit.truncated {
                        shape.values[ShapeFeature(kind: .truncated, subject: name)] = 1
                    } else if fit.clipped {
                        shape.values[ShapeFeature(kind: .clipped, subject: name)] = 1
                    }
                }
            }
            if !isRoot, let sup = v.superview, isOutside(v, sup) {
                shape.values[ShapeFeature(kind: .outside, subject: name)] = 1
            }
            let subs = v.subviews
            let paths = subs.enumerated().map { path + "/" + FrameTree.component($0.element, index: $0.offset) }
            let shown = subs.indices.filter { !subs[$0].isHidden && subs[$0].alpha > 0.001 }
            for (n, i) in shown.enumerated() {
                for j in shown[(n + 1)...] {
                    let r = subs[i].frame.intersection(subs[j].frame)
                    if !r.isNull, r.width > 0.001, r.height > 0.001 {
                        let pair = Self.name(subs[i], path: paths[i]) + "` and `" + Self.name(subs[j], path: paths[j])
                        shape.values[ShapeFeature(kind: .overlap, subject: pair)] = 1
                    }
                }
            }
            for (i, s) in subs.enumerated() { visit(s, path: paths[i], isRoot: false) }
        }
        visit(root, path: FrameTree.component(root, index: nil), isRoot: true)
        return shape
    }

    /// A view's name in breakpoints: its accessibility identifier, else its path as lint
    /// messages print it.
    @MainActor
    static func name(_ v: UIView, path: String) -> String {
        if let id = v.accessibilityIdentifier, !id.isEmpty { return FrameTree.escape(id) }
        return FrameTree.messagePath(path, v)
    }

    /// Whether a view with a size reaches outside its superview's bounds (a scroll view's: its
    /// content area), by more than a thousandth of a point.
    @MainActor
    static func isOutside(_ v: UIView, _ sup: UIView) -> Bool {
        var b = sup.bounds
        if let scroll = sup as? UIScrollView {
            b = CGRect(
                x: 0, y: 0, width: max(scroll.contentSize.width, b.width),
                height: max(scroll.contentSize.height, b.height))
        }
        let f = v.frame
        guard f.width > 0, f.height > 0 else { return false }
        return f.minX < b.minX - 0.001 || f.minY < b.minY - 0.001 || f.maxX > b.maxX + 0.001
            || f.maxY > b.maxY + 0.001
    }

    /// The shape without the overlaps that `first` has: views that overlap at the first step
    /// overlap by design (a badge on an avatar); only overlaps that appear later are changes.
    func withoutOverlaps(of first: LayoutShape) -> LayoutShape {
        var s = self
        for (f, _) in first.values where f.kind == .overlap { s.values[f] = nil }
        return s
    }
}
