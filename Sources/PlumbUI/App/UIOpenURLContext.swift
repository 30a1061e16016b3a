import Foundation

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
