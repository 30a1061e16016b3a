import Foundation

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
