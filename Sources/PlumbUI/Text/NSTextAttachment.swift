import Foundation
import Typesetting

/// An inline image in attributed text: UIKit's `NSTextAttachment`, shown where the string has
/// U+FFFC (``NSTextAttachment/character``).
///
/// ```swift
/// let star = NSTextAttachment(image: UIImage(named: "star")!)
/// star.bounds = CGRect(x: 0, y: -3, width: 16, height: 16)   // y below 0 hangs under the baseline
/// text.append(NSAttributedString(attachment: star))
/// ```
///
/// Where Plumb differs: a plain Swift class compared by identity (see `NSParagraphStyle`).
open class NSTextAttachment: Hashable, @unchecked Sendable {
    /// The object replacement character attachments stand for.
    public static let character: Int = 0xFFFC
    /// The image drawn.
    open var image: UIImage?
    /// The image's box: origin.y is its bottom edge relative to the baseline. `.zero` (the
    /// default) means the image's size sitting on the baseline.
    open var bounds: CGRect = .zero

    /// An attachment with no image.
    public init() {}

    public static func == (a: NSTextAttachment, b: NSTextAttachment) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// An attachment showing an image.
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// The box used for layout.
    var layoutBounds: CGRect {
        if bounds != .zero { return bounds }
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }
}

extension NSAttributedString {
    /// A one-character string (U+FFFC) showing an attachment.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
