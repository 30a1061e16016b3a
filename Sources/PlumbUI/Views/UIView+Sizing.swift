import Foundation

extension UIView {
    // MARK: Intrinsic content size

    /// Tells the layout system the intrinsic size changed; its constraints are updated in place.
    public func invalidateIntrinsicContentSize() {
        updateContentSizeConstraints(notify: itemEngineHost.layoutNode.engine)
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// Rebuilds or updates the four content-size constraints (hugging and compression resistance
    /// on each axis) from `intrinsicContentSize`; tells `engine` about constants that changed.
    func updateContentSizeConstraints(notify engine: LayoutEngine?) {
        let size = intrinsicContentSize
        var wanted: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, CGFloat, UILayoutPriority, String)] =
            []
        if size.width != UIView.noIntrinsicMetric, size.width.isFinite {
            wanted.append((.width, .lessThanOrEqual, size.width, layoutNode.inputs.hugging.h, "Hug"))
            wanted.append(
                (.width, .greaterThanOrEqual, size.width, layoutNode.inputs.compression.h, "CompressionResistance"))
        }
        if size.height != UIView.noIntrinsicMetric, size.height.isFinite {
            wanted.append((.height, .lessThanOrEqual, size.height, layoutNode.inputs.hugging.v, "Hug"))
            wanted.append(
                (.height, .greaterThanOrEqual, size.height, layoutNode.inputs.compression.v, "CompressionResistance"))
        }
        let current = layoutNode.implicit.contentSize
        let sameShape =
            current.count == wanted.count
            && zip(current, wanted).allSatisfy { c, w in
                c.firstAttribute == w.0 && c.relation == w.1 && c.priority == w.3
            }
        if sameShape {
            for (c, w) in zip(current, wanted) where c.constant != w.2 {
                c.constant = w.2
                engine?.invalidate(.constant(c))
            }
            // Baseline offsets follow the text: constraints on them are rebuilt.
            if layoutNode.inputs.usesBaselines { engine?.invalidate(.constraintSet) }
            return
        }
        layoutNode.implicit.contentSize = wanted.map {
            NSContentSizeLayoutConstraint(
                view: self, attribute: $0.0, relation: $0.1, constant: $0.2,
                priority: $0.3, role: $0.4)
        }
        engine?.invalidate(.constraintSet)
    }

    /// Brings every system constraint of this view up to date (called when the engine re-reads
    /// the tree).
    func refreshImplicitConstraints() {
        updateContentSizeConstraints(notify: nil)
        updateAutoresizingConstraints(force: false)
        updateGuideConstraints(notify: nil)
    }

    // MARK: Hugging and compression resistance

    /// The priority with which the view resists growing beyond its intrinsic size on an axis
    /// (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutNode.inputs.hugging.h : layoutNode.inputs.hugging.v
    }

    /// Sets the priority with which the view resists growing beyond its intrinsic size.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutNode.inputs.hugging.h = priority
        } else {
            layoutNode.inputs.hugging.v = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// The priority with which the view resists shrinking below its intrinsic size on an axis
    /// (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutNode.inputs.compression.h : layoutNode.inputs.compression.v
    }

    /// Sets the priority with which the view resists shrinking below its intrinsic size.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        if axis == .horizontal {
            layoutNode.inputs.compression.h = priority
        } else {
            layoutNode.inputs.compression.v = priority
        }
        invalidateIntrinsicContentSize()
    }

    // MARK: Fitting

    /// The smallest size (at ``UILayoutPriority/fittingSizeLevel``) that satisfies the view's
    /// constraints, closest to `targetSize`; nothing is moved.
    ///
    /// ```swift
    /// let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    /// ```
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints with the target width and height held at
    /// the given priorities (`.required` horizontally and `.fittingSizeLevel` vertically gives the
    /// height for a width: self-sizing cells). Multi-line labels get the height of their width.
    /// Only constraints inside this view's subtree count; nothing is moved.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
        if let custom = customFittingSize(targetSize, horizontal: horizontal, vertical: vertical) { return custom }
        updateConstraintsPass()
        // Width-dependent views keep their layout widths: the fitting pass borrows them.
        var saved: [(UIView, CGFloat?)] = []
        func collect(_ v: UIView) {
            if v.hasWidthDependentIntrinsicSize { saved.append((v, v.layoutNode.results.widthForIntrinsic)) }
            v.subviews.forEach(collect)
        }
        collect(self)
        let fitting = LayoutEngine(root: self, mode: .fitting(targetSize, horizontal: horizontal, vertical: vertical))
        fitting.syncSettlingWidths()
        let size = UIView.roundToPixels(fitting.rect(of: self), scale: traitCollection.displayScale).size
        for (v, w) in saved where v.layoutNode.results.widthForIntrinsic != w {
            v.layoutNode.results.widthForIntrinsic = w
            v.updateContentSizeConstraints(notify: v.itemEngineHost.layoutNode.engine)
        }
        let insets = alignmentRectInsets
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`.
    public func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        frame = CGRect(origin: _frame.origin, size: s)
    }

    // MARK: Alignment rectangles

    /// The alignment rectangle for a frame: the frame inset by `alignmentRectInsets`.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        alignmentRectInsets.inset(frame)
    }

    /// The frame for an alignment rectangle: the rectangle outset by `alignmentRectInsets`.
    public func frame(forAlignmentRect rect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        if i == .zero { return rect }
        return CGRect(
            x: rect.minX - i.left, y: rect.minY - i.top,
            width: rect.width + i.left + i.right, height: rect.height + i.top + i.bottom)
    }
}
