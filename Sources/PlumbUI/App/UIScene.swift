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
