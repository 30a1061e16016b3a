import PlumbTesting
import PlumbUI
import Screens
import Testing

@MainActor @Suite struct ProfileSnapshotTests {
    @Test func profile() {
        let card = ProfileCard(name: "Ada Lovelace", role: "Analyst, Analytical Engine")
        assertSnapshot(of: card, as: .image(width: 320))
        assertSnapshot(of: card, as: .image(width: 320).rightToLeft)
    }
}
