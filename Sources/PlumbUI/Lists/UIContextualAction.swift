import Foundation

/// A button shown when a row is swiped: UIKit's `UIContextualAction`.
///
/// ```swift
/// func tableView(_ tableView: UITableView,
///                trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
///     let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///         self.remove(at: indexPath)
///         done(true)
///     }
///     return UISwipeActionsConfiguration(actions: [delete])
/// }
/// ```
///
/// Where Plumb differs: there are no touches, so rows are never swiped: the configurations are
/// asked for only by code that calls the provider, and the buttons are not drawn.
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
    /// How the action looks: UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal = 0
        /// A red button that removes the row.
        case destructive = 1
    }

    /// What the action does; call the completion with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The button's colour (`nil`: the style's: `.systemRed` or `.systemGray`).
    open var backgroundColor: UIColor?
    /// What the action does.
    public let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions of one swipe direction: UIKit's `UISwipeActionsConfiguration`.
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the edge inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (default `true`).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

extension UITableViewCell {
    /// What editing a row does: UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete = 1, insert = 2
    }
}
