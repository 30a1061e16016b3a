import Foundation

/// A finger on the screen: UIKit's `UITouch`.
///
/// Plumb creates touches only when a test simulates one (``UIControl/simulateTouch(at:movingThrough:cancelled:)``);
/// a touch made with `UITouch()` has no view and is at the origin.
///
/// ```swift
/// override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
///     let point = touch.location(in: self)
///     ...
/// }
/// ```
@MainActor @preconcurrency
open class UITouch: NSObject {
    /// Where a touch is in its life (UIKit's `UITouch.Phase`, raw values from UITouch.h).
    public enum Phase: Int, Sendable {
        case began = 0, moved = 1, stationary = 2, ended = 3, cancelled = 4
        case regionEntered = 5, regionMoved = 6, regionExited = 7
    }

    /// What made a touch (UIKit's `UITouch.TouchType`, raw values from UITouch.h).
    public enum TouchType: Int, Sendable {
        case direct = 0, indirect = 1, pencil = 2, indirectPointer = 3
    }

    /// The view the touch began in (`nil` for a touch Plumb did not simulate).
    open internal(set) var view: UIView?
    /// The touch's phase.
    open internal(set) var phase: Phase = .began
    /// How many times the finger tapped at this point (1 for a simulated touch).
    open internal(set) var tapCount: Int = 1
    /// When the touch began or last changed, in seconds since boot (as UIKit's).
    open internal(set) var timestamp: TimeInterval = 0
    /// What made the touch (`.direct`: a finger).
    open internal(set) var type: TouchType = .direct

    /// The view the locations are relative to (the top of the touched view's tree: its window).
    weak var root: UIView?
    /// Where the touch is now and was before its last move, in `root`'s coordinates.
    var rootLocation: CGPoint = .zero
    var previousRootLocation: CGPoint = .zero

    /// Creates a touch with no view, at the origin.
    public override init() { super.init() }

    /// Creates a simulated touch at `point` in `view`.
    init(view: UIView, at point: CGPoint) {
        super.init()
        self.view = view
        root = view.rootView
        rootLocation = view.convert(point, to: root)
        previousRootLocation = rootLocation
        timestamp = ProcessInfo.processInfo.systemUptime
    }

    /// Moves the touch to `point` (in `view`'s coordinates) in a new phase.
    func move(to point: CGPoint, in view: UIView, phase: Phase) {
        previousRootLocation = rootLocation
        rootLocation = view.convert(point, to: root)
        self.phase = phase
        timestamp = ProcessInfo.processInfo.systemUptime
    }

    /// Where the touch is, in `view`'s coordinates (`nil`: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let root else { return rootLocation }
        return view.convert(rootLocation, from: root)
    }

    /// Where the touch was before its last move, in `view`'s coordinates (`nil`: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let root else { return previousRootLocation }
        return view.convert(previousRootLocation, from: root)
    }
}

/// An event: UIKit's `UIEvent`, the touches (or presses) of one moment.
@MainActor @preconcurrency
open class UIEvent: NSObject {
    /// Kinds of events (UIKit's `UIEvent.EventType`, raw values from UIEvent.h).
    public enum EventType: Int, Sendable {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3
    }

    /// The event's kind (`.touches` unless a subclass says otherwise).
    open var type: EventType { .touches }
    /// When the event happened, in seconds since boot.
    open internal(set) var timestamp: TimeInterval = 0
    /// The event's touches (`nil` for an event without touches).
    open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

    var touches: Set<UITouch> = []

    /// Creates an empty event.
    public override init() { super.init() }

    /// An event carrying `touch`.
    init(touch: UITouch) {
        super.init()
        touches = [touch]
        timestamp = touch.timestamp
    }

    /// The event's touches in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let mine = touches.filter { $0.view === view }
        return mine.isEmpty ? nil : mine
    }
}
