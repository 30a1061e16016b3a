import Foundation
import Synchronization

/// What a custom action runs: UIKit's `UIAccessibilityCustomActionHandler`. Return whether the
/// action succeeded.
public typealias UIAccessibilityCustomActionHandler = (UIAccessibilityCustomAction) -> Bool

/// An action VoiceOver offers on an element besides activating it (swipe up or down to pick
/// "Delete", "Archive", "Flag", then double-tap): UIKit's `UIAccessibilityCustomAction`.
///
/// Give an element an array of these in ``UIResponder/accessibilityCustomActions``. UIKit's
/// target–selector initializers need the Objective-C runtime; on Linux use the closure ones.
/// Plumb runs no VoiceOver: a test runs an action by calling its ``actionHandler``, and the
/// accessibility snapshot lists the actions' names.
///
/// ```swift
/// cell.accessibilityCustomActions = [
///     UIAccessibilityCustomAction(name: "Delete") { _ in self.delete(item); return true },
/// ]
/// ```
@MainActor @preconcurrency
open class UIAccessibilityCustomAction: NSObject {
    /// The action's name as VoiceOver speaks it (the string of ``attributedName``).
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }
    /// The name with speech attributes (a language, a pronunciation).
    open var attributedName: NSAttributedString
    /// An image shown for the action by Switch Control and Full Keyboard Access (iOS 14).
    open var image: UIImage?
    /// What the action runs; `nil` does nothing (VoiceOver then reports a failure).
    open var actionHandler: UIAccessibilityCustomActionHandler?

    /// Creates an action with a name and a closure to run.
    public init(name: String, actionHandler: UIAccessibilityCustomActionHandler? = nil) {
        attributedName = NSAttributedString(string: name)
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action with a name, an image and a closure to run (iOS 14).
    public init(name: String, image: UIImage?, actionHandler: UIAccessibilityCustomActionHandler? = nil) {
        attributedName = NSAttributedString(string: name)
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action with an attributed name and a closure to run.
    public init(attributedName: NSAttributedString, actionHandler: UIAccessibilityCustomActionHandler? = nil) {
        self.attributedName = attributedName
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action with an attributed name, an image and a closure to run (iOS 14).
    public init(
        attributedName: NSAttributedString, image: UIImage?, actionHandler: UIAccessibilityCustomActionHandler? = nil
    ) {
        self.attributedName = attributedName
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    nonisolated open override var description: String {
        onMainActor { "<UIAccessibilityCustomAction: name = '\(name)'>" }
    }
}

/// The direction of a three-finger VoiceOver scroll: UIKit's `UIAccessibilityScrollDirection`
/// (raw values from 1, as UIKit's `NS_ENUM` declares them: estimate).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left
    case up
    case down
    case next
    case previous
}
