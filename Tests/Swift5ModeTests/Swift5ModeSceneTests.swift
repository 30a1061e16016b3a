import Foundation
// Swift 5 language mode: Xcode's app and scene delegate templates (without `@main`, which a test
// target cannot have) and code that takes any coordinate space.
import PlumbUI
import Testing

class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(frame: windowScene.coordinateSpace.bounds)
        window?.windowScene = windowScene
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// Code written against the protocol, as iOS code that works with views and screens alike.
func centre(of view: UIView, in space: UICoordinateSpace) -> CGPoint {
    let frame = view.convert(view.bounds, to: space)
    return CGPoint(x: frame.midX, y: frame.midY)
}

@Suite struct Swift5ModeScenes {
    @MainActor @Test func sceneDelegateTemplateCompilesAndSizesItsWindowToTheScreen() {
        let app = UIApplication.shared
        let previous = app.delegate
        defer { app.delegate = previous }
        let scenes = TemplateSceneDelegate()
        guard let scene = app.launch(delegate: TemplateAppDelegate(), sceneDelegate: scenes) else {
            Issue.record("no scene was connected")
            return
        }
        defer { app.disconnect(scene) }
        #expect(scenes.window?.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(scenes.window?.windowScene === scene)
        let bar = (scenes.window?.rootViewController as? UINavigationController)?.navigationBar
        #expect(bar.map { centre(of: $0, in: UIScreen.main.coordinateSpace).x } == 187.5)
    }
}

/// A form that moves its content above the keyboard, observing with the README's closure form.
class KeyboardFormController: UIViewController {
    var keyboardHeights: [CGFloat] = []
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil,
            queue: nil
        ) { [weak self] note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { self?.keyboardWillShow(note) }
        }
    }

    func keyboardWillShow(_ note: Notification) {
        let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        keyboardHeights.append(frame.height)
    }

    func stopObserving() {
        if let observer = observer { NotificationCenter.default.removeObserver(observer) }
    }
}

@Suite struct Swift5ModeNotifications {
    @MainActor @Test func closureObserverCallsTheControllersMethod() {
        let form = KeyboardFormController()
        form.loadViewIfNeeded()
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 400, width: 375, height: 267))
            ])
        form.stopObserving()
        #expect(form.keyboardHeights == [267])
    }
}
