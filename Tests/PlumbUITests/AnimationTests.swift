import Foundation
import Testing
@testable import PlumbUI

/// `UIView.animate` in its UIKit forms: every variant lands in the final state at once and calls
/// its completion when the animation would end (after `animate` returns; tests finish pending
/// animations with `PendingAnimations.finishAll()`); a completion that keeps starting animations
/// is stopped and reported.
@MainActor @Suite struct AnimationTests {
    @Test func everyAnimateVariantAppliesAtOnceAndCompletesLater() {
        var log: [String] = []
        UIView.animate(withDuration: 0.3, animations: { log.append("plain") }, completion: { log.append("done \($0)") })
        UIView.animate(
            withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .beginFromCurrentState],
            animations: { log.append("options") }, completion: { _ in log.append("done options") })
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
            options: UIView.AnimationOptions(), animations: { log.append("spring") },
            completion: { _ in log.append("done spring") })
        UIView.animate(
            withDuration: 0, animations: { log.append("zero") }, completion: { _ in log.append("done zero") })
        #expect(log == ["plain", "options", "spring", "zero"])
        PendingAnimations.finishAll()
        // In the order they would end: 0 s, 0.3 s, 0.4 s, 1 s.
        #expect(
            log == [
                "plain", "options", "spring", "zero", "done zero", "done true", "done options", "done spring",
            ])
        #expect(
            UIView.AnimationOptions.curveLinear.rawValue == 3 << 16
                && UIView.AnimationOptions.autoreverse.rawValue == 16)
    }

    @Test func aSnapshotRightAfterAnimateShowsTheAnimatedValuesNotTheCompletions() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var completed = false
        UIView.animate(
            withDuration: 0.25,
            animations: {
                view.transform = CGAffineTransform(scaleX: 2, y: 2)
                view.alpha = 0.5
            },
            completion: { finished in
                completed = finished
                view.transform = .identity
            })
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2) && view.alpha == 0.5 && !completed)
        #expect(view.frame == CGRect(x: -20, y: -20, width: 80, height: 80))
        PendingAnimations.finishAll()
        #expect(view.transform == .identity && view.alpha == 0.5 && completed)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func keyframesAndTransitionsCompleteLaterToo() {
        let container = UIView(), from = UIView(), to = UIView()
        container.addSubview(from)
        var log: [String] = []
        UIView.animateKeyframes(
            withDuration: 0.5, delay: 0, options: [],
            animations: { UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { log.append("key") } },
            completion: { _ in log.append("done keyframes") })
        UIView.transition(from: from, to: to, duration: 0.2, options: []) { _ in log.append("done replace") }
        UIView.transition(
            with: container, duration: 0.1, options: [.transitionCrossDissolve], animations: { log.append("content") },
            completion: { _ in log.append("done transition") })
        #expect(log == ["key", "content"] && container.subviews == [to])
        PendingAnimations.finishAll()
        #expect(log == ["key", "content", "done transition", "done replace", "done keyframes"])
    }

    @Test func aChainOfAnimationsRunsToItsEnd() {
        var steps: [Int] = []
        func step(_ i: Int) {
            UIView.animate(
                withDuration: 0.2, animations: { steps.append(i) }, completion: { _ in if i < 5 { step(i + 1) } })
        }
        let reported = LayoutDiagnostics.collect {
            step(1)
            #expect(steps == [1])
            PendingAnimations.finishAll()
        }.1
        #expect(steps == [1, 2, 3, 4, 5] && reported.isEmpty)
    }

    @Test func completionsThatAnimateForeverAreStoppedAndReported() {
        // PureLayout's demo 7 animates back and forth from each completion while on screen.
        var bounces = 0, toEnd = true
        func bounce() {
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
                animations: { bounces += 1 },
                completion: { _ in
                    toEnd.toggle(); bounce()
                })
        }
        let reported = LayoutDiagnostics.collect {
            bounce()
            PendingAnimations.finishAll()
        }.1
        // Generations 0 ... 16 animated (17 blocks); the 17th completion's animation was not queued.
        #expect(bounces == 18 && !toEnd)
        #expect(reported.map(\.kind) == [.warning])
        #expect(
            reported.first?.message
                == "Animation completions kept starting new animations (16 deep); Plumb stopped calling completions here."
        )
    }

    @Test func aCompletionRunsByItselfOnceTheAnimationWouldHaveEnded() async throws {
        var done = false
        UIView.animate(withDuration: 0.01, animations: {}, completion: { _ in done = true })
        #expect(!done)
        for _ in 0..<200 where !done { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(done)
    }
}
