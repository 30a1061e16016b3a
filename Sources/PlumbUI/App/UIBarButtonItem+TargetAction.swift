import Foundation

// UIKit's target/action initializers of bar button items, for the call real code keeps after
// the Linux edit: `UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`.
// Linux has no Objective-C runtime and so no `Selector`: the `action` parameter is `Never?`, so the
// only action that compiles is `nil`. A button that should do something takes a `UIAction`
// (`primaryAction:`), which Plumb runs with `triggerPrimaryAction()`; README shows the edit.

extension UIBarButtonItem {
    /// Creates a system item (UIKit's `init(barButtonSystemItem:target:action:)`): a space, or a
    /// button without an action.
    ///
    /// ```swift
    /// toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), share]
    /// ```
    /// - Parameters:
    ///   - systemItem: The system item.
    ///   - target: Kept (weakly) in ``target``; Plumb sends no messages to it.
    ///   - action: Always `nil` (there are no selectors on Linux).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Never?) {
        self.init(systemItem: systemItem)
        self.target = target.map { $0 as AnyObject }
    }

    /// Creates a text item with a style and no action (UIKit's `init(title:style:target:action:)`).
    /// - Parameters:
    ///   - title: The title.
    ///   - style: `.plain` or `.done`.
    ///   - target: Kept (weakly) in ``target``; Plumb sends no messages to it.
    ///   - action: Always `nil` (there are no selectors on Linux).
    public convenience init(title: String?, style: Style, target: Any?, action: Never?) {
        self.init(title: title, style: style, primaryAction: nil)
        self.target = target.map { $0 as AnyObject }
    }

    /// Creates an image item with a style and no action (UIKit's `init(image:style:target:action:)`).
    /// - Parameters:
    ///   - image: The image (drawn as a template in the tint colour).
    ///   - style: `.plain` or `.done`.
    ///   - target: Kept (weakly) in ``target``; Plumb sends no messages to it.
    ///   - action: Always `nil` (there are no selectors on Linux).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Never?) {
        self.init(image: image, style: style, primaryAction: nil)
        self.target = target.map { $0 as AnyObject }
    }
}

extension UIControl {
    /// Removes actions for events (UIKit's `removeTarget(_:action:for:)`): `nil` for both the
    /// target and the action means every action registered for those events, the call code makes
    /// to clear a control (`field.removeTarget(nil, action: nil, for: .allEvents)`).
    ///
    /// Plumb's actions are the `UIAction`s added with `addAction(_:for:)` (what `addTarget` becomes
    /// on Linux); they have no target, so every one registered for `controlEvents` is removed
    /// whatever `target` is. An action registered for other events too stays for those.
    /// - Parameters:
    ///   - target: The object whose actions to remove; `nil` for all.
    ///   - action: Always `nil` (there are no selectors on Linux): every action.
    ///   - controlEvents: The events to remove actions for.
    public func removeTarget(_ target: Any?, action: Never?, for controlEvents: Event) {
        for entry in registeredActions where !entry.events.isDisjoint(with: controlEvents) {
            removeAction(entry.action, for: controlEvents)
        }
    }
}
