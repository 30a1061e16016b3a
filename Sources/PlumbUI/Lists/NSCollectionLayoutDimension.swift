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
