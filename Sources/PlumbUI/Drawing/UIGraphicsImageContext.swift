import Foundation
import Raster
import Synchronization

/// UIKit's graphics context stack: what `UIGraphicsPushContext` and
/// `UIGraphicsBeginImageContext` push, one stack per thread, as in UIKit.
///
/// A pushed context is current while it is on top and the drawing scope it was pushed in (a
/// view's `draw(_:)`, a renderer's block, or none) is the innermost one, so a scope opened
/// after a push (drawing a view into the image) draws into its own context, and the pushed one
/// is current again when that scope ends.
final class GraphicsContextStack {
    struct Entry {
        /// The context (`nil`: an image context that could not be made; nothing is current).
        var context: CGContext?
        /// Whether `UIGraphicsBeginImageContext…` pushed it (else `UIGraphicsPushContext`).
        var isImage: Bool
        /// The scope's context when it was pushed.
        var base: CGContext?
    }

    var entries: [Entry] = []

    /// How many entries all threads hold: zero skips the thread lookup on every drawing call.
    static let pushed = Atomic<Int>(0)
    private static let key = "PlumbUI.GraphicsContextStack"

    /// This thread's stack.
    static var thread: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    static func current(scoped: CGContext?) -> CGContext? {
        guard pushed.load(ordering: .relaxed) > 0, let top = thread.entries.last, top.base === scoped else {
            return scoped
        }
        return top.context
    }

    static func push(_ context: CGContext?, isImage: Bool) {
        thread.entries.append(Entry(context: context, isImage: isImage, base: CGContext.scoped))
        pushed.add(1, ordering: .relaxed)
    }

    /// Pops the top entry when `matching` accepts it; otherwise reports `message` and leaves
    /// the stack as it is.
    @discardableResult
    static func pop(where matching: (Entry) -> Bool, otherwise message: String) -> Entry? {
        let stack = thread
        guard let top = stack.entries.last, matching(top) else {
            LayoutDiagnostics.report(.warning, message)
            return nil
        }
        stack.entries.removeLast()
        pushed.subtract(1, ordering: .relaxed)
        return top
    }
}

/// Makes `context` the current context (for UIKit drawing such as `UIBezierPath.fill()` and
/// `UIImage.draw(in:)` inside Core Graphics code), until ``UIGraphicsPopContext()``.
///
/// ```swift
/// override func draw(in ctx: CGContext) {      // a CALayer subclass
///     UIGraphicsPushContext(ctx)
///     icon.draw(in: bounds)
///     UIGraphicsPopContext()
/// }
/// ```
///
/// The stack is per thread, as UIKit's.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.push(context, isImage: false)
}

/// Takes the context ``UIGraphicsPushContext(_:)`` pushed off the stack. With nothing pushed
/// (or an image context on top: end it with ``UIGraphicsEndImageContext()``) it does nothing
/// and reports the imbalance on `LayoutDiagnostics`.
public func UIGraphicsPopContext() {
    GraphicsContextStack.pop(
        where: { !$0.isImage },
        otherwise:
            "UIGraphicsPopContext() with no context pushed by UIGraphicsPushContext(_:) on top of the stack; ignored")
}

/// Starts drawing into a new image of `size` points at scale 1, not opaque: the same as
/// `UIGraphicsBeginImageContextWithOptions(size, false, 1.0)` (Apple's documentation).
///
/// ```swift
/// UIGraphicsBeginImageContext(CGSize(width: 40, height: 40))
/// UIColor.systemRed.setFill()
/// UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
/// let dot = UIGraphicsGetImageFromCurrentImageContext()
/// UIGraphicsEndImageContext()
/// ```
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts drawing into a new image and makes its context current, until
/// ``UIGraphicsEndImageContext()``.
///
/// - Parameters:
///   - size: The image's size in points; y grows downwards, as in UIKit's drawing.
///   - opaque: Whether the image has no transparency; an opaque image starts black, as a
///     bitmap without alpha does in UIKit, so fill it first.
///   - scale: Pixels per point; 0 is the main screen's (`UIScreen.main.scale`, 2).
///
/// A size with no pixels (zero, negative, non-finite, or too large) makes no image (iOS 17
/// stops the app there: "UIGraphicsBeginImageContext() failed to allocate CGBitampContext …
/// Use UIGraphicsImageRenderer to avoid this assert"); Plumb reports it on `LayoutDiagnostics`
/// and pushes an empty entry, so the current context is `nil`, the image is `nil`, and the
/// matching ``UIGraphicsEndImageContext()`` stays balanced.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale == 0 ? UIScreen.main.scale : scale
    do {
        guard s.isFinite, s > 0 else { throw RasterError.invalidScale(Double(s)) }
        let canvas = try Canvas(
            width: Double(size.width), height: Double(size.height), scale: Double(s),
            fill: opaque ? Color(red: 0, green: 0, blue: 0) : .clear)
        let context = CGContext(canvas: canvas)
        context.imageScale = s
        GraphicsContextStack.push(context, isImage: true)
    } catch {
        LayoutDiagnostics.report(
            .warning,
            "UIGraphicsBeginImageContext() failed to allocate a bitmap: size=\(size), scale=\(s) "
                + "(\(error)); there is no current context until UIGraphicsEndImageContext(). Use UIGraphicsImageRenderer, "
                + "as UIKit's message says.")
        GraphicsContextStack.push(nil, isImage: true)
    }
}

/// The image drawn so far in the current image context (one made by
/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``, or a `UIGraphicsImageRenderer`'s), at its
/// scale; `nil` when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = CGContext.current, let scale = context.imageScale else { return nil }
    return UIImage(bitmap: context.canvas.bitmap, scale: scale)
}

/// Ends the image context on top of the stack. With none there (nothing begun, or a context
/// from ``UIGraphicsPushContext(_:)`` still on top) it does nothing and reports the imbalance
/// on `LayoutDiagnostics`.
public func UIGraphicsEndImageContext() {
    GraphicsContextStack.pop(
        where: { $0.isImage },
        otherwise: "UIGraphicsEndImageContext() with no image context on top of the stack "
            + "(UIGraphicsBeginImageContext was not called, or a pushed context was not popped); ignored")
}
