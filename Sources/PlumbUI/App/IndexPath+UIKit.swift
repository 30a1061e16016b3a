import Foundation

/// UIKit's additions to `IndexPath` for tables and collection views (`NSIndexPath+UIKitAdditions`):
/// an index path of two indexes, the section and the row (or item).
///
/// ```swift
/// let path = IndexPath(row: 3, section: 0)
/// path.row       // 3
/// path.section   // 0
/// ```
extension IndexPath {
    /// An index path for a table row: `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An index path for a collection view item: `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The first index (precondition: the path has two indexes, as in UIKit).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The second index of a table's index path.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The second index of a collection view's index path.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
