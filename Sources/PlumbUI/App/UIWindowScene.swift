import Foundation

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
