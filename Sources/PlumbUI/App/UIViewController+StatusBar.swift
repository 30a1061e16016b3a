import Foundation

/// How the status bar animates when it hides or shows: UIKit's `UIStatusBarAnimation` (UIKit's
/// raw values, in declaration order). Plumb does not animate the (undrawn) status bar.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// The bar fades in and out.
    case fade = 1
    /// The bar slides in and out.
    case slide = 2
}

extension UIApplication {
    /// Posted before the status bar's frame changes (deprecated in iOS 13, as in UIKit). Plumb's
    /// status bar frame only changes with the window, and this is never posted.
    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed (deprecated in iOS 13); never posted by Plumb.
    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    /// The new frame (an `NSValue` of a `CGRect`) in the status bar frame notifications' userInfo.
    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
}

/// Which controller decides the status bar's appearance in a window, by UIKit's rules.
///
/// Start at the window's root controller; a controller it presents takes over when presented
/// `.fullScreen`, or in any style when its `modalPresentationCapturesStatusBarAppearance` is set
/// (Apple's documentation of that property); and so on up the presentations. Then, while that
/// controller names a child (`childForStatusBarHidden` / `childForStatusBarStyle`), the child
/// decides. Plumb's container controllers name no child (estimate: UIKit's navigation controller
/// takes its style from its bar, and its tab bar controller's forwarding is not documented).
@MainActor
enum StatusBarAppearance {
    /// The controller that owns the status bar in `window`, before forwarding to children.
    static func owner(in window: UIWindow?) -> UIViewController? {
        guard var owner = window?.rootViewController else { return nil }
        var current = owner
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(owner)]
        while let presented = current._presentedViewController, seen.insert(ObjectIdentifier(presented)).inserted {
            if presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance
            {
                owner = presented
            }
            current = presented
        }
        return owner
    }

    /// Follows `child` from `start` to the controller that decides (a controller naming itself
    /// or a cycle stops the walk).
    static func decider(from start: UIViewController, child: (UIViewController) -> UIViewController?)
        -> UIViewController
    {
        var vc = start
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        while let next = child(vc), seen.insert(ObjectIdentifier(next)).inserted { vc = next }
        return vc
    }

    /// Whether the controllers of `window` hide the status bar.
    static func isHidden(in window: UIWindow?) -> Bool {
        guard let owner = owner(in: window) else { return false }
        return decider(from: owner) { $0.childForStatusBarHidden }.prefersStatusBarHidden
    }

    /// The status bar style the controllers of `window` ask for (`.default` without one).
    static func style(in window: UIWindow?) -> UIStatusBarStyle {
        guard let owner = owner(in: window) else { return .default }
        return decider(from: owner) { $0.childForStatusBarStyle }.preferredStatusBarStyle
    }
}
