import Foundation

/// What an alert view tells its delegate: UIKit's `UIAlertViewDelegate` (deprecated in iOS 9).
/// Every method is optional (default: nothing; `alertViewShouldEnableFirstOtherButton` says yes).
@MainActor @preconcurrency
public protocol UIAlertViewDelegate: AnyObject {
    /// A button was tapped (before the alert is dismissed).
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
    /// The alert is about to be dismissed by a tap on `buttonIndex`.
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
    /// The alert was dismissed by a tap on `buttonIndex`.
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
    /// The system cancelled the alert (Plumb never does).
    func alertViewCancel(_ alertView: UIAlertView)
    /// The alert is about to be shown.
    func willPresent(_ alertView: UIAlertView)
    /// The alert was shown.
    func didPresent(_ alertView: UIAlertView)
    /// Whether the first button after the cancel button is enabled.
    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool
}

extension UIAlertViewDelegate {
    public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
    public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
    public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
    public func alertViewCancel(_ alertView: UIAlertView) {}
    public func willPresent(_ alertView: UIAlertView) {}
    public func didPresent(_ alertView: UIAlertView) {}
    public func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { true }
}

/// An alert: UIKit's `UIAlertView` (iOS 2, deprecated in iOS 9 for ``UIAlertController``), still
/// found in older code.
///
/// UIKit's behaviour, kept here: buttons are numbered in the order they were added, the cancel
/// button first (index 0) when the initializer names one, then the other titles;
/// ``show()`` puts the alert on screen; a tap on a button tells the delegate
/// `alertView(_:clickedButtonAt:)`, then `alertView(_:willDismissWithButtonIndex:)`, dismisses
/// the alert and tells it `alertView(_:didDismissWithButtonIndex:)` (Apple's `UIAlertViewDelegate`
/// reference). Since iOS 8 UIKit shows an alert view as an alert controller; Plumb does the same:
/// ``show()`` presents a ``UIAlertController`` (style `.alert`, the cancel button as a `.cancel`
/// action) from the key window's topmost presented controller, so snapshots of the window show
/// it, and ``simulateTap(buttonAt:)`` (Plumb's test driver) chooses a button.
///
/// ```swift
/// let alert = UIAlertView(title: "Delete?", message: "This cannot be undone.", delegate: self,
///                         cancelButtonTitle: "Cancel", otherButtonTitles: "Delete")
/// alert.show()
/// ```
///
/// Where Plumb differs: without a key window (`makeKeyAndVisible()`) there is nowhere to show
/// it; ``show()`` then keeps the alert (``isVisible`` is `true`, taps still work) and reports it
/// on ``LayoutDiagnostics``. The delegate's `willPresent`/`didPresent` run at once.
@MainActor @preconcurrency
open class UIAlertView: UIView {
    /// The alert's kind: text fields it shows (UIKit's `UIAlertViewStyle`).
    public enum Style: Int, Sendable {
        case `default` = 0, secureTextInput, plainTextInput, loginAndPasswordInput
    }

    /// The delegate (weak, as in UIKit).
    open weak var delegate: (any UIAlertViewDelegate)?
    /// The title.
    open var title: String?
    /// The message below the title.
    open var message: String?
    /// The text fields shown (default `.default`: none).
    open var alertViewStyle: Style = .default
    /// The index of the cancel button, or −1 without one.
    open var cancelButtonIndex: Int = -1
    /// The index of the first button that is not the cancel button, or −1 without one.
    open var firstOtherButtonIndex: Int { buttonTitles.indices.first { $0 != cancelButtonIndex } ?? -1 }
    /// How many buttons the alert has.
    open var numberOfButtons: Int { buttonTitles.count }
    /// Whether the alert is on screen (shown and not dismissed).
    open private(set) var isVisible = false

    private var buttonTitles: [String] = []
    private var fields: [UITextField] = []
    /// The alert controller showing this alert.
    private(set) var controller: UIAlertController?

    /// An alert with a title, a message, a delegate and its buttons: the cancel button (index 0)
    /// if named, then the others in order.
    public convenience init(
        title: String?, message: String?, delegate: (any UIAlertViewDelegate)?, cancelButtonTitle: String?,
        otherButtonTitles firstButtonTitle: String? = nil, _ moreButtonTitles: String...
    ) {
        self.init(frame: .zero)
        self.title = title
        self.message = message
        self.delegate = delegate
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
        for t in [firstButtonTitle].compactMap({ $0 }) + moreButtonTitles { addButton(withTitle: t) }
    }

    /// Adds a button; returns its index.
    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        buttonTitles.append(title ?? "")
        return buttonTitles.count - 1
    }

    /// The title of a button, or `nil` for an index out of range.
    open func buttonTitle(at buttonIndex: Int) -> String? {
        buttonTitles.indices.contains(buttonIndex) ? buttonTitles[buttonIndex] : nil
    }

    /// The text field at `textFieldIndex` for the alert's style: one for `.plainTextInput` and
    /// `.secureTextInput`, two for `.loginAndPasswordInput` (placeholders "Login" and "Password",
    /// an **estimate**). Where Plumb differs: an index the style does not have returns `nil`;
    /// UIKit raises an exception.
    open func textField(at textFieldIndex: Int) -> UITextField? {
        makeFields()
        return fields.indices.contains(textFieldIndex) ? fields[textFieldIndex] : nil
    }

    /// Shows the alert (see the type).
    open func show() {
        guard !isVisible else { return }
        makeFields()
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        for (i, t) in buttonTitles.enumerated() {
            let action = UIAlertAction(title: t, style: i == cancelButtonIndex ? .cancel : .default) { [weak self] _ in
                self?.buttonTapped(i, dismissed: true)
            }
            if i == firstOtherButtonIndex, let delegate, !delegate.alertViewShouldEnableFirstOtherButton(self) {
                action.isEnabled = false
            }
            alert.addAction(action)
        }
        for field in fields {
            alert.addTextField {
                $0.placeholder = field.placeholder
                $0.isSecureTextEntry = field.isSecureTextEntry
            }
        }
        controller = alert
        delegate?.willPresent(self)
        isVisible = true
        if var top = UIApplication.shared.keyWindow?.rootViewController {
            while let next = top.presentedViewController { top = next }
            top.present(alert, animated: true)
        } else {
            LayoutDiagnostics.report(.warning, "UIAlertView.show(): no key window to show \"\(title ?? "")\" in; kept")
        }
        delegate?.didPresent(self)
    }

    /// Dismisses the alert as a tap on `buttonIndex` would, without telling the delegate that
    /// the button was clicked: only `willDismissWithButtonIndex` and `didDismissWithButtonIndex`
    /// are sent (**estimate**: Apple's reference does not list the messages this sends).
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        guard isVisible else { return }
        delegate?.alertView(self, willDismissWithButtonIndex: buttonIndex)
        finish(buttonIndex)
    }

    /// Chooses a button as a tap would (Plumb's test driver): the delegate hears
    /// `clickedButtonAt`, `willDismissWithButtonIndex`, then `didDismissWithButtonIndex`.
    public func simulateTap(buttonAt buttonIndex: Int) {
        guard isVisible, buttonTitles.indices.contains(buttonIndex) else { return }
        buttonTapped(buttonIndex, dismissed: false)
    }

    private func buttonTapped(_ index: Int, dismissed: Bool) {
        guard isVisible else { return }
        delegate?.alertView(self, clickedButtonAt: index)
        delegate?.alertView(self, willDismissWithButtonIndex: index)
        if dismissed {
            // The alert controller dismissed itself before running the action.
            isVisible = false
            controller = nil
            delegate?.alertView(self, didDismissWithButtonIndex: index)
        } else {
            finish(index)
        }
    }

    private func finish(_ index: Int) {
        isVisible = false
        let alert = controller
        controller = nil
        alert?.dismiss(animated: true)
        delegate?.alertView(self, didDismissWithButtonIndex: index)
    }

    private func makeFields() {
        let wanted: [(String?, Bool)] =
            switch alertViewStyle {
            case .default: []
            case .plainTextInput: [(nil, false)]
            case .secureTextInput: [(nil, true)]
            case .loginAndPasswordInput: [("Login", false), ("Password", true)]
            }
        guard fields.count != wanted.count else { return }
        fields = wanted.map { placeholder, secure in
            let f = UITextField()
            f.placeholder = placeholder
            f.isSecureTextEntry = secure
            return f
        }
    }
}
