import Foundation

extension UIControl {
    /// Kinds of control events (UIKit's `UIControl.Event`), used to register actions.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // Raw values from UIControl.h (`UIControlEvents`).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second (or later) touch down in a row (`tapCount` above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved while inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved while outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// A menu action was chosen (iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Every touch event (`0x0FFF`).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// A range for the app's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// A range reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Registers an action to run for events (UIKit's `addAction(_:for:)`).
    ///
    /// Plumb never sends events itself (there are no touches, and programmatic changes do not
    /// send them on iOS either); ``sendActions(for:)`` runs the registered actions.
    public func addAction(_ action: UIAction, for events: Event) {
        registeredActions.append((action, events))
    }

    /// Removes an action for events (it stays registered for any others).
    public func removeAction(_ action: UIAction, for events: Event) {
        registeredActions = registeredActions.compactMap { entry in
            guard entry.action === action else { return entry }
            let rest = entry.events.subtracting(events)
            return rest.isEmpty ? nil : (entry.action, rest)
        }
    }

    /// Removes the action with an identifier for events.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        for entry in registeredActions where entry.action.identifier == identifier {
            removeAction(entry.action, for: events)
        }
    }

    /// Runs the actions registered for any of `events`, in the order they were added, with this
    /// control as their sender.
    public func sendActions(for events: Event) {
        for entry in registeredActions where !entry.events.isDisjoint(with: events) {
            entry.action.sender = self
            entry.action.handler(entry.action)
            entry.action.sender = nil
        }
    }
}

/// A closure with a title, run for control events: UIKit's `UIAction`.
///
/// ```swift
/// toggle.addAction(UIAction { action in
///     print((action.sender as? UISwitch)?.isOn ?? false)
/// }, for: .valueChanged)
/// ```
///
/// Where Plumb differs: actions run only through ``UIControl/sendActions(for:)``; menus are not
/// supported.
@MainActor @preconcurrency
public final class UIAction: UIMenuElement {
    /// A unique name for an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title.
    public var title: String
    /// The action's subtitle (in a menu).
    public var subtitle: String?
    /// The action's image.
    public var image: UIImage?
    /// The action's identifier (a unique one unless given).
    public let identifier: Identifier
    /// A title for the keyboard-shortcut overlay.
    public var discoverabilityTitle: String?
    /// How the action shows in a menu (disabled, destructive, hidden).
    public var attributes: UIMenuElement.Attributes
    /// Whether the action shows a checkmark in a menu (`.off` by default).
    public var state: UIMenuElement.State
    /// The control sending the action while its handler runs, else `nil`.
    public internal(set) weak var sender: AnyObject?
    let handler: (UIAction) -> Void

    /// Creates an action.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }
}
