import Foundation
import Testing
@testable import PlumbUI

/// UIKit's notification names under their Swift names, with UIKit's string values, and the
/// app-state notifications a launch posts.
@MainActor @Suite struct NotificationNameTests {
    @Test func namesHaveUIKitsStrings() {
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIApplication.willResignActiveNotification.rawValue == "UIApplicationWillResignActiveNotification")
        #expect(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
        #expect(
            UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
        #expect(UIApplication.didFinishLaunchingNotification.rawValue == "UIApplicationDidFinishLaunchingNotification")
        #expect(UIApplication.willTerminateNotification.rawValue == "UIApplicationWillTerminateNotification")
        #expect(
            UIApplication.didReceiveMemoryWarningNotification.rawValue
                == "UIApplicationDidReceiveMemoryWarningNotification")
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
        #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
        #expect(UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
        #expect(UITextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
        #expect(UITextView.textDidBeginEditingNotification.rawValue == "UITextViewTextDidBeginEditingNotification")
        #expect(UITextField.textDidEndEditingNotification.rawValue == "UITextFieldTextDidEndEditingNotification")
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        let log: EditingLog
        init(_ log: EditingLog) { self.log = log }
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.entries.append("didFinishLaunching")
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) {
            log.entries.append("applicationDidBecomeActive")
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        let log: EditingLog
        init(_ log: EditingLog) { self.log = log }
        func sceneDidBecomeActive(_ scene: UIScene) { log.entries.append("sceneDidBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { log.entries.append("sceneWillResignActive") }
        func sceneDidEnterBackground(_ scene: UIScene) { log.entries.append("sceneDidEnterBackground") }
    }

    @Test func launchAndDisconnectPostTheAppStateNotificationsAfterTheDelegates() throws {
        let app = UIApplication.shared
        let previous = app.delegate
        defer { app.delegate = previous }
        let log = EditingLog()
        log.observe(
            [
                UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            ], object: app)
        defer { log.stop() }
        let appDelegate = AppDelegate(log), sceneDelegate = SceneDelegate(log)
        let scene = try #require(app.launch(delegate: appDelegate, sceneDelegate: sceneDelegate))
        app.disconnect(scene)
        #expect(
            log.entries == [
                "didFinishLaunching", "note UIApplicationDidFinishLaunchingNotification",
                "sceneDidBecomeActive", "note UIApplicationDidBecomeActiveNotification",
                "sceneWillResignActive", "note UIApplicationWillResignActiveNotification",
                "sceneDidEnterBackground", "note UIApplicationDidEnterBackgroundNotification",
            ])
        log.entries = []
        _ = app.launch(delegate: appDelegate)  // without scenes: the app delegate hears it first
        #expect(
            log.entries == [
                "didFinishLaunching", "note UIApplicationDidFinishLaunchingNotification",
                "applicationDidBecomeActive", "note UIApplicationDidBecomeActiveNotification",
            ])
    }
}
