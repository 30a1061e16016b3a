import Foundation

extension UIView {
    /// Runs `animations` at once and `completion(true)` when it would end: iOS 17's spring described by its
    /// duration and bounce ends where its animations put the views (see
    /// ``animate(withDuration:delay:animations:completion:)``).
    ///
    /// ```swift
    /// UIView.animate(springDuration: 0.5, bounce: 0.3) {
    ///     self.panelTop.constant = 0
    ///     self.view.layoutIfNeeded()
    /// }
    /// ```
    ///
    /// The defaults (0.5 s, no bounce, no velocity or delay) are UIKit's (the iOS 17 declaration).
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
        initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(animations, completion, delay: delay, duration: duration)
    }
}
