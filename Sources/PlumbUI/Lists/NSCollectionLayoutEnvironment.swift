import Foundation

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
