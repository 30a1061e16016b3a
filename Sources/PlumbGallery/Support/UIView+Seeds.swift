import Foundation
import PlumbUI
import PureLayout

// The seed project's UIView helpers (seed 001, "UIView+Extension.swift"): a view made for Auto
// Layout gets an accessibilityIdentifier, so the constraint logs name it (`[blueView]`,
// `names: blueView:0x…`) instead of printing its class and address.

extension UIView {
    /// Turns off `translatesAutoresizingMaskIntoConstraints`, names the view for constraint
    /// logs, and returns it (the seeds' best practice 9).
    ///
    /// ```swift
    /// let blueView = UIView().configureForAutoLayout("blueView")
    /// ```
    @discardableResult
    func configureForAutoLayout(_ accessibilityIdentifier: String?) -> Self {
        translatesAutoresizingMaskIntoConstraints = false
        if let accessibilityIdentifier { self.accessibilityIdentifier = accessibilityIdentifier }
        return self
    }

    /// Keeps the view on its frame and autoresizing mask (a view controller's root view: best
    /// practice 1 and 2) and names it for constraint logs.
    @discardableResult
    func configureForAutoresizingMask(_ accessibilityIdentifier: String? = nil) -> Self {
        translatesAutoresizingMaskIntoConstraints = true
        if let accessibilityIdentifier { self.accessibilityIdentifier = accessibilityIdentifier }
        return self
    }

    /// Prints the constraints installed on this view, one per line (the seeds' debugging aid).
    func printConstraints() {
        constraints.forEach { print(String(describing: $0)) }
    }
}
