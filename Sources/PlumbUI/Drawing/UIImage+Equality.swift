import Foundation
import Raster

/// Images compare by what they draw, as UIKit's `isEqual(_:)` ("the only reliable way to
/// determine whether two images contain the same image data", Apple's `UIImage` documentation):
/// the same pixels at the same scale, drawn the same way (rendering mode, caps, resizing,
/// mirroring in right-to-left layouts). On iOS
/// `UIImage` is an `NSObject`, so it is `Hashable` and can sit in the `Hashable` items of a
/// diffable data source or a content configuration.
///
/// Where Plumb differs: SF Symbol placeholders all draw the same box, so two symbols of the same
/// size compare equal.
extension UIImage: Hashable {
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        if lhs === rhs { return true }
        return lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode && lhs.capInsets == rhs.capInsets
            && lhs.resizingMode == rhs.resizingMode && lhs.isSymbolImage == rhs.isSymbolImage
            && lhs.duration == rhs.duration && lhs.images == rhs.images && lhs.isEmpty == rhs.isEmpty
            && lhs.extras.flipsForRightToLeft == rhs.extras.flipsForRightToLeft
            && lhs.bitmap == rhs.bitmap
    }

    /// The size, scale and drawing mode (the pixels decide equality, not the hash).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bitmap.width)
        hasher.combine(bitmap.height)
        hasher.combine(scale)
        hasher.combine(renderingMode)
    }
}
