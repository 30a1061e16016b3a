import Foundation

// The configuration-state machinery of a collection view cell (iOS 14), as UIKit runs it: a
// state change (selection, highlight, an outline item's expansion, `setNeedsUpdateConfiguration()`)
// marks the cell, and before it is next measured or laid out the cell replaces its content and
// background configurations with their `updated(for:)` (while the `automaticallyUpdates…` flags
// are on), then calls `updateConfiguration(using:)`, then the `configurationUpdateHandler`.

extension UICollectionViewCell {
    /// Updates the configurations for the current state.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    func makeConfigurationState() -> UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        if let list = self as? UICollectionViewListCell { s.isExpanded = list.isOutlineExpanded }
        return s
    }

    /// Runs the update if one is pending.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            let updated = content.updated(for: state)
            if !Self.sameConfiguration(updated, content) { contentConfiguration = updated }
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        // What the update set is already current.
        needsConfigurationUpdate = false
    }

    /// Whether two configurations are equal (when their type is `Hashable`), so an unchanged
    /// one is not applied again.
    static func sameConfiguration(_ a: UIContentConfiguration, _ b: UIContentConfiguration) -> Bool {
        guard let x = a as? any Hashable, let y = b as? any Hashable else { return false }
        return AnyHashable(x) == AnyHashable(y)
    }

    /// Shows the background configuration behind the cell's other views (its fill, corners and
    /// stroke), or removes it.
    func applyBackgroundConfiguration() {
        guard let config = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        let v = backgroundConfigurationView ?? UIView()
        if backgroundConfigurationView == nil {
            v.isUserInteractionEnabled = false
            insertSubview(v, at: 0)
            backgroundConfigurationView = v
        }
        if self is UICollectionViewListCell { backgroundColor = nil }  // the configuration replaces the list's fill
        v.subviews.forEach { $0.removeFromSuperview() }
        if let custom = config.customView {
            custom.frame = v.bounds
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            v.addSubview(custom)
        }
        v.backgroundColor =
            config.backgroundColor == nil && config.preset == .none
            ? nil : config.resolvedBackgroundColor(for: tintColor)
        v.layer.cornerRadius = config.cornerRadius
        v.clipsToBounds = config.cornerRadius > 0
        v.layer.borderWidth = config.strokeWidth
        v.layer.borderColor = config.strokeWidth > 0 ? config.resolvedStrokeColor(for: tintColor) : nil
        layoutBackgroundConfigurationView()
    }

    /// Places the background view: the bounds less the insets (leading and trailing mirrored in
    /// right-to-left).
    func layoutBackgroundConfigurationView() {
        guard let v = backgroundConfigurationView, let config = backgroundConfiguration else { return }
        var insets = config.backgroundInsets
        let margins = directionalLayoutMargins, edges = config.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rtl ? insets.trailing : insets.leading, right = rtl ? insets.leading : insets.trailing
        v.frame = CGRect(
            x: left, y: insets.top, width: max(0, bounds.width - left - right),
            height: max(0, bounds.height - insets.top - insets.bottom))
        if v !== subviews.first { sendSubviewToBack(v) }
    }
}
