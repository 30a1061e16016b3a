import Foundation

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
