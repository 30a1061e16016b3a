import Foundation
import Raster

/// What an image carries besides its pixels and drawing mode.
package struct ImageExtras: Sendable {
    /// How the stored pixels are turned for display (`bitmap` is already turned).
    var orientation: UIImage.Orientation = .up
    /// The stored, unturned pixels (`cgImage`) when the orientation is not `.up`.
    var source: CGImage?
    /// Whether the image is mirrored in a right-to-left environment.
    var flipsForRightToLeft = false
    /// A symbol image's configuration.
    var symbolConfiguration: UIImage.SymbolConfiguration?
    /// The baseline's distance from the bottom, in points (`nil`: no baseline).
    var baselineOffsetFromBottom: CGFloat?

    package init() {}
}

extension UIImage {
    /// How an image's stored pixels are turned for display: UIKit's `UIImage.Orientation` (raw
    /// values are UIKit's; the EXIF orientation of each case is in its documentation).
    public enum Orientation: Int, Sendable, CaseIterable {
        /// As stored (EXIF 1).
        case up = 0
        /// Turned 180° (EXIF 3).
        case down = 1
        /// The stored pixels are turned 90° counterclockwise to display them (EXIF 8).
        case left = 2
        /// The stored pixels are turned 90° clockwise to display them: a portrait photo from an
        /// iPhone's camera (EXIF 6).
        case right = 3
        /// Mirrored left to right (EXIF 2).
        case upMirrored = 4
        /// Mirrored top to bottom (EXIF 4).
        case downMirrored = 5
        /// Mirrored across the top-left to bottom-right diagonal (EXIF 5).
        case leftMirrored = 6
        /// Mirrored across the other diagonal (EXIF 7).
        case rightMirrored = 7

        /// Whether the displayed image is the stored one's width and height swapped.
        var swapsSides: Bool { self == .left || self == .right || self == .leftMirrored || self == .rightMirrored }

        /// The same orientation mirrored left to right on screen.
        var horizontallyFlipped: Orientation {
            switch self {
            case .up: .upMirrored
            case .upMirrored: .up
            case .down: .downMirrored
            case .downMirrored: .down
            case .left: .rightMirrored
            case .rightMirrored: .left
            case .right: .leftMirrored
            case .leftMirrored: .right
            }
        }
    }

    /// The image's pixels as a `CGImage` (`nil` for an empty image, as UIKit's `UIImage()`
    /// has none). For an image made with an orientation, these are the stored pixels, before
    /// the orientation turns them; a scale is not part of a `CGImage`.
    ///
    /// ```swift
    /// avatarLayer.contents = UIImage(named: "avatar")?.cgImage
    /// ```
    public var cgImage: CGImage? {
        if isEmpty { return nil }
        return extras.source ?? CGImage(bitmap: bitmap)
    }

    /// How the stored pixels are turned for display (`.up` unless made with
    /// ``init(cgImage:scale:orientation:)``).
    public var imageOrientation: Orientation { extras.orientation }

    /// An image of a `CGImage` at scale 1, `.up`.
    ///
    /// ```swift
    /// let image = UIImage(cgImage: sprites.cropping(to: frame)!)
    /// ```
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of a `CGImage` at a scale, turned by an orientation: its ``size`` is the
    /// pixels' (with the sides swapped for `.left`, `.right` and their mirrors) divided by the
    /// scale, and it draws turned, as UIKit draws it. A scale that is not positive and finite is
    /// taken as 1.
    ///
    /// ```swift
    /// let portrait = UIImage(cgImage: photo, scale: 3, orientation: .right)   // stored landscape
    /// ```
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        var extras = ImageExtras()
        extras.orientation = orientation
        extras.source = orientation == .up ? nil : cgImage
        let pixels = orientation == .up ? cgImage.bitmap : cgImage.bitmap.oriented(orientation)
        self.init(bitmap: pixels.rescaled(Double(s)), scale: s, extras: extras)
    }

    /// The image with its orientation mirrored left to right (`.up` becomes `.upMirrored`):
    /// UIKit's `withHorizontallyFlippedOrientation()`.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        guard let cg = cgImage else { return self }
        let image = UIImage(cgImage: cg, scale: scale, orientation: imageOrientation.horizontallyFlipped)
        var extras = image.extras
        extras.flipsForRightToLeft = self.extras.flipsForRightToLeft
        extras.symbolConfiguration = self.extras.symbolConfiguration
        extras.baselineOffsetFromBottom = self.extras.baselineOffsetFromBottom
        return UIImage(
            bitmap: image.bitmap, scale: scale, renderingMode: renderingMode, capInsets: capInsets,
            resizingMode: resizingMode, isSymbolImage: isSymbolImage, extras: extras)
    }

    // MARK: Right to left

    /// Whether the image is drawn mirrored in a right-to-left environment (an image view or
    /// button whose trait collection's `layoutDirection` is `.rightToLeft`).
    public var flipsForRightToLeftLayoutDirection: Bool { extras.flipsForRightToLeft }

    /// The same image, mirrored when it is drawn in a right-to-left environment: for arrows and
    /// other images that point along the reading direction.
    ///
    /// ```swift
    /// backButton.setImage(UIImage(named: "chevron.back")?.imageFlippedForRightToLeftLayoutDirection(), for: .normal)
    /// ```
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        var e = extras
        e.flipsForRightToLeft = true
        return with(extras: e)
    }

    /// The image to draw in an environment: mirrored left to right when it flips for
    /// right-to-left and the traits are right-to-left.
    func mirroredIfRightToLeft(_ traits: UITraitCollection) -> UIImage {
        guard extras.flipsForRightToLeft, traits.layoutDirection == .rightToLeft, !isEmpty else { return self }
        return UIImage(
            bitmap: bitmap.oriented(.upMirrored), scale: scale, renderingMode: renderingMode, capInsets: capInsets,
            resizingMode: resizingMode, imageAsset: imageAsset, isSymbolImage: isSymbolImage,
            images: images, duration: duration, isEmpty: isEmpty, extras: extras)
    }

    // MARK: Baselines

    /// The baseline's distance from the bottom of the image, in points, or `nil` when the image
    /// has none (set one with ``withBaselineOffset(fromBottom:)``).
    public var baselineOffsetFromBottom: CGFloat? { extras.baselineOffsetFromBottom }

    /// Whether the image has a baseline.
    public var hasBaseline: Bool { extras.baselineOffsetFromBottom != nil }

    /// The same image with a baseline `baselineOffset` points above its bottom (kept with the
    /// image; Plumb's image views do not align to it).
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        var e = extras
        e.baselineOffsetFromBottom = baselineOffset.isFinite ? baselineOffset : nil
        return with(extras: e)
    }

    /// The same image without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        var e = extras
        e.baselineOffsetFromBottom = nil
        return with(extras: e)
    }
}

extension Bitmap {
    /// The bitmap turned for display by an orientation (see `UIImage.Orientation`).
    func oriented(_ o: UIImage.Orientation) -> Bitmap {
        let w = width, h = height
        let (dw, dh) = o.swapsSides ? (h, w) : (w, h)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        pixels.withUnsafeBufferPointer { src in
            for y in 0..<dh {
                for x in 0..<dw {
                    let (sx, sy): (Int, Int)
                    switch o {
                    case .up: (sx, sy) = (x, y)
                    case .upMirrored: (sx, sy) = (w - 1 - x, y)
                    case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                    case .downMirrored: (sx, sy) = (x, h - 1 - y)
                    case .right: (sx, sy) = (y, h - 1 - x)
                    case .left: (sx, sy) = (w - 1 - y, x)
                    case .leftMirrored: (sx, sy) = (y, x)
                    case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                    }
                    let s = (sy * w + sx) * 4, d = (y * dw + x) * 4
                    out[d] = src[s]; out[d + 1] = src[s + 1]; out[d + 2] = src[s + 2]; out[d + 3] = src[s + 3]
                }
            }
        }
        return (try? Bitmap(width: dw, height: dh, scale: scale, premultipliedPixels: out)) ?? self
    }

    /// The same pixels with another scale.
    func rescaled(_ s: Double) -> Bitmap {
        guard s != scale else { return self }
        return (try? Bitmap(width: width, height: height, scale: s, premultipliedPixels: pixels)) ?? self
    }
}
