import Foundation

/// The physical orientation of a device: UIKit's `UIDeviceOrientation` (raw values from
/// UIKit's `UIOrientation.h`).
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known (what ``UIDevice/orientation`` reports until orientation notifications start).
    case unknown = 0
    /// Upright, home button or indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned so that the bottom of the device is on the right.
    case landscapeLeft = 3
    /// Turned so that the bottom of the device is on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the orientation is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat (`.faceUp` or `.faceDown`).
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device the app runs on: UIKit's `UIDevice`.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { split.preferredDisplayMode = .oneBesideSecondary }
/// let label = "\(UIDevice.current.systemName) \(UIDevice.current.systemVersion)"   // "iOS 17.0"
/// ```
///
/// Where Plumb differs: there is no device. ``current`` describes the iPhone that `UIScreen.main`
/// is the screen of (375 × 667 points @2x): idiom `.phone`, model and name "iPhone", system
/// "iOS" version "17.0" (the release whose API Plumb follows, not a reading). Snapshot devices
/// (an iPad included) change a window's traits, not `UIDevice.current`: read
/// `traitCollection.userInterfaceIdiom`, which is `.pad` on an iPad device, to adapt a layout.
/// There is no battery, proximity sensor or motion: battery monitoring reports `.unknown` and −1
/// (as the iOS Simulator does), proximity monitoring stays off, and ``orientation`` is
/// `.unknown` until ``beginGeneratingDeviceOrientationNotifications()``, then `.portrait`;
/// no notifications are posted.
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// Whether a device's battery is charging: UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        /// Not known (monitoring is off, or there is no battery).
        case unknown = 0
        /// On battery, discharging.
        case unplugged = 1
        /// Plugged in, below 100 %.
        case charging = 2
        /// Plugged in, at 100 %.
        case full = 3
    }

    /// Posted when the device's orientation changes (never, in Plumb).
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery state changes (never, in Plumb).
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
        "UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery level changes (never, in Plumb).
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity state changes (never, in Plumb).
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")

    private static let shared = UIDevice()

    /// The device the app runs on (Plumb: the iPhone of `UIScreen.main`; see the type's notes).
    open class var current: UIDevice { shared }

    private var orientationNotificationRequests = 0

    /// The device's name. Since iOS 16 a synonym for ``model`` unless the app has Apple's
    /// user-assigned-device-name entitlement: "iPhone".
    open var name: String { model }
    /// The kind of device: "iPhone".
    open var model: String { "iPhone" }
    /// ``model``, localized: "iPhone".
    open var localizedModel: String { model }
    /// The operating system's name: "iOS".
    open var systemName: String { "iOS" }
    /// The operating system's version: "17.0" (Plumb's choice; see the type's notes).
    open var systemVersion: String { "17.0" }
    /// The kind of interface the device has: `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Whether the device runs apps side by side in the background: `true`, as every device
    /// iOS 17 runs on.
    open var isMultitaskingSupported: Bool { true }
    /// An identifier for this app's vendor on this device: a fixed UUID in Plumb, so that
    /// output that shows it is the same on every run.
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }

    /// The physical orientation: `.unknown` unless orientation notifications were begun (as in
    /// UIKit), then `.portrait` (Plumb's device is upright).
    open var orientation: UIDeviceOrientation {
        isGeneratingDeviceOrientationNotifications ? .portrait : .unknown
    }

    /// Whether orientation notifications are being generated (begin and end calls nest).
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Starts orientation notifications (nestable; none are posted in Plumb).
    open func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()`` (extra calls are ignored).
    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// Whether battery monitoring is on (default `false`; kept).
    open var isBatteryMonitoringEnabled = false
    /// The battery's state: `.unknown` (Plumb has no battery, as the iOS Simulator reports).
    open var batteryState: BatteryState { .unknown }
    /// The battery's charge from 0 to 1, −1 when unknown: always −1 in Plumb.
    open var batteryLevel: Float { -1 }

    /// Whether proximity monitoring is on: it stays `false`, as on a device without a proximity
    /// sensor (UIKit: "If the device does not have a proximity sensor, this property remains
    /// `false`").
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether the proximity sensor is close to the user: `false`.
    open var proximityState: Bool { false }

    /// Plays the keyboard click (nothing to play in Plumb).
    open func playInputClick() {}
}

/// The idiom of the current device: the function form of UIKit's `UI_USER_INTERFACE_IDIOM()`
/// macro (deprecated; `UIDevice.current.userInterfaceIdiom`, which it returns, is the modern
/// spelling), still in older code:
///
/// ```swift
/// if UI_USER_INTERFACE_IDIOM() == .pad { columns = 3 }
/// ```
///
/// `@preconcurrency`, as UIKit's Objective-C declarations are: Swift 5 code calls it from
/// unannotated functions (XCTest methods, helpers) as it does on iOS; Swift 6 code calls it on the
/// main actor.
@preconcurrency @MainActor public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
    UIDevice.current.userInterfaceIdiom
}
