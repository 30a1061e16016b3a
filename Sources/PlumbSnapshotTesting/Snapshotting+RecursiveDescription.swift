#if SwiftSnapshotTesting
public import Foundation
public import PlumbUI
public import SnapshotTesting

extension Snapshotting where Value == UIView, Format == String {
    /// A text snapshot of the laid-out view tree, stored as `.txt`.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// A text snapshot of the view tree laid out at a size (or the view's frame size) with traits.
    ///
    /// Where Plumb differs: the text is PlumbTesting's `.frames` listing — each view's class
    /// path, frame and label text, one line per view, indented by depth — not UIKit's private
    /// `recursiveDescription` format, so references recorded on iOS must be recorded again.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .recursiveDescription(size: CGSize(width: 320, height: 120)))
    /// // CardView (0, 0, 320, 120)
    /// //   UILabel#title (16, 16, 288, 21) "Hello"
    /// ```
    ///
    /// - Parameters:
    ///   - size: The size in points; nil uses the view's frame size.
    ///   - traits: Layout direction, display scale, Dynamic Type size and size classes.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let request = ImageCapture.Request(config: ViewImageConfig(size: size), traits: traits)
        return SimplySnapshotting.lines.pullback { view in ImageCapture.frames(of: view, request) }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// A text snapshot of the controller's laid-out view tree, stored as `.txt`.
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
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting
    {
        let request = ImageCapture.Request(config: config.resized(size), traits: traits)
        return SimplySnapshotting.lines.pullback { controller in ImageCapture.frames(of: controller, request) }
    }
}
#endif
