import Foundation

/// Options of a whole compositional layout: UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The scroll direction. Plumb lays compositional layouts out vertically (horizontal is
    /// reported and laid out vertically).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (top and bottom).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}

extension UICollectionView {
    /// The direction a collection view's content scrolls: UIKit's
    /// `UICollectionView.ScrollDirection`, the type of `UICollectionViewFlowLayout.scrollDirection`
    /// and of the compositional layout configuration's.
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal = 1 }
}

/// Sections built from items and groups with fractional, absolute and estimated sizes: UIKit's
/// `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its group down the layout until its items are placed; a group lays its
/// subitems in a row or a column (repeating them while they fit, or `count` copies sized to fill
/// it); fractional dimensions are fractions of the element's container (the section's width less
/// its insets, or the enclosing group); estimated dimensions become the size of the cell's own
/// constraints once it is laid out. Leading and trailing mirror in a right-to-left layout.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1/3), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1/3)),
///                                                subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes a section for an index and environment.
    public typealias SectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// The layout's options.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with options.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout whose sections come from a provider.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections come from a provider, with options.
    public init(
        sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A list: every section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// Compositional layouts mirror in a right-to-left layout (leading is at the right).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // MARK: State

    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var supplementary: [UICollectionViewLayoutAttributes] = []
    /// Section backgrounds (decoration views).
    private var decorations: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero
    /// Preferred sizes of self-sized cells and boundary views.
    private var measured: [MeasureKey: CGSize] = [:]
    /// The list sections' styling, by section.
    var listSections: [Int: UICollectionLayoutListConfiguration] = [:]

    /// One cell's place in a group, with the item it came from (for its supplementary items).
    struct LeafFrame {
        var frame: CGRect
        var axes: UICollectionViewLayoutAttributes.SelfSizingAxes
        var item: NSCollectionLayoutItem?
    }

    struct MeasureKey: Hashable {
        var kind: String?
        var indexPath: IndexPath
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// The compositional layout mirrors its own attributes (leading and trailing).
    override var mirrorsItself: Bool { true }

    override func resetMeasurements() { measured = [:] }

    // MARK: Prepare

    open override func prepare() {
        items = []
        supplementary = []
        decorations = []
        listSections = [:]
        guard let cv = collectionView else { contentSize = .zero; return }
        if configuration.scrollDirection == .horizontal {
            LayoutDiagnostics.report(
                .warning,
                "UICollectionViewCompositionalLayout: Plumb lays compositional layouts out vertically; the horizontal scroll direction of \(cv.itemDescription)'s layout is not supported."
            )
        }
        let adjusted = cv.adjustedContentInset
        let container = CGSize(
            width: max(0, cv.bounds.width - adjusted.left - adjusted.right),
            height: max(0, cv.bounds.height - adjusted.top - adjusted.bottom))
        let traits = cv.traitCollection
        var y: CGFloat = 0
        // Layout-wide boundary items at the top.
        y = placeBoundary(
            configuration.boundarySupplementaryItems, top: true, section: 0, y: y, x: 0, width: container.width,
            container: container)
        for s in 0..<cv.numberOfSections {
            let env = LayoutEnvironment(
                container: NSCollectionLayoutContainerValue(
                    contentSize: container, effectiveContentSize: container,
                    contentInsets: .zero, effectiveContentInsets: .zero),
                traitCollection: traits)
            guard let section = provider(s, env) else {
                LayoutDiagnostics.report(
                    .warning,
                    "UICollectionViewCompositionalLayout: the section provider returned nil for section \(s); the section is empty."
                )
                items.append([])
                continue
            }
            if let list = section.listConfiguration { listSections[s] = list }
            if s > 0 { y += configuration.interSectionSpacing }
            if s == 0, let list = section.listConfiguration, list.isGrouped, list.headerMode != .supplementary {
                // The first grouped section has the table's 35 points above it (17.5 more).
                y +=
                    TableMetrics.groupedEmptyHeaderHeight(section: 0)
                    - TableMetrics.groupedEmptyHeaderHeight(section: 1)
            }
            let sectionTop = y
            let insets = section.contentInsets
            let effective = CGSize(
                width: max(0, container.width - insets.leading - insets.trailing), height: container.height)
            let boundaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
            let boundaryWidth = section.supplementariesFollowContentInsets ? effective.width : container.width
            y = placeBoundary(
                section.boundarySupplementaryItems, top: true, section: s, y: y, x: boundaryX, width: boundaryWidth,
                container: container)
            y += insets.top
            let count = cv.numberOfItems(inSection: s)
            var sectionItems: [UICollectionViewLayoutAttributes] = []
            sectionItems.reserveCapacity(count)
            var next = 0
            var firstGroup = true
            while next < count {
                if !firstGroup { y += section.interGroupSpacing }
                firstGroup = false
                let placed = layoutGroup(section.group, container: effective, section: s, start: next, limit: count)
                if placed.frames.isEmpty { break }
                for (i, f) in placed.frames.enumerated() {
                    let p = IndexPath(item: next + i, section: s)
                    let a = makeAttributes(forCellWith: p)
                    a.frame = f.frame.offsetBy(dx: insets.leading, dy: y)
                    a.selfSizingAxes = f.axes
                    sectionItems.append(a)
                    placeItemSupplementaries(f.item, around: a)
                }
                y += placed.size.height
                next += placed.frames.count
            }
            if let list = section.listConfiguration {
                for (i, a) in sectionItems.enumerated() {
                    a.listItemStyle = ListItemStyle(
                        appearance: list.appearance, isFirst: i == 0, isLast: i == sectionItems.count - 1,
                        showsSeparators: list.showsSeparators)
                }
            }
            y += insets.bottom
            y = placeBoundary(
                section.boundarySupplementaryItems, top: false, section: s, y: y, x: boundaryX, width: boundaryWidth,
                container: container)
            for d in section.decorationItems {
                // The section's whole frame, less the decoration's content insets.
                let ins = d.contentInsets
                let a = makeAttributes(.decorationView, kind: d.elementKind, at: IndexPath(item: 0, section: s))
                a.frame = CGRect(
                    x: ins.leading, y: sectionTop + ins.top,
                    width: max(0, container.width - ins.leading - ins.trailing),
                    height: max(0, y - sectionTop - ins.top - ins.bottom))
                a.zIndex = d.zIndex
                decorations.append(a)
            }
            items.append(sectionItems)
        }
        y = placeBoundary(
            configuration.boundarySupplementaryItems, top: false, section: 0, y: y, x: 0, width: container.width,
            container: container)
        contentSize = CGSize(width: container.width, height: y)
        if let list = listSections.values.first, !cv.backgroundColorWasSet {
            cv.applyLayoutBackground(list.resolvedBackground)
        }
        if flipsHorizontallyInOppositeLayoutDirection, cv.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            let w = contentSize.width
            for a in items.joined() { a.frame.origin.x = w - a.frame.maxX }
            for a in supplementary { a.frame.origin.x = w - a.frame.maxX }
            for a in decorations { a.frame.origin.x = w - a.frame.maxX }
        }
    }

    /// The supplementary views anchored to one cell (badges), at the cell's index path.
    private func placeItemSupplementaries(
        _ item: NSCollectionLayoutItem?, around cell: UICollectionViewLayoutAttributes
    ) {
        guard let item, !item.supplementaryItems.isEmpty else { return }
        for sup in item.supplementaryItems {
            let size = CGSize(
                width: sup.layoutSize.widthDimension.resolve(in: cell.frame.size),
                height: sup.layoutSize.heightDimension.resolve(in: cell.frame.size))
            let a = makeAttributes(.supplementaryView, kind: sup.elementKind, at: cell.indexPath)
            a.frame = sup.containerAnchor.frame(of: size, in: cell.frame)
            a.zIndex = sup.zIndex
            supplementary.append(a)
        }
    }

    /// Places the boundary items of one edge; returns the new `y`.
    private func placeBoundary(
        _ boundary: [NSCollectionLayoutBoundarySupplementaryItem], top: Bool, section: Int, y: CGFloat,
        x: CGFloat, width: CGFloat, container: CGSize
    ) -> CGFloat {
        var y = y
        for b in boundary {
            let isTop = [.top, .topLeading, .topTrailing].contains(b.alignment)
            let isBottom = [.bottom, .bottomLeading, .bottomTrailing].contains(b.alignment)
            guard top ? isTop : isBottom else { continue }
            let box = CGSize(width: width, height: container.height)
            let key = MeasureKey(kind: b.elementKind, indexPath: IndexPath(item: 0, section: section))
            var w = b.layoutSize.widthDimension.resolve(in: box)
            var h = b.layoutSize.heightDimension.resolve(in: box)
            var axes: UICollectionViewLayoutAttributes.SelfSizingAxes = []
            if let m = measured[key] {
                if b.layoutSize.widthDimension.isEstimated { w = m.width }
                if b.layoutSize.heightDimension.isEstimated { h = m.height }
            } else {
                if b.layoutSize.widthDimension.isEstimated { axes.insert(.horizontal) }
                if b.layoutSize.heightDimension.isEstimated { axes.insert(.vertical) }
            }
            let bx: CGFloat =
                switch b.alignment {
                case .topLeading, .bottomLeading, .leading: x
                case .topTrailing, .bottomTrailing, .trailing: x + width - w
                default: x + (width - w) / 2
                }
            let a = makeAttributes(.supplementaryView, kind: b.elementKind, at: IndexPath(item: 0, section: section))
            a.frame = CGRect(x: bx + b.offset.x, y: y + b.offset.y, width: w, height: h)
            a.zIndex = b.zIndex
            a.selfSizingAxes = axes
            supplementary.append(a)
            if b.extendsBoundary { y += h }
        }
        return y
    }

    /// A group laid out at the origin: the frames of its leaf items (in order) and its size.
    private func layoutGroup(_ group: NSCollectionLayoutGroup, container: CGSize, section: Int, start: Int, limit: Int)
        -> (frames: [LeafFrame], size: CGSize)
    {
        let width = group.layoutSize.widthDimension.resolve(in: container)
        let fixedHeight = group.layoutSize.heightDimension.resolve(in: container)
        let estimatedHeight = group.layoutSize.heightDimension.isEstimated
        let size = CGSize(width: width, height: fixedHeight)
        let spacing = group.interItemSpacing?.spacing ?? 0
        var frames: [LeafFrame] = []
        var cursor: CGFloat = 0
        var cross: CGFloat = 0
        var k = 0
        let horizontal = group.isHorizontal
        let mainLength = horizontal ? width : fixedHeight
        // A group whose length along its axis is estimated holds its subitems once (it grows to
        // fit them); others repeat their subitems while they fit.
        let estimatedAlongAxis =
            horizontal ? group.layoutSize.widthDimension.isEstimated : group.layoutSize.heightDimension.isEstimated
        // A group made without subitems (`init(layoutSize:)`) places nothing.
        while start + frames.count < limit, !group.subitems.isEmpty {
            let sub = group.subitems[k % group.subitems.count]
            var slot: CGSize
            var leafFrames: [LeafFrame]
            if let g = sub as? NSCollectionLayoutGroup {
                let inner = layoutGroup(g, container: size, section: section, start: start + frames.count, limit: limit)
                if inner.frames.isEmpty { break }
                slot = inner.size
                leafFrames = inner.frames
            } else {
                var w = sub.layoutSize.widthDimension.resolve(in: size)
                var h = sub.layoutSize.heightDimension.resolve(in: size)
                if let count = group.count {
                    let share = (mainLength - spacing * CGFloat(count - 1)) / CGFloat(count)
                    if horizontal { w = share } else { h = share }
                }
                let ins = sub.contentInsets
                let p = IndexPath(item: start + frames.count, section: section)
                var axes: UICollectionViewLayoutAttributes.SelfSizingAxes = []
                if let m = measured[MeasureKey(kind: nil, indexPath: p)] {
                    if sub.layoutSize.widthDimension.isEstimated { w = m.width + ins.leading + ins.trailing }
                    if sub.layoutSize.heightDimension.isEstimated { h = m.height + ins.top + ins.bottom }
                } else {
                    if sub.layoutSize.widthDimension.isEstimated { axes.insert(.horizontal) }
                    if sub.layoutSize.heightDimension.isEstimated { axes.insert(.vertical) }
                }
                // Edge spacing surrounds the item's slot (a flexible spacing counts as its minimum).
                let edge = sub.edgeSpacing
                let (el, et) = (edge?.leading?.spacing ?? 0, edge?.top?.spacing ?? 0)
                let (er, eb) = (edge?.trailing?.spacing ?? 0, edge?.bottom?.spacing ?? 0)
                slot = CGSize(width: w + el + er, height: h + et + eb)
                let f = CGRect(
                    x: el + ins.leading, y: et + ins.top, width: max(0, w - ins.leading - ins.trailing),
                    height: max(0, h - ins.top - ins.bottom))
                leafFrames = [LeafFrame(frame: f, axes: axes, item: sub)]
            }
            let slotMain = horizontal ? slot.width : slot.height
            if !frames.isEmpty, group.count == nil, !estimatedAlongAxis, mainLength > 0,
                cursor + slotMain > mainLength + 0.001
            {
                break
            }
            for lf in leafFrames {
                frames.append(
                    LeafFrame(
                        frame: horizontal ? lf.frame.offsetBy(dx: cursor, dy: 0) : lf.frame.offsetBy(dx: 0, dy: cursor),
                        axes: lf.axes, item: lf.item))
            }
            cursor += slotMain + spacing
            cross = max(cross, horizontal ? slot.height : slot.width)
            k += 1
            if let count = group.count, k >= count { break }
            if estimatedAlongAxis, k >= group.subitems.count { break }
            if group.count == nil, mainLength <= 0 { break }
        }
        if group.interItemSpacing?.isFlexibleSpacing == true, frames.count > 1, group.count == nil {
            // Flexible spacing: the group's room left over is shared between the items.
            let used = cursor - spacing
            let extra = max(0, mainLength - used) / CGFloat(frames.count - 1)
            for i in frames.indices {
                frames[i].frame =
                    horizontal
                    ? frames[i].frame.offsetBy(dx: extra * CGFloat(i), dy: 0)
                    : frames[i].frame.offsetBy(dx: 0, dy: extra * CGFloat(i))
            }
        }
        var result = size
        if estimatedHeight {
            result.height = horizontal ? cross : max(0, cursor - spacing)
        }
        return (frames, result)
    }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var out: [UICollectionViewLayoutAttributes] = []
        for section in items {
            for a in section {
                if a.frame.minY > rect.maxY { break }
                if a.frame.intersects(rect) { out.append(a) }
            }
        }
        out += supplementary.filter { $0.frame.intersects(rect) }
        out += decorations.filter { $0.frame.intersects(rect) }
        return out
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        decorations.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        supplementary.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
            ?? supplementary.first {
                $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section
            }
    }

    override func applyPreferredAttributes(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
    ) -> Bool {
        let key = MeasureKey(
            kind: original.representedElementCategory == .cell ? nil : original.representedElementKind,
            indexPath: original.indexPath)
        let size = CGSize(width: max(0, preferred.size.width), height: max(0, preferred.size.height))
        original.selfSizingAxes = []
        let changed = measured[key] != size
        measured[key] = size
        if changed, size != original.size { needsPrepare = true; return true }
        return false
    }
}
