import PlumbTesting
import PlumbUI
import Screens
import XCTest

@MainActor final class ProfileXCTests: XCTestCase {
    func testProfileWide() {
        assertSnapshot(of: ProfileCard(name: "Grace Hopper", role: "Rear admiral"), as: .image(width: 375))
    }
}
