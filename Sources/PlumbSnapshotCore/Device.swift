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
public struct Device: Sendable, Hashable, CustomStringConvertible {
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
    /// The kind of device: the window's `traitCollection.userInterfaceIdiom` (`.pad` for the
    /// iPad presets, `.phone` otherwise).
    public var userInterfaceIdiom: UIUserInterfaceIdiom

    /// Creates a device description.
    public init(
        name: String, width: CGFloat, height: CGFloat, scale: CGFloat,
        safeAreaInsets: UIEdgeInsets = .zero,
        horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
        verticalSizeClass: UIUserInterfaceSizeClass = .regular,
        userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    ) {
        self.name = name
        self.size = CGSize(width: width, height: height)
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// iPhone SE (2nd and 3rd generation): 375×667 pt @2x, status bar inset 20.
    public static let iPhoneSE = Device(
        name: "iPhoneSE", width: 375, height: 667, scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    /// iPhone 8: 375×667 pt @2x, status bar inset 20.
    public static let iPhone8 = Device(
        name: "iPhone8", width: 375, height: 667, scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    /// iPhone X / XS / 11 Pro (the 375×812 notched class): @3x, insets top 44, bottom 34.
    public static let iPhoneX = Device(
        name: "iPhoneX", width: 375, height: 812, scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    /// iPhone 15 / 16 Pro Max: 430×932 pt @3x, insets top 59 (Dynamic Island), bottom 34.
    public static let iPhoneProMax = Device(
        name: "iPhoneProMax", width: 430, height: 932, scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// iPad (10th generation): 820×1180 pt @2x, insets top 24, bottom 20, regular size classes.
    public static let iPad = Device(
        name: "iPad", width: 820, height: 1180, scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        horizontalSizeClass: .regular, verticalSizeClass: .regular,
        userInterfaceIdiom: .pad)

    /// iPhone 16 Pro: 402×874 pt @3x (screenstack.voostack.com, "iPhone 16 Pro Max screenshot
    /// size": "iPhone 16 Pro is 402 × 874 @3x = 1206 × 2622"); insets top 62, bottom 34
    /// (estimate: the Dynamic Island models' 59 grown with the thinner bezel; bottom as on every
    /// Face ID iPhone).
    public static let iPhone16Pro = Device(
        name: "iPhone16Pro", width: 402, height: 874, scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    /// iPhone 16 Pro Max: 440×956 pt @3x (the same page: "a logical display size of 440 × 956 …
    /// at @3x"); insets top 62, bottom 34 (estimate, as for ``iPhone16Pro``).
    public static let iPhone16ProMax = Device(
        name: "iPhone16ProMax", width: 440, height: 956, scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))

    // The iPhone 15 family, the 16e and the current iPad Air and Pro. Points and scale: the
    // iPhone 15 models from Ric Santos's "iPhone resolutions" table (gist.github.com/ricsantos:
    // "iPhone 15 Pro Max | 6.7" | 430 x 932 | … | @3x | 1290 x 2796", "iPhone 15 Pro | 6.1" |
    // 393 x 852 | … | @3x", "iPhone 15 Plus | 6.7" | 430 x 932", "iPhone 15 | 6.1" | 393 x 852");
    // safe areas 59/34 for the Dynamic Island models (csl.cool, "iOS Layout Adaptation":
    // `UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)`; flutterware's device table
    // gives 393×852 @3x, 59/34 for the iPhone 16, "the same screen as an iPhone 15", and 430×932,
    // 59/34 for the 16 Plus, "the same glass as a 15 Pro Max"). The iPads' pixels are from
    // winenfood.com's 2026 iPad table (Air 11": 2360 × 1640, Air 13": 2732 × 2048, Pro 11":
    // 2420 × 1668, Pro 13": 2752 × 2064, all 264 ppi) at @2x; the 13" Pro's 1032 × 1376 points
    // also from app_deploy_screenshots on pub.dev ("iPad 13" App Store size: 2064 × 2752 px
    // (iPad Pro M4)", `Size(1032, 1376)`, `devicePixelRatio: 2.0`).

    /// iPhone 15: 393×852 pt @3x, insets top 59 (Dynamic Island), bottom 34.
    public static let iPhone15 = Device(
        name: "iPhone15", width: 393, height: 852, scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// iPhone 15 Plus: 430×932 pt @3x, insets top 59, bottom 34.
    public static let iPhone15Plus = Device(
        name: "iPhone15Plus", width: 430, height: 932, scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// iPhone 15 Pro: 393×852 pt @3x, insets top 59, bottom 34.
    public static let iPhone15Pro = Device(
        name: "iPhone15Pro", width: 393, height: 852, scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// iPhone 15 Pro Max: 430×932 pt @3x, insets top 59, bottom 34 (the screen of ``iPhoneProMax``,
    /// under its own name).
    public static let iPhone15ProMax = Device(
        name: "iPhone15ProMax", width: 430, height: 932, scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// iPhone 16e: 390×844 pt @3x, insets top 47 (notch), bottom 34. Estimate: the 16e has the
    /// iPhone 14's 6.1-inch notched panel; the iPhone 14's numbers are Geoff Hackworth's
    /// ("iPhone 14 … 1170×2532 pixels (390×844 points)", "How iOS Apps Adapt to the various
    /// iPhone 14 Screen Sizes") and app_deploy_screenshots' (`Size(390, 844)`, top 47, bottom 34);
    /// no source found today states the 16e's own.
    public static let iPhone16e = Device(
        name: "iPhone16e", width: 390, height: 844, scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    /// iPad Air 11-inch (M2 and later): 820×1180 pt @2x, insets top 24, bottom 20 (estimate: the
    /// 10th-generation iPad's, the same screen), regular size classes.
    public static let iPadAir11 = Device(
        name: "iPadAir11", width: 820, height: 1180, scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        horizontalSizeClass: .regular, verticalSizeClass: .regular,
        userInterfaceIdiom: .pad)
    /// iPad Air 13-inch (M2 and later): 1024×1366 pt @2x, insets top 24, bottom 20 (estimate),
    /// regular size classes.
    public static let iPadAir13 = Device(
        name: "iPadAir13", width: 1024, height: 1366, scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        horizontalSizeClass: .regular, verticalSizeClass: .regular,
        userInterfaceIdiom: .pad)
    /// iPad Pro 11-inch (M4): 834×1210 pt @2x, insets top 24, bottom 20 (estimate), regular size
    /// classes.
    public static let iPadPro11 = Device(
        name: "iPadPro11", width: 834, height: 1210, scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        horizontalSizeClass: .regular, verticalSizeClass: .regular,
        userInterfaceIdiom: .pad)
    /// iPad Pro 13-inch (M4): 1032×1376 pt @2x, insets top 24, bottom 20 (app_deploy_screenshots'
    /// `safeArea: EdgeInsets.only(top: 24, bottom: 20)`; flutterware 0.7.0 gives 32/25: estimate),
    /// regular size classes.
    public static let iPadPro13 = Device(
        name: "iPadPro13", width: 1032, height: 1376, scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        horizontalSizeClass: .regular, verticalSizeClass: .regular,
        userInterfaceIdiom: .pad)

    /// Every preset, smallest first (by width, then height; models of one size in release order).
    /// Each has a landscape form, ``landscape``.
    public static let presets: [Device] = [
        .iPhoneSE, .iPhone8, .iPhoneX, .iPhone16e, .iPhone15, .iPhone15Pro, .iPhone16Pro, .iPhoneProMax, .iPhone15Plus,
        .iPhone15ProMax, .iPhone16ProMax, .iPad, .iPadAir11, .iPadPro11, .iPadAir13, .iPadPro13,
    ]

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
            return d  // iPad: the same insets and size classes
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

extension Device {
    /// The device's ``name`` (`iPhoneSE`, `iPhoneX-landscape`): what a parameterised test over
    /// devices (`@Test(arguments: [Device.iPhoneSE, .iPhoneX])`) shows in its case names and in
    /// its snapshots' file names (`settings-device.iPhoneSE.iPhoneSE.ltr@2x.png`).
    public var description: String { name }
}
