import Foundation

extension UICollectionView {
    /// What kind of element layout attributes describe: UIKit's
    /// `UICollectionView.ElementCategory` (raw values from UICollectionViewLayout.h).
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell = 0
        /// A header, footer or other view the data source supplies.
        case supplementaryView = 1
        /// A view the layout owns (a section background).
        case decorationView = 2
    }
}

/// What a layout says about one element, applied to its view: UIKit's
/// `UICollectionViewLayoutAttributes`.
///
/// The geometry is a ``center`` and a ``size`` (``frame`` and ``bounds`` are views of them, as in
/// UIKit), plus a ``transform3D`` (``transform`` is its affine part) about the centre. The
/// collection view gives each element's view that centre, bounds size and transform, its
/// ``alpha``, and draws elements in ``zIndex`` order; hidden elements get no view.
///
/// Subclass it to carry values of your own, as in UIKit, and return the subclass from your
/// layout's `layoutAttributesClass`. UIKit requires such a subclass to copy its values in
/// `copy(with:)` (the collection view works on copies) and to compare them in `isEqual(_:)`
/// (the collection view calls the view's `apply(_:)` only when the attributes are not equal to
/// the last ones it applied); Plumb does the same:
///
/// ```swift
/// final class PhotoAttributes: UICollectionViewLayoutAttributes {
///     var photoHeight: CGFloat = 0
///     override func copy(with zone: NSZone? = nil) -> Any {
///         let copy = super.copy(with: zone) as! PhotoAttributes   // super makes a PhotoAttributes
///         copy.photoHeight = photoHeight
///         return copy
///     }
///     override func isEqual(_ object: Any?) -> Bool {
///         guard let other = object as? PhotoAttributes, other.photoHeight == photoHeight else { return false }
///         return super.isEqual(object)
///     }
/// }
/// ```
///
/// `copy(with:)` makes the copy with `init()`, as UIKit's `[[self class] alloc] init]` does, so
/// `init()` is `required`: a subclass that declares a designated initializer of its own must also
/// provide `required init()` (Swift's rule; Objective-C had none).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's index path.
    open var indexPath: IndexPath
    /// Cell, supplementary view or decoration view.
    open var representedElementCategory: UICollectionView.ElementCategory { category }
    /// The kind of a supplementary or decoration view (`UICollectionView.elementKindSectionHeader`
    /// ...); `nil` for a cell.
    open var representedElementKind: String? { kind }
    var category: UICollectionView.ElementCategory
    var kind: String?

    /// The centre of the element, in the collection view's content.
    open var center: CGPoint = .zero
    /// The size of the element (its bounds' size).
    open var size: CGSize = .zero
    /// The element's rectangle: its ``size`` about its ``center`` (the transform does not change
    /// it). Setting it sets both.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's bounds: its ``size`` at the origin. Setting it sets the size (the centre
    /// stays).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The 3-D transform of the element's view, about its centre (default identity). Plumb draws
    /// its affine part, as for a view's `transform3D`.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The affine part of ``transform3D``; setting it sets ``transform3D``.
    ///
    /// ```swift
    /// attributes.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)   // a carousel's side card
    /// ```
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The order the element's view is drawn in: higher in front (default 0).
    open var zIndex = 0
    /// Whether the element is hidden (it gets no view; default `false`).
    open var isHidden = false
    /// The opacity of the element's view (default 1).
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

    /// Attributes for the cell at index path (0, 0): NSObject's initializer, as in UIKit. The
    /// copy in ``copy(with:)`` starts from it.
    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        category = .cell
        kind = nil
        super.init()
    }

    /// Attributes for a cell.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of a kind.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .supplementaryView
        kind = elementKind
    }

    /// Attributes for a decoration view of a kind (its class registered with the layout).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .decorationView
        kind = decorationViewKind
    }

    /// A copy of the same class (made with `init()`) with every value of these attributes;
    /// subclasses copy their own values after calling `super` (see the type's documentation).
    open func copy(with zone: NSZone? = nil) -> Any {
        let a = type(of: self).init()
        a.indexPath = indexPath
        a.category = category
        a.kind = kind
        a.center = center
        a.size = size
        a.transform3D = transform3D
        a.zIndex = zIndex
        a.isHidden = isHidden
        a.alpha = alpha
        a.selfSizingAxes = selfSizingAxes
        a.listItemStyle = listItemStyle
        return a
    }

    open override func copy() -> Any { copy(with: nil) }

    /// Whether `object` is attributes of the same element with the same values (index path,
    /// category, kind, centre, size, transform, alpha, z-index, hidden). Subclasses compare their
    /// own values, then call `super`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes else { return false }
        if o === self { return true }
        return o.indexPath == indexPath && o.category == category && o.kind == kind && o.center == center
            && o.size == size && o.transform3D == transform3D && o.alpha == alpha && o.zIndex == zIndex
            && o.isHidden == isHidden && o.listItemStyle == listItemStyle
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(indexPath)
        h.combine(category)
        h.combine(kind)
        return h.finalize()
    }

    open override var description: String {
        var s =
            "<\(typeName(self)): \(representedElementKind.map { "kind = \($0); " } ?? "")index path: (\(UITableView.describe(indexPath))); frame = (\(fmt(frame.minX)) \(fmt(frame.minY)); \(fmt(frame.width)) \(fmt(frame.height)))"
        if transform3D != CATransform3DIdentity { s += "; transform = \(transform.descriptionFields)" }
        if alpha != 1 { s += "; alpha = \(fmt(alpha))" }
        if zIndex != 0 { s += "; zIndex = \(zIndex)" }
        if isHidden { s += "; hidden = YES" }
        return s + ">"
    }
}
