import Foundation
public import PlumbSnapshotCore
public import PlumbUI

/// Shows a gallery example on a phone screen and captures it, the same way for the
/// `plumb-gallery` command and for the gallery's snapshot tests.
///
/// Showing an example makes its controller, applies the state's `prepare`, shows it in a
/// navigation controller (the seed app's) as the root of a window of the screen's size, safe
/// area, scale and layout direction (`makeKeyAndVisible`: the appearance callbacks and the first
/// layout), applies the state's `afterLayout` and lays out again; everything printed and reported meanwhile is the
/// example's log. Capturing then renders that window as it is with `SnapshotRenderer` under the
/// strategy ``strategy(_:_:lint:)``, in the command and in the snapshot tests alike, so the
/// command's PNGs are exactly the tests' references.
///
/// ```swift
/// let shown = GalleryRenderer.show(Gallery.examples[0], Gallery.examples[0].states[0],
///                                  on: GalleryRenderer.screens[0], .rightToLeft)
/// let captured = try GalleryRenderer.capture(shown, lint: [])
/// ```
@MainActor
public enum GalleryRenderer {
    /// iPhone SE (1st generation) and iPod touch: 320 × 568 points @2x, a 20-point status bar
    /// (Apple's Human Interface Guidelines, "Layout > Specifications", and UIKit's status-bar
    /// height before the notch).
    public static let iPhoneSE1 = Device(
        name: "iPhoneSE1", width: 320, height: 568, scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    /// The two screens every example is shown on: the narrow 320-point and the common 375-point
    /// iPhone widths, both @2x.
    public static let screens: [Device] = [iPhoneSE1, .iPhone8]

    /// Both layout directions.
    public static let directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft]

    /// An example shown in a window, with what it logged on the way.
    public struct Shown {
        /// The example's controller (in the navigation controller at the window's root).
        public let controller: UIViewController
        /// The window it is shown in.
        public let window: UIWindow
        /// The screen and direction.
        public let device: Device
        public let direction: UITraitEnvironmentLayoutDirection
        /// What it printed and what the layout engine reported while it was shown.
        public let log: GalleryLog
    }

    /// Shows `example` in `state` on `device` in `direction` (see the type's description).
    public static func show(
        _ example: GalleryExample, _ state: GalleryState, on device: Device,
        _ direction: UITraitEnvironmentLayoutDirection
    ) -> Shown {
        let ((controller, window), log) = GalleryLog.capture { () -> (UIViewController, UIWindow) in
            let controller = example.makeController()
            state.prepare?(controller)
            let window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
            window.overrideTraitCollection = UITraitCollection(
                layoutDirection: direction, displayScale: device.scale,
                horizontalSizeClass: device.horizontalSizeClass,
                verticalSizeClass: device.verticalSizeClass)
            window.hostSafeAreaInsets = device.safeAreaInsets
            // In a navigation controller, as the seed app shows every example (its title in the
            // bar), unless the example is one.
            window.rootViewController =
                controller as? UINavigationController
                ?? UINavigationController(rootViewController: controller)
            window.makeKeyAndVisible()  // lays out, then viewDidAppear
            state.afterLayout?(controller)
            window.layoutIfNeeded()
            return (controller, window)
        }
        return Shown(controller: controller, window: window, device: device, direction: direction, log: log)
    }

    /// The snapshot strategy of a screen and direction: the device's window, image at its scale.
    /// `lint` is the layout lint (none for examples broken on purpose).
    public static func strategy(
        _ device: Device, _ direction: UITraitEnvironmentLayoutDirection,
        lint: LintChecks = .default
    ) -> Snapshotting {
        Snapshotting.image(on: device, lint: lint).direction(direction)
    }

    /// The lint an example's snapshots run (``GalleryExample/lint``).
    public static func lint(for example: GalleryExample) -> LintChecks { example.lint }

    /// Renders a shown example as it is in its window (``SnapshotSubject/window(_:)``, not laid out
    /// again: an exercised ambiguity or a tapped button's layout stays), with
    /// ``strategy(_:_:lint:)``'s scale and lint.
    public static func capture(_ shown: Shown, lint: LintChecks) throws(SnapshotError) -> CapturedSnapshot {
        try SnapshotRenderer.capture(.window(shown.window), as: strategy(shown.device, shown.direction, lint: lint))
    }
}
