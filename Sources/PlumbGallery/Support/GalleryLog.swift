import Foundation
public import PlumbUI

/// What an example printed while the gallery showed it: its `print` lines, then the layout
/// engine's messages (UIKit's console: unsatisfiable constraints and the like).
///
/// The examples call `print(...)` as iOS code does. Inside this module that name resolves to the
/// function below, which writes to the log being captured (``capture(_:)``), or to standard
/// output as `Swift.print` does when nothing is being captured.
///
/// ```swift
/// let (controller, log) = GalleryLog.capture { makeAndShowController() }
/// print(log.text)
/// ```
@MainActor
public final class GalleryLog {
    /// The lines printed, in order (each `print` call's text without its terminator's newline).
    public private(set) var printed: [String] = []
    /// The layout diagnostics reported while capturing, in order.
    public private(set) var diagnostics: [LayoutDiagnostic] = []

    /// The whole log as the console would show it: printed lines, then each diagnostic with
    /// UIKit's `[LayoutConstraints]` prefix.
    public var text: String {
        (printed + diagnostics.map { "[LayoutConstraints] " + $0.message }).joined(separator: "\n")
    }

    /// The log being captured, if any.
    static var current: GalleryLog?

    nonisolated init() {}

    /// Runs `body`, capturing what it prints and the diagnostics it reports.
    public static func capture<R>(_ body: () -> R) -> (R, GalleryLog) {
        let log = GalleryLog()
        let outer = current
        current = log
        defer { current = outer }
        let (result, diagnostics) = LayoutDiagnostics.collect(body)
        log.diagnostics = diagnostics
        return (result, log)
    }

    /// Runs `body` and throws away what it prints and reports (the gallery's second layout of a
    /// view that was already captured once).
    static func discard<R>(_ body: () -> R) -> R {
        capture(body).0
    }

    func append(_ text: String) {
        // A print's text may hold several lines; the log keeps one entry per line.
        var t = text
        if t.hasSuffix("\n") { t.removeLast() }
        printed.append(contentsOf: t.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
}

/// The examples' `print`: into the gallery's log while one is captured, else to standard output.
@MainActor
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
    if let log = GalleryLog.current {
        log.append(text)
    } else {
        Swift.print(text, terminator: "")
    }
}
