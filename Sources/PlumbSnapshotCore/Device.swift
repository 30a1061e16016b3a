public import Foundation
public import PlumbUI

/// A device a snapshot is laid out for: its screen size in points, display scale, safe-area
/// insets and size classes (portrait).
///
/// The presets use UIKit's numbers for each device, as reported by `UIScreen.main.bounds`,
/// `UIScreen.main.scale` and a full-screen window's `safeAreaInsets` in portrait. Sources:
/// Apple's Human Interface Guidelines, "Layout > Specifications" (points and scale per model),
/// and useyourloaf.com's "iPhone 15 Screen Sizes" / "iPad Screen Sizes" tables (safe areas:
/// 20/0 for home-button iPhones, 44/34 for the notched 375×812 models, 59/34 for the
/// Dynamic Island Pro Max models, 24/20 for the 10th-generation iPad).
///
/// ```swift
/// assertSnapshot(of: controller, as: .image(on: .iPhoneX))
/// let custom = Device(name: "kiosk", width: 600, height: 1024, scale: 1)
/// ```
public struct Device: Sendable, Hashable {
    /// A short, file-name-safe name used in variant names (`iPhoneX.ltr@3x`).
    public var name: String
    /// The screen size in points (portrait).
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The safe-area insets of a full-screen window in portrait.
    public var safeAreaInsets: UIEdgeInsets
    /// The width size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass

    /// Creates a device description.
    public init(name: String, width: CGFloat, height: CGFloat, scale: CGFloat,
                safeAreaInsets: UIEdgeInsets = .zero,
                horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
                verticalSizeClass: UIUserInterfaceSizeClass = .regular)
    {
        self.name = name
        self.size = CGSize(width: width, height: height)
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// iPhone SE (2nd and 3rd generation): 375×667 pt @2x, status bar inset 20.
    public static let iPhoneSE = Device(name: "iPhoneSE", width: 375, height: 667, scale: 2,
                                        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    /// iPhone 8: 375×667 pt @2x, status bar inset 20.
    public static let iPhone8 = Device(name: "iPhone8", width: 375, height: 667, scale: 2,
                                       safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    /// iPhone X / XS / 11 Pro (the 375×812 notched class): @3x, insets top 44, bottom 34.
    public static let iPhoneX = Device(name: "iPhoneX", width: 375, height: 812, scale: 3,
                                       safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    /// iPhone 15 / 16 Pro Max: 430×932 pt @3x, insets top 59 (Dynamic Island), bottom 34.
    public static let iPhoneProMax = Device(name: "iPhoneProMax", width: 430, height: 932, scale: 3,
                                            safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// iPad (10th generation): 820×1180 pt @2x, insets top 24, bottom 20, regular size classes.
    public static let iPad = Device(name: "iPad", width: 820, height: 1180, scale: 2,
                                    safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                    horizontalSizeClass: .regular, verticalSizeClass: .regular)

    /// iPhone 16 Pro: 402×874 pt @3x (screenstack.voostack.com, "iPhone 16 Pro Max screenshot
    /// size": "iPhone 16 Pro is 402 × 874 @3x = 1206 × 2622"); insets top 62, bottom 34
    /// (estimate: the Dynamic Island models' 59 grown with the thinner bezel; bottom as on every
    /// Face ID iPhone).
    public static let iPhone16Pro = Device(name: "iPhone16Pro", width: 402, height: 874, scale: 3,
                                           safeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    /// iPhone 16 Pro Max: 440×956 pt @3x (the same page: "a logical display size of 440 × 956 …
    /// at @3x"); insets top 62, bottom 34 (estimate, as for ``iPhone16Pro``).
    public static let iPhone16ProMax = Device(name: "iPhone16ProMax", width: 440, height: 956, scale: 3,
                                              safeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))

    /// Every preset, smallest first.
    public static let presets: [Device] = [.iPhoneSE, .iPhone8, .iPhoneX, .iPhone16Pro, .iPhoneProMax, .iPhone16ProMax, .iPad]

    /// Whether this is a landscape variant (made with ``landscape``).
    public var isLandscape: Bool { name.hasSuffix("-landscape") }

    /// The same device turned to landscape (`iPhoneX-landscape` in variant names): width and
    /// height swapped, with UIKit's landscape safe area and size classes.
    ///
    /// UIKit's numbers: the status bar is hidden in landscape on iPhone, so home-button iPhones
    /// have no safe area (useyourloaf.com, "Supporting iPhone X": "the system hides the status bar
    /// in landscape"); the notched 375×812 class has 44 points at each side (the same article,
    /// "each side now has a 44 point inset"); the Dynamic Island Pro Max models 59 at each side
    /// and 21 at the bottom (csl.cool, "iOS Layout Adaptation": `UIEdgeInsets(top: 0.0, left:
    /// 59.0, bottom: 21.0, right: 59.0)`); the home indicator's 21 points are taken for every
    /// notched model (estimate for the 375×812 class); the iPad keeps its top and bottom insets
    /// (estimate). Size classes: compact height on
    /// iPhone, regular width on the Plus and Max models (Geoff Hackworth, "View Controller
    /// Presentation Changes in iOS 13": "Landscape iPhone Plus and XS Max devices … are regular
    /// width"), regular both ways on iPad.
    ///
    /// ```swift
    /// assertSnapshot(of: controller, as: .image(on: .iPhoneX.landscape))
    /// ```
    public var landscape: Device {
        if isLandscape { return self }
        var d = self
        d.name = name + "-landscape"
        d.size = CGSize(width: size.height, height: size.width)
        let s = safeAreaInsets
        if horizontalSizeClass == .regular, verticalSizeClass == .regular {
            return d   // iPad: the same insets and size classes
        }
        if s.bottom > 0 {
            // Notched iPhones: the housing's inset moves to both sides; the home indicator's is 21.
            d.safeAreaInsets = UIEdgeInsets(top: 0, left: s.top, bottom: 21, right: s.top)
        } else {
            d.safeAreaInsets = .zero
        }
        d.verticalSizeClass = .compact
        d.horizontalSizeClass = size.width >= 414 ? .regular : .compact
        return d
    }
}
