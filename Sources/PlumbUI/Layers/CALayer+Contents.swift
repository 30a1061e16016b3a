import Foundation
import Raster

/// How a layer places its `contents` in its bounds: Core Animation's `CALayerContentsGravity`
/// (raw values are Core Animation's strings).
///
/// The vertical names follow Core Animation's y axis, which points up in its naming: as Apple's
/// `contentsGravity` documentation warns, they depend on `contentsAreFlipped()`, which is
/// `false` for UIKit's layers, whose y axis points down. So on iOS, and in Plumb, `.top` puts
/// the image at the visual bottom of the layer and `.bottom` at the visual top (`.topLeft` at
/// the bottom left, and so on), while `.left` and `.right` are what they say. (A UIKit port on
/// flipped layers had to map `UIView.ContentMode.top` to `.bottom` for this reason: Chameleon,
/// issue 45. Not checked on a device: an estimate from Apple's note.)
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred, at its own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred horizontally at the edge Core Animation calls top: the visual bottom in UIKit.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred horizontally at the edge Core Animation calls bottom: the visual top in UIKit.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred vertically at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred vertically at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the corner Core Animation calls top left: the visual bottom left in UIKit.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the corner Core Animation calls top right: the visual bottom right in UIKit.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the corner Core Animation calls bottom left: the visual top left in UIKit.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the corner Core Animation calls bottom right: the visual top right in UIKit.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio, centred (the overflow shows unless
    /// the layer masks to its bounds).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// How a layer's contents are resampled: Core Animation's `CALayerContentsFilter`.
///
/// Where Plumb differs: `.linear` and `.trilinear` both resample bilinearly with 8-bit weights
/// (Plumb has no mipmaps, so an image drawn at less than half its size skips pixels); `.nearest`
/// takes the nearest pixel.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Bilinear (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: hard pixel edges (pixel art, QR codes).
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Bilinear between mipmap levels (drawn as `.linear` by Plumb).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The pixel format of a layer's backing store: Core Animation's `CALayerContentsFormat`
/// (kept; Plumb's backing stores are 8-bit RGBA).
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// 8 bits per RGBA component (the default).
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// 16-bit float RGBA.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// 8-bit grey.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}

extension CALayer {
    /// Reports contents the renderer cannot draw.
    func reportUnusableContents() {
        guard let contents, !(contents is CGImage) else { return }
        let hint = contents is UIImage ? " (a UIImage draws nothing on iOS either: assign image.cgImage)" : ""
        LayoutDiagnostics.report(
            .warning,
            "\(typeName(self)).contents is a \(type(of: contents)), not a CGImage; "
                + "nothing is drawn\(hint)")
    }

    /// The bounds' size changed: lay the sublayers out again, and display again if asked.
    func boundsSizeDidChange() {
        _needsLayout = true
        if needsDisplayOnBoundsChange { _needsDisplay = true }
    }

    // MARK: Rendering

    /// Draws the layer and its sublayers into a context, at the context's origin: Core
    /// Animation's `render(in:)`, used with an image context to snapshot a layer.
    ///
    /// ```swift
    /// UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 0)
    /// view.layer.render(in: UIGraphicsGetCurrentContext()!)
    /// let snapshot = UIGraphicsGetImageFromCurrentImageContext()
    /// UIGraphicsEndImageContext()
    /// ```
    ///
    /// Where Plumb differs: the layer is drawn with its transform (Core Animation's
    /// `render(in:)` ignores the layer's own transform, an estimate).
    public func render(in ctx: CGContext) {
        let canvas = ctx.canvas
        canvas.saveState()
        if let view = owningView {
            view.layoutIfNeeded()
            ViewRenderer.draw(view, in: canvas, overlays: [], isRoot: true)
        } else {
            let f = untransformedFrame
            canvas.translateBy(x: Double(-f.minX), y: Double(-f.minY))
            ViewRenderer.drawLayer(self, traits: .current, in: canvas, overlays: [])
        }
        canvas.restoreState()
    }
}

/// State shared between `CALayer.display()` and the delegate protocol's default `display(_:)`.
@MainActor
enum LayerDisplay {
    /// Set by the delegate protocol's default `display(_:)`: the delegate has none of its own.
    static var delegateDisplayIsDefault = false
}
