import Foundation
import Testing
@testable import PlumbUI

/// Custom `UICollectionViewLayout` subclasses as iOS code writes them: attributes computed in
/// `prepare()`, custom attributes classes, transforms and z-order applied to cells, bounds-change
/// invalidation, target offsets, updates, and mirroring for right-to-left layouts.
@MainActor @Suite struct CustomCollectionLayoutTests {
    /// Two columns; each item goes to the shorter column (a Pinterest-style waterfall).
    final class WaterfallLayout: UICollectionViewLayout {
        var heights: [CGFloat] = [100, 60, 80, 120, 50]
        var flips = false
        private var cache: [UICollectionViewLayoutAttributes] = []
        private var contentHeight: CGFloat = 0
        var prepared = 0

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
        }
        override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }

        override func prepare() {
            prepared += 1
            guard let cv = collectionView else { return }
            cache = []
            let inset: CGFloat = 10, spacing: CGFloat = 10
            let width = (cv.bounds.width - inset * 3) / 2
            var columns: [CGFloat] = [inset, inset]
            for item in 0..<cv.numberOfItems(inSection: 0) {
                let column = columns[1] < columns[0] ? 1 : 0
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                a.frame = CGRect(
                    x: inset + CGFloat(column) * (width + spacing), y: columns[column], width: width,
                    height: heights[item % heights.count])
                cache.append(a)
                columns[column] += a.frame.height + spacing
            }
            contentHeight = (columns.max() ?? inset) - spacing + inset
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            cache.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache.first { $0.indexPath == indexPath }
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        var count: Int
        var sections = 1
        init(_ count: Int) { self.count = count }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    private func collection(
        _ layout: UICollectionViewLayout, items: Items, width: CGFloat = 320, height: CGFloat = 400,
        direction: UITraitEnvironmentLayoutDirection = .leftToRight,
        cell: UICollectionViewCell.Type = UICollectionViewCell.self
    )
        -> UICollectionView
    {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        cv.overrideTraitCollection = UITraitCollection(layoutDirection: direction, displayScale: 2)
        cv.register(cell, forCellWithReuseIdentifier: "cell")
        cv.dataSource = items
        cv.layoutIfNeeded()
        return cv
    }

    private func frames(_ cv: UICollectionView) -> [CGRect] {
        (0..<cv.numberOfItems(inSection: 0)).compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    @Test(arguments: directions) func aLayoutThatComputesInPrepareLaysOutItsCells(
        _ direction: UITraitEnvironmentLayoutDirection
    ) {
        let items = Items(5)
        let layout = WaterfallLayout()
        let cv = collection(layout, items: items, direction: direction)
        let ltr = [
            rect(10, 10, 145, 100), rect(165, 10, 145, 60), rect(165, 80, 145, 80), rect(10, 120, 145, 120),
            rect(165, 170, 145, 50),
        ]
        #expect(frames(cv) == ltr, "a layout that does not flip is the same in both directions (UIKit's default)")
        #expect(cv.contentSize == CGSize(width: 320, height: 250) && layout.prepared == 1)
        let flipping = WaterfallLayout()
        flipping.flips = true
        let mirroredCV = collection(flipping, items: items, direction: direction)
        #expect(frames(mirroredCV) == ltr.map { mirrored($0, in: 320, direction) })
        #expect(
            mirroredCV.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == mirrored(rect(165, 10, 145, 60), in: 320, direction))
        #expect(
            mirroredCV.indexPathForItem(at: CGPoint(x: direction == .rightToLeft ? 300 : 20, y: 20))
                == IndexPath(item: 0, section: 0))
        #expect(
            flipping.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == rect(165, 10, 145, 60),
            "the layout's own attributes are not mirrored")
    }

    // MARK: Attributes subclasses

    final class TaggedAttributes: UICollectionViewLayoutAttributes {
        var tag = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! TaggedAttributes
            copy.tag = tag
            return copy
        }
        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? TaggedAttributes, other.tag == tag else { return false }
            return super.isEqual(object)
        }
    }

    /// Compares with the superclass's `isEqual` only: UIKit's documented pitfall.
    final class CarelessAttributes: UICollectionViewLayoutAttributes {
        var tag = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! CarelessAttributes
            copy.tag = tag
            return copy
        }
    }

    final class TaggingFlowLayout: UICollectionViewFlowLayout {
        var base = 0
        var careless = false
        override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { a in
                let copy = a.copy() as! TaggedAttributes
                copy.tag = base + copy.indexPath.item
                return copy
            }
        }
    }

    final class CarelessLayout: UICollectionViewFlowLayout {
        var base = 0
        override class var layoutAttributesClass: AnyClass { CarelessAttributes.self }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { a in
                let copy = a.copy() as! CarelessAttributes
                copy.tag = base + copy.indexPath.item
                return copy
            }
        }
    }

    final class TagCell: UICollectionViewCell {
        var applied: [Int] = []
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applied.append(
                (layoutAttributes as? TaggedAttributes)?.tag ?? (layoutAttributes as? CarelessAttributes)?.tag ?? -1)
        }
    }

    @Test func attributesSubclassesAreMadeCopiedComparedAndApplied() throws {
        let layout = TaggingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = collection(layout, items: Items(2), cell: TagCell.self)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? TagCell)
        #expect(cell.applied == [1])
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) is TaggedAttributes,
            "the flow layout makes its attributes of layoutAttributesClass")
        cv.setNeedsLayout()
        cv.layoutIfNeeded()
        #expect(cell.applied == [1], "equal attributes are not applied again")
        layout.base = 10
        cv.setNeedsLayout()
        cv.layoutIfNeeded()
        #expect(cell.applied == [1, 11])
        // Without an isEqual override, a change only in the subclass's values goes unseen (UIKit).
        let careless = CarelessLayout()
        careless.itemSize = CGSize(width: 100, height: 100)
        let cv2 = collection(careless, items: Items(1), cell: TagCell.self)
        let cell2 = try #require(cv2.cellForItem(at: IndexPath(item: 0, section: 0)) as? TagCell)
        careless.base = 5
        cv2.setNeedsLayout()
        cv2.layoutIfNeeded()
        #expect(cell2.applied == [0])
    }

    @Test func attributesAreACentreAndASizeWithATransform() {
        let a = UICollectionViewLayoutAttributes()
        #expect(
            a.indexPath == IndexPath(item: 0, section: 0) && a.representedElementCategory == .cell
                && a.representedElementKind == nil)
        a.frame = rect(10, 20, 30, 40)
        #expect(
            a.center == CGPoint(x: 25, y: 40) && a.size == CGSize(width: 30, height: 40)
                && a.bounds == rect(0, 0, 30, 40))
        a.size = CGSize(width: 10, height: 10)
        #expect(a.frame == rect(20, 35, 10, 10), "the size changes about the centre")
        a.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(a.transform3D == CATransform3DMakeScale(0.5, 0.5, 1) && a.frame == rect(20, 35, 10, 10))
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        #expect(
            header.representedElementCategory == .supplementaryView
                && header.representedElementKind == UICollectionView.elementKindSectionHeader)
        let copy = header.copy() as! UICollectionViewLayoutAttributes
        #expect(copy !== header && copy.isEqual(header) && copy.hash == header.hash)
        copy.alpha = 0.5
        #expect(!copy.isEqual(header))
        let flow = UICollectionViewFlowLayout()
        let direction: UICollectionView.ScrollDirection = flow.scrollDirection
        #expect(direction == .vertical)
    }

    // MARK: A carousel: transforms, z-order, bounds-change invalidation, snapping

    /// Cards 200 × 300 in a row, 20 apart; the ones away from the centre of the visible area are
    /// scaled down and faded, and the centre one is in front.
    final class CarouselLayout: UICollectionViewLayout {
        var invalidatesOnScroll = true
        var log: [String] = []
        var velocities: [CGPoint] = []
        let size = CGSize(width: 200, height: 300), spacing: CGFloat = 20
        var inset: CGFloat { ((collectionView?.bounds.width ?? 0) - size.width) / 2 }

        override var collectionViewContentSize: CGSize {
            let n = CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0)
            return CGSize(
                width: inset * 2 + n * size.width + max(0, n - 1) * spacing, height: collectionView?.bounds.height ?? 0)
        }

        override func prepare() { log.append("prepare") }

        private func attributes(_ item: Int) -> UICollectionViewLayoutAttributes {
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            a.frame = CGRect(
                x: inset + CGFloat(item) * (size.width + spacing), y: 50, width: size.width, height: size.height)
            let visibleCentre = (collectionView?.contentOffset.x ?? 0) + (collectionView?.bounds.width ?? 0) / 2
            let distance = min(1, abs(a.center.x - visibleCentre) / (size.width + spacing))
            let scale = 1 - 0.2 * distance
            a.transform = CGAffineTransform(scaleX: scale, y: scale)
            a.alpha = 1 - 0.5 * distance
            a.zIndex = distance < 0.5 ? 1 : 0
            return a
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map(attributes).filter {
                $0.frame.intersects(rect)
            }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            attributes(indexPath.item)
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            log.append("should \(Int(newBounds.minX)) from \(Int(collectionView?.bounds.minX ?? -1))")
            return invalidatesOnScroll
        }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            log.append("invalidate everything=\(context.invalidateEverything)")
            super.invalidateLayout(with: context)
        }

        override func targetContentOffset(
            forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            velocities.append(velocity)
            let pitch = size.width + spacing
            return CGPoint(x: (proposed.x / pitch).rounded() * pitch, y: proposed.y)
        }
    }

    @Test func cellsTakeTheAttributesTransformAlphaAndZIndex() throws {
        let layout = CarouselLayout()
        let cv = collection(layout, items: Items(4))
        let centre = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let side = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(centre.transform == .identity && centre.alpha == 1 && centre.frame == rect(60, 50, 200, 300))
        #expect(side.transform == CGAffineTransform(scaleX: 0.8, y: 0.8) && side.alpha == 0.5)
        #expect(side.bounds.size == CGSize(width: 200, height: 300) && side.center == CGPoint(x: 380, y: 200))
        #expect(side.frame == rect(300, 80, 160, 240), "the box around the scaled card")
        let cells = cv.subviews.compactMap { $0 as? UICollectionViewCell }
        #expect(cells.last === centre, "the higher zIndex is in front")
        // Scrolling one card along: the layout is asked before the bounds move and, answering
        // true, prepared again; the cards swap roles.
        layout.log = []
        cv.contentOffset = CGPoint(x: 220, y: 0)
        cv.layoutIfNeeded()
        #expect(layout.log == ["should 220 from 0", "invalidate everything=false", "prepare"])
        #expect(centre.transform == CGAffineTransform(scaleX: 0.8, y: 0.8) && side.transform == .identity)
        #expect(cv.subviews.compactMap { $0 as? UICollectionViewCell }.last === side)
        layout.invalidatesOnScroll = false
        layout.log = []
        cv.contentOffset = CGPoint(x: 230, y: 0)
        cv.layoutIfNeeded()
        #expect(layout.log == ["should 230 from 220"], "not invalidated: no prepare")
        layout.log = []
        layout.invalidateLayout()
        #expect(layout.log == ["invalidate everything=true"])
    }

    @Test func aDragEndsWhereTheLayoutSnaps() {
        let layout = CarouselLayout()
        layout.invalidatesOnScroll = false
        let cv = collection(layout, items: Items(6))
        cv.panGestureRecognizer.simulate(.changed, translation: CGPoint(x: -150, y: 0))
        cv.panGestureRecognizer.simulate(.ended, translation: .zero)
        #expect(cv.contentOffset == CGPoint(x: 220, y: 0))
        cv.panGestureRecognizer.simulate(.changed, translation: CGPoint(x: -10, y: 0))
        cv.panGestureRecognizer.simulate(.ended, translation: .zero, velocity: CGPoint(x: -1000, y: 0))
        // 230 + 499 = 729, the nearest card at 660.
        #expect(cv.contentOffset == CGPoint(x: 660, y: 0))
        #expect(layout.velocities == [.zero, CGPoint(x: 1000, y: 0)], "points per second, the content's direction")
    }

    // MARK: Updates and layout changes

    final class LoggingLayout: UICollectionViewFlowLayout {
        var log: [String] = []
        var target: CGPoint?
        override func prepare() {
            super.prepare()
            log.append("prepare")
        }
        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            func d(_ p: IndexPath?) -> String {
                p.map { "\($0.section)-\($0.item == NSNotFound ? "all" : String($0.item))" } ?? "nil"
            }
            log.append(
                "updates "
                    + updateItems.map {
                        "\($0.updateAction) \(d($0.indexPathBeforeUpdate))>\(d($0.indexPathAfterUpdate))"
                    }.joined(separator: ", "))
        }
        override func finalizeCollectionViewUpdates() { log.append("finalize") }
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            log.append("initial \(itemIndexPath.section)-\(itemIndexPath.item)")
            let a = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            a?.alpha = 0
            a?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            return a
        }
        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            log.append("final \(itemIndexPath.section)-\(itemIndexPath.item)")
            return nil
        }
        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            log.append("target \(Int(proposedContentOffset.y))")
            return target ?? proposedContentOffset
        }
    }

    /// Logs the alpha and scale of every attributes `apply(_:)` sees.
    final class AppliedCell: UICollectionViewCell {
        var applied: [String] = []
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applied.append(
                "alpha \(layoutAttributes.alpha) scale \(layoutAttributes.transform.a) frame \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)"
            )
        }
        override func prepareForReuse() {
            super.prepareForReuse()
            applied = []
        }
    }

    @Test func updatesReachTheLayoutAfterPrepareAndANewLayoutPlacesTheContent() throws {
        let items = Items(4)
        let layout = LoggingLayout()
        let cv = collection(layout, items: items, cell: AppliedCell.self)
        layout.log = []
        items.count = 6
        cv.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        cv.layoutIfNeeded()
        #expect(
            layout.log == [
                "prepare", "updates insert nil>0-0, insert nil>0-1", "initial 0-0", "initial 0-1", "finalize",
            ])
        // The inserted item's view starts from the appearing attributes (a 50-point cell at half
        // scale about its centre: 25 points), then takes its own. The flow layout spreads the five
        // cells of the full first line across 320 points: 67.5 apart.
        let inserted = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? AppliedCell)
        #expect(
            inserted.applied == [
                "alpha 0.0 scale 0.5 frame 80.0 12.5 25.0 25.0", "alpha 1.0 scale 1.0 frame 67.5 0.0 50.0 50.0",
            ])
        #expect(inserted.alpha == 1 && inserted.transform == .identity && inserted.frame == rect(67.5, 0, 50, 50))
        let shifted = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)) as? AppliedCell)
        #expect(
            shifted.applied == ["alpha 1.0 scale 1.0 frame 135.0 0.0 50.0 50.0"],
            "an item that was not inserted gets only its attributes")
        layout.log = []
        items.count = 5
        items.sections = 2
        cv.performBatchUpdates({
            cv.deleteItems(at: [IndexPath(item: 3, section: 0)])
            cv.insertSections(IndexSet(integer: 1))
            cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        })
        cv.layoutIfNeeded()
        #expect(
            layout.log == [
                "prepare", "updates delete 0-3>nil, insert nil>1-all, move 0-0>0-2", "final 0-3",
                "initial 1-0", "initial 1-1", "initial 1-2", "initial 1-3", "initial 1-4", "finalize",
            ])
        // A new layout is asked where the content goes.
        cv.contentOffset = CGPoint(x: 0, y: 30)
        let next = LoggingLayout()
        next.target = CGPoint(x: 0, y: 12)
        cv.collectionViewLayout = next
        cv.layoutIfNeeded()
        #expect(next.log == ["prepare", "target 30"] && cv.contentOffset == CGPoint(x: 0, y: 12))
        #expect(layout.collectionView == nil && next.collectionView === cv)
    }

    /// `collectionView` is overridable as a computed property, as UIKit declares it.
    final class Forwarding: UICollectionViewLayout {
        var reads = 0
        override var collectionView: UICollectionView? {
            reads += 1
            return super.collectionView
        }
    }

    @Test func collectionViewIsAnOverridableProperty() {
        let layout = Forwarding()
        let cv = UICollectionView(frame: rect(0, 0, 100, 100), collectionViewLayout: layout)
        let before = layout.reads
        #expect(layout.collectionView === cv && layout.reads == before + 1)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 50, 50)), "UIKit's default is false")
        let flow = UICollectionViewFlowLayout()
        let flowView = UICollectionView(frame: rect(0, 0, 100, 100), collectionViewLayout: flow)
        #expect(
            flow.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 50, 50))
                && !flow.shouldInvalidateLayout(forBoundsChange: rect(0, 40, 100, 100)))
        #expect(flow.invalidationContext(forBoundsChange: .zero) is UICollectionViewFlowLayoutInvalidationContext)
        #expect(cv.isPrefetchingEnabled && cv.prefetchDataSource == nil && flowView.collectionViewLayout === flow)
    }
}
