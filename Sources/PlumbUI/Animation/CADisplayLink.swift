import Foundation

/// A range of frame rates an animation asks for (Core Animation's `CAFrameRateRange`).
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest rate wanted.
    public var maximum: Float
    /// The rate preferred within the range (`nil`: the system's choice).
    public var preferred: Float?

    /// A range with an optional preferred rate.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// A range without a preferred rate.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// The default: no preference (all zero, Apple's `CAFrameRateRangeDefault`).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer tied to the display's refresh: Core Animation's `CADisplayLink`.
///
/// UIKit makes it with `CADisplayLink(target: self, selector: #selector(step(_:)))`; Plumb
/// takes a closure instead (Linux has no selectors), the edit Plumb asks for every
/// target/selector pair:
///
/// ```swift
/// let link = CADisplayLink { [weak self] link in self?.step(link) }
/// link.add(to: .main, forMode: .common)
/// // …
/// link.invalidate()
/// ```
///
/// Where Plumb differs: Plumb has no display and no animation clock (animations land at once),
/// so a display link never fires: its handler is never called, and ``timestamp`` and
/// ``targetTimestamp`` stay 0. Adding, pausing and invalidating are kept, so code that drives
/// an animation with a display link compiles and shows its end state when the animation
/// completes by other means.
@MainActor @preconcurrency
open class CADisplayLink: NSObject {
    /// The handler given at creation; released by ``invalidate()``.
    private var handler: ((CADisplayLink) -> Void)?
    /// The run loops and modes the link was added to.
    private(set) var runLoopModes: [(RunLoop, RunLoop.Mode)] = []
    /// Whether ``invalidate()`` was called.
    private(set) var isInvalidated = false

    /// Creates a display link that calls `handler` on each frame (Plumb: never; see the type).
    ///
    /// Where Plumb differs: UIKit's initializer is `init(target:selector:)`.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// The time of the last frame shown, in `CACurrentMediaTime()`'s time base (Plumb: 0).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame is to be shown (Plumb: 0).
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames, in seconds (Plumb: 0, as before a link's first frame on iOS).
    open private(set) var duration: CFTimeInterval = 0
    /// The frame rate asked for (default 0: the display's rate; deprecated on iOS 15 for
    /// ``preferredFrameRateRange``).
    open var preferredFramesPerSecond: Int = 0
    /// The frame rates asked for (default ``CAFrameRateRange/default``).
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// Whether the link's handler is suspended (default `false`).
    open var isPaused = false

    /// Schedules the link on a run loop in a mode (kept; ignored after ``invalidate()``).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else { return }
        runLoopModes.append((runloop, mode))
    }

    /// Removes the link from a run loop mode.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoopModes.removeAll { $0.0 === runloop && $0.1 == mode }
    }

    /// Removes the link from every run loop and releases its handler (and so what the handler
    /// captured, as UIKit releases the target).
    open func invalidate() {
        isInvalidated = true
        runLoopModes.removeAll()
        handler = nil
    }
}
