import Foundation

/// Updates search results as the search bar's text changes (UIKit's `UISearchResultsUpdating`).
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search becomes active and whenever its text changes.
    func updateSearchResults(for searchController: UISearchController)
}
