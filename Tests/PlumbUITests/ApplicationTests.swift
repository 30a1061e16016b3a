import Foundation
import Testing
@testable import PlumbUI

/// UIApplication and scenes: a typical AppDelegate and SceneDelegate launch in UIKit's order, the
/// scene's window is sized to the screen and becomes key, and the app's stand-ins answer as
/// documented.
@MainActor @Suite struct ApplicationTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var log: [String] = []
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.append("didFinishLaunching")
            return true
        }
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            log.append("configurationForConnecting")
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var log: [String] = []
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            log.append("willConnect")
            guard let windowScene = (scene as? UIWindowScene) else { return }
            window = UIWindow(windowScene: windowScene)
            let root = UIViewController()
            root.title = "Home"
            window?.rootViewController = UINavigationController(rootViewController: root)
            window?.makeKeyAndVisible()
        }
        func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive") }
        func sceneDidDisconnect(_ scene: UIScene) { log.append("didDisconnect") }
    }

    @Test func launchRunsTheDelegatesInUIKitsOrderAndShowsTheKeyWindow() throws {
        let app = UIApplication.shared
        let previous = app.delegate
        defer { app.delegate = previous }
        let appDelegate = AppDelegate(), sceneDelegate = SceneDelegate()
        let scene = try #require(app.launch(delegate: appDelegate, sceneDelegate: sceneDelegate))
        defer { app.disconnect(scene) }
        #expect(appDelegate.log == ["didFinishLaunching", "configurationForConnecting"])
        #expect(sceneDelegate.log == ["willConnect", "willEnterForeground", "didBecomeActive"])
        let window = try #require(sceneDelegate.window)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(window.windowScene === scene && scene.windows.contains { $0 === window })
        #expect(app.keyWindow === window && scene.keyWindow === window)
        #expect(app.connectedScenes.contains(scene) && scene.session.configuration.name == "Default Configuration")
        #expect(scene.activationState == .foregroundActive)
        // Laid out: the navigation bar sits at the top of the screen-sized window.
        let nav = try #require(window.rootViewController as? UINavigationController)
        #expect(nav.navigationBar.frame.width == 375)
        app.disconnect(scene)
        #expect(sceneDelegate.log.last == "didDisconnect" && !app.connectedScenes.contains(scene))
    }

    @Test func windowsListsThoseMadeKeyAndVisible() {
        let app = UIApplication.shared
        let a = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        a.makeKeyAndVisible()
        b.makeKeyAndVisible()
        #expect(app.keyWindow === b)
        a.makeKeyAndVisible()
        #expect(app.keyWindow === a)
        let mine = app.windows.filter { $0 === a || $0 === b }
        #expect(mine.count == 2 && mine.last === a)
        a.overrideTraitCollection = UITraitCollection(
            layoutDirection: .rightToLeft, preferredContentSizeCategory: .extraLarge)
        #expect(app.userInterfaceLayoutDirection == .rightToLeft && app.preferredContentSizeCategory == .extraLarge)
    }

    @Test func outsideWorldAnswersNo() throws {
        let app = UIApplication.shared
        let url = try #require(URL(string: "https://example.com"))
        var result: Bool?
        app.open(url) { result = $0 }
        #expect(result == false && !app.canOpenURL(url))
        app.isIdleTimerDisabled = true
        app.applicationIconBadgeNumber = 3
        #expect(app.isIdleTimerDisabled && app.applicationIconBadgeNumber == 3)
        app.isIdleTimerDisabled = false
        app.applicationIconBadgeNumber = 0
    }

    @Test func mainExplainsHowToRunTheDelegate() {
        #expect(
            mainUnsupportedMessage(for: AppDelegate.self).contains(
                "UIApplication.shared.launch(delegate: AppDelegate(), sceneDelegate: ...)"))
    }
}
