#if SwiftSnapshotTesting
    @_exported import PlumbSnapshotTesting  // lets `swift test` run @MainActor XCTest classes on Linux
    import PlumbUI
    import SnapshotTesting
    import Testing
    import XCTest

    // README, "swift-snapshot-testing users": a suite moved from iOS by changing its imports.

    final class ProfileViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let name = UILabel()
            name.text = "Ada Lovelace"
            name.font = .preferredFont(forTextStyle: .title1)
            name.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(name)
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                name.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            ])
        }
    }

    @MainActor @Suite(.snapshots(diffTool: .plumb)) struct ProfileTests {  // Swift Testing
        @Test func profile() { assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhone8)) }
    }

    @MainActor final class ProfileXCTests: XCTestCase {  // XCTest
        func testProfile() {
            withSnapshotTesting(diffTool: .plumb) {
                assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhone8))
            }
        }
    }
#endif
