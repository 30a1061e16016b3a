import Foundation

/// The state a configuration is updated for: UIKit's `UIConfigurationState`.
public protocol UIConfigurationState {
    /// The traits of the view.
    var traitCollection: UITraitCollection { get set }
}

/// The key of an app's own state in a configuration state (UIKit's
/// `UIConfigurationStateCustomKey`), read and written through the state's subscript.
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///     static let item = UIConfigurationStateCustomKey("com.example.item")
/// }
/// state[.item] = item
/// ```
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
