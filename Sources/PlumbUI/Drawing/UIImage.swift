public import Foundation
package import Raster

/// An image: pixels with a scale, UIKit's `UIImage`.
///
/// ```swift
/// let icon = UIImage(named: "star")                           // star.png / star@2x.png / Assets.xcassets/star.imageset
/// let photo = UIImage(contentsOfFile: "Assets/photo@2x.jpg")  // PNG or JPEG; scale 2 from the file name
/// imageView.image = icon?.withRenderingMode(.alwaysTemplate)  // drawn in the view's tint colour
/// let png = renderer.image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }.pngData()
/// ```
///
/// An image loaded by name keeps its other scale variants in its ``imageAsset``: a view draws
/// the variant for its own display scale, as UIKit does with asset catalogs.
public final class UIImage: Sendable {
    /// The pixels, premultiplied RGBA.
    package let bitmap: Bitmap
    /// Pixels per point.
    public let scale: CGFloat
    /// How the image is drawn: its own colours, or its alpha in the tint colour.
    public let renderingMode: RenderingMode
    /// The insets of a resizable image's fixed corners, in points (zero: not resizable).
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills the space between its caps.
    public let resizingMode: ResizingMode
    /// The variants of the image by scale (images loaded by name or from an asset catalog).
    public let imageAsset: UIImageAsset?
    /// Whether this is the placeholder Plumb draws for an SF Symbol.
    public let isSymbolImage: Bool
    /// The frames of an animated image (``animatedImage(with:duration:)``); `nil` otherwise.
    public let images: [UIImage]?
    /// How long one cycle of an animated image's frames lasts (0 for a still image).
    public let duration: TimeInterval
    /// Whether this is an empty image (``init()``): zero size, drawn as nothing. Its ``bitmap``
    /// is one transparent pixel, because a bitmap has at least one.
    package let isEmpty: Bool
    /// Orientation, mirroring, symbol configuration and baseline (see ImageExtras).
    let extras: ImageExtras
    /// The image's accessibility label and identifier (UIImage+Accessibility.swift).
    let accessibility = ImageAccessibility()

    /// An image of a bitmap at a scale.
    package init(
        bitmap: Bitmap, scale: CGFloat, renderingMode: RenderingMode = .automatic,
        capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile,
        imageAsset: UIImageAsset? = nil, isSymbolImage: Bool = false,
        images: [UIImage]? = nil, duration: TimeInterval = 0, isEmpty: Bool = false,
        extras: ImageExtras = ImageExtras()
    ) {
        self.bitmap = bitmap
        self.extras = extras
        self.isEmpty = isEmpty
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.imageAsset = imageAsset
        self.isSymbolImage = isSymbolImage
        self.images = images
        self.duration = images == nil ? 0 : duration
    }

    /// The same pixels with other drawing settings.
    func with(
        renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
        imageAsset: UIImageAsset?? = nil, extras: ImageExtras? = nil
    ) -> UIImage {
        UIImage(
            bitmap: bitmap, scale: scale, renderingMode: renderingMode ?? self.renderingMode,
            capInsets: capInsets ?? self.capInsets, resizingMode: resizingMode ?? self.resizingMode,
            imageAsset: imageAsset ?? self.imageAsset, isSymbolImage: isSymbolImage,
            images: images, duration: duration, isEmpty: isEmpty, extras: extras ?? self.extras)
    }

    /// An empty image, as UIKit's `UIImage()`: zero size, scale 1, no pixels to draw.
    ///
    /// Apps mostly make one to remove a default drawing: as a navigation bar's `shadowImage`
    /// (with an empty background image) it removes the hairline, in an image view it shows
    /// nothing and gives the view no intrinsic size. ``pngData()`` is `nil`, as on iOS.
    ///
    /// ```swift
    /// navigationBar.setBackgroundImage(UIImage(), for: .default)
    /// navigationBar.shadowImage = UIImage()
    /// ```
    public convenience init() {
        self.init(bitmap: UIImage.emptyPixel, scale: 1, isEmpty: true)
    }

    /// The one transparent pixel behind every empty image.
    private static let emptyPixel = try! Bitmap(width: 1, height: 1, scale: 1)

    /// Loads a PNG or JPEG file; the scale comes from an `@2x`/`@3x` suffix of the name (1
    /// otherwise). Returns `nil` for a missing or invalid file (the reason, naming the file,
    /// goes to ``LayoutDiagnostics``).
    public convenience init?(contentsOfFile path: String) {
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        do {
            let image = try ImageFile.decode(contentsOf: path)
            self.init(bitmap: try Bitmap(image, scale: Double(scale)), scale: scale)
        } catch {
            LayoutDiagnostics.report(.warning, "UIImage(contentsOfFile: \(path)): \(error)")
            return nil
        }
    }

    /// Decodes PNG or JPEG data at a scale; `nil` for invalid data.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        do {
            let image = try ImageFile.decode([UInt8](data), path: "<data>")
            self.init(bitmap: try Bitmap(image, scale: Double(scale)), scale: scale)
        } catch {
            LayoutDiagnostics.report(.warning, "UIImage(data:): \(error)")
            return nil
        }
    }

    /// The size in points (pixels ÷ scale).
    public var size: CGSize {
        if isEmpty { return .zero }
        return CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// The image encoded as PNG (with Plumb's fixed encoder settings), or `nil` on failure.
    public func pngData() -> Data? {
        guard !isEmpty, let bytes = try? PNGEncoder().encode(bitmap) else { return nil }
        return Data(bytes)
    }

    /// The image encoded as JPEG, or `nil` for an empty image (as on iOS) or a failure
    /// (reported on ``LayoutDiagnostics``).
    ///
    /// - Parameter compressionQuality: 0 (smallest) ... 1 (best); Plumb maps it to libjpeg's
    ///   quality `1 + round(99 × q)` (an estimate: Apple's encoder and its mapping are not
    ///   documented, so the bytes differ from iOS's; the image is the same to the eye).
    ///
    /// JPEG has no alpha: transparent pixels become black, as on iOS. Plumb's encoder has fixed
    /// settings (baseline, 4:2:0, integer DCT, libjpeg-turbo), so the same image gives the same
    /// bytes on every machine with the same libjpeg-turbo.
    ///
    /// ```swift
    /// let upload = photo.jpegData(compressionQuality: 0.8)
    /// ```
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard !isEmpty else { return nil }
        let q = compressionQuality.isFinite ? min(1, max(0, compressionQuality)) : 1
        do {
            return Data(try JPEGEncoder(quality: 1 + Int((99 * q).rounded())).encode(bitmap))
        } catch {
            LayoutDiagnostics.report(.warning, "UIImage.jpegData(compressionQuality: \(compressionQuality)): \(error)")
            return nil
        }
    }
}

extension UIView {
    /// Draws the view and its subviews into the current context (a renderer's block), scaled to
    /// fill `rect`. Lays the tree out first if it needs it. Returns `false` when there is no
    /// current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = CGContext.current else { return false }
        layoutIfNeeded()
        let canvas = ctx.canvas
        canvas.saveState()
        canvas.translateBy(x: Double(rect.minX), y: Double(rect.minY))
        if bounds.width > 0, bounds.height > 0 {
            canvas.scaleBy(x: Double(rect.width / bounds.width), y: Double(rect.height / bounds.height))
        }
        ViewRenderer.draw(self, in: canvas, overlays: [], isRoot: true)
        canvas.restoreState()
        return true
    }
}
