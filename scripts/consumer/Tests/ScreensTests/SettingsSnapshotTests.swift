import PlumbTesting
import PlumbUI
import Screens
import Testing

@MainActor @Suite struct SettingsSnapshotTests {
    @Test func settings() {
        assertSnapshot(of: SettingsScreen(), as: .image(on: .iPhoneSE))
    }
}
