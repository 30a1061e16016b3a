import Foundation
import Testing
@testable import PlumbUI

/// `UISearchController` in a navigation item: the bar's height and the content's safe area, the
/// order of activation, typing and dismissal, the results controller, hiding when scrolled.
@MainActor @Suite struct SearchControllerTests {
    final class Listener: UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
        let log: CallLog
        init(log: CallLog) { self.log = log }
        func updateSearchResults(for searchController: UISearchController) {
            log.add("updateSearchResults(\(searchController.searchBar.text ?? ""))")
        }
        func willPresentSearchController(_ searchController: UISearchController) { log.add("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log.add("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { log.add("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log.add("didDismiss") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            log.add("textDidChange(\(searchText))")
        }
    }

    func stack(_ log: CallLog, _ direction: UITraitEnvironmentLayoutDirection = .leftToRight, hides: Bool = false)
        -> (
            UIWindow, UINavigationController, LoggingViewController, UISearchController, LoggingViewController, Listener
        )
    {
        let window = makeWindow(375, 667, safeArea: seSafeArea, direction)
        let results = LoggingViewController("R", log: log)
        let search = UISearchController(searchResultsController: results)
        let listener = Listener(log: log)
        search.searchResultsUpdater = listener
        search.delegate = listener
        search.searchBar.delegate = listener
        let list = LoggingViewController("L", log: log)
        list.navigationItem.searchController = search
        list.navigationItem.hidesSearchBarWhenScrolling = hides
        let nav = UINavigationController(rootViewController: list)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        log.entries = []
        return (window, nav, list, search, results, listener)
    }

    @Test func searchBarUnderTheTitleShiftsTheSafeArea() throws {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let log = CallLog()
            let (window, nav, list, search, _, listener) = stack(log, direction)
            defer { withExtendedLifetime((window, listener)) {} }
            #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
            #expect(search.searchBar.superview === nav.navigationBar)
            #expect(search.searchBar.frame == CGRect(x: 8, y: 44, width: 359, height: 52))
            #expect(search.searchBar.searchTextField.frame == CGRect(x: 8, y: 8, width: 343, height: 36))
            #expect(list.view.safeAreaInsets.top == 116)
            #expect(!search.isActive && search.presentingViewController == nil)
        }
    }

    @Test func activationOrderAndResults() throws {
        let log = CallLog()
        let (window, nav, list, search, results, listener) = stack(log)
        defer { withExtendedLifetime(listener) {} }
        search.isActive = true
        #expect(log.take() == ["willPresent", "updateSearchResults()"])
        #expect(search.searchBar.showsCancelButton && search.presentingViewController === nav)
        window.layoutIfNeeded()
        // The content lays out again under the shorter bar, then the presentation ends.
        #expect(log.take() == ["L.viewWillLayoutSubviews", "L.viewDidLayoutSubviews", "didPresent"])
        // The title row collapses (hidesNavigationBarDuringPresentation): the bar is the search bar.
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 52))
        #expect(search.searchBar.frame == CGRect(x: 8, y: 0, width: 359, height: 52))
        #expect(absoluteFrame(search.view) == CGRect(x: 0, y: 72, width: 375, height: 595))
        #expect(results.parent == nil, "no results controller while the text is empty")
        search.searchBar.simulateTextChange("Lis")
        #expect(log.take() == ["textDidChange(Lis)", "updateSearchResults(Lis)"])
        window.layoutIfNeeded()
        #expect(search.showsSearchResultsController && results.parent === search)
        #expect(absoluteFrame(results.view) == CGRect(x: 0, y: 72, width: 375, height: 595))
        log.entries = []
        search.isActive = false
        #expect(log.take().first == "willDismiss")
        window.layoutIfNeeded()
        #expect(log.entries.last == "didDismiss")
        #expect(!search.searchBar.showsCancelButton && nav.navigationBar.frame.height == 96)
        #expect(list.view.window === window && search.view.window == nil)
    }

    /// Typing into an inactive search activates it first, as a tap in the field does.
    @Test func typingActivates() {
        let log = CallLog()
        let (window, _, _, search, _, listener) = stack(log)
        defer { withExtendedLifetime(listener) {} }
        search.searchBar.simulateTextChange("Rome")
        #expect(
            log.take() == ["willPresent", "updateSearchResults()", "textDidChange(Rome)", "updateSearchResults(Rome)"])
        window.layoutIfNeeded()
        #expect(search.isActive && log.entries.contains("didPresent"))
    }

    /// `hidesSearchBarWhenScrolling`: shown while the content rests at its top, hidden once it
    /// is scrolled.
    @Test func hidesWhenScrolled() {
        let log = CallLog()
        let window = makeWindow(375, 667, safeArea: seSafeArea)
        let list = UIViewController()
        let scroll = UIScrollView()
        list.view.addSubview(scroll)
        scroll.frame = list.view.bounds
        scroll.contentSize = CGSize(width: 375, height: 2000)
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        let nav = UINavigationController(rootViewController: list)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        #expect(nav.navigationBar.frame.height == 96)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        nav.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 44 && search.searchBar.superview == nil)
        _ = log
    }
}
