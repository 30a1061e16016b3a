import Foundation

extension UIWindow {
    /// Where a window sits in the stack of windows: UIKit's `UIWindow.Level`, a number, higher
    /// in front. The constants are UIKit's (`UIWindowLevelNormal` 0, `UIWindowLevelStatusBar`
    /// 1000, `UIWindowLevelAlert` 2000: the values iOS prints for them, as logged in "UIWindow
    /// windowLevel" write-ups such as fm-tonakai.hatenadiary.org 2012-01-22; Apple's
    /// `UIWindow.Level` page lists them in that order, lowest to highest).
    ///
    /// ```swift
    /// overlay.windowLevel = .statusBar + 1   // above the status bar, as banner libraries do
    /// ```
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's number.
        public var rawValue: CGFloat
        /// A level from its number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level from its number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Most windows (0).
        public static let normal = Level(0)
        /// The status bar's level (1000).
        public static let statusBar = Level(1000)
        /// Alerts' level (2000).
        public static let alert = Level(2000)

        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        /// A level `offset` above another (UIKit's overlay operator).
        public static func + (level: Level, offset: CGFloat) -> Level { Level(level.rawValue + offset) }
        /// A level `offset` below another.
        public static func - (level: Level, offset: CGFloat) -> Level { Level(level.rawValue - offset) }
    }
}
