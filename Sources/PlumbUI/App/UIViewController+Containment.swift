import Foundation

extension UIViewController {
    /// The nearest navigation controller above this controller (itself excluded), if any.
    public var navigationController: UINavigationController? {
        var p = parent
        while let c = p {
            if let nav = c as? UINavigationController { return nav }
            p = c.parent
        }
        return nil
    }

    /// The nearest tab bar controller above this controller (itself excluded), if any.
    public var tabBarController: UITabBarController? {
        var p = parent
        while let c = p {
            if let tab = c as? UITabBarController { return tab }
            p = c.parent
        }
        return nil
    }

    /// `addChild(_:)`: UIKit's rules, with its messages on ``LayoutDiagnostics`` where it raises.
    ///
    /// - A child already under another parent is removed from it first (Apple's documentation of
    ///   `addChild(_:)`).
    /// - A child whose view is already inside the view of a controller other than this one is not
    ///   added: UIKit raises `UIViewControllerHierarchyInconsistency`, "child view controller:<…>
    ///   should have parent view controller:<…> but requested parent is:<…>".
    @discardableResult
    func addChildController(_ child: UIViewController) -> Bool {
        guard child !== self else {
            LayoutDiagnostics.report(.warning, "Plumb: \(self) cannot be added as a child of itself; not added.")
            return false
        }
        if isDescendant(of: child) {
            LayoutDiagnostics.report(
                .warning, "Plumb: \(child) is an ancestor of \(self) and cannot become its child; not added.")
            return false
        }
        if child.parent === self { return true }
        if let owner = child.viewIfLoaded?.superview?.owningViewController, owner !== self {
            LayoutDiagnostics.report(
                .warning,
                "child view controller:\(child) should have parent view controller:\(owner) but requested parent is:\(self)"
            )
            return false
        }
        if child.parent != nil {
            child.willMove(toParent: nil)
            child.removeFromParentController()
        }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        return true
    }

    /// `removeFromParent()`: detaches the controller, then `didMove(toParent: nil)`.
    func removeFromParentController() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Whether `other` is this controller or one of its ancestors (by parent).
    func isDescendant(of other: UIViewController) -> Bool {
        var c: UIViewController? = self
        while let x = c {
            if x === other { return true }
            c = x.parent
        }
        return false
    }

    /// `show(_:sender:)`: pushed by the nearest navigation controller, else presented.
    func showController(_ vc: UIViewController) {
        if let nav = self as? UINavigationController ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// The window this controller's view is in, if loaded and in one.
    var window: UIWindow? { viewIfLoaded?.window }
}

extension UIView {
    /// The controller whose root view is this view or the nearest such ancestor.
    var owningViewController: UIViewController? {
        var v: UIView? = self
        while let x = v {
            if let vc = x._viewController { return vc }
            v = x.superview
        }
        return nil
    }
}
