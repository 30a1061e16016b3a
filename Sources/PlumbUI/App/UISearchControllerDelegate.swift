import Foundation

/// Follows a search controller's presentation (UIKit's `UISearchControllerDelegate`; every
/// method is optional).
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: AnyObject {
    /// Presents the search controller yourself (if implemented, Plumb does not present it).
    func presentSearchController(_ searchController: UISearchController)
    /// Before the search controller is presented.
    func willPresentSearchController(_ searchController: UISearchController)
    /// After the search controller was presented.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Before the search controller is dismissed.
    func willDismissSearchController(_ searchController: UISearchController)
    /// After the search controller was dismissed.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Not implemented: the search controller presents itself (Plumb notes that it is missing).
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.delegatePresents = false
    }
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
