#if SwiftSnapshotTesting
    public import Foundation
    public import PlumbUI
    public import SnapshotTesting

    extension Snapshotting where Value == UIView, Format == String {
        /// A text snapshot of the laid-out view tree in UIKit's `recursiveDescription` format,
        /// stored as `.txt`.
        public static var recursiveDescription: Snapshotting { .recursiveDescription() }

        /// A text snapshot of the view tree laid out at a size (or the view's frame size) with traits,
        /// in UIKit's `recursiveDescription` format with the addresses removed, as
        /// swift-snapshot-testing records it on iOS:
        ///
        /// ```swift
        /// assertSnapshot(of: card, as: .recursiveDescription(size: CGSize(width: 320, height: 120)))
        /// // <CardView; frame = (0 0; 320 120); layer = <CALayer>>
        /// //    | <UILabel; frame = (16 16; 288 21); text = 'Hello'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        /// ```
        ///
        /// Where Plumb differs: each view lists its frame, a label's text, clipsToBounds, alpha,
        /// hidden, opaque, autoresize, userInteractionEnabled, tag, gesture recognizers and its layer
        /// (see `UIView.recursiveDescription()`); UIKit's private subviews (a button's
        /// `UIButtonLabel`, bar internals) are Plumb's own, so compare a reference recorded on iOS
        /// line by line before adopting it.
        ///
        /// - Parameters:
        ///   - size: The size in points; nil uses the view's frame size.
        ///   - traits: Layout direction, display scale, Dynamic Type size and size classes.
        public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init())
            -> Snapshotting
        {
            let request = ImageCapture.Request(config: ViewImageConfig(size: size), traits: traits)
            return plumbLines().pullback { view in
                purgingPointers(ImageCapture.describe(view, request) { $0.recursiveDescription() })
            }
        }
    }

    extension Snapshotting where Value == UIViewController, Format == String {
        /// A text snapshot of the controller's laid-out view tree in UIKit's `recursiveDescription`
        /// format, stored as `.txt`.
        public static var recursiveDescription: Snapshotting { .recursiveDescription() }

        /// A text snapshot of the controller's view tree laid out on a device (see
        /// `Snapshotting<UIView, String>.recursiveDescription(size:traits:)` for the format).
        ///
        /// ```swift
        /// assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneX))
        /// ```
        ///
        /// - Parameters:
        ///   - config: The device: size, safe area and traits; the default uses the view's own size.
        ///   - size: Replaces the configuration's size.
        ///   - traits: The traits it gives replace the configuration's (`UITraitCollection(traitsFrom:)`).
        public static func recursiveDescription(
            on config: ViewImageConfig = .init(), size: CGSize? = nil,
            traits: UITraitCollection = .init()
        ) -> Snapshotting {
            let request = ImageCapture.Request(config: config.resized(size), traits: traits)
            return plumbLines().pullback { controller in
                purgingPointers(ImageCapture.describe(controller, request) { $0.recursiveDescription() })
            }
        }

        /// A text snapshot of the controller hierarchy (children and presented controllers, their
        /// appearance state and view) in the format of UIKit's `_printHierarchy` with the addresses
        /// removed, as swift-snapshot-testing's `.hierarchy` records it on iOS. The controller is
        /// shown in a window first, so the controllers on screen are `appeared`:
        ///
        /// ```swift
        /// assertSnapshot(of: tabBarController, as: .hierarchy)
        /// // <UITabBarController>, state: appeared, view: <UILayoutContainerView>
        /// //    | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
        /// //    |    | <UIViewController>, state: appeared, view: <UIView>
        /// //    | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
        /// ```
        public static var hierarchy: Snapshotting {
            let request = ImageCapture.Request(config: .init(), traits: .init())
            return plumbLines().pullback { controller in
                purgingPointers(ImageCapture.describe(controller, request) { _ in controller._printHierarchy() })
            }
        }
    }

    /// Removes the `0x…` addresses (and a colon before them) from a description, as
    /// swift-snapshot-testing does with UIKit's, so references do not change from run to run:
    /// `<UIView: 0x2a; frame = …>` becomes `<UIView; frame = …>`.
    func purgingPointers(_ text: String) -> String {
        text.replacingOccurrences(of: ":?[ \\t]*0x[0-9a-f]+", with: "", options: .regularExpression)
    }

    /// swift-snapshot-testing's `.lines` stored as `<test>.<n>.plumb.txt`, beside the `.txt` that
    /// the same test records on iOS (README, "swift-snapshot-testing users").
    func plumbLines() -> Snapshotting<String, String> {
        Snapshotting(pathExtension: PlumbReferenceNames.textExtension, diffing: .lines)
    }
#endif
