import Foundation

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
