import Foundation

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
