import Foundation

/// Plumb addition (not UIKit API): the view animations whose completion handlers have not run
/// yet, and a way for tests to finish them.
///
/// On iOS the model values of an animation are its end values as soon as
/// `UIView.animate(withDuration:animations:completion:)` returns, and the completion runs later,
/// from the run loop, when the animation ends (with a duration of 0 "at the beginning of the next
/// run loop cycle", Apple's documentation of `animate(withDuration:delay:options:animations:completion:)`).
/// Plumb does the same: the `animations` block runs at once, so frames, alphas and transforms
/// are the end values and a snapshot taken right after shows them, and the completion waits
/// here. It runs
/// - when a test calls ``finishAll()`` (deterministic: use this in tests), or
/// - by itself, on the main actor, once the animation's delay and duration have passed (the run
///   loop's turn on iOS), so code that awaits a completion (an XCTest expectation fulfilled in
///   it) still sees it called. Synchronous test code never sees that happen in the middle of it.
///
/// Every `UIView` animation method defers its completion this way: `animate` (plain, with
/// options, with a spring, iOS 17's spring), `animateKeyframes` and both `transition` methods.
/// Each completion gets `true` (Plumb never interrupts an animation).
///
/// ```swift
/// UIView.animate(withDuration: 0.3, animations: { badge.transform = .init(scaleX: 2, y: 2) },
///                completion: { _ in badge.transform = .identity })
/// badge.transform.a                 // 2: the animated value; the completion has not run
/// PendingAnimations.finishAll()     // runs it
/// badge.transform == .identity      // true
/// ```
///
/// Plumb's snapshot capture does not finish pending animations: a snapshot shows the model
/// values, which are the animations' end values, as an iOS snapshot taken right after
/// `animate` does (issue 29); call ``finishAll()`` first to snapshot what the completions leave.
///
/// A completion that starts another animation adds it here; ``finishAll()`` runs those too, in
/// the order they would end. A chain that never stops (PureLayout's demo 7 bounces between two
/// states while on screen) is cut after 16 generations, and the cut is reported on
/// ``LayoutDiagnostics``.
@MainActor public enum PendingAnimations {
    /// One animation whose completion has not run.
    struct Entry {
        var id: Int
        /// The animation's end on Plumb's animation clock (seconds).
        var end: TimeInterval
        /// How many completions led to this animation (0: started by other code).
        var generation: Int
        var completion: (Bool) -> Void
    }

    /// The pending animations, in the order they were started.
    private static var entries: [Entry] = []
    private static var nextID = 0
    /// Plumb's animation clock: the end of the last completion run.
    private static var clock: TimeInterval = 0
    /// The generation of the completion running now (`nil`: none).
    private static var runningGeneration: Int?
    /// How many generations a chain of completions may have.
    static let generationLimit = 16

    /// How many animations have a completion that has not run.
    public static var count: Int { entries.count }

    /// Runs every pending completion with `true`, in the order the animations would end (ties
    /// in the order they started), then those of the animations the completions start, until
    /// none is left.
    ///
    /// - Returns: How many completions ran.
    @discardableResult
    public static func finishAll() -> Int {
        var ran = 0
        while let next = entries.indices.min(by: {
            (entries[$0].end, entries[$0].id) < (entries[$1].end, entries[$1].id)
        }) {
            run(entries.remove(at: next))
            ran += 1
        }
        return ran
    }

    /// Queues `completion` for an animation of `delay + duration` seconds that starts now.
    static func add(delay: TimeInterval, duration: TimeInterval, _ completion: @escaping (Bool) -> Void) {
        let generation = (runningGeneration ?? -1) + 1
        if generation > generationLimit {
            LayoutDiagnostics.report(
                .warning,
                "Animation completions kept starting new animations (\(generationLimit) deep); "
                    + "Plumb stopped calling completions here.")
            return
        }
        let length = [delay, duration].map { $0.isFinite ? max(0, $0) : 0 }.reduce(0, +)
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, end: clock + length, generation: generation, completion: completion))
        // The run loop's turn: the completion runs by itself once the animation would end,
        // unless a test has finished it already.
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(min(length, 3600) * 1e9))
            if let i = entries.firstIndex(where: { $0.id == id }) { run(entries.remove(at: i)) }
        }
    }

    private static func run(_ entry: Entry) {
        clock = max(clock, entry.end)
        let outer = runningGeneration
        runningGeneration = entry.generation
        defer { runningGeneration = outer }
        entry.completion(true)
    }
}
