import Foundation

/// The base class of gesture recognizers: UIKit's `UIGestureRecognizer`, with its state machine,
/// its view, its failure requirements and its delegate, and closure actions in place of
/// target–action pairs.
///
/// Linux has no Objective-C runtime, so there is no `Selector`: `init(target:action:)` and
/// `removeTarget(_:action:)` take only `nil` actions (see UIGestureRecognizer+Subclass.swift).
/// Create a recognizer with a closure instead; the closure gets the recognizer typed as its own
/// class:
///
/// ```swift
/// // UIKit: UITapGestureRecognizer(target: self, action: #selector(tapped))
/// let tap = UITapGestureRecognizer { [weak self] _ in self?.tapped() }
/// let pan = UIPanGestureRecognizer { recognizer in
///     print(recognizer.translation(in: recognizer.view))   // recognizer is a UIPanGestureRecognizer
/// }
/// view.addGestureRecognizer(tap)
/// ```
///
/// Plumb delivers no touches, so a recognizer moves only when code drives it: tests call
/// ``simulate(_:at:touches:)`` (or a subclass's `simulate…` helper), which goes through the same
/// checks as a touch would: ``isEnabled``, the view, the delegate's
/// `gestureRecognizerShouldBegin(_:)`, ``require(toFail:)``, then runs the actions.
///
/// Custom recognizers subclass as in UIKit's `UIGestureRecognizerSubclass` (no header to import
/// here): override `touchesBegan(_:with:)` and its siblings, which Plumb's drivers call, set
/// ``state``, and override `reset()`, `shouldRequireFailure(of:)` and the others.
///
/// Where Plumb differs: no real touches, presses or events; `cancelsTouchesInView`,
/// `delaysTouchesBegan`, `delaysTouchesEnded` and `requiresExclusiveTouchType` are kept but have
/// nothing to act on; simultaneous recognition is not arbitrated (every recognizer driven by code
/// recognizes). `init()` is `required` (so that `init(handler:)` can make any subclass; Swift
/// offers no other way), where UIKit's is not: a subclass that declares its own designated
/// initializer must write `required init()` (`override init()` alone does not compile).
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer (UIKit's `UIGestureRecognizer.State`, same raw values).
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible = 0, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized: the same state as `.ended`.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the gesture ran to an end (recognized, cancelled or failed).
        var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// The recognizer's current state (`.possible` until the gesture is recognized or fails;
    /// back to `.possible` once the actions of a final state have run, as UIKit resets it after
    /// the event).
    ///
    /// Settable, as UIKit's `UIGestureRecognizerSubclass` header makes it for custom recognizers
    /// (Swift has no such header on Linux, so any code may set it). Setting a state moves the
    /// recognizer as a touch would: leaving `.possible` for `.began` or `.recognized` asks the
    /// view and the delegate first (refused: `.failed`); `.began`, `.changed`, `.ended` and
    /// `.cancelled` run the actions; a final state resets the recognizer to `.possible` at once
    /// (UIKit resets it after the event; Plumb has no events).
    ///
    /// ```swift
    /// override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    ///     super.touchesBegan(touches, with: event)
    ///     state = .began   // the actions run with .began
    /// }
    /// ```
    open var state: State {
        get { _state }
        set { setState(newValue) }
    }
    /// The stored state (`state`'s setter drives the recognizer).
    var _state: State = .possible
    /// How many times `state` was set (the drivers see whether touch handling moved it).
    var stateSetCount = 0
    /// The view the recognizer is attached to (set by `UIView.addGestureRecognizer(_:)`).
    open internal(set) weak var view: UIView?
    /// Whether the recognizer handles gestures (default `true`). Disabling it cancels a gesture
    /// in progress, as on iOS.
    open var isEnabled: Bool = true {
        didSet {
            if !isEnabled, oldValue, state == .began || state == .changed { transition(to: .cancelled) }
        }
    }
    /// The recognizer's delegate (held weakly).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether touches are cancelled in the view once recognized (default `true`; kept only).
    open var cancelsTouchesInView: Bool = true
    /// Whether touch delivery waits for the recognizer to fail (default `false`; kept only).
    open var delaysTouchesBegan: Bool = false
    /// Whether touch-end delivery waits for the recognizer (default `true`; kept only).
    open var delaysTouchesEnded: Bool = true
    /// Whether the recognizer needs every touch to be of one type (default `true`; kept only).
    open var requiresExclusiveTouchType: Bool = true
    /// A name for the recognizer in logs.
    open var name: String?

    /// The actions run on every state change that reports (began, changed, ended, cancelled).
    var actions: [(id: Int, run: (UIGestureRecognizer) -> Void)] = []
    private var nextActionID = 0
    /// Recognizers that must fail before this one may recognize.
    var failureRequirements: [Weak<UIGestureRecognizer>] = []
    /// Where the gesture is, in the view's coordinates (the centroid of its touches).
    var currentLocation: CGPoint = .zero
    var touchCount = 0

    /// Creates a recognizer with no action (add one with ``addTarget(handler:)``).
    ///
    /// Required so that `init(handler:)` can create every subclass; a subclass that adds its own
    /// designated initializer must also provide `required init()`.
    public required override init() {
        super.init()
    }

    // MARK: Actions

    /// Adds a closure run on each reported state change (UIKit's `addTarget(_:action:)`), and
    /// returns a token for ``removeTarget(_:)``.
    @discardableResult
    public func addTarget(handler: @escaping (UIGestureRecognizer) -> Void) -> Int {
        nextActionID += 1
        actions.append((nextActionID, handler))
        return nextActionID
    }

    /// Adds a `UIAction` run on each reported state change; its `sender` is this recognizer
    /// while it runs.
    public func addAction(_ action: UIAction) {
        addTarget { recognizer in
            action.sender = recognizer
            action.handler(action)
            action.sender = nil
        }
    }

    /// Removes the action added with a token from ``addTarget(handler:)``, or every action when
    /// `token` is `nil` (UIKit's `removeTarget(nil, action: nil)`).
    public func removeTarget(_ token: Int?) {
        if let token { actions.removeAll { $0.id == token } } else { actions.removeAll() }
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait for `other` to fail: while `other` is recognizing (between
    /// `.began` and its end), this one fails instead of recognizing. (Plumb has no time, so a
    /// recognizer never waits: one whose requirement is still `.possible` recognizes.)
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self else { return }
        failureRequirements.append(Weak(other))
    }

    // MARK: Location

    /// Where the gesture is in `view`'s coordinates (`nil`: the window's), the centroid of its
    /// touches.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return currentLocation }
        if let view { return own.convert(currentLocation, to: view) }
        return own.convert(currentLocation, to: own.window ?? own.rootView)
    }

    /// Where one touch is; Plumb simulates all touches at the gesture's location.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    /// How many touches the gesture has (0 while `.possible`).
    open var numberOfTouches: Int { state == .possible ? 0 : touchCount }

    /// Resets the recognizer after a gesture ends (override point, as in UIKit's subclassing API).
    open func reset() {}

    // MARK: Subclassing (UIKit's UIGestureRecognizerSubclass.h; see UIGestureRecognizer+Subclass.swift)

    /// Touches began in the view (override point for custom recognizers; call `super`). Plumb's
    /// drivers call it when a simulated gesture starts, with one touch per finger at the
    /// gesture's location, before the recognizer moves.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved (a simulated `.changed`); override point.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended (a simulated `.ended`); override point.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled (a simulated `.cancelled`); override point.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tells the recognizer to stop following a touch (UIKit's subclassing API). Plumb's
    /// simulated touches are not delivered one by one, so it has nothing to stop; kept.
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    /// Whether this recognizer, once recognized, may prevent `preventedGestureRecognizer` from
    /// recognizing (default `true`, UIKit's). Plumb does not arbitrate; kept as an override point.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may prevent this one (default `true`, UIKit's). Kept.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (default `false`);
    /// Plumb asks it, as the delegate's `shouldRequireFailureOf`, when this one begins.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail (default `false`); asked,
    /// as the delegate's `shouldBeRequiredToFailBy`, when the other begins.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Driving a recognizer (Plumb)

    /// Moves the recognizer to `state` as if touches had made it, and runs its actions: Plumb's
    /// way for tests to drive a gesture (iOS recognizes touches; Plumb has none).
    ///
    /// Beginning a gesture (`.began`, or `.ended` straight from `.possible` for a discrete
    /// gesture) goes through UIKit's checks first: a disabled recognizer or one with no view does
    /// nothing; with a `location`, the touch goes where UIKit's hit test sends it
    /// (`hitTest(_:with:)` from the top of the view's tree), and when that is not the
    /// recognizer's view or one of its subviews (a view in front covers it, the point is
    /// outside it, or it is hidden or does not take touches) the recognizer never sees the touch
    /// and stays `.possible`; the view's `gestureRecognizerShouldBegin(_:)`, then the delegate's,
    /// returning `false`, or a recognizer it must wait for (``require(toFail:)``) that is
    /// recognizing, makes it `.failed` instead. `.failed` runs no action. A final state (ended,
    /// cancelled, failed) resets the recognizer to `.possible` after its actions.
    ///
    /// ```swift
    /// let tap = UITapGestureRecognizer { _ in tapped += 1 }
    /// view.addGestureRecognizer(tap)
    /// tap.simulate(.recognized, at: CGPoint(x: 10, y: 10))   // tapped == 1
    /// ```
    ///
    /// - Parameters:
    ///   - state: The state to move to (`.began`, `.changed`, `.ended`/`.recognized`, `.cancelled`,
    ///     `.failed`).
    ///   - location: Where the touches are, in the recognizer's view (`nil` keeps the last one).
    ///   - touches: How many touches (`nil`: the subclass's required number, else 1).
    /// - Returns: The state the recognizer reached (before any reset).
    @discardableResult
    public func simulate(_ state: State, at location: CGPoint? = nil, touches: Int? = nil) -> State {
        guard isEnabled, let view else { return self.state }
        let starting = self.state == .possible && (state == .began || state == .ended || state == .changed)
        if starting, let location {
            // The touch begins in the view UIKit's hit test finds; recognizers on that view and
            // its ancestors see it, others do not.
            guard let target = view.touchTarget(at: location), target.isDescendant(of: view) else { return self.state }
        }
        if let location { currentLocation = location }
        touchCount = max(1, touches ?? defaultTouchCount)
        // The touches go to the recognizer first; a custom recognizer that moves itself there
        // (sets `state`) has handled the gesture.
        let sets = stateSetCount
        deliverTouches(for: state, starting: starting)
        if stateSetCount != sets { return self._state }
        if starting {
            if !canBegin(touches: touchCount) {
                transition(to: .failed)
                return .failed
            }
            if self.state == .possible, state == .changed {
                transition(to: .began)  // a continuous gesture begins before it changes
            }
        } else if self.state == .possible, state == .cancelled {
            return self.state  // nothing to cancel
        }
        transition(to: state)
        return state
    }

    /// The touches a simulated gesture has by default.
    var defaultTouchCount: Int { 1 }

    /// Whether a gesture with `touches` touches may begin: the subclass's own rules, the failure
    /// requirements and the delegate.
    func canBegin(touches: Int) -> Bool {
        guard acceptsTouchCount(touches) else { return false }
        for other in failureRequirements.compactMap(\.value) where other.isRecognizing { return false }
        if let view, let others = view.gestureRecognizers {
            for other in others where other !== self && other.isRecognizing {
                if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return false }
                if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return false }
                if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true { return false }
            }
        }
        // UIKit asks the view, then the delegate.
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        return true
    }

    /// Whether the subclass accepts this many touches (its `numberOfTouchesRequired`).
    func acceptsTouchCount(_ touches: Int) -> Bool { true }

    /// Whether the recognizer is between began and its end (a gesture in progress).
    var isRecognizing: Bool { state == .began || state == .changed }

    /// Sets the state, runs the actions for reporting states, and resets after a final state.
    func transition(to newState: State) {
        _state = newState
        if newState != .failed && newState != .possible {
            for action in actions { action.run(self) }
        }
        if newState.isFinal {
            _state = .possible
            touchCount = 0
            reset()
            resetSubclassState()
        }
    }

    /// Clears a subclass's per-gesture values (translation, scale...).
    func resetSubclassState() {}

    nonisolated open override var description: String {
        onMainActor {
            var s = "<\(typeName(self)): state = \(state)"
            if let view { s += "; view = <\(typeName(view))>" }
            if let name { s += "; name = \(name)" }
            return s + ">"
        }
    }
}

/// Gives every recognizer class a closure initialiser typed to that class.
@MainActor public protocol UIGestureRecognizerHandlerInit: UIGestureRecognizer {}

extension UIGestureRecognizer: UIGestureRecognizerHandlerInit {}

extension UIGestureRecognizerHandlerInit {
    /// Creates a recognizer that runs `handler` on each reported state change, with the
    /// recognizer typed as its own class (Plumb's replacement for `init(target:action:)`).
    ///
    /// ```swift
    /// let pinch = UIPinchGestureRecognizer { [weak self] pinch in self?.zoom(by: pinch.scale) }
    /// ```
    public init(handler: @escaping (Self) -> Void) {
        self.init()
        addTarget { recognizer in
            if let typed = recognizer as? Self { handler(typed) }
        }
    }

    /// Adds a closure run on each reported state change, with the recognizer typed as its own
    /// class.
    @discardableResult
    public func addTarget(handler: @escaping (Self) -> Void) -> Int {
        addTarget { (recognizer: UIGestureRecognizer) in
            if let typed = recognizer as? Self { handler(typed) }
        }
    }
}

/// A weak reference (for lists that must not keep their elements alive).
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}

extension UIView {
    /// The recognizers attached to the view (`nil` when there are none, as in UIKit).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set {
            for r in _gestureRecognizers { r.view = nil }
            _gestureRecognizers = []
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches a recognizer (moving it from any other view, as UIKit does).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        _gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer (nothing happens if it is not attached to this view).
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let i = _gestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        _gestureRecognizers.remove(at: i)
        gestureRecognizer.view = nil
        gestureRecognizer._state = .possible
    }
}
