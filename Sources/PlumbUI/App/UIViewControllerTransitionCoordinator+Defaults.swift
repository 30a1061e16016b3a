import Foundation

extension UIViewControllerTransitionCoordinator {
    /// Adds an alongside block with no completion block: UIKit's `completion` parameter
    /// defaults to `nil`.
    ///
    /// ```swift
    /// coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    /// ```
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool
    {
        animate(alongsideTransition: animation, completion: nil)
    }
}
