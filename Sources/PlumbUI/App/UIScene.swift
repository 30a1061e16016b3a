import Foundation

/// One instance of the app's interface: UIKit's `UIScene`.
///
/// Scenes are connected by `UIApplication.launch(delegate:sceneDelegate:screen:options:)`, which
/// calls the scene delegate as iOS does. See ``UIWindowScene``.
open class UIScene: UIResponder {
    /// A scene's state (UIKit's `UIScene.ActivationState`, same raw values).
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// What the system passes when it connects a scene (UIKit's `UIScene.ConnectionOptions`):
    /// nothing on Linux (no URLs, activities or shortcuts).
    @MainActor @preconcurrency
    public final class ConnectionOptions: NSObject {
        /// URLs to open (always empty in Plumb).
        public let urlContexts: Set<UIOpenURLContext> = []
        /// The app that asked for the scene (always `nil` in Plumb).
        public let sourceApplication: String? = nil
        override init() { super.init() }
    }

    /// The scene's session.
    public let session: UISceneSession
    /// The scene delegate (held strongly, as in UIKit).
    open var delegate: (any UISceneDelegate)?
    /// The scene's state.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (kept).
    open var title: String! = ""

    /// Creates a scene for a session.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }
}

/// A URL the system asks a scene to open (UIKit's `UIOpenURLContext`).
@MainActor @preconcurrency
public final class UIOpenURLContext: NSObject {
    /// The URL.
    public let url: URL
    init(url: URL) {
        self.url = url
        super.init()
    }
}

/// A scene that shows windows: UIKit's `UIWindowScene`. Its windows are sized to its screen.
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///            options connectionOptions: UIScene.ConnectionOptions) {
///     guard let windowScene = (scene as? UIWindowScene) else { return }
///     window = UIWindow(windowScene: windowScene)   // 375 × 667 on UIScreen.main
///     window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
///     window?.makeKeyAndVisible()
/// }
/// ```
open class UIWindowScene: UIScene {
    /// The screen the scene is on.
    public let screen: UIScreen
    private var windowList: [Weak<UIWindow>] = []

    /// Creates a window scene on the main screen.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        screen = .main
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// Creates a window scene on a screen (Plumb: `launch` passes its screen).
    init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions, screen: UIScreen) {
        self.screen = screen
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The scene's windows that still exist, in the order they joined it.
    public var windows: [UIWindow] { windowList.compactMap(\.value) }
    /// The scene's window that most recently called `makeKeyAndVisible()`.
    public var keyWindow: UIWindow? {
        UIApplication.shared.windows.last { $0.windowScene === self }
    }
    /// The traits of the scene (those of its key window, else the defaults).
    public var traitCollection: UITraitCollection { keyWindow?.traitCollection ?? UITraitCollection() }

    func addWindow(_ window: UIWindow) {
        windowList.removeAll { $0.value == nil || $0.value === window }
        windowList.append(Weak(window))
    }

    func removeWindow(_ window: UIWindow) {
        windowList.removeAll { $0.value == nil || $0.value === window }
    }
}

/// A scene's record that outlives it: UIKit's `UISceneSession`.
@MainActor @preconcurrency
public final class UISceneSession: NSObject {
    /// The kinds of scene (UIKit's `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An app's ordinary window scene.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A window scene on an external display.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// A unique identifier.
    public let persistentIdentifier = UUID().uuidString
    /// The configuration the app delegate chose.
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene, if any.
    public internal(set) weak var scene: UIScene?
    /// State an app keeps with the session.
    public var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }
}

/// How to create a scene: UIKit's `UISceneConfiguration`.
///
/// Where Plumb differs: ``delegateClass`` and ``sceneClass`` are kept but not used (Linux cannot
/// create objects from their classes); pass the scene delegate to `UIApplication.launch`.
@MainActor @preconcurrency
public final class UISceneConfiguration: NSObject {
    /// The configuration's name (from Info.plist on iOS).
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene delegate's class (kept only).
    public var delegateClass: AnyClass?
    /// The scene's class (kept only).
    public var sceneClass: AnyClass?

    /// Creates a configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

/// What a scene tells its delegate: UIKit's `UISceneDelegate`; every method is optional.
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A scene delegate with a window: UIKit's `UIWindowSceneDelegate`.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
