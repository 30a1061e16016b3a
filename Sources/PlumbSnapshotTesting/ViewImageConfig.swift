#if SwiftSnapshotTesting
    public import Foundation
    public import PlumbUI

    /// The screen a view or view controller is snapshotted on: safe-area insets, a size in points
    /// and a trait collection — swift-snapshot-testing's `ViewImageConfig`, which only exists on
    /// iOS, for Plumb on Linux.
    ///
    /// The presets have swift-snapshot-testing's names and UIKit's numbers for each model: the
    /// screen size in points, the safe-area insets of a full-screen window (status bar, sensor
    /// housing, home indicator) and the size classes, in portrait and in landscape; iPads also in
    /// Split View widths. iPhone presets use the `.medium` content size category, as
    /// swift-snapshot-testing's do; iPad presets use `.large` (Plumb's default).
    ///
    /// Where Plumb differs: swift-snapshot-testing leaves the display scale to the simulator the test
    /// runs on; Plumb has no simulator, so each preset's `traits.displayScale` is the model's own
    /// (2 for iPhone 8, 3 for iPhone X), and `.image(on: .iPhone8)` records a 750×1334 PNG.
    ///
    /// ```swift
    /// assertSnapshot(of: controller, as: .image(on: .iPhoneX))
    /// assertSnapshot(of: controller, as: .image(on: .iPhone8(.landscape)))
    /// assertSnapshot(of: controller, as: .image(on: .iPadPro11(.portrait(splitView: .oneThird))))
    /// var kiosk = ViewImageConfig(safeArea: .zero, size: CGSize(width: 600, height: 1024))
    /// kiosk.traits.displayScale = 1
    /// ```
    public struct ViewImageConfig: Sendable, Hashable {
        /// How a phone is held.
        public enum Orientation: Sendable, Hashable {
            /// Held sideways: the long side is the width.
            case landscape
            /// Held upright: the short side is the width.
            case portrait
        }

        /// How a tablet is held, and how much of the screen the app has in Split View.
        public enum TabletOrientation: Sendable, Hashable {
            /// Split View widths in portrait.
            public enum PortraitSplits: Sendable, Hashable {
                /// The narrow side of a Split View (compact width).
                case oneThird
                /// The wide side of a Split View (compact width in portrait).
                case twoThirds
                /// The whole screen.
                case full
            }

            /// Split View widths in landscape.
            public enum LandscapeSplits: Sendable, Hashable {
                /// The narrow side of a Split View (compact width).
                case oneThird
                /// Half the screen (compact width, except on the 12.9-inch iPad Pro).
                case oneHalf
                /// The wide side of a Split View (regular width).
                case twoThirds
                /// The whole screen.
                case full
            }

            /// Held sideways, with the app taking part of the screen or all of it.
            case landscape(splitView: LandscapeSplits)
            /// Held upright, with the app taking part of the screen or all of it.
            case portrait(splitView: PortraitSplits)
        }

        /// The safe-area insets the window gives its content.
        public var safeArea: UIEdgeInsets
        /// The size in points; nil uses the view's own frame size.
        public var size: CGSize?
        /// The traits the snapshot is laid out and drawn with (direction, display scale, Dynamic Type
        /// size, size classes).
        public var traits: UITraitCollection

        /// Creates a configuration (the defaults: no safe area, the view's own size, Plumb's default
        /// traits — left to right, @2x, `.large`).
        public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
            self.safeArea = safeArea
            self.size = size
            self.traits = traits
        }
    }

    // MARK: - iPhone presets

    extension ViewImageConfig {
        /// iPhone SE (1st generation): 320×568 pt @2x, status bar 20 in portrait.
        public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
        /// iPhone SE (1st generation) in an orientation.
        public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { Phone.se.config(orientation) }

        /// iPhone 8: 375×667 pt @2x, status bar 20 in portrait.
        public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
        /// iPhone 8 in an orientation.
        public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { Phone.eight.config(orientation) }

        /// iPhone 8 Plus: 414×736 pt @3x, status bar 20 in portrait; regular width in landscape.
        public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
        /// iPhone 8 Plus in an orientation.
        public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
            Phone.eightPlus.config(orientation)
        }

        /// iPhone X: 375×812 pt @3x, insets 44/34 in portrait, 44/24/44 in landscape.
        public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
        /// iPhone X in an orientation.
        public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { Phone.x.config(orientation) }

        /// iPhone XS Max: 414×896 pt @3x, insets 44/34 in portrait; regular width in landscape.
        public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
        /// iPhone XS Max in an orientation.
        public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
            Phone.xsMax.config(orientation)
        }

        /// iPhone XR: 414×896 pt @2x, insets 44/34 in portrait; regular width in landscape.
        public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
        /// iPhone XR in an orientation.
        public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { Phone.xr.config(orientation) }

        /// iPhone 12: 390×844 pt @3x, insets 47/34 in portrait, 47/21/47 in landscape.
        public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
        /// iPhone 12 in an orientation.
        public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { Phone.twelve.config(orientation) }

        /// iPhone 12 Pro: the same screen as the iPhone 12.
        public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
        /// iPhone 12 Pro in an orientation.
        public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
            Phone.twelve.config(orientation)
        }

        /// iPhone 12 Pro Max: 428×926 pt @3x, insets 47/34 in portrait; regular width in landscape.
        public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
        /// iPhone 12 Pro Max in an orientation.
        public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
            Phone.twelveProMax.config(orientation)
        }

        /// iPhone 13: 390×844 pt @3x, insets 47/34 in portrait, 47/21/47 in landscape.
        public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
        /// iPhone 13 in an orientation.
        public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { Phone.twelve.config(orientation) }

        /// iPhone 13 mini: 375×812 pt @3x, insets 50/34 in portrait, 50/21/50 in landscape.
        public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
        /// iPhone 13 mini in an orientation.
        public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
            Phone.thirteenMini.config(orientation)
        }

        /// iPhone 13 Pro: the same screen as the iPhone 13.
        public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
        /// iPhone 13 Pro in an orientation.
        public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
            Phone.twelve.config(orientation)
        }

        /// iPhone 13 Pro Max: 428×926 pt @3x, insets 47/34 in portrait; regular width in landscape.
        public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
        /// iPhone 13 Pro Max in an orientation.
        public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
            Phone.twelveProMax.config(orientation)
        }
    }

    // MARK: - iPad presets (landscape by default, as in swift-snapshot-testing)

    extension ViewImageConfig {
        /// iPad mini: 1024×768 pt @2x in landscape, status bar 20.
        public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
        /// iPad mini, full screen, in an orientation.
        public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
            Tablet.mini.config(.full(orientation))
        }
        /// iPad mini in an orientation and Split View width.
        public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
            Tablet.mini.config(orientation)
        }

        /// iPad 9.7-inch: the same screen as the iPad mini.
        public static let iPad9_7 = ViewImageConfig.iPad9_7(.landscape)
        /// iPad 9.7-inch, full screen, in an orientation.
        public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
            Tablet.mini.config(.full(orientation))
        }
        /// iPad 9.7-inch in an orientation and Split View width.
        public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
            Tablet.mini.config(orientation)
        }

        /// iPad 10.2-inch: 1080×810 pt @2x in landscape, status bar 20.
        public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
        /// iPad 10.2-inch, full screen, in an orientation.
        public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
            Tablet.tenTwo.config(.full(orientation))
        }
        /// iPad 10.2-inch in an orientation and Split View width.
        public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
            Tablet.tenTwo.config(orientation)
        }

        /// iPad Pro 10.5-inch: 1112×834 pt @2x in landscape, status bar 20.
        public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
        /// iPad Pro 10.5-inch, full screen, in an orientation.
        public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
            Tablet.proTenFive.config(.full(orientation))
        }
        /// iPad Pro 10.5-inch in an orientation and Split View width.
        public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
            Tablet.proTenFive.config(orientation)
        }

        /// iPad Pro 11-inch: 1194×834 pt @2x in landscape, insets 24/20.
        public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
        /// iPad Pro 11-inch, full screen, in an orientation.
        public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
            Tablet.proEleven.config(.full(orientation))
        }
        /// iPad Pro 11-inch in an orientation and Split View width.
        public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
            Tablet.proEleven.config(orientation)
        }

        /// iPad Pro 12.9-inch: 1366×1024 pt @2x in landscape, status bar 20.
        public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
        /// iPad Pro 12.9-inch, full screen, in an orientation.
        public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
            Tablet.proTwelveNine.config(.full(orientation))
        }
        /// iPad Pro 12.9-inch in an orientation and Split View width.
        public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
            Tablet.proTwelveNine.config(orientation)
        }
    }

    // MARK: - The numbers behind the presets

    /// One iPhone model's screen: the portrait size, the scale, the safe areas in both orientations
    /// and the width size class in landscape (regular on the large models, compact otherwise;
    /// portrait is always compact width, regular height; landscape always compact height).
    struct Phone {
        var width: CGFloat, height: CGFloat, scale: CGFloat
        var portraitInsets: UIEdgeInsets
        var landscapeInsets: UIEdgeInsets
        var landscapeWidthClass: UIUserInterfaceSizeClass

        func config(_ orientation: ViewImageConfig.Orientation) -> ViewImageConfig {
            let landscape = orientation == .landscape
            let traits = UITraitCollection(
                layoutDirection: .leftToRight, displayScale: scale,
                preferredContentSizeCategory: .medium,
                horizontalSizeClass: landscape ? landscapeWidthClass : .compact,
                verticalSizeClass: landscape ? .compact : .regular,
                userInterfaceIdiom: .phone)
            return ViewImageConfig(
                safeArea: landscape ? landscapeInsets : portraitInsets,
                size: landscape ? CGSize(width: height, height: width) : CGSize(width: width, height: height),
                traits: traits)
        }

        /// Home-button models: a 20-point status bar in portrait, none in landscape.
        private static func classic(
            _ w: CGFloat, _ h: CGFloat, scale: CGFloat, landscapeWidth: UIUserInterfaceSizeClass
        ) -> Phone {
            Phone(
                width: w, height: h, scale: scale, portraitInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                landscapeInsets: .zero, landscapeWidthClass: landscapeWidth)
        }

        /// Notched models: `top` for the sensor housing in portrait (the sides in landscape) and the
        /// home indicator below.
        private static func notched(
            _ w: CGFloat, _ h: CGFloat, scale: CGFloat, top: CGFloat, landscapeBottom: CGFloat,
            landscapeWidth: UIUserInterfaceSizeClass
        ) -> Phone {
            Phone(
                width: w, height: h, scale: scale,
                portraitInsets: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0),
                landscapeInsets: UIEdgeInsets(top: 0, left: top, bottom: landscapeBottom, right: top),
                landscapeWidthClass: landscapeWidth)
        }

        static let se = classic(320, 568, scale: 2, landscapeWidth: .compact)
        static let eight = classic(375, 667, scale: 2, landscapeWidth: .compact)
        static let eightPlus = classic(414, 736, scale: 3, landscapeWidth: .regular)
        static let x = notched(375, 812, scale: 3, top: 44, landscapeBottom: 24, landscapeWidth: .compact)
        static let xsMax = notched(414, 896, scale: 3, top: 44, landscapeBottom: 24, landscapeWidth: .regular)
        static let xr = notched(414, 896, scale: 2, top: 44, landscapeBottom: 24, landscapeWidth: .regular)
        static let twelve = notched(390, 844, scale: 3, top: 47, landscapeBottom: 21, landscapeWidth: .compact)
        static let twelveProMax = notched(428, 926, scale: 3, top: 47, landscapeBottom: 21, landscapeWidth: .regular)
        static let thirteenMini = notched(375, 812, scale: 3, top: 50, landscapeBottom: 21, landscapeWidth: .compact)
    }

    /// One iPad model's screen: the long and short sides, the app widths in each Split View
    /// arrangement, the widths below which the app gets a compact width size class, and the safe area.
    struct Tablet {
        var long: CGFloat, short: CGFloat
        var safeArea: UIEdgeInsets
        /// Landscape widths: one third, one half, two thirds.
        var landscapeSplits: (CGFloat, CGFloat, CGFloat)
        /// Portrait widths: one third, two thirds.
        var portraitSplits: (CGFloat, CGFloat)
        /// Whether the landscape half split is still regular width (only the 12.9-inch model).
        var halfIsRegular = false

        func config(_ orientation: ViewImageConfig.TabletOrientation) -> ViewImageConfig {
            let size: CGSize, regular: Bool
            switch orientation {
            case .landscape(let split):
                switch split {
                case .oneThird: (size, regular) = (CGSize(width: landscapeSplits.0, height: short), false)
                case .oneHalf: (size, regular) = (CGSize(width: landscapeSplits.1, height: short), halfIsRegular)
                case .twoThirds: (size, regular) = (CGSize(width: landscapeSplits.2, height: short), true)
                case .full: (size, regular) = (CGSize(width: long, height: short), true)
                }
            case .portrait(let split):
                switch split {
                case .oneThird: (size, regular) = (CGSize(width: portraitSplits.0, height: long), false)
                case .twoThirds: (size, regular) = (CGSize(width: portraitSplits.1, height: long), false)
                case .full: (size, regular) = (CGSize(width: short, height: long), true)
                }
            }
            let traits = UITraitCollection(
                layoutDirection: .leftToRight, displayScale: 2,
                preferredContentSizeCategory: .large,
                horizontalSizeClass: regular ? .regular : .compact, verticalSizeClass: .regular,
                userInterfaceIdiom: .pad)
            return ViewImageConfig(safeArea: safeArea, size: size, traits: traits)
        }

        private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

        static let mini = Tablet(
            long: 1024, short: 768, safeArea: statusBar,
            landscapeSplits: (320, 507, 694), portraitSplits: (320, 438))
        static let tenTwo = Tablet(
            long: 1080, short: 810, safeArea: statusBar,
            landscapeSplits: (320, 535, 750), portraitSplits: (320, 480))
        static let proTenFive = Tablet(
            long: 1112, short: 834, safeArea: statusBar,
            landscapeSplits: (320, 551, 782), portraitSplits: (320, 504))
        static let proEleven = Tablet(
            long: 1194, short: 834, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSplits: (375, 592, 809), portraitSplits: (320, 504))
        static let proTwelveNine = Tablet(
            long: 1366, short: 1024, safeArea: statusBar,
            landscapeSplits: (375, 678, 981), portraitSplits: (375, 639), halfIsRegular: true)
    }

    extension ViewImageConfig.TabletOrientation {
        /// The whole screen in a phone-style orientation.
        static func full(_ o: ViewImageConfig.Orientation) -> Self {
            o == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
        }
    }
#endif
