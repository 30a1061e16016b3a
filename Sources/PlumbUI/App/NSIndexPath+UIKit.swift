import Foundation

/// UIKit's additions to `NSIndexPath` (`NSIndexPath+UIKitAdditions`), the reference form of
/// `IndexPath`: the section is the first index, the row (or item) the second.
///
/// ```swift
/// let path = NSIndexPath(row: 3, section: 1)
/// path.row       // 3
/// ```
extension NSIndexPath {
    /// An index path for a table row: `[section, row]`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }
    /// An index path for a collection view item: `[section, item]`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }
    /// The first index (`NSNotFound` for an empty path, as Apple's `index(atPosition:)` gives).
    public var section: Int { index(orNotFound: 0) }
    /// The second index of a table's index path (`NSNotFound` when there is none).
    public var row: Int { index(orNotFound: 1) }
    /// The second index of a collection view's index path (`NSNotFound` when there is none).
    public var item: Int { index(orNotFound: 1) }

    /// The index at `position`, or `NSNotFound` past the end (Apple's `index(atPosition:)`;
    /// Linux's Foundation traps there instead).
    private func index(orNotFound position: Int) -> Int {
        position < length ? index(atPosition: position) : NSNotFound
    }
}
