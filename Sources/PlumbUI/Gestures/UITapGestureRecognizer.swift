import Foundation

/// A discrete recognizer for taps: UIKit's `UITapGestureRecognizer`.
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer { [weak self] _ in self?.zoomIn() }
/// doubleTap.numberOfTapsRequired = 2
/// imageView.addGestureRecognizer(doubleTap)
/// doubleTap.simulate(.recognized, at: CGPoint(x: 40, y: 40))   // in a test
/// ```
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed to recognize (default 1, as in UIKit).
    open var numberOfTapsRequired: Int = 1
    /// Fingers needed to recognize (default 1, as in UIKit). A simulated gesture with another
    /// number of touches fails.
    open var numberOfTouchesRequired: Int = 1

    override var defaultTouchCount: Int { numberOfTouchesRequired }
    override func acceptsTouchCount(_ touches: Int) -> Bool { touches == numberOfTouchesRequired }
}
