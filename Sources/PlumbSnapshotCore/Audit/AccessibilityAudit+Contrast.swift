import Foundation
import PlumbUI
import Raster

extension AccessibilityAudit {
    /// The contrast check (see ``AccessibilityAudit``): one issue per label whose text falls
    /// below its threshold.
    static func contrastIssues(_ screen: AuditScreen, variant: String) -> [AccessibilityAuditIssue] {
        guard let bare = screen.withoutText else { return [] }
        var out: [AccessibilityAuditIssue] = []
        func visit(_ v: UIView) {
            if v.isHidden || v.alpha <= 0.001 { return }
            if let l = v as? UILabel, l.isEnabled, let text = l.text, !text.isEmpty,
                let issue = contrast(l, text: text, screen: screen, bare: bare, variant: variant)
            {
                out.append(issue)
            }
            v.subviews.forEach(visit)
        }
        visit(screen.window)
        return out
    }

    /// The label's worst run against the background behind its text, as an issue when it fails.
    static func contrast(
        _ l: UILabel, text: String, screen: AuditScreen, bare: RGBAImage, variant: String
    ) -> AccessibilityAuditIssue? {
        let shown = screen.visibleRect(l)
        guard shown.width > 0, shown.height > 0 else { return nil }
        // Behind the text: where the label draws its lines (a point around them for glyphs that
        // overhang), else, when no pixel changed there (a subclass that moves its text), anywhere
        // in the label.
        var backgrounds: [ContrastRatio.RGB] = []
        if let t = l.snapshotTextRect {
            let area = l.convert(t.insetBy(dx: -1, dy: -1), to: screen.window).intersection(shown)
            if !area.isNull, area.width > 0, area.height > 0 {
                backgrounds = backgroundColors(
                    in: area, scale: screen.scale, image: screen.image, bare: bare, changedOnly: true)
            }
        }
        if backgrounds.isEmpty {
            backgrounds = backgroundColors(in: shown, scale: screen.scale, image: screen.image, bare: bare)
        }
        guard !backgrounds.isEmpty else { return nil }
        let alpha = Double(AuditScreen.effectiveAlpha(l))
        var worst: (ratio: Double, needed: Double, fg: ContrastRatio.RGB, bg: ContrastRatio.RGB, large: Bool)?
        for run in runs(l) {
            guard let c = components(run.color, l.traitCollection) else { continue }
            let large = ContrastRatio.isLarge(pointSize: run.font.pointSize, bold: run.font.auditIsBold)
            let needed = large ? ContrastRatio.minimumLargeText : ContrastRatio.minimum
            for bg in backgrounds {
                let fg = ContrastRatio.over((c.r, c.g, c.b, c.a * alpha), bg)
                let r = ContrastRatio.ratio(fg, bg)
                // The run furthest below its own threshold.
                if worst.map({ r / needed < $0.ratio / $0.needed }) ?? true {
                    worst = (r, needed, fg, bg, large)
                }
            }
        }
        guard let w = worst, w.ratio < w.needed else { return nil }
        let kind =
            w.large ? "large text: 18 pt or more, or 14 pt bold or more" : "text under 18 pt, or under 14 pt bold"
        return AccessibilityAuditIssue(
            type: .contrast, element: screen.path(l), identifier: l.accessibilityIdentifier, text: text,
            variant: variant, measured: "\(ContrastRatio.format(w.ratio)) (\(w.fg.hex) on \(w.bg.hex))",
            threshold: "at least \(ContrastRatio.format(w.needed)) (WCAG 2.x, \(kind))",
            frame: l.convert(l.bounds, to: screen.window))
    }

    /// The label's text runs: each colour with the font it is drawn in (the highlighted colour
    /// for all of them while the label is highlighted).
    static func runs(_ l: UILabel) -> [(color: UIColor, font: UIFont)] {
        if l.isHighlighted, let c = l.highlightedTextColor { return [(c, l.font)] }
        guard let a = l.attributedText, a.length > 0 else { return [(l.textColor, l.font)] }
        var out: [(color: UIColor, font: UIFont)] = []
        a.enumerateAttributes(in: NSRange(location: 0, length: a.length)) { attributes, _, _ in
            let color = attributes[.foregroundColor] as? UIColor ?? l.textColor ?? .label
            let font = attributes[.font] as? UIFont ?? l.font ?? .systemFont(ofSize: 17)
            out.append((color: color, font: font))
        }
        return out.isEmpty ? [(l.textColor, l.font)] : out
    }

    static func components(_ c: UIColor, _ traits: UITraitCollection) -> (r: Double, g: Double, b: Double, a: Double)? {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard c.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
        return (Double(r), Double(g), Double(b), Double(a))
    }

    /// The background colours behind the text in `rect` (points): the pixels the text changed,
    /// read from the drawing without text, each colour that covers at least a tenth of them.
    /// When the text changed no pixel (it has the background's colour), every pixel of `rect`
    /// counts, unless `changedOnly` (then there are none). A pixel that is not opaque is taken
    /// over white.
    static func backgroundColors(
        in rect: CGRect, scale: CGFloat, image: RGBAImage, bare: RGBAImage, changedOnly: Bool = false
    ) -> [ContrastRatio.RGB] {
        guard image.width == bare.width, image.height == bare.height else { return [] }
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), y0 = max(0, Int((rect.minY * scale).rounded(.down)))
        let x1 = min(image.width, Int((rect.maxX * scale).rounded(.up)))
        let y1 = min(image.height, Int((rect.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return [] }
        let a = image.pixels, b = bare.pixels
        func color(_ i: Int) -> ContrastRatio.RGB {
            let alpha = Double(b[i + 3]) / 255
            func ch(_ v: UInt8) -> UInt8 { UInt8((Double(v) * alpha + 255 * (1 - alpha)).rounded()) }
            return alpha == 1
                ? ContrastRatio.RGB(b[i], b[i + 1], b[i + 2]) : ContrastRatio.RGB(ch(b[i]), ch(b[i + 1]), ch(b[i + 2]))
        }
        var changed: [ContrastRatio.RGB: Int] = [:], all: [ContrastRatio.RGB: Int] = [:]
        for y in y0..<y1 {
            for x in x0..<x1 {
                let i = (y * image.width + x) * 4
                let c = color(i)
                all[c, default: 0] += 1
                if a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] || a[i + 3] != b[i + 3] {
                    changed[c, default: 0] += 1
                }
            }
        }
        if changed.isEmpty, changedOnly { return [] }
        let counts = changed.isEmpty ? all : changed
        let total = counts.values.reduce(0, +)
        return counts.filter { $0.value * 10 >= total }.sorted { $0.value > $1.value }.map(\.key)
    }
}
