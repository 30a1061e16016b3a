import Foundation

// The small surface of a view's layout node that the rest of PlumbUI may use (controls, lists,
// text, layers, debugging): everything else of `layoutNode` is for the engine, the constraint
// types and UIView's Auto Layout API files (see LayoutNode.swift and
// scripts/checks/layout-boundary.sh).

extension UIView {
    /// The engine variables of the view's alignment rectangle (made on first use; constraints
    /// hold them strongly).
    var variables: LayoutVariables {
        if let v = layoutNode.variables { return v }
        let v = LayoutVariables("\(typeName(self)):\(debugAddress)", owner: self)
        layoutNode.variables = v
        return v
    }

    /// `width >= 0` and `height >= 0`, installed by the engine when a solve gives the view a
    /// negative size.
    var sizeFloors: [NSLayoutConstraint] {
        if let floors = layoutNode.sizeFloors { return floors }
        let floors: [NSLayoutConstraint] = [SizeFloorConstraint(self, .width), SizeFloorConstraint(self, .height)]
        layoutNode.sizeFloors = floors
        return floors
    }

    /// The one door through which a change of the view's layout inputs reaches the engine.
    func invalidateLayout(_ change: LayoutChange) {
        switch change {
        case .constant(let c):
            engineHolding(c)?.invalidate(.constant(c))
        case .itemConstraints:
            itemEngineHost.layoutNode.engine?.invalidate(.constraintSet)
        case .contentConstraints:
            contentEngineHost.layoutNode.engine?.invalidate(.constraintSet)
        case .itemAndContentConstraints:
            itemEngineHost.layoutNode.engine?.invalidate(.constraintSet)
            contentEngineHost.layoutNode.engine?.invalidate(.constraintSet)
        case .structure:
            let item = itemEngineHost
            item.layoutNode.engine?.invalidate(.constraintSet)
            if layoutNode.hostsEngine, item !== self { layoutNode.engine?.invalidate(.constraintSet) }
        case .nestedEngines:
            invalidateNestedEngines()
        }
    }

    /// Sets the content hugging priorities a UIKit class starts with, without invalidating
    /// anything (for initialisers; `setContentHuggingPriority(_:for:)` is the public way).
    func setInitialContentHugging(horizontal: UILayoutPriority? = nil, vertical: UILayoutPriority? = nil) {
        if let horizontal { layoutNode.inputs.hugging.h = horizontal }
        if let vertical { layoutNode.inputs.hugging.v = vertical }
    }

    /// The width the engine last laid the view out at, for an intrinsic height that depends on
    /// the width (multi-line labels, text views); `nil` before the first layout or while a
    /// fitting pass leaves the width free.
    var engineLayoutWidth: CGFloat? { layoutNode.results.widthForIntrinsic }

    /// The frame the last solve gives the view in its superview, before `layoutSubviews()`
    /// applies it (`nil` before the first solve).
    var engineSolvedFrame: CGRect? { layoutNode.results.frame }

    /// Whether a constraint uses the view's first or last baseline (such constraints are rebuilt
    /// when the text changes).
    var usesBaselineConstraints: Bool { layoutNode.inputs.usesBaselines }

    /// Makes the view lay out its subtree with an engine of its own, as UIKit's cell content
    /// views do (see EngineHosting.swift).
    func becomeEngineHost() { layoutNode.hostsEngine = true }

    /// The height of an engine host's content at `width` with its own engine's constraints, the
    /// height pulled toward zero (`systemLayoutSizeFitting` with a required width: self-sizing
    /// cells). The view must host an engine (``becomeEngineHost()``).
    func fittingHeightOfOwnEngine(forWidth width: CGFloat) -> CGFloat {
        engine.fittingHeight(forWidth: width)
    }

    /// Adds a guide the layout system makes for the view (a scroll view's content and frame
    /// guides), which `addLayoutGuide(_:)` would report to the view's own code.
    func addSystemGuide(_ guide: UILayoutGuide) {
        guide._owningView = self
        layoutNode.inputs.guides.append(guide)
    }

    /// The constraints that tie a scroll view's content and frame guides to it.
    var scrollGuideConstraints: [NSLayoutConstraint] {
        get { layoutNode.implicit.scroll }
        set {
            layoutNode.implicit.scroll = newValue
            invalidateLayout(.contentConstraints)
        }
    }

    /// Prepares a view that becomes a view controller's root view: a root view has no margins of
    /// its own (the system minimum applies: UIKit's root views report 0 top and bottom, 16 or 20
    /// at the sides), and `updateViewConstraints` runs only once something asks for it (seed 001:
    /// "call setNeedsUpdateConstraints() on the view to trigger it").
    func prepareAsControllerRootView() {
        if layoutNode.inputs.margins == UIView.defaultLayoutMargins { layoutNode.inputs.margins = .zero }
        layoutNode.needsUpdateConstraints = false
    }

    /// The layout widths the multi-line labels (and other width-dependent views) in this view's
    /// tree measure their height at, to be put back with ``auditRestoreLayoutWidths(_:)``: the
    /// accessibility audit lays its subject out at the accessibility sizes, and a label would
    /// otherwise keep measuring itself at the width it had there. Not API.
    package func auditLayoutWidths() -> [(UIView, CGFloat?)] {
        var saved: [(UIView, CGFloat?)] = []
        func collect(_ v: UIView) {
            if v.hasWidthDependentIntrinsicSize { saved.append((v, v.layoutNode.results.widthForIntrinsic)) }
            for s in v.subviews { collect(s) }
        }
        collect(self)
        return saved
    }

    /// Puts back the widths ``auditLayoutWidths()`` read.
    package static func auditRestoreLayoutWidths(_ saved: [(UIView, CGFloat?)]) {
        for (v, w) in saved where v.layoutNode.results.widthForIntrinsic != w {
            v.layoutNode.results.widthForIntrinsic = w
            v.updateContentSizeConstraints(notify: v.itemEngineHost.layoutNode.engine)
        }
    }
}
