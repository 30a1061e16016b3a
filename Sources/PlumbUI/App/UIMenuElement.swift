import Foundation

/// An element of a menu (UIKit's `UIMenuElement`): a `UIAction` or a `UIMenu`.
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
    /// Whether a menu element shows a checkmark (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        case off = 0, on = 1, mixed = 2
    }

    /// How a menu element is shown (UIKit's `UIMenuElement.Attributes`; the raw values follow
    /// UIKit's header as recalled, an estimate: menus are stored, not shown).
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Creates an element.
    public override init() { super.init() }
}
