import Foundation

/// A view's appearance state, made on first use: its style override, and for an appearance
/// proxy (`UIView.appearance()`), the proxy's record.
final class ViewAppearance {
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    var proxy: AppearanceProxy?
    /// The Dynamic Type limits (see UIView+ContentSizeLimits.swift).
    var minimumContentSize: UIContentSizeCategory?
    var maximumContentSize: UIContentSizeCategory?
}

/// A view controller's appearance state, made on first use.
final class ControllerAppearance {
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    /// The traits the parent gave this controller with `setOverrideTraitCollection(_:forChild:)`.
    var parentOverride: UITraitCollection?
}

extension UIView {
    /// The style this view and its subtree use whatever they inherit (`.unspecified`, the
    /// default, inherits): UIKit's per-view dark mode override. Trait-change callbacks
    /// (`traitCollectionDidChange(_:)`, `registerForTraitChanges(_:handler:)`) run for the
    /// views whose traits change, with their traits as `UITraitCollection.current`.
    ///
    /// ```swift
    /// preview.overrideUserInterfaceStyle = .dark     // always dark, even in a light window
    /// ```
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _appearance?.overrideStyle ?? .unspecified }
        set {
            let old = traitCollection
            if _appearance == nil { _appearance = ViewAppearance() }
            _appearance?.overrideStyle = newValue
            if old != traitCollection { traitsChanged(from: old) }
        }
    }

    /// The traits this view has when it inherits `inherited`: its controller's and its own style
    /// overrides applied.
    func applyingOwnOverrides(_ inherited: UITraitCollection) -> UITraitCollection {
        var t = inherited
        if isViewControllerRoot, let o = _viewController?._appearance?.parentOverride {
            t = UITraitCollection(traitsFrom: [t, o])
        }
        if isViewControllerRoot, let s = _viewController?._appearance?.overrideStyle, s != .unspecified {
            t.userInterfaceStyle = s
        }
        if let s = _appearance?.overrideStyle, s != .unspecified { t.userInterfaceStyle = s }
        if let a = _appearance, a.minimumContentSize != nil || a.maximumContentSize != nil {
            let clamped = a.clamped(t.preferredContentSizeCategory)
            if clamped != t.preferredContentSizeCategory { t.preferredContentSizeCategory = clamped }
        }
        return t
    }
}

extension UIViewController {
    /// The style of the controller's view and everything in it (`.unspecified` inherits); set
    /// before the view loads, it applies when it does.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _appearance?.overrideStyle ?? .unspecified }
        set {
            let view = viewIfLoaded
            let old = view?.traitCollection
            if _appearance == nil { _appearance = ControllerAppearance() }
            _appearance?.overrideStyle = newValue
            if let view, let old, old != view.traitCollection { view.traitsChanged(from: old) }
        }
    }
}

extension UIViewController {
    /// Gives a child controller traits that override the ones it inherits: UIKit's
    /// `setOverrideTraitCollection(_:forChild:)` (deprecated in iOS 17 for `traitOverrides`).
    /// The traits `collection` specifies replace the inherited ones in the child's view and
    /// everything in it; `nil` removes the override. Views whose traits change are told
    /// (`traitCollectionDidChange(_:)`, trait registrations).
    ///
    /// ```swift
    /// parent.addChild(sidebar)
    /// parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: sidebar)
    /// ```
    ///
    /// A controller that is not a child of this one is left alone and the call is reported on
    /// ``LayoutDiagnostics`` (**estimate**: UIKit's documentation says the controller must be a
    /// child; what it does otherwise was not confirmed).
    public func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        guard childViewController.parent === self else {
            return LayoutDiagnostics.report(
                .warning,
                "setOverrideTraitCollection(_:forChild:): \(childViewController) is not a child of \(self); ignored")
        }
        let view = childViewController.viewIfLoaded
        let old = view?.traitCollection
        if childViewController._appearance == nil { childViewController._appearance = ControllerAppearance() }
        childViewController._appearance?.parentOverride = collection
        if let view, let old, old != view.traitCollection { view.traitsChanged(from: old) }
    }

    /// The traits given to a child with ``setOverrideTraitCollection(_:forChild:)``, or `nil`.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.parent === self ? childViewController._appearance?.parentOverride : nil
    }
}
