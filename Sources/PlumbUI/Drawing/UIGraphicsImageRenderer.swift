public import Foundation
import Raster

/// Options for `UIGraphicsImageRenderer`.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point (default 2).
    public var scale: CGFloat = 2
    /// Whether the image is opaque (Plumb fills an opaque image with white first).
    public var opaque = false
    /// The default format: scale 2, not opaque.
    public init() {}
    /// The default format.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer's block draws into.
public final class UIGraphicsImageRendererContext {
    /// The drawing context.
    public let cgContext: CGContext
    init(_ cg: CGContext) { cgContext = cg }
    /// Fills a rectangle with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// The image drawn so far.
    public var currentImage: UIImage {
        UIImage(bitmap: cgContext.canvas.bitmap, scale: CGFloat(cgContext.canvas.transform.scaleY))
    }
}

/// Draws into an image: UIKit's `UIGraphicsImageRenderer`.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(bounds: card.bounds)
/// let image = renderer.image { _ in card.drawHierarchy(in: card.bounds, afterScreenUpdates: true) }
/// try image.pngData()!.write(to: url)
/// ```
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    /// A renderer for an image of `size` points.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }

    /// A renderer for an image of `bounds` (its origin is the top-left of the image).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with a context and returns what it drew. An invalid size (zero or too
    /// large) gives a 1×1 transparent image and a diagnostic.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let canvas: Canvas
        do {
            canvas = try Canvas(
                width: Double(bounds.width), height: Double(bounds.height), scale: Double(format.scale),
                fill: format.opaque ? Color(white: 255) : .clear)
        } catch {
            LayoutDiagnostics.report(.warning, "UIGraphicsImageRenderer: \(error)")
            let empty = try! Bitmap(width: 1, height: 1, scale: 1)
            return UIImage(bitmap: empty, scale: 1)
        }
        canvas.translateBy(x: Double(-bounds.minX), y: Double(-bounds.minY))
        let cg = CGContext(canvas: canvas)
        cg.imageScale = format.scale
        CGContext.$scoped.withValue(cg) {
            actions(UIGraphicsImageRendererContext(cg))
        }
        return UIImage(bitmap: canvas.bitmap, scale: format.scale)
    }

    /// Runs `actions` and returns the PNG data of what it drew.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
