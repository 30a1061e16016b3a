import Foundation

/// Describes a view's content and makes the view that shows it: UIKit's `UIContentConfiguration`
/// (iOS 14). Cells and header/footer views take one as their `contentConfiguration`.
@MainActor @preconcurrency
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// The configuration for a state (selected, highlighted ...); the default returns it unchanged.
    func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A view made by a content configuration: UIKit's `UIContentView`.
@MainActor @preconcurrency
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show a configuration (default: one of the same type).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
