import Foundation

/// The spacer UIKit's stack view uses to measure the extent of its views across the axis
/// (`_UILayoutSpacer 'UISV-alignment-spanner'` in logs).
final class _UILayoutSpacer: UILayoutGuide {}

/// The guide UIKit's stack view puts in each gap for `.equalSpacing` and `.equalCentering`
/// (`_UIOLAGapGuide 'UISV-distributing'` in logs).
final class _UIOLAGapGuide: UILayoutGuide {}

extension UIStackView {
    /// Replaces the arrangement's constraints and guides with ones for the current configuration.
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for g in arrangementGuides { removeLayoutGuide(g) }
        var builder = StackArrangementBuilder(self)
        builder.build()
        for g in builder.guides { addLayoutGuide(g) }
        arrangementGuides = builder.guides
        arrangementConstraints = builder.constraints
        // Installed on the stack view itself, as UIKit does (they are all in its `constraints`).
        addConstraints(builder.constraints)
    }
}

/// Builds the constraints UIKit's `UIStackView` makes (see the reference notes, "UIStackView: the
/// constraints it creates"): the distribution along the axis, the alignment across it, and the
/// collapse of hidden views.
@MainActor
struct StackArrangementBuilder {
    typealias Attribute = NSLayoutConstraint.Attribute
    typealias Relation = NSLayoutConstraint.Relation

    private let stack: UIStackView
    /// The stack view, or its layout margins guide for margin-relative arrangements.
    private let canvas: AnyObject
    private let visible: [UIView]
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var guides: [UILayoutGuide] = []

    /// Along the axis: start, end, size and centre attributes.
    private let start: Attribute, end: Attribute, size: Attribute, center: Attribute
    /// Across the axis.
    private let crossStart: Attribute, crossEnd: Attribute, crossSize: Attribute, crossCenter: Attribute

    init(_ stack: UIStackView) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        visible = stack.arrangedSubviews.filter { !$0.isHidden }
        if stack.axis == .horizontal {
            (start, end, size, center) = (.leading, .trailing, .width, .centerX)
            (crossStart, crossEnd, crossSize, crossCenter) = (.top, .bottom, .height, .centerY)
        } else {
            (start, end, size, center) = (.top, .bottom, .height, .centerY)
            (crossStart, crossEnd, crossSize, crossCenter) = (.leading, .trailing, .width, .centerX)
        }
    }

    // Canvas connections are made canvas-first at both ends (`canvas.trailing == last.trailing`),
    // as UIKit makes them: its logs print the end one as `H:[last]-(0)-|`.
    mutating func build() {
        if !visible.isEmpty {
            distribute()
            align()
        } else if let last = stack.arrangedSubviews.last {
            // Everything hidden: the stack collapses onto its zero-size views.
            add("UISV-canvas-connection", canvas, end, .equal, last, end)
            add("UISV-canvas-fit", canvas, crossSize, .equal, nil, .notAnAttribute, priority: 49)
        }
        hide()
    }

    // MARK: Along the axis

    private mutating func distribute() {
        let first = visible[0], last = visible[visible.count - 1]
        add("UISV-canvas-connection", canvas, start, .equal, first, start)
        add("UISV-canvas-connection", canvas, end, .equal, last, end)
        let distribution = stack.distribution
        let flexible = distribution == .equalSpacing || distribution == .equalCentering
        let baselines = stack.axis == .vertical && stack.isBaselineRelativeArrangement
        var totalSpacing: CGFloat = 0
        for (p, n) in zip(visible, visible.dropFirst()) {
            let (value, isSystem) = stack.resolvedSpacing(after: p)
            totalSpacing += value
            let c =
                baselines
                ? add(
                    "UISV-spacing", n, .firstBaseline, flexible ? .greaterThanOrEqual : .equal, p, .lastBaseline,
                    constant: value)
                : add("UISV-spacing", n, start, flexible ? .greaterThanOrEqual : .equal, p, end, constant: value)
            if isSystem { c.systemSpacingMultiplier = 1 }
        }
        // Multi-line labels in a row would trade width among themselves (their height follows
        // their width): UIKit gives each an equal share of the row, spacing aside, at 760.
        if stack.axis == .horizontal && distribution != .fillEqually {
            let n = CGFloat(visible.count)
            for v in visible where v.hasWidthDependentIntrinsicSize {
                add(
                    "UISV-text-width-disambiguation", v, .width, .equal, canvas, .width, multiplier: 1 / n,
                    constant: -totalSpacing / n, priority: 760)
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for v in visible.dropFirst() { add("UISV-fill-equally", v, size, .equal, first, size) }
        case .fillProportionally:
            guard visible.count > 1 else { break }
            let intrinsic = visible.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                let value = stack.axis == .horizontal ? s.width : s.height
                return value == UIView.noIntrinsicMetric || !value.isFinite ? 0 : max(0, value)
            }
            // UIKit's multipliers: each intrinsic size over the sum of the intrinsic sizes and the
            // spacing, at 999, 998, ... in order. In a stack larger than its content they cannot
            // all hold; the last view yields and takes up the difference.
            let whole = intrinsic.reduce(0, +) + totalSpacing
            for (i, v) in visible.enumerated() {
                let m = whole > 0 ? intrinsic[i] / whole : 1 / CGFloat(visible.count)
                add(
                    "UISV-fill-proportionally", v, size, .equal, canvas, size, multiplier: m,
                    priority: UILayoutPriority(Float(max(1, 999 - i))))
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            var gaps: [UILayoutGuide] = []
            for (p, n) in zip(visible, visible.dropFirst()) {
                let gap = _UIOLAGapGuide()
                gap.identifier = "UISV-distributing"
                guides.append(gap)
                add("UISV-distributing-edge", gap, start, .equal, p, centering ? center : end)
                add("UISV-distributing-edge", n, centering ? center : start, .equal, gap, end)
                if let g0 = gaps.first {
                    add("UISV-fill-equally", gap, size, .equal, g0, size, priority: centering ? 149 : .required)
                }
                add("UISV-ambiguity-suppression", gap, size, .equal, nil, .notAnAttribute, priority: 25)
                pinAcross(gap)
                gaps.append(gap)
            }
        }
    }

    // MARK: Across the axis

    private mutating func align() {
        var alignment = stack.alignment
        if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            // Baseline alignment applies to horizontal stacks only.
            alignment = .fill
        }
        let first = visible[0]
        if alignment == .fill {
            add("UISV-canvas-connection", canvas, crossStart, .equal, first, crossStart)
            add("UISV-canvas-connection", canvas, crossEnd, .equal, first, crossEnd)
            for v in visible.dropFirst() {
                add("UISV-alignment", first, crossStart, .equal, v, crossStart)
                add("UISV-alignment", first, crossEnd, .equal, v, crossEnd)
            }
            return
        }
        let aligned: Attribute =
            switch alignment {
            case .leading: crossStart
            case .trailing: crossEnd
            case .center: crossCenter
            case .firstBaseline: .firstBaseline
            default: .lastBaseline
            }
        for v in visible.dropFirst() { add("UISV-alignment", first, aligned, .equal, v, aligned) }

        let spanner = _UILayoutSpacer()
        spanner.identifier = "UISV-alignment-spanner"
        guides.append(spanner)
        // The spanner encloses every view; the edge the views align to is held at 999.5.
        let holdsStart = alignment == .leading || alignment == .firstBaseline
        let holdsEnd = alignment == .trailing || alignment == .lastBaseline
        for v in visible {
            if holdsStart {
                add("UISV-spanning-boundary", spanner, crossStart, .equal, v, crossStart, priority: 999.5)
            }
            if alignment != .leading {
                add("UISV-spanning-boundary", spanner, crossStart, .lessThanOrEqual, v, crossStart)
            }
            if holdsEnd {
                add("UISV-spanning-boundary", spanner, crossEnd, .equal, v, crossEnd, priority: 999.5)
            }
            if alignment != .trailing {
                add("UISV-spanning-boundary", spanner, crossEnd, .greaterThanOrEqual, v, crossEnd)
            }
        }
        add("UISV-spanning-fit", spanner, crossSize, .equal, nil, .notAnAttribute, priority: 51)
        switch alignment {
        case .leading:
            add("UISV-canvas-connection", canvas, crossStart, .equal, first, crossStart)
            add("UISV-canvas-connection", canvas, crossEnd, .equal, spanner, crossEnd)
        case .trailing:
            add("UISV-canvas-connection", canvas, crossStart, .equal, spanner, crossStart)
            add("UISV-canvas-connection", canvas, crossEnd, .equal, first, crossEnd)
        default:
            add("UISV-canvas-connection", canvas, crossStart, .equal, spanner, crossStart)
            add("UISV-canvas-connection", canvas, crossEnd, .equal, spanner, crossEnd)
            if alignment == .center {
                add("UISV-canvas-connection", canvas, crossCenter, .equal, first, crossCenter)
            }
        }
        if alignment == .firstBaseline || alignment == .lastBaseline {
            add("UISV-canvas-fit", canvas, crossSize, .equal, nil, .notAnAttribute, priority: 49)
        }
        for v in visible {
            add("UISV-ambiguity-suppression", v, crossSize, .equal, nil, .notAnAttribute, priority: 25)
        }
        // The spanner only measures across the axis: hold it still along the axis.
        add("UISV-ambiguity-suppression", spanner, start, .equal, canvas, start, priority: 25)
        add("UISV-ambiguity-suppression", spanner, size, .equal, nil, .notAnAttribute, priority: 25)
    }

    // MARK: Hidden views

    /// A hidden arranged view collapses to zero size along the axis where the previous visible
    /// view ends, and takes no spacing.
    private mutating func hide() {
        // UIKit holds hidden views just below required (0x4479FFF0, printed 999.999), so that a
        // constraint of yours on a hidden view does not make the layout unsatisfiable.
        let hiding = UILayoutPriority(Float(bitPattern: 0x4479_FFF0))
        var previous: UIView?
        for v in stack.arrangedSubviews {
            guard v.isHidden else { previous = v; continue }
            add("UISV-hiding", v, size, .equal, nil, .notAnAttribute, priority: hiding)
            if let previous {
                add("UISV-hiding", v, start, .equal, previous, end, priority: hiding)
            } else {
                add("UISV-hiding", v, start, .equal, canvas, start, priority: hiding)
            }
            add("UISV-hiding", v, crossStart, .equal, canvas, crossStart, priority: hiding)
            add("UISV-ambiguity-suppression", v, crossSize, .equal, nil, .notAnAttribute, priority: 25)
        }
    }

    /// Holds a gap guide still across the axis (it only measures along it).
    private mutating func pinAcross(_ guide: UILayoutGuide) {
        add("UISV-ambiguity-suppression", guide, crossStart, .equal, canvas, crossStart, priority: 25)
        add("UISV-ambiguity-suppression", guide, crossSize, .equal, nil, .notAnAttribute, priority: 25)
    }

    @discardableResult
    private mutating func add(
        _ identifier: String, _ item1: AnyObject, _ a1: Attribute, _ relation: Relation,
        _ item2: AnyObject?, _ a2: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(
            item: item1, attribute: a1, relatedBy: relation, toItem: item2, attribute: a2,
            multiplier: item2 == nil ? 0 : multiplier, constant: constant)
        c.identifier = identifier
        c.priority = priority
        constraints.append(c)
        return c
    }
}
