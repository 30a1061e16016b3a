import Foundation

/// A list of rows in sections, drawn as iOS draws it: UIKit's `UITableView`.
///
/// Rows come from the ``dataSource`` and are laid out lazily: only the rows in the visible
/// rectangle (the bounds at ``UIScrollView/contentOffset``) get cells, so a table of 10,000 rows
/// costs the dozen rows on screen. Self-sizing is the default (``rowHeight`` is
/// ``automaticDimension``): each visible cell is measured with Auto Layout at the table's width;
/// rows not laid out yet count with their estimated height in ``UIScrollView/contentSize``, as in
/// UIKit. Scroll by setting `contentOffset`; Plumb lays the rows at that offset out at once (there
/// is no animation).
///
/// ```swift
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
/// table.dataSource = fruits
/// table.layoutIfNeeded()
/// table.visibleCells.count   // the rows that fit on screen
/// ```
///
/// Where Plumb differs: there are no touches, editing controls, index titles or swipe actions;
/// batch updates (`insertRows`, `deleteRows` ...) reload the table.
open class UITableView: UIScrollView {
    /// The table's look: rows edge to edge (`.plain`), in sections on a grey background
    /// (`.grouped`), or in rounded sections inset from the edges (`.insetGrouped`).
    public enum Style: Int, Sendable {
        case plain = 0, grouped = 1, insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }

    /// Kept for source compatibility: Plumb applies row changes without animation.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// What ``separatorInset`` is measured from.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges (the default since iOS 11).
        case fromCellEdges = 0
        /// From the insets the table would use by default.
        case fromAutomaticInsets = 1
    }

    /// "Choose the height for me": UIKit's `UITableView.automaticDimension` (`-1`). Returned from
    /// a height method, or set as ``rowHeight``, it makes the row size itself with Auto Layout.
    public static let automaticDimension: CGFloat = -1

    /// The style the table was created with.
    public let style: Style

    /// Supplies sections, rows and cells. Not retained.
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// Supplies heights, header and footer views, and display callbacks, and hears the scroll
    /// view's callbacks (`UITableViewDelegate` inherits `UIScrollViewDelegate`). Not retained:
    /// it is the scroll view's `delegate`, seen with the table's type.
    open var delegate: UITableViewDelegate? {
        get { _scrollDelegate as? UITableViewDelegate }
        set {
            _scrollDelegate = newValue
            reloadData()
        }
    }

    /// The height of every row, or ``automaticDimension`` (the default, UIKit's since iOS 11:
    /// Apple's `rowHeight` documentation, "The default value of this property is
    /// automaticDimension") to let cells size themselves.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// The height of section headers (default ``automaticDimension``: the title's height, or the
    /// style's spacing).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// The height of section footers (default ``automaticDimension``).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// The height used for rows not laid out yet (default ``automaticDimension``: 44, see
    /// `TableMetrics.defaultRowHeight`); 0 turns estimates off.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// The height used for headers not laid out yet (default ``automaticDimension``).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// The height used for footers not laid out yet (default ``automaticDimension``).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// Extra space above each section header (iOS 15). Default ``automaticDimension``, which Plumb
    /// resolves to 0 in every style (estimate: see `TableMetrics`).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }

    /// Whether rows have separators between them (default `.singleLine`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The colour of separators (default `.separator`).
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The visual effect of the separators (default `nil`; UIKit applies a vibrancy effect to
    /// them over a blurred background). Kept: Plumb draws the separators in ``separatorColor``.
    open var separatorEffect: UIVisualEffect?
    /// The default inset of separators, left and right (flipped in a right-to-left layout, as
    /// Apple's `separatorInset` documentation says). Unset, it is the table's leading layout margin
    /// (16 points on an iPhone in portrait, 20 in a regular width).
    open var separatorInset: UIEdgeInsets {
        get { _separatorInset ?? UIEdgeInsets(top: 0, left: TableMetrics.sideMargin(self), bottom: 0, right: 0) }
        set { _separatorInset = newValue; setNeedsLayout() }
    }
    var _separatorInset: UIEdgeInsets?
    /// What ``separatorInset`` is measured from (default `.fromCellEdges`).
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { setNeedsLayout() } }
    /// Whether cell margins follow the readable content width (default `false`, iOS 12's).
    open var cellLayoutMarginsFollowReadableWidth = false { didSet { setNeedsLayout() } }

    /// A view above the first section (you set its height; its width follows the table's).
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            heightsChanged()
        }
    }
    /// A view below the last section; in a plain table it also stops the empty-row separators.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            heightsChanged()
        }
    }
    /// A view behind the rows, sized to the table.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    /// Whether rows can be selected (default `true`).
    open var allowsSelection = true
    /// Whether several rows can be selected at once (default `false`).
    open var allowsMultipleSelection = false
    /// Whether rows can be selected in editing mode (default `false`, as UIKit's). Stored: Plumb
    /// selects rows only from code, which `selectRow(at:animated:scrollPosition:)` governs.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected in editing mode (default `false`, as UIKit's; stored).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode (default `false`); setting it calls
    /// ``setEditing(_:animated:)`` without animation. Plumb shows no editing controls.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var _isEditing = false
    /// Enters or leaves editing mode: sets ``isEditing``, then calls `setEditing(_:animated:)` on
    /// each visible cell, top to bottom (cells shown later get the mode before
    /// `tableView(_:willDisplay:forRowAt:)`), as UIKit's does.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        _isEditing = editing
        for p in visibleCellsByPath.keys.sorted() {
            visibleCellsByPath[p]?.setEditing(editing, animated: animated)
        }
    }

    // MARK: State (see UITableView+Layout.swift and UITableView+Reuse.swift)

    /// The row geometry: heights, estimates, offsets.
    var geometry = TableGeometry()
    /// The width the heights were measured at (`nil`: measure again).
    var geometryWidth: CGFloat?
    /// Whether the data source must be asked again for sections and rows.
    var needsReload = true
    /// The cells on screen, by index path.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    /// Section header and footer views on screen.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Separators drawn below the last row of a plain table.
    var extraSeparators: [UIView] = []
    /// Registered cell classes and header/footer classes by reuse identifier.
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Registered nibs (UINib.swift): Plumb cannot load them, so dequeuing reports and falls back.
    var cellNibs: [String: UINib] = [:]
    var headerFooterNibs: [String: UINib] = [:]
    /// Cells and header/footer views waiting to be reused.
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    /// Cells handed out by `dequeueReusableCell` that the data source has not returned yet.
    var dequeuedCells: Set<ObjectIdentifier> = []
    /// The selected rows, in selection order.
    var selectedPaths: [IndexPath] = []
    /// Set while the table lays out rows (dequeuing outside it is UIKit's "outside of a layout
    /// pass" case, allowed).
    var isLayingOutRows = false

    // MARK: Init

    /// Creates a table of a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        commonInit()
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Nib loading is not supported; creates a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        // Plain tables draw on the system background, grouped ones on the grouped background
        // (UIKit's defaults; the colours are UIColor's named system colours).
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        // A table bounces vertically even when its rows fit (so its vertical insets follow the
        // safe area under `.automatic` adjustment, as a short table's first row sits below the
        // status bar on iOS). Estimate: UIKit's observed behaviour.
        alwaysBounceVertical = true
    }

    // MARK: Data

    /// Asks the data source for everything again and lays the visible rows out anew (cells go
    /// back to the reuse queues).
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reloads the table (Plumb has no row animations).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads the table.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Reloads the table.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads the table.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads the table.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Reloads the table.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Kept for source compatibility.
    open func beginUpdates() {}
    /// Re-measures the visible rows (the way to let a self-sizing row take its new height).
    open func endUpdates() { remeasureRows() }
    /// Runs `updates`, then re-measures the rows; `completion` is called at once with `true`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// The number of sections (from the data source; 1 without one).
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows in a section (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard geometry.sections.indices.contains(section) else { return 0 }
        return geometry.sections[section].rowCount
    }

    // MARK: Queries

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the rows on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The cell of a row on screen, or `nil` (off screen, or no such row).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The index path of a cell on screen, or `nil`.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The header view of a section on screen.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of a section on screen.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Selection

    /// The first selected row.
    open var indexPathForSelectedRow: IndexPath? { selectedPaths.first }
    /// The selected rows, or `nil` when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects a row (its cell draws selected) and scrolls to it.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for p in selectedPaths { deselectRow(at: p, animated: animated) }
            return
        }
        guard checkIndexPath(indexPath, "selectRow(at:animated:scrollPosition:)") else { return }
        if !allowsMultipleSelection {
            for p in selectedPaths where p != indexPath { deselectRow(at: p, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Scrolling

    /// Scrolls so that a row shows at a position (at once: Plumb has no animation).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard checkIndexPath(indexPath, "scrollToRow(at:at:animated:)") else { return }
        let r = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = r.minY - inset.top
        case .middle: y = r.midY - inset.top - visibleHeight / 2
        case .bottom: y = r.maxY - inset.top - visibleHeight
        case .none:
            if r.minY < y + inset.top {
                y = r.minY - inset.top
            } else if r.maxY > y + bounds.height - inset.bottom {
                y = r.maxY - bounds.height + inset.bottom
            }
        }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        contentOffset = CGPoint(x: contentOffset.x, y: min(max(y, -inset.top), maxY))
    }

    // MARK: Validation

    /// Whether an index path names a row; reports UIKit's exception message otherwise (UIKit
    /// raises: "Attempted to scroll the table view to an out-of-bounds row …" when scrolling,
    /// "Request for rect at invalid index path …" when asked for a row's rectangle).
    func checkIndexPath(_ indexPath: IndexPath, _ method: String) -> Bool {
        loadDataIfNeeded()
        let valid =
            indexPath.count == 2 && geometry.sections.indices.contains(indexPath.section)
            && indexPath.row >= 0 && indexPath.row < geometry.sections[indexPath.section].rowCount
        guard !valid else { return true }
        let reason: String
        if method.hasPrefix("scrollToRow"), indexPath.count == 2 {
            let rows =
                geometry.sections.indices.contains(indexPath.section)
                ? geometry.sections[indexPath.section].rowCount : 0
            reason =
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(rows) rows in section \(indexPath.section). Table view: \(viewDescription)"
        } else {
            reason = "Request for rect at invalid index path (\(UITableView.describe(indexPath)))"
        }
        LayoutDiagnostics.report(
            .warning,
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)' (in \(method); Plumb reports it and goes on.)"
        )
        return false
    }

    /// The measured heights no longer hold (a height property changed): measure again.
    func heightsChanged() {
        geometryWidth = nil
        setNeedsLayout()
    }

    /// A new content size category measures self-sizing rows, headers and footers again, as
    /// UIKit does: "self-sizing cells ... will automatically update when the user changes their
    /// preferred text size" (Apple, WWDC17 session 245 "Building Apps with Dynamic Type").
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            heightsChanged()
        }
    }

    // MARK: Layout (UITableView+Layout.swift)

    /// Lays out the rows in the visible rectangle (asking the data source for their cells and
    /// measuring self-sizing ones), the section headers and footers, separators and the table
    /// header and footer views, and sets the content size.
    open override func layoutSubviews() {
        // Views you added with constraints get their solved frames; rows are placed below.
        for s in subviews where !isManagedByTable(s) {
            if let f = s.engineSolvedFrame { s.setFrameFromEngine(f) }
        }
        finishScrollLayout(adoptingSolvedContentSize: false)
        loadDataIfNeeded()
        layoutRows()
    }

    // MARK: Description

    override var viewDescription: String {
        var s = super.viewDescription
        s.removeLast()
        return s
            + "; style = \(style); contentOffset: {\(fmt(contentOffset.x)), \(fmt(contentOffset.y))}; contentSize: {\(fmt(contentSize.width)), \(fmt(contentSize.height))}>"
    }
}
