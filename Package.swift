// swift-tools-version: 6.1
// Plumb: UIKit-shaped Auto Layout on Linux, rendered to PNG, snapshot-tested.
// Module map and import rules: see Sources/PlumbTesting/Documentation.docc/Architecture.md.

import PackageDescription

/// Plumb's own targets: Swift 6 mode; with `PLUMB_WARNINGS_AS_ERRORS=1` (set by `.ci/run`) every
/// warning is an error. The flag is Plumb's own so a consumer's CI never sees it, and it applies to
/// Plumb's targets only, never to its dependencies.
let strict: [SwiftSetting] =
    [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ] + (Context.environment["PLUMB_WARNINGS_AS_ERRORS"] == "1" ? [.unsafeFlags(["-warnings-as-errors"])] : [])

let package = Package(
    name: "Plumb",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "PlumbUI", targets: ["PlumbUI"]),
        .library(name: "PlumbTesting", targets: ["PlumbTesting"]),
        .library(name: "PlumbSnapshotCore", targets: ["PlumbSnapshotCore"]),
        .library(name: "PureLayout", targets: ["PureLayout"]),
        .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
        .library(name: "PlumbGallery", targets: ["PlumbGallery"]),
        .executable(name: "plumb", targets: ["plumb"]),
        .executable(name: "plumb-gallery", targets: ["plumb-gallery"]),
    ],
    // `PlumbSnapshotTesting` (swift-snapshot-testing's strategies over Plumb) needs
    // swift-snapshot-testing and, through it, swift-syntax. They are resolved and built only for
    // packages that enable this trait:
    //   .package(url: "…/plumb.git", from: "…", traits: ["SwiftSnapshotTesting"])
    // Plumb's own tests enable it (`scripts/test` passes `--traits SwiftSnapshotTesting`).
    traits: [
        .trait(
            name: "SwiftSnapshotTesting",
            description: "PlumbSnapshotTesting: swift-snapshot-testing's image strategies for PlumbUI views")
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Only its `SnapshotTesting` library is used (no swift-syntax: that is InlineSnapshotTesting's).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // MARK: C system libraries (never products)
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CLibJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CICU", pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"])]),

        // MARK: Solver
        .target(
            name: "Cassowary",
            // The tableau consistency check runs after every operation in debug builds (tests).
            swiftSettings: strict + [.define("CASSOWARY_CHECKS", .when(configuration: .debug))]),
        // The exact reference the solver's tests compare against (lexicographic LP in rational
        // arithmetic; shares no code with the solver). Optimised even in debug builds: unoptimised,
        // its big-number arithmetic made the reproducer tests take minutes instead of seconds.
        .target(
            name: "ExactLP",
            path: "Tests/ExactLP",
            swiftSettings: strict + [.unsafeFlags(["-O"])]),
        .testTarget(
            name: "CassowaryTests",
            dependencies: [
                "Cassowary", "ExactLP",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            // The solver reproducers, read from the source tree by the tests.
            exclude: ["Fixtures"],
            swiftSettings: strict),

        // MARK: Raster
        .target(
            name: "Raster",
            dependencies: ["CLibPNG", "CLibJPEG"],
            swiftSettings: strict),
        .testTarget(
            name: "RasterTests",
            dependencies: ["Raster"],
            swiftSettings: strict),

        // MARK: Typesetting
        .target(
            name: "Typesetting",
            dependencies: ["CFreeType", "CHarfBuzz", "CICU", "Raster"],
            // The bundled fonts, their licences and README ship as resources
            // (`Plumb_Typesetting.resources/Fonts` beside every built product).
            resources: [.copy("Fonts")],
            swiftSettings: strict),
        .testTarget(
            name: "TypesettingTests",
            dependencies: ["Typesetting", "Raster"],
            // App fonts to register (Resources/Fonts/README.md), read by path by the test
            // targets of Typesetting, PlumbUI and PlumbTesting.
            exclude: ["Resources"],
            swiftSettings: strict),

        // MARK: PlumbUI
        .target(
            name: "PlumbUI",
            dependencies: ["Cassowary", "Typesetting", "Raster"],
            swiftSettings: strict),
        .testTarget(
            name: "PlumbUITests",
            dependencies: ["PlumbUI"],
            // Image fixtures (scale variants, an asset catalog, broken files): made by
            // scripts/fixtures/make-image-fixtures.py and make-jpeg-fixtures.c.
            resources: [.process("Resources")],
            swiftSettings: strict),

        // MARK: PureLayout's API over PlumbUI (same module name, so `import PureLayout` stays)
        .target(
            name: "PureLayout",
            dependencies: ["PlumbUI"],
            swiftSettings: strict),
        .testTarget(
            // UIKit code in Swift 5 language mode, with no isolation annotations, must compile.
            name: "Swift5ModeTests",
            dependencies: ["PlumbUI", "PureLayout"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "PureLayoutTests",
            dependencies: ["PureLayout", "PlumbUI"],
            swiftSettings: strict),

        // MARK: Snapshot testing and the command-line tool
        // The snapshot core: strategies, devices, rendering, verifying, the manifest, reports and the
        // tool's commands; no test framework, so the `plumb` executable links none.
        .target(
            name: "PlumbSnapshotCore",
            dependencies: ["PlumbUI", "Raster", "Typesetting"],
            swiftSettings: strict),
        // The assertions (`assertSnapshot`...), reporting to Swift Testing or XCTest.
        .target(
            name: "PlumbTesting",
            dependencies: ["PlumbSnapshotCore", "PlumbUI", "Raster"],
            swiftSettings: strict),
        .testTarget(
            name: "PlumbTestingTests",
            dependencies: ["PlumbTesting", "PlumbSnapshotCore", "PlumbUI", "Raster", "Typesetting"],
            // Images for the image grid snapshot (copies of PlumbUITests' fixtures).
            resources: [.process("Resources")],
            swiftSettings: strict),

        // MARK: swift-snapshot-testing compatibility (only with the SwiftSnapshotTesting trait)
        .target(
            name: "PlumbSnapshotTesting",
            dependencies: [
                "PlumbTesting", "PlumbUI", "Raster",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["SwiftSnapshotTesting"])),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "PlumbSnapshotTestingTests",
            dependencies: [
                "PlumbSnapshotTesting", "PlumbUI", "Raster",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["SwiftSnapshotTesting"])),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strict),
        // The README and the documentation tested as code: every ```swift block of README.md and
        // of the DocC articles is quoted from a file here (ReadmeCodeBlockTests checks it), compiled
        // in Swift 6 mode and run. The manifests are in Manifests/, evaluated by
        // scripts/checks/readme-manifest.sh.
        .testTarget(
            name: "PlumbReadmeTests",
            dependencies: [
                "PlumbTesting", "PlumbSnapshotTesting", "PlumbUI", "Typesetting",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["SwiftSnapshotTesting"])),
            ],
            exclude: ["__Snapshots__", "Manifests"],
            swiftSettings: strict),
        .executableTarget(
            name: "plumb",
            dependencies: [
                "PlumbSnapshotCore", "PlumbUI", "Raster",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),

        // MARK: The gallery: the seeds' examples as iOS code, rendered by `swift run plumb-gallery OUT_DIR`
        .target(
            name: "PlumbGallery",
            dependencies: ["PlumbUI", "PureLayout", "PlumbSnapshotCore"],
            swiftSettings: strict),
        .executableTarget(
            name: "plumb-gallery",
            dependencies: [
                "PlumbGallery", "PlumbSnapshotCore", "PlumbUI", "Raster",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "PlumbGalleryTests",
            dependencies: ["PlumbGallery", "PlumbTesting", "PlumbUI", "PureLayout"],
            swiftSettings: strict),

        // MARK: Benchmarks (release builds, driven by Benchmarks/run)
        .executableTarget(
            name: "bench-solver", dependencies: ["Cassowary"],
            path: "Benchmarks/Sources/bench-solver", swiftSettings: strict),
        .executableTarget(
            name: "bench-raster", dependencies: ["Raster"],
            path: "Benchmarks/Sources/bench-raster", swiftSettings: strict),
        .executableTarget(
            name: "bench-layout", dependencies: ["PlumbUI"],
            path: "Benchmarks/Sources/bench-layout", swiftSettings: strict),
        .executableTarget(
            name: "bench-text", dependencies: ["Typesetting", "Raster", "CHarfBuzz"],
            path: "Benchmarks/Sources/bench-text", swiftSettings: strict),
        .executableTarget(
            name: "bench-snapshot", dependencies: ["PlumbSnapshotCore", "PlumbUI", "Raster"],
            path: "Benchmarks/Sources/bench-snapshot", swiftSettings: strict),
    ]
)

#if os(Linux)
    // `import QuartzCore`, as iOS code writes it: a module that declares nothing and re-exports
    // PlumbUI (the "Coming from UIKit" article). Linux only: on Apple platforms the system's module has
    // this name. There is no `CoreGraphics` module: the toolchain's swift-testing declares a
    // cross-import overlay for it (`Testing.swiftcrossimport/CoreGraphics.swiftoverlay`) that Linux
    // does not ship, so every file that imported Testing and a `CoreGraphics` module would fail
    // with "no such module '_Testing_CoreGraphics'".
    package.products += [
        .library(name: "QuartzCore", targets: ["QuartzCore"])
    ]
    package.targets += [
        .target(name: "QuartzCore", dependencies: ["PlumbUI"], swiftSettings: strict)
    ]
    package.targets.first { $0.name == "PlumbUITests" }?.dependencies += ["QuartzCore"]
#endif
