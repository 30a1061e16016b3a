import Foundation
import Typesetting

/// A shadow behind text: UIKit's `NSShadow` (drawn by Plumb without its blur; a plain Swift
/// class compared by identity, see `NSParagraphStyle`).
open class NSShadow: Hashable, @unchecked Sendable {
    /// The offset (default (0, −3), as in UIKit).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius (accepted; Plumb draws a sharp copy).
    open var shadowBlurRadius: CGFloat = 0
    /// The colour (default: black at one third opacity, as in UIKit).
    open var shadowColor: Any?
    /// A shadow with UIKit's defaults.
    public init() {}

    public static func == (a: NSShadow, b: NSShadow) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
