import Foundation

extension UIView {
    /// Shows a content configuration in this view (a cell's or header's content view), as
    /// `UITableViewCell`, `UITableViewHeaderFooterView` and `UICollectionViewCell` do for their
    /// `contentConfiguration`: the view that shows the current one is given the new configuration
    /// when it supports it, else it is replaced by the configuration's own content view, pinned to
    /// this view's edges; `nil` removes it.
    ///
    /// ```swift
    /// configurationView = _contentView.hostContentConfiguration(contentConfiguration, in: configurationView)
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: The configuration to show, or `nil` for none.
    ///   - current: The content view that shows the previous configuration, if any.
    /// - Returns: The content view that shows `configuration` (`current` when it was reused).
    func hostContentConfiguration(
        _ configuration: UIContentConfiguration?, in current: (UIView & UIContentView)?
    ) -> (UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
            view.topAnchor.constraint(equalTo: topAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        return view
    }
}
