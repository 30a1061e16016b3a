import Foundation
import Synchronization

/// One message from the layout system: what UIKit prints to the console (unsatisfiable
/// constraints, invalid constraints, a layout loop, a missing `super.updateConstraints()`).
public struct LayoutDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem the message reports.
    public enum Kind: String, Sendable {
        /// Required constraints that cannot all hold; one was broken to recover.
        case unsatisfiableConstraints
        /// A constraint that breaks Auto Layout's rules (UIKit raises an exception); not installed.
        case invalidConstraint
        /// `layoutSubviews` and `updateConstraints` kept invalidating each other.
        case layoutLoop
        /// An `updateConstraints` override did not call `super.updateConstraints()`.
        case missingSuperCall
        /// Anything else worth telling (for example a value that could not be drawn).
        case warning
    }

    /// What kind of problem the message reports.
    public let kind: Kind
    /// The text, in UIKit's wording where UIKit has one.
    public let message: String
    /// The message in one line, as a snapshot's lint finding shows it: for unsatisfiable
    /// constraints UIKit's headline, `Unable to simultaneously satisfy constraints.`, while
    /// ``message`` is the whole log with every constraint of the conflict; a one-line message is
    /// its own summary.
    public let summary: String

    package init(kind: Kind, message: String, summary: String? = nil) {
        (self.kind, self.message, self.summary) = (kind, message, summary ?? message)
    }

    public var description: String { message }
}

/// The channel layout diagnostics go to.
///
/// UIKit prints these messages to the console (and throws exceptions for invalid constraints);
/// Plumb never crashes a test run, so it reports them here. Inside ``collect(_:)`` they are
/// gathered for the caller; outside, they go to the ``handler`` (by default standard error, with
/// UIKit's `[LayoutConstraints]` prefix for the layout engine's messages and `[Plumb] warning:`
/// for the others).
///
/// ```swift
/// let (_, messages) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
/// #expect(messages.contains { $0.kind == .unsatisfiableConstraints })
/// ```
public enum LayoutDiagnostics {
    final class Collector: @unchecked Sendable {
        // Only touched by the task that owns the collect() call.
        var items: [LayoutDiagnostic] = []
    }

    @TaskLocal static var collector: Collector?

    private static let defaultHandler = Mutex<(@Sendable (LayoutDiagnostic) -> Void)?>(nil)

    /// Where diagnostics go outside ``collect(_:)``; `nil` (the default) prints to standard error.
    public static var handler: (@Sendable (LayoutDiagnostic) -> Void)? {
        get { defaultHandler.withLock { $0 } }
        set { defaultHandler.withLock { $0 = newValue } }
    }

    /// Runs `body` and returns what it returned together with every diagnostic it reported.
    ///
    /// Diagnostics are collected per task, so tests running in parallel see only their own.
    public static func collect<R>(_ body: () throws -> R) rethrows -> (R, [LayoutDiagnostic]) {
        let c = Collector()
        let result = try $collector.withValue(c) { try body() }
        return (result, c.items)
    }

    /// Sends one message to the collector of the current task, else the handler, else standard
    /// error. `package`: PureLayout reports its assertions here too.
    ///
    /// - Parameter summary: The message in one line, when it has several (see
    ///   ``LayoutDiagnostic/summary``).
    package static func report(_ kind: LayoutDiagnostic.Kind, _ message: String, summary: String? = nil) {
        let d = LayoutDiagnostic(kind: kind, message: message, summary: summary)
        if let c = collector {
            c.items.append(d)
        } else if let h = handler {
            h(d)
        } else {
            FileHandle.standardError.write(Data(consoleLine(d).utf8))
        }
    }

    /// The line a diagnostic prints on standard error outside ``collect(_:)``: the layout
    /// engine's messages under UIKit's `[LayoutConstraints]` prefix, as iOS logs them; anything
    /// else (a missing image, a value that could not be drawn) under `[Plumb] warning:`, since it
    /// is not about constraints and iOS prints no such line.
    package static func consoleLine(_ d: LayoutDiagnostic) -> String {
        (d.kind == .warning ? "[Plumb] warning: " : "[LayoutConstraints] ") + d.message + "\n"
    }
}

/// Deterministic object ids in creation order, printed where UIKit prints addresses.
enum ObjectIDs {
    private static let counter = Atomic<Int>(0)
    static func next() -> Int { counter.wrappingAdd(1, ordering: .relaxed).newValue }
}
