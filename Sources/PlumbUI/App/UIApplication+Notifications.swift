import Foundation

// UIKit's app-state notifications under their Swift names, with UIKit's string values
// (UIApplication.h: `UIApplicationDidBecomeActiveNotification` …), so that code observing them
// compiles unchanged. `UIApplication.launch(delegate:sceneDelegate:screen:options:)` posts
// `didFinishLaunchingNotification` after `application(_:didFinishLaunchingWithOptions:)` and
// `didBecomeActiveNotification` after the delegate heard `…DidBecomeActive`;
// `disconnect(_:)` posts `willResignActiveNotification` and `didEnterBackgroundNotification`
// after the scene delegate's calls, as UIKit posts each notification after the matching
// delegate method. The object is the app.

extension UIApplication {
    /// Posted after the app finished launching.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app entered the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground (never posted by Plumb).
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate (never posted by Plumb).
    nonisolated public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    /// Posted on a memory warning (never posted by Plumb; post it to test your handler).
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted on a significant time change such as midnight (never posted by Plumb).
    nonisolated public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    /// Posted when the user took a screenshot (never posted by Plumb).
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when Background App Refresh's status changed (never posted by Plumb).
    nonisolated public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
        "UIApplicationBackgroundRefreshStatusDidChangeNotification")
    /// Posted when protected files became available (never posted by Plumb).
    nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
        "UIApplicationProtectedDataDidBecomeAvailable")
    /// Posted when protected files are about to become unavailable (never posted by Plumb).
    nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
        "UIApplicationProtectedDataWillBecomeUnavailable")

    /// Posts one of the app-state notifications with the app as its object.
    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

extension UIContentSizeCategory {
    /// Posted when the user's preferred text size changed (UIKit's
    /// `UIContentSizeCategoryDidChangeNotification`; never posted by Plumb: change a window's
    /// traits, or post it to test your handler). The user info carries the new category under
    /// ``newValueUserInfoKey``.
    nonisolated public static let didChangeNotification = Notification.Name(
        "UIContentSizeCategoryDidChangeNotification")
    /// The user-info key of the new category (UIKit's `UIContentSizeCategoryNewValueKey`).
    nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
