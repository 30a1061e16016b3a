import Foundation

/// An object that draws, displays or lays out a layer, or gives its actions: Core Animation's
/// `CALayerDelegate`. Every method is optional.
///
/// ```swift
/// final class RingDrawer: NSObject, CALayerDelegate {
///     func draw(_ layer: CALayer, in ctx: CGContext) {
///         ctx.setStrokeColor(UIColor.systemGreen.cgColor)
///         ctx.setLineWidth(4)
///         ctx.strokeEllipse(in: layer.bounds.insetBy(dx: 2, dy: 2))
///     }
/// }
/// ring.delegate = drawer      // held weakly
/// ring.setNeedsDisplay()
/// ```
///
/// Where Plumb differs: a view's layer does not have its view as its delegate (the view draws
/// through `draw(_:)` as it does in UIKit, without the layer asking it).
@MainActor @preconcurrency
public protocol CALayerDelegate: AnyObject {
    /// Displays the layer, usually by setting its `contents`; when implemented, the layer does
    /// not draw a backing store.
    func display(_ layer: CALayer)
    /// Draws the layer's content into its backing store (y down, the layer's bounds).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// The layer is about to draw.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a key, `nil` to keep looking (an `NSNull` stops the search).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { LayerDisplay.delegateDisplayIsDefault = true }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// Something a layer runs when one of its properties changes: Core Animation's `CAAction`.
/// `NSNull` is one that does nothing (`layer.actions = ["position": NSNull()]` turns off the
/// implicit animation of `position`), and `CAAnimation` is one that adds itself to the layer.
///
/// Where Plumb differs: Plumb runs no implicit animations, so layers never run their actions
/// by themselves; ``CALayer/action(forKey:)`` finds them as Core Animation does.
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: the null action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer under `event`, as Core Animation's animations do as
    /// actions (kept, not run: see `CALayer.add(_:forKey:)`).
    nonisolated public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        nonisolated(unsafe) let object = anObject
        MainActor.assumeIsolated {
            (object as? CALayer)?.add(self, forKey: event)
        }
    }
}
