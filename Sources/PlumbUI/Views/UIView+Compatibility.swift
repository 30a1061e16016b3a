import Foundation

extension UIView {
    /// Runs `animations` at once and then `completion(true)`: Plumb renders still frames, so
    /// there is nothing to animate, but layout code that animates constraint changes
    /// (`UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }`) compiles and lands in
    /// its final state.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        runAnimationBlock(animations)
        completion?(true)
    }

    /// Runs `actions` at once (there are no animations to suppress in Plumb).
    public class func performWithoutAnimation(_ actions: () -> Void) { actions() }
}

/// The screen: UIKit's `UIScreen`, for code that reads `UIScreen.main.scale` or `.bounds`.
///
/// Where Plumb differs: there is no physical screen; `main` is a 375 × 667-point @2x screen
/// (iPhone SE / 8). Snapshot hosts choose their own size and scale; prefer a view's
/// `traitCollection.displayScale` in layout code.
public final class UIScreen: Sendable {
    /// The screen's bounds in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
    /// The main screen: 375 × 667 points at @2x.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    /// The same as `scale`.
    public var nativeScale: CGFloat { scale }
}
