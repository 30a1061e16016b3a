import Foundation

// UIKit's `UIApplication.sendAction(_:to:from:for:)` sends a selector to a target (or up the
// responder chain). Linux has no Objective-C runtime and no `Selector`: a bar button item's
// `action` is `Never?`, always `nil` (UIBarButtonItem.swift), so the action parameter here is
// `Never` and no call can reach the body. Code that forwards an item's action, such as
// `UIApplication.shared.sendAction(item.action!, to: item.target, from: nil, for: nil)`, compiles
// unchanged; since `item.action` is `nil` in Plumb, the force unwrap traps as it does on iOS for
// an item without an action, so guard it (`if let action = item.action { ... }`) or run the
// item's `primaryAction` (`triggerPrimaryAction()`) instead.

extension UIApplication {
    /// Sends an action message to a target (UIKit's `sendAction(_:to:from:for:)`).
    ///
    /// Plumb has no selectors, so there is no value to pass: the action is `Never`, the type of
    /// a bar button item's force-unwrapped `action`, and the method exists so that code
    /// forwarding an item's action compiles.
    ///
    /// ```swift
    /// if let action = item.action {   // always nil in Plumb
    ///     UIApplication.shared.sendAction(action, to: item.target, from: nil, for: nil)
    /// }
    /// ```
    /// - Parameters:
    ///   - action: The selector (none can exist on Linux).
    ///   - target: The receiver (`nil`: the first responder).
    ///   - sender: The object sending the message.
    ///   - event: The event behind the message.
    /// - Returns: Whether a responder handled the action (never returns in Plumb: no action exists).
    @discardableResult
    public func sendAction(_ action: Never, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        // No call gets here: `action` is `Never`, which has no values.
    }
}
