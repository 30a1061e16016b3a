#if SwiftSnapshotTesting
    import PlumbSnapshotTesting
    import PlumbUI
    import SnapshotTesting
    import Testing
    import XCTest

    /// A swift-snapshot-testing test as an iOS team writes it, moved to Linux by changing only the
    /// imports (`UIKit` → `PlumbUI` + `PlumbSnapshotTesting`). Its references are committed in
    /// `__Snapshots__/MigratedProfileTests/` (SST's layout) and are never re-recorded here. Views are
    /// main-actor isolated, as UIKit's are, so the suite is `@MainActor` (as it must be on iOS in
    /// Swift 6 mode).
    @MainActor @Suite(.snapshots(record: .never))
    struct MigratedProfileTests {
        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                let avatar = UIView()
                avatar.backgroundColor = .systemBlue
                avatar.layer.cornerRadius = 32
                let name = UILabel()
                name.text = "Ada Lovelace"
                name.font = .boldSystemFont(ofSize: 22)
                let role = UILabel()
                role.text = "Analyst of the Analytical Engine, first published programmer"
                role.font = .systemFont(ofSize: 15)
                role.textColor = .darkGray
                role.numberOfLines = 0
                for v in [avatar, name, role] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let guide = view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    avatar.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
                    avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    avatar.widthAnchor.constraint(equalToConstant: 64),
                    avatar.heightAnchor.constraint(equalToConstant: 64),
                    name.topAnchor.constraint(equalTo: avatar.topAnchor, constant: 6),
                    name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                    name.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    role.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
                    role.leadingAnchor.constraint(equalTo: name.leadingAnchor),
                    role.trailingAnchor.constraint(equalTo: name.trailingAnchor),
                ])
            }
        }

        @Test func profile() {
            assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhone8))
        }
    }

    /// The same test as an XCTest case, the way most iOS suites are written (`XCTFail` on failure).
    /// On Linux the method is `@MainActor` and `async`: corelibs XCTest cannot run a synchronous
    /// main-actor test method.
    final class MigratedProfileXCTests: XCTestCase {
        @MainActor func testProfile() async {
            assertSnapshot(of: MigratedProfileTests.ProfileViewController(), as: .image(on: .iPhone8), record: .never)
        }
    }
#endif
