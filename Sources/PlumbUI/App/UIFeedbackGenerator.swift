import Foundation

/// The superclass of UIKit's haptic feedback generators: UIKit's `UIFeedbackGenerator`.
///
/// Linux has no Taptic Engine: a generator plays nothing. What it was asked to play is recorded
/// in ``HapticFeedbackLog`` while one is collecting, so that a test can check that a selection
/// change ticked or a save reported success.
///
/// ```swift
/// let generator = UINotificationFeedbackGenerator()
/// generator.prepare()
/// generator.notificationOccurred(.success)
/// ```
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    /// Creates a generator.
    public override init() { super.init() }

    /// Wakes the Taptic Engine so that the next feedback plays without delay (recorded as
    /// ``HapticFeedbackLog/Event/prepare``; no other effect).
    open func prepare() {
        HapticFeedbackLog.record(.prepare)
    }
}

/// Haptics for a collision or a snap into place: UIKit's `UIImpactFeedbackGenerator`.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels (UIKit's raw values, in declaration order).
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light object.
        case light = 0
        /// A medium object.
        case medium = 1
        /// A large, heavy object.
        case heavy = 2
        /// A soft, flexible object (iOS 13).
        case soft = 3
        /// A hard, rigid object (iOS 13).
        case rigid = 4
    }

    /// The generator's style (UIKit keeps it private).
    let style: FeedbackStyle

    /// Creates a generator of a style.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a `.medium` generator (estimate: UIKit's plain `init()` does not document its style).
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        HapticFeedbackLog.record(.impact(style, intensity: 1))
    }

    /// Plays an impact at an intensity from 0 to 1 (iOS 13); values outside are clamped and a
    /// value that is not a number plays nothing.
    open func impactOccurred(intensity: CGFloat) {
        guard !intensity.isNaN else { return }
        HapticFeedbackLog.record(.impact(style, intensity: min(max(intensity, 0), 1)))
    }
}

/// Haptics for the outcome of a task: UIKit's `UINotificationFeedbackGenerator`.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome (UIKit's raw values, in declaration order).
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }

    /// Plays the haptic of an outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        HapticFeedbackLog.record(.notification(notificationType))
    }
}

/// Haptics for a change of selection (a picker's wheel ticking): UIKit's `UISelectionFeedbackGenerator`.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the tick of a selection change.
    open func selectionChanged() {
        HapticFeedbackLog.record(.selectionChanged)
    }
}

/// The haptics an app asked for (Plumb): what UIKit's feedback generators would have played.
///
/// Events are collected per task inside ``collect(_:)``, as ``LayoutDiagnostics`` collects
/// messages, so tests running in parallel see only their own; outside, they are dropped.
///
/// ```swift
/// let (_, haptics) = HapticFeedbackLog.collect { picker.selectRow(2, inComponent: 0, animated: true) }
/// haptics   // [.prepare, .selectionChanged]
/// ```
public enum HapticFeedbackLog {
    /// One request to a feedback generator.
    public enum Event: Equatable, Sendable, CustomStringConvertible {
        /// `prepare()` on any generator.
        case prepare
        /// `impactOccurred()` (intensity 1) or `impactOccurred(intensity:)`.
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// `notificationOccurred(_:)`.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        /// `selectionChanged()`.
        case selectionChanged

        /// `prepare`, `impact heavy 0.5`, `notification success`, `selectionChanged`.
        public var description: String {
            switch self {
            case .prepare: return "prepare"
            case .impact(let style, let intensity):
                let styles: [UIImpactFeedbackGenerator.FeedbackStyle: String] =
                    [.light: "light", .medium: "medium", .heavy: "heavy", .soft: "soft", .rigid: "rigid"]
                return "impact \(styles[style] ?? "\(style.rawValue)") \(intensity)"
            case .notification(let type):
                return "notification " + (type == .success ? "success" : type == .warning ? "warning" : "error")
            case .selectionChanged: return "selectionChanged"
            }
        }
    }

    final class Collector: @unchecked Sendable {
        // Only touched by the task that owns the collect() call.
        var events: [Event] = []
    }

    @TaskLocal static var collector: Collector?

    /// Runs `body` and returns what it returned together with every haptic requested during
    /// it, in order.
    public static func collect<R>(_ body: () throws -> R) rethrows -> (R, [Event]) {
        let c = Collector()
        let result = try $collector.withValue(c) { try body() }
        return (result, c.events)
    }

    static func record(_ event: Event) {
        collector?.events.append(event)
    }
}
