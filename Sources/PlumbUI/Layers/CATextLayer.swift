import Foundation
import Raster
import Typesetting

/// A Core Foundation object, as Core Animation's text layer takes its font.
///
/// Where Plumb differs: an alias of `AnyObject` (Core Foundation's types are not public on
/// Linux): a `UIFont` or a font name (`"Helvetica-Bold" as CFTypeRef`).
public typealias CFTypeRef = AnyObject

/// How a text layer aligns its lines: Core Animation's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// By the text's own direction: left for left-to-right text, right for Arabic or Hebrew
    /// (the default; the view's layout direction plays no part).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Wrapped lines fill the width (the last line of a paragraph is natural).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer cuts text that does not fit: Core Animation's
/// `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not cut: what does not fit is clipped (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// "…" at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// "…" at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// "…" in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string: Core Animation's `CATextLayer`, drawn with Plumb's text stack
/// (shaping, fallback fonts, bidi) as labels are.
///
/// The text starts at the top of the bounds; it is one line per paragraph unless ``isWrapped``
/// (then it wraps at the bounds' width); lines are aligned by ``alignmentMode`` in the bounds'
/// width and cut by ``truncationMode``; what falls outside the bounds is clipped. A plain
/// `String` is drawn in ``font`` at ``fontSize`` in ``foregroundColor``; an
/// `NSAttributedString` in its own attributes (Core Text's defaults, 12-point Helvetica in
/// black, where a run has none), as Apple documents these properties.
///
/// The defaults are Core Animation's: Helvetica (drawn with the system font, as
/// `UIFont(name: "Helvetica", size:)` is), 36 points, opaque white, not wrapped, no
/// truncation, natural alignment. Like every layer it draws at `contentsScale` (default 1),
/// so set it to the screen's scale for sharp text, as on iOS:
///
/// ```swift
/// let title = CATextLayer()
/// title.frame = CGRect(x: 16, y: 16, width: 200, height: 24)
/// title.string = "Weekly report"
/// title.font = UIFont.boldSystemFont(ofSize: 17)
/// title.fontSize = 17
/// title.foregroundColor = UIColor.label.cgColor
/// title.contentsScale = UIScreen.main.scale
/// view.layer.addSublayer(title)
/// ```
///
/// Where Plumb differs: unwrapped text with a truncation mode shows its first line only;
/// sub-pixel font quantization is not modelled.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (anything else draws nothing and is
    /// reported).
    open var string: Any? {
        didSet {
            guard let string, !(string is String), !(string is NSAttributedString) else { return }
            LayoutDiagnostics.report(
                .warning,
                "CATextLayer.string is a \(type(of: string)), not a String or an NSAttributedString; nothing is drawn")
        }
    }
    /// The font of a plain string: a `UIFont` or a font name (its size is ignored:
    /// ``fontSize`` is used). `nil` is Helvetica. A name Plumb has no face for is reported and
    /// drawn in Helvetica.
    open var font: CFTypeRef? {
        didSet { _ = resolvedFont(report: true) }
    }
    /// The point size of a plain string (default 36).
    open var fontSize: CGFloat = 36
    /// The colour of a plain string (default opaque white).
    open var foregroundColor: CGColor? = .white
    /// Whether lines wrap at the bounds' width (default `false`).
    open var isWrapped = false
    /// Where text that does not fit is cut (default `.none`).
    open var truncationMode: CATextLayerTruncationMode = .none
    /// How lines are aligned in the bounds' width (default `.natural`).
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Whether glyph positions are quantized to pixels (kept).
    open var allowsFontSubpixelQuantization = false

    /// The font a plain string is drawn in.
    func resolvedFont(report: Bool = false) -> UIFont {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 36
        let helvetica = { UIFont(name: "Helvetica", size: size) ?? .systemFont(ofSize: size) }
        switch font {
        case nil: return helvetica()
        case let f as UIFont: return f.withSize(size)
        case let name as String:
            if let f = LayoutDiagnostics.collect({ UIFont(name: name, size: size) }).0 { return f }
            if report {
                LayoutDiagnostics.report(
                    .warning, "CATextLayer.font \"\(name)\" is not a font Plumb has; Helvetica is drawn")
            }
            return helvetica()
        case let other?:
            if report {
                LayoutDiagnostics.report(
                    .warning,
                    "CATextLayer.font is a \(type(of: other)), not a UIFont or a font name; Helvetica is drawn")
            }
            return helvetica()
        }
    }

    /// The text as an attributed string with the defaults it is drawn with.
    func attributedSource() -> AttributedLayoutSource? {
        let alignment: NSTextAlignment
        switch alignmentMode {
        case .left: alignment = .left
        case .right: alignment = .right
        case .center: alignment = .center
        case .justified: alignment = .justified
        default: alignment = .natural
        }
        let string: NSAttributedString
        var defaults = TextDefaults(
            font: resolvedFont(), color: foregroundColor ?? .clear, alignment: alignment,
            naturalAlignment: nil, linkColor: .link, underlinesLinks: false, owner: "CATextLayer")
        if let plain = self.string as? String {
            string = NSAttributedString(string: plain)
        } else if let attributed = self.string as? NSAttributedString {
            string = attributed
            defaults.font = .systemFont(ofSize: 12)  // Core Text's Helvetica 12, drawn with the system font
            defaults.color = .black
        } else {
            return nil
        }
        guard string.length > 0 else { return nil }
        return AttributedLayoutSource(string, defaults: defaults)
    }

    /// Draws the text into the layer's backing store (the bounds, y down, from the top).
    func drawText(in ctx: CGContext) {
        guard let source = attributedSource() else { return }
        let width = Double(bounds.width), height = Double(bounds.height)
        guard width > 0, height > 0 else { return }
        let truncation: LineBreakMode? =
            switch truncationMode {
            case .start: .byTruncatingHead
            case .middle: .byTruncatingMiddle
            case .end: .byTruncatingTail
            default: nil
            }
        var layout: TextLayout
        var inWidth = isWrapped
        do {
            if isWrapped {
                layout = try Typesetter.layout(
                    source.text, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
                if let truncation, layout.size.height > height + 0.001 {
                    let fit = max(1, layout.lines.filter { Double($0.rect.maxY) <= height + 0.001 }.count)
                    layout = try Typesetter.layout(
                        source.text, width: width, numberOfLines: fit, lineBreakMode: truncation)
                }
            } else {
                layout = try Typesetter.layout(
                    source.text, width: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
                if let truncation, layout.size.width > width + 0.001 {
                    layout = try Typesetter.layout(
                        source.text, width: width, numberOfLines: 1, lineBreakMode: truncation)
                    inWidth = true
                }
            }
        } catch {
            LayoutDiagnostics.report(.warning, "CATextLayer: cannot lay out its text: \(error)")
            return
        }
        // Unwrapped lines are aligned in the widest line; the block moves to the alignment.
        var x = 0.0
        if !inWidth {
            let free = width - Double(layout.size.width)
            let rtl = (layout.lines.first?.paragraphLevel ?? 0) & 1 == 1
            switch alignmentMode {
            case .right: x = free
            case .center: x = free / 2
            case .natural, .justified: x = rtl ? free : 0
            default: x = 0
            }
        }
        AttributedTextDrawing.draw(
            layout, styles: source.draw, plainColor: foregroundColor ?? .clear,
            at: CGPoint(x: x, y: 0), in: ctx.canvas, options: AttributedTextDrawing.Options(),
            owner: "CATextLayer")
    }
}
