#if SwiftSnapshotTesting
    // PlumbSnapshotTesting: swift-snapshot-testing's image strategies for Plumb's UIKit-shaped views,
    // so that existing `assertSnapshot` tests run on Linux.
    //
    // Migrating a test from iOS is an import change:
    //
    // ```swift
    // // On iOS, with swift-snapshot-testing:
    // import SnapshotTesting
    // import UIKit
    // import XCTest
    //
    // // On Linux, with Plumb:
    // import PlumbSnapshotTesting
    // import PlumbUI
    // import SnapshotTesting
    // import XCTest
    //
    // final class ProfileTests: XCTestCase {
    //     func testProfile() {
    //         let controller = ProfileViewController()
    //         assertSnapshot(of: controller, as: .image(on: .iPhone8))              // 750×1334 PNG
    //         assertSnapshot(of: controller.view, as: .image(on: .iPhoneX(.landscape)))
    //         assertSnapshot(of: controller, as: .image(on: .iPhone8, precision: 0.99))
    //     }
    // }
    // ```
    //
    // References go where swift-snapshot-testing puts them (`__Snapshots__/<TestFile>/<test>.1.png`),
    // and record modes, `SNAPSHOT_TESTING_RECORD`, `withSnapshotTesting` and the `.snapshots` trait work
    // as usual: this module only provides the strategies. References recorded on iOS will not match
    // Plumb's rendering; record them again on Linux.
    //
    // Differences from swift-snapshot-testing on iOS, each documented where it applies: the display
    // scale is the configured device's own (not the simulator's); `drawHierarchyInKeyWindow` is accepted
    // and ignored (there is no key window; Plumb always draws the view tree); `perceptualPrecision` is
    // pixelmatch's YIQ threshold, not CoreImage's CIE ΔE 1994; `precision` counts pixels, never bytes;
    // a `traits:` argument applies the traits it was made with, as `UITraitCollection(traitsFrom:)`
    // merges them (`userInterfaceStyle: .dark` draws dark mode).

    public import Foundation
    public import PlumbUI
    public import SnapshotTesting

    extension Snapshotting where Value == UIView, Format == UIImage {
        /// A snapshot of the view at its frame's size, @2x, compared exactly.
        ///
        /// ```swift
        /// let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        /// assertSnapshot(of: badge, as: .image)
        /// ```
        public static var image: Snapshotting { .image() }

        /// A snapshot of the view at a size (or its frame's size) with traits.
        ///
        /// The view is put in a window of that size with no safe area, laid out and drawn; a view
        /// whose size is empty is first sized to fit its content (`systemLayoutSizeFitting`). Where no
        /// background is drawn the PNG is transparent, as swift-snapshot-testing's is.
        ///
        /// ```swift
        /// assertSnapshot(of: card, as: .image(size: CGSize(width: 320, height: 200)))
        /// assertSnapshot(of: card, as: .image(traits: UITraitCollection(layoutDirection: .rightToLeft, displayScale: 3)))
        /// ```
        ///
        /// - Parameters:
        ///   - drawHierarchyInKeyWindow: Accepted for source compatibility and ignored.
        ///   - precision: The fraction of pixels that must match (see `Diffing.image(precision:perceptualPrecision:scale:)`).
        ///   - perceptualPrecision: How close a pixel's colour must be to match.
        ///   - size: The size in points; nil uses the view's frame size.
        ///   - traits: Layout direction, display scale (default 2), Dynamic Type size and size classes.
        public static func image(
            drawHierarchyInKeyWindow: Bool = false,
            precision: Float = 1,
            perceptualPrecision: Float = 1,
            size: CGSize? = nil,
            traits: UITraitCollection = .init()
        ) -> Snapshotting {
            image(
                on: ViewImageConfig(size: size), precision: precision, perceptualPrecision: perceptualPrecision,
                traits: traits)
        }

        /// A snapshot of the view filling a device's screen: its size, safe area and traits.
        ///
        /// swift-snapshot-testing only has this for view controllers; Plumb adds it for views. The view
        /// fills a window with the configuration's safe-area insets, so its `safeAreaLayoutGuide` and
        /// margins are the device's.
        ///
        /// ```swift
        /// assertSnapshot(of: view, as: .image(on: .iPhone8))          // 750×1334 PNG
        /// assertSnapshot(of: view, as: .image(on: .iPadMini(.portrait), precision: 0.995))
        /// ```
        ///
        /// - Parameters:
        ///   - config: The device: size, safe area and traits (including its display scale).
        ///   - drawHierarchyInKeyWindow: Accepted for source compatibility and ignored.
        ///   - precision: The fraction of pixels that must match.
        ///   - perceptualPrecision: How close a pixel's colour must be to match.
        ///   - size: Replaces the configuration's size.
        ///   - traits: The traits it gives replace the configuration's (`UITraitCollection(traitsFrom:)`).
        public static func image(
            on config: ViewImageConfig,
            drawHierarchyInKeyWindow: Bool = false,
            precision: Float = 1,
            perceptualPrecision: Float = 1,
            size: CGSize? = nil,
            traits: UITraitCollection = .init()
        ) -> Snapshotting {
            imageStrategy(config, size, traits, precision, perceptualPrecision) { view, request in
                ImageCapture.image(of: view, request)
            }
        }
    }

    extension Snapshotting where Value == UIViewController, Format == UIImage {
        /// A snapshot of the controller's view at its own size, @2x, compared exactly.
        public static var image: Snapshotting { .image() }

        /// A snapshot of the controller's view as the root of a window filling a device's screen.
        ///
        /// The controller becomes the window's `rootViewController`, so its view gets the device's
        /// safe-area insets and traits, and `viewDidLoad`, `updateViewConstraints` and the layout
        /// callbacks run as on iOS.
        ///
        /// ```swift
        /// assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhoneX))
        /// assertSnapshot(of: controller, as: .image(on: .iPhone13(.landscape), traits: .init(layoutDirection: .rightToLeft)))
        /// ```
        ///
        /// - Parameters:
        ///   - config: The device: size, safe area and traits (including its display scale).
        ///   - drawHierarchyInKeyWindow: Accepted for source compatibility and ignored.
        ///   - precision: The fraction of pixels that must match.
        ///   - perceptualPrecision: How close a pixel's colour must be to match.
        ///   - size: Replaces the configuration's size.
        ///   - traits: The traits it gives replace the configuration's (`UITraitCollection(traitsFrom:)`).
        public static func image(
            on config: ViewImageConfig,
            drawHierarchyInKeyWindow: Bool = false,
            precision: Float = 1,
            perceptualPrecision: Float = 1,
            size: CGSize? = nil,
            traits: UITraitCollection = .init()
        ) -> Snapshotting {
            imageStrategy(config, size, traits, precision, perceptualPrecision) { controller, request in
                ImageCapture.image(of: controller, request)
            }
        }

        /// A snapshot of the controller's view at a size (or the view's own size) with traits, with no
        /// safe area.
        ///
        /// - Parameters:
        ///   - drawHierarchyInKeyWindow: Accepted for source compatibility and ignored.
        ///   - precision: The fraction of pixels that must match.
        ///   - perceptualPrecision: How close a pixel's colour must be to match.
        ///   - size: The size in points; nil uses the view's bounds size.
        ///   - traits: Layout direction, display scale (default 2), Dynamic Type size and size classes.
        public static func image(
            drawHierarchyInKeyWindow: Bool = false,
            precision: Float = 1,
            perceptualPrecision: Float = 1,
            size: CGSize? = nil,
            traits: UITraitCollection = .init()
        ) -> Snapshotting {
            image(
                on: ViewImageConfig(size: size), precision: precision, perceptualPrecision: perceptualPrecision,
                traits: traits)
        }
    }

    extension ViewImageConfig {
        /// The same configuration with another size, if one is given.
        func resized(_ size: CGSize?) -> ViewImageConfig {
            guard let size else { return self }
            var c = self
            c.size = size
            return c
        }
    }

    extension Snapshotting where Format == UIImage {
        /// The image strategy for a configuration: the capture request, the PNG diffing at the
        /// configuration's (or the traits') display scale, and how a value is captured.
        static func imageStrategy(
            _ config: ViewImageConfig, _ size: CGSize?, _ traits: UITraitCollection,
            _ precision: Float, _ perceptualPrecision: Float,
            capture: @escaping (Value, ImageCapture.Request) -> UIImage
        ) -> Snapshotting {
            let request = ImageCapture.Request(config: config.resized(size), traits: traits)
            let scale = ImageCapture.merge(traits, over: config.traits).displayScale
            return Snapshotting(
                pathExtension: PlumbReferenceNames.imageExtension,
                diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale),
                snapshot: { value in capture(value, request) })
        }
    }
#endif
