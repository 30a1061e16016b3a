import Foundation

/// The guide that tracks the keyboard: UIKit's `UIKeyboardLayoutGuide` (iOS 15), a view's
/// ``UIView/keyboardLayoutGuide``.
///
/// With the keyboard hidden, UIKit puts the guide's top at the bottom of the safe area and its
/// bottom at the view's bottom, across the view's width (WWDC21 session 10259, "Your guide to
/// keyboard layout"; iOS 17's `usesBottomSafeArea`, default `true`, names the rule), so content
/// pinned above it sits on the safe area. Plumb has no keyboard, so the
/// guide is always there: four required constraints on the owning view (top to the safe area's
/// bottom, or to the view's bottom when ``usesBottomSafeArea`` is `false`).
///
/// ```swift
/// field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
/// ```
///
/// Where Plumb differs: there is no keyboard, so the guide never rises; the identifier
/// "UIViewKeyboardLayoutGuide" is an **estimate** (not confirmed on iOS).
@MainActor @preconcurrency
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard (default `false`; kept).
    open var followsUndockedKeyboard = false
    /// Whether the guide's top stops at the bottom of the safe area when the keyboard is hidden
    /// (default `true`, iOS 17).
    open var usesBottomSafeArea = true {
        didSet { if oldValue != usesBottomSafeArea { pin() } }
    }
    /// Distance above the keyboard at which a drag dismisses it (default 0; kept).
    open var keyboardDismissPadding: CGFloat = 0

    private var pins: [NSLayoutConstraint] = []

    public override init() {
        super.init()
        identifier = "UIViewKeyboardLayoutGuide"
    }

    /// Places the guide in its owning view.
    func pin() {
        NSLayoutConstraint.deactivate(pins)
        guard let view = owningView else { return pins = [] }
        let top =
            usesBottomSafeArea
            ? topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
            : topAnchor.constraint(equalTo: view.bottomAnchor)
        pins = [
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor), top,
        ]
        for (c, name) in zip(pins, ["leading", "trailing", "bottom", "top"]) {
            c.identifier = "UIKeyboardLayoutGuide-\(name)"
        }
        NSLayoutConstraint.activate(pins)
    }
}

extension UIView {
    /// The guide that tracks the keyboard (see ``UIKeyboardLayoutGuide``), made and added to
    /// the view the first time it is asked for.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let g = layoutGuides.first(where: { $0 is UIKeyboardLayoutGuide }) as? UIKeyboardLayoutGuide { return g }
        let g = UIKeyboardLayoutGuide()
        addLayoutGuide(g)
        g.pin()
        return g
    }
}
