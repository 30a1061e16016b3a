import Foundation

/// The app object: UIKit's `UIApplication`, so that app code that reads `UIApplication.shared`
/// compiles and behaves sensibly on Linux.
///
/// It knows the windows that called `makeKeyAndVisible()` (``windows``, ``keyWindow``), the
/// scenes `launch(delegate:sceneDelegate:screen:)` connected, and keeps the settings apps set
/// (``isIdleTimerDisabled``, ``applicationIconBadgeNumber``). Nothing outside the process exists:
/// ``open(_:options:completionHandler:)`` completes with `false` and ``canOpenURL(_:)`` is `false`.
///
/// ```swift
/// let app = UIApplication.shared
/// app.launch(delegate: AppDelegate(), sceneDelegate: SceneDelegate())
/// let window = app.keyWindow   // the window the scene delegate made key and visible
/// ```
///
/// Where Plumb differs: there is no run loop, no events and no app states beyond `.active` once
/// launched; `@main` on an app delegate compiles but cannot start an app (see
/// `UIApplicationDelegate.main()`).
open class UIApplication: UIResponder {
    /// The app object.
    public static let shared = UIApplication()

    /// Keys of the launch options (UIKit's `UIApplication.LaunchOptionsKey`).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// Keys of the options of ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Keys of the options of `application(_:open:options:)`.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The app's states (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable {
        case active = 0, inactive, background
    }

    /// The string that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    private override init() {
        super.init()
    }

    /// The app delegate (held weakly, as in UIKit; keep your own reference).
    open weak var delegate: (any UIApplicationDelegate)?
    /// `.inactive` until launched, then `.active`.
    public internal(set) var applicationState: State = .inactive
    /// Whether the screen may not dim (kept; there is no screen).
    open var isIdleTimerDisabled: Bool = false
    /// The number on the app icon (kept).
    open var applicationIconBadgeNumber: Int = 0
    /// Whether the network activity indicator shows (kept).
    open var isNetworkActivityIndicatorVisible: Bool = false

    private var madeKey: [Weak<UIWindow>] = []

    /// The windows that called `makeKeyAndVisible()` and still exist, in that order.
    open var windows: [UIWindow] { madeKey.compactMap(\.value) }
    /// The window that most recently called `makeKeyAndVisible()`.
    open var keyWindow: UIWindow? { windows.last }

    func windowDidBecomeKey(_ window: UIWindow) {
        madeKey.removeAll { $0.value == nil || $0.value === window }
        madeKey.append(Weak(window))
    }

    /// The scenes `launch(delegate:sceneDelegate:screen:)` connected.
    public internal(set) var connectedScenes: Set<UIScene> = []
    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
    /// Whether the app supports more than one scene (default `false`).
    public var supportsMultipleScenes: Bool { false }

    /// The key window's layout direction (left to right without one).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        keyWindow?.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The key window's content size category (`.large`, iOS's default, without one).
    open var preferredContentSizeCategory: UIContentSizeCategory {
        keyWindow?.traitCollection.preferredContentSizeCategory ?? .large
    }

    /// Opens a URL in another app: Plumb has none, so `completion(false)` runs at once.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    /// Whether another app can open the URL: always `false` in Plumb.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Kept so that registration code compiles; nothing is registered.
    open func registerForRemoteNotifications() {}

    // MARK: Launching (Plumb)

    /// Runs an app's launch as iOS does, with instances you create (Linux cannot create your
    /// delegate classes from their names): `application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)`, then, with a scene delegate,
    /// `application(_:configurationForConnecting:options:)`, a new `UIWindowScene` on `screen`,
    /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and
    /// `sceneDidBecomeActive(_:)`; without one, `applicationDidBecomeActive(_:)`. Finally the key
    /// window is laid out (its root controller appears).
    ///
    /// ```swift
    /// let app = AppDelegate(), scenes = SceneDelegate()
    /// let scene = UIApplication.shared.launch(delegate: app, sceneDelegate: scenes)
    /// // scenes.window is key, laid out on a 375 × 667 screen
    /// ```
    ///
    /// - Returns: The connected scene, or `nil` without a scene delegate or when
    ///   `didFinishLaunchingWithOptions` returned `false`.
    @discardableResult
    public func launch(
        delegate: any UIApplicationDelegate, sceneDelegate: (any UISceneDelegate)? = nil,
        screen: UIScreen = .main, options: [LaunchOptionsKey: Any]? = nil
    ) -> UIWindowScene? {
        self.delegate = delegate
        _ = delegate.application(self, willFinishLaunchingWithOptions: options)
        guard delegate.application(self, didFinishLaunchingWithOptions: options) else {
            LayoutDiagnostics.report(
                .warning,
                "application(_:didFinishLaunchingWithOptions:) of \(delegate) returned false; no scene is connected.")
            return nil
        }
        post(UIApplication.didFinishLaunchingNotification)
        guard let sceneDelegate else {
            applicationState = .active
            delegate.applicationDidBecomeActive(self)
            post(UIApplication.didBecomeActiveNotification)
            keyWindow?.layoutIfNeeded()
            return nil
        }
        let connection = UIScene.ConnectionOptions()
        let session = UISceneSession(role: .windowApplication)
        let configuration = delegate.application(self, configurationForConnecting: session, options: connection)
        session.configuration = configuration
        let scene = UIWindowScene(session: session, connectionOptions: connection, screen: screen)
        scene.delegate = sceneDelegate
        connectedScenes.insert(scene)
        sceneDelegate.scene(scene, willConnectTo: session, options: connection)
        scene.activationState = .foregroundInactive
        sceneDelegate.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        applicationState = .active
        sceneDelegate.sceneDidBecomeActive(scene)
        post(UIApplication.didBecomeActiveNotification)
        keyWindow?.layoutIfNeeded()
        return scene
    }

    /// Disconnects a scene launched with ``launch(delegate:sceneDelegate:screen:options:)``
    /// (`sceneWillResignActive`, `sceneDidEnterBackground`, `sceneDidDisconnect`).
    public func disconnect(_ scene: UIScene) {
        guard connectedScenes.contains(scene) else { return }
        scene.delegate?.sceneWillResignActive(scene)
        post(UIApplication.willResignActiveNotification)
        scene.activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        post(UIApplication.didEnterBackgroundNotification)
        connectedScenes.remove(scene)
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
    }
}

/// What the app tells its delegate: UIKit's `UIApplicationDelegate`. Every method is optional
/// (default implementations), as in UIKit.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window, for apps without scenes.
    var window: UIWindow? { get set }
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(
        _ app: UIApplication, open url: URL,
        options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(
        _ app: UIApplication, open url: URL,
        options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool { false }
    /// The default: the session's own configuration, "Default Configuration".
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// What `@main` on an app delegate runs. On iOS it starts the app; Plumb cannot create the
    /// delegate from its class on Linux (and has no run loop or screen), so it prints how to run
    /// the same code under Plumb and exits with status 1. Drive the app from a test instead:
    /// `UIApplication.shared.launch(delegate: AppDelegate(), sceneDelegate: SceneDelegate())`.
    public static func main() {
        FileHandle.standardError.write(Data((mainUnsupportedMessage(for: Self.self) + "\n").utf8))
        exit(1)
    }
}

/// The message `@main` prints for an app delegate type.
func mainUnsupportedMessage(for type: Any.Type) -> String {
    "Plumb cannot start \(type) as an app: Linux has no way to create it from its class, and Plumb has no screen or run loop. "
        + "Create it in a test and call UIApplication.shared.launch(delegate: \(type)(), sceneDelegate: ...), then snapshot the key window."
}
