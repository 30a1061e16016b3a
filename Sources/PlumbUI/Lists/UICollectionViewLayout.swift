import Foundation

/// Places a collection view's items and supplementary views: UIKit's `UICollectionViewLayout`.
///
/// Subclass it as in UIKit: compute the attributes in ``prepare()``, report the content size in
/// ``collectionViewContentSize`` and answer ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)``; or use `UICollectionViewFlowLayout` or
/// `UICollectionViewCompositionalLayout`.
///
/// ```swift
/// final class WaterfallLayout: UICollectionViewLayout {
///     private var cache: [UICollectionViewLayoutAttributes] = []
///     private var height: CGFloat = 0
///     override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }
///     override func prepare() { /* fill cache column by column */ }
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///         cache.filter { $0.frame.intersects(rect) }
///     }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
///         cache.first { $0.indexPath == indexPath }
///     }
/// }
/// ```
///
/// When Plumb calls what: ``prepare()`` before the collection view first asks for attributes
/// and after each invalidation (``invalidateLayout()``, ``invalidateLayout(with:)``, a new data
/// source, a reload, a bounds change ``shouldInvalidateLayout(forBoundsChange:)`` accepts, or a
/// new bounds size), then ``prepare(forCollectionViewUpdates:)`` and
/// ``finalizeCollectionViewUpdates()`` when items or sections were inserted, deleted, reloaded or
/// moved; ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`` when a drag
/// driven through the collection view's `panGestureRecognizer` ends;
/// ``targetContentOffset(forProposedContentOffset:)`` when the collection view gets a new layout.
/// With ``flipsHorizontallyInOppositeLayoutDirection``, the collection view mirrors the
/// attributes in a right-to-left layout.
///
/// Where Plumb differs: there are no animated updates. An inserted item's view gets
/// ``initialLayoutAttributesForAppearingItem(at:)`` and then its final attributes at once; a
/// deleted item's view leaves at once (``finalLayoutAttributesForDisappearingItem(at:)`` is asked,
/// not applied); the supplementary and decoration variants are never asked for; an
/// invalidation context's parts are not told apart (every invalidation prepares the whole layout
/// again); the layout is also prepared again whenever the bounds' size changes, whatever
/// ``shouldInvalidateLayout(forBoundsChange:)`` says.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout (`nil` until one uses it). Overridable, as UIKit's
    /// `var collectionView: UICollectionView? { get }`.
    open var collectionView: UICollectionView? { _collectionView }
    /// The collection view that set itself as the layout's.
    weak var _collectionView: UICollectionView?

    public override init() { super.init() }

    /// Nib loading is not supported; creates the layout.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Computing the layout

    /// Computes the layout: called before the collection view asks for attributes the first
    /// time and after every invalidation. The default does nothing.
    open func prepare() {}

    /// The size of all the content (default zero); the collection view's `contentSize`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element in a rectangle of the content (default `nil`).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of an item (default `nil`).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view (default `nil`).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// The attributes of a decoration view (default `nil`).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// The class of the attributes the layout makes (default `UICollectionViewLayoutAttributes`).
    /// Return a subclass to carry values of your own; the flow and compositional layouts make
    /// their attributes of this class, as UIKit's do.
    ///
    /// ```swift
    /// override class var layoutAttributesClass: AnyClass { PhotoAttributes.self }
    /// ```
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Whether the collection view mirrors the layout's attributes in a right-to-left layout
    /// (default `false`, as in UIKit; the flow layout's is `true`).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's attributes are written for (default `.leftToRight`): with
    /// ``flipsHorizontallyInOppositeLayoutDirection``, they are mirrored in the other one.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // MARK: Invalidating

    /// Marks the whole layout for ``prepare()`` before the next layout pass: calls
    /// ``invalidateLayout(with:)`` with a context whose `invalidateEverything` is `true`, as
    /// UIKit's does.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.everything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout for ``prepare()`` before the next layout pass, and moves the collection
    /// view's content by the context's `contentOffsetAdjustment`. Override it to drop what the
    /// context invalidates, and call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        guard let cv = collectionView else { return }
        let d = context.contentOffsetAdjustment
        if d != .zero, d.x.isFinite, d.y.isFinite {
            cv.contentOffset = CGPoint(x: cv.contentOffset.x + d.x, y: cv.contentOffset.y + d.y)
        }
        cv.setNeedsLayout()
    }

    /// The class of the contexts ``invalidateLayout()`` and
    /// ``invalidationContext(forBoundsChange:)`` make (default
    /// `UICollectionViewLayoutInvalidationContext`; the flow layout's makes flow contexts).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Whether a change of the collection view's bounds (a scroll, or a new size) needs a new
    /// layout. Asked before each change, while `collectionView.bounds` is still the old one;
    /// `true` invalidates the layout with ``invalidationContext(forBoundsChange:)``. The default
    /// is `false` (Apple's documentation); the flow layout's is `true` when the size changes.
    ///
    /// ```swift
    /// override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }   // a carousel that scales cards as they scroll
    /// ```
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context a bounds change invalidates the layout with (default: a new context of
    /// ``invalidationContextClass``).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sized element's preferred attributes need a new layout (default `false`,
    /// as UIKit's base class; Plumb's flow and compositional layouts measure their own).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// The context for a preferred-attributes invalidation (default: a new context).
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    )
        -> UICollectionViewLayoutInvalidationContext
    {
        makeInvalidationContext()
    }

    // MARK: Scrolling

    /// Where the content comes to rest after a drag ends (default: `proposedContentOffset`, the
    /// offset the deceleration would reach). `velocity` is in points per second (Apple's
    /// documentation). Override it to snap to items.
    ///
    /// ```swift
    /// override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
    ///     CGPoint(x: (proposed.x / pageWidth).rounded() * pageWidth, y: proposed.y)
    /// }
    /// ```
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to use after the layout changes (Plumb asks when the collection view gets this
    /// layout); default: `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// Called after ``prepare()`` when items or sections were inserted, deleted, reloaded or
    /// moved, with what changed, in the order the calls were made. The default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after the updates of ``prepare(forCollectionViewUpdates:)`` are laid out.
    open func finalizeCollectionViewUpdates() {}

    /// Called before an animated bounds change (never: Plumb has no animation).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change (never: Plumb has no animation).
    open func finalizeAnimatedBoundsChange() {}

    /// Where an inserted item's view starts (default `nil`: where it ends). Asked between
    /// ``prepare(forCollectionViewUpdates:)`` and ``finalizeCollectionViewUpdates()`` for the
    /// inserted items on screen; Plumb applies the attributes to the item's new view, then the
    /// final ones at once (no animation).
    ///
    /// ```swift
    /// override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    ///     let a = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
    ///     a?.alpha = 0   // fade in
    ///     return a
    /// }
    /// ```
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where a deleted item's view ends (default `nil`). Asked between
    /// ``prepare(forCollectionViewUpdates:)`` and ``finalizeCollectionViewUpdates()`` for the
    /// deleted items that had a view on screen; Plumb removes the view at once.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an inserted supplementary view starts its animation (default `nil`; never asked).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String,
        at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a deleted supplementary view ends its animation (default `nil`; never asked).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String,
        at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an inserted decoration view starts its animation (default `nil`; never asked).
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String,
        at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a deleted decoration view ends its animation (default `nil`; never asked).
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String,
        at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    // MARK: Decoration views

    /// Registers the class of a decoration view kind (a section background). A class that is not
    /// a `UICollectionReusableView` is reported on `LayoutDiagnostics` and not registered.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { decorationClasses[elementKind] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            LayoutDiagnostics.report(
                .warning,
                "UICollectionViewLayout: \(viewClass) is not a UICollectionReusableView; decoration kind '\(elementKind)' not registered."
            )
            return
        }
        decorationClasses[elementKind] = type
    }

    // MARK: Plumb's state

    /// Whether the layout must run `prepare()` again.
    var needsPrepare = true

    /// The decoration view classes by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Whether the layout mirrors its own attributes in a right-to-left layout (the flow and
    /// compositional layouts do), so the collection view must not mirror them again.
    var mirrorsItself: Bool { false }

    /// A view's preferred attributes (self-sizing): the layout keeps the size and returns whether
    /// anything moved. Flow and compositional layouts use it; custom layouts ignore it.
    func applyPreferredAttributes(
        _ preferred: UICollectionViewLayoutAttributes,
        original: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// Forgets self-sized measurements (the data was reloaded).
    func resetMeasurements() {}
}
