import Foundation

/// An object that can take part in the responder chain: UIKit's `UIResponder`, the superclass of
/// `UIView` and `UIViewController`.
///
/// Like UIKit's, it is a main-actor class (`@MainActor`), so UIKit code written for Swift 6 keeps
/// its isolation; it is marked `@preconcurrency` so that code written for Swift 5 (which calls
/// views from unannotated functions) compiles too, as it does against UIKit.
///
/// Where Plumb differs: there are no touches or keyboard except those tests simulate
/// (`UIControl.simulateTouch`, ``simulateKeyPress(_:characters:charactersIgnoringModifiers:modifierFlags:)``);
/// the responder chain (``next``) and first responder state exist so that code using them
/// compiles and behaves consistently.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

    /// Called on objects loaded from a nib or storyboard once every outlet is connected (UIKit
    /// declares it on `NSObject`). Plumb loads no nibs, so only code that calls it runs it;
    /// it is here so that cells and views written for nibs compile, overrides and
    /// `super.awakeFromNib()` included.
    open func awakeFromNib() {}

    /// The next responder in the chain: a view's controller (for a controller's root view) or
    /// superview, a controller's parent or the view's superview, `nil` at the top.
    open var next: UIResponder? { nil }

    /// Whether the responder can become the first responder (`false` by default, as in UIKit).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder can give up first-responder status (`true` by default).
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool { FirstResponder.current === self }

    /// Asks to become the first responder; returns whether it did (only if
    /// ``canBecomeFirstResponder``).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = FirstResponder.current, current !== self, !current.resignFirstResponder() { return false }
        FirstResponder.current = self
        return true
    }

    /// Gives up first-responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if FirstResponder.current === self { FirstResponder.current = nil }
        return true
    }

    // MARK: Accessibility
    //
    // UIKit's `UIAccessibility` informal protocol (declared on NSObject in UIKit; here on
    // UIResponder, the superclass of views, controllers and `UIAccessibilityElement`). Declared in
    // the class so that subclasses override them as on iOS; each getter returns what was set, else
    // the class's default (see Accessibility/UIResponder+AccessibilityDefaults.swift).

    /// What was set explicitly (made on first set).
    var _accessibility: AccessibilityStorage?
    var accessibilityStorage: AccessibilityStorage {
        if let s = _accessibility { return s }
        let s = AccessibilityStorage()
        _accessibility = s
        return s
    }

    /// Whether VoiceOver treats the object as one element (reading its label, value and traits)
    /// instead of looking inside it. `false` by default; `true` for UIKit's controls, labels,
    /// table cells and `UIAccessibilityElement`.
    open var isAccessibilityElement: Bool {
        get { _accessibility?.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityStorage.isElement = newValue }
    }
    /// A short name VoiceOver reads ("Save", not "Save button"). Standard views derive it from their
    /// text or title (a label's text, a button's title); setting `nil` restores that default.
    open var accessibilityLabel: String? {
        get { _accessibility?.label ?? defaultAccessibilityLabel }
        set { (accessibilityStorage.label, accessibilityStorage.attributedLabel) = (newValue, nil) }
    }
    /// What happens when the element is activated ("Opens the settings"), read after a pause.
    open var accessibilityHint: String? {
        get { _accessibility?.hint }
        set { (accessibilityStorage.hint, accessibilityStorage.attributedHint) = (newValue, nil) }
    }
    /// The element's current value when it differs from its label (a switch's "1"/"0", a slider's
    /// "50%", a text field's text); setting `nil` restores the default.
    open var accessibilityValue: String? {
        get { _accessibility?.value ?? defaultAccessibilityValue }
        set { (accessibilityStorage.value, accessibilityStorage.attributedValue) = (newValue, nil) }
    }
    /// ``accessibilityLabel`` with speech attributes (`.accessibilitySpeechLanguage`...): setting
    /// it sets the label to its string; unset, it is the label without attributes.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { _accessibility?.attributedLabel ?? accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { (accessibilityStorage.label, accessibilityStorage.attributedLabel) = (newValue?.string, newValue) }
    }
    /// ``accessibilityHint`` with speech attributes, as ``accessibilityAttributedLabel``.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { _accessibility?.attributedHint ?? accessibilityHint.map { NSAttributedString(string: $0) } }
        set { (accessibilityStorage.hint, accessibilityStorage.attributedHint) = (newValue?.string, newValue) }
    }
    /// ``accessibilityValue`` with speech attributes, as ``accessibilityAttributedLabel``.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { _accessibility?.attributedValue ?? accessibilityValue.map { NSAttributedString(string: $0) } }
        set { (accessibilityStorage.value, accessibilityStorage.attributedValue) = (newValue?.string, newValue) }
    }
    /// What the element is and its state (`.button`, `.header`, `.selected`, `.notEnabled`...).
    /// Setting it replaces the class's traits: insert into them to keep a button a button.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibility?.traits ?? defaultAccessibilityTraits }
        set { accessibilityStorage.traits = newValue }
    }
    /// The element's frame in screen (window) coordinates. A view's default is its bounds in the
    /// window; a `UIAccessibilityElement`'s is its ``UIAccessibilityElement/accessibilityFrameInContainerSpace``
    /// in its container's window coordinates.
    open var accessibilityFrame: CGRect {
        get { _accessibility?.frame ?? defaultAccessibilityFrame }
        set { accessibilityStorage.frame = newValue }
    }
    /// The BCP 47 language VoiceOver reads the label and value in (`"ar"`); `nil` uses the user's.
    open var accessibilityLanguage: String? {
        get { _accessibility?.language }
        set { accessibilityStorage.language = newValue }
    }
    /// The elements inside this container, in the order VoiceOver visits them (views and
    /// `UIAccessibilityElement`s). `nil` (the default) sorts the subviews' elements in reading order.
    open var accessibilityElements: [Any]? {
        get { _accessibility?.elements }
        set { accessibilityStorage.elements = newValue }
    }
    /// Whether VoiceOver skips this object and everything inside it (default `false`).
    open var accessibilityElementsHidden: Bool {
        get { _accessibility?.elementsHidden ?? false }
        set { accessibilityStorage.elementsHidden = newValue }
    }
    /// Whether VoiceOver ignores the elements of this view's siblings, as for an alert or a sheet
    /// drawn over other content (default `false`).
    open var accessibilityViewIsModal: Bool {
        get { _accessibility?.viewIsModal ?? false }
        set { accessibilityStorage.viewIsModal = newValue }
    }
    /// Whether VoiceOver reads this view's elements together, in reading order among themselves,
    /// before moving on to elements outside it (default `false`).
    open var shouldGroupAccessibilityChildren: Bool {
        get { _accessibility?.groupsChildren ?? false }
        set { accessibilityStorage.groupsChildren = newValue }
    }

    /// What VoiceOver does on a swipe up over an adjustable element (`.adjustable` in its
    /// traits): override it to step the value up. The default does nothing (UIKit's informal
    /// `UIAccessibilityAction` protocol, declared on `NSObject` in UIKit).
    ///
    /// ```swift
    /// override func accessibilityIncrement() { rating = min(5, rating + 1) }
    /// ```
    open func accessibilityIncrement() {}
    /// What VoiceOver does on a swipe down over an adjustable element; the default does nothing.
    open func accessibilityDecrement() {}
    /// What VoiceOver does on a double tap; return whether the element handled it (the default
    /// returns `false`, and VoiceOver then taps the element's activation point).
    open func accessibilityActivate() -> Bool { false }
    /// What VoiceOver does on the escape gesture (a two-finger Z): override it to dismiss a
    /// sheet or go back, and return `true`. The default returns `false` (VoiceOver then asks the
    /// next responder; Plumb runs no VoiceOver, so only code that calls it runs it).
    open func accessibilityPerformEscape() -> Bool { false }
    /// What VoiceOver does on the magic tap (a two-finger double tap: play or pause, answer a
    /// call); return whether it was handled. The default returns `false`.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// What VoiceOver does on a three-finger scroll; post `.pageScrolled` and return `true` when
    /// the content scrolled. The default returns `false`.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// The actions VoiceOver offers on the element besides activating it (the actions rotor);
    /// `nil` by default. The accessibility snapshot lists their names.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { _accessibility?.customActions }
        set { accessibilityStorage.customActions = newValue }
    }

    // UIKit's `UIAccessibilityContainer` informal protocol: override the three together to
    // vend elements on demand; by default they read ``accessibilityElements``. The hierarchy
    // (reading order, snapshots) reads them when ``accessibilityElements`` is nil.

    /// How many elements the container holds (default: the count of ``accessibilityElements``, 0
    /// without them).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The container's element at `index`, or nil when out of range (default: from
    /// ``accessibilityElements``).
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of an element in the container, or `NSNotFound` (default: in ``accessibilityElements``).
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // MARK: Input views

    /// A view shown instead of the system keyboard while this responder is first responder
    /// (UIKit's read-only `UIResponder.inputView`; text fields and text views make it settable).
    /// The default is `nil`. Plumb shows no keyboard, so it is kept, not drawn.
    open var inputView: UIView? { nil }
    /// A view shown above the keyboard (a toolbar with Done) while this responder is first
    /// responder; `nil` by default. Kept, not drawn (Plumb shows no keyboard).
    open var inputAccessoryView: UIView? { nil }
    /// Tells the system to show the responder's new input views while it is first responder.
    /// Plumb shows no keyboard, so there is nothing to reload; it does nothing.
    open func reloadInputViews() {}

    // Touch handling: override points (Plumb delivers touches only to controls, through
    // `UIControl.simulateTouch(at:movingThrough:cancelled:)`).

    /// Override point: a finger went down (Plumb: only a simulated touch on a control).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Override point: a finger moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Override point: a finger lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Override point: the system cancelled the touches.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // Presses (keys, remote buttons): UIKit's default forwards each message up the responder
    // chain ("The default implementation of this method forwards the message up the responder
    // chain", Apple's UIResponder documentation). Plumb delivers presses only through
    // `simulateKeyPress(_:)` (UIPress.swift).

    /// Called when a key or button went down; the default forwards to ``next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    /// Called when a press changed (its force); the default forwards to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// Called when a key or button went up; the default forwards to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    /// Called when the system cancelled a press; the default forwards to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The keyboard shortcuts this responder offers (default `nil`); stored by Plumb, not matched.
    open var keyCommands: [UIKeyCommand]? { nil }
}

/// The responder that is first now (one per process: Plumb has no windows on screen).
@MainActor
enum FirstResponder {
    static weak var current: UIResponder?
}

extension UIView {
    /// Makes the first responder give up its status if it is this view or one of its subviews
    /// (UIKit's `endEditing(_:)`, the usual way to dismiss the keyboard). With `force`, it is not
    /// asked (`canResignFirstResponder` is ignored). Returns false only when the first responder
    /// in this view refused; true when it resigned or none was inside.
    ///
    /// ```swift
    /// view.endEditing(true)   // the text field that was editing is no longer first responder
    /// ```
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let current = FirstResponder.current as? UIView, current.isDescendant(of: self) else { return true }
        if force {
            FirstResponder.current = nil
            (current as? EditingEndsWhenForced)?.editingWasForcedToEnd()
            return true
        }
        return current.resignFirstResponder()
    }
}
