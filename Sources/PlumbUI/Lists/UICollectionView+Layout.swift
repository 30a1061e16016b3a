import Foundation

extension UICollectionView {
    /// Whether the collection view places a subview itself.
    func isManagedByCollectionView(_ v: UIView) -> Bool {
        v is UICollectionReusableView || v === backgroundView
    }

    /// Runs the layout's `prepare()` when it was invalidated or the bounds size changed (Plumb
    /// prepares again at a new size whatever the layout's `shouldInvalidateLayout(forBoundsChange:)`
    /// said), then hands it the updates made since (`prepare(forCollectionViewUpdates:)`,
    /// `finalizeCollectionViewUpdates()`), and, for a layout that replaced another, moves the
    /// content where `targetContentOffset(forProposedContentOffset:)` says.
    func prepareLayoutIfNeeded() {
        loadDataIfNeeded()
        let layout = collectionViewLayout
        if let size = preparedSize, size != bounds.size { layout.needsPrepare = true }
        guard layout.needsPrepare || preparedSize == nil else { return }
        layout.needsPrepare = false
        preparedSize = bounds.size
        layout.prepare()
        if !pendingUpdates.isEmpty {
            let updates = pendingUpdates
            pendingUpdates = []
            layout.prepare(forCollectionViewUpdates: updates)
            askLayoutAboutDisappearingAndAppearingItems(updates)
            layout.finalizeCollectionViewUpdates()
        }
        if asksLayoutForTargetOffset {
            asksLayoutForTargetOffset = false
            let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
            if target != contentOffset, target.x.isFinite, target.y.isFinite { contentOffset = target }
        }
    }

    /// Lays out the elements in the visible rectangle: asks the layout for their attributes,
    /// makes or reuses their views, measures self-sizing ones (the layout recomputes with their
    /// preferred sizes until nothing moves), and sets the content size.
    func layoutElements() {
        if let bg = backgroundView {
            if bg.superview !== self { insertSubview(bg, at: 0) }
            bg.frame = bounds
        }
        var previousCells = visibleCellsByPath
        var previousSupplementaries = visibleSupplementaries
        var cells: [IndexPath: UICollectionViewCell] = [:]
        var supplementaries: [ElementKey: UICollectionReusableView] = [:]
        var newlyShown: [IndexPath] = []
        var attributes: [UICollectionViewLayoutAttributes] = []
        for _ in 0..<32 {
            prepareLayoutIfNeeded()
            attributes = visibleAttributes()
            var changed = false
            for a in attributes {
                let view: UICollectionReusableView
                switch a.representedElementCategory {
                case .cell:
                    guard isValid(a.indexPath) else { continue }
                    if let c = cells[a.indexPath] {
                        view = c
                    } else if let c = previousCells.removeValue(forKey: a.indexPath) {
                        cells[a.indexPath] = c
                        view = c
                    } else if let c = obtainCell(at: a.indexPath) {
                        cells[a.indexPath] = c
                        newlyShown.append(a.indexPath)
                        view = c
                        // An inserted item's view starts from the layout's appearing attributes
                        // (Plumb does not animate: the final ones follow at once).
                        if let initial = appearingAttributes.removeValue(forKey: a.indexPath) { apply(initial, to: c) }
                    } else {
                        continue
                    }
                case .supplementaryView, .decorationView:
                    guard let kind = a.representedElementKind else { continue }
                    let key = ElementKey(
                        kind: kind, indexPath: a.indexPath,
                        isDecoration: a.representedElementCategory == .decorationView)
                    if let v = supplementaries[key] {
                        view = v
                    } else if let v = previousSupplementaries.removeValue(forKey: key) {
                        supplementaries[key] = v
                        view = v
                    } else if let v = key.isDecoration
                        ? obtainDecoration(kind: kind) : obtainSupplementary(kind: kind, at: a.indexPath)
                    {
                        supplementaries[key] = v
                        view = v
                    } else {
                        continue
                    }
                }
                if view.superview !== self {
                    // Decoration views (section backgrounds) go behind everything else.
                    if a.representedElementCategory == .decorationView {
                        insertSubview(view, at: backgroundView?.superview === self ? 1 : 0)
                    } else {
                        addSubview(view)
                    }
                }
                apply(a, to: view)
                if !a.selfSizingAxes.isEmpty {
                    let preferred = view.preferredLayoutAttributesFitting(a)
                    if collectionViewLayout.applyPreferredAttributes(preferred, original: a) { changed = true }
                }
            }
            if !changed { break }
        }
        // Elements that moved off screen after measuring, and those not shown any more.
        let shownCells = Set(attributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        for (p, c) in cells where !shownCells.contains(p) {
            cells[p] = nil
            recycle(c, at: p)
        }
        let shownSupplementaries = Set(
            attributes.compactMap { a in
                a.representedElementKind.map {
                    ElementKey(
                        kind: $0, indexPath: a.indexPath, isDecoration: a.representedElementCategory == .decorationView)
                }
            })
        // Decoration views are not reused as supplementary views: they are dropped.
        func recycleElement(_ v: UICollectionReusableView, _ k: ElementKey) {
            if k.isDecoration { v.removeFromSuperview() } else { recycleSupplementary(v, kind: k.kind) }
        }
        for (k, v) in supplementaries where !shownSupplementaries.contains(k) {
            supplementaries[k] = nil
            recycleElement(v, k)
        }
        for (p, c) in previousCells { recycle(c, at: p) }
        for (k, v) in previousSupplementaries { recycleElement(v, k) }
        visibleCellsByPath = cells
        visibleSupplementaries = supplementaries
        // Draw order: cells, then supplementary views, by z-index.
        for a in attributes.sorted(by: { $0.zIndex < $1.zIndex }) {
            if a.representedElementCategory == .cell, let c = cells[a.indexPath] { bringSubviewToFront(c) }
        }
        for a in attributes.sorted(by: { $0.zIndex < $1.zIndex })
        where a.representedElementCategory == .supplementaryView {
            if let kind = a.representedElementKind,
                let v = supplementaries[ElementKey(kind: kind, indexPath: a.indexPath)]
            {
                bringSubviewToFront(v)
            }
        }
        // Decoration views (section backgrounds) behind everything, lowest z-index furthest back.
        for a in attributes.sorted(by: { $0.zIndex > $1.zIndex }) where a.representedElementCategory == .decorationView
        {
            if let kind = a.representedElementKind,
                let v = supplementaries[ElementKey(kind: kind, indexPath: a.indexPath, isDecoration: true)]
            {
                sendSubviewToBack(v)
            }
        }
        if let bg = backgroundView { sendSubviewToBack(bg) }  // the background view stays behind them
        for p in newlyShown.sorted() {
            if let c = cells[p] {
                c.isSelected = selectedPaths.contains(p)
                delegate?.collectionView(self, willDisplay: c, forItemAt: p)
            }
        }
        appearingAttributes = [:]
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// The attributes of the elements in the visible rectangle that are not hidden, mirrored for
    /// a right-to-left layout when the layout asks for it and does not mirror itself.
    func visibleAttributes() -> [UICollectionViewLayoutAttributes] {
        let flips = flipsLayout
        var rect = bounds
        if flips { rect.origin.x = collectionViewLayout.collectionViewContentSize.width - rect.maxX }
        let found = (collectionViewLayout.layoutAttributesForElements(in: rect) ?? []).filter { !$0.isHidden }
        return flips ? found.map(mirrored) : found
    }

    /// Whether the collection view mirrors its layout's attributes: the layout asks for it
    /// (`flipsHorizontallyInOppositeLayoutDirection`), does not mirror them itself, and the
    /// layout direction is not its `developmentLayoutDirection`.
    var flipsLayout: Bool {
        let layout = collectionViewLayout
        return !layout.mirrorsItself && layout.flipsHorizontallyInOppositeLayoutDirection
            && (effectiveUserInterfaceLayoutDirection == .rightToLeft)
                != (layout.developmentLayoutDirection == .rightToLeft)
    }

    /// A copy of attributes mirrored across the content's width.
    func mirrored(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let m = a.copy() as! UICollectionViewLayoutAttributes
        m.center.x = collectionViewLayout.collectionViewContentSize.width - a.center.x
        return m
    }

    /// Attributes as the collection view shows them (mirrored when ``flipsLayout``).
    func displayed(_ a: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let a, flipsLayout else { return a }
        return mirrored(a)
    }

    /// Gives a view its attributes as UIKit does: the centre, bounds size and transform (the
    /// transform set after the untransformed frame), the alpha, then `apply(_:)` when the
    /// attributes are not equal to the last ones it got.
    private func apply(_ a: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view._layer?.hasTransform == true { view.transform3D = CATransform3DIdentity }
        view.frame = a.frame
        if a.transform3D != CATransform3DIdentity { view.transform3D = a.transform3D }
        view.alpha = a.alpha
        if let last = view.appliedAttributes, last.isEqual(a) { return }
        view.appliedAttributes = a.copy() as? UICollectionViewLayoutAttributes
        view.apply(a)
    }
}
