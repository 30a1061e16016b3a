import Foundation

/// An appearance object that tells another one about its changes: a bar appearance (observed by
/// its bar or item), a button or tab item appearance (by its bar appearance), one state of it (by
/// the item appearance).
@MainActor
protocol ObservedBarAppearance: AnyObject {
    /// The object to tell about changes (held weakly).
    var observer: (any BarAppearanceObserver)? { get set }
}

/// An item appearance made of one state appearance per control state, UIKit's
/// `UIBarButtonItemAppearance` and `UITabBarItemAppearance`: they share their wiring, resetting
/// and copying here and differ in their styles and states.
@MainActor
protocol BarItemStateAppearances: NSObject, ObservedBarAppearance, BarAppearanceObserver {
    associatedtype ItemStyle
    associatedtype State: BarItemStateAppearance
    /// The style `init()` uses, and a copy is made with before its states are copied over.
    static var defaultStyle: ItemStyle { get }
    /// An appearance with every state empty.
    init(style: ItemStyle)
    /// Every state, in a fixed order.
    var states: [State] { get }
    /// A new, empty state: what `resetStates()` copies into each state.
    static var emptyState: State { get }
}

/// One state of a `BarItemStateAppearances`: UIKit's `UIBarButtonItemStateAppearance` and
/// `UITabBarItemStateAppearance`.
@MainActor
protocol BarItemStateAppearance: NSObject, ObservedBarAppearance {
    /// Takes every property of another state.
    func copyValues(from other: Self)
}

extension BarItemStateAppearances {
    /// Makes this appearance the observer of its states (call at the end of `init(style:)`).
    func observeStates() {
        for s in states { s.observer = self }
    }

    /// Empties every state (each takes the values of a new state: no attributes, offsets,
    /// colours or images) and reports one change (`configureWithDefault(for:)`).
    func resetStates() {
        let empty = Self.emptyState
        for s in states { s.copyValues(from: empty) }
        observer?.barAppearanceDidChange()
    }

    /// An independent copy of the same class: a new appearance of the dynamic type with each
    /// state's values copied over.
    func makeCopy() -> Self {
        let c = type(of: self).init(style: Self.defaultStyle)
        for (mine, theirs) in zip(states, c.states) { theirs.copyValues(from: mine) }
        return c
    }

    /// A state changed: tell the bar appearance holding this one.
    func barAppearanceDidChange() { observer?.barAppearanceDidChange() }
}
