import Foundation

// UIKit's keyboard notifications and their user-info keys, so that code observing the keyboard
// compiles unchanged. The names and key strings are UIKit's own (UIWindow.h: the notifications are
// `UIKeyboardWillShowNotification` … and the keys `UIKeyboardFrameEndUserInfoKey` …; Swift exposes
// them as members of `UIResponder` since iOS 12).
//
// Where Plumb differs: there is no keyboard, so Plumb never posts these; post them yourself (with
// a `keyboardFrameEndUserInfoKey` value) to drive code that adjusts insets for the keyboard.

extension UIResponder {
    /// Posted before the keyboard appears.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame (an `NSValue` of a `CGRect`, screen coordinates) before the change.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame (an `NSValue` of a `CGRect`, screen coordinates) after the change.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (an `NSNumber` of a `Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (an `NSNumber` of a `UIView.AnimationCurve` raw value).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber` of a `Bool`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

// UIKit's geometry boxing (UIGeometry.h, `NSValue (NSValueUIGeometryExtensions)`), as keyboard
// user-info dictionaries carry their frames: `(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`.
extension NSValue {
    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
