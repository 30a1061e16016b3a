import Foundation

extension UIView {
    /// How many update-and-layout passes one `layoutIfNeeded()` may take before Plumb reports a
    /// layout loop and stops.
    static let maximumLayoutPasses = 100

    // MARK: Update constraints

    /// Marks the view so that `updateConstraints()` runs on the next layout pass.
    public func setNeedsUpdateConstraints() {
        layoutNode.needsUpdateConstraints = true
    }

    /// Whether `updateConstraints()` will run on the next layout pass.
    public func needsUpdateConstraints() -> Bool { layoutNode.needsUpdateConstraints }

    /// Runs `updateConstraints()` now on every view of this subtree that needs it, subviews first.
    public func updateConstraintsIfNeeded() {
        updateConstraintsPass()
    }

    // MARK: Layout

    /// Marks the view so that `layoutSubviews()` runs on the next layout pass.
    public func setNeedsLayout() {
        layoutNode.needsLayout = true
    }

    /// Runs the layout cycle now if anything needs it: updates constraints bottom-up, solves
    /// (one batch), then lays out top-down, repeating while views change (multi-line labels take
    /// a second pass to get their height from their width). Plumb lays out the whole tree the
    /// view belongs to.
    ///
    /// A cycle that never settles (an override of `layoutSubviews` that invalidates constraints
    /// every time) is stopped after `maximumLayoutPasses` passes and reported on
    /// ``LayoutDiagnostics`` with the views involved.
    ///
    /// In a window, the second half of pending view controller transitions (`viewDidAppear`,
    /// `didMove(toParent:)`, completion handlers) runs after the layout, as after a screen update.
    public func layoutIfNeeded() {
        let root = rootView
        root.runLayoutCycle()
        (root as? UIWindow)?.runPendingTransitions()
    }

    /// `layoutIfNeeded()` without finishing pending transitions.
    func layoutIfNeededWithoutTransitions() {
        rootView.runLayoutCycle()
    }

    /// Marks the view for redrawing (Plumb draws whole trees, so this only records the request).
    public func setNeedsDisplay() { _needsDisplay = true }
}
