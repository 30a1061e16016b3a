import Foundation
import Typesetting

/// Options for measuring and drawing strings: UIKit's `NSStringDrawingOptions` (raw values
/// from NSStringDrawing.h).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wrap at the width, the rectangle's origin is the top-left of the first line. Without it
    /// the text is one unwrapped line and the origin is on its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading in line heights (Plumb's fonts have no leading: no effect).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph ink rather than typographic bounds (accepted; typographic bounds are used).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits the height with "…" (with `.usesLineFragmentOrigin`).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra input and output of string measuring: UIKit's `NSStringDrawingContext`.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest font scale that may be used to fit (accepted; Plumb never shrinks here).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used (always 1).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measured or drawn text.
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

extension NSAttributedString {
    /// The defaults of string drawing: UIKit uses Helvetica 12 and black; Plumb's stand-in for
    /// Helvetica is the 12-point system font.
    static var drawingDefaults: TextDefaults {
        TextDefaults(
            font: .systemFont(ofSize: 12), color: .black, alignment: .natural, naturalAlignment: nil,
            linkColor: .link, underlinesLinks: true, owner: "NSAttributedString")
    }

    /// Lays the string out for measuring or drawing (nil for an empty string).
    func drawingLayout(width: CGFloat?, height: CGFloat?, options: NSStringDrawingOptions)
        -> (TextLayout, AttributedLayoutSource)?
    {
        guard length > 0 else { return nil }
        let source = AttributedLayoutSource(self, defaults: Self.drawingDefaults)
        let wraps = options.contains(.usesLineFragmentOrigin)
        let w: Double? = wraps ? width.flatMap { $0 > 0 && $0.isFinite && $0 < 1e7 ? Double($0) : nil } : nil
        do {
            var layout = try Typesetter.layout(source.text, width: w, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            if wraps, options.contains(.truncatesLastVisibleLine), let height, height.isFinite, height > 0,
                Double(layout.size.height) > Double(height) + 0.001
            {
                let fit = max(1, layout.lines.filter { Double($0.rect.maxY) <= Double(height) + 0.001 }.count)
                layout = try Typesetter.layout(
                    source.text, width: w, numberOfLines: fit, lineBreakMode: .byTruncatingTail)
            }
            return (layout, source)
        } catch {
            LayoutDiagnostics.report(.warning, "NSAttributedString: cannot lay out text: \(error)")
            return nil
        }
    }

    /// The rectangle the string needs: with `.usesLineFragmentOrigin` it wraps at `size.width`
    /// and the rectangle starts at the first line's top; without it the text is one line and
    /// the rectangle's origin is on its baseline (y = −ascender). Sizes are not rounded: ceil
    /// them before sizing views, as Apple's documentation says.
    ///
    /// ```swift
    /// let rect = text.boundingRect(with: CGSize(width: 300, height: .greatestFiniteMagnitude),
    ///                              options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    /// let height = ceil(rect.height)
    /// ```
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        context: NSStringDrawingContext?
    ) -> CGRect {
        guard let (layout, _) = drawingLayout(width: size.width, height: size.height, options: options) else {
            return .zero
        }
        let y = options.contains(.usesLineFragmentOrigin) ? 0 : -layout.firstBaseline
        let rect = CGRect(x: 0, y: y, width: Double(layout.size.width), height: Double(layout.size.height))
        context?.totalBounds = rect
        return rect
    }

    /// The size of the string on one line per paragraph (no wrapping).
    public func size() -> CGSize {
        boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, context: nil
        ).size
    }

    /// Draws the string unwrapped with its top-left at `point`, into the current context.
    public func draw(at point: CGPoint) {
        draw(
            with: CGRect(
                origin: point, size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)),
            options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string wrapped to `rect`'s width, clipped to `rect`, into the current context.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect` with options (see ``boundingRect(with:options:context:)``).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let cg = CGContext.current,
            let (layout, source) = drawingLayout(width: rect.width, height: rect.height, options: options)
        else { return }
        let wraps = options.contains(.usesLineFragmentOrigin)
        let origin = wraps ? rect.origin : CGPoint(x: rect.minX, y: rect.minY - CGFloat(layout.firstBaseline))
        var drawing = AttributedTextDrawing.Options()
        if wraps, rect.width.isFinite, rect.height.isFinite, rect.width < 1e7, rect.height < 1e7 { drawing.clip = rect }
        AttributedTextDrawing.draw(
            layout, styles: source.draw, plainColor: .black, at: origin, in: cg.canvas,
            options: drawing, owner: "NSAttributedString")
        context?.totalBounds = CGRect(x: 0, y: 0, width: Double(layout.size.width), height: Double(layout.size.height))
    }
}

extension String {
    /// The size of the string in `attrs` on one line (UIKit's `NSString.size(withAttributes:)`).
    ///
    /// ```swift
    /// let width = ceil("Continue".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width)
    /// ```
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attrs).size()
    }

    /// The rectangle the string needs in `attributes` (see `NSAttributedString.boundingRect(with:options:context:)`).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(
            with: size, options: options, context: context)
    }

    /// Draws the string unwrapped at `point` in `attrs`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(at: point)
    }

    /// Draws the string wrapped to `rect` in `attrs`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(in: rect)
    }

    /// Draws the string in `rect` with options and attributes.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}
