import Foundation

// UIKit's NSString drawing additions (`NSString(UIKitAdditions)` in NSStringDrawing.h), for code
// that measures or draws an `NSString` rather than a `String`. Each one does what the `String`
// method of the same name does (NSAttributedString+Drawing.swift).

extension NSString {
    /// The size of the string in `attrs` on one line (UIKit's `size(withAttributes:)`).
    ///
    /// ```swift
    /// let width = ceil((title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width)
    /// ```
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// The rectangle the string needs in `attributes` (see `NSAttributedString.boundingRect(with:options:context:)`).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string unwrapped at `point` in `attrs`, in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped to `rect` in `attrs`, in the current context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }
}
