/// Runs main-actor code for a nonisolated requirement inherited from `NSObject` (`description`,
/// `debugDescription`), as Objective-C's `-description` runs on whichever thread asks.
///
/// UIKit's views and constraints describe themselves from any thread (reading their state without
/// synchronisation); Plumb's do the same, so `print(view)` works in any context. Called on the main
/// actor (the normal case) this is an ordinary call.
nonisolated func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    withoutActuallyEscaping(body) { body in
        // A synchronous global-actor function has the same representation as a plain one.
        unsafeBitCast(body, to: (() -> T).self)()
    }
}
