import Foundation

/// A pan that begins at an edge of the screen: UIKit's `UIScreenEdgePanGestureRecognizer`.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it begins from (default none, as in UIKit: set it before use).
    open var edges: UIRectEdge = []
}
