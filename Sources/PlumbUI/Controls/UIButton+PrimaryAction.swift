import Foundation

extension UIControl {
    /// Creates a control whose primary action runs for `.primaryActionTriggered` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
}

extension UIButton {
    /// Creates a button of a type with a primary action (iOS 14): the button shows the action's
    /// title, and the action runs for `.primaryActionTriggered`, what a tap sends.
    ///
    /// ```swift
    /// let save = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in store.save() })
    /// save.sendActions(for: .primaryActionTriggered)   // runs the closure (Plumb has no touches)
    /// ```
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }
}

extension UIButton.ButtonType {
    /// UIKit's old name for `.system` (deprecated in iOS 7; `UIButtonTypeRoundedRect ==
    /// UIButtonTypeSystem`).
    public static var roundedRect: UIButton.ButtonType { .system }
}
