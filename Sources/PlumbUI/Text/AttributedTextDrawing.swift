import Foundation
import Raster
import Typesetting

/// Draws laid-out styled text into a canvas: backgrounds, shadows, glyphs in each run's colour,
/// underlines, strikethroughs and attachments, in that order (TextKit's: backgrounds under the
/// glyphs, decorations over them).
enum AttributedTextDrawing {
    /// Options shared by the views that draw text.
    struct Options {
        /// Whether the text is drawn enabled (a disabled label draws at half opacity).
        var isEnabled = true
        /// A colour every glyph is drawn in instead of its run's (a highlighted label).
        var overrideColor: UIColor? = nil
        /// A shadow under every glyph (UILabel's `shadowColor`/`shadowOffset`).
        var shadow: (offset: CGSize, color: UIColor)? = nil
        /// Where the text is clipped, in the canvas's points (`draw(in:)` of a string; views are
        /// clipped by the renderer).
        var clip: CGRect? = nil
    }

    /// Draws `layout` with its top-left at `origin` (rounded to the pixel grid vertically by the caller).
    ///
    /// - Parameter styles: each style index's drawing; `nil` for plain text in `plainColor`.
    static func draw(
        _ layout: TextLayout, styles: [DrawStyle]?, plainColor: UIColor, at origin: CGPoint,
        in canvas: Canvas, options: Options, owner: @autoclosure () -> String
    ) {
        let scale = canvas.transform.scaleY
        let intScale = max(1, min(4, Int(scale.rounded())))
        let images: [StyledGlyphImage]
        do {
            images = try Typesetter.styledGlyphImages(for: layout, at: .zero, scale: intScale)
        } catch {
            LayoutDiagnostics.report(.warning, "\(owner()): glyphs could not be rendered (\(error))")
            return
        }
        canvas.saveState()
        if let clip = options.clip { canvas.clip(to: clip.raster) }
        let at = Point(x: Double(origin.x), y: Double(origin.y))
        func faded(_ c: Color) -> Color { options.isEnabled ? c : c.withAlpha(UInt8(Int(c.alpha) / 2)) }
        func styleColor(_ s: Int) -> Color {
            if let o = options.overrideColor { return faded(o.rasterColor) }
            guard let styles, styles.indices.contains(s) else { return faded(plainColor.rasterColor) }
            return faded(styles[s].color.rasterColor)
        }
        if let styles { drawBackgrounds(layout, styles: styles, at: origin, in: canvas, faded: faded) }
        // Shadows: the label's, then each run's NSShadow (unblurred copies of the glyphs).
        if let shadow = options.shadow {
            let c = faded(shadow.color.rasterColor)
            let p = Point(x: at.x + Double(shadow.offset.width), y: at.y + Double(shadow.offset.height))
            for g in images { if case .coverage(let m) = g.image { canvas.draw(m, color: c, at: p) } }
        }
        if let styles {
            for g in images {
                guard styles.indices.contains(g.style), let shadow = styles[g.style].shadow,
                    case .coverage(let m) = g.image
                else { continue }
                canvas.draw(
                    m, color: faded(shadow.color.rasterColor),
                    at: Point(x: at.x + Double(shadow.offset.width), y: at.y + Double(shadow.offset.height)))
            }
        }
        for g in images {
            switch g.image {
            case .coverage(let mask): canvas.draw(mask, color: styleColor(g.style), at: at)
            // Emoji keep their colours; disabled text fades them like the rest.
            case .color(let emoji): canvas.draw(emoji, opacity: options.isEnabled ? 255 : 127, at: at)
            }
        }
        if let styles {
            drawDecorations(
                layout, styles: styles, at: origin, in: canvas, override: options.overrideColor, faded: faded)
            drawAttachments(layout, styles: styles, at: origin, in: canvas)
        }
        canvas.restoreState()
    }

    /// Each run's box on its line: x from the run's pen position, the line's full height.
    static func runBox(_ line: TextLine, _ run: GlyphRun, at origin: CGPoint) -> CGRect {
        let x = Double(origin.x) + Double(line.originX26 + Int64(run.x26)) / 64
        return CGRect(
            x: x, y: Double(origin.y) + Double(line.rect.minY), width: Double(run.width26) / 64,
            height: Double(line.rect.height))
    }

    private static func drawBackgrounds(
        _ layout: TextLayout, styles: [DrawStyle], at origin: CGPoint, in canvas: Canvas,
        faded: (Color) -> Color
    ) {
        for line in layout.lines {
            for run in line.runs where styles.indices.contains(run.style) {
                guard let bg = styles[run.style].background else { continue }
                canvas.fill(runBox(line, run, at: origin).raster, color: faded(bg.rasterColor))
            }
        }
    }

    private static func drawDecorations(
        _ layout: TextLayout, styles: [DrawStyle], at origin: CGPoint, in canvas: Canvas,
        override: UIColor?, faded: (Color) -> Color
    ) {
        for line in layout.lines {
            let baseline = Double(origin.y) + line.baseline
            for run in line.runs where styles.indices.contains(run.style) && !run.isEllipsis {
                let style = styles[run.style]
                guard !style.underline.isEmpty || !style.strikethrough.isEmpty,
                    let metrics = try? style.font.font.decorationMetrics()
                else { continue }
                let box = runBox(line, run, at: origin)
                let raise = Double(run.yOffsets.first ?? 0) / 64  // a baseline offset moves its lines too
                if !style.underline.isEmpty {
                    let color = faded((override ?? style.underlineColor ?? style.color).rasterColor)
                    let top = baseline - raise - metrics.underlinePosition
                    stroke(
                        style.underline, top: top, thickness: metrics.underlineThickness, box: box, color: color,
                        in: canvas)
                }
                if !style.strikethrough.isEmpty {
                    let color = faded((override ?? style.strikethroughColor ?? style.color).rasterColor)
                    let top = baseline - raise - metrics.strikeoutPosition
                    stroke(
                        style.strikethrough, top: top, thickness: metrics.strikeoutThickness, box: box, color: color,
                        in: canvas)
                }
            }
        }
    }

    /// One decoration line (two for `.double`, twice as thick for `.thick`); patterns are drawn solid.
    private static func stroke(
        _ style: NSUnderlineStyle, top: Double, thickness: Double, box: CGRect, color: Color,
        in canvas: Canvas
    ) {
        let t = style.contains(.thick) ? thickness * 2 : thickness
        canvas.fill(Rect(x: Double(box.minX), y: top, width: Double(box.width), height: t), color: color)
        if style.rawValue & 0x0F == NSUnderlineStyle.double.rawValue {
            canvas.fill(Rect(x: Double(box.minX), y: top + 2 * t, width: Double(box.width), height: t), color: color)
        }
    }

    private static func drawAttachments(
        _ layout: TextLayout, styles: [DrawStyle], at origin: CGPoint, in canvas: Canvas
    ) {
        for line in layout.lines {
            let baseline = Double(origin.y) + line.baseline
            for run in line.runs where run.isAttachment && styles.indices.contains(run.style) {
                guard let attachment = styles[run.style].attachment, let image = attachment.image else { continue }
                let b = attachment.layoutBounds
                let box = runBox(line, run, at: origin)
                // One image per attachment character of the run.
                // At most one per character of the run: a tiny or non-finite bounds width must not overflow or spin.
                let ratio = (Double(box.width) / max(Double(b.width), 0.001)).rounded()
                let count = ratio.isNaN ? 1 : Int(min(max(ratio, 1), Double(max(1, run.textRange.count))))
                for i in 0..<count {
                    let rect = CGRect(
                        x: box.minX + CGFloat(i) * b.width, y: CGFloat(baseline) - b.minY - b.height,
                        width: b.width, height: b.height)
                    canvas.draw(image.bitmap, in: rect.raster, interpolation: .bilinear)
                }
            }
        }
    }
}
