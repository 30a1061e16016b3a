import Foundation

/// A search bar and the presentation of search results: UIKit's `UISearchController`.
///
/// ```swift
/// let search = UISearchController(searchResultsController: ResultsViewController())
/// search.searchResultsUpdater = self
/// navigationItem.searchController = search        // drawn under the title
/// search.searchBar.simulateTextChange("Lisbon")  // Plumb: typing (activates the search)
/// ```
///
/// Activating (``isActive`` = `true`, or typing with `searchBar.simulateTextChange(_:)`) runs,
/// in this order: the delegate's `willPresentSearchController`; the Cancel button appears
/// (``automaticallyShowsCancelButton``); the search controller is presented over the content
/// (below the navigation bar when its bar is a navigation item's, whose title row collapses when
/// ``hidesNavigationBarDuringPresentation``); the updater's `updateSearchResults(for:)`
/// ("called when the search bar becomes the first responder", Apple's documentation of
/// `UISearchResultsUpdating`); at the window's next layout the delegate's
/// `didPresentSearchController`. Typing calls the search bar delegate's
/// `searchBar(_:textDidChange:)`, then `updateSearchResults(for:)`; the results controller is
/// shown while the text is not empty (``automaticallyShowsSearchResultsController``), over a
/// dimmed background (``obscuresBackgroundDuringPresentation``: black at 20 %, estimate).
/// Deactivating: `willDismissSearchController`, the dismissal, then `didDismissSearchController`.
/// The relative order of the updater and the presentation is an estimate.
///
/// Where Plumb differs: nothing animates; there is no keyboard or first responder; no scope bar.
open class UISearchController: UIViewController, UIViewControllerTransitioningDelegate {
    /// The search bar (made with the controller).
    public let searchBar = UISearchBar(frame: .zero)
    /// The controller that shows results (`nil`: results are shown in the searched content).
    public private(set) var searchResultsController: UIViewController?
    /// Updates the results as the text changes. Held weakly.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Follows the presentation. Held weakly.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content under the search is dimmed while searching (default `true`).
    open var obscuresBackgroundDuringPresentation = true { didSet { searchView?.setNeedsLayout() } }
    /// The iOS 8–12 name of ``obscuresBackgroundDuringPresentation``.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar's title row hides while searching (default `true`).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the Cancel button shows while searching (default `true`).
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows itself when there is text (default `true`).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller is shown.
    open var showsSearchResultsController = false { didSet { searchView?.setNeedsLayout() } }
    /// Whether the scope bar shows itself (kept: Plumb draws no scope bar).
    open var automaticallyShowsScopeBar = true

    /// Whether the delegate presents the controller (learnt from `presentSearchController`).
    var delegatePresents = true
    /// The navigation item whose bar shows the search bar.
    weak var navigationItemOwner: UINavigationItem?

    /// Creates a search controller showing results in `searchResultsController` (`nil`: in the
    /// searched content).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    /// Creates a search controller without a results controller (UIKit's designated initializer).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// Nib loading is not supported; this exists so UIKit subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchBar.searchController = self
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    /// Whether the search is active: setting it presents or dismisses the search controller.
    open var isActive: Bool {
        get { _isActive }
        set {
            guard newValue != _isActive else { return }
            if newValue { activate() } else { deactivate() }
        }
    }
    private var _isActive = false

    var searchView: _UISearchControllerView? { viewIfLoaded as? _UISearchControllerView }

    open override func loadView() {
        view = _UISearchControllerView(controller: self)
    }

    /// The controller the search is presented from: the one whose navigation item shows the
    /// search bar, else the controller whose view holds the search bar.
    var presentingContext: UIViewController? {
        if let item = navigationItemOwner,
            let nav = (item.bar?.superview as? UILayoutContainerView)?.container as? UINavigationController
        {
            return nav.viewControllers.last { $0.navigationItem === item } ?? nav
        }
        return searchBar.owningViewController
    }

    private func activate() {
        _isActive = true
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        updateResultsVisibility()
        relayoutNavigationBar()
        delegatePresents = true
        if let delegate { delegate.presentSearchController(self) } else { delegatePresents = false }
        if !delegatePresents, let context = presentingContext {
            context.present(self, animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.didPresentSearchController(self)
            }
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func deactivate() {
        _isActive = false
        delegate?.willDismissSearchController(self)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        relayoutNavigationBar()
        if let presenter = presentingViewController {
            presenter.dismiss(animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.didDismissSearchController(self)
            }
        } else {
            delegate?.didDismissSearchController(self)
        }
    }

    /// The navigation bar grows or collapses with the search.
    private func relayoutNavigationBar() {
        guard let bar = navigationItemOwner?.bar else { return }
        bar.setNeedsLayout()
        bar.superview?.setNeedsLayout()
    }

    /// Typing starts a search, as a tap in the field does (Plumb's `simulateTextChange`).
    func searchBarWillChangeText() {
        if !isActive { isActive = true }
    }

    /// The text changed: results shown or hidden, then the updater.
    func searchBarTextDidChange() {
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func updateResultsVisibility() {
        if automaticallyShowsSearchResultsController {
            showsSearchResultsController = !(searchBar.text ?? "").isEmpty
        }
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// The search controller's own presentation: over the content below the navigation bar.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        _UISearchPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
