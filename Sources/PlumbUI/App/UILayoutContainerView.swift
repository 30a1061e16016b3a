import Foundation

/// A navigation controller's view, the tab bar controller's and a presentation's top view
/// (UIKit's `UILayoutContainerView`); lays its controller's bars and content out.
final class UILayoutContainerView: UIView {
    weak var container: ContainerLayout?
    override func layoutSubviews() {
        super.layoutSubviews()
        container?.layoutContainer()
    }
}

/// A container controller that places its bars and child views by hand.
@MainActor
protocol ContainerLayout: AnyObject {
    func layoutContainer()
}

/// The view a navigation controller shows its top controller's view in (UIKit's
/// `UINavigationTransitionView`).
final class UINavigationTransitionView: UIView {}
