import Foundation

extension UIView {
    /// Options of the block-based animation methods (UIKit's `UIView.AnimationOptions`); Plumb
    /// accepts and ignores them. Raw values from UIKit's `UIView.h` (`UIViewAnimationOptions`).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Runs `animations` at once, so the views' frames, alphas and transforms are the end
    /// values (a snapshot taken now shows them), and `completion(true)` when the animation would
    /// end: not before this returns (see ``PendingAnimations``: tests finish them with
    /// `PendingAnimations.finishAll()`). Layout code that animates constraint changes
    /// (`UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }`) lands in its final state.
    ///
    /// Where Plumb differs: nothing is drawn in between (the filmstrip snapshot strategy
    /// interpolates frames linearly); a chain of completions that keeps starting animations
    /// forever (PureLayout's demo 7) is cut after 16 generations and reported on
    /// ``LayoutDiagnostics``.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(animations, completion, delay: delay, duration: duration)
    }

    /// Runs `animations` at once and `completion(true)` when the animation would end (see
    /// ``animate(withDuration:delay:animations:completion:)``); the options are ignored.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut], animations: {
    ///     self.view.layoutIfNeeded()
    /// })
    /// ```
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(animations, completion, delay: delay, duration: duration)
    }

    /// Runs `animations` at once and `completion(true)` when the animation would end: the
    /// spring ends where its animations put the views (see
    /// ``animate(withDuration:delay:animations:completion:)``).
    ///
    /// ```swift
    /// UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
    ///                options: [], animations: { self.view.layoutIfNeeded() })
    /// ```
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(animations, completion, delay: delay, duration: duration)
    }

    /// Runs an animation block now and queues its completion on ``PendingAnimations``.
    static func runAnimation(
        _ animations: () -> Void, _ completion: ((Bool) -> Void)?, delay: TimeInterval, duration: TimeInterval
    ) {
        // An active AnimationRecorder (the filmstrip strategy) notes the block's start and end.
        runAnimationBlock(animations)
        guard let completion else { return }
        PendingAnimations.add(delay: delay, duration: duration, completion)
    }

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
    /// The spaces behind ``coordinateSpace`` and ``fixedCoordinateSpace``.
    let screenSpace: ScreenCoordinateSpace, fixedSpace: ScreenCoordinateSpace
    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        screenSpace = ScreenCoordinateSpace(bounds: bounds)
        fixedSpace = ScreenCoordinateSpace(bounds: bounds)
    }
    /// The main screen: 375 × 667 points at @2x.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    /// The same as `scale`.
    public var nativeScale: CGFloat { scale }

    /// The screen's coordinate space (UIKit's `coordinateSpace`): its ``bounds``, origin at
    /// the top-left corner. A view converts to it through its window:
    ///
    /// ```swift
    /// let onScreen = button.convert(button.bounds, to: UIScreen.main.coordinateSpace)
    /// ```
    ///
    /// Where Plumb differs: the screen never rotates (rotating is a window's
    /// `transition(to:traitCollection:safeAreaInsets:)`), so its bounds stay portrait.
    @MainActor public var coordinateSpace: any UICoordinateSpace { screenSpace }

    /// The screen's portrait-up coordinate space (UIKit's `fixedCoordinateSpace`). Plumb's
    /// screens never rotate, so it has the same bounds as ``coordinateSpace`` and converts to
    /// it unchanged.
    @MainActor public var fixedCoordinateSpace: any UICoordinateSpace { fixedSpace }
}
