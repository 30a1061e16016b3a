import Foundation

/// Items in lines that wrap, with headers and footers: UIKit's `UICollectionViewFlowLayout`.
///
/// Lines fill the width (vertical scrolling) or the height (horizontal): each line takes as many
/// items as fit with at least ``minimumInteritemSpacing`` between them; the extra space of a full
/// line is shared between its items (a line of one item is centred), while the last line of a
/// section keeps the minimum spacing from the leading edge (UIKit's behaviour: "UICollectionView-
/// FlowLayout's last row is left-aligned", openradar 20825965, and "On the last line, it used
/// exactly the minimumInteritemSpacing value", Stack Overflow). Lines are ``minimumLineSpacing``
/// apart, each as tall as its tallest item, items centred in it. Everything mirrors in a
/// right-to-left layout.
///
/// Set ``estimatedItemSize`` (to ``automaticSize`` or an estimate) and cells size themselves with
/// their constraints, both width and height.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 110, height: 110)
/// layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// layout.headerReferenceSize = CGSize(width: 0, height: 44)
/// ```
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Sendable { case fromContentInset = 0, fromSafeArea, fromLayoutMargins }

    /// "Size the items from their content" (`estimatedItemSize = automaticSize`).
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item (UIKit's default 50 × 50, from Apple's `itemSize` documentation).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// An estimate that turns self-sizing on (default `.zero`: off).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The least space between lines (default 10, Apple's `minimumLineSpacing` documentation).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (default 10, Apple's documentation).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins of each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What ``sectionInset`` is measured from (default `.fromContentInset`).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The size of section headers (the height for vertical scrolling; zero: none).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The scroll direction (default vertical), typed `UICollectionView.ScrollDirection` as in
    /// UIKit.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Whether headers stay at the top while their section scrolls under them.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the bottom.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// Flow layouts mirror in a right-to-left layout (`true`, as UIKit's).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The flow layout mirrors its own attributes (in `prepare()`).
    override var mirrorsItself: Bool { true }

    /// Flow layouts invalidate with `UICollectionViewFlowLayoutInvalidationContext`s.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// `true` when the bounds' size changes, or on any change while headers or footers pin to the
    /// visible bounds (UIKit's flow layout).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return true }
        return newBounds.size != cv.bounds.size || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    private var cellAttributes: [[UICollectionViewLayoutAttributes]] = []
    private var supplementary: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero
    /// Sizes measured from self-sizing cells.
    private var measured: [IndexPath: CGSize] = [:]

    open override var collectionViewContentSize: CGSize { contentSize }

    override func resetMeasurements() { measured = [:] }

    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    open override func prepare() {
        cellAttributes = []
        supplementary = []
        guard let cv = collectionView else { contentSize = .zero; return }
        let vertical = scrollDirection == .vertical
        let bounds = cv.bounds.size
        // The content is the bounds less the adjusted insets on the axis that does not scroll.
        let adjusted = cv.adjustedContentInset
        var reference = UIEdgeInsets.zero
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea: reference = cv.safeAreaInsets
        case .fromLayoutMargins: reference = cv.layoutMargins
        }
        let crossExtent =
            vertical ? bounds.width - adjusted.left - adjusted.right : bounds.height - adjusted.top - adjusted.bottom
        let selfSizing = estimatedItemSize != .zero
        var main: CGFloat = 0
        let d = flowDelegate
        for s in 0..<cv.numberOfSections {
            var inset = d?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            inset = UIEdgeInsets(
                top: inset.top + (vertical ? 0 : reference.top), left: inset.left + (vertical ? reference.left : 0),
                bottom: inset.bottom + (vertical ? 0 : reference.bottom),
                right: inset.right + (vertical ? reference.right : 0))
            let lineSpacing =
                d?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing =
                d?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let header = d?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footer = d?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let headerLength = vertical ? header.height : header.width
            if headerLength > 0 {
                let a = makeAttributes(
                    .supplementaryView, kind: UICollectionView.elementKindSectionHeader,
                    at: IndexPath(item: 0, section: s))
                a.frame =
                    vertical
                    ? CGRect(x: 0, y: main, width: crossExtent, height: headerLength)
                    : CGRect(x: main, y: 0, width: headerLength, height: crossExtent)
                a.zIndex = 10
                supplementary.append(a)
                main += headerLength
            }
            main += vertical ? inset.top : inset.left
            let crossStart = vertical ? inset.left : inset.top
            let lineLength = max(0, crossExtent - (vertical ? inset.left + inset.right : inset.top + inset.bottom))
            let count = cv.numberOfItems(inSection: s)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for i in 0..<count {
                let p = IndexPath(item: i, section: s)
                var size =
                    measured[p]
                    ?? (selfSizing
                        ? (estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
                        : (d?.collectionView(cv, layout: self, sizeForItemAt: p) ?? itemSize))
                if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                    LayoutDiagnostics.report(
                        .warning,
                        "The behavior of the UICollectionViewFlowLayout is not defined because: the item size \(size) at \(UITableView.describe(p)) is not a finite size ≥ 0; 0 × 0 is used."
                    )
                    size = .zero
                }
                sizes.append(size)
            }
            // Break into lines.
            var lines: [Range<Int>] = []
            var start = 0
            while start < count {
                var end = start
                var used: CGFloat = 0
                while end < count {
                    let length = vertical ? sizes[end].width : sizes[end].height
                    let needed = end == start ? length : used + itemSpacing + length
                    if end > start, needed > lineLength + 0.001 { break }
                    used = needed
                    end += 1
                }
                lines.append(start..<end)
                start = end
            }
            var sectionAttributes: [UICollectionViewLayoutAttributes] = []
            sectionAttributes.reserveCapacity(count)
            for (li, line) in lines.enumerated() {
                let isLast = li == lines.count - 1
                let lengths = line.map { vertical ? sizes[$0].width : sizes[$0].height }
                let thickness = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let total = lengths.reduce(0, +)
                var spacing = itemSpacing
                var cross = crossStart
                if !isLast {
                    if line.count == 1 {
                        cross += (lineLength - total) / 2
                    } else {
                        spacing = max(itemSpacing, (lineLength - total) / CGFloat(line.count - 1))
                    }
                }
                for (k, i) in line.enumerated() {
                    let a = makeAttributes(forCellWith: IndexPath(item: i, section: s))
                    let size = sizes[i]
                    let length = lengths[k]
                    let offset = (thickness - (vertical ? size.height : size.width)) / 2
                    a.frame =
                        vertical
                        ? CGRect(x: cross, y: main + offset, width: size.width, height: size.height)
                        : CGRect(x: main + offset, y: cross, width: size.width, height: size.height)
                    if selfSizing, measured[a.indexPath] == nil { a.selfSizingAxes = [.horizontal, .vertical] }
                    sectionAttributes.append(a)
                    cross += length + spacing
                }
                main += thickness
                if !isLast { main += lineSpacing }
            }
            cellAttributes.append(sectionAttributes)
            main += vertical ? inset.bottom : inset.right
            let footerLength = vertical ? footer.height : footer.width
            if footerLength > 0 {
                let a = makeAttributes(
                    .supplementaryView, kind: UICollectionView.elementKindSectionFooter,
                    at: IndexPath(item: 0, section: s))
                a.frame =
                    vertical
                    ? CGRect(x: 0, y: main, width: crossExtent, height: footerLength)
                    : CGRect(x: main, y: 0, width: footerLength, height: crossExtent)
                a.zIndex = 10
                supplementary.append(a)
                main += footerLength
            }
        }
        contentSize = vertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
        if flipsHorizontallyInOppositeLayoutDirection, cv.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            let w = contentSize.width
            for a in cellAttributes.joined() { a.frame.origin.x = w - a.frame.maxX }
            for a in supplementary { a.frame.origin.x = w - a.frame.maxX }
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var out: [UICollectionViewLayoutAttributes] = []
        for section in cellAttributes {
            // Items are in reading order: stop scanning a section once past the rectangle.
            for a in section {
                if scrollDirection == .vertical ? a.frame.minY > rect.maxY : a.frame.minX > rect.maxX { break }
                if a.frame.intersects(rect) || (a.frame.isEmpty && rect.contains(a.frame.origin)) { out.append(a) }
            }
        }
        out += pinned(supplementary.filter { $0.frame.intersects(rect) || sectionHeadersPinToVisibleBounds })
        return out
    }

    /// Headers and footers pinned to the visible rectangle, when asked for.
    private func pinned(_ attrs: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        guard sectionHeadersPinToVisibleBounds, scrollDirection == .vertical, let cv = collectionView else {
            return attrs
        }
        let top = cv.contentOffset.y + cv.adjustedContentInset.top
        return attrs.compactMap { a in
            guard a.representedElementKind == UICollectionView.elementKindSectionHeader else { return a }
            let s = a.indexPath.section
            let sectionBottom =
                (cellAttributes.indices.contains(s) ? cellAttributes[s].map(\.frame.maxY).max() : nil) ?? a.frame.maxY
            let pinnedY = min(max(a.frame.minY, top), sectionBottom - a.frame.height)
            guard pinnedY + a.frame.height >= cv.bounds.minY, pinnedY <= cv.bounds.maxY else { return nil }
            let b = a.copy() as! UICollectionViewLayoutAttributes
            b.frame.origin.y = max(a.frame.minY, pinnedY)
            return b
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard cellAttributes.indices.contains(indexPath.section),
            cellAttributes[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return cellAttributes[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        supplementary.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }

    override func applyPreferredAttributes(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard original.representedElementCategory == .cell else { return false }
        let size = CGSize(width: max(0, preferred.size.width), height: max(0, preferred.size.height))
        let changed = measured[original.indexPath] != size
        measured[original.indexPath] = size
        original.selfSizingAxes = []
        if changed, size != original.size { needsPrepare = true }
        return changed && size != original.size
    }
}
