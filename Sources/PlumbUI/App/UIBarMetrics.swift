import Foundation

/// Bar metrics, for the legacy background-image API: UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    /// A bar in a regular height.
    case `default` = 0
    /// A bar in a compact height.
    case compact = 1
    /// A regular bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}
