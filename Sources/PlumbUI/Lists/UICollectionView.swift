import Foundation

/// Items in sections, placed by a layout: UIKit's `UICollectionView`.
///
/// As with `UITableView`, only the elements in the visible rectangle (the bounds at
/// `contentOffset`) get views, and elements whose size the layout only estimated (flow layout's
/// `estimatedItemSize = automaticSize`, compositional `.estimated` dimensions) are measured with
/// their constraints when they are laid out.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
/// grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
/// grid.dataSource = tiles
/// ```
///
/// Where Plumb differs: no touches, drag and drop, prefetching or animated updates; orthogonal
/// scrolling sections are laid out but do not scroll.
open class UICollectionView: UIScrollView {
    /// The kind of section headers (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Creates a collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init(frame: frame)
        layout._collectionView = self
        applyLayoutBackground(.systemBackground)
    }

    /// Nib loading is not supported; creates a collection view with a flow layout.
    public required init?(coder: NSCoder) {
        _layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        _layout._collectionView = self
    }

    private var _layout: UICollectionViewLayout

    /// The layout; setting it lays the items out anew, at the offset the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` gives for the current one.
    open var collectionViewLayout: UICollectionViewLayout {
        get { _layout }
        set {
            guard newValue !== _layout else { return }
            _layout._collectionView = nil
            _layout = newValue
            newValue._collectionView = self
            newValue.invalidateLayout()
            // A collection view already laid out asks the new layout where its content goes.
            asksLayoutForTargetOffset = preparedSize != nil
            preparedSize = nil
        }
    }

    /// Sets the layout (at once: Plumb has no animation).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Supplies items and views. Not retained.
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// Display and selection callbacks, flow layout values (for a
    /// `UICollectionViewDelegateFlowLayout`) and the scroll view's callbacks
    /// (`UICollectionViewDelegate` inherits `UIScrollViewDelegate`). Not retained: it is the
    /// scroll view's `delegate`, seen with the collection view's type.
    open var delegate: UICollectionViewDelegate? {
        get { _scrollDelegate as? UICollectionViewDelegate }
        set {
            _scrollDelegate = newValue
            collectionViewLayout.invalidateLayout()
        }
    }

    /// A view behind the content, sized to the collection view.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    /// The background (default `.systemBackground`; a grouped list layout draws the grouped
    /// background unless you set one).
    open override var backgroundColor: UIColor? {
        didSet { if !settingLayoutBackground { backgroundColorWasSet = true } }
    }
    var backgroundColorWasSet = false
    private var settingLayoutBackground = false

    /// A list layout's background, unless you set one.
    func applyLayoutBackground(_ color: UIColor) {
        guard backgroundColor != color else { return }
        settingLayoutBackground = true
        backgroundColor = color
        settingLayoutBackground = false
    }

    /// Whether the collection view asks its `prefetchDataSource` for items about to show
    /// (default `true`). Kept: Plumb lays out only what is on screen and never prefetches.
    open var isPrefetchingEnabled = true
    /// The object told of items about to show, to start loading their data (not retained).
    /// Kept, never called: Plumb does not prefetch.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// Whether items can be selected (default `true`).
    open var allowsSelection = true
    /// Whether several items can be selected (default `false`).
    open var allowsMultipleSelection = false

    // MARK: State

    /// The number of items per section, from the data source.
    var itemCounts: [Int] = []
    var needsReload = true
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaries: [ElementKey: UICollectionReusableView] = [:]
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [SupplementaryKey: UICollectionReusableView.Type] = [:]
    /// Registered nibs (UINib.swift): Plumb cannot load them, so dequeuing reports and falls back.
    var cellNibs: [String: UINib] = [:]
    var supplementaryNibs: [SupplementaryKey: UINib] = [:]
    var reusableCells: [String: [UICollectionViewCell]] = [:]
    var reusableSupplementaries: [SupplementaryKey: [UICollectionReusableView]] = [:]
    var dequeuedViews: Set<ObjectIdentifier> = []
    var selectedPaths: [IndexPath] = []
    /// Updates made since the last layout, for the layout's `prepare(forCollectionViewUpdates:)`.
    var pendingUpdates: [UICollectionViewUpdateItem] = []
    var batchDepth = 0
    /// The items that had cells on screen when the first pending update was made.
    var cellsBeforeUpdates: Set<IndexPath>?
    /// Where the views of inserted items start (the layout's appearing attributes), by index path.
    var appearingAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// Set when a new layout replaced one already laid out.
    var asksLayoutForTargetOffset = false
    /// Set while the layout is asked about a bounds change (an offset adjustment it makes must not
    /// ask again).
    var askingLayoutAboutBounds = false
    /// The bounds size the layout was last prepared for.
    var preparedSize: CGSize? {
        get { _preparedSize }
        set { _preparedSize = newValue }
    }
    var _preparedSize: CGSize?
    /// Registrations already registered, by their identifier.
    var registeredRegistrations: Set<String> = []

    struct SupplementaryKey: Hashable {
        var kind: String
        var identifier: String
    }

    /// A supplementary element on screen: its kind and index path.
    struct ElementKey: Hashable {
        var kind: String
        var indexPath: IndexPath
        /// A decoration view (made from the layout's registered class, not the data source).
        var isDecoration = false
    }

    // MARK: Data

    /// Asks the data source for everything again.
    open func reloadData() {
        needsReload = true
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Reloads the items (Plumb has no animated updates: the data is read again and the layout
    /// gets the change in `prepare(forCollectionViewUpdates:)`).
    open func reloadItems(at indexPaths: [IndexPath]) { recordUpdates(indexPaths.map { (.reload, $0, $0) }) }
    /// Inserts items (see ``reloadItems(at:)``).
    open func insertItems(at indexPaths: [IndexPath]) { recordUpdates(indexPaths.map { (.insert, nil, $0) }) }
    /// Deletes items (see ``reloadItems(at:)``).
    open func deleteItems(at indexPaths: [IndexPath]) { recordUpdates(indexPaths.map { (.delete, $0, nil) }) }
    /// Moves an item (see ``reloadItems(at:)``).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdates([(.move, indexPath, newIndexPath)])
    }
    /// Reloads sections (see ``reloadItems(at:)``).
    open func reloadSections(_ sections: IndexSet) {
        recordUpdates(sections.map { (.reload, Self.sectionPath($0), Self.sectionPath($0)) })
    }
    /// Inserts sections (see ``reloadItems(at:)``).
    open func insertSections(_ sections: IndexSet) {
        recordUpdates(sections.map { (.insert, nil, Self.sectionPath($0)) })
    }
    /// Deletes sections (see ``reloadItems(at:)``).
    open func deleteSections(_ sections: IndexSet) {
        recordUpdates(sections.map { (.delete, Self.sectionPath($0), nil) })
    }
    /// Moves a section (see ``reloadItems(at:)``).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdates([(.move, Self.sectionPath(section), Self.sectionPath(newSection))])
    }
    /// Runs `updates` (their changes reach the layout together), then reloads; `completion` is
    /// called at once with `true`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        reloadData()
        completion?(true)
    }

    /// The number of sections.
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return itemCounts.count
    }

    /// The number of items in a section (0 for one that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func loadDataIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (p, c) in visibleCellsByPath { recycle(c, at: p) }
        visibleCellsByPath = [:]
        for (k, v) in visibleSupplementaries { recycleSupplementary(v, kind: k.kind) }
        visibleSupplementaries = [:]
        let n = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        itemCounts = (0..<n).map { s in
            let count = dataSource?.collectionView(self, numberOfItemsInSection: s) ?? 0
            if count < 0 {
                LayoutDiagnostics.report(
                    .warning,
                    "UICollectionView \(debugAddress): the data source returned \(count) items for section \(s); a count cannot be negative, so 0 is used."
                )
            }
            return max(0, count)
        }
        collectionViewLayout.resetMeasurements()
        collectionViewLayout.needsPrepare = true
        selectedPaths.removeAll { !isValid($0) }
    }

    func isValid(_ p: IndexPath) -> Bool {
        p.count == 2 && itemCounts.indices.contains(p.section) && p.item >= 0 && p.item < itemCounts[p.section]
    }

    // MARK: Queries

    /// The cells on screen, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The cell of an item on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The index path of a cell on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The item at a point of the content.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        var p = point
        if flipsLayout { p.x = collectionViewLayout.collectionViewContentSize.width - p.x }
        let attrs =
            collectionViewLayout.layoutAttributesForElements(in: CGRect(x: p.x, y: p.y, width: 0.001, height: 0.001))
            ?? []
        return attrs.first { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(p) }?.indexPath
    }

    /// The supplementary view of a kind on screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        layoutIfNeeded()
        return visibleSupplementaries[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of a kind on screen.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return visibleSupplementaries.filter { $0.key.kind == elementKind }.sorted {
            $0.key.indexPath < $1.key.indexPath
        }.map(\.value)
    }

    /// An item's attributes from the layout.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return displayed(collectionViewLayout.layoutAttributesForItem(at: indexPath))
    }

    /// A supplementary view's attributes from the layout.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepareLayoutIfNeeded()
        return displayed(collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    // MARK: Selection and scrolling

    /// The selected items.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects an item (its cell draws selected) and optionally scrolls to it.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for p in selectedPaths { deselectItem(at: p, animated: animated) }
            return
        }
        loadDataIfNeeded()
        guard isValid(indexPath) else {
            reportInvalid(indexPath, "selectItem(at:animated:scrollPosition:)")
            return
        }
        if !allowsMultipleSelection {
            for p in selectedPaths where p != indexPath { deselectItem(at: p, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleCellsByPath[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        visibleCellsByPath[indexPath]?.isSelected = false
    }

    /// Scrolls so an item shows at a position (at once).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard isValid(indexPath), let a = layoutAttributesForItem(at: indexPath) else {
            reportInvalid(indexPath, "scrollToItem(at:at:animated:)")
            return
        }
        let inset = adjustedContentInset
        var offset = contentOffset
        let visible = CGSize(
            width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        if scrollPosition.contains(.top) { offset.y = a.frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = a.frame.midY - inset.top - visible.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = a.frame.maxY - inset.top - visible.height }
        if scrollPosition.contains(.left) { offset.x = a.frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = a.frame.midX - inset.left - visible.width / 2 }
        if scrollPosition.contains(.right) { offset.x = a.frame.maxX - inset.left - visible.width }
        let size = collectionViewLayout.collectionViewContentSize
        offset.x = min(max(offset.x, -inset.left), max(-inset.left, size.width + inset.right - bounds.width))
        offset.y = min(max(offset.y, -inset.top), max(-inset.top, size.height + inset.bottom - bounds.height))
        contentOffset = offset
    }

    func reportInvalid(_ indexPath: IndexPath, _ method: String) {
        LayoutDiagnostics.report(
            .warning,
            "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Attempted to \(method.hasPrefix("scroll") ? "scroll the collection view to" : "use") an out-of-bounds item (\(indexPath.count == 2 ? indexPath.item : -1)) when there are only \(indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) ? itemCounts[indexPath.section] : 0) items in section \(indexPath.count == 2 ? indexPath.section : -1). Collection view: \(viewDescription)' (in \(method); Plumb reports it and goes on.)"
        )
    }

    // MARK: Layout

    /// Lays out the elements in the visible rectangle (see UICollectionView+Layout.swift).
    open override func layoutSubviews() {
        for s in subviews where !isManagedByCollectionView(s) {
            if let f = s.engineSolvedFrame { s.setFrameFromEngine(f) }
        }
        finishScrollLayout(adoptingSolvedContentSize: false)
        loadDataIfNeeded()
        layoutElements()
    }

    /// A collection view asks its layout before its bounds move or resize (UIKit's
    /// `shouldInvalidateLayout(forBoundsChange:)`, with `bounds` still the old ones).
    override func boundsWillChange(to newBounds: CGRect) {
        guard preparedSize != nil, !askingLayoutAboutBounds, newBounds != bounds else { return }
        askingLayoutAboutBounds = true
        defer { askingLayoutAboutBounds = false }
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
    }

    /// After a drag, the layout chooses where the content rests.
    override func layoutTargetOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let target = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        return target.x.isFinite && target.y.isFinite ? target : proposed
    }

    override var viewDescription: String {
        var s = super.viewDescription
        s.removeLast()
        return s
            + "; contentOffset: {\(fmt(contentOffset.x)), \(fmt(contentOffset.y))}; contentSize: {\(fmt(contentSize.width)), \(fmt(contentSize.height))}; collection view layout: <\(typeName(collectionViewLayout))>>"
    }
}
