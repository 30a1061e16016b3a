import Foundation

/// Where a supplementary item sits around its container: UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
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
