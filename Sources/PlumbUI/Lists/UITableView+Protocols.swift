import Foundation

/// Supplies a table view's sections, rows and cells: UIKit's `UITableViewDataSource`.
///
/// UIKit's optional methods have default implementations here (Swift has no optional protocol
/// methods outside Objective-C); each default does what UIKit does when the method is missing.
///
/// ```swift
/// final class Fruits: NSObject, UITableViewDataSource {
///     let names = ["Apple", "Banana", "Cherry"]
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
///     func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///         cell.textLabel?.text = names[indexPath.row]
///         return cell
///     }
/// }
/// ```
///
/// Where Plumb differs: a class that inherits a conformance (a subclass of a controller that
/// conforms) must override the methods the superclass implements; `UITableViewController` declares
/// all of them, so overriding there works as in UIKit.
@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row; dequeue it with `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of a section's header (default none).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer (default none).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row can be edited (default `true`, as UIKit assumes when it is not implemented).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether a row can be moved (default `false`).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Deletes or inserts a row the user edited (Plumb has no touches: only code calls it).
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves a row the user dragged (Plumb has no touches: only code calls it).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index (default none; Plumb does not draw the index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section an index title jumps to (default: its position).
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}

/// Sizes, decorates and responds for a table view: UIKit's `UITableViewDelegate` (the layout and
/// display parts; Plumb has no touches, so selection only changes through `selectRow`).
///
/// Every method is optional; the defaults use the table view's properties (`rowHeight`,
/// `estimatedRowHeight`, `sectionHeaderHeight` ...), as UIKit does when a method is missing.
///
/// ```swift
/// extension SettingsController: UITableViewDelegate {
///     func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
///         indexPath.section == 0 ? 88 : UITableView.automaticDimension
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of a row, or `UITableView.automaticDimension` to let the cell size itself
    /// (default: `tableView.rowHeight`).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate used for rows that have not been laid out (default: `tableView.estimatedRowHeight`).
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of a section header (default: `tableView.sectionHeaderHeight`).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of a section footer (default: `tableView.sectionFooterHeight`).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// An estimate for a header not yet laid out (default: `tableView.estimatedSectionHeaderHeight`).
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// An estimate for a footer not yet laid out (default: `tableView.estimatedSectionFooterHeight`).
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// A view for a section header (default none: the title's, if any).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view for a section footer (default none: the title's, if any).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Called before a cell is shown.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Called after a cell left the screen (it goes back to the reuse queue).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Called before a header view is shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// Called before a footer view is shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// Called after `selectRow` (from code; Plumb has no touches) selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Called after a row was deselected.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The editing control of a row in editing mode (default `.delete`).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The delete button's title (default `nil`: "Delete").
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether a row's content is indented in editing mode (default `true`).
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// The actions of a swipe from the leading edge (default none).
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    /// The actions of a swipe from the trailing edge (default none: UIKit's delete button when
    /// the row is editable).
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    /// The buttons of a swipe from the trailing edge, the iOS 8 way (deprecated in iOS 13 for
    /// the swipe actions configuration; default `nil`). Stored only: Plumb does not swipe rows.
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    /// Where a moved row may go (default: where it was dropped).
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { nil }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    { nil }
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
}
