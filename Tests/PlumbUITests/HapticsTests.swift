import Foundation
import Testing
@testable import PlumbUI

/// UIKit's feedback generators, which play nothing on Linux and record what they were asked to
/// play in `HapticFeedbackLog`.
@MainActor @Suite struct HapticsTests {
    @Test func generatorsRecordWhatTheyWereAskedToPlayInOrder() {
        let (_, events) = HapticFeedbackLog.collect {
            let selection = UISelectionFeedbackGenerator()
            selection.prepare()
            selection.selectionChanged()
            let heavy = UIImpactFeedbackGenerator(style: .heavy)
            heavy.impactOccurred()
            heavy.impactOccurred(intensity: 0.5)
            heavy.impactOccurred(intensity: 3)
            heavy.impactOccurred(intensity: .nan)
            UIImpactFeedbackGenerator().impactOccurred()
            let outcome = UINotificationFeedbackGenerator()
            outcome.notificationOccurred(.success)
            outcome.notificationOccurred(.error)
        }
        #expect(
            events == [
                .prepare, .selectionChanged, .impact(.heavy, intensity: 1), .impact(.heavy, intensity: 0.5),
                .impact(.heavy, intensity: 1), .impact(.medium, intensity: 1), .notification(.success),
                .notification(.error),
            ])
        #expect(
            events.map(\.description) == [
                "prepare", "selectionChanged", "impact heavy 1.0", "impact heavy 0.5",
                "impact heavy 1.0", "impact medium 1.0", "notification success",
                "notification error",
            ])
        // Outside a collection nothing is kept.
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(HapticFeedbackLog.collect { () }.1.isEmpty)
    }

    @Test func feedbackStylesAndTypesHaveUIKitsRawValues() {
        #expect(
            [UIImpactFeedbackGenerator.FeedbackStyle.light, .medium, .heavy, .soft, .rigid].map(\.rawValue) == [
                0, 1, 2, 3, 4,
            ])
        #expect([UINotificationFeedbackGenerator.FeedbackType.success, .warning, .error].map(\.rawValue) == [0, 1, 2])
    }
}
