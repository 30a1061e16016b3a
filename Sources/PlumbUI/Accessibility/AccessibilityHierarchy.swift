import Foundation

/// The order VoiceOver reads a screen in: the elements a flick to the right visits, one after
/// another, for Plumb's accessibility snapshots and lint.
///
/// The walk follows UIKit's rules:
/// - a hidden view, one with alpha 0 and an object with ``UIResponder/accessibilityElementsHidden``
///   is skipped with everything inside it (as AccessibilitySnapshot's parser observes VoiceOver do);
/// - an object that ``UIResponder/isAccessibilityElement`` is one element and hides its subviews;
/// - a container with ``UIResponder/accessibilityElements`` (or that vends elements through
///   ``UIResponder/accessibilityElementCount()`` and ``UIResponder/accessibilityElement(at:)``)
///   reads those, in that order, together;
/// - when a subview has ``UIResponder/accessibilityViewIsModal`` its siblings are ignored (the
///   frontmost modal subview wins; Apple: "VoiceOver ignores the accessibility elements within
///   views that are siblings of the receiver");
/// - a view with ``UIResponder/shouldGroupAccessibilityChildren`` keeps its elements together;
/// - everything else is sorted in reading order (``AccessibilityReadingOrder``).
/// A group takes its place among its neighbours by its first element.
///
/// ```swift
/// let order = AccessibilityHierarchy.elements(in: window)   // [titleLabel, wifiCell, saveButton]
/// ```
@MainActor
package enum AccessibilityHierarchy {
    /// The elements under `root` in reading order. The direction is `root`'s (its trait
    /// collection's layout direction, which a snapshot's window sets) unless given.
    package static func elements(in root: UIView, rightToLeft: Bool? = nil) -> [UIResponder] {
        let rtl = rightToLeft ?? (root.traitCollection.layoutDirection == .rightToLeft)
        var path = Set<ObjectIdentifier>()
        let nodes = collect(root, path: &path)
        var out: [UIResponder] = []
        flatten(nodes, rightToLeft: rtl, into: &out)
        return out
    }

    indirect enum Node {
        case element(UIResponder)
        case group([Node], ordered: Bool)
    }

    static func collect(_ object: UIResponder, path: inout Set<ObjectIdentifier>) -> [Node] {
        if object.accessibilityElementsHidden { return [] }
        let view = object as? UIView
        if let view, view.isHidden || view.alpha <= 0 { return [] }
        if let view, view.bounds.size == .zero, view.clipsToBounds || object.isAccessibilityElement { return [] }
        if object.isAccessibilityElement { return [.element(object)] }
        // An object listed inside itself (directly or through its elements) is read once.
        let id = ObjectIdentifier(object)
        guard path.insert(id).inserted else {
            LayoutDiagnostics.report(
                .warning, "accessibilityElements of \(describe(object)) contain the object itself; it is read once")
            return []
        }
        defer { path.remove(id) }
        if let listed = object.accessibilityElements ?? vendedElements(of: object) {
            var nodes: [Node] = []
            for item in listed {
                guard let child = item as? UIResponder else {
                    LayoutDiagnostics.report(
                        .warning,
                        "accessibilityElements of \(describe(object)) holds \(type(of: item)), "
                            + "which is not a view or a UIAccessibilityElement; VoiceOver cannot read it")
                    continue
                }
                let inner = collect(child, path: &path)
                // A listed container's own elements keep their reading order inside it.
                nodes.append(inner.count == 1 ? inner[0] : .group(inner, ordered: false))
            }
            return [.group(nodes, ordered: true)]
        }
        if let system = object.defaultAccessibilityChildren {
            return [.group(system.flatMap { collect($0, path: &path) }, ordered: true)]
        }
        guard let view else { return [] }
        let subviews = view.subviews.last(where: \.accessibilityViewIsModal).map { [$0] } ?? view.subviews
        let children = subviews.flatMap { collect($0, path: &path) }
        return view.shouldGroupAccessibilityChildren ? [.group(children, ordered: false)] : children
    }

    /// The elements a container vends through `accessibilityElementCount()` and
    /// `accessibilityElement(at:)` (UIKit's informal container protocol), when it overrides them
    /// and has no `accessibilityElements`; nil when it vends none.
    static func vendedElements(of object: UIResponder) -> [Any]? {
        let count = min(object.accessibilityElementCount(), 10_000)
        guard count > 0 else { return nil }
        return (0..<count).compactMap { object.accessibilityElement(at: $0) }
    }

    static func flatten(_ nodes: [Node], rightToLeft: Bool, into out: inout [UIResponder]) {
        let ordered = AccessibilityReadingOrder.sorted(nodes, rightToLeft: rightToLeft) {
            sortFrame($0, rightToLeft: rightToLeft)
        }
        for node in ordered {
            switch node {
            case .element(let e): out.append(e)
            case .group(let inner, let isOrdered):
                if isOrdered {
                    for n in inner { flatten([n], rightToLeft: rightToLeft, into: &out) }
                } else {
                    flatten(inner, rightToLeft: rightToLeft, into: &out)
                }
            }
        }
    }

    /// Where a node sits for sorting: an element's frame; for a group, the frame of its element
    /// that comes first in reading order (AccessibilitySnapshot: "groups sort by their
    /// first-selected child"), whatever order the group reads its elements in.
    static func sortFrame(_ node: Node, rightToLeft: Bool) -> CGRect {
        switch node {
        case .element(let e): return e.accessibilityFrame
        case .group(let inner, _):
            let frames = inner.map { sortFrame($0, rightToLeft: rightToLeft) }.filter { !$0.isNull }
            return AccessibilityReadingOrder.sorted(frames, rightToLeft: rightToLeft) { $0 }.first ?? .null
        }
    }

    static func describe(_ object: UIResponder) -> String {
        (object as? UIView)?.itemDescription ?? String(describing: type(of: object))
    }
}

/// VoiceOver's reading order: top to bottom, and within a row from the leading edge (left to
/// right, or right to left in a right-to-left app).
///
/// Two elements are in one row when their tops are less than 8 points apart: the threshold
/// AccessibilitySnapshot measured for VoiceOver on iPhone ("derived via experimentation"; 13 on
/// iPad, which Plumb does not distinguish: estimate). In a row the leading edge decides (minX
/// left to right, maxX right to left); ties keep the views' order.
package enum AccessibilityReadingOrder {
    /// The vertical distance below which two tops are one row, in points.
    package static let rowThreshold: CGFloat = 8

    /// Whether `a` is read before `b`; nil when neither comes first.
    package static func precedes(_ a: CGRect, _ b: CGRect, rightToLeft: Bool) -> Bool? {
        if abs(a.minY - b.minY) >= rowThreshold { return a.minY < b.minY }
        let la = rightToLeft ? -a.maxX : a.minX, lb = rightToLeft ? -b.maxX : b.minX
        if la != lb { return la < lb }
        if a.minY != b.minY { return a.minY < b.minY }
        return nil
    }

    /// `items` in reading order of their frames; items neither before nor after each other keep
    /// their order.
    package static func sorted<T>(_ items: [T], rightToLeft: Bool, frame: (T) -> CGRect) -> [T] {
        let keyed = items.enumerated().map { ($0.offset, $0.element, frame($0.element)) }
        return keyed.sorted { a, b in precedes(a.2, b.2, rightToLeft: rightToLeft) ?? (a.0 < b.0) }.map(\.1)
    }
}
