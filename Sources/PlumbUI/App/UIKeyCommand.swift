import Foundation

/// A keyboard shortcut: UIKit's `UIKeyCommand` (a `UIMenuElement`), with a closure for the
/// action as Plumb's conventions have it (Linux has no selectors).
///
/// ```swift
/// // UIKit: UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find))
/// override var keyCommands: [UIKeyCommand]? {
///     [UIKeyCommand(input: "f", modifierFlags: .command) { [weak self] _ in self?.find() }]
/// }
/// ```
///
/// Where Plumb differs: commands are stored, not matched against simulated presses; call
/// ``perform()`` to run one.
@MainActor @preconcurrency
open class UIKeyCommand: UIMenuElement {
    /// The key's input: a character ("f") or one of the special inputs (``inputEscape``...).
    open private(set) var input: String?
    /// The modifier keys that must be held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The command's title (in menus and the shortcut overlay).
    open var title: String
    /// The command's image.
    open var image: UIImage?
    /// A title for the shortcut overlay.
    open var discoverabilityTitle: String?
    /// Whether the command is disabled, destructive or hidden.
    open var attributes: UIMenuElement.Attributes
    /// Whether it shows a checkmark.
    open var state: UIMenuElement.State
    /// Whether the command runs when a view further down the chain would handle the key
    /// (iOS 15; default `false`, stored).
    open var wantsPriorityOverSystemBehavior = false
    let handler: (UIKeyCommand) -> Void

    /// Creates a command for a key and modifiers, with a closure for UIKit's action selector.
    public init(
        title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping (UIKeyCommand) -> Void
    ) {
        self.title = title
        self.image = image
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }

    /// Runs the command's closure (what choosing it does).
    public func perform() { handler(self) }

    // The special inputs: the strings UIKit's constants hold (UIResponder.h's `UIKeyInput...`).
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
}
