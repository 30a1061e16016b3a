import Foundation

/// Groups layer changes and animations: Core Animation's `CATransaction`.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setDisableActions(true)
/// CATransaction.setCompletionBlock { badge.isHidden = true }
/// badge.layer.add(fade, forKey: "fade")
/// CATransaction.commit()   // Plumb: the completion block runs here
/// ```
///
/// Where Plumb differs: layer changes never animate (there are no implicit actions), so a
/// transaction only keeps its values; the completion block runs when its transaction commits,
/// as Core Animation runs it when the transaction had no animation to wait for (Plumb's
/// animations never run).
@MainActor @preconcurrency
open class CATransaction: NSObject {
    private struct Frame {
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disablesActions = false
        var completion: (() -> Void)?
    }

    private static var stack: [Frame] = []
    private static var implicit = Frame()

    private static var top: Frame {
        get { stack.last ?? implicit }
        set { if stack.isEmpty { implicit = newValue } else { stack[stack.count - 1] = newValue } }
    }

    /// Begins a transaction (they nest).
    open class func begin() { stack.append(Frame()) }

    /// Commits the innermost transaction; its completion block runs (Plumb: at once). A commit
    /// without a `begin()` commits the implicit transaction (its values go back to the defaults).
    open class func commit() {
        let frame: Frame
        if stack.isEmpty {
            frame = implicit
            implicit = Frame()
        } else {
            frame = stack.removeLast()
        }
        frame.completion?()
    }

    /// Commits the implicit transaction (nothing is pending in Plumb).
    open class func flush() {}

    /// The duration animations of the transaction take (default 0.25 seconds).
    open class func animationDuration() -> CFTimeInterval { top.duration }
    /// Sets the transaction's animation duration (kept).
    open class func setAnimationDuration(_ dur: CFTimeInterval) { top.duration = dur }
    /// The transaction's timing function (`nil` by default).
    open class func animationTimingFunction() -> CAMediaTimingFunction? { top.timingFunction }
    /// Sets the transaction's timing function (kept).
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { top.timingFunction = function }
    /// Whether property changes in the transaction skip their implicit animations (kept).
    open class func disableActions() -> Bool { top.disablesActions }
    /// Sets whether property changes skip their implicit animations (kept).
    open class func setDisableActions(_ flag: Bool) { top.disablesActions = flag }
    /// The block run when the transaction's animations end.
    open class func completionBlock() -> (() -> Void)? { top.completion }
    /// Sets the block run when the transaction's animations end: Plumb runs it at the commit of
    /// the transaction begun with `begin()`, or at once outside one (Core Animation runs the
    /// implicit transaction's at the end of the run loop's pass; Plumb has no run loop).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        if stack.isEmpty {
            block?()
        } else {
            top.completion = block
        }
    }
}
