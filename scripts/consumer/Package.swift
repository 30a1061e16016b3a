// swift-tools-version: 6.1
// A consumer of Plumb, as a team writes one (scripts/checks/consumer.sh copies this folder outside
// the repository, replaces PLUMB_URL and PLUMB_VERSION, and runs the README's commands in it).
import PackageDescription

let package = Package(
    name: "ConsumerApp",
    products: [.library(name: "Screens", targets: ["Screens"])],
    dependencies: [
        .package(url: "PLUMB_URL", from: "PLUMB_VERSION")
    ],
    targets: [
        // The app's screens: UIKit code that builds against UIKit on iOS and against PlumbUI on Linux.
        .target(
            name: "Screens",
            dependencies: [.product(name: "PlumbUI", package: "plumb", condition: .when(platforms: [.linux]))]),
        // Snapshot tests in both frameworks: Swift Testing suites and an XCTest class.
        .testTarget(
            name: "ScreensTests",
            dependencies: ["Screens", .product(name: "PlumbTesting", package: "plumb")]),
    ]
)
