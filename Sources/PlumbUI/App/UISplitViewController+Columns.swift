import Foundation

/// What collapsing did, to undo it when expanding.
@MainActor
struct CollapsedState {
    /// The navigation stack shown collapsed (`nil` when the `.compact` column is shown).
    var navigation: UINavigationController?
    /// The `.compact` column's controller, when shown.
    var compact: UIViewController?
    /// Controllers moved onto the collapsed stack, and the navigation controllers they came from.
    var moved: [(from: UINavigationController?, controllers: [UIViewController])] = []
}

extension UISplitViewController {
    /// The controller that is a column's child: its navigation wrapper, or what was set.
    func column(controllerFor column: Column) -> UIViewController? {
        wrappers[column] ?? columns[column]
    }

    var collapsedNavigation: UINavigationController? { collapsedState?.navigation }

    /// Replaces a column's controller (iOS 14 API).
    func setColumn(_ vc: UIViewController?, for column: Column) {
        let wasCollapsed = collapsedState != nil
        if wasCollapsed { expand(notify: false) }
        if let old = self.column(controllerFor: column) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
            installedControllers.removeAll { $0 === old }
        }
        columns[column] = vc
        wrappers[column] = nil
        if let vc {
            if column != .compact, !(vc is UINavigationController) {
                wrappers[column] = UINavigationController(rootViewController: vc)
            }
            if let child = self.column(controllerFor: column), addChildController(child) {
                child.didMove(toParent: self)
            }
        }
        if wasCollapsed { collapse(notify: false) }
        installVisibleViews()
    }

    /// The classic `viewControllers` setter: primary, then secondary.
    func setClassic(_ vcs: [UIViewController]) {
        guard style == .unspecified else {
            // UIKit maps the classic setter onto the columns.
            if let first = vcs.first { setColumn(first, for: .primary) }
            if vcs.count > 1 { setColumn(vcs[vcs.count - 1], for: .secondary) }
            if vcs.count > 2, style == .tripleColumn { setColumn(vcs[1], for: .supplementary) }
            return
        }
        let wasCollapsed = collapsedState != nil
        if wasCollapsed { expand(notify: false) }
        for old in classic where !vcs.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
            installedControllers.removeAll { $0 === old }
        }
        let new = Array(vcs.prefix(2))
        for vc in new where vc.parent !== self {
            if addChildController(vc) { vc.didMove(toParent: self) }
        }
        classic = new
        if wasCollapsed { collapse(notify: false) }
        installVisibleViews()
    }

    // MARK: Display modes

    var isLandscapeLike: Bool {
        let b = viewIfLoaded?.window?.bounds ?? viewIfLoaded?.bounds ?? .zero
        return b.width > b.height
    }

    /// The display mode after `.automatic` and the style are resolved.
    var resolvedDisplayMode: DisplayMode {
        var mode = requestedDisplayMode ?? preferredDisplayMode
        if mode == .automatic {
            mode =
                isLandscapeLike ? (style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary) : .secondaryOnly
        }
        if style != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        return mode
    }

    /// The split behavior: the preferred one, else the one the display mode needs (tile for
    /// "beside", overlay for "over", displace for "displace"), else tile when the window is wider
    /// than tall and overlay otherwise (estimate).
    var resolvedSplitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        switch requestedDisplayMode ?? preferredDisplayMode {
        case .oneBesideSecondary, .twoBesideSecondary: return .tile
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        default: return isLandscapeLike ? .tile : .overlay
        }
    }

    /// The columns shown, leading first.
    var visibleColumns: [Column] {
        switch (style, resolvedDisplayMode) {
        case (_, .secondaryOnly): return [.secondary]
        case (.tripleColumn, .oneBesideSecondary), (.tripleColumn, .oneOverSecondary):
            return [.supplementary, .secondary]
        case (.tripleColumn, _): return [.primary, .supplementary, .secondary]
        default: return [.primary, .secondary]
        }
    }

    /// The controllers on screen: the collapsed stack (or compact column), else the visible
    /// columns' controllers.
    var visibleControllers: [UIViewController] {
        if let state = collapsedState { return [state.compact ?? state.navigation].compactMap { $0 } }
        if style == .unspecified {
            let cols = visibleColumns
            var out: [UIViewController] = []
            if cols.contains(.primary), let p = classic.first { out.append(p) }
            if classic.count > 1 { out.append(classic[1]) }
            return out
        }
        return visibleColumns.compactMap { column(controllerFor: $0) }
    }

    func displayModeInputsChanged() {
        let mode = resolvedDisplayMode
        if let last = lastDisplayMode, last != mode, collapsedState == nil {
            delegate?.splitViewController(self, willChangeTo: mode)
        }
        lastDisplayMode = mode
        installVisibleViews()
    }

    /// `show(_:)`/`hide(_:)`: the display mode that shows or hides `column`, or, collapsed,
    /// the stack popped back to the primary column.
    func changeColumn(_ column: Column, show: Bool) {
        if let nav = collapsedNavigation {
            if show, column == .primary { nav.popToRootViewController(animated: true) }
            return
        }
        let behavior = resolvedSplitBehavior
        let current = resolvedDisplayMode
        func one() -> DisplayMode { behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary }
        func two() -> DisplayMode {
            switch behavior {
            case .overlay: return .twoOverSecondary
            case .displace: return .twoDisplaceSecondary
            default: return .twoBesideSecondary
            }
        }
        var mode = current
        switch (column, show, style == .tripleColumn) {
        case (.primary, true, false): mode = one()
        case (.primary, true, true): mode = two()
        case (.supplementary, true, true): if current == .secondaryOnly { mode = one() }
        case (.primary, false, false): mode = .secondaryOnly
        case (.primary, false, true): if current != .secondaryOnly { mode = one() }
        case (.supplementary, false, true): mode = .secondaryOnly
        default: return
        }
        guard mode != current else { return }
        if show {
            delegate?.splitViewController(self, willShow: column)
        } else {
            delegate?.splitViewController(self, willHide: column)
        }
        requestedDisplayMode = mode
        displayModeInputsChanged()
    }

    // MARK: Views

    /// Puts the visible controllers' views in the split view's view, with appearance callbacks
    /// for the ones that come and go while it is on screen.
    func installVisibleViews() {
        guard let container = viewIfLoaded else { return }
        let visible = visibleControllers
        let shown = installedControllers
        let onScreen = appearState == .appeared && container.window != nil
        let leaving = shown.filter { s in !visible.contains { $0 === s } }
        let arriving = visible.filter { v in !shown.contains { $0 === v } }
        if onScreen {
            container.window?.finishTransitions()
            for vc in leaving { vc.beginAppearanceTransition(false, animated: false) }
            for vc in arriving {
                vc.loadViewIfNeeded()
                vc.beginAppearanceTransition(true, animated: false)
            }
        }
        for vc in leaving where vc.viewIfLoaded?.superview === container { vc.viewIfLoaded?.removeFromSuperview() }
        // Back to front: the secondary at the bottom, overlaying columns above it.
        for vc in visible.reversed() {
            let v: UIView = vc.view
            v.translatesAutoresizingMaskIntoConstraints = true
            v.autoresizingMask = []
            container.addSubview(v)
        }
        for line in separators { container.addSubview(line) }
        installedControllers = visible
        container.setNeedsLayout()
        if onScreen, let window = container.window {
            window.afterNextLayout {
                for vc in leaving { vc.endAppearanceTransition() }
                for vc in arriving { vc.endAppearanceTransition() }
            }
        }
    }

    /// The primary column's width: the preferred width, else the fraction of `total`, else 320,
    /// within the minimum (automatic 0) and maximum (automatic 320).
    func primaryWidth(in total: CGFloat) -> CGFloat {
        columnWidth(
            in: total, points: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// The supplementary column's width, as the primary's (320 by default, estimate).
    func supplementaryWidth(in total: CGFloat) -> CGFloat {
        columnWidth(
            in: total, points: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    private func columnWidth(in total: CGFloat, points: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat)
        -> CGFloat
    {
        let auto = UISplitViewController.automaticDimension
        let lo = minimum == auto ? 0 : minimum
        let hi = maximum == auto ? 320 : maximum
        var w: CGFloat = 320
        if points != auto { w = points } else if fraction != auto { w = (fraction * total).rounded() }
        return min(max(w, lo), max(lo, hi), total)
    }

    /// The columns' frames and the separators (mirrored in right-to-left layouts, and for a
    /// trailing primary edge).
    /// Whether the installed views are the visible controllers' (the display mode can change
    /// with the window's size).
    var installedMatchesVisible: Bool {
        let visible = visibleControllers
        return visible.count == installedControllers.count
            && zip(visible, installedControllers).allSatisfy { $0 === $1 }
    }

    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        if !installedMatchesVisible { installVisibleViews() }
        let b = container.bounds
        let scale = max(1, container.traitCollection.displayScale)
        let line = 1 / scale
        if let state = collapsedState {
            (state.compact ?? state.navigation)?.viewIfLoaded?.setManualFrame(b)
            for s in separators { s.isHidden = true }
            return
        }
        let flip = container.isLayoutRightToLeft != (primaryEdge == .trailing)
        func place(_ vc: UIViewController?, x: CGFloat, width: CGFloat) {
            guard let v = vc?.viewIfLoaded, v.superview === container else { return }
            v.setManualFrame(CGRect(x: flip ? b.width - x - width : x, y: 0, width: width, height: b.height))
        }
        func separator(_ i: Int, at x: CGFloat?) {
            let s = separators[i]
            guard let x else { s.isHidden = true; return }
            s.isHidden = false
            s.backgroundColor = .opaqueSeparator
            s.setManualFrame(CGRect(x: flip ? b.width - x : x - line, y: 0, width: line, height: b.height))
        }
        let cols = visibleColumns
        let controller: (Column) -> UIViewController? = { [self] col in
            if style == .unspecified { return col == .primary ? classic.first : (classic.count > 1 ? classic[1] : nil) }
            return column(controllerFor: col)
        }
        let p = primaryWidth(in: b.width), s = supplementaryWidth(in: b.width)
        let leading = cols.filter { $0 != .secondary }
        let widths = leading.map { $0 == .primary ? p : s }
        let leadingTotal = widths.reduce(0, +)
        var x: CGFloat = 0
        for (col, w) in zip(leading, widths) {
            place(controller(col), x: x, width: w)
            x += w
        }
        switch resolvedSplitBehavior {
        case .overlay:
            place(controller(.secondary), x: 0, width: b.width)
        case .displace where leading.count == 2:
            // The secondary keeps the width it has beside one column, pushed past the edge.
            place(controller(.secondary), x: leadingTotal, width: max(0, b.width - s))
        default:
            place(controller(.secondary), x: leadingTotal, width: max(0, b.width - leadingTotal))
        }
        separator(0, at: widths.isEmpty ? nil : widths[0])
        separator(1, at: widths.count > 1 ? leadingTotal : nil)
    }
}
