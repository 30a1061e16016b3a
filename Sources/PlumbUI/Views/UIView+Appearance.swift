import Foundation

/// A view's appearance state, made on first use: its style override and trait-change handlers.
final class ViewAppearance {
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    var handlers: [TraitChangeHandler] = []
}

/// A view controller's appearance state, made on first use.
final class ControllerAppearance {
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    var handlers: [TraitChangeHandler] = []
}

extension UIView: UITraitChangeObservable {
    /// The style this view and its subtree use whatever they inherit (`.unspecified`, the
    /// default, inherits): UIKit's per-view dark mode override.
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
        if isViewControllerRoot, let s = _viewController?._appearance?.overrideStyle, s != .unspecified { t.userInterfaceStyle = s }
        if let s = _appearance?.overrideStyle, s != .unspecified { t.userInterfaceStyle = s }
        return t
    }

    /// Calls `handler` with the view and its previous traits whenever one of `traits` changes,
    /// after `traitCollectionDidChange(_:)`, with the view's traits as `UITraitCollection.current`
    /// (iOS 17's replacement for overriding `traitCollectionDidChange(_:)`).
    ///
    /// ```swift
    /// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
    ///     self.layer.borderColor = UIColor.separator.cgColor
    /// }
    /// ```
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        if _appearance == nil { _appearance = ViewAppearance() }
        let h = TraitChangeHandler(traits: traits) { object, previous in
            if let e = object as? Environment { handler(e, previous) }
        }
        _appearance?.handlers.append(h)
        return h
    }

    /// Stops a registration made by ``registerForTraitChanges(_:handler:)``.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _appearance?.handlers.removeAll { $0 === registration }
    }
}

extension UIViewController: UITraitChangeObservable {
    /// The style of the controller's view and everything in it (`.unspecified` inherits).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _appearance?.overrideStyle ?? .unspecified }
        set {
            let view = _viewIfLoaded
            let old = view?.traitCollection
            if _appearance == nil { _appearance = ControllerAppearance() }
            _appearance?.overrideStyle = newValue
            if let view, let old, old != view.traitCollection { view.traitsChanged(from: old) }
        }
    }

    /// Calls `handler` with the controller and its previous traits whenever one of `traits` of
    /// its view changes.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        if _appearance == nil { _appearance = ControllerAppearance() }
        let h = TraitChangeHandler(traits: traits) { object, previous in
            if let e = object as? Environment { handler(e, previous) }
        }
        _appearance?.handlers.append(h)
        return h
    }

    /// Stops a registration made by ``registerForTraitChanges(_:handler:)``.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _appearance?.handlers.removeAll { $0 === registration }
    }
}
