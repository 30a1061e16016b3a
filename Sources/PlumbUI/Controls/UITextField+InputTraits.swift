import Foundation

extension UITextField {
    /// When an overlay view (left, right, clear button) is shown: UIKit's `UITextField.ViewMode`.
    ///
    /// `.always` shows the view, `.whileEditing` only while the field is being edited,
    /// `.unlessEditing` only while it is not, `.never` never.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always

        /// Whether the view shows in a field that is (or is not) being edited.
        func shows(editing: Bool) -> Bool {
            self == .always || self == (editing ? .whileEditing : .unlessEditing)
        }
    }
}
