import Foundation

/// A button shown when a row is swiped, the iOS 8 way: UIKit's `UITableViewRowAction`
/// (deprecated in iOS 13 for ``UIContextualAction``), returned from the delegate's
/// `tableView(_:editActionsForRowAt:)`.
///
/// ```swift
/// func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
///     [UITableViewRowAction(style: .destructive, title: "Delete") { _, indexPath in self.remove(at: indexPath) }]
/// }
/// ```
///
/// Where Plumb differs: rows are never swiped (there are no touches), so the actions are asked for
/// only by code that calls the delegate, and their buttons are not drawn.
@MainActor @preconcurrency
open class UITableViewRowAction: NSObject {
    /// How the button looks (UIKit's `UITableViewRowAction.Style`, raw values from
    /// UITableView.h, where `UITableViewRowActionStyleDestructive` equals the default style).
    public enum Style: Int, Sendable {
        /// A red button (the destructive style).
        case `default` = 0
        /// A grey button.
        case normal = 1
        /// A red button that removes the row: the same style as `.default`.
        public static var destructive: Style { .default }
    }

    /// The style.
    open private(set) var style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour (`nil`: the style's, red for `.default` and grey for `.normal`).
    open var backgroundColor: UIColor?
    /// What a tap on the button does, with the action and the row.
    let handler: (UITableViewRowAction, IndexPath) -> Void

    /// Creates a row action.
    /// - Parameters:
    ///   - style: `.default` (or `.destructive`): red; `.normal`: grey.
    ///   - title: The button's title.
    ///   - handler: What a tap does, given the action and the row's index path.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
