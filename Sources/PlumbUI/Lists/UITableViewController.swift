import Foundation

/// A view controller whose view is a table view, acting as its data source and delegate:
/// UIKit's `UITableViewController`.
///
/// Override the data source and delegate methods you need, as in UIKit; every one is declared
/// here (with UIKit's default behaviour) so that overrides in subclasses are called.
///
/// ```swift
/// final class FruitsController: UITableViewController {
///     let fruits = ["Apple", "Banana", "Cherry"]
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
///     }
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///         cell.textLabel?.text = fruits[indexPath.row]
///         return cell
///     }
/// }
/// ```
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style of the table the controller makes.
    public let tableViewStyle: UITableView.Style

    /// Creates a controller whose table has a style.
    public init(style: UITableView.Style) {
        tableViewStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableViewStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Nib loading is not supported; creates a controller with a plain table.
    public required init?(coder: NSCoder) {
        tableViewStyle = .plain
        super.init(coder: coder)
    }

    /// The table view (the controller's view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Enters or leaves editing mode, the table view's included (UIKit: "it implements the
    /// superclass method `setEditing(_:animated:)` so that if a user taps an Edit|Done button in
    /// the navigation bar, the controller toggles the edit mode of the table").
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    /// Kept for source compatibility (Plumb has no appearance transitions to clear selection in).
    open var clearsSelectionOnViewWillAppear = true

    /// Makes the table view, with the controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: tableViewStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// The cell for a row. The default (not overridden) reports UIKit's failure to obtain a cell
    /// and returns an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        LayoutDiagnostics.report(
            .warning,
            "UITableView (\(tableView.itemDescription)) failed to obtain a cell from its dataSource (\(typeName(self))): \(typeName(self)) does not override tableView(_:cellForRowAt:)."
        )
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Whether a row can be edited (default `true`).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Whether a row can be moved (default `false`).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Deletes or inserts an edited row (only code calls it: Plumb has no touches).
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Moves a dragged row (only code calls it: Plumb has no touches).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// The titles of the section index (default none; not drawn by Plumb).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section an index title jumps to (default: its position).
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }

    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {}

    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Editing mode's control for a row (default `.delete`).
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }
    /// The delete button's title (default `nil`: "Delete").
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { nil }
    /// Whether a row is indented in editing mode (default `true`).
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// The actions of a swipe from the leading edge (default none).
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    /// The actions of a swipe from the trailing edge (default none).
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    /// The row actions of a swipe, the iOS 8 way (deprecated in iOS 13; default `nil`).
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        nil
    }
    /// Where a moved row may go (default: where it was dropped).
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    // MARK: UIScrollViewDelegate (declared so that subclasses override them, as in UIKit)

    /// The content offset changed (default: nothing).
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// The zoom scale changed (default: nothing).
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// A drag is about to begin (default: nothing).
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// The finger lifted; `targetContentOffset` may be changed (default: nothing).
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// A drag ended (default: nothing).
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// The content moves on after a drag (default: nothing).
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// The content came to rest after a drag (default: nothing).
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// An animated scroll ended (default: nothing).
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// The view to zoom (default `nil`).
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// A pinch is about to zoom (default: nothing).
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// A pinch ended (default: nothing).
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Whether a status bar tap may scroll to the top (default `true`).
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// A status bar tap scrolled to the top (default: nothing).
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// The adjusted content inset changed (default: nothing).
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
