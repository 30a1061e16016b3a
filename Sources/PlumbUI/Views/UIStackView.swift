import Foundation

/// A view that lays out a row or column of views with Auto Layout: UIKit's `UIStackView`.
///
/// The stack view makes the constraints UIKit makes, with UIKit's identifiers and priorities
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`,
/// `UISV-hiding`, `UISV-spanning-boundary` @999.5, `UISV-spanning-fit` @51,
/// `UISV-ambiguity-suppression` @25, ...), so a conflict involving a stack view reads like
/// iOS's log and the frames match iOS. It has no intrinsic content size: its size comes from its
/// arranged views through those constraints, unless you constrain it.
///
/// Arranged subviews are also subviews; adding one turns its
/// `translatesAutoresizingMaskIntoConstraints` off. A hidden arranged subview collapses
/// (`UISV-hiding` size == 0) and the spacing next to it goes away, also when `isHidden` changes
/// after layout. The constraints are rebuilt in ``updateConstraints()`` after any change.
///
/// ```swift
/// let row = UIStackView(arrangedSubviews: [icon, title, badge])
/// row.axis = .horizontal
/// row.alignment = .center
/// row.spacing = 8
/// row.setCustomSpacing(16, after: title)
/// row.translatesAutoresizingMaskIntoConstraints = false
/// container.addSubview(row)
/// ```
///
/// Where Plumb differs:
/// - Inserting at an index outside `0...arrangedSubviews.count` raises in UIKit; Plumb reports it
///   on ``LayoutDiagnostics`` and clamps the index.
/// - With `.fill` distribution UIKit's engine happens to settle a tie between views of equal
///   hugging priority by their index; Plumb does not, so such a layout is reported ambiguous
///   (``UIView/hasAmbiguousLayout``): give the view that should stretch a lower hugging
///   priority, as Interface Builder asks you to.
/// - UIKit keeps hidden views in its chain of edge-to-edge constraints; Plumb leaves them out of
///   the arrangement and holds each, collapsed, where the previous visible view ends (all with
///   `UISV-hiding` at UIKit's 999.999). The visible views get the same frames.
/// - Baseline alignments also hold the spanner's edge to the views at 999.5, as `.top` and
///   `.bottom` do, so that a stack taller than its row places the row at its top (first baseline)
///   or bottom (last baseline) instead of leaving it ambiguous. A baseline alignment in a
///   vertical stack acts as `.fill`.
open class UIStackView: UIView {
    /// How a stack view sizes its arranged views along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; the one with the lowest hugging (or compression resistance)
        /// priority stretches (or shrinks).
        case fill = 0
        /// The views fill the axis and all have the same size.
        case fillEqually = 1
        /// The views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their sizes and the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// The views keep their sizes and their centres are equally far apart.
        case equalCentering = 4
    }

    /// How a stack view places its arranged views across its axis.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across the axis.
        case fill = 0
        /// Aligned to the leading edge (vertical stacks).
        case leading = 1
        /// Aligned on their first baselines (horizontal stacks).
        case firstBaseline = 2
        /// Centred across the axis.
        case center = 3
        /// Aligned to the trailing edge (vertical stacks).
        case trailing = 4
        /// Aligned on their last baselines (horizontal stacks).
        case lastBaseline = 5
        /// Aligned to the top edge (horizontal stacks): the same value as `.leading`.
        public static let top = Alignment.leading
        /// Aligned to the bottom edge (horizontal stacks): the same value as `.trailing`.
        public static let bottom = Alignment.trailing
    }

    /// The spacing value that means "the stack view's `spacing`" (`Float.greatestFiniteMagnitude`),
    /// returned by ``customSpacing(after:)`` when no custom spacing is set.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The spacing value that means "the system spacing" (`Float.leastNormalMagnitude`): 8 points
    /// between siblings, printed `NSSpace(8)`.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    // MARK: Init

    /// Creates a stack view that arranges `views`, in order.
    ///
    /// A convenience initializer, as in UIKit (whose designated initializers are `init(frame:)`
    /// and `init(coder:)`): it runs `init(frame: .zero)`, so a subclass that overrides those two
    /// inherits it, and its `init(frame:)` runs.
    ///
    /// ```swift
    /// let column = UIStackView(arrangedSubviews: [title, subtitle])
    /// column.axis = .vertical
    /// ```
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Creates an empty horizontal stack view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty stack view (Plumb does not decode nibs). Not failable, as UIKit declares
    /// it for `UIStackView` (`required init(coder: NSCoder)`), so a subclass writes
    /// `required init(coder: NSCoder) { super.init(coder: coder) }`.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    // MARK: Arranged subviews

    /// The views the stack view arranges, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [UIView] = []

    /// Adds a view to the end of the arrangement (and as a subview if it is not one).
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (arrangedSubviews.contains { $0 === view } ? 1 : 0))
    }

    /// Inserts a view into the arrangement at `stackIndex` (and adds it as a subview if it is not
    /// one). A view already arranged moves to the new index.
    ///
    /// Where Plumb differs: an index outside `0...arrangedSubviews.count` is reported on
    /// ``LayoutDiagnostics`` and clamped (UIKit raises).
    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            LayoutDiagnostics.report(.warning, "Can't add a stack view to its own arrangement: \(itemDescription)")
            return
        }
        arrangedSubviews.removeAll { $0 === view }
        var index = stackIndex
        if index < 0 || index > arrangedSubviews.count {
            LayoutDiagnostics.report(
                .warning,
                "Index \(stackIndex) is out of bounds for the \(arrangedSubviews.count) arranged subviews of \(itemDescription); using \(min(max(0, index), arrangedSubviews.count))."
            )
            index = min(max(0, index), arrangedSubviews.count)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }
        arrangedSubviews.insert(view, at: index)
        arrangementDidChange()
    }

    /// Removes a view from the arrangement. It stays a subview: call `removeFromSuperview()` to
    /// remove it from the view tree too (which also removes it from the arrangement).
    public func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeValue(forKey: ObjectIdentifier(view))
        arrangementDidChange()
    }

    // MARK: Configuration

    /// The axis the views are arranged along (default `.horizontal`).
    public var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the views are sized along the axis (default `.fill`).
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How the views are placed across the axis (default `.fill`).
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between adjacent views (default 0); ``spacingUseSystem`` for the system spacing.
    /// With `.equalSpacing` and `.equalCentering` it is the minimum space.
    public var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Whether vertical spacing runs from baseline to baseline (vertical stacks; default `false`).
    public var isBaselineRelativeArrangement: Bool = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the views are arranged inside the layout margins rather than the bounds (default
    /// `false`).
    public var isLayoutMarginsRelativeArrangement: Bool = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Sets the space after an arranged view, replacing ``spacing`` there.
    /// ``spacingUseDefault`` goes back to `spacing`; ``spacingUseSystem`` uses the system spacing.
    ///
    /// ```swift
    /// stack.setCustomSpacing(24, after: header)
    /// ```
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            LayoutDiagnostics.report(
                .warning,
                "setCustomSpacing(_:after:) ignored: \(arrangedSubview.itemDescription) is not an arranged subview of \(itemDescription)."
            )
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangementDidChange()
    }

    /// The custom space after an arranged view, or ``spacingUseDefault`` if none is set.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The space after an arranged view in points, and whether it is the system spacing.
    func resolvedSpacing(after view: UIView) -> (value: CGFloat, isSystem: Bool) {
        let custom = customSpacing(after: view)
        let s = custom == UIStackView.spacingUseDefault ? spacing : custom
        if s == UIStackView.spacingUseSystem { return (SystemSpacing.siblings, true) }
        return (s, false)
    }

    // MARK: Layout

    /// The constraints the stack view made for its current arrangement (installed on itself).
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The spacer and gap guides the current arrangement uses.
    var arrangementGuides: [UILayoutGuide] = []
    private var arrangementIsStale = true

    /// Rebuilds the arrangement's constraints if something changed, then calls
    /// `super.updateConstraints()`.
    open override func updateConstraints() {
        if arrangementIsStale {
            arrangementIsStale = false
            rebuildArrangement()
        }
        super.updateConstraints()
    }

    private func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    override func subviewHiddenDidChange(_ subview: UIView) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        // Constraints on this stack's baselines measure a subview's text: they are rebuilt, and so
        // are those of stacks further out.
        if usesBaselineConstraints { structureDidChange() }
        superview?.subviewIntrinsicContentSizeDidChange(self)
        guard distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangementDidChange()
    }

    /// The view whose first baseline is the stack view's: in a vertical stack the first visible
    /// arranged view's, in a horizontal one the tallest visible arranged view's (by intrinsic
    /// height, the first of equals), as UIKit vends them; self when none is visible.
    open override var forFirstBaselineLayout: UIView {
        baselineView(first: true)?.forFirstBaselineLayout ?? self
    }

    /// The view whose last baseline is the stack view's: in a vertical stack the last visible
    /// arranged view's, in a horizontal one the tallest visible arranged view's; self when none is
    /// visible.
    open override var forLastBaselineLayout: UIView {
        baselineView(first: false)?.forLastBaselineLayout ?? self
    }

    private func baselineView(first: Bool) -> UIView? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        if axis == .vertical { return first ? visible.first : visible.last }
        var tallest: UIView?
        var height = -CGFloat.infinity
        for v in visible {
            let h = v.intrinsicContentSize.height
            if h > height { tallest = v; height = h }
        }
        return tallest
    }

    /// Removing an arranged subview from the tree also removes it from the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }
}
