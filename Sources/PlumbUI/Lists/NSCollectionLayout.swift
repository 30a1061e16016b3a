import Foundation

/// One dimension of a compositional layout element: a fraction of its container's width or
/// height, an absolute size, or an estimate the element's view replaces with its own size:
/// UIKit's `NSCollectionLayoutDimension`.
///
/// The factories return `Self`, as UIKit declares them (`instancetype`), so they serve
/// extensions that return `Self`:
///
/// ```swift
/// extension NSCollectionLayoutDimension {
///     static func fullWidth() -> Self { .fractionalWidth(1) }
/// }
/// ```
public final class NSCollectionLayoutDimension: NSObject, Sendable {
    enum Kind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, points, or estimate.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> Self { Self(.fractionalWidth, fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> Self { Self(.fractionalHeight, fraction) }
    /// A size in points.
    public static func absolute(_ points: CGFloat) -> Self { Self(.absolute, points) }
    /// An estimate: the view's own size (its constraints) replaces it once laid out.
    public static func estimated(_ points: CGFloat) -> Self { Self(.estimated, points) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The dimension in points for a container (estimates as given).
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

/// The width and height of a compositional layout element: UIKit's `NSCollectionLayoutSize`.
public final class NSCollectionLayoutSize: NSObject, Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }
}

/// The space between a group's items: fixed, or at least a value with the rest shared
/// (flexible): UIKit's `NSCollectionLayoutSpacing`.
public final class NSCollectionLayoutSpacing: NSObject, Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// A space of exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(fixedSpacing, flexible: false) }
    /// A space of at least `flexibleSpacing` points that grows to share the room left over.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(flexibleSpacing, flexible: true) }
}

/// The space around an item, between it and its neighbours in its group: UIKit's
/// `NSCollectionLayoutEdgeSpacing`.
///
/// ```swift
/// item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(8), top: nil, trailing: nil, bottom: .fixed(4))
/// ```
///
/// Where Plumb differs: a flexible spacing counts as its minimum (a fixed spacing of that value).
public final class NSCollectionLayoutEdgeSpacing: NSObject, Sendable {
    /// The space before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Spacing at each edge (`nil`: none).
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// Where a supplementary item sits around its container: UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// The smallest element of a compositional layout, one cell: UIKit's `NSCollectionLayoutItem`.
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell within the item's slot (leading and trailing mirror in right to left).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Views anchored to each cell of this item (badges), laid out with it.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space around the item, between it and its neighbours in its group (default `nil`). Plumb
    /// applies it to items, not to groups nested in a group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of a size, with views anchored to each of its cells.
    ///
    /// `required`, so that an extension can make `Self` from it
    /// (`static func row() -> Self { .init(layoutSize: size) }`, which compiles against UIKit,
    /// whose Objective-C initializers are dynamically dispatched).
    public required init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Items laid out in a row (horizontal) or a column (vertical), repeated until the section's
/// items are placed: UIKit's `NSCollectionLayoutGroup`.
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    private(set) var isHorizontal = true
    /// The items (or groups) of the group, in order; repeated while they fit.
    public private(set) var subitems: [NSCollectionLayoutItem] = []
    /// A fixed number of copies of the one subitem, sized to fill the group.
    private(set) var count: Int?
    /// The space between the group's items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// A group with no items (UIKit's inherited `init(layoutSize:)`; it places nothing). Make
    /// groups with ``horizontal(layoutSize:subitems:)`` and the other factories.
    public required init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    ) {
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// A group of `Self`'s class, as UIKit's factories return (`instancetype`).
    private static func make(
        _ layoutSize: NSCollectionLayoutSize, horizontal: Bool, _ subitems: [NSCollectionLayoutItem],
        count: Int?
    ) -> Self {
        let group = self.init(layoutSize: layoutSize)
        group.isHorizontal = horizontal
        group.subitems = subitems
        group.count = count
        return group
    }

    /// A row of items, repeated while they fit the group's width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        make(layoutSize, horizontal: true, subitems, count: nil)
    }
    /// A column of items, repeated while they fit the group's height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        make(layoutSize, horizontal: false, subitems, count: nil)
    }
    /// `count` items in a row, each as wide as the row allows.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> Self
    {
        make(layoutSize, horizontal: true, [subitem], count: max(1, count))
    }
    /// `count` items in a column.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    {
        make(layoutSize, horizontal: false, [subitem], count: max(1, count))
    }
    /// `count` copies of an item in a row (iOS 16's name).
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    /// `count` copies of an item in a column (iOS 16's name).
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}

/// Where a supplementary view sits on its item: UIKit's `NSCollectionLayoutAnchor`. The edges
/// pick the side or corner (none: the centre); the view's same edges line up with the item's,
/// then the offset moves it (absolute in points, or fractional: a share of the view's size).
///
/// ```swift
/// // A badge poking out of the top trailing corner by 30 % of its size.
/// let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
/// ```
public final class NSCollectionLayoutAnchor: NSObject, Sendable {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor at edges, no offset.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }
    /// An anchor at edges, moved by points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }
    /// An anchor at edges, moved by a share of the supplementary view's size.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// The frame of a view of `size` anchored to `container` (left to right; the layout mirrors).
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        let x =
            edges.contains(.leading)
            ? container.minX : edges.contains(.trailing) ? container.maxX - size.width : container.midX - size.width / 2
        let y =
            edges.contains(.top)
            ? container.minY : edges.contains(.bottom) ? container.maxY - size.height : container.midY - size.height / 2
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
        let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

/// A supplementary view anchored to each cell of an item (a badge): UIKit's
/// `NSCollectionLayoutSupplementaryItem`. The data source's `supplementaryViewProvider` makes
/// it for the cell's index path.
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Where it sits on its item (the centre when made without one).
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Kept (Plumb lines up the view's edges named by the container anchor).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// A supplementary item of no kind, at its item's centre (UIKit's inherited
    /// `init(layoutSize:)`; the data source is asked for a view of kind `""`).
    public required init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    ) {
        elementKind = ""
        containerAnchor = NSCollectionLayoutAnchor(edges: [])
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }
    /// A view of a kind at its item's centre.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = NSCollectionLayoutAnchor(edges: [])
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }
    /// A view anchored to its item.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor? = nil
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }
    open var zIndex = 1
}

/// A view behind a whole section (a background): UIKit's `NSCollectionLayoutDecorationItem`.
/// Register its class with the layout's `register(_:forDecorationViewOfKind:)`.
@MainActor @preconcurrency
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public private(set) var elementKind = ""
    /// Kept (default 0); Plumb draws every decoration view behind the cells, as a section
    /// background is drawn.
    open var zIndex = 0

    /// A decoration of no kind (UIKit's inherited `init(layoutSize:)`); make backgrounds with
    /// ``background(elementKind:)``.
    public required init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    ) {
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// A background covering the section (its content insets inset it).
    public class func background(elementKind: String) -> Self {
        let item = self.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.elementKind = elementKind
        return item
    }
}

/// A header, footer or other view at an edge of a section or of the whole layout: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
@MainActor @preconcurrency
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which edge (and corner) it sits at.
    public let alignment: NSRectAlignment
    /// An offset from that position.
    public let offset: CGPoint
    /// Whether it takes room (pushing the section's content), default `true`.
    open var extendsBoundary = true
    /// Whether it stays in view while its section scrolls under it.
    open var pinToVisibleBounds = false

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// A boundary item of no kind at the top (UIKit's inherited `init(layoutSize:)`).
    public required init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    ) {
        alignment = .top
        offset = .zero
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }
}

/// How a section scrolls across the layout's direction (kept; Plumb lays such sections out in
/// place): UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout: a group repeated until its items are placed, with
/// insets, spacing and boundary views: UIKit's `NSCollectionLayoutSection`.
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// Headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary views follow `contentInsets` (default `true`, iOS 16).
    open var supplementariesFollowContentInsets = true
    /// Kept for source compatibility (see `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Views behind the section (backgrounds).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The list styling of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section that repeats `group`. `required`, so that an extension can make `Self` from it,
    /// as it can against UIKit.
    public required init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// The space a section is laid out in: UIKit's `NSCollectionLayoutContainer`.
public struct NSCollectionLayoutContainerValue: Sendable {
    /// The collection view's size.
    public var contentSize: CGSize
    /// The size less the insets.
    public var effectiveContentSize: CGSize
    public var contentInsets: NSDirectionalEdgeInsets
    public var effectiveContentInsets: NSDirectionalEdgeInsets
}

/// What a section provider knows: the container and the traits: UIKit's
/// `NSCollectionLayoutEnvironment`.
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainerValue { get }
    var traitCollection: UITraitCollection { get }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainerValue
    var traitCollection: UITraitCollection
}
