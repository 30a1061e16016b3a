// swift-tools-version: 6.1
// The README's package manifest lines, in a whole manifest: `scripts/checks/readme-manifest.sh`
// evaluates it with `swift package dump-package` (no dependency is fetched), and
// ReadmeCodeBlockTests checks that the README quotes it.
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [
        .package(url: "https://github.com/your-org/plumb.git", from: "0.1.0", traits: ["SwiftSnapshotTesting"])
    ],
    targets: [
        .target(name: "App"),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", .product(name: "PlumbSnapshotTesting", package: "plumb")],
            // Every folder swift-snapshot-testing keeps references in: one beside each test file.
            exclude: ["__Snapshots__", "Profile/__Snapshots__", "Settings/__Snapshots__"]),
    ]
)
