// swift-tools-version: 6.1
// Getting started, "Screens that also build for iOS": a package of an app's screens that the iOS
// app (through Xcode's local package reference) and the Linux snapshot tests both depend on; Plumb
// applies on Linux only. `scripts/checks/readme-manifest.sh` evaluates it with
// `swift package dump-package` (no dependency is fetched), and ReadmeCodeBlockTests checks that
// the documentation quotes it.
import PackageDescription

let package = Package(
    name: "AppScreens",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "AppScreens", targets: ["AppScreens"])
    ],
    dependencies: [
        .package(url: "https://github.com/your-org/plumb.git", from: "0.1.0")
    ],
    targets: [
        // On iOS the screens import UIKit; on Linux PlumbUI stands in for it.
        .target(
            name: "AppScreens",
            dependencies: [
                .product(name: "PlumbUI", package: "plumb", condition: .when(platforms: [.linux]))
            ]),
        // The snapshot tests run on Linux; on iOS this target compiles to nothing.
        .testTarget(
            name: "AppScreensTests",
            dependencies: [
                "AppScreens",
                .product(name: "PlumbTesting", package: "plumb", condition: .when(platforms: [.linux])),
            ]),
    ]
)
