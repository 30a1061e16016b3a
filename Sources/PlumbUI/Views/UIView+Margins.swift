import Foundation

extension UIView {
    // MARK: Traits and direction

    /// The traits of the view's environment: the root's ``overrideTraitCollection`` (set by a
    /// window or snapshot host), inherited down the tree.
    public var traitCollection: UITraitCollection {
        let inherited = _overrideTraitCollection ?? superview?.traitCollection ?? .default
        return _appearance == nil && !isViewControllerRoot ? inherited : applyingOwnOverrides(inherited)
    }

    /// Traits this view (and its subtree) use instead of the inherited ones. Plumb's stand-in for
    /// a window's traits; `UIWindow` and the snapshot host set it on the root.
    public var overrideTraitCollection: UITraitCollection? {
        get { _overrideTraitCollection }
        set {
            let old = traitCollection
            _overrideTraitCollection = newValue
            if old != traitCollection { traitsChanged(from: old) }
        }
    }

    func traitsChanged(from old: UITraitCollection) {
        // `old` is what `v` had; a subview had that with its own style overrides applied, and is
        // told only if its traits really changed (a style override shields it from style changes).
        // Callbacks run with the view's traits as `UITraitCollection.current`.
        func visit(_ v: UIView, old: UITraitCollection) {
            let new = v.traitCollection
            guard new != old else { return }
            TraitScope.with(v) {
                if v.isViewControllerRoot, let vc = v._viewController {
                    vc.traitCollectionDidChange(old)
                    vc.traitRegistrations.notify(vc, from: old, to: new)
                }
                v.traitCollectionDidChange(old)
                v.traitRegistrations.notify(v, from: old, to: new)
            }
            v.invalidateIntrinsicContentSize()
            // Subviews placed by hand (in layoutSubviews) may depend on the traits, the layout
            // direction above all: lay out and draw again.
            v.setNeedsLayout()
            for s in v.subviews where s._overrideTraitCollection == nil { visit(s, old: s.applyingOwnOverrides(old)) }
        }
        visit(self, old: old)
        structureDidChange()
        invalidateLayout(.nestedEngines)
    }

    /// Whether the view's content flips in a right-to-left layout.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { _semanticContentAttribute }
        set {
            guard newValue != _semanticContentAttribute else { return }
            _semanticContentAttribute = newValue
            structureDidChange()
            invalidateLayout(.nestedEngines)
        }
    }

    /// The direction the view lays out in: its `semanticContentAttribute` applied to the trait
    /// collection's layout direction. Leading and trailing constraints resolve with the direction
    /// of the view they are installed on (the nearest common ancestor of their items).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(
            for: _semanticContentAttribute,
            relativeTo: traitCollection.userInterfaceDirection)
    }

    // MARK: Margins

    /// Stores new own margins (``directionalLayoutMargins``' setter).
    func setOwnLayoutMargins(_ newValue: NSDirectionalEdgeInsets) {
        guard newValue != layoutNode.inputs.margins else { return }
        layoutNode.inputs.margins = newValue
        marginsChanged()
    }

    func marginsChanged() {
        layoutMarginsDidChange()
        updateGuideConstraints(notify: contentEngineHost.layoutNode.engine)
        if layoutNode.inputs.usesMargins { structureDidChange() }
    }

    /// The margins in effect, left/right form: the view's own (through ``layoutMargins``, so a
    /// subclass's override counts, as in UIKit), grown by the safe area and the superview's
    /// preserved margins where those apply.
    var effectiveMargins: UIEdgeInsets {
        var m =
            isViewControllerRoot
            ? layoutNode.inputs.margins.absolute(effectiveUserInterfaceLayoutDirection) : layoutMargins
        if isViewControllerRoot, let vc = _viewController, vc.viewRespectsSystemMinimumLayoutMargins {
            let sys = vc.systemMinimumLayoutMargins.absolute(effectiveUserInterfaceLayoutDirection)
            m = UIEdgeInsets(
                top: max(m.top, sys.top), left: max(m.left, sys.left),
                bottom: max(m.bottom, sys.bottom), right: max(m.right, sys.right))
        }
        if layoutNode.inputs.insetsMarginsFromSafeArea {
            let s = safeAreaInsets
            m = UIEdgeInsets(
                top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if layoutNode.inputs.preservesSuperviewMargins, let parent = superview {
            let pm = parent.effectiveMargins
            let f = _frame, pb = parent.bounds
            m.left = max(m.left, pm.left - f.minX)
            m.top = max(m.top, pm.top - f.minY)
            m.right = max(m.right, pm.right - (pb.width - f.maxX))
            m.bottom = max(m.bottom, pm.bottom - (pb.height - f.maxY))
        }
        return m
    }

    /// The guide inset from the view's edges by its margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let g = layoutNode.inputs.guides.first(where: { ($0 as? SystemLayoutGuide)?.role == .margins }) { return g }
        let g = SystemLayoutGuide(role: .margins, identifier: "UIViewLayoutMarginsGuide")
        attachSystemGuide(g)
        return g
    }

    // MARK: Safe area

    /// What ``safeAreaInsets`` returns unless a subclass overrides it.
    var computedSafeAreaInsets: UIEdgeInsets {
        if let own = _localSafeAreaInsets { return own }
        let inherited = inheritedSafeAreaInsets
        guard isViewControllerRoot, let vc = _viewController else { return inherited }
        let bars = vc.barInsets, extra = vc.additionalSafeAreaInsets
        return UIEdgeInsets(
            top: max(inherited.top, bars.top) + extra.top, left: max(inherited.left, bars.left) + extra.left,
            bottom: max(inherited.bottom, bars.bottom) + extra.bottom,
            right: max(inherited.right, bars.right) + extra.right)
    }

    /// The part of the superview's safe area this view overlaps.
    private var inheritedSafeAreaInsets: UIEdgeInsets {
        guard let parent = superview else { return .zero }
        var p = parent.safeAreaInsets
        if let scroll = parent as? UIScrollView {
            // A scroll view's content does not get the parts of the safe area that its adjusted
            // content inset already keeps it out of.
            let a = scroll.adjustedContentInset, c = scroll.contentInset
            p = UIEdgeInsets(
                top: max(0, p.top - (a.top - c.top)), left: max(0, p.left - (a.left - c.left)),
                bottom: max(0, p.bottom - (a.bottom - c.bottom)), right: max(0, p.right - (a.right - c.right)))
        }
        if p == .zero { return .zero }
        // The frame where it shows in the parent: moved by the parent's bounds origin (a scroll
        // view's content offset). Each inset is the part of the parent's that the view overlaps,
        // never more than the parent's own (content running past the parent's edge gets no more).
        let pb = parent.bounds
        let f = _frame.offsetBy(dx: -pb.minX, dy: -pb.minY)
        func overlap(_ inset: CGFloat, _ distance: CGFloat) -> CGFloat { min(inset, max(0, inset - distance)) }
        return UIEdgeInsets(
            top: overlap(p.top, f.minY), left: overlap(p.left, f.minX),
            bottom: overlap(p.bottom, pb.height - f.maxY), right: overlap(p.right, pb.width - f.maxX))
    }

    /// The guide inset from the view's edges by its safe area insets.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let g = layoutNode.inputs.guides.first(where: { ($0 as? SystemLayoutGuide)?.role == .safeArea }) { return g }
        let g = SystemLayoutGuide(role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
        attachSystemGuide(g)
        return g
    }

    /// The safe area of this subtree may have moved (a container's bars or a controller's
    /// additional insets changed): the guides follow at once.
    func safeAreaMayHaveChanged() {
        func visit(_ v: UIView) {
            // Each view's guides live in the engine of its content (a nested host's own).
            let engine = v.contentEngineHost.layoutNode.engine
            if !v.layoutNode.inputs.guides.isEmpty { v.updateGuideConstraints(notify: engine) }
            if v.layoutNode.inputs.usesMargins { v.invalidateLayout(.itemAndContentConstraints) }
            v.setNeedsLayout()
            v.subviews.forEach(visit)
        }
        visit(self)
    }

    /// Sets the safe-area insets of a root view (what a window or device gives it).
    func setHostSafeAreaInsets(_ insets: UIEdgeInsets) {
        _localSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        updateGuideConstraints(notify: contentEngineHost.layoutNode.engine)
    }

    // MARK: Readable content

    /// The widest a line of body text should be at the current Dynamic Type size (672 points at
    /// the default size, as on iPad).
    var readableWidth: CGFloat {
        let idx = traitCollection.preferredContentSizeCategory.index
        return [560, 600, 640, 672, 720, 768, 816, 864, 912, 960, 1008, 1056][min(idx, 11)]
    }

    /// A guide within the margins no wider than a readable line, centred.
    public var readableContentGuide: UILayoutGuide {
        if let g = layoutNode.inputs.guides.first(where: { ($0 as? SystemLayoutGuide)?.role == .readableContent }) {
            return g
        }
        let g = SystemLayoutGuide(role: .readableContent, identifier: "UIViewReadableContentGuide")
        attachSystemGuide(g)
        return g
    }

    // MARK: Guides

    /// The layout guides added to this view (not the system ones).
    public var layoutGuides: [UILayoutGuide] { layoutNode.inputs.guides.filter { !($0 is SystemLayoutGuide) } }

    /// Adds a layout guide to this view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide._owningView = self
        layoutNode.inputs.guides.append(guide)
        structureDidChange()
    }

    /// Removes a layout guide (and the constraints installed here that use it).
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        var v: UIView? = self
        while let holder = v {
            for c in holder.layoutNode.inputs.constraints where c.firstItem === guide || c.secondItem === guide {
                holder.removeConstraint(c)
            }
            v = holder.superview
        }
        layoutNode.inputs.guides.removeAll { $0 === guide }
        guide._owningView = nil
        structureDidChange()
    }

    private func attachSystemGuide(_ g: SystemLayoutGuide) {
        g._owningView = self
        layoutNode.inputs.guides.append(g)
        updateGuideConstraints(notify: nil)
        structureDidChange()
    }

    /// Updates the constraints that place the margins, safe-area and readable-content guides.
    func updateGuideConstraints(notify engine: LayoutEngine?) {
        for case let g as SystemLayoutGuide in layoutNode.inputs.guides {
            switch g.role {
            case .margins:
                let m = effectiveMargins
                place(g, insets: m, names: "Margin-guide", into: \.margins, engine)
            case .safeArea:
                place(g, insets: safeAreaInsets, names: "SafeArea-guide", into: \.safeArea, engine)
            case .readableContent:
                placeReadable(g, engine)
            case .scrollContent, .scrollFrame:
                break  // held by UIScrollView itself
            case .topLayoutSupport, .bottomLayoutSupport:
                placeLayoutSupport(g, engine)
            }
        }
    }

    /// Four required constraints holding a guide at `insets` inside the view:
    /// 'UIView-leftMargin-guide-constraint' and its siblings.
    private func place(
        _ g: UILayoutGuide, insets: UIEdgeInsets, names: String,
        into path: WritableKeyPath<ImplicitConstraints, [NSLayoutConstraint]>, _ engine: LayoutEngine?
    ) {
        let values = [insets.left, -insets.right, insets.top, -insets.bottom]
        if layoutNode.implicit[keyPath: path].count == 4 {
            for (c, v) in zip(layoutNode.implicit[keyPath: path], values) where c.constant != v {
                c.constant = v
                engine?.invalidate(.constant(c))
            }
            return
        }
        let prefix = names == "Margin-guide" ? "Margin" : "SafeArea"
        func id(_ edge: String) -> String {
            prefix == "Margin" ? "UIView-\(edge)Margin-guide-constraint" : "UIViewSafeAreaLayoutGuide-\(edge)"
        }
        layoutNode.implicit[keyPath: path] = [
            NamedSystemConstraint(
                id("left"), item: g, attribute: .left, toItem: systemGuideReference, attribute: .left,
                constant: values[0]),
            NamedSystemConstraint(
                id("right"), item: g, attribute: .right, toItem: systemGuideReference, attribute: .right,
                constant: values[1]),
            NamedSystemConstraint(
                id("top"), item: g, attribute: .top, toItem: systemGuideReference, attribute: .top, constant: values[2]),
            NamedSystemConstraint(
                id("bottom"), item: g, attribute: .bottom, toItem: systemGuideReference, attribute: .bottom,
                constant: values[3]),
        ]
        invalidateLayout(.contentConstraints)
    }

    /// A view controller's `topLayoutGuide` (from the top down to the safe area's top) or
    /// `bottomLayoutGuide` (from the safe area's bottom to the bottom), full width.
    ///
    /// As in UIKit, the guide's height and its top (or bottom) edge are two
    /// `_UILayoutSupportConstraint`s installed on the controller's view, listed in its
    /// `constraints`: Masonry's suite counts six constraints in `vc.view.constraints` after pinning
    /// a view's top and bottom to the two guides (ViewController+MASAdditionsSpec,
    /// testLayoutGuideConstraints), and iOS logs `V:[_UILayoutGuide:0x…(20)]`,
    /// `V:|-(0)-[_UILayoutGuide:0x…]` and `_UILayoutGuide:0x….bottom == UIView:0x….bottom` among a
    /// view's constraints. Code that removes them leaves the guide without a vertical position,
    /// as in UIKit. Its horizontal position (UIKit's guide is a zero-width view) is held by two
    /// unlisted system constraints to the view's left and right.
    private func placeLayoutSupport(_ g: SystemLayoutGuide, _ engine: LayoutEngine?) {
        let top = g.role == .topLayoutSupport
        let length = top ? safeAreaInsets.top : safeAreaInsets.bottom
        let path: WritableKeyPath<ImplicitConstraints, [NSLayoutConstraint]> =
            top ? \.topLayoutSupport : \.bottomLayoutSupport
        if layoutNode.implicit[keyPath: path].count == 2 {
            let height = layoutNode.inputs.constraints.first {
                $0 is LayoutSupportConstraint && $0.firstItem === g && $0.secondItem == nil
            }
            if let height, height.constant != length {
                height.constant = length
                engine?.invalidate(.constant(height))
            }
            return
        }
        let name = top ? "UIViewController-topLayoutGuide" : "UIViewController-bottomLayoutGuide"
        let ref = systemGuideReference
        layoutNode.implicit[keyPath: path] = [
            NamedSystemConstraint(
                name + "-left", item: g, attribute: .left, toItem: ref, attribute: .left, constant: 0),
            NamedSystemConstraint(
                name + "-right", item: g, attribute: .right, toItem: ref, attribute: .right, constant: 0),
        ]
        invalidateLayout(.contentConstraints)
        // UIKit's order: the height first, then the edge (the log above).
        let edge: NSLayoutConstraint.Attribute = top ? .top : .bottom
        addConstraint(LayoutSupportConstraint(g, .height, to: nil, .notAnAttribute, constant: length))
        addConstraint(LayoutSupportConstraint(g, edge, to: ref, edge, constant: 0))
    }

    /// The guide of a view controller's `topLayoutGuide` or `bottomLayoutGuide`, made on first use.
    func layoutSupportGuide(top: Bool) -> SystemLayoutGuide {
        let role: SystemLayoutGuide.Role = top ? .topLayoutSupport : .bottomLayoutSupport
        if let g = layoutNode.inputs.guides.first(where: { ($0 as? SystemLayoutGuide)?.role == role })
            as? SystemLayoutGuide
        {
            return g
        }
        let g = SystemLayoutGuide(role: role, identifier: top ? "_UILayoutGuide-top" : "_UILayoutGuide-bottom")
        attachSystemGuide(g)
        return g
    }

    private func placeReadable(_ g: UILayoutGuide, _ engine: LayoutEngine?) {
        if layoutNode.implicit.readable.count == 6 {
            if layoutNode.implicit.readable[4].constant != readableWidth {
                layoutNode.implicit.readable[4].constant = readableWidth
                engine?.invalidate(.constant(layoutNode.implicit.readable[4]))
            }
            return
        }
        let m = layoutMarginsGuide
        layoutNode.implicit.readable = [
            NamedSystemConstraint(
                "UIView-readableContent-guide-constraint", item: g, attribute: .top, toItem: m, attribute: .top,
                constant: 0),
            NamedSystemConstraint(
                "UIView-readableContent-guide-constraint", item: g, attribute: .bottom, toItem: m, attribute: .bottom,
                constant: 0),
            NamedSystemConstraint(
                "UIView-readableContent-guide-constraint", item: g, attribute: .centerX, toItem: m, attribute: .centerX,
                constant: 0),
            NamedSystemConstraint(
                "UIView-readableContent-guide-constraint", item: g, attribute: .width, toItem: m, attribute: .width,
                constant: 0, relation: .lessThanOrEqual),
            NamedSystemConstraint(
                "UIView-readableContent-guide-constraint", item: g, attribute: .width, toItem: nil,
                attribute: .notAnAttribute, constant: readableWidth, relation: .lessThanOrEqual),
            NamedSystemConstraint(
                "UIView-readableContent-guide-constraint", item: g, attribute: .width, toItem: m, attribute: .width,
                constant: 0, priority: UILayoutPriority(999)),
        ]
        invalidateLayout(.contentConstraints)
    }
}
