import Foundation

/// What an animation does before it starts and after it ends: Core Animation's
/// `CAMediaTimingFillMode` (raw values are Core Animation's strings).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The animation's effect goes away when it ends (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the animation ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The timing properties shared by layers and animations: Core Animation's `CAMediaTiming`.
///
/// Where Plumb differs: there is no clock, so the values are kept and shape nothing.
@MainActor @preconcurrency
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time (default 0).
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle in seconds (default 0; Core Animation runs an animation with 0
    /// for 0.25 seconds).
    var duration: CFTimeInterval { get set }
    /// How fast time passes relative to the parent (default 1).
    var speed: Float { get set }
    /// An offset into the object's active time (default 0).
    var timeOffset: CFTimeInterval { get set }
    /// How many times the object repeats (default 0: once; `.infinity` forever).
    var repeatCount: Float { get set }
    /// How long the object repeats, in seconds (default 0).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays backwards after it plays forwards (default `false`).
    var autoreverses: Bool { get set }
    /// What shows outside the active time (default `.removed`).
    var fillMode: CAMediaTimingFillMode { get set }
}

/// A time interval in seconds, as Core Animation's media timing takes it (Core Foundation's
/// `CFTimeInterval`; an alias of `TimeInterval` here).
public typealias CFTimeInterval = TimeInterval
