import Foundation

// UIKit's begin/commit animation API (deprecated in iOS 13, still in much older code): Plumb
// applies the changes as they are made, as its animation blocks do, and the filmstrip
// strategy records a begin/commit pair as one animation block.

extension UIView {
    /// A transition drawn on a view by the begin/commit animation API: UIKit's
    /// `UIView.AnimationTransition` (raw values are UIKit's).
    public enum AnimationTransition: Int, Sendable {
        case none = 0, flipFromLeft = 1, flipFromRight = 2, curlUp = 3, curlDown = 4
    }

    /// The begin/commit blocks open now, innermost last (their identifiers).
    private static var openAnimations: [String?] = []

    /// Starts an animation block: the changes until ``commitAnimations()`` belong to it.
    ///
    /// ```swift
    /// UIView.beginAnimations("fade", context: nil)
    /// UIView.setAnimationDuration(0.3)
    /// banner.alpha = 0
    /// UIView.commitAnimations()
    /// ```
    ///
    /// Where Plumb differs: there is no clock, so the changes apply at once (a snapshot shows
    /// the end), as `UIView.animate` does; the timing calls are accepted and have no effect.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        if openAnimations.isEmpty { AnimationRecorder.current?.willAnimate() }
        openAnimations.append(animationID)
    }

    /// Ends the innermost animation block begun with ``beginAnimations(_:context:)``. Without
    /// one it does nothing and reports the imbalance on `LayoutDiagnostics`.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func commitAnimations() {
        guard !openAnimations.isEmpty else {
            return LayoutDiagnostics.report(
                .warning, "UIView.commitAnimations() without a matching beginAnimations(_:context:); ignored")
        }
        openAnimations.removeLast()
        if openAnimations.isEmpty { AnimationRecorder.current?.didAnimate() }
    }

    /// Sets the duration of the current animation block (accepted; Plumb has no clock).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationDuration(_ duration: TimeInterval) {}

    /// Sets the delay of the current animation block (accepted; Plumb has no clock).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationDelay(_ delay: TimeInterval) {}

    /// Sets the timing curve of the current animation block (accepted).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {}

    /// Sets when the current animation block starts (accepted).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationStart(_ startDate: Date) {}

    /// Sets how many times the current animation block repeats (accepted).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatCount(_ repeatCount: Float) {}

    /// Sets whether the current animation block plays backwards after forwards (accepted).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}

    /// Sets whether the block starts from what is on screen (accepted).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

    /// Sets the object told when the block starts and stops (kept for nothing: Linux has no
    /// selectors, and Plumb's blocks end at once).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationDelegate(_ delegate: Any?) {}

    /// Sets a transition for a view in the current block (accepted; drawn as its end state).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {}
}
