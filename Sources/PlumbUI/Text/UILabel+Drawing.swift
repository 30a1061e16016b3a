import Foundation
import Raster
import Typesetting

/// How a single-line label whose font shrank to fit places its text vertically: UIKit's
/// `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The baseline stays where the full-size text's baseline would be.
    case alignBaselines = 0
    /// The shrunk text is centred.
    case alignCenters = 1
    /// The shrunk text's top is where the full-size text's top would be.
    case none = 2
}

extension UILabel {
    /// The text rectangle UIKit's base `textRect(forBounds:limitedToNumberOfLines:)` returns:
    /// the laid-out text's size, rounded up to the pixel, at the bounds' origin (no taller
    /// than the bounds).
    func baseTextRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        let width: Double? =
            bounds.width.isFinite && bounds.width > 0 && bounds.width < 1e7 ? Double(bounds.width) : nil
        let limit = lines == numberOfLines ? numberOfLines : max(0, lines)
        if width == nil, limit == 1, let measured = singleLineSize() {
            let size = CGSize(width: ceilToPixel(measured.width), height: ceilToPixel(measured.height))
            return CGRect(
                origin: bounds.origin, size: CGSize(width: size.width, height: min(size.height, max(0, bounds.height))))
        }
        let layout =
            lines == numberOfLines
            ? textLayout(width: width)
            : textLayout(width: width, exactLines: max(0, lines))
        guard let layout else { return CGRect(origin: bounds.origin, size: .zero) }
        let size = CGSize(width: ceilToPixel(layout.size.width), height: ceilToPixel(layout.size.height))
        return CGRect(
            origin: bounds.origin, size: CGSize(width: size.width, height: min(size.height, max(0, bounds.height))))
    }

    /// Styled text for the label: its attributed text, or its plain text in its font, with the
    /// font scaled and letters tightened for fitting.
    func styledText(fontScale: Double, tightening: Double) -> StyledText {
        var text = layoutSource().text
        if fontScale != 1 || tightening != 0 {
            for i in text.styles.indices {
                text.styles[i].font = text.styles[i].font.withSize(text.styles[i].font.size * fontScale)
                text.styles[i].kern -= tightening
            }
        }
        return text
    }

    /// The attributed text (or the plain text) converted for layout, built once per change.
    func layoutSource() -> AttributedLayoutSource {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let attributedSource, attributedSourceIsRTL == rtl { return attributedSource }
        let defaults = TextDefaults(
            font: font, color: textColor, alignment: textAlignment,
            naturalAlignment: rtl ? .right : .left,
            linkColor: .link, underlinesLinks: true, owner: itemDescription)
        let source = AttributedLayoutSource(
            storedAttributedText ?? NSAttributedString(string: text ?? ""), defaults: defaults)
        attributedSource = source
        attributedSourceIsRTL = rtl
        return source
    }

    /// Sets an attribute over the whole attributed text (setting `font` or `textColor` does).
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let stored = storedAttributedText, stored.length > 0 else { return }
        let copy = NSMutableAttributedString(attributedString: stored)
        copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
        storedAttributedText = copy
    }

    /// The font scale and tightening that make the text fit `rect`, per
    /// `adjustsFontSizeToFitWidth`, `minimumScaleFactor` and `allowsDefaultTighteningForTruncation`.
    func fitting(in rect: CGRect) -> (scale: Double, tightening: Double) {
        let width = Double(rect.width)
        guard width > 0, let full = textLayout(width: width) else { return (1, 0) }
        func fits(_ layout: TextLayout) -> Bool {
            !layout.isTruncated && (numberOfLines == 1 || Double(layout.size.height) <= Double(rect.height) + 0.001)
        }
        if fits(full) { return (1, 0) }
        // Tightening first (UIKit tightens before it truncates): up to 5% of the point size
        // between letters (estimate: UIKit's limit is not documented).
        if allowsDefaultTighteningForTruncation {
            let limit = Double(font.pointSize) * 0.05
            for step in 1...4 {
                let t = limit * Double(step) / 4
                if let l = textLayout(width: width, fontScale: 1, tightening: t), fits(l) { return (1, t) }
            }
        }
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1 else { return (1, 0) }
        // The largest size (in 1/4-point steps, a deterministic search) that fits.
        let size = Double(font.pointSize)
        let smallest = max(1, size * Double(minimumScaleFactor))
        var lo = smallest, hi = size
        if let l = textLayout(width: width, fontScale: lo / size), !fits(l) { return (lo / size, 0) }
        while hi - lo > 0.25 {
            let mid = ((lo + hi) / 2 * 4).rounded(.down) / 4
            if mid <= lo { break }
            if let l = textLayout(width: width, fontScale: mid / size), fits(l) { lo = mid } else { hi = mid }
        }
        return (lo / size, 0)
    }

    /// The base `drawText(in:)`: lays the text out at the rectangle's width (shrunk or
    /// tightened to fit when asked), keeps the lines that fit its height, centres them
    /// vertically on the pixel grid and draws them (the renderer clips them to the bounds).
    func renderText(in rect: CGRect) {
        guard let context = CGContext.current, rect.width > 0 else { return }
        let canvas = context.canvas
        let width = Double(rect.width)
        let fit =
            adjustsFontSizeToFitWidth || allowsDefaultTighteningForTruncation
            ? fitting(in: rect) : (scale: 1.0, tightening: 0.0)
        guard let first = textLayout(width: width, fontScale: fit.scale, tightening: fit.tightening),
            !first.lines.isEmpty
        else { return }
        var layout = first
        let height = Double(rect.height)
        if layout.size.height > height + 0.001, let bottom = layout.lines.first?.rect.maxY, bottom > 0 {
            // The lines whose boxes fit (at least one).
            let fitCount = max(1, layout.lines.filter { Double($0.rect.maxY) <= height + 0.001 }.count)
            if fitCount < layout.lines.count,
                let shorter = textLayout(
                    width: width, maxLines: fitCount, fontScale: fit.scale, tightening: fit.tightening)
            {
                layout = shorter
            }
        }
        let scale = canvas.transform.scaleY
        var top = (height - Double(layout.size.height)) / 2
        if fit.scale != 1, numberOfLines == 1, let full = textLayout(width: width) {
            // Where the shrunk line goes: UIBaselineAdjustment.
            let fullTop = (height - Double(full.size.height)) / 2
            switch baselineAdjustment {
            case .alignBaselines: top = fullTop + full.firstBaseline - layout.firstBaseline
            case .alignCenters: break
            case .none: top = fullTop
            }
        }
        let offset = (top * scale).rounded() / scale
        let source: AttributedLayoutSource? = storedAttributedText != nil ? layoutSource() : nil
        var options = AttributedTextDrawing.Options()
        options.isEnabled = isEnabled
        options.overrideColor = isHighlighted ? highlightedTextColor : nil
        options.shadow = shadowColor.map { (shadowOffset, $0) }
        // Clipped to the bounds by the renderer (a layer's backing store); a second clip to the
        // same rectangle would fade its anti-aliased edge twice.
        AttributedTextDrawing.draw(
            layout, styles: source?.draw ?? (fit.scale != 1 || fit.tightening != 0 ? layoutSource().draw : nil),
            plainColor: textColor, at: CGPoint(x: rect.minX, y: rect.minY + offset),
            in: canvas, options: options, owner: itemDescription)
    }
}
