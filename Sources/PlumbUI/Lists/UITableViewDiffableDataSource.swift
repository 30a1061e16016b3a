import Foundation

/// A table view data source driven by snapshots of identifiers: UIKit's
/// `UITableViewDiffableDataSource`. It becomes the table's `dataSource` (which does not retain it:
/// keep a reference, as in UIKit).
///
/// ```swift
/// let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, name in
///     let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///     cell.textLabel?.text = name
///     return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Apple", "Banana"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// Where Plumb differs: applying a snapshot reloads the table at once (no animation).
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UITableViewDataSource
{
    /// Makes the cell for an item (`nil` is reported and drawn as an empty row).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Kept for source compatibility.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source and makes it the table's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows a snapshot (the table reloads).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// Shows a snapshot without animation (the same as `apply` in Plumb).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at an index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// The index path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section identifier at an index (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        LayoutDiagnostics.report(
            .warning,
            "UITableView (\(tableView.itemDescription)) failed to obtain a cell from its dataSource (\(typeName(self))): the cell provider returned nil for \(UITableView.describe(indexPath))."
        )
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Whether a row can be edited (default `false`, as UIKit's diffable data source answers).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Whether a row can be moved (default `false`).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Deletes or inserts an edited row (override it; only code calls it: Plumb has no touches).
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Moves a dragged row (override it; only code calls it: Plumb has no touches).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// The titles of the section index (default none).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section an index title jumps to (default: its position).
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}
