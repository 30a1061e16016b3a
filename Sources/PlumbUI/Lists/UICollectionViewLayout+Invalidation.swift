import Foundation

/// What part of a layout an invalidation covers: UIKit's
/// `UICollectionViewLayoutInvalidationContext`.
///
/// ```swift
/// override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
///     let context = super.invalidationContext(forBoundsChange: newBounds)
///     context.invalidateItems(at: visibleIndexPaths)
///     return context
/// }
/// ```
///
/// Where Plumb differs: every invalidation prepares the whole layout again, so the parts a
/// context names are kept for your `invalidateLayout(with:)` to read, not used to limit the
/// work; `contentOffsetAdjustment` moves the content, `contentSizeAdjustment` is kept.
@MainActor @preconcurrency
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Creates an empty context (made by the layout from its `invalidationContextClass`).
    public required override init() { super.init() }

    /// Whether everything is invalid: `true` for the context `invalidateLayout()` makes.
    open var invalidateEverything: Bool { everything }
    /// Whether the numbers of sections and items changed: `true` after a reload.
    open var invalidateDataSourceCounts: Bool { dataSourceCounts }
    /// The items named with ``invalidateItems(at:)``, or `nil`.
    open var invalidatedItemIndexPaths: [IndexPath]? { items.isEmpty ? nil : items }
    /// The supplementary views named, by kind, or `nil`.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
        supplementaries.isEmpty ? nil : supplementaries
    }
    /// The decoration views named, by kind, or `nil`.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorations.isEmpty ? nil : decorations }
    /// How far to move the content (added to the collection view's `contentOffset`).
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes (kept).
    open var contentSizeAdjustment: CGSize = .zero

    /// Names items whose attributes are invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) { items += indexPaths }
    /// Names supplementary views whose attributes are invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        supplementaries[elementKind, default: []] += indexPaths
    }
    /// Names decoration views whose attributes are invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        decorations[elementKind, default: []] += indexPaths
    }

    var everything = false
    var dataSourceCounts = false
    private var items: [IndexPath] = []
    private var supplementaries: [String: [IndexPath]] = [:]
    private var decorations: [String: [IndexPath]] = [:]
}

/// A flow layout's invalidation context: UIKit's `UICollectionViewFlowLayoutInvalidationContext`.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes and spacings must be asked again (default `true`).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout's attributes must be computed again (default `true`).
    open var invalidateFlowLayoutAttributes = true
}

/// One insertion, deletion, reload or move the collection view hands its layout in
/// `prepare(forCollectionViewUpdates:)`: UIKit's `UICollectionViewUpdateItem`.
@MainActor @preconcurrency
open class UICollectionViewUpdateItem: NSObject {
    /// What was done (raw values from UICollectionViewLayout.h).
    public enum Action: Int, Sendable {
        case insert = 0, delete, reload, move, none
    }

    /// Where the element was before the update (`nil` for an insertion). A whole section's index
    /// path has `NSNotFound` as its item, as in UIKit.
    open var indexPathBeforeUpdate: IndexPath? { before }
    /// Where the element is after the update (`nil` for a deletion).
    open var indexPathAfterUpdate: IndexPath? { after }
    /// What was done.
    open var updateAction: Action { action }

    private let before: IndexPath?
    private let after: IndexPath?
    private let action: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        self.before = before
        self.after = after
        super.init()
    }

    nonisolated open override var description: String {
        onMainActor {
            func d(_ p: IndexPath?) -> String {
                p.map { "(\($0.section), \($0.item == NSNotFound ? "NSNotFound" : String($0.item)))" } ?? "nil"
            }
            return
                "<\(typeName(self)): index path before update \(d(before)), index path after update \(d(after)), action (\(action))>"
        }
    }
}

extension UICollectionViewLayout {
    /// A new context of ``invalidationContextClass`` (reported and replaced when the class is not
    /// a context class).
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let cls: AnyClass = type(of: self).invalidationContextClass
        if let t = cls as? UICollectionViewLayoutInvalidationContext.Type { return t.init() }
        LayoutDiagnostics.report(
            .warning,
            "\(typeName(self)).invalidationContextClass \(cls) is not a UICollectionViewLayoutInvalidationContext subclass; using UICollectionViewLayoutInvalidationContext."
        )
        return UICollectionViewLayoutInvalidationContext()
    }

    /// New attributes of ``layoutAttributesClass`` (reported and replaced when the class is not
    /// an attributes class), as the flow and compositional layouts make them.
    func makeAttributes() -> UICollectionViewLayoutAttributes {
        let cls: AnyClass = type(of: self).layoutAttributesClass
        if let t = cls as? UICollectionViewLayoutAttributes.Type { return t.init() }
        LayoutDiagnostics.report(
            .warning,
            "\(typeName(self)).layoutAttributesClass \(cls) is not a UICollectionViewLayoutAttributes subclass; using UICollectionViewLayoutAttributes."
        )
        return UICollectionViewLayoutAttributes()
    }

    /// Attributes of ``layoutAttributesClass`` for a cell.
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = makeAttributes()
        a.indexPath = indexPath
        return a
    }

    /// Attributes of ``layoutAttributesClass`` for a supplementary or decoration view.
    func makeAttributes(_ category: UICollectionView.ElementCategory, kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes
    {
        let a = makeAttributes()
        a.indexPath = indexPath
        a.category = category
        a.kind = kind
        return a
    }
}
