import Foundation

// The layout cycle of a tree, as UIKit runs it on each screen update: update constraints bottom-up,
// solve (one batch per engine), lay out top-down, and again while views keep changing. UIView's
// public entry points (`layoutIfNeeded()`, `setNeedsLayout()`, ...) are in
// Views/UIView+Layout.swift; the state it reads is each view's `layoutNode`.

extension UIView {
    /// The bottom-up update pass over this subtree; returns the views that were updated.
    @discardableResult
    func updateConstraintsPass() -> [UIView] {
        var updated: [UIView] = []
        func visit(_ v: UIView) {
            for s in v.subviews { visit(s) }
            guard v.layoutNode.needsUpdateConstraints else { return }
            v.layoutNode.needsUpdateConstraints = false
            v.layoutNode.calledSuperUpdateConstraints = false
            if let vc = v._viewController {
                vc.calledSuperUpdateViewConstraints = false
                TraitScope.with(v) { vc.updateViewConstraints() }
                if !vc.calledSuperUpdateViewConstraints {
                    LayoutDiagnostics.report(
                        .missingSuperCall,
                        "\(typeName(vc)) did not call super in its implementation of -updateViewConstraints; its view's constraints were not updated."
                    )
                    v.layoutNode.calledSuperUpdateConstraints = true
                }
            } else {
                TraitScope.with(v) { v.updateConstraints() }
            }
            updated.append(v)
            if !v.layoutNode.calledSuperUpdateConstraints {
                LayoutDiagnostics.report(
                    .missingSuperCall,
                    "Auto Layout still required after sending -updateConstraints to \(v). \(typeName(v)) or one of its superclasses may have overridden -updateConstraints without calling super. Or, something may have dirtied layout constraints in the middle of updating them.  Both are programming errors."
                )
            }
        }
        visit(self)
        return updated
    }

    /// The engine of this tree (created on first use; self must be the root).
    var engine: LayoutEngine {
        if let e = layoutNode.engine { return e }
        let e = LayoutEngine(root: self)
        layoutNode.engine = e
        return e
    }

    func runLayoutCycle() {
        // `layoutIfNeeded()` from inside `layoutSubviews()` or `updateConstraints()` (common in
        // UIKit code) must not start a nested cycle: the running one picks the changes up.
        guard !layoutNode.isRunningCycle else { return }
        layoutNode.isRunningCycle = true
        defer { layoutNode.isRunningCycle = false }
        let engine = self.engine
        var passes = 0
        var recent: [String] = []
        var deferred: Set<ObjectIdentifier> = []
        while true {
            let pendingUpdates = subtreeNeedsUpdateConstraints()
            let pendingLayout = layoutNode.needsLayout || subtreeNeedsLayout()
            if !pendingUpdates && !pendingLayout && !engine.isDirty && !subtreeHasDirtyNestedEngine() { return }
            passes += 1
            if passes > UIView.maximumLayoutPasses {
                LayoutDiagnostics.report(
                    .layoutLoop,
                    "Layout loop: after \(UIView.maximumLayoutPasses) passes these views still invalidate each other's layout: \(recent.joined(separator: ", ")). An override of layoutSubviews() or updateConstraints() is probably changing constraints or calling setNeedsLayout()/setNeedsUpdateConstraints() on every pass."
                )
                clearLayoutFlags()
                return
            }
            // A controller's view whose layout starts on its own (its superview does not need
            // layout) gets viewWillLayoutSubviews before its constraints update, as UIKit updates
            // them inside that view's layoutSubviews (seed 001's log of example 10).
            let startedEarly = callWillLayoutOnLayoutRoots()
            let updated = updateConstraintsPass()
            engine.syncSettlingWidths()
            markViewsWhoseFramesChanged(engine)
            let laidOut = layoutPass(willLayoutCalled: startedEarly, deferred: &deferred)
            refreshFrameDependentGuides(engine)
            if passes > UIView.maximumLayoutPasses - 3 {
                // Near the limit: remember who keeps invalidating, for the report.
                let touched =
                    updated.map { $0.itemDescription + " (updateConstraints)" }
                    + laidOut.map { $0.itemDescription + " (layoutSubviews)" }
                recent = Array(Set(recent + touched)).sorted()
            }
        }
    }

    /// Margins that follow the safe area or the superview's margins depend on frames: after a
    /// layout pass their guides are brought up to date (another pass runs if they moved).
    private func refreshFrameDependentGuides(_ engine: LayoutEngine) {
        func visit(_ v: UIView, _ engine: LayoutEngine) {
            // A nested host's guides and constraints are in its own engine.
            let own = v !== self && v.layoutNode.hostsEngine ? v.engine : engine
            if !v.layoutNode.inputs.guides.isEmpty { v.updateGuideConstraints(notify: own) }
            if v.layoutNode.inputs.usesMargins, v.layoutNode.results.margins != v.effectiveMargins {
                engine.invalidate(.constraintSet)
                own.invalidate(.constraintSet)
            }
            for s in v.subviews { visit(s, own) }
        }
        visit(self, engine)
    }

    private func clearLayoutFlags() {
        func visit(_ v: UIView) {
            v.layoutNode.needsLayout = false
            v.layoutNode.needsUpdateConstraints = false
            v.subviews.forEach(visit)
        }
        visit(self)
    }

    // Plain loops, not `subviews.contains { … }`: a closure that calls a main-actor method gets a
    // dynamic isolation check per call (`swift_task_isCurrentExecutor`), and these walks visit
    // every view of the tree on every pass (8 % of a large tree's re-layout in profiles).
    func subtreeNeedsUpdateConstraints() -> Bool {
        if layoutNode.needsUpdateConstraints { return true }
        for s in subviews where s.subtreeNeedsUpdateConstraints() { return true }
        return false
    }

    func subtreeNeedsLayout() -> Bool {
        if layoutNode.needsLayout { return true }
        for s in subviews where s.subtreeNeedsLayout() { return true }
        return false
    }

    /// After a solve: every view whose frame the engine moved makes its superview lay out again.
    ///
    /// As in UIKit, it is a change of the engine's solution that invalidates the superview's layout,
    /// not a frame that differs from it: a view placed by setting its frame in its superview's
    /// `layoutSubviews()` keeps that frame, and the cycle settles (comparing with the frame would
    /// lay the superview out again on every pass).
    func markViewsWhoseFramesChanged(_ engine: LayoutEngine) {
        let scale = engine.displayScale
        func visit(_ v: UIView, parent: UIView?, parentOrigin: CGPoint) {
            let abs = v.roundedAbsoluteFrame(engine, scale: scale)
            if let parent {
                let rel = CGRect(
                    x: abs.minX - parentOrigin.x, y: abs.minY - parentOrigin.y,
                    width: abs.width, height: abs.height)
                if rel != v.layoutNode.results.frame { parent.layoutNode.needsLayout = true }
                v.layoutNode.results.frame = rel
                // A nested host's subviews are placed by its own engine.
                if v.layoutNode.hostsEngine { return }
            }
            let origin = parent == nil ? CGPoint.zero : abs.origin
            for s in v.subviews { visit(s, parent: v, parentOrigin: origin) }
        }
        visit(self, parent: nil, parentOrigin: .zero)
    }

    /// Calls `viewWillLayoutSubviews()` on the controllers whose views need layout while their
    /// superviews do not (the topmost views that need layout); returns those views.
    private func callWillLayoutOnLayoutRoots() -> Set<ObjectIdentifier> {
        guard !layoutNode.needsLayout || isViewControllerRoot else { return [] }
        var called: Set<ObjectIdentifier> = []
        func visit(_ v: UIView) {
            if v.layoutNode.needsLayout {
                if v.isViewControllerRoot, let vc = v._viewController, v.subtreeNeedsUpdateConstraints() {
                    TraitScope.with(v) {
                        vc.notifyInsetChanges()
                        vc.viewWillLayoutSubviews()
                    }
                    called.insert(ObjectIdentifier(v))
                }
                return
            }
            v.subviews.forEach(visit)
        }
        visit(self)
        return called
    }

    /// The top-down layout pass: `layoutSubviews()` on each view that needs it, parents first.
    ///
    /// A controller's view is not laid out with stale solved frames: when a container placed it
    /// by hand earlier in this pass (its constraints changed since the solve), it waits for the
    /// next pass, so that it gets one `viewWillLayoutSubviews`/`viewDidLayoutSubviews` with its
    /// final frame and safe area.
    private func layoutPass(willLayoutCalled: Set<ObjectIdentifier>, deferred: inout Set<ObjectIdentifier>) -> [UIView]
    {
        var laidOut: [UIView] = []
        let engine = layoutNode.engine
        var newlyDeferred: [ObjectIdentifier] = []
        func visit(_ v: UIView) {
            // Deferred at most once per cycle, so a container that keeps changing frames cannot
            // starve its child.
            if v.isViewControllerRoot, v !== self, engine?.isDirty == true,
                !willLayoutCalled.contains(ObjectIdentifier(v)),
                !deferred.contains(ObjectIdentifier(v))
            {
                newlyDeferred.append(ObjectIdentifier(v))
                return
            }
            // A nested host solves its own engine once its frame is known (its superview has laid out).
            if v !== self, v.layoutNode.hostsEngine { v.syncNestedEngine() }
            if v.layoutNode.needsLayout {
                v.layoutNode.needsLayout = false
                // UIKit makes the view's traits current for these calls (dynamic colours resolve).
                TraitScope.with(v) {
                    if v.isViewControllerRoot {
                        if !willLayoutCalled.contains(ObjectIdentifier(v)) {
                            v._viewController?.notifyInsetChanges()
                            v._viewController?.viewWillLayoutSubviews()
                        }
                        v.layoutLayer()
                        v._viewController?.viewDidLayoutSubviews()
                    } else {
                        v.layoutLayer()
                    }
                }
                laidOut.append(v)
            }
            for s in v.subviews { visit(s) }
        }
        visit(self)
        deferred.formUnion(newlyDeferred)
        return laidOut
    }

    /// Lays the view out as Core Animation lays out its layer in UIKit: through
    /// `layoutSublayers(of:)`, whose default calls `layoutSubviews()`. Plumb's own view classes
    /// do not override `layoutSublayers(of:)`, so one that has no layer yet gets
    /// `layoutSubviews()` directly (no layer is made just for this call).
    func layoutLayer() {
        if _layer != nil || UIView.mayOverrideLayoutSublayers(type(of: self)) {
            layoutSublayers(of: layer)
        } else {
            layoutSubviews()
        }
    }

    /// Classes outside PlumbUI, by identity: they may override `layoutSublayers(of:)`.
    private static var foreignClasses: [ObjectIdentifier: Bool] = [:]

    private static func mayOverrideLayoutSublayers(_ cls: UIView.Type) -> Bool {
        let key = ObjectIdentifier(cls)
        if let known = foreignClasses[key] { return known }
        let foreign = !String(reflecting: cls).hasPrefix("PlumbUI.")
        foreignClasses[key] = foreign
        return foreign
    }

    /// The default `layoutSubviews()`: each subview's frame from the engine.
    func applyEngineFramesToSubviews() {
        for s in subviews {
            if let f = s.layoutNode.results.frame {
                s.setFrameFromEngine(f)
            }
        }
    }

    /// Sets the frame from solved values without re-deriving autoresizing constraints from it.
    func setFrameFromEngine(_ f: CGRect) {
        guard f != _frame, f.isFiniteRect else { return }
        let sizeChanged = f.size != _frame.size
        if sizeChanged { boundsSizeWillChange(to: f.size) }
        _frame = f
        if sizeChanged {
            layoutNode.needsLayout = true
            boundsSizeDidChange()
        }
    }

    /// The frame in root coordinates from the solved alignment rectangle: edges rounded to the
    /// pixel grid (half away from zero), then outset by `alignmentRectInsets`.
    func roundedAbsoluteFrame(_ engine: LayoutEngine, scale: CGFloat) -> CGRect {
        let r = engine.rect(of: self)
        let aligned = UIView.roundToPixels(r, scale: scale)
        return frame(forAlignmentRect: aligned)
    }

    /// Rounds a rectangle's edges to the pixel grid of `scale`, as UIKit does for frames
    /// (a width of 173.5 at @3x becomes 173.667).
    static func roundToPixels(_ r: CGRect, scale: CGFloat) -> CGRect {
        let s = scale > 0 && scale.isFinite ? scale : 1
        func p(_ v: CGFloat) -> CGFloat {
            let x = v * s
            // Solved values carry rounding noise of about 1e-12: a value within noise of a half
            // pixel is a half pixel, rounded away from zero as an exact half is, so a frame does
            // not depend on the order the solver's arithmetic ran in. The tolerance stays below a
            // quarter pixel: at 1e12 points a relative 1e-9 is 2,000 pixels, and every value
            // counted as a half (issue 31: a view at y = 1e12 + 58 came out at 1e12 + 58.5).
            let floor = x.rounded(.down)
            if abs(x - floor - 0.5) <= min(1e-9 * max(1, abs(x)), 0.25) { return (x < 0 ? floor : floor + 1) / s }
            return x.rounded(.toNearestOrAwayFromZero) / s
        }
        // origin and size, not minX and width: those standardize a negative size away.
        let x0 = p(r.origin.x), y0 = p(r.origin.y)
        let x1 = p(r.origin.x + r.size.width), y1 = p(r.origin.y + r.size.height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension LayoutEngine {
    /// Syncs, then gives each view whose intrinsic height depends on its width (multi-line labels)
    /// the width it was laid out at and syncs again, until the widths settle (the iOS 8 automatic
    /// `preferredMaxLayoutWidth`: two passes inside one `layoutIfNeeded`).
    func syncSettlingWidths() {
        sync()
        while floorNegativeSizes() {}
        let scale = displayScale
        for _ in 0..<8 {
            var changed = false
            for v in widthDependentViews {
                let w = UIView.roundToPixels(rect(of: v), scale: scale).width
                if v.layoutNode.results.widthForIntrinsic != w {
                    v.layoutNode.results.widthForIntrinsic = w
                    v.updateContentSizeConstraints(notify: self)
                    changed = true
                }
            }
            if !changed { return }
            sync()
            while floorNegativeSizes() {}
        }
    }
}
