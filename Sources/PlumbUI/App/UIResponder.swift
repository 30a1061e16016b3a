import Foundation

/// An object that can take part in the responder chain: UIKit's `UIResponder`, the superclass of
/// `UIView` and `UIViewController`.
///
/// Like UIKit's, it is a main-actor class (`@MainActor`), so UIKit code written for Swift 6 keeps
/// its isolation; it is marked `@preconcurrency` so that code written for Swift 5 (which calls
/// views from unannotated functions) compiles too, as it does against UIKit.
///
/// Where Plumb differs: there are no touches or keyboard; the responder chain (``next``) and first
/// responder state exist so that code using them compiles and behaves consistently.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

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

    // Touch handling: override points only (Plumb delivers no touches).

    /// Override point; Plumb delivers no touches.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Override point; Plumb delivers no touches.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Override point; Plumb delivers no touches.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Override point; Plumb delivers no touches.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// The responder that is first now (one per process: Plumb has no windows on screen).
@MainActor
enum FirstResponder {
    static weak var current: UIResponder?
}

/// A touch on the screen: UIKit's `UITouch`, declared so that touch-handling overrides compile.
/// Plumb never creates one.
@MainActor @preconcurrency
open class UITouch: NSObject {
    /// The view the touch began in.
    open var view: UIView? { nil }
    /// Where the touch is, in `view`'s coordinates (the origin: Plumb delivers no touches).
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// An event: UIKit's `UIEvent`, declared so that touch-handling overrides compile.
@MainActor @preconcurrency
open class UIEvent: NSObject {}
