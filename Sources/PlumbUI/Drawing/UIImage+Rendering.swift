import Foundation
import Raster

extension UIImage {
    /// How an image is drawn: UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// The context decides (bars and buttons' system images: template; image views: original).
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal = 1
        /// The image's alpha in the tint colour.
        case alwaysTemplate = 2
    }

    /// How a resizable image fills the space between its caps: UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        /// Repeats the middle parts.
        case tile = 0
        /// Stretches the middle parts.
        case stretch = 1
    }

    /// The same image drawn in another mode.
    ///
    /// ```swift
    /// imageView.image = UIImage(named: "heart")?.withRenderingMode(.alwaysTemplate)
    /// imageView.tintColor = .systemPink
    /// ```
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        with(renderingMode: renderingMode)
    }

    /// The image in a colour, keeping its rendering mode (UIKit: "The new image uses the same
    /// rendering mode as the original image"); see ``withTintColor(_:renderingMode:)``.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The image in a colour, with a rendering mode (iOS 13).
    ///
    /// As UIKit documents it: for a bitmap image the colour fills the image's shape (its alpha:
    /// "draws the background tint color followed by the image contents using the destinationIn
    /// mode"), and the result draws that way unless its mode makes it a template, which a view
    /// tints again (`.alwaysTemplate`; `.automatic` in a system button or bar). A symbol image
    /// "always uses the specified tint color": Plumb gives it `.alwaysOriginal` unless
    /// `.alwaysTemplate` is asked for. Cap insets and resizing mode are kept.
    ///
    /// ```swift
    /// let warning = UIImage(named: "alert")?.withTintColor(.systemRed, renderingMode: .alwaysOriginal)
    /// button.setImage(warning, for: .normal)   // red, whatever the button's tint
    /// ```
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let mode: RenderingMode = isSymbolImage && renderingMode != .alwaysTemplate ? .alwaysOriginal : renderingMode
        return templateTinted(color).with(renderingMode: mode, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// A resizable image whose corners (the cap insets, in points) stay as they are while the
    /// edges and middle tile to fill (UIKit's default resizing mode for this method).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable image with a resizing mode ("nine-slice"): the four corners keep their size,
    /// the top and bottom edges fill horizontally, the left and right edges vertically, the
    /// middle both ways.
    ///
    /// ```swift
    /// let bubble = UIImage(named: "bubble")!.resizableImage(withCapInsets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16),
    ///                                                       resizingMode: .stretch)
    /// ```
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        with(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// Draws the image into the current context, filling `rect` (nine-slice for a resizable image).
    public func draw(in rect: CGRect) {
        guard let context = CGContext.current else { return }
        draw(in: rect, canvas: context.canvas, tint: nil)
    }

    /// Draws the image at its size with its top-left at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image into `rect` on a canvas: tinted when it is a template (`tint` given),
    /// sliced when it has cap insets.
    /// A symbol whose configuration has a hierarchical or palette colour is drawn in it.
    func draw(in rect: CGRect, canvas: Canvas, tint: UIColor?) {
        let color = (isSymbolImage ? extras.symbolConfiguration?.placeholderColor : nil) ?? tint
        let source =
            (renderingMode == .alwaysTemplate || (isSymbolImage && renderingMode != .alwaysOriginal))
            ? color.map { templateTinted($0) } ?? self : self
        if capInsets == .zero {
            canvas.draw(source.bitmap, in: rect.raster, interpolation: .bilinear)
        } else {
            NineSlice.draw(source.bitmap, scale: scale, caps: capInsets, mode: resizingMode, in: rect, canvas: canvas)
        }
    }
}

/// Draws a resizable image in nine pieces.
enum NineSlice {
    /// The source rectangle of each piece in pixels and its destination in points.
    struct Piece: Equatable {
        var source: (x: Int, y: Int, width: Int, height: Int)
        var destination: CGRect
        /// Whether the piece repeats (a middle part in tile mode) rather than stretching.
        var tiles: Bool

        static func == (a: Piece, b: Piece) -> Bool {
            a.source == b.source && a.destination == b.destination && a.tiles == b.tiles
        }
    }

    /// The pieces for a bitmap with caps drawn into `rect`. Caps larger than the image or the
    /// rectangle are shrunk proportionally.
    static func pieces(
        width: Int, height: Int, scale: CGFloat, caps: UIEdgeInsets, mode: UIImage.ResizingMode,
        in rect: CGRect
    ) -> [Piece] {
        // Caps beyond the image are shrunk below, so clamping absurd (or non-finite) ones first changes nothing.
        func px(_ v: CGFloat) -> Int { let p = (v * scale).rounded(); return p.isNaN ? 0 : Int(min(max(p, -1e9), 1e9)) }
        var l = max(0, px(caps.left)), r = max(0, px(caps.right)), t = max(0, px(caps.top)), b = max(0, px(caps.bottom))
        if l + r > width { let k = Double(width) / Double(l + r); l = Int(Double(l) * k); r = width - l }
        if t + b > height { let k = Double(height) / Double(t + b); t = Int(Double(t) * k); b = height - t }
        var L = CGFloat(l) / scale, R = CGFloat(r) / scale, T = CGFloat(t) / scale, B = CGFloat(b) / scale
        if L + R > rect.width, L + R > 0 { let k = rect.width / (L + R); L *= k; R *= k }
        if T + B > rect.height, T + B > 0 { let k = rect.height / (T + B); T *= k; B *= k }
        let xs = [
            (0, l, rect.minX, L), (l, width - l - r, rect.minX + L, rect.width - L - R),
            (width - r, r, rect.maxX - R, R),
        ]
        let ys = [
            (0, t, rect.minY, T), (t, height - t - b, rect.minY + T, rect.height - T - B),
            (height - b, b, rect.maxY - B, B),
        ]
        var result: [Piece] = []
        for (j, y) in ys.enumerated() where y.1 > 0 && y.3 > 0 {
            for (i, x) in xs.enumerated() where x.1 > 0 && x.3 > 0 {
                result.append(
                    Piece(
                        source: (x.0, y.0, x.1, y.1),
                        destination: CGRect(x: x.2, y: y.2, width: x.3, height: y.3),
                        tiles: mode == .tile && (i == 1 || j == 1)))
            }
        }
        return result
    }

    static func draw(
        _ bitmap: Bitmap, scale: CGFloat, caps: UIEdgeInsets, mode: UIImage.ResizingMode, in rect: CGRect,
        canvas: Canvas
    ) {
        for piece in pieces(width: bitmap.width, height: bitmap.height, scale: scale, caps: caps, mode: mode, in: rect)
        {
            guard let crop = bitmap.cropped(piece.source) else { continue }
            if !piece.tiles {
                canvas.draw(crop, in: piece.destination.raster, interpolation: .bilinear)
                continue
            }
            // Tiles at the image's own size, from the piece's top-left, clipped to the piece.
            let tileW = CGFloat(piece.source.width) / scale, tileH = CGFloat(piece.source.height) / scale
            canvas.saveState()
            canvas.clip(to: piece.destination.raster)
            var y = piece.destination.minY
            while y < piece.destination.maxY - 0.0001 {
                var x = piece.destination.minX
                while x < piece.destination.maxX - 0.0001 {
                    canvas.draw(
                        crop, in: CGRect(x: x, y: y, width: tileW, height: tileH).raster, interpolation: .bilinear)
                    x += tileW
                }
                y += tileH
            }
            canvas.restoreState()
        }
    }
}

extension Bitmap {
    /// A rectangle of the bitmap's pixels as its own bitmap (`nil` if empty or outside).
    func cropped(_ r: (x: Int, y: Int, width: Int, height: Int)) -> Bitmap? {
        guard r.width > 0, r.height > 0, r.x >= 0, r.y >= 0, r.x + r.width <= width, r.y + r.height <= height else {
            return nil
        }
        var px = [UInt8](repeating: 0, count: r.width * r.height * 4)
        for row in 0..<r.height {
            let src = ((r.y + row) * width + r.x) * 4
            px.replaceSubrange(row * r.width * 4..<(row + 1) * r.width * 4, with: pixels[src..<src + r.width * 4])
        }
        return try? Bitmap(width: r.width, height: r.height, scale: scale, premultipliedPixels: px)
    }
}
