import Foundation
import Testing
@testable import PlumbUI

/// `UIView.animate` in its UIKit forms: every variant lands in the final state at once and calls
/// its completion; a completion that keeps starting animations is stopped and reported.
@MainActor @Suite struct AnimationTests {
    @Test func everyAnimateVariantAppliesAtOnceAndCompletes() {
        var log: [String] = []
        UIView.animate(withDuration: 0.3, animations: { log.append("plain") }, completion: { log.append("done \($0)") })
        UIView.animate(
            withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .beginFromCurrentState],
            animations: { log.append("options") }, completion: { _ in log.append("done options") })
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
            options: UIView.AnimationOptions(), animations: { log.append("spring") })
        #expect(log == ["plain", "done true", "options", "done options", "spring"])
        #expect(
            UIView.AnimationOptions.curveLinear.rawValue == 3 << 16
                && UIView.AnimationOptions.autoreverse.rawValue == 16)
    }

    @Test func aChainOfAnimationsRunsToItsEnd() {
        var steps: [Int] = []
        func step(_ i: Int) {
            UIView.animate(
                withDuration: 0.2, animations: { steps.append(i) }, completion: { _ in if i < 5 { step(i + 1) } })
        }
        let reported = LayoutDiagnostics.collect { step(1) }.1
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
        let reported = LayoutDiagnostics.collect { bounce() }.1
        #expect(bounces == 17 && toEnd)  // 16 completions ran (an even number of toggles), the 17th was not called
        #expect(reported.map(\.kind) == [.warning])
        #expect(
            reported.first?.message
                == "Animation completions kept starting new animations (16 deep); Plumb runs animations at once and stopped calling completions here."
        )
    }
}
