import Foundation

extension UISplitViewController {
    /// Collapses in a compact horizontal size class and expands in a regular one.
    func updateCollapsing() {
        guard let container = viewIfLoaded, container.window != nil else { return }
        let compact = container.traitCollection.horizontalSizeClass == .compact
        if compact, collapsedState == nil {
            collapse(notify: true)
            if !installedControllers.isEmpty { installVisibleViews() }
        } else if !compact, collapsedState != nil {
            expand(notify: true)
            installVisibleViews()
        }
    }

    /// Collapsing. Column style: the `.compact` column's controller if set; else the primary
    /// column's navigation controller, with the supplementary and secondary columns' controllers
    /// pushed up to the column the delegate puts on top (UIKit proposes `.secondary`). Classic:
    /// the delegate's `primaryViewController(forCollapsing:)`, then
    /// `collapseSecondary:onto:`; when it returns `false` a navigation controller primary
    /// pushes the secondary (its controllers, for a navigation controller).
    func collapse(notify: Bool) {
        var state = CollapsedState()
        if style == .unspecified {
            let primary = (notify ? delegate?.primaryViewController(forCollapsing: self) : nil) ?? classic.first
            if let primary, primary !== classic.first {
                if let old = classic.first { classic[0] = primary; old.willMove(toParent: nil); old.removeFromParent() }
                if addChildController(primary) { primary.didMove(toParent: self) }
            }
            let nav = primary as? UINavigationController
            state.navigation = nav
            if classic.count > 1, let primary {
                let secondary = classic[1]
                let handled =
                    notify
                    ? delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false : false
                if !handled, let nav {
                    state.moved.append(moveStack(of: secondary, onto: nav))
                }
            }
            if nav == nil { state.compact = primary }
            collapsedState = state
            return
        }
        if let compact = columns[.compact] {
            state.compact = compact
            collapsedState = state
            if notify { delegate?.splitViewControllerDidCollapse(self) }
            return
        }
        let proposed: Column = .secondary
        let top =
            notify
            ? delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            : proposed
        guard let nav = column(controllerFor: .primary) as? UINavigationController else {
            state.compact = column(controllerFor: .secondary)
            collapsedState = state
            if notify { delegate?.splitViewControllerDidCollapse(self) }
            return
        }
        state.navigation = nav
        let pushed: [Column] = style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
        for col in pushed where col.rawValue <= top.rawValue {
            if let vc = column(controllerFor: col) { state.moved.append(moveStack(of: vc, onto: nav)) }
        }
        collapsedState = state
        if notify { delegate?.splitViewControllerDidCollapse(self) }
    }

    /// Moves a column's controllers (a navigation controller's stack, or the controller itself)
    /// onto the collapsed navigation stack.
    private func moveStack(of vc: UIViewController, onto nav: UINavigationController) -> (
        from: UINavigationController?, controllers: [UIViewController]
    ) {
        if let source = vc as? UINavigationController {
            let vcs = source.viewControllers
            source.setViewControllers([], animated: false)
            nav.setViewControllers(nav.viewControllers + vcs, animated: false)
            return (source, vcs)
        }
        vc.willMove(toParent: nil)
        vc.viewIfLoaded?.removeFromSuperview()
        vc.removeFromParent()
        nav.pushViewController(vc, animated: false)
        return (nil, [vc])
    }

    /// Expanding: the moved controllers go back to their columns.
    func expand(notify: Bool) {
        guard let state = collapsedState else { return }
        collapsedState = nil
        installedControllers.removeAll { $0 === state.navigation || $0 === state.compact }
        state.navigation?.viewIfLoaded?.removeFromSuperview()
        state.compact?.viewIfLoaded?.removeFromSuperview()
        if let nav = state.navigation {
            for (source, vcs) in state.moved.reversed() {
                let remaining = nav.viewControllers.filter { v in !vcs.contains { $0 === v } }
                nav.setViewControllers(remaining, animated: false)
                if let source {
                    source.setViewControllers(vcs, animated: false)
                } else {
                    for vc in vcs where vc.parent !== self {
                        if vc.parent != nil { vc.willMove(toParent: nil); vc.removeFromParent() }
                        if addChildController(vc) { vc.didMove(toParent: self) }
                    }
                }
            }
        }
        if notify {
            if style == .unspecified {
                if let primary = delegate?.primaryViewController(forExpanding: self), primary !== classic.first,
                    !classic.isEmpty
                {
                    classic[0] = primary
                    if addChildController(primary) { primary.didMove(toParent: self) }
                }
            } else {
                let proposed = resolvedDisplayMode
                let mode =
                    delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
                    ?? proposed
                if mode != proposed, mode != .automatic { requestedDisplayMode = mode }
                delegate?.splitViewControllerDidExpand(self)
            }
        }
    }

    /// `showDetailViewController(_:sender:)` after the delegate declined.
    func showDetail(_ vc: UIViewController) {
        if let nav = collapsedNavigation {
            nav.pushViewController(vc, animated: true)
            return
        }
        if collapsedState != nil {
            present(vc, animated: true)
            return
        }
        if style == .unspecified {
            var vcs = classic
            if vcs.count > 1 { vcs[1] = vc } else { vcs.append(vc) }
            setClassic(vcs)
        } else {
            setColumn(vc, for: .secondary)
        }
    }
}
