import Foundation

extension UISegmentedControl {
    /// Sets the attributes of the titles in a state (UIKit's
    /// `setTitleTextAttributes(_:for:)`): `.font` and `.foregroundColor` are drawn; the
    /// other keys are kept. A selected segment uses the `.selected` attributes, falling back to
    /// `.normal`'s; the others use `.normal`'s (a disabled control or segment also dims them, as
    /// before). A new font resizes the segments, as UIKit measures titles with it. `nil` removes
    /// the state's attributes.
    ///
    /// ```swift
    /// control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    /// control.setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 15)], for: .normal)
    /// ```
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        applyTitleTextAttributes()
        contentDidChange()
    }

    /// The title attributes set for a state, or `nil` when none were.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Gives each segment's label the font and colour of its state: the 13-point system font
    /// and `.label` when no attribute says otherwise.
    func applyTitleTextAttributes() {
        let normal = titleAttributes[UIControl.State.normal.rawValue] ?? [:]
        let selected = titleAttributes[UIControl.State.selected.rawValue] ?? [:]
        for (i, label) in labels.enumerated() {
            let own = i == selectedSegmentIndex ? selected : [:]
            label.font = (own[.font] ?? normal[.font]) as? UIFont ?? UISegmentedControl.titleFont
            label.textColor = (own[.foregroundColor] ?? normal[.foregroundColor]) as? UIColor ?? .label
        }
    }
}
