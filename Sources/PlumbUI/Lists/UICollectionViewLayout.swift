import Foundation

/// What a layout says about one element: UIKit's `UICollectionViewLayoutAttributes`.
open class UICollectionViewLayoutAttributes: NSObject {
    /// What kind of element the attributes describe.
    public enum ElementCategory: UInt, Sendable { case cell = 0, supplementaryView, decorationView }

    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of the frame.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The element's index path.
    open var indexPath: IndexPath
    /// Cell, supplementary view or decoration.
    public let representedElementCategory: ElementCategory
    /// The kind of a supplementary view (`UICollectionView.elementKindSectionHeader` ...).
    public let representedElementKind: String?
    open var zIndex = 0
    open var isHidden = false
    open var alpha: CGFloat = 1
    /// The dimensions the layout only estimated (the view's preferred size replaces them).
    var selfSizingAxes: SelfSizingAxes = []
    /// A list row's decoration (compositional list sections).
    var listItemStyle: ListItemStyle?

    struct SelfSizingAxes: OptionSet, Hashable {
        let rawValue: Int
        static let horizontal = SelfSizingAxes(rawValue: 1)
        static let vertical = SelfSizingAxes(rawValue: 2)
    }

    /// Attributes for a cell.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .cell, kind: nil)
    }

    /// Attributes for a supplementary view of a kind.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
    }

    /// Attributes for a decoration view of a kind (its class registered with the layout).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .decorationView, kind: decorationViewKind)
    }

    init(indexPath: IndexPath, category: ElementCategory, kind: String?) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let a = UICollectionViewLayoutAttributes(indexPath: indexPath, category: representedElementCategory, kind: representedElementKind)
        a.frame = frame
        a.zIndex = zIndex
        a.isHidden = isHidden
        a.alpha = alpha
        a.selfSizingAxes = selfSizingAxes
        a.listItemStyle = listItemStyle
        return a
    }

    open override func copy() -> Any { copy(with: nil) }

    open override var description: String {
        "<UICollectionViewLayoutAttributes: \(representedElementKind.map { "kind = \($0); " } ?? "")index path: (\(UITableView.describe(indexPath))); frame = (\(fmt(frame.minX)) \(fmt(frame.minY)); \(fmt(frame.width)) \(fmt(frame.height)))>"
    }
}

/// Places a collection view's items and supplementary views: UIKit's `UICollectionViewLayout`.
/// Subclass it (override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`), or use
/// `UICollectionViewFlowLayout` or `UICollectionViewCompositionalLayout`.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    /// Nib loading is not supported; creates the layout.
    public required init?(coder: NSCoder) { super.init() }

    /// Computes the layout (called before the collection view asks for attributes, after
    /// `invalidateLayout()`).
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element in a rectangle of the content.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Marks the layout for `prepare()` before the next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a new bounds size needs a new layout (the default: when the size changed).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return true }
        return newBounds.size != cv.bounds.size
    }

    /// Whether the layout must run `prepare()` again.
    var needsPrepare = true

    /// The decoration view classes by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers the class of a decoration view kind (a section background). A class that is not
    /// a `UICollectionReusableView` is reported on `LayoutDiagnostics` and not registered.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { decorationClasses[elementKind] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            LayoutDiagnostics.report(.warning, "UICollectionViewLayout: \(viewClass) is not a UICollectionReusableView; decoration kind '\(elementKind)' not registered.")
            return
        }
        decorationClasses[elementKind] = type
    }

    /// The attributes of a decoration view.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// A view's preferred attributes (self-sizing): the layout keeps the size and returns whether
    /// anything moved. Flow and compositional layouts use it; custom layouts ignore it.
    func applyPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes,
                                  original: UICollectionViewLayoutAttributes) -> Bool
    {
        false
    }

    /// Forgets self-sized measurements (the data was reloaded).
    func resetMeasurements() {}
}
