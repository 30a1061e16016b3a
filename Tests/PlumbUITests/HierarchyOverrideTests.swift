import Foundation
import Testing
@testable import PlumbUI

/// Moving views calls only the overridable methods UIKit calls (issue 29, item 5): UIKit funnels
/// `addSubview(_:)` and the `insertSubview` family into a private method and moves a view out of
/// its old superview without calling its `removeFromSuperview()`.
@MainActor @Suite struct HierarchyOverrideTests {
    /// Counts the calls of the hierarchy methods a subclass can override.
    final class CountingView: UIView {
        var calls: [String: Int] = [:]
        func count(_ name: String) { calls[name, default: 0] += 1 }
        override func removeFromSuperview() {
            count("removeFromSuperview")
            super.removeFromSuperview()
        }
        override func addSubview(_ view: UIView) {
            count("addSubview")
            super.addSubview(view)
        }
        override func insertSubview(_ view: UIView, at index: Int) {
            count("insertSubview(at:)")
            super.insertSubview(view, at: index)
        }
        override func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
            count("insertSubview(above:)")
            super.insertSubview(view, aboveSubview: sibling)
        }
        override func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
            count("insertSubview(below:)")
            super.insertSubview(view, belowSubview: sibling)
        }
        override func isDescendant(of view: UIView) -> Bool {
            count("isDescendant")
            return super.isDescendant(of: view)
        }
        override func willMove(toSuperview newSuperview: UIView?) {
            count("willMove(toSuperview:)")
            super.willMove(toSuperview: newSuperview)
        }
        override func didMoveToSuperview() {
            count("didMoveToSuperview")
            super.didMoveToSuperview()
        }
    }

    /// A subclass counting `removeFromSuperview()` sees 0 when the view moves to a new superview.
    @Test func movingAViewDoesNotCallItsRemoveFromSuperview() {
        let first = UIView(), second = UIView()
        let moved = CountingView()
        first.addSubview(moved)
        second.addSubview(moved)
        #expect(moved.superview === second && first.subviews.isEmpty && second.subviews.count == 1)
        #expect(moved.calls["removeFromSuperview"] == nil)
        // One move: one willMove and one didMove per addSubview, as UIKit documents.
        #expect(moved.calls["willMove(toSuperview:)"] == 2 && moved.calls["didMoveToSuperview"] == 2)
        #expect(moved.calls["isDescendant"] == nil)
        moved.removeFromSuperview()
        #expect(moved.calls["removeFromSuperview"] == 1 && moved.superview == nil && second.subviews.isEmpty)
        #expect(moved.calls["willMove(toSuperview:)"] == 3 && moved.calls["didMoveToSuperview"] == 3)
    }

    /// `addSubview(_:)` and `insertSubview(_:aboveSubview:)`/`(_:belowSubview:)` do not go through
    /// the overridable `insertSubview(_:at:)`, nor one another.
    @Test func theAddingMethodsDoNotCallOneAnother() {
        let parent = CountingView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.insertSubview(b, aboveSubview: a)
        parent.insertSubview(c, belowSubview: a)
        parent.insertSubview(d, at: 1)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [c, d, a, b].map { ObjectIdentifier($0) })
        #expect(
            parent.calls == [
                "addSubview": 1, "insertSubview(above:)": 1, "insertSubview(below:)": 1, "insertSubview(at:)": 1,
            ])
    }

    /// Plumb's own checks (a cycle when adding, a constraint's items inside the view it is
    /// installed on) do not call an override of `isDescendant(of:)`.
    @Test func checksDoNotCallAnOverriddenIsDescendant() {
        let root = CountingView()
        let child = CountingView()
        root.addSubview(child)
        let c = child.widthAnchor.constraint(equalTo: root.widthAnchor)
        c.isActive = true
        child.removeFromSuperview()
        #expect(!c.isActive)
        #expect(root.calls["isDescendant"] == nil && child.calls["isDescendant"] == nil)
    }
}
